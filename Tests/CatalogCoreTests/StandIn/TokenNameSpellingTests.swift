import CatalogCore
import Foundation
import TestSupport
import Testing

/// Token, group, modifier and context names Swift refuses or reserves (issue 45, item 8) get the one spelling
/// `TokenNames` documents: keywords keep their name (declared in backticks, read as written after a dot), and a
/// name Swift reads as its own (`init`, `self`, `Type`, `Protocol`, `Self`, `Any`) or a group's enum that would
/// hide a type the token code names (`String`, `CGFloat`, `Varying`, the namespace) takes a trailing
/// underscore. A set with each of them is generated, type-checked on the stand-in and Apple's iOS 17.4 SDK with
/// every name read as docs/DesignTokens.md spells it, and its DocC article converted by the real `docc`.
@Suite(.slow(.compiles)) struct TokenNameSpellingTests {
    static func dimension(_ value: Int) -> String { ##"{ "$value": { "value": \##(value), "unit": "px" } }"## }

    static let inputs = TokenRun.inputs([
        "specs/catalog.yaml": "module: Probe\ntokens:\n  resolver: ../tokens/t.resolver.json\n  modes:\n    default: environment\n",
        "specs/Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\nexamples:\n  - title: Plain\n    code: |\n      Badge(label: \"New\")\n",
        "tokens/t.resolver.json": ##"""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.json" }] }, "default": "light" },
                "default": { "contexts": { "default": [], "init": [{ "$ref": "init.json" }] }, "default": "default" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/default" }] }
            """##,
        "tokens/base.json": ##"""
            { "color": { "$type": "color", "text": { "default": {
                "$root": { "$value": "#101010" }, "secondary": { "$value": "#505050" } } } },
              "size": { "$type": "dimension",
                "default": \##(dimension(1)), "class": \##(dimension(2)), "init": \##(dimension(3)), "self": \##(dimension(4)),
                "protocol": \##(dimension(5)), "in": \##(dimension(6)), "type": \##(dimension(7)), "400": \##(dimension(8)),
                "gap": \##(dimension(9)), "varying": { "x": \##(dimension(10)) } },
              "type": { "$type": "dimension", "body": \##(dimension(11)) },
              "protocol": { "$type": "dimension", "x": \##(dimension(12)) },
              "Self": { "$type": "dimension", "x": \##(dimension(13)) },
              "any": { "$type": "dimension", "x": \##(dimension(14)) },
              "string": { "$type": "dimension", "x": \##(dimension(15)) },
              "CGFloat": { "$type": "dimension", "x": \##(dimension(16)) },
              "tokens": { "$type": "dimension", "x": \##(dimension(17)) },
              "context": { "$type": "dimension", "x": \##(dimension(18)) },
              "font": { "$type": "fontFamily", "family": { "$value": "Inter" } } }
            """##,
        "tokens/dark.json": ##"{ "color": { "$type": "color", "text": { "default": { "$root": { "$value": "#f0f0f0" } } } } }"##,
        "tokens/init.json": ##"{ "size": { "$type": "dimension", "gap": \##(dimension(19)) } }"##,
    ])

    /// Every name, read as docs/DesignTokens.md ("Names") spells it.
    static let uses = """
        import SwiftUI
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @MainActor func readEveryName() -> [CGFloat] {
            let text: SwiftUI.Color = Tokens.Color.Text.default
            _ = [text, Tokens.Color.Text.Default.secondary]
            var environment = EnvironmentValues()
            environment.default = .init_
            let context = Tokens.Context(theme: .dark, default: .default)
            let family: String = Tokens.Font.family
            _ = family
            return [Tokens.Size.default, Tokens.Size.class, Tokens.Size.init_, Tokens.Size.self_, Tokens.Size.protocol,
                    Tokens.Size.in, Tokens.Size.type, Tokens.Size.size400, Tokens.Size.gap.resolve(in: environment),
                    Tokens.Size.gap.value(in: context), Tokens.Size.Varying_.x, Tokens.Type_.body, Tokens.Protocol_.x,
                    Tokens.Self_.x, Tokens.Any_.x, Tokens.String_.x, Tokens.CGFloat_.x, Tokens.Tokens_.x, Tokens.Context_.x]
        }
        """

    static func sources() throws -> [String: String] { TokenRun.generatedSwift(inputs) }

    @Test func everyNameTypeChecksOnBoth() throws {
        var sources = try Self.sources()
        let tokens = try #require(sources["Swift_Tokens.swift"])
        for declaration in ["public static let `default`: CGFloat = 1", "public static let `class`: CGFloat = 2", "public static let init_: CGFloat = 3",
                            "public enum Type_ {", "public enum Self_ {", "public enum Varying_ {", "public enum Tokens_ {",
                            "case `default`, init_", "public var `default`: Tokens.Default"] {
            #expect(tokens.contains(declaration), "no `\(declaration)` in:\n\(tokens)")
        }
        sources["Uses.swift"] = Self.uses
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// The DocC article spells each Swift name without backticks (a code span DocC does not read as a symbol
    /// link), and `docc convert` over the module's symbol graph and the generated catalog warns about nothing.
    @Test(.enabled(if: Toolchain.find("docc") != nil, "docc is not on PATH (it comes with the Swift toolchain)"))
    func theDocCArticleSpellsThemAsDocCReadsThem() throws {
        let result = Pipeline.generate(Self.inputs, products: .docc)
        let article = try #require(result.files.first { $0.path.hasSuffix("DesignTokens.md") }).contents
        #expect(article.contains("`Tokens.Color.Text.default`: `SwiftUI.Color`"), "\(article)")
        #expect(article.contains("`Tokens.Size.init_`: `CGFloat`"), "\(article)")
        #expect(article.contains("`Tokens.Type_.body`: `CGFloat`"), "\(article)")
        #expect(!article.contains("``"), "\(article)")

        // The DocC catalog as generated, and the module's Swift (the generated files and a body) beside it.
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-docc-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let files = result.files.map { ($0.path, $0.contents) } + (try Self.sources()).map { ("Sources/\($0.key)", $0.value) }
        for (path, contents) in files {
            let url = work.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let swift = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("Sources").path)
            .map { work.appendingPathComponent("Sources/\($0)").path }
        let graphs = work.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let swiftc = try #require(Toolchain.find("swiftc"))
        let built = try Toolchain.run(swiftc, ["-emit-module", "-module-name", "Probe", "-swift-version", "6", "-I", Toolchain.modules.path,
                                               "-emit-module-path", graphs.appendingPathComponent("Probe.swiftmodule").path,
                                               "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path] + swift)
        try #require(built.status == 0, "\(built.output)")
        let converted = try Toolchain.run(try #require(Toolchain.find("docc")), [
            "convert", work.appendingPathComponent("Swift/Probe.docc").path, "--additional-symbol-graph-dir", graphs.path,
            "--output-path", work.appendingPathComponent("site").path, "--fallback-display-name", "Probe", "--fallback-bundle-identifier", "Probe",
        ])
        #expect(converted.status == 0, "\(converted.output)")
        #expect(!converted.output.contains("warning:"), "DocC warned:\n\(converted.output)")
    }

    /// docs/DesignTokens.md's table of names lists exactly the names the rule gives an underscore.
    @Test func theDocsListTheNamesTheRuleSuffixes() throws {
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/DesignTokens.md"), encoding: .utf8)
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains("with a trailing `_`") }
        #expect(rows.count == 2, "\(rows)")
        let listed = Set(rows.flatMap { $0.split(separator: "|")[0].matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) } })
        #expect(listed == TokenNames.readOtherwise, "docs: \(listed.sorted()), code: \(TokenNames.readOtherwise.sorted())")
    }
}
