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

    /// The catalog's Swift, its gallery among it; `strict`: without a warning either.
    static func generated(_ files: [String: String] = files, strict: Bool = false) throws -> [String: String] {
        let result = Pipeline.generate(TokenRun.inputs(files), products: .swift)
        #expect(strict ? result.diagnostics.isEmpty : !result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
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
        sources["main.swift"] = Self.printTexts(where: ##"$0.hasPrefix("Tokens.") || $0.hasPrefix("#") || $0.hasSuffix(" pt")"##)
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "Tokens.Color.accent\n#0a84ff\nTokens.Space.small\n4 pt\n", "\(run.output)")
    }

    /// A `main.swift` that prints the gallery's verbatim texts `condition` keeps (a closure body over `$0`), a line each.
    static func printTexts(where condition: String) -> String {
        """
        import SwiftUI
        let texts = MainActor.assumeIsolated {
            _TestRenderer.texts(CatalogGallery()).compactMap { text -> String? in
                if case .verbatim(let content) = text._testStorage { return content }
                return nil
            }
        }
        for text in texts.filter({ \(condition) }) { print(text) }
        """
    }
}
