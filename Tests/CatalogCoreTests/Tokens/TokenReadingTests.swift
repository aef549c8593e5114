@testable import CatalogCore
import TestSupport
import Testing

/// DTCG 2025.10 files read strictly: every type, aliases, JSON Pointers, `$extends`, `$root`, type
/// inheritance, and a positioned error for each thing the format says a tool must reject.
@Suite struct TokenReadingTests {
    static let base = """
    {
      "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
      "color": {
        "$type": "color",
        "blue": { "500": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "$description": "Brand blue." } },
        "accent": { "$value": "{color.blue.500}" },
        "text": {
          "default": {
            "$root": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
            "secondary": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.4, 0.4], "alpha": 0.8 } }
          }
        },
        "hueOnly": { "$value": { "colorSpace": "hsl", "components": ["none", 0, 100] } }
      },
      "size": {
        "$type": "dimension",
        "space": { "100": { "$value": { "value": 4, "unit": "px" } }, "200": { "$value": { "value": 0.5, "unit": "rem" } } },
        "gap": { "$value": { "value": { "$ref": "#/size/space/100/$value/value" }, "unit": "px" } }
      },
      "font": {
        "family": { "$type": "fontFamily", "$value": ["SF Pro Text", "system-ui"] },
        "weight": { "$type": "fontWeight", "$value": "semi-bold" },
        "body": { "$type": "typography", "$value": {
          "fontFamily": "{font.family}", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
          "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } }
      },
      "motion": {
        "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } },
        "ease": { "$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1] },
        "fade": { "$type": "transition", "$value": { "duration": "{motion.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{motion.ease}" } }
      },
      "elevation": { "$type": "shadow", "$value": [
        { "color": "{color.accent}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }
      ] },
      "divider": { "$type": "border", "$value": { "color": "{color.accent}", "width": { "value": 1, "unit": "px" }, "style": "dashed" } },
      "dash": { "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 4, "unit": "px" }], "lineCap": "round" } },
      "fade": { "$type": "gradient", "$value": [ { "color": "{color.accent}", "position": 0 }, { "color": "{color.text.default.$root}", "position": 1.5 } ] },
      "opacity": { "disabled": { "$type": "number", "$value": 0.4 } },
      "legacy": { "$type": "color", "$deprecated": "Use {color.accent}.", "$value": "{color.accent}" },
      "surface": { "$extends": "{color.text}" }
    }
    """

    @Test func everyTypeReadsWithItsAliasesAndPointers() throws {
        let (tokens, diagnostics) = TokenRun.validate(TokenRun.files(["base.tokens.json": Self.base]))
        #expect(diagnostics.allSatisfy { !$0.contains("error") }, "\(diagnostics)")
        let catalog = try #require(tokens)
        func value(_ path: String) -> TokenValue? { catalog.token(TokenPath(dotted: path))?.value }
        guard let accent = value("color.accent")?.as(ColorTokenType.self) else { Issue.record("accent"); return }
        #expect(accent.device.blue == 1 && accent.device.green == 0.4)
        #expect(catalog.token(TokenPath(dotted: "color.accent"))?.aliasChains.first == [TokenPath(dotted: "color.blue.500")])
        #expect(value("color.text.default.$root")?.type == .color)
        #expect(value("size.gap") == DimensionTokenType.wrap(TokenDimension(4, .px)))
        #expect(value("font.weight") == FontWeightTokenType.wrap(600))
        guard let body = value("font.body")?.as(TypographyTokenType.self) else { Issue.record("body"); return }
        #expect(body.fontFamily == ["SF Pro Text", "system-ui"] && body.lineHeight == 1.3)
        guard let fade = value("motion.fade")?.as(TransitionTokenType.self) else { Issue.record("fade"); return }
        #expect(fade.duration.seconds == 0.15 && fade.timingFunction == [0.25, 0.1, 0.25, 1])
        guard let stops = value("fade")?.as(GradientTokenType.self) else { Issue.record("gradient"); return }
        #expect(stops.map(\.position) == [0, 1])
        #expect(catalog.token(TokenPath(dotted: "legacy"))?.deprecated == .message("Use {color.accent}."))
        // `$extends` copies the group's tokens, with their inherited type.
        #expect(value("surface.default.$root")?.type == .color)
        #expect(value("surface.default.secondary")?.type == .color)
    }

    @Test(arguments: [
        // (file text, expected message fragment, line, column)
        (#"{ "a": { "$type": "link", "$value": "not a url" } }"#, "'not a url' is not a URL", 1, 37),
        (#"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "alpha": 0.5 } }"#, "'alpha' is not a property of a token", 1, 89),
        (#"{ "a": { "$value": 1, "b": { "$value": 2 } } }"#, "has '$value' and the child 'b'", 1, 23),
        (#"{ "a": { "$value": { "value": 1, "unit": "px" } } }"#, "the type of 'a' cannot be determined", 1, 3),
        (#"{ "a.b": { "$type": "number", "$value": 1 } }"#, "contains '.'", 1, 3),
        (#"{ "a": { "$type": "number", "$value": "{b}" }, "c": { "$type": "number", "$value": 2 } }"#, "no token '{b}'", 1, 39),
        (#"{ "a": { "$type": "number", "$value": "{b}" }, "b": { "$type": "number", "$value": "{a}" } }"#, "alias cycle: {a} → {b} → {a}", 1, 84),
        (#"{ "a": { "$type": "number", "$value": "{g}" }, "g": { "x": { "$type": "number", "$value": 1 } } }"#, "'{g}' is a group", 1, 39),
        (#"{ "a": { "$type": "color", "$value": "{n}" }, "n": { "$type": "number", "$value": 1 } }"#, "'{n}' is a number token; a color is expected", 1, 38),
        (#"{ "a": { "$type": "boolean", "$value": "yes" } }"#, "a boolean token is true or false, found 'yes'", 1, 40),
        (#"{ "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [2, 0, 0] } } }"#, "red 2 is outside [0, 1]", 1, 77),
        (#"{ "a": { "$type": "fontWeight", "$value": "semibold" } }"#, "did you mean 'semi-bold'?", 1, 43),
        (#"{ "a": { "$type": "number", "$value": 1 }, "a": { "$type": "number", "$value": 2 } }"#, "duplicate key 'a'", 1, 44),
        (#"{ "g": { "$extends": "{h}" }, "h": { "$extends": "{g}" } }"#, "$extends cycle: {g} → {h} → {g}", 1, 22),
        (##"{ "a": { "value": "#fff", "type": "color" } }"##, "Tokens Studio shape", 1, 8),
        (##"{ "ok": { "$type": "color", "$value": "#fff" }, "a": { "value": "#fff", "type": "color" } }"##, "Tokens Studio shape", 1, 54),
        (#"{ a: { "$type": "number", "$value": 1 } }"#, "is not JSON", 1, 3),
        (#"{ "a": { "$type": "string", "$value": 12 } }"#, "expected a string for a string token, found '12'", 1, 39),
    ])
    func rejectionsArePositioned(file: String, message: String, line: Int, column: Int) {
        let (_, diagnostics) = TokenRun.validate(TokenRun.files(["t.tokens.json": file]))
        let match = diagnostics.first { $0.contains(message) }
        #expect(match?.hasPrefix("tokens/t.tokens.json:\(line):\(column): error:") == true, "\(diagnostics)")
    }
}
