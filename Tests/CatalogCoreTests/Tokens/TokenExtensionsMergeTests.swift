@testable import CatalogCore
import TestSupport
import Testing

/// A token's `$extensions` when several sources declare it (issue 35, item 1): within one context the later
/// declaration replaces the token whole, as the format says; across contexts the catalog merges each context's
/// per key, so a key that only one theme's file gives (`contrastWith` in the dark file) is read.
@Suite struct TokenExtensionsMergeTests {
    static func color(_ component: Double, extensions: String? = nil) -> String {
        ##"{ "$value": { "colorSpace": "srgb", "components": [\##(component), \##(component), \##(component)] }"##
            + (extensions.map { ##", "$extensions": \##($0)"## } ?? "") + " }"
    }

    /// A base set, then a theme: `color.text` is declared by the base and again by each theme's file.
    static func run(base: String, light: String, dark: String) throws -> TokenCatalog.Token {
        let (tokens, diagnostics) = try validate(base: base, light: light, dark: dark)
        #expect(!diagnostics.contains { $0.contains("error") }, "\(diagnostics)")
        return try #require(tokens?.token(TokenPath(dotted: "color.text")))
    }

    /// The one-based column where `text` starts in `line`.
    static func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
    }

    static func validate(base: String, light: String, dark: String) throws -> (tokens: TokenCatalog?, diagnostics: [String]) {
        let resolver = ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } }, "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }"##
        let group = { (tokens: String) in ##"{ "color": { "$type": "color", "surface": \##(Self.color(1)), \##(tokens) } }"## }
        let files = [
            "tokens/r.resolver.json": resolver,
            "tokens/base.json": group(##""text": \##(base)"##),
            "tokens/light.json": ##"{ "color": { "$type": "color", "text": \##(light) } }"##,
            "tokens/dark.json": ##"{ "color": { "$type": "color", "text": \##(dark) } }"##,
            "specs/catalog.yaml": "tokens:\n  resolver: ../tokens/r.resolver.json\n",
            "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
        ]
        return TokenRun.validate(files)
    }

    /// The vendors' keys and their fields, as text (`com.figma.id: "1"`), sorted.
    static func fields(_ node: YAMLNode?, prefix: String = "") -> [String] {
        guard let node else { return [] }
        switch node.kind {
        case .mapping(let entries):
            return entries.flatMap { entry -> [String] in
                guard case .scalar(let key, _) = entry.key.kind else { return [] }
                return fields(entry.value, prefix: prefix.isEmpty ? key : prefix + "." + key)
            }.sorted()
        case .scalar(let text, _): return ["\(prefix): \(text)"]
        case .sequence(let items): return ["\(prefix): [\(items.count) items]"]
        }
    }

    @Test func aKeyOnlyTheDarkFileGivesIsRead() throws {
        let token = try Self.run(base: Self.color(0), light: Self.color(0.1),
                                 dark: Self.color(0.9, extensions: ##"{ "dev.catalog": { "contrastWith": "{color.surface}" } }"##))
        #expect(Self.fields(token.extensions) == ["dev.catalog.contrastWith: {color.surface}"])
        // What reads it sees it: the reference gives the pair's ratio.
        #expect(TokenContrast.backgrounds(of: token) == [TokenPath(dotted: "color.surface")])
    }

    /// Objects merge per key, deeply; where two contexts give one key different values, the first context's
    /// (in resolution order: light) stays.
    @Test func contextsMergePerKeyTheFirstWinningAConflict() throws {
        let token = try Self.run(base: Self.color(0),
                                 light: Self.color(0.1, extensions: ##"{ "com.figma": { "id": "1", "light": true } }"##),
                                 dark: Self.color(0.9, extensions: ##"{ "com.figma": { "id": "2", "dark": true }, "org.example": 42 }"##))
        #expect(Self.fields(token.extensions) == ["com.figma.dark: true", "com.figma.id: 1", "com.figma.light: true", "org.example: 42"])
    }

    /// Under `dev.catalog`, the keys catalog reads, a conflict is said: a warning at the value that lost,
    /// naming where the one read is. Another vendor's conflict is theirs to read, and not reported.
    @Test func aConflictUnderDevCatalogIsReportedWhereTheLosingValueIs() throws {
        let light = Self.color(0.1, extensions: ##"{ "dev.catalog": { "contrastWith": "{color.surface}" }, "com.figma": { "id": "1" } }"##)
        let dark = Self.color(0.9, extensions: ##"{ "dev.catalog": { "contrastWith": "{color.text}" }, "com.figma": { "id": "2" } }"##)
        let (_, diagnostics) = try Self.validate(base: Self.color(0), light: light, dark: dark)
        let column = try #require(Self.column(of: "\"{color.text}\"", in: ##"{ "color": { "$type": "color", "text": \##(dark) } }"##))
        let lightColumn = try #require(Self.column(of: "\"{color.surface}\"", in: ##"{ "color": { "$type": "color", "text": \##(light) } }"##))
        #expect(diagnostics == ["tokens/dark.json:1:\(column): warning: 'color.text' gives $extensions[\"dev.catalog\"].contrastWith another value in another context; catalog reads the one at tokens/light.json:1:\(lightColumn) (first in resolution order); give it in one place, or alike in every context"])
        let token = try Self.run(base: Self.color(0), light: light, dark: dark)
        #expect(TokenContrast.backgrounds(of: token) == [TokenPath(dotted: "color.surface")])
        // The same value in both contexts is no conflict.
        let same = Self.color(0.9, extensions: ##"{ "dev.catalog": { "contrastWith": "{color.surface}" } }"##)
        #expect(try Self.validate(base: Self.color(0), light: light, dark: same).diagnostics == [])
        // Nor is the same list, written in two files.
        let list = ##"{ "dev.catalog": { "contrastWith": ["{color.surface}"] } }"##
        let listed = try Self.validate(base: Self.color(0), light: Self.color(0.1, extensions: list), dark: Self.color(0.9, extensions: list))
        #expect(listed.diagnostics == [], "\(listed.diagnostics)")
    }

    /// With a second modifier each theme's declaration reaches two combinations: one warning, not two.
    @Test func aConflictInSeveralCombinationsIsReportedOnce() {
        let resolver = ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } }, "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" }, "density": { "contexts": { "regular": [{ "$ref": "regular.json" }], "compact": [{ "$ref": "compact.json" }] }, "default": "regular" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }] }"##
        let spacing = { (points: Int) in ##"{ "space": { "$type": "dimension", "gap": { "$value": { "value": \##(points), "unit": "px" } } } }"## }
        let files = [
            "tokens/r.resolver.json": resolver,
            "tokens/base.json": ##"{ "color": { "$type": "color", "surface": \##(Self.color(1)), "text": \##(Self.color(0)) } }"##,
            "tokens/light.json": ##"{ "color": { "$type": "color", "text": \##(Self.color(0.1, extensions: ##"{ "dev.catalog": { "textStyle": "body" } }"##)) } }"##,
            "tokens/dark.json": ##"{ "color": { "$type": "color", "text": \##(Self.color(0.9, extensions: ##"{ "dev.catalog": { "textStyle": "headline" } }"##)) } }"##,
            "tokens/regular.json": spacing(8),
            "tokens/compact.json": spacing(4),
            "specs/catalog.yaml": "tokens:\n  resolver: ../tokens/r.resolver.json\n",
            "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
        ]
        let warnings = TokenRun.validate(files).diagnostics.filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings.first?.hasPrefix("tokens/dark.json:1:") == true, "\(warnings)")
    }

    /// Within one context the later declaration is the whole token (Resolver module: "take the most recent
    /// occurrence"; the Format: "the entire token definition is replaced"): the base's `$extensions` do not
    /// survive a theme file that declares the token again without them.
    @Test func aLaterDeclarationReplacesTheTokenWhole() throws {
        let replaced = try Self.run(base: Self.color(0, extensions: ##"{ "org.example": { "note": "base" } }"##),
                                    light: Self.color(0.1), dark: Self.color(0.9))
        #expect(replaced.extensions == nil)
        let kept = try Self.run(base: Self.color(0, extensions: ##"{ "org.example": { "note": "base" } }"##),
                                light: Self.color(0.1), dark: Self.color(0.9, extensions: ##"{ "org.example": { "note": "dark" } }"##))
        #expect(Self.fields(kept.extensions) == ["org.example.note: dark"])
    }

    /// `$description` and `$deprecated` likewise: the first context that says one (light says none here).
    @Test func aDescriptionOrDeprecationOnlyTheDarkFileGivesIsRead() throws {
        let described = ##"{ "$value": { "colorSpace": "srgb", "components": [0.9, 0.9, 0.9] }, "$description": "Body text.", "$deprecated": "Use color.body." }"##
        let token = try Self.run(base: Self.color(0), light: Self.color(0.1), dark: described)
        #expect(token.description == "Body text.")
        #expect(token.deprecated == .message("Use color.body."))
    }
}
