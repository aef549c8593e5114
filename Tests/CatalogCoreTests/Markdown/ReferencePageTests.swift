import Foundation
import TestSupport
import Testing
@testable import CatalogCore

@Suite("Markdown renderer")
struct MarkdownRendererTests {
    private func render(_ catalog: Catalog) -> [String: String] {
        Dictionary(uniqueKeysWithValues: MarkdownRenderer.render(Planner.plan(catalog)).map { ($0.path, $0.contents) })
    }

    private func page(_ name: String, of catalog: Catalog) throws -> String {
        try #require(render(catalog)["Docs/\(name).md"])
    }

    // MARK: - Snippets

    @Test func slotsTableOfASmallComponent() throws {
        let badge = try page("Badge", of: MarkdownFixture.catalog([MarkdownFixture.badge]))
        let expected = """
            ## Slots

            | Slot | Generic parameter | Presence | Accepts | Shown as | Description |
            |---|---|---|---|---|---|
            | `title` | `Title` | required | `title: LocalizedStringKey`, `title: some StringProtocol` | `Text` | The badge's text. |
            | `icon` | `Icon` | optional | `iconSystemName: String?` | `Image(systemName:)` | An SF Symbol shown before the text. |

            Every slot also accepts a `@ViewBuilder` closure. An optional slot may be left out: it is stored as `nil` and its generic parameter is `Never`.
            """
        #expect(badge.contains(expected + "\n\n"))
    }

    /// Revision 3: an unlabeled property says so, and a slot's `argumentLabel` shows in its value forms.
    @Test func labelsOfTheAuthorsChoosingAreShown() throws {
        let catalog = try #require(SpecRun.catalog(["ListChoice.yaml": """
            component: ListChoice
            summary: A setting and its value.
            initializers: compact
            properties:
              - name: title
                type: String
                unlabeled: true
            slots:
              - name: detail
                optional: true
                options: [text]
                argumentLabel: value
            """]))
        let listChoice = try page("ListChoice", of: catalog)
        #expect(listChoice.contains("| `title` (no label: `_`) | `String` | required | no |"))
        #expect(listChoice.contains("| `detail` | `Detail` | optional | `value detail: LocalizedStringKey?`, `value detail: String?` |"))
        #expect(listChoice.contains("public init(_ title: String, value detail: LocalizedStringKey? = nil)"))
        #expect(listChoice.contains("public init(_ title: String, @ViewBuilder detail: () -> Detail = { EmptyView() })"))
    }

    @Test func initializerBlocksShowTheSwiftDeclaration() throws {
        let badge = try page("Badge", of: MarkdownFixture.catalog([MarkdownFixture.badge]))
        // Folded: a reader sees the table of call forms first.
        let builder = """
            <details><summary><code>@ViewBuilder</code>: 1 declaration</summary>

            Every slot from a `@ViewBuilder` closure.

            **`init(title:icon:)`**: Creates a `Badge` with `title` from a view builder and `icon` from a view builder.

            ```swift
            public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)
            ```
            """
        let disfavored = """
            **`init(title:)`**: Creates a `Badge` with `title` as verbatim text and no `icon`.

            ```swift
            extension Badge where Title == Text, Icon == Never {
                @_disfavoredOverload
                public init(title: some StringProtocol)
            }
            ```
            """
        #expect(badge.contains(builder + "\n\n"))
        #expect(badge.contains(disfavored + "\n\n"))
    }

    @Test func pageStructure() throws {
        let card = try page("Card", of: MarkdownFixture.composed)
        let headings = card.split(separator: "\n").filter { $0.hasPrefix("#") }
        #expect(headings == [
            "# Card", "## Initializers", "## Overview", "### Usage", "## Declaration", "## Slots", "## Properties",
            "## Model protocol", "## Composition",
        ])
        // No examples in this fixture: the ways to call it come right under the summary.
        #expect(card.hasPrefix("""
            # Card

            A container with a title and optional actions.

            Status: stable

            Module `Catalog` · [All components](index.md)

            ## Initializers

            `Card` has
            """ + " "), "\(card.prefix(400))")
        #expect(card.contains("""
            | Call | Takes | Description |
            |---|---|---|
            | `Card(isSelected: Bool = false, isOn: Binding<Bool>, onTap: () -> Void = {}) { … } marker: { … } actions: { … }` | views |
            """))
        #expect(card.contains("""
            ## Overview

            Longer text with `code`.

            ### Usage

            Put it in a list.

            ## Declaration

            ```swift
            public struct Card<Title: View, Marker: View, Actions: View>: View
            ```

            ## Slots
            """))
        #expect(card.contains("""
            | Property | Type | Default | Binding | Description |
            |---|---|---|---|---|
            | `isSelected` | `Bool` | `false` | no | Whether the card is highlighted. |
            | `isOn` | `Bool` | required | yes: `Binding<Bool>` |  |
            | `onTap` | `() -> Void` | `{}` | no |  |
            """))
        #expect(card.contains("""
            ## Model protocol

            `init(model:)` takes any value that conforms to `CardModel`. Binding properties (`isOn`) stay parameters beside it: `init(model:isOn:)`.

            ```swift
            public protocol CardModel {
                /// The headline.
                var title: String { get }

                var marker: (any BadgeModel)? { get }

                /// Whether the card is highlighted.
                var isSelected: Bool { get }

                var onTap: () -> Void { get }
            }
            ```
            """))
        #expect(card.hasSuffix("""
            ## Composition

            - Composed of: [`Badge`](Badge.md)
            - Used by: [`Row`](Row.md)

            """))
    }

    @Test func examplesAreFencedSwift() throws {
        let badge = try page("Badge", of: MarkdownFixture.catalog([MarkdownFixture.badge]))
        // Examples first, right under the summary and the line that classifies it.
        #expect(badge.contains("""
            Module `Catalog` · [All components](index.md)

            ## Examples

            ### A plain badge

            ```swift
            Badge(title: "New")
            ```

            ## Initializers
            """))
    }

    @Test func initializersComeInFamilyOrderThenPlanOrder() throws {
        let plan = Planner.plan(MarkdownFixture.composed)
        try #require(!plan.components.isEmpty && plan.components.allSatisfy { !$0.initializers.isEmpty })
        for component in plan.components {
            let text = try page(component.name, of: MarkdownFixture.composed)
            let page = MarkdownComponentPage(plan: component, catalog: plan, componentNames: [])
            let expected = InitializerFamily.allCases.flatMap { family in
                zip(component.initializers, page.declarations.initializers).filter { $0.0.family == family }
            }
            var position = text.startIndex
            for (initializer, node) in expected {
                let block = "```swift\n" + page.declaration(of: node) + "\n```"
                let found = try #require(text.range(of: block, range: position..<text.endIndex),
                                         "\(component.name).\(initializer.selector) missing or out of order")
                position = found.upperBound
            }
        }
    }

    /// A declaration wrapped one parameter per line, back on the one line the Swift renderer writes.
    static func unwrapped(_ declaration: String) -> String {
        var out: [String] = []
        var parameters: [String]?
        for line in declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var open = parameters {
                if trimmed == ")" {
                    out[out.count - 1] += open.joined(separator: " ") + ")"
                    parameters = nil
                } else {
                    open.append(trimmed)
                    parameters = open
                }
            } else {
                out.append(line)
                if line.hasSuffix("init(") { parameters = [] }
            }
        }
        return out.joined(separator: "\n")
    }

    /// Past 100 columns, one parameter per line; shorter ones stay on one line.
    @Test func longDeclarationsPutOneParameterPerLine() throws {
        let plan = Planner.plan(MarkdownFixture.composed)
        try #require(!plan.components.isEmpty && plan.components.allSatisfy { !$0.initializers.isEmpty })
        for component in plan.components {
            let page = MarkdownComponentPage(plan: component, catalog: plan, componentNames: [])
            for (initializer, node) in zip(component.initializers, page.declarations.initializers) {
                let declaration = page.declaration(of: node)
                let lines = declaration.split(separator: "\n")
                if lines.contains(where: { $0.hasSuffix("init(") }) {
                    #expect(Self.unwrapped(declaration).split(separator: "\n").contains { $0.count > MarkdownComponentPage.declarationWidth })
                    #expect(lines.filter { $0.hasSuffix(",") }.count == initializer.parameters.count - 1)
                } else {
                    #expect(lines.allSatisfy { $0.count <= MarkdownComponentPage.declarationWidth }, "\(declaration)")
                }
            }
        }
    }

    @Test func textNoteOnlyOnPagesWithTextSlots() throws {
        let files = render(MarkdownFixture.composed)
        let card = try #require(files["Docs/Card.md"])
        let row = try #require(files["Docs/Row.md"])
        #expect(card.contains("> **Note:** A string literal passed to a text slot is localized (`LocalizedStringKey`). "
            + "A `String` variable picks the `@_disfavoredOverload` initializer that takes `some StringProtocol`, "
            + "so its text is shown verbatim.\n"))
        #expect(!row.contains("**Note:**"))
        let twoTexts = MarkdownFixture.component(
            "Pair", summary: "Two texts.", slots: [MarkdownFixture.slot("title", [.text]), MarkdownFixture.slot("subtitle", [.text])])
        let pair = try page("Pair", of: MarkdownFixture.catalog([twoTexts]))
        #expect(pair.contains("A string literal in another text slot of that call is then shown verbatim too; "
            + "pass `LocalizedStringKey(\"…\")` to localize it."))
        let resource = ValueForm.option("text", textType: .localizedStringResource)
        var resources = MarkdownFixture.catalog([MarkdownFixture.component(
            "Pair", summary: "Two texts.", slots: [MarkdownFixture.slot("title", [resource]), MarkdownFixture.slot("subtitle", [resource])])])
        resources.textType = .localizedStringResource
        let resourcePage = try #require(render(resources)["Docs/Pair.md"])
        #expect(resourcePage.contains("is localized (`LocalizedStringResource`)")
            && resourcePage.contains("pass `LocalizedStringResource(\"…\")` to localize it."))
        // The slot's own text type names the note, not the catalog's (`String` slots have no twin, no note).
        let verbatim = ValueForm.option("text", textType: .string)
        var strings = MarkdownFixture.catalog([
            MarkdownFixture.component("Mixed", summary: "A key beside a string.", slots: [
                MarkdownFixture.slot("title", [verbatim]), MarkdownFixture.slot("note", [.text], optional: true)]),
            MarkdownFixture.component("Plain", summary: "Strings only.", slots: [MarkdownFixture.slot("title", [verbatim])]),
        ])
        strings.textType = .string
        let stringPages = render(strings)
        #expect(try #require(stringPages["Docs/Mixed.md"]).contains("is localized (`LocalizedStringKey`)"))
        #expect(try !#require(stringPages["Docs/Plain.md"]).contains("**Note:**"))
    }

    @Test func compactPagesListOnlyTheFormsTheyTake() throws {
        let row = try page("Row", of: MarkdownFixture.composed)
        #expect(row.contains("""
            | `leading` | `Leading` | required | `_ leading: Image` | `Image` |  |
            | `content` | `Content` | empty | `content: Card<Text, Badge<Text, Image>, Never>?` | [`Card`](Card.md) |  |
            | `status` | `Status` | optional | `status: StatusResolver.Input?` | `StatusResolver.resolve(_:)` |  |
            | `marker` | `Marker` | optional | `marker: Badge<Text, Image>?` | [`Badge`](Badge.md) |  |
            """))
        #expect(row.contains("An optional or empty slot may be left out: its parameter has a default"))
    }

    // MARK: - Index and links

    @Test func indexLinksEveryComponent() throws {
        let index = try #require(render(MarkdownFixture.composed)["Docs/index.md"])
        #expect(index == """
            # Catalog

            The API reference of the `Catalog` module: 3 components. Each page lists a component's slots, properties and initializers, its model protocol and examples.

            | Component | Summary | Status | Tags | Slots | Initializers |
            |---|---|---|---|--:|--:|
            | [`Badge`](Badge.md) | A short label with an optional symbol. | stable | — | 2 | \(initializerCount("Badge")) |
            | [`Card`](Card.md) | A container with a title and optional actions. | stable | — | 3 | \(initializerCount("Card")) |
            | [`Row`](Row.md) | One line of a list. | stable | — | 4 | \(initializerCount("Row")) |

            """)
    }

    /// Counted from the catalog, not read from the plan the index was rendered from.
    private func initializerCount(_ name: String) -> Int {
        MarkdownFixture.composed.components.first { $0.name == name }.map(InitializerCount.of) ?? -1
    }

    @Test func usedByLinksAreComputedAcrossThePlan() throws {
        let files = render(MarkdownFixture.composed)
        #expect(files["Docs/Badge.md"]?.contains("## Composition\n\n- Used by: [`Card`](Card.md), [`Row`](Row.md)\n") == true)
        #expect(files["Docs/Card.md"]?.contains("- Composed of: [`Badge`](Badge.md)\n- Used by: [`Row`](Row.md)\n") == true)
        #expect(files["Docs/Row.md"]?.contains("- Composed of: [`Badge`](Badge.md), [`Card`](Card.md)\n") == true)
        #expect(files["Docs/Row.md"]?.contains("Used by") == false)
        // A component without a page is named, not linked.
        let alone = try page("Card", of: MarkdownFixture.catalog([MarkdownFixture.card]))
        #expect(alone.contains("- Composed of: `Badge`\n") && !alone.contains("Badge.md"))
    }

    @Test func largeIndexIsGroupedByLetter() throws {
        let files = render(MarkdownFixture.large(200))
        #expect(files.count == 201)
        let index = try #require(files["Docs/index.md"])
        let jump = "Jump to: " + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { "[\($0)](#\($0.lowercased()))" }.joined(separator: " · ")
        #expect(index.contains("\n\n" + jump + "\n\n## A\n\n| Component | Summary | Status | Tags | Slots | Initializers |\n"))
        #expect(index.components(separatedBy: "\n## ").count == 27)
        #expect(index.components(separatedBy: "\n| [`").count == 201)
        // Within a letter, names are sorted.
        #expect(index.contains("| [`Avatar0`](Avatar0.md) |"))
        #expect(index.range(of: "[`Avatar0`]")!.lowerBound < index.range(of: "[`Avatar1`]")!.lowerBound)
    }

    // MARK: - Determinism

    @Test func renderingIsDeterministic() {
        let catalog = MarkdownFixture.composed
        let first = MarkdownRenderer.render(Planner.plan(catalog))
        #expect(first == MarkdownRenderer.render(Planner.plan(catalog)))
        #expect(first.map(\.path) == ["Docs/index.md", "Docs/Badge.md", "Docs/Card.md", "Docs/Row.md"])
        var shuffled = Planner.plan(catalog)
        shuffled.components.reverse()
        #expect(MarkdownRenderer.render(shuffled) == first)
        #expect(first.allSatisfy { $0.contents.hasSuffix("\n") && !$0.contents.hasSuffix("\n\n") })
    }

    // MARK: - Hostile author text

    private static let hostileFields = ["summary", "description", "type", "default", "propertyDoc", "bindingDoc",
                                        "titleDoc", "markerDoc", "exampleTitle", "exampleCode", "descriptionTail"]

    @Test func hostileTextKeepsTablesAndNeverBecomesHTML() throws {
        let files = render(MarkdownFixture.hostileCatalog)
        let victim = try #require(files["Docs/Victim.md"])
        // Our tables (the author's own, in a description, are theirs to get right).
        var ours: [String: Int] = [:]
        for (path, markdown) in files {
            for table in CommonMark.sourceTables(in: markdown)
            where ["| Slot |", "| Property |", "| Component |"].contains(where: table.header.hasPrefix) {
                ours[path, default: 0] += 1
                #expect(table.rows.allSatisfy { $0 == table.columns }, "\(path): \(table.rows) vs \(table.columns)")
            }
        }
        #expect(ours == ["Docs/index.md": 1, "Docs/Victim.md": 2, "Docs/Badge.md": 1])
        // The summary stays one line: the paragraph after the heading holds its start and its end.
        let lines = victim.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2].contains("summary-start") && lines[2].contains("summary-end") && lines[3].isEmpty)
        // Table cells keep the whole text, up to its end marker.
        for field in ["propertyDoc", "bindingDoc", "titleDoc", "markerDoc", "type", "default"] {
            let line = try #require(victim.split(separator: "\n").first { $0.contains("\(field)-start") && $0.hasPrefix("|") },
                                    "\(field) is in no table row")
            #expect(line.contains("\(field)-end"), "\(field) spans more than one row")
        }
    }

    @Test(.slow(.cmark)) func hostileTextThroughCommonMark() throws {
        let files = render(MarkdownFixture.hostileCatalog)
        for (path, markdown) in files.sorted(by: { $0.key < $1.key }) {
            let html = try CommonMark.html(markdown)
            #expect(!html.lowercased().contains("<script"), "raw <script> in \(path)")
            #expect(!html.contains("<b>") && !html.contains("<!-- c -->"), "raw HTML in \(path)")
            for table in CommonMark.tables(in: html) {
                #expect(table.rows.allSatisfy { $0 == table.header }, "\(path): \(table.rows) vs \(table.header)")
            }
            #expect(html.components(separatedBy: "<h1>").count == 2, "\(path) has more than one <h1>")
            try checkLinks(html, in: path, files: files)
        }
        let html = try CommonMark.html(try #require(files["Docs/Victim.md"]))
        for section in ["Overview", "Slots", "Properties", "Initializers", "Model protocol", "Examples", "Composition"] {
            #expect(html.contains("<h2>\(section)</h2>"), "section \(section) was swallowed")
        }
        // Every field arrives whole: its end marker survives in the rendered page.
        for field in Self.hostileFields {
            #expect(html.contains("\(field)-end"), "\(field) lost its end")
        }
        let index = try CommonMark.html(try #require(files["Docs/index.md"]))
        #expect(index.contains("summary-end"))
    }

    // MARK: - CommonMark/GFM

    @Test(.slow(.cmark), arguments: ["composed", "large"])
    func pagesAreValidGFM(_ name: String) throws {
        let files = render(name == "large" ? MarkdownFixture.large(60) : MarkdownFixture.composed)
        for (path, markdown) in files.sorted(by: { $0.key < $1.key }) {
            let html = try CommonMark.html(markdown)
            let tables = CommonMark.tables(in: html)
            #expect(!tables.isEmpty, "\(path) has no table")
            for table in tables {
                #expect(table.header > 0 && table.rows.allSatisfy { $0 == table.header }, "\(path)")
            }
            for table in CommonMark.sourceTables(in: markdown) {
                #expect(table.rows.allSatisfy { $0 == table.columns }, "\(path)")
            }
            try checkLinks(html, in: path, files: files)
        }
    }

    /// Every relative link names a rendered file, and its fragment, if any, a heading there.
    private func checkLinks(_ html: String, in path: String, files: [String: String]) throws {
        for link in CommonMark.links(in: html) where !link.contains(":") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? path : "Docs/" + parts[0]
            let markdown = try #require(files[target], "\(path) links to missing \(link)")
            if parts.count == 2 {
                #expect(CommonMark.anchors(in: try CommonMark.html(markdown)).contains(parts[1]),
                        "\(path) links to missing anchor \(link)")
            }
        }
    }
}
