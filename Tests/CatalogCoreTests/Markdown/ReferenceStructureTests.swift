@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The reference of the catalog's own specs, rendered by a real GFM renderer.
@Suite struct ReferenceStructureTests {
    static func generated() throws -> [OutputFile] {
        try #require(Pipeline.generate(try PackagePaths.specFiles()).plan.map { Pipeline.render($0) })
    }

    /// Every table row has its header's column count, and every relative link names a generated page.
    static func checkStructure(of files: [OutputFile]) throws {
        let pages = Set(files.filter { $0.path.hasPrefix("Docs/") }.map { String($0.path.dropFirst("Docs/".count)) })
        try #require(files.contains { $0.path.hasSuffix(".md") })
        for file in files where file.path.hasSuffix(".md") {
            let html = try CommonMark.html(file.contents)
            #expect(!html.contains("<script"), "\(file.path) lets HTML through")
            for table in html.components(separatedBy: "<table>").dropFirst() {
                let body = table.components(separatedBy: "</table>")[0]
                let rows = body.components(separatedBy: "<tr>").dropFirst()
                let counts = rows.map { $0.components(separatedBy: "<td").count - 1 + $0.components(separatedBy: "<th").count - 1 }
                #expect(Set(counts).count == 1, "\(file.path): rows with \(counts) cells")
            }
            for link in html.components(separatedBy: "href=\"").dropFirst() {
                let target = String(link.prefix { $0 != "\"" })
                // `<doc:DesignTokens>`: a DocC link, which GFM reads as an autolink.
                if target.hasPrefix("#") || target.contains("://") || target.hasPrefix("doc:") { continue }
                #expect(pages.contains(String(target.split(separator: "#")[0])), "\(file.path) links to missing \(target)")
            }
        }
    }

    @Test(.slow(.cmark)) func catalogReferenceRendersWithIntactTablesAndLinks() throws {
        try Self.checkStructure(of: try Self.generated())
    }

    /// Generated/ holds exactly what the generator writes: every file as generated, and no other file (a
    /// page of a removed component, a file put there by hand) besides the writer's hidden manifest.
    @Test func committedReferenceIsFresh() throws {
        let files = try Self.generated()
        try #require(!files.isEmpty)
        for file in files {
            let committed = try? String(contentsOf: PackagePaths.root.appendingPathComponent("Generated/\(file.path)"), encoding: .utf8)
            #expect(committed == file.contents, "Generated/\(file.path) is stale: run `catalog generate`")
        }
        let extra = try Self.committedFiles().subtracting(files.map(\.path))
        #expect(extra.isEmpty, "Generated/ holds files the generator does not write: \(extra.sorted())")
    }

    /// The paths of the files under Generated/, relative to it, without hidden files (the writer's manifest).
    static func committedFiles() throws -> Set<String> {
        let folder = PackagePaths.root.appendingPathComponent("Generated")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                                    options: [.skipsHiddenFiles]))
        var paths: Set<String> = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            paths.insert(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        return paths
    }

    @Test(.slow(.cmark, .compiles)) func hostileAuthorTextKeepsMarkdownAndSwiftIntact() throws {
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
        let result = Pipeline.generate([InputFile(path: "specs/Hostile.yaml", text: spec)])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        try Self.checkStructure(of: result.files)
        let sources = Toolchain.sources(result.files.filter { $0.path.hasPrefix("Swift/") })
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
