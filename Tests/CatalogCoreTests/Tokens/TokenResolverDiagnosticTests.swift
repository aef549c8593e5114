import CatalogCore
import TestSupport
import Testing

/// The Resolver module's errors and the modes' (SPEC "Design tokens"), each positioned in the file that
/// says it: a missing file, a remote URL, a default that is not a context, a modifier neither mapped nor
/// defaulted, a token missing in a context it varies with, two tokens with one Swift name, too many combinations.
@Suite struct TokenResolverDiagnosticTests {
    static let light = ##"{ "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"##
    static let dark = ##"{ "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"##

    static func run(resolver: String, modes: String = "", extra: [String: String] = [:]) -> [String] {
        var files = ["tokens/r.resolver.json": resolver, "tokens/light.json": light, "tokens/dark.json": dark].merging(extra) { $1 }
        files["specs/catalog.yaml"] = "tokens:\n  resolver: ../tokens/r.resolver.json\n" + modes
        files["specs/Badge.yaml"] = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"
        return TokenRun.validate(files).diagnostics
    }

    static func resolver(_ modifier: String) -> String {
        ##"{ "version": "2025.10", "modifiers": { "theme": "## + modifier + ##" }, "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }"##
    }

    @Test func aResolverWithLightAndDarkNeedsNoModes() throws {
        let files = ["tokens/r.resolver.json": Self.resolver(##"{ "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } }"##),
                     "tokens/light.json": Self.light, "tokens/dark.json": Self.dark,
                     "specs/catalog.yaml": "tokens:\n  resolver: ../tokens/r.resolver.json\n",
                     "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"]
        let (tokens, diagnostics) = TokenRun.validate(files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let catalog = try #require(tokens)
        #expect(catalog.modifiers.map(\.mode) == [.appearance(["light": TokenAppearance(colorScheme: .light), "dark": TokenAppearance(colorScheme: .dark)])])
        #expect(catalog.token(TokenPath(dotted: "color.text"))?.varying == [0])
    }

    @Test(arguments: [
        (resolver(##"{ "contexts": { "light": [{ "$ref": "gone.json" }], "dark": [{ "$ref": "dark.json" }] } }"##), "",
         "tokens/r.resolver.json:1:85: error: no token file at 'tokens/gone.json'"),
        (resolver(##"{ "contexts": { "light": [{ "$ref": "https://example.com/t.json" }], "dark": [{ "$ref": "dark.json" }] } }"##), "",
         "tokens/r.resolver.json:1:85: error: 'https://example.com/t.json' is a remote URL; catalog reads no network"),
        (resolver(##"{ "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "lite" }"##), "",
         "tokens/r.resolver.json:1:150: error: the default 'lite' is not a context of modifier 'theme' (its contexts: light, dark)"),
        (resolver(##"{ "contexts": { "day": [{ "$ref": "light.json" }], "night": [{ "$ref": "dark.json" }] } }"##), "",
         "tokens/r.resolver.json:1:40: error: modifier 'theme' is not mapped in catalog.yaml's tokens.modes and has no default"),
        (resolver(##"{ "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } }"##), "  modes:\n    them: dynamicTypeSize\n",
         "specs/catalog.yaml:4:5: error: modes names 'them', which is not a modifier of the resolver; did you mean 'theme'?"),
        (resolver(##"{ "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } }"##), "  modes:\n    theme: dynamicTypeSize\n",
         "tokens/r.resolver.json:1:65: error: context 'light' of 'theme' is not a DynamicTypeSize case"),
        (resolver(##"{ "contexts": { "light": [{ "$ref": "light.json" }], "dark": [] } }"##), "",
         "tokens/light.json:1:32: error: 'color.text' has no value in the context theme: dark"),
        (##"{ "version": "2024", "resolutionOrder": [] }"##, "",
         "tokens/r.resolver.json:1:14: error: this resolver is version '2024'; catalog reads the Resolver module 2025.10"),
        (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##, "",
         "tokens/r.resolver.json:1:55: error: no set named 'base' in this resolver"),
        (##"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "a", "sources": [{ "button-primary": { "$type": "number", "$value": 1 }, "buttonPrimary": { "$type": "number", "$value": 2 } }] }] }"##, "",
         "tokens/r.resolver.json:1:143: error: 'buttonPrimary' and 'button-primary'"),
        // Real exports' defects: an alias into a token only one context declares, and into a file the
        // resolver never names (tokens/brand.json is in the folder, unread).
        (##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "on": { "$type": "color", "$value": "{color.accent}" } }] } }, "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }, { "color": { "accent": { "$type": "color", "$value": "{color.text}" } } }] } } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }"##, "",
         "tokens/r.resolver.json:1:95: error: no token '{color.accent}' in every context: it is declared in some of the resolver's contexts only (declare it in a set, or in each context)"),
        (##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "light.json" }, { "on": { "$type": "color", "$value": "{brand.primary}" } }] } }, "resolutionOrder": [{ "$ref": "#/sets/base" }] }"##, "",
         "tokens/r.resolver.json:1:121: error: no token '{brand.primary}' in the token files catalog reads (those catalog.yaml's tokens: or its resolver names)"),
    ])
    func resolverErrorsArePositioned(resolver: String, modes: String, expected: String) {
        let diagnostics = Self.run(resolver: resolver, modes: modes, extra: ["tokens/brand.json": ##"{ "brand": { "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }"##])
        #expect(diagnostics.contains { $0.hasPrefix(expected) }, "\(diagnostics)")
    }

    /// `Tokens.Theme` is the theme modifier's enum: a top-level group named theme would declare it twice.
    @Test func aGroupCannotTakeAModifiersEnumName() {
        let themed = ##"{ "theme": { "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }"##
        let resolver = ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "themed.json" }] } }, "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }"##
        let diagnostics = Self.run(resolver: resolver, extra: ["tokens/themed.json": themed])
        #expect(diagnostics.contains { $0.hasPrefix("tokens/themed.json:1:14: error: group 'theme' would be `Tokens.Theme`, which the generated code declares") }, "\(diagnostics)")
    }

    @Test func moreThan256CombinationsAreRefused() {
        let contexts = (0..<17).map { ##""c\##($0)": []"## }.joined(separator: ", ")
        let modifier = { (name: String) in ##""\##(name)": { "contexts": { \##(contexts) }, "default": "c0" }"## }
        let resolver = ##"{ "version": "2025.10", "modifiers": { \##(modifier("a")), \##(modifier("b")) }, "resolutionOrder": [{ "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" }] }"##
        let diagnostics = Self.run(resolver: resolver)
        #expect(diagnostics.contains { $0.contains("make 289 combinations of contexts (a: 17 × b: 17); catalog resolves at most 256") }, "\(diagnostics)")
    }
}
