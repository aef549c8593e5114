import CatalogCore
import TestSupport
import Testing

/// A large set resolves in one part per core (`ResolutionContext.resolveAll`): what comes out is what one
/// context gives, in order, and a cycle whose two ends fall in different parts is reported once, from where
/// a serial reading meets it. On one core there is one part, and the same holds.
@Suite struct TokenResolutionPartsTests {
    /// `first`, 3,000 tokens that alias `n0`, then `last`.
    static func file(first: String, last: String) -> String {
        let middle = (1..<3_000).map { #""n\#($0)": { "$value": "{n0}" }"# }.joined(separator: ",\n")
        return "{ \"$type\": \"number\",\n\(first),\n\"n0\": { \"$value\": 4 },\n\(middle),\n\(last)\n}\n"
    }

    @Test func partsGiveWhatOneContextGives() throws {
        let file = Self.file(first: #""c1": { "$value": "{n2999}" }"#, last: #""c2": { "$value": "{c1}" }"#)
        let (tokens, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let all = try #require(tokens?.tokens)
        #expect(all.map(\.path.description) == ["c1", "n0"] + (1..<3_000).map { "n\($0)" } + ["c2"])
        #expect(all.last?.aliasChains == [[TokenPath(dotted: "c1"), TokenPath(dotted: "n2999"), TokenPath(dotted: "n0")]])
    }

    @Test func aCycleAcrossPartsIsReportedOnce() {
        let file = Self.file(first: #""c1": { "$value": "{c2}" }"#, last: #""c2": { "$value": "{c1}" }"#)
        let (_, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        let cycles = diagnostics.filter { $0.contains("alias cycle") }
        #expect(cycles.count == 1 && cycles[0].contains("alias cycle: {c1} → {c2} → {c1}"), "\(cycles)")
    }
}
