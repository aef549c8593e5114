import CatalogCore
import TestSupport
import Testing

/// `textType: String` (revision 4): a text slot takes one `String`, shown verbatim, with no
/// `LocalizedStringKey` form and no `StringProtocol` twin, so a view that takes only a `String` backs it.
@Suite struct StringTextTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ntextType: String\n"),
        InputFile(path: "specs/Card.yaml", text: """
            component: Card
            summary: A card.
            slots:
              - name: title
                options: [text]
              - name: subtitle
                optional: true
                options: [text]
                backedBy: DSText($0)
            """),
        InputFile(path: "specs/Chip.yaml", text: """
            component: Chip
            summary: A chip.
            initializers: compact
            slots:
              - name: label
                options: [text, unlabeled]
                backedBy: DSText($0)
              - name: detail
                optional: true
                options: [text]
            """),
    ]

    static func plan() throws -> CatalogPlan {
        let result = Pipeline.generate(specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.plan)
    }

    /// Each value initializer as `constraints | declarations | assignments` (or the initializer it calls).
    static func valueInitializers(_ component: ComponentPlan) -> [String] {
        component.initializers.filter { $0.parameters.contains { !$0.type.isFunction } }.map { initializer in
            [initializer.constraints.map(\.rendered).joined(separator: ", "), initializer.parameters.map(\.printed).joined(separator: ", "),
             initializer.delegation.map { "self.init(" + $0.map(\.expression.description).joined(separator: ", ") + ")" }
                ?? initializer.assignments.map(\.expression.description).joined(separator: "; ")].joined(separator: " | ")
        }
    }

    @Test func combinatorialTakesOneStringPerTextSlot() throws {
        let card = try Self.plan().components[0]
        #expect(Self.valueInitializers(card) == [
            "Subtitle == DSText | subtitle: String?, @ViewBuilder title: () -> Title | title(); subtitle.map { DSText($0) }",
            "Title == Text | title: String, @ViewBuilder subtitle: () -> Subtitle | Text(verbatim: title); subtitle()",
            "Title == Text, Subtitle == DSText | title: String, subtitle: String? | Text(verbatim: title); subtitle.map { DSText($0) }",
            "Title == Text, Subtitle == DSText | model: any CardModel | self.init(model.title, model.subtitle)",
            "Title == Text, Subtitle == Never | title: String | Text(verbatim: title); nil",
        ])
        #expect(card.initializers.count == 7 && !card.initializers.contains(where: \.isDisfavored))
        #expect(card.model?.requirements.map { "\($0.name): \($0.type)" } == ["title: String", "subtitle: String?"])
        #expect(card.slots.map { $0.valueForms.map(\.control) } == [["Text(verbatim:)"], ["DSText"]])
    }

    @Test func compactTakesOneStringPerTextSlot() throws {
        let chip = try Self.plan().components[1]
        #expect(Self.valueInitializers(chip) == [
            "Label == DSText, Detail == Text? | _ label: String, detail: String? = nil | DSText(label); detail.map { Text(verbatim: $0) }",
            "Label == DSText, Detail == Text? | model: any ChipModel | self.init(model.label, model.detail)",
        ])
        #expect(chip.initializers.count == 3 && !chip.initializers.contains(where: \.isDisfavored))
        #expect(chip.model?.requirements.map { "\($0.name): \($0.type)" } == ["label: String", "detail: String?"])
    }

    /// Both references word the form as the initializers' doc comments do.
    @Test func theReferencesSayVerbatimText() throws {
        let files = Pipeline.generate(Self.specs, products: .all).files
        let wording = "Creates a `Card` with `title` as verbatim text (`String`) and `subtitle` as verbatim text (`String`)."
        for path in ["Swift/Card.swift", "Docs/Card.md", "Swift/Probe.docc/Card.md"] {
            let file = try #require(files.first { $0.path.hasSuffix(path) }, "\(path)")
            #expect(file.contents.contains(wording), "\(path)")
            #expect(!file.contents.contains("LocalizedStringKey") && !file.contents.contains("StringProtocol"), "\(path)")
        }
    }

    /// A slot's `textType: String` overrides the catalog's; the slot beside it keeps its key and twin.
    @Test func aSlotOverridesTheCatalog() throws {
        let specs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
            InputFile(path: "specs/Row.yaml", text: """
                component: Row
                summary: A row.
                slots:
                  - name: title
                    options: [text]
                    textType: String
                  - name: detail
                    options: [text]
                """),
        ]
        let result = Pipeline.generate(specs, products: .swift)
        let row = try #require(result.plan?.components.first)
        #expect(row.slots.map { $0.valueForms.map { $0.parameters.map(\.printed).joined() } }
            == [["title: String"], ["detail: LocalizedStringKey", "detail: some StringProtocol"]])
        #expect(row.initializers.filter(\.isDisfavored).map { $0.parameters.map(\.printed) }
            == [["detail: some StringProtocol", "@ViewBuilder title: () -> Title"], ["title: String", "detail: some StringProtocol"]])
    }
}
