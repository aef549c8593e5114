import CatalogCore
import TestSupport
import Testing

/// Token renames (SPEC revision 5, issue 44 item 3b): catalog.yaml's `tokens: renamed:` keeps a renamed
/// token's old path compiling after the designers' next export, as a deprecated forwarder whose `renamed:`
/// names the new Swift member; a `$deprecated` message naming `{another.token}` reads the same way.
@Suite struct TokenRenameTests {
    static let blue = #"{ "colorSpace": "srgb", "components": [0, 0.4, 1] }"#

    /// The export after the rename: `color.background.brand.tertiary` is gone, `subtle` is there.
    static let exported = """
        {
          "color": { "$type": "color",
            "background": { "brand": { "subtle": { "$value": \(blue) }, "strong": { "$value": \(blue) } } },
            "accent": { "$value": \(blue) },
            "legacy": { "$value": "{color.accent}", "$deprecated": "Use {color.accent}; legacy goes in 3.0." },
            "retired": { "$value": \(blue), "$deprecated": "Nothing replaces it." }
          },
          "size": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } }
        }
        """

    static func files(_ renamed: String, tokens: String = exported) -> [String: String] {
        TokenRun.files(["base.tokens.json": tokens], settings: "  renamed:\n" + renamed)
    }

    /// `Swift/Tokens.swift`, each line without its indentation.
    static func swift(_ files: [String: String]) throws -> String {
        let result = Pipeline.generate(TokenRun.inputs(files), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let file = try #require(result.files.first { $0.path == "Swift/Tokens.swift" }).contents
        return file.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    @Test func aRenameKeepsTheOldMemberAsADeprecatedForwarder() throws {
        let swift = try Self.swift(Self.files("""
                color.background.brand.tertiary: color.background.brand.subtle
                color.brand: '{color.background.brand.strong}'
                size.spacing: size.gap

            """))
        // In the same enum: the bare member, so Xcode offers the fix-it.
        #expect(swift.contains("""
            @available(*, deprecated, renamed: "subtle")
            public static var tertiary: SwiftUI.Color { Tokens.Color.Background.Brand.subtle }
            """))
        // Moved to another enum: the qualified name (Swift has no fix-it across types; the message names it).
        #expect(swift.contains("""
            @available(*, deprecated, renamed: "Tokens.Color.Background.Brand.strong")
            public static var brand: SwiftUI.Color { Tokens.Color.Background.Brand.strong }
            """))
        #expect(swift.contains("@available(*, deprecated, renamed: \"gap\")\npublic static var spacing: CGFloat { Tokens.Size.gap }"))
        #expect(!swift.contains("{color."), "no DTCG braces in Swift")
    }

    @Test func aDeprecatedMessageNamingATokenIsARenameQuotingSwiftNames() throws {
        let swift = try Self.swift(TokenRun.files(["base.tokens.json": Self.exported]))
        #expect(swift.contains("""
            @available(*, deprecated, renamed: "accent", message: "Use Tokens.Color.accent; legacy goes in 3.0.")
            public static var legacy: SwiftUI.Color { Tokens.Color.accent }
            """))
        #expect(swift.contains("@available(*, deprecated, message: \"Nothing replaces it.\")\npublic static let retired"))
    }

    /// A color that resolves itself and a dimension that varies: the forwarder has the new member's type and
    /// availability, and the app's old code compiles (with the deprecation) on the stand-in and Apple's SDK.
    @Test(.slow(.compiles)) func aVaryingTokensForwarderCompiles() throws {
        let base = #"{ "color": { "$type": "color", "surface": { "$value": \#(Self.blue) } }, "size": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } } } }"#
        let dark = #"{ "color": { "surface": { "$value": \#(TokenDiffTests.darkBlue) } }, "size": { "gap": { "$value": { "value": 6, "unit": "px" } } } }"#
        var files = TokenDiffTests.themed(base: base, dark: dark)
        files["specs/catalog.yaml"]! += "  renamed:\n    color.card: color.surface\n    size.spacing: size.gap\n"
        let result = Pipeline.generate(TokenRun.inputs(files), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files.filter { $0.path.hasPrefix("Swift/Token") })
        let swift = try #require(sources["Swift_Tokens.swift"])
        #expect(swift.contains("@available(*, deprecated, renamed: \"surface\")\n        public static var card: SwiftUI.Color { Tokens.Color.surface }"), "\(swift)")
        #expect(swift.contains("@available(*, deprecated, renamed: \"gap\")\n        public static var spacing: Varying<CGFloat> { Tokens.Size.gap }"), "\(swift)")
        sources["App.swift"] = """
            import SwiftUI
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            @available(*, deprecated)
            func old(_ environment: EnvironmentValues) -> (SwiftUI.Color, CGFloat) { (Tokens.Color.card, Tokens.Size.spacing.resolve(in: environment)) }

            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// A component that names the old path reads the new member (no warning in the design system's own build)
    /// and is told to write the new path.
    @Test func aComponentNamingTheOldPathReadsTheNewMember() throws {
        var files = Self.files("    color.background.brand.tertiary: color.background.brand.subtle\n")
        files["specs/Badge.yaml"] = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\nproperties:\n  - name: tint\n    type: Color\n    token: color.background.brand.tertiary\n"
        let result = Pipeline.validate(TokenRun.inputs(files))
        #expect(result.diagnostics.map(\.formatted) == [
            "specs/Badge.yaml:9:12: warning: token 'color.background.brand.tertiary' is renamed to 'color.background.brand.subtle'; write 'color.background.brand.subtle'",
        ])
        #expect(result.catalog?.components.first?.properties.first?.defaultValue == "Tokens.Color.Background.Brand.subtle")
    }

    @Test(arguments: [
        ("    color.background.brand.tertiary: color.background.brand.subtel\n",
         "specs/catalog.yaml:4:38: error: 'color.background.brand.tertiary' is renamed to 'color.background.brand.subtel', which is not a token of the files; did you mean 'color.background.brand.subtle'?"),
        ("    color.accent: color.background.brand.subtle\n",
         "specs/catalog.yaml:4:5: error: 'color.accent' is renamed to 'color.background.brand.subtle', but the token files still declare it (tokens/base.tokens.json:4:5); a rename keeps an old path the export no longer has: remove it from renamed:, or from the files"),
        ("    color.old: color.older\n    color.older: color.accent\n",
         "specs/catalog.yaml:4:16: error: 'color.older' is itself renamed (color.old → color.older → color.accent); rename 'color.old' straight to 'color.accent'"),
        ("    color.a: color.b\n    color.b: color.a\n",
         "specs/catalog.yaml:4:14: error: renamed: entries form a cycle: color.a → color.b → color.a"),
        ("    color.brand: color.background\n",
         "specs/catalog.yaml:4:18: error: 'color.background' is a group, not a token; renamed: maps one token's old path to its new one"),
        ("    color.background: color.accent\n",
         "specs/catalog.yaml:4:5: error: 'color.background' is a group of the token files; renamed: maps one token's old path to its new one"),
        ("    color.x: color.x\n", "specs/catalog.yaml:4:14: error: 'color.x' is renamed to itself"),
        ("    - color.x\n", "specs/catalog.yaml:4:5: error: expected a mapping of old token paths to new ones for 'renamed', found a sequence"),
        // Two old paths that would be one Swift member.
        ("    color.old-brand: color.accent\n    color.oldBrand: color.accent\n",
         "specs/catalog.yaml:5:5: error: 'color.oldBrand' and 'color.old-brand' (specs/catalog.yaml:4:5) would both be `Tokens.Color.oldBrand`; rename one"),
    ])
    func renameProblemsArePositioned(renamed: String, message: String) {
        let (tokens, diagnostics) = TokenRun.validate(Self.files(renamed))
        #expect(diagnostics.contains(message), "\(diagnostics)")
        #expect(tokens == nil)
    }

    @Test func aMessageNamingNoTokenWarnsWithTheNearestPath() {
        let tokens = Self.exported.replacingOccurrences(of: "Nothing replaces it.", with: "Use {color.acent}.")
        let (catalog, diagnostics) = TokenRun.validate(TokenRun.files(["base.tokens.json": tokens]))
        #expect(diagnostics == ["tokens/base.tokens.json:6:5: warning: the $deprecated message of 'color.retired' names {color.acent}, which is not a token; did you mean '{color.accent}'?"])
        #expect(catalog?.token(TokenPath(dotted: "color.retired"))?.renamedTo == nil)
    }
}
