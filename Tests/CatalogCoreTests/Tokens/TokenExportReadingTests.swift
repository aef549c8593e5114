@testable import CatalogCore
import TestSupport
import Testing

/// SPEC revision 5's reading rule on what real exports write: what they mean is read with a positioned
/// warning naming the deviation; what SwiftUI cannot express is left out with a warning naming the token
/// (and every token aliasing it); the set still loads.
@Suite struct TokenExportReadingTests {
    static func value(_ catalog: TokenCatalog?, _ path: String) -> TokenValue? {
        catalog?.tokens.first { $0.path.description == path }?.values.first
    }

    @Test(arguments: [
        // (a token's `$type` and `$value` as written, the warning's fragment, its column, the value read)
        (#""$type": "dimension", "$value": 0"#, "a unitless 0 dimension", 42, DimensionTokenType.wrap(TokenDimension(0, .px))),
        (#""$type": "dimension", "$value": 12"#, "read as 12 px (Tokens Studio's meaning)", 42, DimensionTokenType.wrap(TokenDimension(12, .px))),
        (#""$type": "dimension", "$value": { "value": 4, "unit": "dp" }"#, "'dp' is not a unit of the format", 64, DimensionTokenType.wrap(TokenDimension(4, .px))),
        (#""$type": "dimension", "$value": "6pt""#, "written as the string '6pt'", 42, DimensionTokenType.wrap(TokenDimension(6, .px))),
        (#""$type": "dimension", "$value": { "value": 2, "unit": "em" }"#, "'em' outside a typography value", 64, DimensionTokenType.wrap(TokenDimension(2, .rem))),
        (#""$type": "fontSizes", "$value": "14px""#, "'fontSizes' is Tokens Studio's type name", 19, DimensionTokenType.wrap(TokenDimension(14, .px))),
        (#""$type": "opacity", "$value": "40%""#, "read as 0.4", 40, NumberTokenType.wrap(0.4)),
        (#""$type": "boolean", "$value": "true""#, "a boolean written as the string \"true\"", 40, BooleanTokenType.wrap(true)),
        (#""$type": "fontWeights", "$value": "Semi bold""#, "Figma's style name for the font weight 'semi-bold', read as 600", 44, FontWeightTokenType.wrap(600)),
        (#""$type": "number", "$value": 1, "$fluid": true"#, "unknown property '$fluid' in a token", 42, NumberTokenType.wrap(1)),
        // Mattilsynet's and Figma's italic style names as weights; CSS clamp() and calc() of absolute lengths.
        (#""$type": "fontWeights", "$value": "italic""#, "the font weight 'regular' in italic; read as 400", 44, FontWeightTokenType.wrap(400)),
        (#""$type": "fontWeight", "$value": "Bold Italic""#, "the font weight 'bold' in italic; read as 700", 43, FontWeightTokenType.wrap(700)),
        (#""$type": "dimension", "$value": "clamp(12px, 24px, 20px)""#, "evaluated per context as 20px", 42, DimensionTokenType.wrap(TokenDimension(20, .px))),
        (#""$type": "dimension", "$value": "calc(1em + 2rem)""#, "evaluated per context as 3rem", 42, DimensionTokenType.wrap(TokenDimension(3, .rem))),
    ])
    func readWithAWarning(token: String, warning: String, column: Int, expected: TokenValue) {
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": "{ \"a\": { \(token) } }"]))
        #expect(catalog != nil, "\(diagnostics)")
        let match = diagnostics.first { $0.contains(warning) }
        #expect(match?.hasPrefix("tokens/t.tokens.json:1:\(column): warning:") == true, "\(diagnostics)")
        #expect(Self.value(catalog, "a") == expected)
    }

    /// Tokens Studio's arithmetic, evaluated per context: the dark context's unit gives the dark value.
    @Test func arithmeticOnAliasesIsEvaluatedPerContext() throws {
        let base = #"{ "size": { "$type": "dimension", "unit": { "$value": "{size.base}" }, "#
            + #""space": { "$value": "floor({size.unit} * 4.5) + 1" }, "half": { "$value": "max({size.unit} / 2, 3px)" } } }"#
        let light = #"{ "size": { "base": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } }"#
        let dark = #"{ "size": { "base": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } } } }"#
        let resolver = """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """
        var files = TokenRun.files([:])
        files["tokens/base.tokens.json"] = base
        files["tokens/light.tokens.json"] = light
        files["tokens/dark.tokens.json"] = dark
        files["tokens/t.resolver.json"] = resolver
        files["specs/catalog.yaml"] = "tokens:\n  resolver: ../tokens/t.resolver.json\n"
        let (catalog, diagnostics) = TokenRun.validate(files)
        let space = try #require(catalog?.tokens.first { $0.path.description == "size.space" }, "\(diagnostics)")
        #expect(space.values == [DimensionTokenType.wrap(TokenDimension(19, .px)), DimensionTokenType.wrap(TokenDimension(46, .px))])
        let half = try #require(catalog?.tokens.first { $0.path.description == "size.half" })
        #expect(half.values == [DimensionTokenType.wrap(TokenDimension(3, .px)), DimensionTokenType.wrap(TokenDimension(5, .px))])
        #expect(diagnostics.contains { $0.contains(": warning: 'floor({size.unit} * 4.5) + 1' is Tokens Studio's arithmetic") }, "\(diagnostics)")
    }

    @Test(arguments: [
        ("{b} * {b}", "a dimension times a dimension"), ("floor({b}", "'floor(' without its ')'"), ("sqrt({b})", "'sqrt' is not a function"),
        ("{b} / 0", "a division by zero"), ("{b} + 1rem", "'+' joins px and rem"),
        (String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40), "parentheses nest deeper than 32"),
    ])
    func anExpressionWithoutAValueIsAnErrorSayingWhy(expression: String, why: String) {
        let file = #"{ "b": { "$type": "dimension", "$value": "4px" }, "a": { "$type": "dimension", "$value": "\#(expression)" } }"#
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        #expect(catalog == nil)
        #expect(diagnostics.contains { $0.contains(": error: '\(expression)' is not an expression catalog can evaluate: \(why)") }, "\(diagnostics)")
    }

    @Test func terrazzosExtensionTypesAreRead() {
        let file = #"{ "label": { "$type": "string", "$value": "Save" }, "on": { "$type": "boolean", "$value": true }, "#
            + #""help": { "$type": "link", "$value": "https://example.com/help?q=a%20b" } }"#
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(Self.value(catalog, "label") == StringTokenType.wrap("Save"))
        #expect(Self.value(catalog, "on") == BooleanTokenType.wrap(true))
        #expect(Self.value(catalog, "help") == LinkTokenType.wrap("https://example.com/help?q=a%20b"))
    }

    /// What Sage, Mattilsynet and Tokens Studio exports write: fluid type (`clamp` with `vw`) and a CSS gradient
    /// in a color token are left out; a typography value missing fields gets the defaults; Tokens Studio's
    /// `alpha` modifier is applied (per context, the alias no longer one); `lighten` leaves its token out
    /// rather than give it the unmodified color.
    @Test func webAndTokensStudioValuesAreReadOrLeftOut() throws {
        let file = """
            {
              "fluid": { "$type": "dimension", "$value": "clamp(1rem, 2.5vw + 0.5rem, 3rem)" },
              "fade": { "$type": "color", "$value": "linear-gradient(90deg, #fff 0%, #000 100%)" },
              "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px" } },
              "base": { "$type": "color", "$value": "#336699" },
              "scrim": { "$type": "color", "$value": "{base}", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.4", "space": "srgb" } } } },
              "hover": { "$type": "color", "$value": "{base}", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "lch" } } } }
            }
            """
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        let tokens = try #require(catalog, "\(diagnostics)")
        #expect(tokens.tokens.map(\.path.description).sorted() == ["base", "body", "scrim"], "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:2:3: warning: 'fluid' is left out of the generated Swift: 'clamp(1rem, 2.5vw + 0.5rem, 3rem)' depends on 'vw'") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:3:3: warning: 'fade' is left out of the generated Swift: 'linear-gradient(") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:4:46: warning: a typography value without fontWeight, letterSpacing, lineHeight; read as the defaults") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:7:3: warning: 'hover' is left out of the generated Swift: Tokens Studio's 'lighten' color modifier") }, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.contains(": error:") })
        guard let body = Self.value(tokens, "body")?.as(TypographyTokenType.self), let scrim = Self.value(tokens, "scrim")?.as(ColorTokenType.self),
              let base = Self.value(tokens, "base")?.as(ColorTokenType.self) else { Issue.record("\(tokens.tokens)"); return }
        #expect(body.fontWeight == 400 && body.letterSpacing == TokenDimension(0, .px) && body.lineHeight == 1 && body.fontFamily == ["Inter"])
        #expect(scrim.device.opacity == 0.4 && scrim.device.red == base.device.red && base.device.opacity == 1)
        #expect(tokens.tokens.first { $0.path.description == "scrim" }?.aliasChains.allSatisfy(\.isEmpty) == true)
    }

    /// An unknown type and a unit without a reading leave their tokens out, and every alias of them; the
    /// warning names the chain; the rest of the set is read.
    @Test func whatHasNoReadingIsLeftOutWithItsAliases() throws {
        let file = """
            {
              "fluid": { "$type": "clamp", "$value": "1rem" },
              "viaFluid": { "$type": "dimension", "$value": "{fluid}" },
              "viaVia": { "$type": "dimension", "$value": "{viaFluid}" },
              "wide": { "$type": "dimension", "$value": { "value": 50, "unit": "vw" } },
              "kept": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
            }
            """
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        let tokens = try #require(catalog, "\(diagnostics)")
        #expect(tokens.tokens.map(\.path.description) == ["kept"])
        #expect(diagnostics.contains("tokens/t.tokens.json:2:3: warning: 'fluid' is left out of the generated Swift: $type 'clamp' is not a type catalog reads (the format's types and string, boolean, link)"), "\(diagnostics)")
        #expect(diagnostics.contains("tokens/t.tokens.json:4:3: warning: 'viaVia' is left out of the generated Swift: it aliases {viaFluid} → {fluid}, which is left out: $type 'clamp' is not a type catalog reads (the format's types and string, boolean, link)"), "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:5:3: warning: 'wide' is left out of the generated Swift: a dimension in 'vw'") }, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.contains(": error:") })
    }

    @Test func aMisspelledTypeIsLeftOutWithItsLikelyName() {
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": #"{ "a": { "$type": "colour", "$value": 1 } }"#]))
        #expect(catalog?.tokens.isEmpty == true)
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:1:3: warning:") && $0.contains("(did you mean 'color'?)") }, "\(diagnostics)")
    }

    /// Fields beyond the Format's five: the text styles SwiftUI applies are read, Tokens Studio's plural
    /// names read as the Format's, vendor CSS ignored, each with its warning.
    @Test func typographyReadsTheTextStylesExportsAdd() throws {
        let file = """
            { "t": { "$type": "typography", "$value": {
              "fontFamily": "Inter", "fontSizes": { "value": 16, "unit": "px" }, "fontWeight": 400,
              "letterSpacing": "-2%", "lineHeight": "normal",
              "fontStyle": "italic", "textDecoration": "line-through", "textTransform": "uppercase",
              "WebkitFontSmoothing": "antialiased" } } }
            """
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        guard let value = Self.value(catalog, "t")?.as(TypographyTokenType.self) else {
            Issue.record("not read: \(diagnostics)")
            return
        }
        #expect(value.styles == TokenTextStyles(italic: true, underline: false, strikethrough: true, textCase: .uppercase))
        #expect(value.lineHeight == 1)
        #expect(abs(value.letterSpacing.value + 0.32) < 1e-9 && value.letterSpacing.unit == .px)
        for (fragment, line, column) in [("'fontSizes' is Tokens Studio's name", 2, 26), ("letter spacing in '%'", 3, 20),
                                         ("line height 'normal'", 3, 41), ("'WebkitFontSmoothing' is not a typography field", 5, 3)] {
            #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:\(line):\(column): warning:") && $0.contains(fragment) },
                    "\(fragment): \(diagnostics)")
        }
    }

    @Test func tokensStudiosBoxShadowIsAShadow() {
        let file = ##"{ "a": { "$type": "boxShadow", "$value": { "x": 0, "y": "2px", "blur": 4, "spread": 0, "color": "#00000040", "type": "innerShadow" } } }"##
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        guard let layers = Self.value(catalog, "a")?.as(ShadowTokenType.self), let layer = layers.first else {
            Issue.record("not read: \(diagnostics)")
            return
        }
        #expect(layer.offsetY == TokenDimension(2, .px) && layer.blur == TokenDimension(4, .px) && layer.inset)
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:1:42: warning: a shadow in Tokens Studio's fields") }, "\(diagnostics)")
    }

    @Test func cssRGBColorsAreRead() throws {
        let file = #"{ "a": { "$type": "color", "$value": "rgba(0,0,0,0.16)" }, "b": { "$type": "color", "$value": "rgb(255 128 0 / 50%)" }, "c": { "$type": "color", "$value": "rgb(300, 0, 0)" } }"#
        let (_, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        #expect(diagnostics.contains { $0.contains(": warning: a color written as CSS 'rgba(0,0,0,0.16)'") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains(": error: 'rgb(300, 0, 0)' is not a CSS rgb() or rgba() color") }, "\(diagnostics)")
        let fine = #"{ "a": { "$type": "color", "$value": "rgba(0,0,0,0.16)" }, "b": { "$type": "color", "$value": "rgb(255 128 0 / 50%)" } }"#
        let (catalog, _) = TokenRun.validate(TokenRun.files(["t.tokens.json": fine]))
        guard let a = Self.value(catalog, "a")?.as(ColorTokenType.self), let b = Self.value(catalog, "b")?.as(ColorTokenType.self) else {
            Issue.record("not read")
            return
        }
        #expect(a.components == [0, 0, 0] && a.alpha == 0.16)
        #expect(b.components[0] == 1 && b.alpha == 0.5)
    }

    @Test func aShortHexBesideComponentsIsRead() {
        let file = ##"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } } }"##
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        #expect(catalog?.tokens.count == 1)
        #expect(diagnostics.contains { $0.hasPrefix("tokens/t.tokens.json:1:94: warning: 'hex' is a 6-digit") }, "\(diagnostics)")
    }
}
