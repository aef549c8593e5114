@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// `catalog diff` over design tokens (issue 35, item 7): removed or retyped tokens break, added, deprecated
/// or renamed-with-a-forwarder ones are additive, changed values are compatible and listed per context.
@Suite struct TokenDiffTests {
    static func plan(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CatalogPlan? {
        let result = Pipeline.generate(TokenRun.inputs(files), products: [])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        return result.plan
    }

    static func diff(_ old: [String: String], _ new: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> APIDiff {
        let before = try #require(plan(old, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        let after = try #require(plan(new, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
        return APIDiff.compare(before, after)
    }

    /// One set of files (`tokens: files:`).
    static func set(_ tokens: String, settings: String = "") -> [String: String] {
        TokenRun.files(["base.tokens.json": tokens], settings: settings)
    }

    static let blue = #"{ "colorSpace": "srgb", "components": [0, 0.4, 1] }"#
    static let darkBlue = #"{ "colorSpace": "srgb", "components": [0, 0.2, 0.5] }"#
    static func px(_ value: Int) -> String { #"{ "value": \#(value), "unit": "px" }"# }

    static let base = """
        {
          "color": { "$type": "color", "brand": { "$value": \(blue) } },
          "size": { "$type": "dimension", "gap": { "$value": \(px(4)) }, "radius": { "$value": \(px(12)) } }
        }
        """

    /// A resolver with a `theme` modifier mapped to the color scheme (and `dark-hc` to increased contrast
    /// when `highContrast`); `dark` holds the dark file's overrides.
    static func themed(base: String, dark: String, highContrast: Bool = false, defaultContext: String = "light") -> [String: String] {
        let contexts = [#""light": [{ "$ref": "light.tokens.json" }]"#, #""dark": [{ "$ref": "dark.tokens.json" }]"#]
            + (highContrast ? [#""dark-hc": [{ "$ref": "dark.tokens.json" }]"#] : [])
        let resolver = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { \(contexts.joined(separator: ", ")) }, "default": "\(defaultContext)" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """
        let modes = "  modes:\n    theme:\n      light: { colorScheme: light }\n      dark: { colorScheme: dark }\n"
            + (highContrast ? "      dark-hc: { colorScheme: dark, contrast: increased }\n" : "")
        return [
            "specs/catalog.yaml": "tokens:\n  resolver: ../tokens/ds.resolver.json\n" + modes,
            "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
            "tokens/ds.resolver.json": resolver, "tokens/base.tokens.json": base,
            "tokens/light.tokens.json": "{}", "tokens/dark.tokens.json": dark,
        ]
    }

    static func lines(_ diff: APIDiff) -> [String] { diff.formatted.split(separator: "\n").map(String.init) }

    @Test func unchangedTokensHaveNoChanges() throws {
        let diff = try Self.diff(Self.set(Self.base), Self.set(Self.base))
        #expect(diff.changes.isEmpty && diff.bump == .none)
        let themed = try Self.diff(Self.themed(base: Self.base, dark: "{}"), Self.themed(base: Self.base, dark: "{}"))
        #expect(themed.changes.isEmpty)
    }

    @Test func removedAndRetypedBreakAddedAndDeprecatedAreAdditiveValuesCompatible() throws {
        let edited = """
            {
              "color": { "$type": "color", "brand": { "$value": \(Self.darkBlue), "$deprecated": "No longer part of the palette." } },
              "size": { "$type": "dimension", "gap": { "$type": "number", "$value": 4 }, "space": { "$value": \(Self.px(8)) } }
            }
            """
        let diff = try Self.diff(Self.set(Self.base), Self.set(edited))
        #expect(diff.bump == .major)
        #expect(Self.lines(diff) == [
            "Tokens",
            "  breaking: token `Tokens.Size.gap` (`size.gap`): type `CGFloat` → `Double`: code that reads it breaks",
            "  breaking: token `Tokens.Size.radius` (`size.radius`) removed: code that reads it breaks",
            "  additive: token `Tokens.Color.brand` (`color.brand`) deprecated: No longer part of the palette.",
            "  additive: token `Tokens.Size.space` (`size.space`) added: `CGFloat`",
            "  compatible: token `Tokens.Color.brand` (`color.brand`): value #0066ff → #003380",
            "2 breaking, 2 additive, 1 compatible: needs a major version bump",
        ])
        let value = try #require(diff.changes.first { $0.kind == .tokenValueChanged })
        #expect(value.component == "Tokens" && value.bump == .patch && !value.isBreaking)
        #expect(value.values == [APIChange.ValueChange(context: "", old: "#0066ff", new: "#003380")])
        // Only a value: a patch.
        let patch = try Self.diff(Self.set(Self.base), Self.set(Self.base.replacingOccurrences(of: Self.px(12), with: Self.px(16))))
        #expect(patch.bump == .patch)
        #expect(patch.summary == "0 breaking, 0 additive, 1 compatible: needs a patch version bump")
    }

    /// Terrazzo's types (revision 5): a string's new text is a value change, a boolean that becomes a string
    /// is retyped, a link added is additive with its Swift type.
    @Test func terrazzosTypesAreComparedLikeTheFormats() throws {
        let old = #"{ "copy": { "$type": "string", "save": { "$value": "Save" }, "beta": { "$type": "boolean", "$value": true } } }"#
        let new = #"{ "copy": { "$type": "string", "save": { "$value": "Save changes" }, "beta": { "$value": "yes" }, "#
            + #""help": { "$type": "link", "$value": "https://example.com/help" } } }"#
        let diff = try Self.diff(Self.set(old), Self.set(new))
        #expect(Self.lines(diff) == [
            "Tokens",
            "  breaking: token `Tokens.Copy.beta` (`copy.beta`): type `Bool` → `String`: code that reads it breaks",
            "  additive: token `Tokens.Copy.help` (`copy.help`) added: `Foundation.URL`",
            "  compatible: token `Tokens.Copy.save` (`copy.save`): value “Save” → “Save changes”",
            "1 breaking, 1 additive, 1 compatible: needs a major version bump",
        ], "\(diff.formatted)")
    }

    @Test func aRenameWithADeprecatedForwarderIsAdditive() throws {
        let renamed = """
            {
              "color": { "$type": "color",
                "accent": { "$value": \(Self.blue) },
                "brand": { "$value": "{color.accent}", "$deprecated": "Use {color.accent}." } },
              "size": { "$type": "dimension", "gap": { "$value": \(Self.px(4)) }, "radius": { "$value": \(Self.px(12)) } }
            }
            """
        let diff = try Self.diff(Self.set(Self.base), Self.set(renamed))
        #expect(diff.bump == .minor)
        #expect(diff.changes.map(\.kind) == [.tokenRenamed], "\(diff.formatted)")
        #expect(diff.changes.first?.description
            == "token `Tokens.Color.brand` (`color.brand`) renamed to `Tokens.Color.accent` (`color.accent`): the old name stays, deprecated, as its alias")
        // Without the forwarder, the same rename breaks.
        let moved = renamed.replacingOccurrences(of: #""brand": { "$value": "{color.accent}", "$deprecated": "Use {color.accent}." } },"#, with: "},")
            .replacingOccurrences(of: #""accent": { "$value": \#(Self.blue) },"#, with: #""accent": { "$value": \#(Self.blue) }"#)
        let broken = try Self.diff(Self.set(Self.base), Self.set(moved))
        #expect(broken.changes.map(\.kind) == [.tokenRemoved, .tokenAdded])
        // A deprecation whose message names a token of other values is a plain deprecation.
        let notAlias = renamed.replacingOccurrences(of: #""$value": "{color.accent}""#, with: #""$value": \#(Self.darkBlue)"#)
        #expect(try Self.diff(Self.set(Self.base), Self.set(notAlias)).changes.map(\.kind) == [.tokenDeprecated, .tokenAdded, .tokenValueChanged])
    }

    @Test func aDimensionThatStartsVaryingIsRetypedAndItsValuesListedPerContext() throws {
        let old = Self.themed(base: Self.base, dark: "{}")
        let new = Self.themed(base: Self.base, dark: #"{ "size": { "$type": "dimension", "gap": { "$value": \#(Self.px(6)) } } }"#)
        let diff = try Self.diff(old, new)
        #expect(diff.bump == .major)
        let retyped = try #require(diff.changes.first)
        #expect(retyped.kind == .tokenTypeChanged && retyped.isBreaking)
        #expect(retyped.description == "token `Tokens.Size.gap` (`size.gap`): type `CGFloat` → `Tokens.Varying<CGFloat>` (it now varies with `theme`): code that reads it breaks")
        let value = try #require(diff.changes.first { $0.kind == .tokenValueChanged })
        // The light value is unchanged; the dark one is listed, before and after.
        #expect(value.values == [APIChange.ValueChange(context: "theme: dark", old: "4 pt", new: "6 pt")])
        #expect(Self.lines(diff).contains("      theme: dark: 4 pt → 6 pt"))
        // And back: it stops varying.
        let back = try Self.diff(new, old)
        #expect(back.changes.first?.description == "token `Tokens.Size.gap` (`size.gap`): type `Tokens.Varying<CGFloat>` → `CGFloat` (it no longer varies): code that reads it breaks")
    }

    @Test func aColorThatStartsVaryingNeedsIOS17() throws {
        let old = Self.themed(base: Self.base, dark: "{}")
        let new = Self.themed(base: Self.base, dark: #"{ "color": { "$type": "color", "brand": { "$value": \#(Self.darkBlue) } } }"#)
        let diff = try Self.diff(old, new)
        // Still a `SwiftUI.Color`, but one that resolves itself with iOS 17 API.
        #expect(diff.changes.map(\.kind) == [.tokenAvailabilityRaised, .tokenValueChanged])
        #expect(diff.breaking.first?.description.hasPrefix("token `Tokens.Color.brand` (`color.brand`) now requires iOS 17.0") == true)
        #expect(diff.changes.last?.values == [APIChange.ValueChange(context: "theme: dark", old: "#0066ff", new: "#003380")])
        let back = try Self.diff(new, old)
        #expect(back.changes.map(\.kind) == [.tokenAvailabilityLowered, .tokenValueChanged])
        #expect(back.bump == .minor)
    }

    @Test func contextsAndModifiers() throws {
        let two = Self.themed(base: Self.base, dark: "{}"), three = Self.themed(base: Self.base, dark: "{}", highContrast: true)
        let added = try Self.diff(two, three)
        #expect(added.changes.map(\.description) == ["context `dark-hc` added to `theme`: `Tokens.Theme.darkHc`"])
        #expect(added.bump == .minor)
        let removed = try Self.diff(three, two)
        #expect(removed.changes.map(\.description) == ["context `dark-hc` of `theme` removed: `Tokens.Theme.darkHc` goes away"])
        #expect(removed.bump == .major)
        let otherDefault = try Self.diff(two, Self.themed(base: Self.base, dark: "{}", defaultContext: "dark"))
        #expect(otherDefault.changes.map(\.kind) == [.tokenDefaultContextChanged])
        #expect(otherDefault.bump == .patch)
        // The resolver replaced by plain files: the modifier goes, and with it `Tokens.Theme`.
        let flat = try Self.diff(two, Self.set(Self.base))
        #expect(flat.changes.map(\.description) == ["modifier `theme` removed: `Tokens.Theme` and `Tokens.Context`'s property for it go away"])
        let gained = try Self.diff(Self.set(Self.base), two)
        #expect(gained.changes.map(\.kind) == [.tokenModifierAdded] && gained.bump == .minor)
    }

    @Test func theNamespaceAndTheTokensAsAWhole() throws {
        let renamed = try Self.diff(Self.set(Self.base), Self.set(Self.base, settings: "  namespace: Theme\n"))
        #expect(renamed.changes.map(\.description) == ["token namespace renamed `Tokens` → `Theme`: every `Tokens.…` breaks"])
        #expect(renamed.changes.first?.component == "Theme" && renamed.bump == .major)

        let none = Self.set(Self.base).filter { !$0.key.hasPrefix("tokens/") }.merging(["specs/catalog.yaml": "module: Catalog\n"]) { $1 }
        let adopted = try Self.diff(none, Self.set(Self.base))
        #expect(adopted.changes.map(\.description) == ["design tokens added: `Tokens`, 3 tokens"] && adopted.bump == .minor)
        let dropped = try Self.diff(Self.set(Self.base), none)
        #expect(dropped.changes.map(\.kind) == [.tokensRemoved] && dropped.bump == .major)

        // Internal tokens are not API: listed, no bump.
        let internalOld = Self.set(Self.base, settings: "access: internal\n")
        let internalNew = Self.set(Self.base.replacingOccurrences(of: Self.px(12), with: Self.px(16)), settings: "access: internal\n")
        let hidden = try Self.diff(internalOld, internalNew)
        #expect(hidden.changes.allSatisfy { $0.component != "Tokens" } && hidden.notAPI == ["Tokens"])
    }

    @Test func theJSONCarriesTheValuesPerContext() throws {
        let new = Self.themed(base: Self.base, dark: #"{ "size": { "$type": "dimension", "gap": { "$value": \#(Self.px(6)) } } }"#)
        let diff = try Self.diff(Self.themed(base: Self.base, dark: "{}"), new)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(diff)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.first?["values"] == nil)
        let values = try #require(changes.last?["values"] as? [[String: String]])
        #expect(values == [["context": "theme: dark", "old": "4 pt", "new": "6 pt"]])
    }

    /// `tokens:` on a component: `BadgeTokens`' members are API for its body, its styles and any code.
    @Test func aComponentsTokensAreItsAPI() throws {
        func badge(_ tokens: String) -> [String: String] {
            Self.set(Self.base).merging(["specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n" + tokens]) { $1 }
        }
        let old = badge("tokens:\n  gap: size.gap\n  corner: size.radius\n")
        let diff = try Self.diff(old, badge("tokens:\n  gap: color.brand\n  corner: size.gap\n  tint: color.brand\n"))
        #expect(Self.lines(diff) == [
            "Badge",
            "  breaking: design token `tokens.gap`: type `CGFloat` → `SwiftUI.Color`: code and styles that read it break",
            "  additive: design token `tokens.tint: SwiftUI.Color` (`color.brand`) added to `BadgeTokens`",
            "  compatible: design token `tokens.corner` reads `size.gap` instead of `size.radius`",
            "1 breaking, 1 additive, 1 compatible: needs a major version bump",
        ])
        let removed = try Self.diff(old, badge("tokens:\n  gap: size.gap\n"))
        #expect(removed.changes.map(\.description) == ["design token `tokens.corner` removed from `BadgeTokens`: code and styles that read it break"])
        #expect(try Self.diff(old, badge("")).changes.map(\.description) == ["`BadgeTokens` and `tokens` removed: code and styles that read them break"])
        #expect(try Self.diff(badge(""), old).bump == .minor)
    }
}
