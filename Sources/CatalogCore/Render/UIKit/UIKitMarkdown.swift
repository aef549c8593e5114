/// The "UIKit" section of a component's reference page: the view class's public API and an example.
enum UIKitMarkdown {
    static func section(of plan: ComponentPlan) -> [String] {
        guard let uikit = plan.uikit else { return [] }
        var text = "\(Markdown.code(uikit.className)) hosts a \(Markdown.code(plan.name)) in UIKit screens (`uikit: true`): "
            + "its initializer has the labels of the type-based initializer, setting a property updates the component, "
            + "and it sizes itself with Auto Layout (a stack view, or any container that pins it). "
            + "Text is a `String`, shown verbatim as `UILabel` shows it: pass text you have localized."
        let bindings = uikit.members.filter { $0.kind == .binding }
        if !bindings.isEmpty {
            text += " " + bindings.map { member in
                "\(Markdown.code(member.name)) changes when the component changes it, which calls \(Markdown.code(member.changeCallback ?? ""))."
            }.joined(separator: " ")
        }
        let views = uikit.members.filter { $0.kind == .view }
        if !views.isEmpty {
            text += " " + views.map(\.name).map(Markdown.code).joined(separator: ", ")
                + " take\(views.count == 1 ? "s" : "") any `UIView`" + (views.contains { $0.isOmittedWhenNil } ? "; nil leaves the slot out." : ".")
        }
        return [
            "## UIKit",
            text,
            Markdown.codeBlock(UIKitDeclarations.summary(uikit, of: plan)),
            "`\(uikit.className).configuration(…)` makes a `UIHostingConfiguration` for collection and table view cells:",
            Markdown.codeBlock(UIKitDeclarations.example(uikit)),
        ]
    }
}
