import CatalogCore
import TestSupport
import Testing

/// `either:` (SPEC revision 5, issue 48 item 5): one component that is a button (`role:` + `action:`) or a
/// menu (a `content:` builder). Each group's calls, as a design system writes them, land in that group:
/// pinned by their generic arguments on the stand-in of the era the tests were built for (`.ci/test` runs
/// this suite in both) and on Apple's iOS 17.4 SDK, and built and run on Linux, where the stored `action`
/// (nil in the menu group) tells the groups apart even where their generic arguments agree.
@Suite(.slow(.compiles)) struct EitherResolutionTests {
    static func spec(_ strategy: String) -> String {
        """
        component: XButton
        summary: A button, or a menu.
        initializers: \(strategy)
        either: [[role, action], [content]]
        order:
          builder: [role, action, title, icon, content]
          values: [title, icon, role, action, content]
        properties:
          - name: role
            cases: [normal, destructive]
            default: normal
          - name: action
            type: "() -> Void"
        slots:
          - name: title
            options: [text, unlabeled]
            optional: true
          - name: icon
            options: [image]
            optional: true
          - name: content

        """
    }

    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        InputFile(path: "specs/XButton.yaml", text: spec("compact"), role: .spec),
        // Combinatorial: every form an initializer, once per group.
        InputFile(path: "specs/YButton.yaml", text: spec("combinatorial").replacing("XButton", with: "YButton"), role: .spec),
    ]

    static let bodies = """
        import SwiftUI
        extension XButton {
            @MainActor public var body: some View { HStack { icon; title; content } }
            /// Which group built it: the menu group stores no action.
            var kind: String { action == nil ? "menu" : "button" }
        }
        extension YButton { @MainActor public var body: some View { HStack { icon; title; content } } }
        """

    static let helpers = """
        import SwiftUI
        @MainActor func makeMenu() -> some View { VStack { Text("Copy"); Text("Paste") } }
        @MainActor func menuText() -> Text { Text("Copy") }
        @MainActor func save() {}
        """

    /// Each call pinned by its generic arguments: the menu group's content is the closure's view, the
    /// button group's `EmptyView`.
    static let callSites = """
        import SwiftUI

        @MainActor func buttons() {
            do { let view = XButton("Save", action: save); let _: XButton<Text?, Image?, EmptyView> = view }
            do { let view = XButton("Save") { save() }; let _: XButton<Text?, Image?, EmptyView> = view }
            do { let view = XButton("Delete", role: .destructive) { save() }; let _: XButton<Text?, Image?, EmptyView> = view }
            do { let view = XButton("Save", icon: Image(systemName: "checkmark"), action: save); let _: XButton<Text?, Image?, EmptyView> = view }
            do { let view = XButton(action: save) { Text("Save") }; let _: XButton<Text, EmptyView, EmptyView> = view }
            do { let view = XButton(role: .destructive, action: save); let _: XButton<EmptyView, EmptyView, EmptyView> = view }
        }

        @MainActor func menus() {
            do { let view = XButton("More") { menuText() }; let _: XButton<Text?, Image?, Text> = view }
            do { let view = XButton("More", icon: Image(systemName: "ellipsis")) { menuText() }; let _: XButton<Text?, Image?, Text> = view }
            do { let view = XButton("More", content: { menuText() }); let _: XButton<Text?, Image?, Text> = view }
            do { let view = XButton { Text("More") } content: { menuText() }; let _: XButton<Text, EmptyView, Text> = view }
            do { let view = XButton { menuText() }; let _: XButton<EmptyView, EmptyView, Text> = view }
        }

        @MainActor func combinatorial() {
            do { let view = YButton("Save", action: save); let _: YButton<Text, Never, EmptyView> = view }
            do { let view = YButton("Save") { save() }; let _: YButton<Text, Never, EmptyView> = view }
            do { let view = YButton("More") { menuText() }; let _: YButton<Text, Never, Text> = view }
            do { let view = YButton("More", icon: Image(systemName: "ellipsis")) { menuText() }; let _: YButton<Text, Image, Text> = view }
        }
        """

    @Test func eachGroupsCallsResolveToThatGroup() throws {
        let compiled = try PlannedCallSiteCompilation.typecheck(Self.specs, with: [
            "Bodies.swift": Self.bodies, "Helpers.swift": Self.helpers, "CallSites.swift": Self.callSites,
        ]).compiled
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// The trap: `XButton("More") { makeMenu() }`, where `makeMenu` returns `some View`, must be a
    /// menu, never a button whose action drops the view; a closure of statements (`{ save() }`) is a button.
    @Test func aClosureThatBuildsAViewIsAMenuAndAnEmptyOneAButton() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = Self.bodies
        sources["Helpers.swift"] = Self.helpers
        sources["main.swift"] = """
            import SwiftUI
            let kinds = MainActor.assumeIsolated {
                [XButton("More") { makeMenu() }.kind, XButton("Save") { save() }.kind, XButton("Save", action: save).kind,
                 XButton("More", content: { makeMenu() }).kind, XButton { makeMenu() }.kind, XButton(action: {}) { Text("Go") }.kind,
                 XButton("Delete", role: .destructive) {}.kind, XButton("Save", action: {}).kind,
                 XButton("Save") {}.kind]
            }
            print(kinds.joined(separator: " "))
            """
        let run = try Toolchain.buildAndRun(sources)
        // The last: an EMPTY trailing closure fits both `action: () -> Void` and the `@ViewBuilder` content
        // (`{}` builds `EmptyView`); Swift takes the candidate that fills fewer parameters from defaults, here
        // the menu's (the button's leaves `role` out too), and reports an ambiguity where they fill as many.
        // SPEC revision 5 says an empty one goes to the action: it cannot (docs/SpecFormat.md, `either`).
        #expect(run.status == 0 && run.output == "menu button button menu menu button button button menu\n", "\(run.output)")
    }

    /// A call that mixes the groups fits no initializer, on both SDKs at the same lines.
    @Test func aCallThatMixesTheGroupsDoesNotCompile() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        let plan = try #require(result.plan)
        let wrong = """
            import SwiftUI

            @MainActor func wrong() {
                _ = XButton("More", action: save, content: { menuText() })
                _ = XButton("More", role: .destructive, content: { menuText() })
            }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: [
            "Bodies.swift": Self.bodies, "Helpers.swift": Self.helpers, "Wrong.swift": wrong,
        ])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("Wrong.swift:4:"), "\(compiled.output)")
        #expect(compiled.output.contains("Wrong.swift:5:"), "\(compiled.output)")
    }
}
