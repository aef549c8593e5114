import CatalogCore
import TestSupport
import Testing

/// SPEC revision 5's `symbolLabel` and `cases` compiled (issue 47 item 3, "Apple-shaped API"):
/// `DSButton("Save", systemImage: "checkmark")`, the shape of Apple's `Button` and `Label`, and a call that
/// passes `.secondary` to a generated enum, each pinned to the one initializer it resolves to by its concrete
/// type (inferred first, then pinned, so a contextual type cannot choose among initializers). In both
/// strategies, on the stand-in of the era the tests were built for (`.ci/test` runs this suite in both) and
/// on Apple's iOS 17.4 SDK.
@Suite(.slow(.compiles)) struct CasesAndSymbolLabelResolutionTests {
    /// Apple's shape: the title unlabeled, then the symbol as `systemImage:` and the role (the builders take
    /// the role first, as `Button(role:action:label:)`).
    static let order = "order:\n  builder: [role, title, icon]\n  values: [title, icon, role]\n"

    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        InputFile(path: "specs/DSButton.yaml", text: "component: DSButton\nsummary: Apple's Button shape, compact.\ninitializers: compact\n" + order + """
            properties:
              - name: role
                cases:
                  - primary
                  - { name: secondary, doc: Beside a primary one. }
                default: primary

            """ + SymbolLabelRuleTests.button),
        // Combinatorial: every form is an initializer; the role an optional enum, renamed from `tone` (its old
        // name `ChipTone` a deprecated alias, the old label deprecated forwarders: generated code that compiles clean).
        InputFile(path: "specs/Chip.yaml", text: "component: Chip\nsummary: The same shape, combinatorial.\n" + order + """
            properties:
              - name: role
                renamed: tone
                type: ChipRole?
                cases: [primary, secondary]
                default: nil

            """ + SymbolLabelRuleTests.button),
    ]

    static let callSites = """
        import SwiftUI

        @MainActor func buttons(name: String) {
            do { let view = DSButton("Save", systemImage: "checkmark"); let _: DSButton<Text, Image?> = view }
            do { let view = DSButton("Delete", systemImage: "trash", role: .secondary); let _: DSButton<Text, Image?> = view }
            do { let view = DSButton(name, systemImage: "trash", role: .secondary); let _: DSButton<Text, Image?> = view }
            do { let view = DSButton("Save"); let _: DSButton<Text, Image?> = view }
            do { let view = DSButton(role: .secondary) { Text("Save") } icon: { Image(systemName: "checkmark") }; let _: DSButton<Text, Image> = view }
            do { let view = DSButton(role: .secondary) { Text("Save") }; let _: DSButton<Text, EmptyView> = view }
        }

        @MainActor func chips(name: String) {
            do { let view = Chip("Save", systemImage: "checkmark"); let _: Chip<Text, Image> = view }
            do { let view = Chip("Save", systemImage: "checkmark", role: .secondary); let _: Chip<Text, Image> = view }
            do { let view = Chip(name, role: .primary); let _: Chip<Text, Never> = view }
            do { let view = Chip("Save"); let _: Chip<Text, Never> = view }
        }

        /// The enums are exhaustive to their clients, `Hashable` and `Sendable`.
        func describe(_ role: DSButtonRole, _ chip: ChipRole?) -> String {
            let _: any Hashable & Sendable = role
            switch role {
            case .primary: return "primary"
            case .secondary: return chip == .secondary ? "both secondary" : "secondary"
            }
        }
        """

    static let bodies = """
        import SwiftUI
        extension DSButton { @MainActor public var body: some View { HStack { icon; title } } }
        extension Chip { @MainActor public var body: some View { HStack { icon; title } } }
        """

    @Test func everyCallResolvesToOneInitializer() throws {
        let compiled = try PlannedCallSiteCompilation.typecheck(Self.specs, with: ["Bodies.swift": Self.bodies, "CallSites.swift": Self.callSites]).compiled
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// The old spelling is gone, and a case the enum lacks is refused, on both SDKs at the same lines.
    @Test func theOldLabelAndAMissingCaseDoNotCompile() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        let plan = try #require(result.plan)
        let wrong = """
            import SwiftUI

            @MainActor func wrong() {
                _ = DSButton("Save", iconSystemName: "checkmark")
                _ = DSButton("Save", role: .tertiary)
            }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": Self.bodies, "Wrong.swift": wrong])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("Wrong.swift:4:"), "\(compiled.output)")
        #expect(compiled.output.contains("Wrong.swift:5:"), "\(compiled.output)")
    }

    /// Built and run: the symbol name reaches `Image(systemName:)`, the case the stored property, and a call
    /// that leaves the role out stores its default.
    @Test func theValuesReachTheView() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = Self.bodies
        sources["main.swift"] = """
            import SwiftUI
            let button = DSButton("Delete", systemImage: "trash", role: .secondary)
            let plain = DSButton("Save")
            let chip = Chip("Save", systemImage: "checkmark")
            print(button.role, button.icon?._testSource ?? .named("none"), plain.role, plain.hasIcon, chip.role as Any, chip.icon?._testSource ?? .named("none"))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "secondary systemName(\"trash\") primary false nil systemName(\"checkmark\")\n", "\(run.output)")
    }
}
