/// Swift declaration text shared by the Swift renderer and the reference, so the docs show exactly the
/// declarations that were generated.
public enum Declarations {
    public static func accessPrefix(_ access: AccessLevel) -> String {
        access == .internal ? "" : access.rawValue + " "
    }

    /// `public struct Card<Title: View, Actions: View>: View`. The conformance is in the declaration, as in a
    /// hand-written view, so the whole type (its initializers too) is main-actor isolated where `View` is
    /// (Xcode 16 and 26): a `default:` that builds a main-actor view is then a default in an isolated context.
    public static func structHead(of plan: ComponentPlan) -> String {
        let generics = plan.genericParameters.map { "\($0): View" }.joined(separator: ", ")
        return "\(accessPrefix(plan.access))struct \(plan.name)" + (generics.isEmpty ? "" : "<\(generics)>") + ": View"
    }

    /// The attribute lines and the `init(...)` line, without the body: the lines of its declaration node.
    public static func initializer(_ initializer: InitializerPlan, of plan: ComponentPlan) -> [String] {
        InitializerDeclaration(initializer, access: plan.access).lines
    }

    /// `extension Card where Title == Text, Actions == Never`, or nil for the struct's own initializers.
    public static func extensionHead(_ constraints: [Constraint], of plan: ComponentPlan) -> String? {
        guard !constraints.isEmpty else { return nil }
        return "extension \(plan.name) where " + constraints.map(\.rendered).joined(separator: ", ")
    }

    /// `let title: Title`, `@Binding var isOn: Bool`, `@State var isExpanded: Bool = false`,
    /// `@Environment(\.dynamicTypeSize) var dynamicTypeSize`, `var hasIcon: Bool { icon != nil }`.
    /// Internal: only the hand-written body reads them.
    public static func storedProperty(_ property: StoredProperty) -> String {
        let type = property.type.map { ": \($0)" } ?? ""
        if let computed = property.computed { return "var \(property.name)\(type) { \(computed) }" }
        guard let wrapper = property.wrapper?.description else { return "let \(property.name)\(type)" }
        return "\(wrapper) var \(property.name)\(type)" + (property.initialValue.map { " = \($0)" } ?? "")
    }

    /// The model protocol with its documented requirements: the Swift file and the reference print this.
    static func modelProtocol(_ model: ModelPlan, of plan: ComponentPlan, into code: inout SwiftCode) {
        code.block("\(accessPrefix(plan.access))protocol \(model.name)", attributes: plan.typeAttributes) { code in
            for (index, requirement) in model.requirements.enumerated() {
                if index > 0 { code.line() }
                code.docComment([requirement.doc])
                code.line("var \(requirement.name): \(requirement.type) { get }")
            }
        }
    }
}
