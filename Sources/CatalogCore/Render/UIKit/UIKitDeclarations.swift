/// A UIKit view's declarations (`uikit: true`): the class, its initializers, properties and cell configuration.
/// The Swift file prints them; the reference page prints their interface and `catalog diff` reads the same
/// callback types, so the three cannot disagree.
public enum UIKitDeclarations {
    /// `public init(title: String, isOn: Bool, isEnabled: Bool = true)`.
    public static func initializer(_ uikit: UIKitViewPlan, access: AccessLevel) -> InitializerDeclaration {
        InitializerDeclaration(access: access, parameters: uikit.members.map(\.parameter))
    }

    /// `public static func configuration(title: String, …) -> UIHostingConfiguration<some View, EmptyView>`:
    /// the initializer's parameters, each binding's callback beside it.
    public static func configuration(_ uikit: UIKitViewPlan, access: AccessLevel, body: CodeBody? = nil) -> FunctionDeclaration {
        let parameters = uikit.members.flatMap { member in
            [member.parameter] + (member.changeCallback.map {
                [ParameterDeclaration.named($0, callbackType(member), default: .nil)]
            } ?? [])
        }
        return FunctionDeclaration([.access(access), .static], "configuration", parameters: parameters,
                                   returns: .named("UIHostingConfiguration", [.someView, .emptyView]), body: body)
    }

    /// `((Bool) -> Void)?`.
    static func callbackType(_ member: UIKitMember) -> SwiftType { .optional(.function(parameters: [member.type], result: .named("Void"))) }

    /// `init(title:isOn:isEnabled:)`.
    public static func selector(_ uikit: UIKitViewPlan) -> String {
        "init(" + uikit.members.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The class with its public API, without bodies: the reference shows it.
    public static func summary(_ uikit: UIKitViewPlan, of plan: ComponentPlan) -> String {
        SwiftPrinter.interface(of: UIKitClass.declaration(uikit, of: plan))
    }

    /// A use of the view with sample values, and of its cell configuration: the reference's example and the
    /// tests' call sites (compiled against the stand-in and Apple's SDK).
    public static func example(_ uikit: UIKitViewPlan) -> String {
        let required = uikit.members.filter { $0.defaultValue == nil }
        let call = SwiftPrinter.arguments(required.map { SwiftArgument($0.label, $0.sample) })
        var lines = ["let view = \(uikit.className)\(call)"]
        for member in uikit.members where member.kind == .binding {
            lines.append("view.\(member.changeCallback ?? "") = { newValue in print(newValue) }")
        }
        if let settable = uikit.members.first(where: { $0.kind == .value || $0.kind == .property }) {
            lines.append("view.\(settable.name) = " + SwiftPrinter.expression(settable.sample))
        }
        lines.append("stackView.addArrangedSubview(view)")
        lines.append("")
        lines.append("cell.contentConfiguration = \(uikit.className).configuration\(call)")
        return lines.joined(separator: "\n")
    }
}

extension UIKitMember {
    /// The initializer's parameter: `isOn: Bool`, `_ title: String`, `photo: UIImage? = nil`.
    var parameter: ParameterDeclaration {
        ParameterDeclaration(label: label, name: name, type: type, defaultValue: defaultValue, isEscaping: isEscaping)
    }
}
