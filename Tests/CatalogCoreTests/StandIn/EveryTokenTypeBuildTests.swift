import CatalogCore
import TestSupport
import Testing

/// One token of every type catalog reads, and of every deviation real exports carry that it reads (SPEC
/// revision 5), generated, type-checked on the stand-in and Apple's iOS 17.4 SDK, and run on Linux.
@Suite(.slow(.compiles)) struct EveryTokenTypeBuildTests {
    static let blue = ##"{ "colorSpace": "srgb", "components": [0, 0.4, 1], "hex": "#06f" }"##
    static let tokens = """
        {
          "brand": { "$type": "color", "$value": \(blue) },
          "gap": { "$type": "dimension", "$value": 0 },
          "inset": { "$type": "dimension", "$value": { "value": 4, "unit": "dp" } },
          "wide": { "$type": "dimension", "$value": { "value": 50, "unit": "vw" } },
          "ratio": { "$type": "number", "$value": 1.5 },
          "fade": { "$type": "opacity", "$value": "40%" },
          "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } },
          "ease": { "$type": "cubicBezier", "$value": [0.25, 0.1, 0.25, 1] },
          "family": { "$type": "fontFamily", "$value": ["Inter", "system-ui"] },
          "weight": { "$type": "fontWeights", "$value": "bold" },
          "dash": { "$type": "strokeStyle", "$value": "dashed" },
          "ramp": { "$type": "gradient", "$value": [{ "color": "{brand}", "position": 0 }, { "color": "{brand}", "position": 1 }] },
          "lift": { "$type": "shadow", "$value": { "color": "{brand}", "offsetX": 0, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": 0 } },
          "move": { "$type": "transition", "$value": { "duration": "{fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{ease}" } },
          "heading": { "$type": "typography", "$value": {
            "fontFamily": "{family}", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "{weight}",
            "letterSpacing": "-2%", "lineHeight": "normal", "fontStyle": "italic", "textTransform": "uppercase",
            "textDecoration": "underline", "WebkitFontSmoothing": "antialiased" } },
          "label": { "$type": "string", "$value": "Save" },
          "enabled": { "$type": "boolean", "$value": true },
          "help": { "$type": "link", "$value": "https://example.com/help?q=a%20b" },
          "fluid": { "$type": "clamp", "$value": "1rem" },
          "sage": { "$type": "dimension", "$value": "clamp(1rem, 2.5vw + 0.5rem, 3rem)" },
          "sweep": { "$type": "color", "$value": "linear-gradient(90deg, #fff 0%, #000 100%)" },
          "scrim": { "$type": "color", "$value": "{brand}", "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.4" } } } },
          "emphasis": { "$type": "fontWeights", "$value": "Bold Italic" },
          "caption": { "$type": "typography", "$value": { "fontFamily": "{family}", "fontSize": "12px" } }
        }
        """

    static func generated() throws -> [String: String] {
        let result = Pipeline.generate(TokenRun.inputs(TokenRun.files(["t.tokens.json": tokens])), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        // Nothing dropped silently: every path of the file is a member or named in a warning.
        let swift = try #require(result.files.first { $0.path.hasSuffix("Tokens.swift") }?.contents)
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        for path in ["wide", "fluid", "sage", "sweep"] {
            #expect(warnings.contains { $0.hasPrefix("'\(path)' is left out") }, "\(path): \(warnings)")
        }
        for member in ["brand", "gap", "inset", "ratio", "fade", "fast", "ease", "family", "weight", "dash", "ramp", "lift", "move",
                       "heading", "label", "enabled", "help", "scrim", "emphasis", "caption"] {
            #expect(swift.contains("static let \(member):") || swift.contains("static var \(member):"), "\(member) is not generated")
        }
        return Toolchain.sources(result.files)
    }

    static let body = "import SwiftUI\nextension Badge { public var body: some View { label } }\n"

    @Test func everyTypeTypeChecksOnBothSDKs() throws {
        var sources = try Self.generated()
        sources["Bodies.swift"] = Self.body
        sources["Use.swift"] = """
            import SwiftUI
            @MainActor func use() -> some View {
                let _: String = Tokens.label
                let _: Bool = Tokens.enabled
                let _: URL = Tokens.help
                return Text(Tokens.label).typography(Tokens.heading).padding(Tokens.inset).opacity(Tokens.fade)
            }
            """
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Run on Linux: the values are what the file says, and the typography's text styles reach the view.
    @Test func theValuesAndTextStylesReachTheView() throws {
        var sources = try Self.generated()
        sources["Bodies.swift"] = Self.body
        sources["main.swift"] = """
            import SwiftUI
            let heading = Tokens.heading
            print(Tokens.label, Tokens.enabled, Tokens.help.absoluteString, Tokens.gap, Tokens.inset, Tokens.fade)
            print(heading.italic, heading.underline, heading.strikethrough, heading.textCase == .uppercase, heading.lineHeight, heading.tracking)
            let uppercased = MainActor.assumeIsolated { _TestRenderer.leaves(Text("a").typography(heading)).map { $0.environment.textCase == .uppercase } }
            print(uppercased)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "Save true https://example.com/help?q=a%20b 0.0 4.0 0.4\ntrue true false true 1.0 -0.4\n[true]\n", "\(run.output)")
    }
}
