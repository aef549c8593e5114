import CatalogCore
import Foundation
import TestSupport
import Testing

/// Warnings stay readable (SPEC revision 5): one note per kind of deviation ends the run, catalog.yaml's
/// `tokens: accept:` turns a kind's warnings into its count, `strict: true` refuses every deviation.
@Suite struct TokenDeviationTests {
    static let file = """
        { "a": { "$type": "dimension", "$value": 0 }, "b": { "$type": "dimension", "$value": 0 },
          "c": { "$type": "dimension", "$value": { "value": 5, "unit": "vw" } } }
        """

    static func run(_ settings: String = "") -> (TokenCatalog?, [String]) {
        TokenRun.validate(TokenRun.files(["t.tokens.json": file], settings: settings))
    }

    @Test func eachKindEndsTheRunWithItsCountAndFirstPosition() {
        let (catalog, diagnostics) = Self.run()
        #expect(catalog?.tokens.map(\.path.description) == ["a", "b"])
        #expect(diagnostics.filter { $0.contains(": warning: a unitless 0 dimension") }.count == 2)
        #expect(diagnostics.contains("tokens/t.tokens.json:1:42: note: 2 × unitless-dimension: dimensions without a unit, read as px; the first here (acknowledge with tokens: accept: [unitless-dimension])"), "\(diagnostics)")
        #expect(diagnostics.contains("tokens/t.tokens.json:2:3: note: 1 × left-out: tokens left out of the generated Swift; the first here (acknowledge with tokens: accept: [left-out])"), "\(diagnostics)")
    }

    @Test func anAcceptedKindIsCountedNotRepeated() {
        let (catalog, diagnostics) = Self.run("  accept: [unitless-dimension]\n")
        #expect(catalog != nil)
        #expect(!diagnostics.contains { $0.contains("warning: a unitless 0 dimension") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("note: 2 × unitless-dimension") && $0.hasSuffix("(accepted in catalog.yaml)") }, "\(diagnostics)")
        // A kind not accepted still warns.
        #expect(diagnostics.contains { $0.contains("warning: 'c' is left out") })
    }

    @Test func anUnknownKindIsAnErrorWithTheNearest() {
        let (catalog, diagnostics) = Self.run("  accept: [left-outt]\n")
        #expect(catalog == nil)
        #expect(diagnostics.contains("specs/catalog.yaml:3:12: error: 'left-outt' is not a kind of token deviation; did you mean 'left-out'?"), "\(diagnostics)")
    }

    @Test func strictRefusesEveryDeviationAndOmission() {
        let (catalog, diagnostics) = Self.run("  strict: true\n")
        #expect(catalog == nil)
        let errors = diagnostics.filter { $0.contains(": error: ") }
        #expect(errors.count == 3, "\(diagnostics)")
        #expect(errors.allSatisfy { $0.hasSuffix("(tokens: strict: true refuses it)") })
        #expect(!diagnostics.contains { $0.contains(": warning: ") })
    }

    /// docs/DesignTokens.md lists every kind `accept:` takes.
    @Test func theDocsListEveryKind() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/DesignTokens.md"), encoding: .utf8)
        let section = try #require(text.range(of: "### Kinds of deviation"))
        let kinds = text[section.upperBound...].prefix { $0 != "#" }
        for kind in TokenDeviation.allCases { #expect(kinds.contains("`\(kind.rawValue)`"), "\(kind.rawValue)") }
    }
}
