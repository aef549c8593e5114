@testable import CatalogCore
import TestSupport
import Testing

/// `catalog diff` as the release tool (issue 44 item 4): likely token renames with the lines that make them
/// additive, catalog.yaml renames, defaults that move to a token of the same values, the components a changed
/// token reaches, the next version and the changelog entry.
@Suite struct ReleaseDiffTests {
    typealias T = TokenDiffTests

    static let exported = """
        {
          "color": { "$type": "color", "accent": { "$value": \(T.blue) },
                     "background": { "brand": { "subtle": { "$value": \(T.darkBlue) } } } },
          "size": { "$type": "dimension", "gap": { "$value": \(T.px(4)) }, "radius": { "$value": \(T.px(12)) } }
        }
        """

    /// Before: `color.background.brand.tertiary`; after, the export calls it `subtle`.
    static let before = exported.replacingOccurrences(of: "\"subtle\"", with: "\"tertiary\"")

    @Test func aTokenRemovedBesideOneAddedWithItsValuesIsALikelyRename() throws {
        let diff = try T.diff(T.set(Self.before), T.set(Self.exported))
        #expect(diff.bump == .major)
        #expect(T.lines(diff) == [
            "Tokens",
            "  breaking: token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) removed: code that reads it breaks; it looks renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`), which has its value in every context: these lines under catalog.yaml's `tokens:` keep the old name and make it additive",
            "      renamed:",
            "        color.background.brand.tertiary: color.background.brand.subtle",
            "  additive: token `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`) added: `SwiftUI.Color`",
            "1 breaking, 1 additive: needs a major version bump",
        ])
        // Another value: no guess.
        let other = Self.exported.replacingOccurrences(of: "\"subtle\": { \"$value\": \(T.darkBlue) }", with: "\"subtle\": { \"$value\": \(T.blue) }")
        let plain = try T.diff(T.set(Self.before), T.set(other))
        #expect(plain.changes.first?.description == "token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) removed: code that reads it breaks")
        #expect(plain.changes.first?.suggestion == nil)
    }

    /// The lines pasted: the rename is additive, one change.
    @Test func theRenamedEntryMakesItAdditive() throws {
        let settings = "  renamed:\n    color.background.brand.tertiary: color.background.brand.subtle\n"
        let diff = try T.diff(T.set(Self.before), T.set(Self.exported, settings: settings))
        #expect(diff.bump == .minor)
        #expect(diff.changes.map(\.description) == [
            "token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`): the old name stays, deprecated, as its alias",
        ])
    }

    static func badge(_ property: String) -> String {
        "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\nproperties:\n  - name: gap\n    type: CGFloat\n" + property
    }

    @Test func aDefaultMovedToATokenOfTheSameValuesIsNoChange() throws {
        var old = T.set(T.base), toToken = T.set(T.base), retargeted = T.set(T.base), otherValue = T.set(T.base)
        old["specs/Badge.yaml"] = Self.badge("    default: \"4\"\n")
        toToken["specs/Badge.yaml"] = Self.badge("    token: size.gap\n")
        #expect(try T.diff(old, toToken).changes.isEmpty, "a literal 4 and a 4 pt token")
        // From one token to another of the same value.
        var gapTokens = T.set(T.base.replacingOccurrences(of: "\"radius\": { \"$value\": \(T.px(12)) }", with: "\"space\": { \"$value\": \(T.px(4)) }"))
        gapTokens["specs/Badge.yaml"] = Self.badge("    token: size.gap\n")
        retargeted = gapTokens
        retargeted["specs/Badge.yaml"] = Self.badge("    token: size.space\n")
        #expect(try T.diff(gapTokens, retargeted).changes.isEmpty)
        // Another value is a compatible change, as before.
        otherValue["specs/Badge.yaml"] = Self.badge("    token: size.radius\n")
        let changed = try T.diff(old, otherValue)
        #expect(changed.changes.map(\.description) == ["property `gap`: default `4` → `Tokens.Size.radius`: calls that leave it out behave differently"])
    }

    @Test func aChangedTokenNamesTheComponentsThatReadIt() throws {
        var old = T.set(T.base)
        old["specs/Badge.yaml"] = Self.badge("    token: size.gap\n")
        old["specs/Card.yaml"] = "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\ntokens:\n  gap: size.gap\n"
        var new = old
        new["tokens/base.tokens.json"] = T.base.replacingOccurrences(of: "\"gap\": { \"$value\": \(T.px(4)) }", with: "\"gap\": { \"$value\": \(T.px(6)) }")
        let diff = try T.diff(old, new)
        #expect(diff.changes.map(\.description) == ["token `Tokens.Size.gap` (`size.gap`): value 4 pt → 6 pt; read by `Badge`, `Card`"])
    }

    @Test(arguments: [("1.2.0", "1.2.0", "2.0.0", "1.3.0", "1.2.1"), ("v0.9.3", "v0.9.3", "v1.0.0", "v0.10.0", "v0.9.4")])
    func theNextVersion(tag: String, spelled: String, major: String, minor: String, patch: String) throws {
        let version = try #require(SemanticVersion(tag))
        #expect(version.description == spelled)
        #expect([VersionBump.major, .minor, .patch, .none].map { version.bumped($0).description } == [major, minor, patch, spelled])
    }

    @Test(arguments: ["main", "1.2", "1.2.0-beta.1", "v1.2.x", "origin/v1.2.0", "", "1..2"])
    func otherRevisionsAreNoVersion(tag: String) {
        #expect(SemanticVersion(tag) == nil)
    }

    @Test func theSummarySaysTheNextVersion() throws {
        var diff = try T.diff(T.set(Self.before), T.set(Self.exported))
        diff.from = SemanticVersion("v1.2.0")
        #expect(diff.summary == "1 breaking, 1 additive: needs a major version bump: v1.2.0 → v2.0.0")
        #expect(diff.nextVersion?.description == "v2.0.0")
    }

    @Test func theChangelogEntry() throws {
        var old = T.set(Self.before), new = T.set(Self.exported.replacingOccurrences(of: T.px(12), with: T.px(16)),
                                                  settings: "  renamed:\n    color.background.brand.tertiary: color.background.brand.subtle\n")
        old["specs/Badge.yaml"] = Self.badge("    token: size.radius\n")
        new["specs/Badge.yaml"] = Self.badge("    token: size.radius\n").replacingOccurrences(of: "summary: A badge.\n", with: "summary: A badge.\ndeprecated: Use Tag.\n")
        new["specs/Tag.yaml"] = "component: Tag\nsummary: A tag.\nslots:\n  - name: label\n    options: [text]\n"
        var diff = try T.diff(old, new)
        diff.from = SemanticVersion("1.2.0")
        #expect(diff.changelog(date: "2026-11-28") == """
            ## [1.3.0] - 2026-11-28

            ### Added

            - Tag: component added

            ### Changed

            - Tokens: token `Tokens.Size.radius` (`size.radius`): value 12 pt → 16 pt; read by `Badge`

            ### Deprecated

            - Badge: deprecated: Use Tag.
            - Tokens: token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`): the old name stays, deprecated, as its alias

            """)
        // Without a version to start from, and without changes.
        diff.from = nil
        #expect(diff.changelog(date: "2026-11-28").hasPrefix("## [Unreleased]\n\n### Added\n"))
        let none = try T.diff(old, old)
        #expect(none.changelog(date: "2026-11-28") == "## [Unreleased]\n\nNo changes to the public API.\n")
    }
}
