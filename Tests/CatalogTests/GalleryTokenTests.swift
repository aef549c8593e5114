import Catalog
import Foundation
import SwiftUI
import Testing

// The gallery's design-token parts (issue 35, item 6), as an app uses them: the tokens' screen draws each
// token, the environment switches put the examples and the tokens in dark appearance, larger text and increased
// contrast, and each example's preview has a dark variant.

@MainActor
@Suite struct GalleryTokenTests {
    static func resolved(_ color: TokenColor, _ theme: Tokens.Theme) -> Color.Resolved {
        color.resolved(in: Tokens.Context(theme: theme))
    }

    /// A row per token: its Swift name, description and value in words, beside a swatch filled with the token.
    @Test func theTokensScreenListsEveryTokenWithItsPicture() {
        let texts = _TestRenderer.texts(CatalogGalleryTokens()).map(\._testStorage)
        #expect(texts.contains(.verbatim("Tokens.Color.Text.primary")))
        #expect(texts.contains(.verbatim("Body text.")))
        #expect(texts.contains(.verbatim("Tokens.Space.space200")))
        #expect(texts.contains(.verbatim("8 pt")))
        #expect(texts.contains(.verbatim("Tokens.Typography.body")))
        // Varying colors are described per context, as the doc comments do.
        #expect(texts.contains { if case .verbatim(let words) = $0 { words.hasPrefix("theme: light: #1c1c1e; theme: dark: #ffffff") } else { false } })
        #expect(Self.swatch(of: "Tokens.Color.Text.secondary", in: CatalogGalleryTokens()) == Self.resolved(.colorTextSecondary, .light))
        #expect(Self.swatch(of: "Tokens.Palette.white", in: CatalogGalleryTokens()) == Color.Resolved(red: 1, green: 1, blue: 1))
    }

    /// The color the swatch left of a token's name is filled with.
    static func swatch(of name: String, in screen: CatalogGalleryTokens) -> Color.Resolved? {
        let leaves = _TestRenderer.leaves(screen)
        guard let index = leaves.firstIndex(where: { ($0.view as? Text)?._testStorage == .verbatim(name) }), index > 0 else { return nil }
        return leaves[index - 1].foreground
    }

    /// The dark switch shows a token color's dark value; in a dark environment, so does the screen unswitched.
    @Test func theDarkSwitchShowsATokenColorsDarkValue() {
        let dark = Self.resolved(.colorTextSecondary, .dark)
        #expect(dark != Self.resolved(.colorTextSecondary, .light))
        #expect(Self.swatch(of: "Tokens.Color.Text.secondary", in: CatalogGalleryTokens(dark: true)) == dark)
        #expect(Self.swatch(of: "Tokens.Color.Accent", in: CatalogGalleryTokens(dark: true)) == nil)  // no such token: the name must match
        #expect(Self.swatch(of: "Tokens.Color.accent", in: CatalogGalleryTokens(dark: true)) == Self.resolved(.colorAccent, .dark))
    }

    /// The switches wrap each example in the environment they select; off, the environment is left as it was.
    @Test func theSwitchesSetTheExamplesEnvironment() {
        func badgeLeaf(_ screen: CatalogGalleryComponent) -> _TestRenderer.Leaf? {
            _TestRenderer.leaves(screen).first { ($0.view as? Text)?._testStorage == .localizedKey("New") }
        }
        let plain = badgeLeaf(CatalogGalleryComponent(examples: [.badge1]))
        #expect(plain?.environment.colorScheme == .light)
        #expect(plain?.environment.dynamicTypeSize == .large)
        let switched = badgeLeaf(CatalogGalleryComponent(examples: [.badge1], dark: true, largeText: true))
        #expect(switched?.environment.colorScheme == .dark)
        #expect(switched?.environment.dynamicTypeSize == .accessibility2)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let inherited = _TestRenderer.leaves(CatalogGalleryComponent(examples: [.badge1]), in: dark)
            .first { ($0.view as? Text)?._testStorage == .localizedKey("New") }
        #expect(inherited?.environment.colorScheme == .dark)
    }

    /// The theme maps light-hc and dark-hc to increased contrast, so the screens have a third switch: on, the
    /// swatches show the high-contrast values and the examples get increased contrast; off, it is inherited.
    @Test func theIncreasedContrastSwitchShowsTheHighContrastValues() {
        let secondary = "Tokens.Color.Text.secondary"
        #expect(Self.swatch(of: secondary, in: CatalogGalleryTokens(increasedContrast: true)) == Self.resolved(.colorTextSecondary, .lightHc))
        #expect(Self.swatch(of: secondary, in: CatalogGalleryTokens(dark: true, increasedContrast: true)) == Self.resolved(.colorTextSecondary, .darkHc))
        #expect(Self.resolved(.colorTextSecondary, .lightHc) != Self.resolved(.colorTextSecondary, .light))
        #expect(Self.swatch(of: secondary, in: CatalogGalleryTokens()) == Self.resolved(.colorTextSecondary, .light))
        func badgeLeaf(_ screen: CatalogGalleryComponent, in environment: EnvironmentValues = EnvironmentValues()) -> _TestRenderer.Leaf? {
            _TestRenderer.leaves(screen, in: environment).first { ($0.view as? Text)?._testStorage == .localizedKey("New") }
        }
        #expect(badgeLeaf(CatalogGalleryComponent(examples: [.badge1]))?.environment.colorSchemeContrast == .standard)
        #expect(badgeLeaf(CatalogGalleryComponent(examples: [.badge1], increasedContrast: true))?.environment.colorSchemeContrast == .increased)
        var increased = EnvironmentValues()
        increased._colorSchemeContrast = .increased
        #expect(badgeLeaf(CatalogGalleryComponent(examples: [.badge1]), in: increased)?.environment.colorSchemeContrast == .increased)
    }

    /// The catalog's colors vary with the theme: every example's `#Preview` has a dark twin.
    @Test func previewsHaveDarkVariants() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let badge = try String(contentsOf: root.appendingPathComponent("Generated/Swift/Badge.swift"), encoding: .utf8)
        let examples = CatalogExample.allCases.filter { $0.component == "Badge" }
        #expect(!examples.isEmpty)
        for example in examples {
            #expect(badge.contains("#Preview(\"Badge: \(example.title)\") {"))
            #expect(badge.contains("#Preview(\"Badge: \(example.title) (dark)\") {"))
        }
        #expect(badge.components(separatedBy: ".environment(\\.colorScheme, .dark)").count - 1
            == examples.count)
    }
}
