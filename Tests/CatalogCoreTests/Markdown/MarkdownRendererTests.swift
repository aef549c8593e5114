@testable import CatalogCore
import Foundation
import Testing

@Suite struct MarkdownRendererTests {
    static let badge = Fixtures.component("Badge", slots: [Fixtures.slot("icon", optional: true), Fixtures.slot("label", .text, doc: "The text.")])
    static let header = Fixtures.component("Header", properties: [Fixtures.property("isOn", "Bool", binding: true, doc: "Whether it is on.")],
                                           slots: [Fixtures.slot("status", optional: true, .component("Badge"))])

    var files: [OutputFile] { MarkdownRenderer.render(Planner.plan(Fixtures.catalog(Self.badge, Self.header))) }
    func page(_ name: String) -> String { files.first { $0.path == "Docs/\(name).md" }!.contents }

    @Test func slotTable() {
        #expect(page("Badge").contains("""
            | Slot | Generic parameter | Required | Value forms | Backed by | Description |
            | --- | --- | --- | --- | --- | --- |
            | `icon` | `Icon` | optional | view builder only | — |  |
            | `label` | `Label` | required | view builder, `label: LocalizedStringKey`, `label: some StringProtocol` | `Text` | The text. |
            """))
    }

    @Test func initializerBlockShowsTheGeneratedDeclaration() {
        #expect(page("Badge").contains("""
            ```swift
            extension Badge where Icon == Never, Label == Text {
                @_disfavoredOverload
                public init(label: some StringProtocol)
            }
            ```
            """))
    }

    @Test func propertiesAndModel() {
        #expect(page("Header").contains("| `isOn` | `Binding<Bool>` | required | yes | Whether it is on. |"))
        #expect(page("Header").contains("public protocol HeaderModel {\n    var status: (any BadgeModel)? { get }\n}"))
    }

    @Test func composedOfAndUsedByLinks() {
        #expect(page("Header").contains("[Index](index.md) · Composed of [Badge](Badge.md)"))
        #expect(page("Badge").contains("[Index](index.md) · Used by [Header](Header.md)"))
    }

    @Test func indexGroupsByLetter() {
        let index = files.first { $0.path == "Docs/index.md" }!.contents
        #expect(index.contains("[B](#b) · [H](#h)"))
        #expect(index.contains("## B\n\n| Component | Summary | Slots | Initializers |\n| --- | --- | ---: | ---: |\n| [Badge](Badge.md) | A test component. | 2 | 7 |"))
    }

    @Test func deterministic() {
        #expect(files == files)
        let again = MarkdownRenderer.render(Planner.plan(Fixtures.catalog(Self.header, Self.badge)))
        #expect(files == again)
    }

    @Test func escaping() {
        #expect(MarkdownText.cell("a | b\nc <script>") == "a \\| b c &lt;script&gt;")
        #expect(MarkdownText.code("a ` b") == "``a ` b``")
        #expect(MarkdownText.fencedBlock("let s = \"```\"") == "````swift\nlet s = \"```\"\n````")
        #expect(MarkdownText.blocks("Text <b>\n```\nopen fence") == "Text &lt;b>\n```\nopen fence\n```")
    }
}

/// The reference of the catalog's own specs, rendered by a real GFM renderer.
@Suite struct ReferenceStructureTests {
    static func generated() throws -> [OutputFile] {
        try #require(CatalogGenerator.generate(try PackagePaths.specFiles()).plan.map { CatalogGenerator.render($0) })
    }

    /// Every table row has its header's column count, and every relative link names a generated page.
    static func checkStructure(of files: [OutputFile]) throws {
        let cmark = try Toolchain.cmarkGFM()
        let pages = Set(files.filter { $0.path.hasPrefix("Docs/") }.map { String($0.path.dropFirst("Docs/".count)) })
        for file in files where file.path.hasSuffix(".md") {
            let html = try Toolchain.run(cmark, ["--unsafe", "-e", "table", "--to", "html"], input: file.contents).output
            #expect(!html.contains("<script"), "\(file.path) lets HTML through")
            for table in html.components(separatedBy: "<table>").dropFirst() {
                let body = table.components(separatedBy: "</table>")[0]
                let rows = body.components(separatedBy: "<tr>").dropFirst()
                let counts = rows.map { $0.components(separatedBy: "<td").count - 1 + $0.components(separatedBy: "<th").count - 1 }
                #expect(Set(counts).count == 1, "\(file.path): rows with \(counts) cells")
            }
            for link in html.components(separatedBy: "href=\"").dropFirst() {
                let target = String(link.prefix { $0 != "\"" })
                if target.hasPrefix("#") || target.contains("://") { continue }
                #expect(pages.contains(String(target.split(separator: "#")[0])), "\(file.path) links to missing \(target)")
            }
        }
    }

    @Test func catalogReferenceRendersWithIntactTablesAndLinks() throws {
        try Self.checkStructure(of: try Self.generated())
    }

    @Test func committedReferenceIsFresh() throws {
        for file in try Self.generated() {
            let committed = try? String(contentsOf: PackagePaths.root.appendingPathComponent("Generated/\(file.path)"), encoding: .utf8)
            #expect(committed == file.contents, "Generated/\(file.path) is stale: run `catalog generate`")
        }
    }

    /// Example blocks are the spec's examples, which PlannedCallSites compiles and runs; every declaration
    /// block is made of lines of the generated Swift.
    @Test func everySwiftBlockIsCompiledCode() throws {
        let files = try Self.generated()
        let plan = try #require(CatalogGenerator.generate(try PackagePaths.specFiles()).plan)
        for component in plan.components {
            let page = files.first { $0.path == "Docs/\(component.name).md" }!.contents
            let swift = files.filter { $0.path.hasPrefix("Swift/") }.map(\.contents).joined()
            let swiftLines = Set(swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) + ($0.hasSuffix("{") ? "" : "") })
            let examples = Set(component.component.spec.examples.map { $0.code.value.trimmingCharacters(in: .newlines) })
            for block in page.components(separatedBy: "```swift\n").dropFirst() {
                let code = block.components(separatedBy: "\n```")[0]
                if examples.contains(code) { continue }
                for line in code.split(separator: "\n") {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed == "}" { continue }
                    let declaration = trimmed.hasSuffix(" {") ? trimmed : trimmed
                    #expect(swiftLines.contains(declaration) || swiftLines.contains(declaration + " {"),
                            "\(component.name).md shows `\(trimmed)`, which the generated Swift does not declare")
                }
            }
        }
    }

    @Test func hostileAuthorTextKeepsMarkdownAndSwiftIntact() throws {
        let hostile = "pipe | back`tick ``` */ end\n<script>alert(1)</script> [link](nowhere.md"
        let spec = """
            component: Hostile
            summary: "pipe | back`tick */ <script>x</script>"
            description: |
              Intro with <script>alert(1)</script> and | pipes.
              ```
              unclosed fence
            properties:
              - name: note
                type: String
                default: "\\"| `x` */ <script>\\""
                doc: \(jsonString(hostile))
            slots:
              - name: title
                options: [text]
                doc: \(jsonString(hostile))
            examples:
              - title: \(jsonString(hostile))
                code: |
                  Hostile(note: "``` | */", title: "<script>")
            """
        let result = CatalogGenerator.generate([InputFile(path: "specs/Hostile.yaml", text: spec)])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        try Self.checkStructure(of: result.files)
        let sources = Dictionary(uniqueKeysWithValues: result.files.filter { $0.path.hasPrefix("Swift/") }.map { ($0.path.replacingOccurrences(of: "/", with: "_"), $0.contents) })
        var withBody = sources
        withBody["Body.swift"] = "import SwiftUI\nextension Hostile { @MainActor public var body: some View { title } }\n"
        let compiled = try Toolchain.typecheck(withBody)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    private func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
