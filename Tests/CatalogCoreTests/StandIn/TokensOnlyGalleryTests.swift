import CatalogCore
import TestSupport
import Testing

/// A catalog of tokens alone (teams adopt tokens first, issue 45 item 7) gets a gallery: `CatalogGallery` is
/// the tokens' screen. Built and run on Linux: the screen lists each token and draws its value; type-checked
/// on Apple's SDK too.
@Suite(.slow(.compiles)) struct TokensOnlyGalleryTests {
    static let files: [String: String] = [
        "specs/catalog.yaml": "module: Brand\ntokens:\n  files: [../tokens/base.tokens.json]\n",
        "tokens/base.tokens.json": ##"{ "color": { "$type": "color", "accent": { "$value": "#0a84ff" } }, "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }"##,
    ]

    static func generated() throws -> [String: String] {
        let result = Pipeline.generate(TokenRun.inputs(files), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let sources = Toolchain.sources(result.files)
        try #require(sources.keys.contains { $0.hasSuffix("CatalogGallery.swift") }, "no gallery: \(sources.keys.sorted())")
        return sources
    }

    @Test func theGalleryTypeChecksOnBothSDKs() throws {
        let result = try Toolchain.typecheck(try Self.generated())
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theGalleryListsEveryToken() throws {
        var sources = try Self.generated()
        sources["main.swift"] = """
            import SwiftUI
            let texts = MainActor.assumeIsolated {
                _TestRenderer.texts(CatalogGallery()).compactMap { text -> String? in
                    if case .verbatim(let content) = text._testStorage { return content }
                    return nil
                }
            }
            print(texts.filter { $0.hasPrefix("Tokens.") || $0.hasPrefix("#") || $0.hasSuffix(" pt") }.joined(separator: "|"))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "Tokens.Color.accent|#0a84ff|Tokens.Space.small|4 pt\n", "\(run.output)")
    }
}
