/// The private types beside a UIKit view: the root view that calls the component, the class a binding's
/// value lives in (`Bindable` projects a binding from a class), and the representable that shows a `UIView`.
enum UIKitSupportRenderer {
    /// `_Root`: the component built from the view's values. An omittable slot whose `UIView?` is nil is
    /// left out of the call (the component then shows it as not given), so each such slot is a branch.
    static func renderRoot(_ uikit: UIKitViewPlan, of plan: ComponentPlan, into code: inout SwiftCode) {
        code.docComment(["The hosted view: a `\(plan.name)` built from the values of a `\(uikit.className)`."])
        code.block("private struct _Root: View", attributes: uikit.attributes) { code in
            for member in uikit.members {
                code.line("let \(member.name): \(member.rootType)")
            }
            if !uikit.members.isEmpty { code.line() }
            code.block("var body: some View") { code in
                for line in branches(uikit.members, given: [:], of: plan) { code.line(line) }
            }
        }
    }

    /// The body's lines, indented by four spaces a level. `given`: for each omittable view slot decided
    /// so far, whether this branch has its view.
    private static func branches(_ members: [UIKitMember], given: [String: Bool], of plan: ComponentPlan) -> [String] {
        guard let branch = members.first(where: { $0.isOmittedWhenNil && given[$0.name] == nil }) else {
            return [call(members, given: given, of: plan)]
        }
        // `if let` passes the view; `else` leaves the slot out.
        let indent = { (lines: [String]) in lines.map { "    " + $0 } }
        return ["if let \(branch.name) {"]
            + indent(branches(members, given: given.merging([branch.name: true]) { $1 }, of: plan))
            + ["} else {"]
            + indent(branches(members, given: given.merging([branch.name: false]) { $1 }, of: plan))
            + ["}"]
    }

    /// `Card(title: title, actions: { _HostedView(view: actions).id(…) })`.
    private static func call(_ members: [UIKitMember], given: [String: Bool], of plan: ComponentPlan) -> String {
        let arguments = members.compactMap { member -> String? in
            var value = member.argument
            if member.kind == .view {
                let shown = "_HostedView(view: \(member.name)).id(ObjectIdentifier(\(member.name)))"
                switch given[member.name] {
                case false?: return nil
                case true?: value = "{ \(shown) }"
                case nil: value = "{ if let \(member.name) { \(shown) } }"
                }
            }
            return member.label.map { "\($0): \(value)" } ?? value
        }
        return "\(plan.name)(\(arguments.joined(separator: ", ")))"
    }

    static func renderSupport(_ uikit: UIKitViewPlan, into code: inout SwiftCode) {
        if uikit.members.contains(where: { $0.kind == .binding }) {
            code.line()
            renderBindingValue(attributes: uikit.attributes.filter { !$0.contains("deprecated") }, into: &code)
        }
        if uikit.members.contains(where: { $0.kind == .view }) {
            code.line()
            renderHostedView(into: &code)
        }
    }

    /// A binding's value: the view sets `stored`; the component reads and writes `value` through
    /// `Bindable`, observed as any `Observable` property, and a write calls `onWrite`.
    private static func renderBindingValue(attributes: [String], into code: inout SwiftCode) {
        code.docComment(["A binding's value, which the hosted component reads and writes through `Bindable`."])
        code.block("private final class _BindingValue<Value>: Observable", attributes: attributes + ["@MainActor"]) { code in
            code.line("private let registrar = ObservationRegistrar()")
            code.docComment(["What the view set or the component wrote last."])
            code.line("var stored: Value")
            code.docComment(["Called when the component writes."])
            code.line("var onWrite: ((Value) -> Void)?")
            code.line()
            code.block("var value: Value") { code in
                code.block("get") { code in
                    code.line("registrar.access(self, keyPath: \\.value)")
                    code.line("return stored")
                }
                code.block("set") { code in
                    code.line("registrar.withMutation(of: self, keyPath: \\.value) { stored = newValue }")
                    code.line("onWrite?(newValue)")
                }
            }
            code.line()
            code.block("init(_ value: Value, onWrite: ((Value) -> Void)? = nil)") { code in
                code.line("stored = value")
                code.line("self.onWrite = onWrite")
            }
        }
    }

    /// A slot's `UIView`, shown in the component. `.id(ObjectIdentifier(view))` at the call makes another
    /// view a new identity, so SwiftUI makes it anew instead of updating the old one.
    private static func renderHostedView(into code: inout SwiftCode) {
        code.docComment(["Shows a slot's `UIView` inside the hosted component."])
        code.block("private struct _HostedView: UIViewRepresentable") { code in
            code.line("let view: UIView")
            code.line()
            code.block("func makeUIView(context: Context) -> UIView") { code in
                code.line("view")
            }
            code.line()
            code.line("func updateUIView(_ uiView: UIView, context: Context) {}")
        }
    }
}
