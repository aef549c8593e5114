import Catalog
import SwiftUI
import Testing

/// This repository's design tokens (tokens/, generated into Generated/Swift/Tokens.swift) RUN on Linux: a color
/// that differs between the resolver's theme contexts resolves to the value of the context SwiftUI's
/// environment selects, in `resolve(in:)` and where a view draws it.
@MainActor @Suite struct TokenRuntimeTests {
    static func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        values._colorSchemeContrast = contrast
        return values
    }

    /// tokens/light.tokens.json: color.text.primary is palette.gray.900 (0.11, 0.11, 0.118); dark.tokens.json: white.
    @Test func aTokenColorResolvesToItsDarkValueInADarkEnvironment() {
        let light = Tokens.Color.Text.primary.resolve(in: Self.environment(.light))
        let dark = Tokens.Color.Text.primary.resolve(in: Self.environment(.dark))
        #expect(abs(light.red - 0.11) < 0.002 && abs(light.blue - 0.118) < 0.002, "\(light)")
        #expect(abs(dark.red - 1) < 0.002 && abs(dark.green - 1) < 0.002 && abs(dark.blue - 1) < 0.002, "\(dark)")
        // Named contexts give the same values without an environment.
        #expect(TokenColor.colorTextPrimary.resolved(in: Tokens.Context(theme: .dark)) == dark)
        #expect(TokenColor.colorTextPrimary.resolved(in: Tokens.Context()) == light)
    }

    /// color.text.secondary has its own value in each of the four contexts (high contrast overrides it).
    @Test func increasedContrastSelectsTheHighContrastContext() {
        let contexts: [(ColorScheme, ColorSchemeContrast, Tokens.Theme)] = [
            (.light, .standard, .light), (.dark, .standard, .dark), (.light, .increased, .lightHc), (.dark, .increased, .darkHc),
        ]
        var seen: Set<Color.Resolved> = []
        for (scheme, contrast, theme) in contexts {
            let environment = Self.environment(scheme, contrast)
            #expect(Tokens.Context(environment).theme == theme)
            let resolved = Tokens.Color.Text.secondary.resolve(in: environment)
            #expect(resolved == TokenColor.colorTextSecondary.resolved(in: Tokens.Context(theme: theme)))
            seen.insert(resolved)
        }
        #expect(seen.count == 4)
    }

    /// Drawn: the subtree under `.environment(\.colorScheme, .dark)` shows the dark value, the rest the light one.
    @Test func aDarkSubtreeDrawsTheDarkValue() {
        let view = VStack {
            Text("Light").foregroundStyle(Tokens.Color.Text.primary)
            Text("Dark").foregroundStyle(Tokens.Color.Text.primary).environment(\.colorScheme, .dark)
        }
        let foregrounds = _TestRenderer.foregrounds(view)
        #expect(foregrounds.count == 2)
        #expect(foregrounds.first ?? nil == Tokens.Color.Text.primary.resolve(in: Self.environment(.light)))
        #expect(foregrounds.last ?? nil == Tokens.Color.Text.primary.resolve(in: Self.environment(.dark)))
        #expect(foregrounds.first ?? nil != foregrounds.last ?? nil)
    }

    /// A color that is the same in every context is a plain constant; non-color tokens are their Swift values.
    @Test func constantTokensAreTheirValues() {
        #expect(Tokens.Space.space200 == 8)
        #expect(Tokens.Space.space600 == 24)  // 1.5 rem × 16
        #expect(Tokens.Radius.medium == 12)
        #expect(Tokens.Typography.body.size == 17 && Tokens.Typography.body.relativeTo == .body)
        #expect(Tokens.Typography.headline.weight == .semibold)
        #expect(Tokens.Motion.Duration.quick == 0.15)
    }
}
