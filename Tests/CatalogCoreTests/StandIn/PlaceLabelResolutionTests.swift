import CatalogCore
import TestSupport
import Testing

/// `argumentLabel: { alone: _, beside: image }` and `builderLabel: { alone: label, beside: iconLabel }`
/// (SPEC revision 5, issue 48 item 3): `SButton(Image(…)) {}` alone, `SButton("Save", image: icon) {}` beside
/// a title, in both strategies; compact gets the initializers that take the value (and the closure) alone.
/// Each call pinned to the initializer it resolves to by its concrete type, on the stand-in of the era the
/// tests were built for (`.ci/test` runs this suite in both) and on Apple's iOS 17.4 SDK.
@Suite(.slow(.compiles)) struct PlaceLabelResolutionTests {
    /// Compact's with a plain property: with a closure property, compact's `SButton(action: {})` is
    /// ambiguous whatever the labels (its builder, type-based and slots-omitted initializers all take it; a
    /// generator bug reported with this work), so the action is combinatorial's only.
    static func spec(_ name: String, strategy: String) -> String {
        let property = strategy == "compact" ? "  - name: role\n    type: Int\n    default: \"0\"" : "  - name: action\n    type: \"() -> Void\""
        return """
        component: \(name)
        summary: A button with a title, an icon or both.
        initializers: \(strategy)
        properties:
        \(property)
        slots:
          - name: title
            options: [text, unlabeled]
            optional: true
          - name: icon
            options: [image]
            optional: true
            argumentLabel: { alone: _, beside: image }
            builderLabel: { alone: label, beside: iconLabel }

        """
    }

    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        InputFile(path: "specs/SButton.yaml", text: spec("SButton", strategy: "compact"), role: .spec),
        InputFile(path: "specs/CButton.yaml", text: spec("CButton", strategy: "combinatorial"), role: .spec),
    ]

    static let callSites = """
        import SwiftUI

        @MainActor func compact(icon: Image, name: String) {
            do { let view = SButton(Image(systemName: "star")); let _: SButton<EmptyView, Image> = view }
            do { let view = SButton(role: 1, Image(systemName: "star")); let _: SButton<EmptyView, Image> = view }
            do { let view = SButton("Save", image: icon); let _: SButton<Text?, Image?> = view }
            do { let view = SButton(name, image: icon); let _: SButton<Text?, Image?> = view }
            do { let view = SButton("Save"); let _: SButton<Text?, Image?> = view }
            do { let view = SButton(label: { Image(systemName: "star") }); let _: SButton<EmptyView, Image> = view }
            do { let view = SButton(title: { Text("A") }, iconLabel: { icon }); let _: SButton<Text, Image> = view }
            do { let view = SButton(); let _: SButton<EmptyView, EmptyView> = view }
        }

        @MainActor func combinatorial(icon: Image) {
            do { let view = CButton(Image(systemName: "star")) {}; let _: CButton<Never, Image> = view }
            do { let view = CButton("Save", image: icon) {}; let _: CButton<Text, Image> = view }
            do { let view = CButton("Save") {}; let _: CButton<Text, Never> = view }
            do { let view = CButton(action: {}, label: { icon }); let _: CButton<Never, Image> = view }
            do { let view = CButton("Save", action: {}, label: { icon }); let _: CButton<Text, Image> = view }
            do { let view = CButton(action: {}, title: { Text("A") }, iconLabel: { icon }); let _: CButton<Text, Image> = view }
            do { let view = CButton(action: {}, title: { Text("A") }); let _: CButton<Text, Never> = view }
        }
        """

    static let bodies = """
        import SwiftUI
        extension SButton { @MainActor public var body: some View { HStack { icon; title } } }
        extension CButton { @MainActor public var body: some View { HStack { icon; title } } }
        """

    @Test func everyCallResolvesToOneInitializer() throws {
        let compiled = try PlannedCallSiteCompilation.typecheck(Self.specs, with: ["Bodies.swift": Self.bodies, "CallSites.swift": Self.callSites]).compiled
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// The label of the other place does not compile: alone is unlabeled, beside is `image:`.
    @Test func theOtherPlacesLabelDoesNotCompile() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        let plan = try #require(result.plan)
        let wrong = """
            import SwiftUI

            @MainActor func wrong(icon: Image) {
                _ = SButton("Save", icon)
                _ = SButton(title: { Text("A") }, label: { icon })
                _ = CButton("Save", icon) {}
            }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": Self.bodies, "Wrong.swift": wrong])
        #expect(compiled.status != 0)
        for line in 4...6 { #expect(compiled.output.contains("Wrong.swift:\(line):"), "\(compiled.output)") }
    }

    /// Built and run: the value alone reaches the view, and the title left out is empty.
    @Test func theValueAloneReachesTheView() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = Self.bodies
        sources["main.swift"] = """
            import SwiftUI
            let alone = SButton(Image(systemName: "star"))
            let beside = SButton("Save", image: Image(systemName: "trash"))
            print(alone.icon._testSource, alone.hasTitle, beside.icon?._testSource ?? .named("none"), beside.hasTitle)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "systemName(\"star\") false systemName(\"trash\") true\n", "\(run.output)")
    }
}
