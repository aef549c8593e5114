import CallSiteSynthesis
import CatalogCore
import TestSupport
import Testing

/// A catalog with `textType: LocalizedStringResource` compiles against the stand-in, and its call sites
/// (one per initializer, with the expected concrete type) resolve to exactly one initializer each.
@Suite(.slow(.compiles)) struct TextTypeCompileTests {
    @Test func localizedStringResourceCatalogCompiles() throws {
        let inputs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Bench\ntextType: LocalizedStringResource\n"),
            InputFile(path: "specs/Card.yaml", text: """
                component: Card
                summary: A card.
                slots:
                  - name: title
                    options: [text]
                  - name: subtitle
                    optional: true
                    options: [text]
                """),
            InputFile(path: "specs/Chip.yaml", text: """
                component: Chip
                summary: A chip.
                initializers: compact
                slots:
                  - name: label
                    options: [text, unlabeled]
                  - name: detail
                    optional: true
                    options: [text]
                """),
        ]
        let result = Pipeline.generate(inputs, products: .swift)
        let plan = try #require(result.plan)
        #expect(plan.components[0].initializers.contains { $0.parameters.map(\.printed) == ["title: LocalizedStringResource", "subtitle: LocalizedStringResource?"] })
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            extension Card { @MainActor public var body: some View { VStack { title; subtitle } } }
            extension Chip { @MainActor public var body: some View { HStack { label; detail } } }
            """
        sources["CallSites.swift"] = CallSiteSynthesizer.typedCallSites(for: plan) + """

            @MainActor func literals() {
                let _: Card<Text, Never> = Card(title: "Hello")
                let _: Chip<Text, Text?> = Chip("New", detail: "Today")
                let name = "Jane"
                let _: Chip<Text, Text?> = Chip(name, detail: "verbatim")
                let _: Chip<Text, EmptyView> = Chip { Text("New") }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
