import Foundation
import TestSupport
import Testing

/// The `catalog` executable run as a real process, as authors and CI run it.
@Suite(.serialized, .slow(.process)) struct CLITests {
    static let card = "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n  - name: actions\n    optional: true\n"

    @Test func validSpecsExitZero() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": Self.card])
        let run = try CatalogCLI.run(["validate"], in: root)
        #expect(run.status == 0)
        #expect(run.output == "1 spec valid\n")
    }

    @Test func misspelledKeyIsPositionedWithASuggestion() throws {
        let bad = Self.card.replacingOccurrences(of: "optional: true", with: "optinal: true")
        let root = try CatalogCLI.folder(["specs/Card.yaml": bad, "specs/Badge.yaml": "component: Badge\nsummary: B.\nslots:\n  - name: label\n"])
        let run = try CatalogCLI.run(["validate"], in: root)
        #expect(run.status == 1)
        #expect(run.output == "specs/Card.yaml:7:5: error: unknown key 'optinal'; did you mean 'optional'?\n1 error in 1 file\n")
    }

    @Test func jsonFormat() throws {
        let bad = Self.card.replacingOccurrences(of: "optional: true", with: "optinal: true")
        let root = try CatalogCLI.folder(["specs/Card.yaml": bad])
        let run = try CatalogCLI.run(["validate", "--format", "json"], in: root)
        #expect(run.status == 1)
        let records = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        #expect(records?.count == 1)
        #expect(records?.first?["line"] as? Int == 7)
        #expect(records?.first?["column"] as? Int == 5)
        #expect(records?.first?["file"] as? String == "specs/Card.yaml")
        #expect(records?.first?["severity"] as? String == "error")
    }

    @Test func usageErrorsExitTwo() throws {
        let root = try CatalogCLI.folder([:])
        #expect(try CatalogCLI.run(["validate", "--format", "xml"], in: root).status == 2)
        #expect(try CatalogCLI.run(["validate", "--specs", "nowhere"], in: root).status == 2)
        #expect(try CatalogCLI.run(["frobnicate"], in: root).status == 2)
        // A folder without component specs or tokens is refused before anything could be "removed".
        let onlySettings = try CatalogCLI.folder(["specs/catalog.yaml": "module: Catalog\n"])
        let run = try CatalogCLI.run(["generate"], in: onlySettings)
        #expect(run.status == 2)
        #expect(run.error.contains("no component specs in 'specs'"))
    }

    /// Teams adopt tokens first: a catalog.yaml that names tokens and no component spec validates, generates
    /// its token values and references, and the Swift compiles with warnings as errors (stand-in and Apple's SDK).
    @Test(.slow(.compiles)) func aCatalogOfTokensAloneGenerates() throws {
        let root = try CatalogCLI.folder([
            "specs/catalog.yaml": """
                module: Brand
                tokens:
                  files: [../tokens/base.tokens.json]

                """,
            "tokens/base.tokens.json": ##"{ "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } } }, "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }"##,
        ])
        let validated = try CatalogCLI.run(["validate"], in: root)
        #expect(validated.status == 0, "\(validated.error)")
        #expect(validated.output == "catalog.yaml and its design tokens valid\n")
        let generated = try CatalogCLI.run(["generate"], in: root)
        #expect(generated.status == 0, "\(generated.error)")
        let swift = root.appendingPathComponent("Generated/Swift")
        let tokens = try String(contentsOf: swift.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        #expect(tokens.contains("accent"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated/Docs/tokens.md").path))
        #expect(FileManager.default.fileExists(atPath: swift.appendingPathComponent("Brand.docc/DesignTokens.md").path))
        // The gallery is the tokens' screen.
        let gallery = try String(contentsOf: swift.appendingPathComponent("CatalogGallery.swift"), encoding: .utf8)
        #expect(gallery.contains("public struct CatalogGallery: View") && gallery.contains("CatalogGalleryTokens()"))
        let files = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        var sources: [String: String] = [:]
        for file in files { sources[file] = try String(contentsOf: swift.appendingPathComponent(file), encoding: .utf8) }
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// `new --tokens` finds a path written without its top group (`space.400` → `size.space.400`), and
    /// accepts the `$root` spelling it suggests for a group's own token, saying how to quote it.
    @Test func newTokensSuggestsAcrossGroupsAndTakesRoot() throws {
        let root = try CatalogCLI.folder([
            "specs/catalog.yaml": "module: Brand\ntokens:\n  files: [../tokens/base.tokens.json]\n",
            "tokens/base.tokens.json": ##"""
                { "size": { "space": { "$type": "dimension", "400": { "$value": { "value": 16, "unit": "px" } } } },
                  "color": { "$type": "color", "text": { "default": {
                    "$root": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                    "secondary": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.4, 0.4] } } } } } }
                """##,
        ])
        let nested = try CatalogCLI.run(["new", "Chip", "--tokens", "gap:space.400"], in: root)
        #expect(nested.status == 2)
        #expect(nested.error == "Error: --tokens: no design token 'space.400' for 'gap'; did you mean 'size.space.400'?\n")
        let group = try CatalogCLI.run(["new", "Chip", "--tokens", "ink:color.text.default"], in: root)
        #expect(group.error == "Error: --tokens: no design token 'color.text.default' for 'ink'; did you mean 'color.text.default.$root'? (in single quotes: --tokens 'ink:color.text.default.$root')\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("specs/Chip.yaml").path))
        let taken = try CatalogCLI.run(["new", "Chip", "--tokens", "ink:color.text.default.$root,gap:size.space.400"], in: root)
        #expect(taken.status == 0, "\(taken.error)")
        #expect(try String(contentsOf: root.appendingPathComponent("specs/Chip.yaml"), encoding: .utf8).contains("  ink: \"color.text.default.$root\"\n"))
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
    }

    @Test func generateWritesThenWritesNothing() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": Self.card])
        let first = try CatalogCLI.run(["generate"], in: root)
        #expect(first.status == 0)
        #expect(first.output == "1 component, 7 initializers (largest: Card, 7): 8 written, 0 unchanged, 0 removed\n")
        let card = root.appendingPathComponent("Generated/Swift/Card.swift")
        let before = try FileManager.default.attributesOfItem(atPath: card.path)[.modificationDate] as? Date
        let second = try CatalogCLI.run(["generate"], in: root)
        #expect(second.output == "nothing changed since the last run: 8 files up to date\n")
        // Without the fast path (forced), the writer still finds nothing to write.
        let forced = try CatalogCLI.run(["generate", "--force"], in: root)
        #expect(forced.output.hasSuffix(": 0 written, 8 unchanged, 0 removed\n"))
        let after = try FileManager.default.attributesOfItem(atPath: card.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try CatalogCLI.run(["generate", "--check"], in: root).status == 0)
    }

    @Test func invalidSpecsWriteNothing() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": Self.card])
        _ = try CatalogCLI.run(["generate"], in: root)
        let before = try String(contentsOf: root.appendingPathComponent("Generated/Swift/Card.swift"), encoding: .utf8)
        try (Self.card + "colour: red\n").write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        let run = try CatalogCLI.run(["generate"], in: root)
        #expect(run.status == 1)
        #expect(run.output.contains("specs/Card.yaml:8:1: error: unknown key 'colour'"))
        #expect(run.output.hasSuffix("nothing was written\n"))
        let after = try String(contentsOf: root.appendingPathComponent("Generated/Swift/Card.swift"), encoding: .utf8)
        #expect(before == after)
    }

    /// The output folder holds only generated files and the manifest, with nothing local (times, locks):
    /// the same specs give the same bytes in any folder, and committing it needs no ignore rules.
    @Test func sameSpecsGiveIdenticalTreesInAnyFolder() throws {
        let badge = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"
        let root = try CatalogCLI.folder(["specs/Card.yaml": Self.card, "specs/Badge.yaml": badge])
        #expect(try CatalogCLI.run(["generate", "--output", "first"], in: root).status == 0)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(try CatalogCLI.run(["generate", "--output", "second"], in: root).status == 0)
        let first = try CatalogCLI.tree(root.appendingPathComponent("first"))
        let second = try CatalogCLI.tree(root.appendingPathComponent("second"))
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first { #expect(second[path] == bytes, "\(path) differs") }
        let hidden = first.keys.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
        #expect(hidden == [".catalog-manifest.json"])
        // The stamp lives elsewhere, and still makes the next run a no-op that leaves the tree as it was.
        #expect(try CatalogCLI.run(["generate", "--output", "first"], in: root).output.hasPrefix("nothing changed since the last run"))
        #expect(try CatalogCLI.tree(root.appendingPathComponent("first")) == second)
    }

    /// Inside a package the stamp goes to the package's git-ignored `.build/catalog`.
    @Test func stampOfAPackageIsInItsBuildFolder() throws {
        let root = try CatalogCLI.folder(["Package.swift": "// swift-tools-version: 6.0\n", "specs/Card.yaml": Self.card])
        #expect(try CatalogCLI.run(["generate", "--output", "Sources/Demo/Generated"], in: root).status == 0)
        let stamps = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".build/catalog/stamps").path)
        #expect(stamps.count == 1)
        #expect(stamps.first?.hasPrefix("Generated-") == true)
        #expect(try CatalogCLI.run(["generate", "--output", "Sources/Demo/Generated"], in: root).output.hasPrefix("nothing changed"))
        // A lost cache only costs the fast path.
        try FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
        let full = try CatalogCLI.run(["generate", "--output", "Sources/Demo/Generated"], in: root)
        #expect(full.output.hasSuffix(": 0 written, 8 unchanged, 0 removed\n"), "\(full.output)")
    }

    /// `catalog init` in a folder without Package.swift sets up a whole package: its manifest finds
    /// catalog where this executable was built (here: this checkout), and the example is generated.
    @Test func initInAnEmptyFolderMakesAPackage() throws {
        let root = try CatalogCLI.folder([:]).appendingPathComponent("design-system")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let run = try CatalogCLI.run(["init"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tools = try String(contentsOf: root.appendingPathComponent("Tools/Package.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
        let version = try Self.version()
        // Teammates and CI need the checkout's remote, from this release; without one, its folder (and init says it is local).
        let remote = try Toolchain.run("/usr/bin/env", ["git", "-C", checkout.path, "remote", "get-url", "origin"], separateErrors: true)
        if remote.status == 0 {
            let url = remote.output.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(tools.contains(".package(url: \"\(url)\", from: \"\(version)\")"))
            #expect(manifest.contains(".package(url: \"\(url)\", from: \"\(version)\", traits: [])"))
            #expect(run.output.contains("Tools/Package.swift depends on catalog at \(url) (from: \"\(version)\")"))
        } else {
            #expect(tools.contains(".package(path: \"\(checkout.standardizedFileURL.path)\")"))
            #expect(manifest.contains(".package(path: \"\(checkout.standardizedFileURL.path)\", traits: [])"))
            #expect(manifest.contains(".product(name: \"SwiftUI\", package: \"\(checkout.lastPathComponent.lowercased())\")"))
            #expect(run.output.contains("a folder on this machine only (pass --catalog-package URL for teammates and CI)"))
        }
        // Apps on Apple platforms resolve nothing of catalog: the dependency is in the Linux block only.
        let linuxBlock = try #require(manifest.range(of: "#if os(Linux)\n"))
        #expect(manifest[..<linuxBlock.lowerBound].contains(".package(") == false)
        #expect(manifest.contains("name: \"DesignSystem\""))
        let settings = try String(contentsOf: root.appendingPathComponent("specs/catalog.yaml"), encoding: .utf8)
        #expect(settings.contains("\ninitializers: compact\n"))
        #expect(settings.contains("combinatorial"))
        let ignored = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignored.split(separator: "\n").starts(with: [".build/", "Package.resolved", ".swiftpm/"]))
        // README's and the Pages workflow's `catalog site --output site` is never committed by `git add -A`.
        #expect(ignored.split(separator: "\n").contains("/site/"))
        // The accessibility audit runs with `swift test` on Linux (.ci/adoption-test-empty-folder runs it).
        #expect(manifest.contains(".testTarget(name: \"DesignSystemAuditTests\""), "\(manifest)")
        let audit = try String(contentsOf: root.appendingPathComponent("Tests/DesignSystemAuditTests/AccessibilityAuditTests.swift"), encoding: .utf8)
        #expect(audit.contains("import DesignSystem\n") && audit.contains("_TestRenderer.audit("))
        for path in ["specs/Greeting.yaml", "Sources/DesignSystem/Greeting+Style.swift", "Sources/DesignSystem/Generated/Swift/Greeting.swift"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        // Now it is a package: init keeps every file, and finds the module in the manifest it wrote.
        let again = try CatalogCLI.run(["init"], in: root)
        #expect(again.status == 0)
        #expect(again.output.contains("kept specs/catalog.yaml (it exists)"))
        #expect(again.output.contains("kept Sources/DesignSystem/Greeting+Style.swift (it exists)"))
    }

    @Test func initTakesTheCatalogPackageAndModuleGiven() throws {
        let root = try CatalogCLI.folder([:])
        let run = try CatalogCLI.run(["init", "App", "--module", "Components", "--catalog-package", "https://example.com/team/catalog.git"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let manifest = try String(contentsOf: root.appendingPathComponent("App/Package.swift"), encoding: .utf8)
        let tools = try String(contentsOf: root.appendingPathComponent("App/Tools/Package.swift"), encoding: .utf8)
        let version = try Self.version()
        #expect(manifest.contains(".package(url: \"https://example.com/team/catalog.git\", from: \"\(version)\", traits: [])"))
        #expect(tools.contains(".package(url: \"https://example.com/team/catalog.git\", from: \"\(version)\")"))
        #expect(manifest.contains("package: \"catalog\""))
        #expect(manifest.contains("name: \"Components\""))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Sources/Components/Generated/Swift/Greeting.swift").path))
        // A module named like one of catalog's own targets cannot be in the same package graph.
        let clash = try CatalogCLI.run(["init", "Other", "--module", "Catalog"], in: root)
        #expect(clash.status == 2)
        #expect(clash.error.contains("target names must be unique"))
    }

    /// In an existing package init adds the catalog only, with the module from its manifest.
    @Test func initInAPackageAddsOnlyTheCatalog() throws {
        let root = try CatalogCLI.folder(["Package.swift": "// swift-tools-version: 6.0\nlet package = Package(name: \"P\", targets: [.target(name: \"Kit\")])\n"])
        let run = try CatalogCLI.run(["init"], in: root)
        #expect(run.status == 0, "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".gitignore").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Kit/Generated").path))
        #expect(try String(contentsOf: root.appendingPathComponent("specs/catalog.yaml"), encoding: .utf8).contains("module: Kit\n"))
    }

    /// Run with `swift run catalog` in a package that depends on catalog by URL: a new package's
    /// manifest names the same URL and version, read from that build folder's workspace-state.json.
    @Test func initFindsCatalogThroughTheDependentPackagesBuildFolder() throws {
        let tools = try CatalogCLI.folder([
            "tools/Package.swift": "// swift-tools-version: 6.0\n",
            "tools/.build/checkouts/catalog/Package.swift": "let package = Package(name: \"catalog\", targets: [.target(name: \"SwiftUI\")])\n",
            "tools/.build/workspace-state.json": """
                {"object": {"dependencies": [
                  {"packageRef": {"identity": "swift-syntax", "kind": "remoteSourceControl", "location": "https://github.com/swiftlang/swift-syntax", "name": "swift-syntax"},
                   "state": {"checkoutState": {"revision": "abc", "version": "603.0.1"}, "name": "sourceControlCheckout"}, "subpath": "swift-syntax"},
                  {"packageRef": {"identity": "catalog", "kind": "remoteSourceControl", "location": "https://github.com/acme/catalog", "name": "catalog"},
                   "state": {"checkoutState": {"revision": "def", "version": "1.2.0"}, "name": "sourceControlCheckout"}, "subpath": "catalog"}
                ]}, "version": 7}
                """,
            "app/.keep": "",
        ])
        let binary = tools.appendingPathComponent("tools/.build/x86_64-unknown-linux-gnu/debug/catalog")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CatalogCLI.executable, to: binary)
        let run = try Toolchain.run(binary.path, ["init"], in: tools.appendingPathComponent("app"),
                                    environment: CatalogCLI.environment, separateErrors: true)
        #expect(run.status == 0, "\(run.error)")
        let manifest = try String(contentsOf: tools.appendingPathComponent("app/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://github.com/acme/catalog\", from: \"1.2.0\", traits: [])"), "\(manifest)")
        let toolsManifest = try String(contentsOf: tools.appendingPathComponent("app/Tools/Package.swift"), encoding: .utf8)
        #expect(toolsManifest.contains(".package(url: \"https://github.com/acme/catalog\", from: \"1.2.0\")"), "\(toolsManifest)")
        #expect(manifest.contains("package: \"catalog\""))
    }

    /// `catalog --version` is the newest release CHANGELOG.md lists, the requirement `catalog init` writes.
    @Test func versionIsTheNewestReleaseInTheChangelog() throws {
        let version = try Self.version()
        #expect(version.split(separator: ".").count == 3 && version.split(separator: ".").allSatisfy { Int($0) != nil }, "\(version)")
        let changelog = try String(contentsOf: PackagePaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        #expect(newest.hasPrefix("## [\(version)] - "), "\(newest)")
    }

    /// What `catalog --version` prints, without its newline.
    static func version() throws -> String {
        let run = try CatalogCLI.run(["--version"], in: try CatalogCLI.folder([:]))
        #expect(run.status == 0)
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
