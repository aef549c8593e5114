import CatalogCore
import TestSupport
import Testing

/// Typography tokens that vary with the Dynamic Type size (issue 35, item 2): a resolver modifier mapped to
/// `dynamicTypeSize` gives each size range the design's own font size, and `View.typography(_:)` on the
/// `Tokens.Varying<TokenTypography>` applies the value the environment's size selects WITHOUT scaling it again;
/// a token that varies with another modifier only (density) is still scaled like a constant one. Generated,
/// built and RUN on Linux against the stand-in (whose `ScaledMetric` scales as Apple scales `.body`), and
/// type-checked against Apple's iOS 17.4 SDK.
@Suite(.slow(.compiles)) struct DynamicTypeTypographyTests {
    static func typography(_ size: Int) -> String {
        ##"{ "$value": { "fontFamily": "system-ui", "fontSize": { "value": \##(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 } }"##
    }

    static func scale(_ tokens: String) -> String { ##"{ "typeScale": { "$type": "typography", \##(tokens) } }"## }

    /// `typeScale.body` is 17 pt from `large` (and below), 21 pt from `xxxLarge`, 28 pt from `accessibility1`;
    /// `typeScale.caption` is 12 pt, 11 pt when compact; `typeScale.title` is 22 pt everywhere.
    static let inputs = TokenRun.inputs([
        "specs/catalog.yaml": "module: Probe\ntokens:\n  resolver: ../tokens/t.resolver.json\n  modes:\n    size: dynamicTypeSize\n    density: environment\n",
        // An example, so the gallery (its tokens screen draws each typography) is generated and checked too.
        "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\nexamples:\n  - title: Plain\n    code: |\n      Badge(label: \"New\")\n",
        "tokens/t.resolver.json": ##"""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": {
                "size": { "contexts": { "large": [], "xxxLarge": [{ "$ref": "xxx.json" }], "accessibility1": [{ "$ref": "ax.json" }] }, "default": "large" },
                "density": { "contexts": { "regular": [], "compact": [{ "$ref": "compact.json" }] }, "default": "regular" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/size" }, { "$ref": "#/modifiers/density" }] }
            """##,
        "tokens/base.json": scale(##""body": \##(typography(17)), "caption": \##(typography(12)), "title": \##(typography(22))"##),
        "tokens/xxx.json": scale(##""body": \##(typography(21))"##),
        "tokens/ax.json": scale(##""body": \##(typography(28))"##),
        "tokens/compact.json": scale(##""caption": \##(typography(11))"##),
    ])

    static func generated() throws -> [String: String] { TokenRun.generatedSwift(inputs) }

    @Test func theGeneratedCodeTypeChecksOnBoth() throws {
        var sources = try Self.generated()
        let tokens = try #require(sources["Swift_Tokens.swift"])
        #expect(tokens.contains("public static var body: Varying<TokenTypography>"))
        #expect(tokens.contains("public func typography(_ typography: Tokens.Varying<TokenTypography>) -> some SwiftUI.View"))
        // The tokens screen draws a varying typography too, and needs iOS 17 for `typography(_:)`.
        let gallery = try #require(sources["Swift_CatalogGallery.swift"])
        #expect(gallery.contains("Text(\"Aa\").typography(Tokens.TypeScale.body)"))
        #expect(gallery.contains("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)\npublic struct CatalogGalleryTokens"))
        sources["Uses.swift"] = """
            import SwiftUI
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            struct Specimen: View {
                var body: some View {
                    VStack {
                        Text("Body").typography(Tokens.TypeScale.body)
                        Text("Caption").typography(Tokens.TypeScale.caption).environment(\\.density, .compact)
                        Text("Title").typography(Tokens.TypeScale.title)
                    }
                }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Per Dynamic Type size, the point size each text is drawn in: `body` through its `Varying` (the design's
    /// value for the size's context, never scaled), `body` resolved first and applied as a constant (scaled
    /// again: what the varying modifier avoids), `caption` (varies with density only: scaled), `title` (a
    /// constant: scaled). The stand-in scales as Apple scales `.body`: 14, 17, 21, 23, 28 and 40 pt at xSmall,
    /// large, xxLarge, xxxLarge, accessibility1 and accessibility3, so ×14/17 … ×40/17.
    @Test func aSizeVaryingTypographyIsTheDesignsOwnSizeNotScaledAgain() throws {
        var sources = try Self.generated()
        sources["main.swift"] = """
            import SwiftUI

            @MainActor func points(_ view: some View, _ size: DynamicTypeSize, _ density: Tokens.Density = .regular) -> String {
                var environment = EnvironmentValues()
                environment.dynamicTypeSize = size
                environment.density = density
                guard let text = _TestRenderer.leaves(view, in: environment).first?.environment.font?._testDescription,
                      let start = text.range(of: "size: "), let end = text.lastIndex(of: ")"), let value = Double(text[start.upperBound..<end]) else { return "none" }
                return String(format: "%.1f", value)
            }

            for size in [DynamicTypeSize.xSmall, .large, .xxLarge, .xxxLarge, .accessibility1, .accessibility3] {
                var environment = EnvironmentValues()
                environment.dynamicTypeSize = size
                let resolved = Tokens.TypeScale.body.resolve(in: environment)
                print(size, points(Text("a").typography(Tokens.TypeScale.body), size), points(Text("a").typography(resolved), size),
                      points(Text("a").typography(Tokens.TypeScale.caption), size), points(Text("a").typography(Tokens.TypeScale.title), size))
            }
            print("compact", points(Text("a").typography(Tokens.TypeScale.caption), .accessibility1, .compact))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        let expected = """
            xSmall 17.0 14.0 9.9 18.1
            large 17.0 17.0 12.0 22.0
            xxLarge 17.0 21.0 14.8 27.2
            xxxLarge 21.0 28.4 16.2 29.8
            accessibility1 28.0 46.1 19.8 36.2
            accessibility3 28.0 65.9 28.2 51.8
            compact 18.1

            """
        #expect(run.output == expected, "\(run.output)")
    }
}
