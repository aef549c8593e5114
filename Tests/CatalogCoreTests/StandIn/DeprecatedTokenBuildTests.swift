import CatalogCore
import TestSupport
import Testing

/// Nothing generated uses a deprecated token or component in a way that warns (issue 44 item 3c): a design
/// system builds with warnings as errors, and its gallery lists deprecated tokens (in a "Deprecated"
/// section, from a deprecated context). Type-checked on the stand-in and Apple's iOS 17.4 SDK; an app's use of
/// a renamed token's old name warns with Xcode's fix-it, on both.
@Suite(.slow(.compiles)) struct DeprecatedTokenBuildTests {
    static let blue = #"{ "colorSpace": "srgb", "components": [0, 0.4, 1] }"#
    static let tokens = """
        {
          "color": { "$type": "color",
            "background": { "brand": { "subtle": { "$value": \(blue) } } },
            "accent": { "$value": \(blue) },
            "legacy": { "$value": "{color.accent}", "$deprecated": "Use {color.accent}." },
            "retired": { "$value": \(blue), "$deprecated": true }
          },
          "size": { "$type": "dimension", "old-gap": { "$value": { "value": 8, "unit": "px" }, "$deprecated": "Use a stack's spacing." } }
        }
        """

    static let badge = """
        component: Badge
        summary: A badge.
        slots:
          - name: label
            options: [text]
        properties:
          - name: tint
            type: Color
            token: color.background.brand.tertiary
        tokens:
          gap: size.old-gap
        examples:
          - title: Text
            code: 'Badge(label: "New")'

        """

    static let chip = """
        component: Chip
        summary: A chip.
        deprecated: Use Badge.
        slots:
          - name: label
            options: [text]
        examples:
          - title: Text
            code: 'Chip(label: "Old")'

        """

    static let bodies = """
        import SwiftUI
        extension Badge { public var body: some View { label.foregroundStyle(tint) } }
        @available(*, deprecated)
        extension Chip { public var body: some View { label } }

        """

    static func generated() throws -> [String: String] {
        var files = TokenRun.files(["base.tokens.json": tokens], settings: "  renamed:\n    color.background.brand.tertiary: color.background.brand.subtle\n")
        files["specs/Badge.yaml"] = badge
        files["specs/Chip.yaml"] = chip
        let result = Pipeline.generate(TokenRun.inputs(files), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return Toolchain.sources(result.files)
    }

    @Test func aCatalogWithDeprecatedTokensAndComponentsBuildsWithoutWarnings() throws {
        var sources = try Self.generated()
        let gallery = try #require(sources["Swift_CatalogGallery.swift"])
        #expect(gallery.contains("Section(\"Deprecated\")"))
        #expect(gallery.contains("\"Deprecated: renamed to Tokens.Color.accent.\""))
        #expect(gallery.contains("CatalogGalleryTokenRow(\"Tokens.Size.oldGap\", ["))
        // The member a component's tokens: reads a deprecated token through is deprecated with it.
        #expect(try #require(sources["Swift_Badge.swift"]).contains(
            "@available(*, deprecated, message: \"Use a stack's spacing.\")\n    public var gap: CGFloat { Tokens.Size.oldGap }"))
        sources["Bodies.swift"] = Self.bodies
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }

    /// An app that still reads the old name gets the warning Xcode attaches its fix-it to.
    @Test func theOldNameWarnsWithTheNewMember() throws {
        var sources = try Self.generated()
        sources["Bodies.swift"] = Self.bodies
        sources["App.swift"] = "import SwiftUI\nlet old = Tokens.Color.Background.Brand.tertiary\nlet legacy = Tokens.Color.legacy\n"
        let result = try Toolchain.typecheck(sources, apple: .rejects([
            "'tertiary' is deprecated: renamed to 'subtle'", "'legacy' is deprecated: Use Tokens.Color.accent.",
        ]))
        #expect(result.status != 0)
        #expect(result.output.contains("App.swift:2:41: error: 'tertiary' is deprecated: renamed to 'subtle'"), "\(result.output)")
        #expect(result.output.contains("use 'subtle' instead"), "\(result.output)")
        #expect(result.output.contains("App.swift:3:27: error: 'legacy' is deprecated: Use Tokens.Color.accent."), "\(result.output)")
    }
}
