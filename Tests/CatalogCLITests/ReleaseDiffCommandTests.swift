import Foundation
import TestSupport
import Testing

/// `catalog diff` as the release tool (issue 44 items 3b and 4), in a git repository tagged as a design system
/// tags its releases: the token half of the newcomer's week ends "minor", with the changelog entry.
@Suite(.serialized, .slow(.process)) struct ReleaseDiffCommandTests {
    static let blue = #"{ "colorSpace": "srgb", "components": [0, 0.4, 1] }"#

    /// The designers' export at 1.2.0.
    static let tokens = """
        {
          "color": { "$type": "color", "background": { "brand": { "tertiary": { "$value": \(blue) } } } },
          "size": { "$type": "dimension", "space": { "200": { "$value": { "value": 8, "unit": "px" } } } }
        }

        """

    static let card = """
        component: Card
        summary: A card.
        slots:
          - name: title
            options: [text]
        tokens:
          padding: size.space.200
          fill: color.background.brand.tertiary

        """

    static let settings = "module: Catalog\ntokens:\n  files: [../tokens/base.tokens.json]\n"

    static func write(_ text: String, _ path: String, in root: URL) throws {
        try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// The designers rename `tertiary` to `subtle` in Figma and re-export (the old path is gone), and change a
    /// spacing value. First `catalog diff` says it breaks and shows the two lines that fix it; with them in
    /// catalog.yaml it is minor, and `--changelog` writes the release notes.
    @Test func aRenamedTokenAndAChangedSpacingMakeAMinorRelease() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": Self.card, "specs/catalog.yaml": Self.settings, "tokens/base.tokens.json": Self.tokens])
        try DiffCommandTests.git(["init", "-q"], in: root)
        try DiffCommandTests.git(["add", "."], in: root)
        try DiffCommandTests.git(["commit", "-q", "-m", "1.2.0"], in: root)
        try DiffCommandTests.git(["tag", "1.2.0"], in: root)

        try Self.write(Self.tokens.replacingOccurrences(of: "tertiary", with: "subtle").replacingOccurrences(of: "\"value\": 8", with: "\"value\": 12"),
                       "tokens/base.tokens.json", in: root)
        // The spec still names the old path: validation says to write the new one.
        let validate = try CatalogCLI.run(["validate"], in: root)
        #expect(validate.output.contains("specs/Card.yaml:8:9: error: no design token 'color.background.brand.tertiary'; did you mean 'color.background.brand.subtle'?"), "\(validate.output)")
        try Self.write(Self.card.replacingOccurrences(of: "tertiary", with: "subtle"), "specs/Card.yaml", in: root)

        let breaking = try CatalogCLI.run(["diff", "--from", "1.2.0"], in: root)
        #expect(breaking.status == 1, "\(breaking.error)")
        #expect(breaking.output.contains("""
              breaking: token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) removed: code that reads it breaks; it looks renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`), which has its value in every context: these lines under catalog.yaml's `tokens:` keep the old name and make it additive
                  renamed:
                    color.background.brand.tertiary: color.background.brand.subtle

            """), "\(breaking.output)")
        #expect(breaking.output.hasSuffix(": needs a major version bump: 1.2.0 → 2.0.0\n"), "\(breaking.output)")

        // The two lines pasted under tokens:.
        try Self.write(Self.settings + "  renamed:\n    color.background.brand.tertiary: color.background.brand.subtle\n", "specs/catalog.yaml", in: root)
        let minor = try CatalogCLI.run(["diff", "--from", "1.2.0"], in: root)
        #expect(minor.status == 0, "\(minor.error)")
        #expect(minor.output == """
            Tokens
              additive: token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`): the old name stays, deprecated, as its alias
              compatible: token `Tokens.Size.Space.space200` (`size.space.200`): value 8 pt → 12 pt; read by `Card`
            0 breaking, 1 additive, 1 compatible: needs a minor version bump: 1.2.0 → 1.3.0

            """, "\(minor.output)")

        let changelog = try CatalogCLI.run(["diff", "--from", "1.2.0", "--changelog", "--date", "2026-11-28"], in: root)
        #expect(changelog.status == 0, "\(changelog.error)")
        #expect(changelog.output == """
            ## [1.3.0] - 2026-11-28

            ### Changed

            - Tokens: token `Tokens.Size.Space.space200` (`size.space.200`): value 8 pt → 12 pt; read by `Card`

            ### Deprecated

            - Tokens: token `Tokens.Color.Background.Brand.tertiary` (`color.background.brand.tertiary`) renamed to `Tokens.Color.Background.Brand.subtle` (`color.background.brand.subtle`): the old name stays, deprecated, as its alias

            """, "\(changelog.output)")

        // The JSON says both versions; a revision that is not a release tag gets the bump alone.
        let json = try CatalogCLI.run(["diff", "--from", "1.2.0", "--format", "json"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["from"] as? String == "1.2.0" && object["nextVersion"] as? String == "1.3.0")
        let head = try CatalogCLI.run(["diff", "--from", "HEAD"], in: root)
        #expect(head.output.hasSuffix("needs a minor version bump\n"), "\(head.output)")
        #expect(try CatalogCLI.run(["diff", "--from", "1.2.0", "--changelog", "--format", "json"], in: root).status == 2)
        #expect(try CatalogCLI.run(["diff", "--from", "1.2.0", "--changelog", "--date", "28.11.2026"], in: root).status == 2)
    }

    /// A v-prefixed tag keeps its prefix.
    @Test func aVPrefixedTagGivesAVPrefixedVersion() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        try DiffCommandTests.git(["init", "-q"], in: root)
        try DiffCommandTests.git(["add", "."], in: root)
        try DiffCommandTests.git(["commit", "-q", "-m", "v2.4.1"], in: root)
        try DiffCommandTests.git(["tag", "v2.4.1"], in: root)
        try Self.write(CLITests.card.replacingOccurrences(of: "    options: [text]\n", with: ""), "specs/Card.yaml", in: root)
        let run = try CatalogCLI.run(["diff", "--from", "v2.4.1"], in: root)
        #expect(run.status == 1)
        #expect(run.output.hasSuffix(": needs a major version bump: v2.4.1 → v3.0.0\n"), "\(run.output)")
    }
}
