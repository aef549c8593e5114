import Catalog
import SwiftUI
import Testing

// The rendering a person reads on Linux (issue 49, item 3), of this repository's own component with its
// design tokens: the card's secondary text on the card's background, light and dark, with the contrast the
// tokens page reports for the pair (2.99:1 in light, below WCAG's 4.5:1; 6.28:1 in dark).
@MainActor @Suite struct AccessibilityDumpTests {
    static func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        return values
    }

    @Test func theCardsSecondaryTextShowsItsContrastInEachAppearance() {
        let card = Card(title: "Hello").foregroundStyle(Tokens.Color.Text.secondary)
        #expect(_TestRenderer.dump(card, in: Self.environment(.light)) == "Text \"Hello\" · font default (scales) · #8E8E93 on #F5F5F7 2.99:1")
        #expect(_TestRenderer.dump(card, in: Self.environment(.dark)) == "Text \"Hello\" · font default (scales) · #AEAEB2 on #2C2C2E 6.28:1")
    }
}
