/// The private types beside a UIKit view: the root view that calls the component, the class a binding's
/// value lives in (`Bindable` projects a binding from a class), and the representable that shows a `UIView`.
enum UIKitSupport {
    /// `_Root`: the component built from the view's values. An omittable slot whose `UIView?` is nil is
    /// left out of the call (the component then shows it as not given), so each such slot is a branch.
    static func root(_ uikit: UIKitViewPlan, of plan: ComponentPlan) -> SwiftDeclaration {
        SwiftDeclaration(doc: ["The hosted view: a `\(plan.name)` built from the values of a `\(uikit.className)`."], attributes: uikit.attributes,
                         .structure(TypeDeclaration([.private], "_Root", inheritance: ["View"], members: [
            SwiftDeclaration(.group(uikit.members.map { SwiftDeclaration(.property(PropertyDeclaration(.let, $0.name, type: $0.rootType))) })),
            SwiftDeclaration(.property(PropertyDeclaration(.var, "body", type: .someView, body: .block(branches(uikit.members, given: [:], of: plan))))),
        ])))
    }

    /// The body's statements. `given`: for each omittable view slot decided so far, whether this branch has its view.
    private static func branches(_ members: [UIKitMember], given: [String: Bool], of plan: ComponentPlan) -> [Statement] {
        guard let branch = members.first(where: { $0.isOmittedWhenNil && given[$0.name] == nil }) else {
            return [.expression(call(members, given: given, of: plan))]
        }
        // `if let` passes the view; `else` leaves the slot out.
        return [.ifElse(.optionalBinding(branch.name), branches(members, given: given.merging([branch.name: true]) { $1 }, of: plan),
                        else: branches(members, given: given.merging([branch.name: false]) { $1 }, of: plan))]
    }

    /// `Card(title: title, actions: { _HostedView(view: actions).id(…) })`.
    private static func call(_ members: [UIKitMember], given: [String: Bool], of plan: ComponentPlan) -> SwiftExpression {
        let arguments = members.compactMap { member -> SwiftArgument? in
            var value = member.argument
            if member.kind == .view {
                let view = SwiftExpression.name(member.name)
                let shown = SwiftExpression.call(.member(.call("_HostedView", .init("view", view)), "id"), [.unlabeled(.call("ObjectIdentifier", .unlabeled(view)))])
                switch given[member.name] {
                case false?: return nil
                case true?: value = .closure(parameters: [], body: shown)
                case nil: value = .closure(parameters: [], body: .ifThen(.optionalBinding(member.name), then: shown))
                }
            }
            return SwiftArgument(member.label, value)
        }
        return .call(.name(plan.name), arguments)
    }

    static func support(_ uikit: UIKitViewPlan) -> [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = []
        if uikit.members.contains(where: { $0.kind == .binding }) {
            declarations.append(bindingValue(attributes: uikit.attributes.filter { if case .deprecated = $0 { false } else { true } }))
        }
        if uikit.members.contains(where: { $0.kind == .view }) {
            declarations.append(hostedView)
        }
        return declarations
    }

    /// A binding's value: the view sets `stored`; the component reads and writes `value` through
    /// `Bindable`, observed as any `Observable` property, and a write calls `onWrite`.
    private static func bindingValue(attributes: [SwiftAttribute]) -> SwiftDeclaration {
        SwiftDeclaration(doc: ["A binding's value, which the hosted component reads and writes through `Bindable`."], attributes: attributes + [.mainActor],
                         .classDeclaration(TypeDeclaration([.private, .final], "_BindingValue", generics: [GenericParameter("Value", nil)],
                                                           inheritance: ["Observable"], members: [
            SwiftDeclaration(.group([
                SwiftDeclaration(.property(PropertyDeclaration([.private], .let, "registrar", type: nil, initialValue: .call("ObservationRegistrar")))),
                SwiftDeclaration(doc: ["What the view set or the component wrote last."], .property(PropertyDeclaration(.var, "stored", type: .named("Value")))),
                SwiftDeclaration(doc: ["Called when the component writes."],
                                 .property(PropertyDeclaration(.var, "onWrite", type: .optional(.function(parameters: [.named("Value")], result: .named("Void")))))),
            ])),
            SwiftDeclaration(.property(PropertyDeclaration(.var, "value", type: .named("Value"), body: .block([
                .block("get", [.line("registrar.access(self, keyPath: \\.value)"), .line("return stored")]),
                .block("set", [.line("registrar.withMutation(of: self, keyPath: \\.value) { stored = newValue }"), .line("onWrite?(newValue)")]),
            ])))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: .internal, parameters: [
                .plain(nil, "value", .named("Value", [])),
                .plain("onWrite", "onWrite", .optional(.function(parameters: [.named("Value")], result: .named("Void"))), default: .nil),
            ]), body: .block([.line("stored = value"), .line("self.onWrite = onWrite")]))),
        ])))
    }

    /// A slot's `UIView`, shown in the component. `.id(ObjectIdentifier(view))` at the call makes another
    /// view a new identity, so SwiftUI makes it anew instead of updating the old one.
    private static let hostedView = SwiftDeclaration(
        doc: ["Shows a slot's `UIView` inside the hosted component."],
        .structure(TypeDeclaration([.private], "_HostedView", inheritance: ["UIViewRepresentable"], members: [
            SwiftDeclaration(.property(PropertyDeclaration(.let, "view", type: .named("UIView")))),
            SwiftDeclaration(.function(FunctionDeclaration([], "makeUIView", parameters: [.named("context", .named("Context"))], returns: .named("UIView"), body: .block([.line("view")])))),
            SwiftDeclaration(.function(FunctionDeclaration([], "updateUIView", parameters: [.unlabeled("uiView", .named("UIView")), .named("context", .named("Context"))],
                                                           returns: nil, body: .inline("")))),
        ])))
}
