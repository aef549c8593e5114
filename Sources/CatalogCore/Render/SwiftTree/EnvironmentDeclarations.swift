/// `environment:` (revision 5) as declarations: the component's `@Environment` properties, and for each entry
/// its file declares (`declaresEnvironment`: components sharing a modifier declare it once) the key, the
/// `EnvironmentValues` member and the `View` method that sets it for a subtree, as SwiftUI's `.controlSize(_:)`.
enum EnvironmentDeclarations {
    /// `@Environment(\.xTagIntent) var intent: TagIntent`, for the hand-written body.
    static func properties(of plan: ComponentPlan) -> [SwiftDeclaration] {
        plan.environment.map { entry in
            SwiftDeclaration(doc: [entry.doc ?? "What the enclosing views set with `\(entry.modifier)(_:)` (default `\(entry.defaultValue)`)."],
                             .property(PropertyDeclaration(wrapper: PropertyWrapper("Environment", argument: .keyPath(entry.key)), .var,
                                                           entry.name, type: entry.type)))
        }
    }

    static func declarations(of plan: ComponentPlan, attributes: [SwiftAttribute]) -> [SwiftDeclaration] {
        let access = DeclarationModifier.access(plan.access)
        return plan.environment.filter { plan.declaresEnvironment.contains($0.modifier) }.flatMap { entry -> [SwiftDeclaration] in
            let type = entry.type
            // Computed, so a default of a type that is not `Sendable` still compiles in Swift 6.
            let key = SwiftDeclaration(attributes: attributes, .structure(TypeDeclaration([.private], entry.keyType, inheritance: ["EnvironmentKey"], members: [
                SwiftDeclaration(.property(PropertyDeclaration([.static], .var, "defaultValue", type: type, body: .inline(entry.defaultValue)))),
            ])))
            let value = SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration("EnvironmentValues", members: [
                SwiftDeclaration(doc: [entry.doc ?? "Set for a subtree with `\(entry.modifier)(_:)`; read by ``\(plan.name)``."],
                                 .property(PropertyDeclaration([access], .var, entry.key, type: type, body: .block([
                                     .block("get", [.expression(.keyed(by: entry.keyType))]),
                                     .block("set", [.expression(.assign(.keyed(by: entry.keyType), .name("newValue")))]),
                                 ])))),
            ])))
            let method = SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration("View", members: [
                SwiftDeclaration(doc: ["Sets `\(entry.key)` for this view and the views inside it (``\(plan.name)`` reads it as `\(entry.name)`)."],
                                 .function(FunctionDeclaration([access], entry.modifier, parameters: [.unlabeled("value", type)], returns: .someView,
                                                               body: .block([.expression(.settingEnvironment(entry.key, to: .name("value")))])))),
            ])))
            return [key, value, method]
        }
    }
}
