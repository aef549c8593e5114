@testable import CatalogCore
import TestSupport
import Testing

/// `group`, `status` and `tags` (issue 18): read, checked with positioned diagnostics, carried in the plan
/// and shown by the Markdown reference.
@Suite struct ClassificationTests {
    static let header = "component: Row\nsummary: A row.\n"
    static let slots = "slots:\n  - name: title\n    options: [text]\n"

    @Test func emptyGroupDuplicateTagAndUnknownStatus() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            group: " "
            status: bta
            tags: [list, "", list]

            """ + Self.slots]) == [
                "specs/Row.yaml:3:8: error: group must be one non-empty line",
                "specs/Row.yaml:4:9: error: 'bta' is not a component status; did you mean 'beta'?",
                "specs/Row.yaml:5:14: error: a tag must be one non-empty line",
                "specs/Row.yaml:5:18: error: duplicate tag 'list' (first at specs/Row.yaml:5:8)",
            ])
    }

    @Test func tagsMustBeAList() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + "tags: list\n" + Self.slots])
            == ["specs/Row.yaml:3:7: error: expected a list for 'tags', found 'list'"])
    }

    @Test func exampleCodeMustBeOneExpression() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + Self.slots + """
            examples:
              - { title: Two statements, code: "let x = 1; Row(title: \\"x\\")" }
              - { title: Fine, code: "Row(title: \\"x\\")" }
            """]) == [
                "specs/Row.yaml:7:37: error: example code must be one Swift expression: it becomes a preview and a case of the gallery",
            ])
    }

    /// With the message that says what to use instead (`deprecated:`), which implies the status.
    @Test func deprecatedStatusComesWithItsMessage() throws {
        let specs = ["Row.yaml": Self.header + "status: deprecated\ndeprecated: Use Column.\n" + Self.slots]
        #expect(SpecRun.diagnostics(specs).filter { $0.contains("error") } == [])
        let implied = try #require(SpecRun.catalog(["Row.yaml": Self.header + "deprecated: Use Column.\n" + Self.slots]))
        #expect(Planner.plan(implied).components[0].status == .deprecated)
    }

    @Test func planCarriesGroupStatusAndTags() throws {
        let catalog = try #require(SpecRun.catalog([
            "Row.yaml": Self.header + "group: Rows\nstatus: beta\ntags: [list, selection]\n" + Self.slots,
            "Card.yaml": "component: Card\nsummary: A card.\n" + Self.slots,
        ]))
        let plan = Planner.plan(catalog)
        let card = try #require(plan.components.first { $0.name == "Card" })
        let row = try #require(plan.components.first { $0.name == "Row" })
        #expect(card.group == nil && card.status == .stable && card.tags.isEmpty)
        #expect(row.group == "Rows" && row.status == .beta && row.tags == ["list", "selection"])

        let files = MarkdownRenderer.render(plan)
        let index = try #require(files.first { $0.path == "Docs/index.md" }?.contents)
        let rows = try #require(index.range(of: "## Rows"))
        let other = try #require(index.range(of: "## Other"))
        #expect(rows.lowerBound < other.lowerBound, "ungrouped components come last")
        #expect(index.contains("| beta | `list`, `selection` |"))
        // A group the specs call "Other" shares the ungrouped section.
        let other2 = try #require(SpecRun.catalog([
            "Row.yaml": Self.header + "group: Other\n" + Self.slots,
            "Card.yaml": "component: Card\nsummary: A card.\n" + Self.slots,
        ]))
        let merged = try #require(MarkdownRenderer.render(Planner.plan(other2)).first { $0.path == "Docs/index.md" }?.contents)
        #expect(merged.components(separatedBy: "## Other").count == 2)

        let page = try #require(files.first { $0.path == "Docs/Row.md" }?.contents)
        #expect(page.contains("A row.\n\nGroup: Rows · Status: beta · Tags: `list`, `selection`\n"))
    }
}
