import CatalogCore
import Testing

/// The names the generated token code declares, all made in `Naming/` from the words designers write.
@Suite struct TokenNamesTests {
    @Test func declaredNamesFromDesignersWords() {
        #expect(TokenNames.componentTokensType(forComponent: "StatusPill") == "StatusPillTokens")
        #expect(TokenNames.modifierType("high-contrast", namespace: "Tokens") == "HighContrast")
        #expect(TokenNames.modifierProperty("high-contrast") == "highContrast")
        #expect(TokenNames.environmentKey(forModifier: "high-contrast", namespace: "DS") == "DSHighContrastKey")
        #expect(TokenNames.contextCase("light-hc") == "lightHc")
        #expect(TokenNames.contextCase("default") == "`default`")
        // A group's own value (`$root`) is the group's; later words are capitalized, the first is not.
        #expect(TokenNames.colorTable(of: TokenPath(dotted: "color.text-muted.$root")) == "colorTextMuted")
        #expect(TokenNames.colorTable(of: TokenPath(dotted: "Brand.blue.strong")) == "brandBlueStrong")
        // Nothing to make a name of: a placeholder, as the validation that reports it expects.
        #expect(TokenNames.modifierType("--", namespace: "Tokens") == "_")
    }
}
