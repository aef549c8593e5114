import CatalogCore
import TestSupport
import Testing

/// `token:` on a property and `tokens:` on a component (SPEC revision 4): the token's Swift value as a default,
/// typed names for the body, and a positioned error for each misuse.
@Suite struct TokenUseRuleTests {
    static let tokens = """
    {
      "space": { "$type": "dimension", "200": { "$value": { "value": 8, "unit": "px" } } },
      "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
                 "old": { "$value": "{color.accent}", "$deprecated": "Use {color.accent}." } },
      "curve": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] }
    }
    """

    static func run(_ component: String) -> (catalog: Catalog?, diagnostics: [String]) {
        var files = TokenRun.files(["t.tokens.json": tokens])
        files["specs/Badge.yaml"] = component
        let result = Pipeline.validate(TokenRun.inputs(files))
        return (result.catalog, result.diagnostics.map(\.formatted))
    }

    static let head = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"

    @Test func aTokenDefaultIsTheTokensSwiftValue() throws {
        let (catalog, diagnostics) = Self.run(Self.head + "properties:\n  - name: gap\n    type: CGFloat\n    token: space.200\n  - name: tint\n    type: Color?\n    token: '{color.accent}'\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let badge = try #require(catalog?.components.first)
        #expect(badge.properties.map(\.defaultValue) == ["Tokens.Space.space200", "Tokens.Color.accent"])
        #expect(badge.properties.map(\.token) == [TokenPath(dotted: "space.200"), TokenPath(dotted: "color.accent")])
    }

    /// `token:` is the default a property of one family needs in the others.
    @Test func aTokenIsTheDefaultOfAPropertyInOneFamily() throws {
        let (catalog, diagnostics) = Self.run(Self.head + "properties:\n  - name: gap\n    type: CGFloat\n    token: space.200\n    families: [values]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let gap = try #require(catalog?.components.first?.properties.first)
        #expect(gap.families == [.values] && gap.defaultValue(in: .builder) == "Tokens.Space.space200")
    }

    @Test func tokensGiveTheBodyTypedNames() throws {
        let (catalog, diagnostics) = Self.run(Self.head + "available: { iOS: \"17.0\" }\ntokens:\n  gap: space.200\n  ease: curve\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let badge = try #require(catalog?.components.first)
        #expect(badge.tokens.map(\.type) == [.cgFloat, .named("SwiftUI.UnitCurve")])
        #expect(badge.tokens.map(\.qualifiedName) == ["Tokens.Space.space200", "Tokens.curve"])
    }

    @Test(arguments: [
        ("properties:\n  - name: gap\n    type: CGFloat\n    token: space.20\n", "no design token 'space.20'; did you mean 'space.200'?", 9, 12),
        ("properties:\n  - name: gap\n    type: Double\n    token: space.200\n", "whose Swift type is CGFloat; the property's type is 'Double' (did you mean 'CGFloat'?)", 8, 11),
        ("properties:\n  - name: gap\n    type: CGFloat\n    default: '4'\n    token: space.200\n", "'token' and 'default' both give a default", 9, 14),
        ("tokens:\n  ease: curve\n", "token 'curve' needs iOS 17", 7, 9),
        ("tokens:\n  tint: color.old\n", "token 'color.old' is renamed to 'color.accent'; write 'color.accent'", 7, 9),
        ("tokens:\n  gap: spce.200\n", "no design token 'spce.200'; did you mean 'space.200'?", 7, 8),
    ])
    func misusesArePositioned(tail: String, message: String, line: Int, column: Int) {
        let (_, diagnostics) = Self.run(Self.head + tail)
        let match = diagnostics.first { $0.contains(message) }
        #expect(match?.hasPrefix("specs/Badge.yaml:\(line):\(column):") == true, "\(diagnostics)")
    }

    @Test func withoutTokensInTheCatalogATokenIsAnError() {
        let diagnostics = SpecRun.diagnostics(["Badge.yaml": Self.head + "properties:\n  - name: gap\n    type: CGFloat\n    token: space.200\n"])
        #expect(diagnostics.contains { $0.hasPrefix("specs/Badge.yaml:9:12: error: token names a design token, but catalog.yaml names no tokens") }, "\(diagnostics)")
    }
}
