@testable import CatalogCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// The tokens page of both references (issue 35, item 5): the page model's facts (rows per context, alias
/// chains, contrast ratios and flags), the SVG pictures (well-formed XML, a `~dark` variant exactly where
/// light and dark draw differently) and the Markdown through a real GFM renderer.
@Suite struct TokenReferenceTests {
    /// light, dark and a high-contrast light; `color.muted` on white is #777777, 4.48:1 (just under AA).
    static let files: [String: String] = [
        "specs/catalog.yaml": """
            module: Probe
            tokens:
              resolver: ../tokens/probe.resolver.json
              modes:
                theme:
                  light: { colorScheme: light }
                  dark: { colorScheme: dark }
                  light-hc: { colorScheme: light, contrast: increased }
            """,
        "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
        "tokens/probe.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }],
                "light-hc": [{ "$ref": "light.tokens.json" }, { "$ref": "hc.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """,
        "tokens/base.tokens.json": """
            { "palette": { "$type": "color",
                "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "scrim": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4 }, "$description": "Behind <sheets> & alerts." } },
              "space": { "$type": "dimension", "small": { "$value": { "value": 8, "unit": "px" } }, "huge": { "$value": { "value": 999, "unit": "px" } } },
              "font": { "family": { "$type": "fontFamily", "$value": ["A&B <Sans>", "system-ui"] } },
              "type": { "body": { "$type": "typography", "$value": { "fontFamily": "{font.family}", "fontSize": { "value": 17, "unit": "px" },
                "fontWeight": 600, "letterSpacing": { "value": 0.5, "unit": "px" }, "lineHeight": 1.3 } } },
              "elevation": { "$type": "shadow", "$value": [
                { "color": "{palette.scrim}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
                { "color": "{palette.black}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "inset": true }] },
              "fade": { "$type": "gradient", "$value": [{ "color": "{palette.scrim}", "position": 0 }, { "color": "{palette.white}", "position": 1 }] },
              "ease": { "$type": "cubicBezier", "$value": [0.3, -0.2, 0.2, 1.4] },
              "dash": { "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }], "lineCap": "round" } },
              "divider": { "$type": "border", "$value": { "color": "{palette.black}", "width": { "value": 1, "unit": "px" }, "style": "dotted" } },
              "opacity": { "$type": "number", "$value": 0.4 },
              "old": { "$type": "dimension", "$value": "{space.small}", "$deprecated": "Use {space.small}." } }
            """,
        "tokens/light.tokens.json": """
            { "color": { "$type": "color",
                "surface": { "$value": "{palette.white}" },
                "text": { "$value": "{palette.black}", "$extensions": { "dev.catalog": { "contrastWith": ["{color.surface}", "{palette.scrim}"] } } },
                "muted": { "$value": { "colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667] }, "$extensions": { "dev.catalog": { "contrastWith": "{color.surface}" } } } } }
            """,
        "tokens/dark.tokens.json": """
            { "color": { "$type": "color",
                "surface": { "$value": { "colorSpace": "srgb", "components": [0.11, 0.11, 0.118] } },
                "text": { "$value": "{palette.white}" },
                "muted": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } } } }
            """,
        "tokens/hc.tokens.json": """
            { "color": { "muted": { "$value": { "colorSpace": "srgb", "components": [0.3333, 0.3333, 0.3333] } } } }
            """,
    ]

    static func generated(_ files: [String: String] = files) throws -> (page: TokenReferencePage, files: [OutputFile]) {
        let result = Pipeline.generate(TokenRun.inputs(files), products: [.docs, .docc])
        let plan = try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
        return (TokenReferencePage(plan: try #require(plan.tokens)), result.files)
    }

    static func entry(_ path: String, in page: TokenReferencePage) throws -> TokenReferencePage.Entry {
        try #require(page.sections.flatMap(\.entries).first { $0.path.description == path })
    }

    @Test func eachTokenHasItsSwiftNameRowsPerContextAndAliasChain() throws {
        let page = try Self.generated().page
        // `color` is semantic (two of its three tokens are aliases): it comes first; the others keep the plan's
        // order, tokens outside any group sharing one section.
        #expect(page.sections.map(\.title) == ["color", "Top level", "palette", "space", "font", "type"])
        #expect(page.sections.map(\.isSemantic) == [true, false, false, false, false, false])
        #expect(page.sections[1].entries.map(\.path.description) == ["elevation", "fade", "ease", "dash", "divider", "opacity", "old"])
        let text = try Self.entry("color.text", in: page)
        #expect(text.swiftName == "Tokens.Color.text" && text.swiftType == .named("SwiftUI.Color"))
        #expect(text.contexts == [
            .init(context: "theme: light", value: "`#000000`", aliasChain: [TokenPath(dotted: "palette.black")]),
            .init(context: "theme: dark", value: "`#ffffff`", aliasChain: [TokenPath(dotted: "palette.white")]),
            .init(context: "theme: light-hc", value: "`#000000`", aliasChain: [TokenPath(dotted: "palette.black")]),
        ])
        // One value: one row without a context; a varying non-color is a `Varying`.
        let small = try Self.entry("space.small", in: page)
        #expect(small.contexts == [.init(context: "", value: "`8 pt`", aliasChain: [])])
        #expect(small.swiftType == .cgFloat)
        let old = try Self.entry("old", in: page)
        // A `$deprecated` naming the token it aliases is a rename: the reference says to what, in Swift.
        #expect(old.deprecation == "Renamed to `Tokens.Space.small` (`space.small`). Use Tokens.Space.small."
            && old.contexts.first?.aliasChain == [TokenPath(dotted: "space.small")], "\(old.deprecation ?? "")")
        #expect(try Self.entry("palette.scrim", in: page).description == "Behind <sheets> & alerts.")
        #expect(try Self.entry("opacity", in: page).pictures.isEmpty)
        // A picture per appearance context where they differ, one where they do not.
        #expect(try Self.entry("color.text", in: page).pictures.count == 3 && Self.entry("space.small", in: page).pictures.count == 1)
    }

    @Test func contrastRatiosPerContextAreFlaggedBelowAA() throws {
        let page = try Self.generated().page
        let text = try Self.entry("color.text", in: page)
        #expect(text.contrasts.map(\.background) == [TokenPath(dotted: "color.surface"), TokenPath(dotted: "palette.scrim")])
        #expect(text.contrasts[0].rows.map(\.context) == ["theme: light", "theme: dark", "theme: light-hc"])
        #expect(text.contrasts[0].rows.map(\.ratioText) == ["21.00:1", "17.00:1", "21.00:1"])
        // A translucent background is drawn over white (light) or black (dark): black on 40 % black over white
        // is black on 60 % gray; white on 40 % black over black is white on black.
        #expect(text.contrasts[1].rows.map(\.ratioText) == ["7.37:1", "21.00:1", "7.37:1"])
        let muted = try Self.entry("color.muted", in: page).contrasts[0].rows
        // 4.48:1 reads 4.47:1 (truncated), never a passing-looking 4.50.
        #expect(muted.map(\.ratioText) == ["4.47:1", "5.96:1", "7.45:1"])
        #expect(muted.map(\.isBelowMinimum) == [true, false, false])
        let notes = page.notes(try Self.entry("color.muted", in: page)) { $0 }
        #expect(notes == "Contrast on `color.surface`: 4.47:1 **below 4.5:1** (theme: light), 5.96:1 (theme: dark), 7.45:1 (theme: light-hc).", "\(notes)")
    }

    @Test(arguments: [
        ("\"{color.surfac}\"", "contrastWith names 'color.surfac', which is not a token; did you mean '{color.surface}'?"),
        ("\"{space.small}\"", "contrastWith names 'space.small', a dimension; it takes a color"),
        ("\"{color.muted}\"", "contrastWith names the token itself"),
        ("[\"{color.surface}\", 3]", "contrastWith takes an alias of a color token, \"{color.surface.card}\", or a list of them"),
    ])
    func aBadContrastWithIsAPositionedError(written: String, message: String) throws {
        var files = Self.files
        files["tokens/light.tokens.json"] = files["tokens/light.tokens.json"]!.replacingOccurrences(of: "\"contrastWith\": \"{color.surface}\"", with: "\"contrastWith\": \(written)")
        let diagnostics = Pipeline.validate(TokenRun.inputs(files)).diagnostics.map(\.formatted)
        #expect(diagnostics.contains { $0.hasPrefix("tokens/light.tokens.json:4:") && $0.contains("error: " + message) }, "\(diagnostics)")
    }

    @Test func onePicturePerGroupWellFormedSharedByBothReferencesWithEachContextSideBySide() throws {
        let files = try Self.generated().files
        let pictures = files.filter { $0.path.hasSuffix(".svg") }
        func names(under folder: String) -> [String] { pictures.filter { $0.path.hasPrefix(folder) }.map { String($0.path.dropFirst(folder.count)) } }
        // One per group with something to draw, in the page's order, the same drawing in both references.
        let groups = ["tokens-color.svg", "tokens-font.svg", "tokens-palette.svg", "tokens-space.svg", "tokens-top-level.svg", "tokens-type.svg"]
        #expect(names(under: "Docs/tokens/") == groups)
        #expect(names(under: "Swift/Probe.docc/Resources/") == groups)
        #expect(pictures.filter { $0.path.hasPrefix("Docs/") }.map(\.contents) == pictures.filter { $0.path.hasPrefix("Swift/") }.map(\.contents))
        for picture in pictures {
            #expect(XMLCheck.isWellFormed(picture.contents), "\(picture.path): \(picture.contents)")
            #expect(picture.contents.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(picture.path)")
            // Ids are per embedded picture: a gradient or a filter never draws another token's.
            let ids = picture.contents.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(Set(ids).count == ids.count, "\(picture.path): \(ids)")
        }
        func picture(_ name: String) throws -> String { try #require(pictures.first { $0.path == "Docs/tokens/\(name)" }).contents }
        // Colors: a column per theme, the dark one on a dark panel; a token that differs draws in each.
        let colors = try picture("tokens-color.svg")
        #expect(colors.contains(">theme: light</text>") && colors.contains(">theme: dark</text>") && colors.contains(">theme: light-hc</text>"))
        #expect(colors.contains("fill=\"#1C1C1E\"") && colors.contains(">color.text</text>"))
        #expect(colors.components(separatedBy: "fill=\"#ffffff\" stroke").count - 1 == 3, "surface white in light and light-hc, text white in dark: \(colors)")
        let palette = try picture("tokens-palette.svg")
        #expect(palette.contains("url(#r2c0-checker)") && palette.contains("fill=\"#000000\" fill-opacity=\"0.4\""), "\(palette)")
        #expect(try picture("tokens-type.svg").contains("font-family=\"&apos;A&amp;B &lt;Sans&gt;&apos;, -apple-system, system-ui, sans-serif\" font-size=\"17\" font-weight=\"600\""))
        // The same in every context: a swatch in each column, so none looks missing; a bar spans them, once.
        #expect(palette.components(separatedBy: "fill=\"#000000\" stroke").count - 1 == 3, "\(palette)")
        #expect(palette.contains("url(#r2c2-checker)"))
        #expect(try picture("tokens-space.svg").components(separatedBy: "999 pt (not to scale)").count - 1 == 1)
        // A number has no picture: no row in its group's.
        #expect(!(try picture("tokens-top-level.svg")).contains(">opacity</text>"))
    }

    @Test func namesOfPicturesAreSafeAndUnique() {
        var taken: Set<String> = []
        #expect(TokenReferencePage.fileName(TokenPath(["Color", "text", "$root"]), taken: &taken) == "token-color-text-root")
        #expect(TokenReferencePage.fileName(TokenPath(["color", "text-root"]), taken: &taken) == "token-color-text-root-2")
        #expect(TokenReferencePage.fileName(TokenPath(["ü"]), taken: &taken) == "token-unnamed")
        #expect(TokenReferencePage.fileName(TokenPath(["Top level"]), prefix: "tokens", taken: &taken) == "tokens-top-level")
    }

    @Test func theIndexAndTheLandingPageLinkTheTokensPage() throws {
        let files = try Self.generated().files
        let index = try #require(files.first { $0.path == "Docs/index.md" }).contents
        #expect(index.contains("[Tokens](tokens.md)"))
        let landing = try #require(files.first { $0.path == "Swift/Probe.docc/Probe.md" }).contents
        #expect(landing.contains("### Design Tokens\n\n- <doc:DesignTokens>"))
        let article = try #require(files.first { $0.path == "Swift/Probe.docc/DesignTokens.md" }).contents
        #expect(article.hasPrefix("# Design Tokens\n"))
        #expect(article.contains("Semantic groups (mostly aliases): color (3).\n\nPrimitives and other groups: Top level (7), palette (3)"), "\(article)")
        #expect(article.contains("## palette\n\n![palette tokens](tokens-palette.svg)\n\n| Token | Swift | Value | Notes |"), "\(article)")
        #expect(article.contains("| `color.muted` | `Tokens.Color.muted`: `SwiftUI.Color` | theme: light | `#777777` |  | Contrast on `color.surface`: 4.47:1 **below 4.5:1** (theme: light)"), "\(article)")
    }

    @Test func componentPagesListTheirTokensAndTokenEntriesTheirComponents() throws {
        var files = Self.files
        files["specs/Badge.yaml"]! += "tokens:\n  gap: space.small\nproperties:\n  - name: tint\n    type: Color\n    token: palette.white\n"
        files["specs/Tag.yaml"] = "component: Tag\nsummary: A tag.\naccess: internal\nslots:\n  - name: label\n    options: [text]\ntokens:\n  gap: space.small\n"
        let generated = try Self.generated(files).files
        func file(_ path: String) throws -> String { try #require(generated.first { $0.path == path }).contents }
        #expect(try file("Docs/Badge.md").contains("""
            ## Design tokens

            | Read as | Token | Swift |
            |---|---|---|
            | `tokens.gap` | [`space.small`](tokens.md#spacesmall) | `Tokens.Space.small` |
            | default of `tint` | [`palette.white`](tokens.md#palettewhite) | `Tokens.Palette.white` |
            """))
        #expect(try file("Docs/tokens.md").contains("| <a name=\"spacesmall\"></a>`space.small` | `Tokens.Space.small`: `CGFloat` | `8 pt` | Used by [`Badge`](Badge.md), [`Tag`](Tag.md). |\n"))
        #expect(try file("Swift/Probe.docc/Badge.md").contains("### Design tokens\n\n- `tokens.gap`: `space.small` (`Tokens.Space.small`)\n- default of `tint`: `palette.white` (`Tokens.Palette.white`)\n\nSee <doc:DesignTokens>."))
        // The published reference names only published components.
        #expect(try file("Swift/Probe.docc/DesignTokens.md").contains("| `space.small` | `Tokens.Space.small`: `CGFloat` | `8 pt` | Used by ``Badge``. |\n"))
        #expect(MarkdownTokenPage.anchor(of: TokenPath(dotted: "color.text-2.$root")) == "colortext-2root")
        try ReferenceStructureTests.checkStructure(of: generated.filter { $0.path.hasPrefix("Docs/") })
    }

    @Test(.slow(.cmark)) func theMarkdownPageShowsLightAndDarkColumnsThroughGFM() throws {
        let files = try Self.generated().files
        try ReferenceStructureTests.checkStructure(of: files)
        let page = try #require(files.first { $0.path == "Docs/tokens.md" }).contents
        let html = try CommonMark.html(page)
        // The index links each group's heading; each group shows its picture, then its table.
        #expect(html.contains("<a href=\"#color\">color</a> (3)") && html.contains("<a href=\"#top-level\">Top level</a> (7)"), "\(html)")
        #expect(html.contains("<h2>Top level</h2>\n<p><img src=\"tokens/tokens-top-level.svg\" alt=\"Top level tokens\" /></p>\n<table>"), "\(html)")
        #expect(html.contains("<th>Token</th>\n<th>Swift</th>\n<th>Context</th>\n<th>Value</th>\n<th>Alias of</th>\n<th>Notes</th>"))
        // A token varying with the theme: a row per context, its name on the first; an anchor per token.
        #expect(html.contains("<td><a name=\"colortext\"></a><code>color.text</code></td>\n<td><code>Tokens.Color.text</code>: <code>SwiftUI.Color</code></td>\n<td>theme: light</td>\n<td><code>#000000</code></td>\n<td><code>palette.black</code></td>"), "\(html)")
        #expect(html.contains("<td></td>\n<td></td>\n<td>theme: dark</td>\n<td><code>#ffffff</code></td>\n<td><code>palette.white</code></td>"))
        #expect(html.contains("4.47:1 <strong>below 4.5:1</strong> (theme: light)"))
        #expect(html.contains("Behind &lt;sheets&gt; &amp; alerts.") && !html.contains("<sheets>"))
        try #require(files.contains { $0.path.hasSuffix(".svg") })
        for file in files where file.path.hasSuffix(".svg") {
            #expect(html.contains(file.path.replacingOccurrences(of: "Docs/", with: "")) || !file.path.hasPrefix("Docs/"), "\(file.path) is not shown")
        }
    }
}

/// Well-formedness by Foundation's XML parser (libxml2 on Linux).
enum XMLCheck {
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
