import CatalogCore
import TestSupport
import Testing

/// Border tokens (issue 45): the generated `TokenBorder` holds a `SwiftUI.StrokeStyle`, which iOS 17.4 declares
/// `Equatable` only, so a synthesized `Hashable` does not compile. A set with every border style is generated,
/// type-checked on the stand-in of the era the tests were built for AND Apple's iOS 17.4 SDK, and RUN on Linux;
/// the stand-in refuses a `Hashable` StrokeStyle as Apple does, so it catches the next such conformance.
@Suite(.slow(.compiles)) struct BorderTokenBuildTests {
    static func border(_ style: String, width: Int) -> String {
        ##"{ "$value": { "color": "{palette.ink}", "width": { "value": \##(width), "unit": "px" }, "style": \##(style) } }"##
    }

    static let inputs = TokenRun.inputs([
        "specs/catalog.yaml": "module: Probe\ntokens:\n  files: [../tokens/base.tokens.json]\n",
        "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\nexamples:\n  - title: Plain\n    code: |\n      Badge(label: \"New\")\n",
        "tokens/base.tokens.json": ##"""
            { "palette": { "$type": "color", "ink": { "$value": "#102030" } },
              "border": { "$type": "border",
                "solid": \##(border(#""solid""#, width: 1)),
                "same": \##(border(#""solid""#, width: 1)),
                "dashed": \##(border(#""dashed""#, width: 2)),
                "dotted": \##(border(#""dotted""#, width: 2)),
                "custom": \##(border(#"{ "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }], "lineCap": "square" }"#, width: 3)) },
              "stroke": { "$type": "strokeStyle", "dashed": { "$value": "dashed" } } }
            """##,
    ])

    static func generated() throws -> [String: String] { TokenRun.generatedSwift(inputs) }

    @Test func aSetWithBorderTokensTypeChecksOnBoth() throws {
        var sources = try Self.generated()
        let tokens = try #require(sources["Swift_Tokens.swift"])
        #expect(tokens.contains("public struct TokenBorder: Hashable, Sendable"), "\(tokens)")
        #expect(tokens.contains("public func hash(into hasher: inout Hasher)"), "\(tokens)")
        sources["Uses.swift"] = """
            import SwiftUI
            struct Framed: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 8)
                        .strokeBorder(Tokens.Border.dashed.color, style: Tokens.Border.dashed.style)
                        .overlay(Capsule().stroke(Tokens.Border.custom.color, style: Tokens.Stroke.dashed))
                }
            }
            let borders: Set<TokenBorder> = [Tokens.Border.solid, Tokens.Border.dotted]
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Equal borders are equal and hash alike; the dash patterns are those docs/DesignTokens.md gives.
    @Test func theBordersReadOnLinux() throws {
        var sources = try Self.generated()
        sources["main.swift"] = """
            import SwiftUI
            let all = [Tokens.Border.solid, Tokens.Border.same, Tokens.Border.dashed, Tokens.Border.dotted, Tokens.Border.custom]
            for border in all.dropFirst(2) {
                print(border.width, border.style.lineWidth, border.style.dash, border.style.lineCap.rawValue)
            }
            print(Tokens.Border.solid == Tokens.Border.same, Tokens.Border.solid.hashValue == Tokens.Border.same.hashValue,
                  Tokens.Border.dashed == Tokens.Border.dotted, Set(all).count)
            print(Tokens.Border.solid.color == SwiftUI.Color(.sRGB, red: 0.0627, green: 0.1255, blue: 0.1882, opacity: 1))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        let expected = """
            2.0 2.0 [6.0, 4.0] 0
            2.0 2.0 [0.0, 4.0] 1
            3.0 3.0 [4.0, 2.0] 2
            true true false 4
            true

            """
        #expect(run.output == expected, "\(run.output)")
    }

    /// iOS 17.4: `@frozen public struct StrokeStyle : Swift.Equatable` (:15690), and no Hashable anywhere: the
    /// stand-in says no alike, so generated code that hashes a StrokeStyle fails on Linux first.
    @Test func aHashableStrokeStyleIsRefusedAsApplesIs() throws {
        try Toolchain.expectRejected([
            RejectionCase(code: "func hashed(_ value: some Hashable) {}; hashed(StrokeStyle(lineWidth: 1))",
                          diagnostic: "conform to 'Hashable'"),
        ])
    }
}
