@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The reference of a large token set stays small (issue 45, item 9): one picture per group, shared in
/// content by both references, never one per token. Counts and bytes only (deterministic); the time is
/// `catalog-bench generation --reference-tokens`'s.
@Suite struct TokenReferenceSizeTests {
    /// `count` tokens in groups of 50, as a Figma export lays them out: colors, dimensions (some varying
    /// with light and dark) and aliases to the colors, each with a description.
    static func files(tokens count: Int) -> [String: String] {
        var groups: [String] = []
        var dark: [String] = []
        for group in 0..<((count + 49) / 50) {
            var members: [String] = [], darkMembers: [String] = []
            for index in (group * 50)..<min(count, group * 50 + 50) {
                let described = "\"$description\": \"Token \(index) of group \(group).\""
                switch index % 3 {
                case 0:
                    members.append("\"t\(index)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(Double(index % 97) / 97), 0.5, 0.25] }, \(described) }")
                    if index % 2 == 0 { darkMembers.append("\"t\(index)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0.1, 0.1, \(Double(index % 89) / 89)] } }") }
                case 1: members.append("\"t\(index)\": { \"$type\": \"dimension\", \"$value\": { \"value\": \(index % 64), \"unit\": \"px\" }, \(described) }")
                default: members.append("\"t\(index)\": { \"$value\": \"{g\((index - 2) / 50).t\(index - 2)}\", \(described) }")
                }
            }
            groups.append("\"g\(group)\": { " + members.joined(separator: ", ") + " }")
            if !darkMembers.isEmpty { dark.append("\"g\(group)\": { " + darkMembers.joined(separator: ", ") + " }") }
        }
        return [
            "specs/catalog.yaml": "module: Probe\ntokens:\n  resolver: ../tokens/probe.resolver.json\n  modes:\n    theme:\n      light: { colorScheme: light }\n      dark: { colorScheme: dark }\n",
            "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
            "tokens/probe.resolver.json": """
                { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                  "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
                """,
            "tokens/base.tokens.json": "{ " + groups.joined(separator: ",\n") + " }",
            "tokens/dark.tokens.json": "{ " + dark.joined(separator: ",\n") + " }",
        ]
    }

    /// 1,600 tokens in 32 groups: a picture per group in each reference, the same drawing in both, and the
    /// whole generated folder within issue 45's budget (300 files, 3 MB).
    @Test func aLargeSetWritesOnePicturePerGroupWithinBudget() throws {
        let result = Pipeline.generate(TokenRun.inputs(Self.files(tokens: 1600)))
        try #require(result.plan != nil, "\(result.diagnostics.prefix(5).map(\.formatted))")
        let markdown = result.files.filter { $0.path.hasPrefix("Docs/tokens/") && $0.path.hasSuffix(".svg") }
        let docc = result.files.filter { $0.path.hasPrefix("Swift/Probe.docc/Resources/") && $0.path.hasSuffix(".svg") }
        #expect(markdown.count == 32 && docc.count == 32)
        #expect(markdown.map(\.contents) == docc.map(\.contents))
        #expect(Set(markdown.map { ($0.path as NSString).lastPathComponent }) == Set((0..<32).map { "tokens-g\($0).svg" }))
        let bytes = result.files.reduce(0) { $0 + $1.contents.utf8.count }
        #expect(result.files.count <= 300 && bytes <= 3 * 1_048_576, "\(result.files.count) files, \(bytes) bytes")
        // Each token is in its group's picture and table, by name.
        let picture = try #require(markdown.first { $0.path.hasSuffix("/tokens-g1.svg") }).contents
        let page = try #require(result.files.first { $0.path == "Docs/tokens.md" }).contents
        for index in 50..<100 {
            #expect(picture.contains(">g1.t\(index)</text>") && page.contains("`g1.t\(index)`"), "g1.t\(index)")
        }
    }
}
