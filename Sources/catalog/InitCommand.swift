import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `catalog init`: a catalog in an existing package, or a whole new package in a folder without
/// `Package.swift`; never overwrites a file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up specs/, a small design-token set in tokens/, an example component and its body in a package folder; in a folder without Package.swift, a whole package that builds. Existing files are kept."
    )

    @Argument(help: "The package folder.")
    var directory: String = "."

    @Option(help: "The Swift module (target) the catalog compiles into; default: the first target in Package.swift, or for a new package the folder's name.")
    var module: String?

    @Option(help: ArgumentHelp(
        "For a new package: where its manifest finds catalog, a URL or a folder.",
        discussion: "Default: the package this catalog executable was built from: the URL of its checkout's `origin` remote (from this release, \(CatalogVersion.current)), or, without a remote, its folder; or the dependency of the package you ran `swift run catalog` in. A URL given here is required from this release too."
    ))
    var catalogPackage: String?

    func run() throws {
        let root = URL(fileURLWithPath: directory)
        let manifest = root.appendingPathComponent("Package.swift")
        let isNewPackage = !FileManager.default.fileExists(atPath: manifest.path)
        let module: String
        if let chosen = self.module {
            module = chosen
        } else if isNewPackage {
            guard let name = Self.moduleName(forFolder: root.standardizedFileURL.lastPathComponent) else {
                throw ValidationError("cannot make a Swift module name of the folder name '\(root.standardizedFileURL.lastPathComponent)': pass --module NAME")
            }
            module = name
        } else {
            guard let name = Self.firstTarget(in: manifest) else {
                throw ValidationError("could not read a target name from \(directory)/Package.swift: pass --module NAME")
            }
            module = name
        }
        guard SwiftNames.isIdentifier(module), !SwiftNames.isReserved(module) else {
            throw ValidationError("'\(module)' is not a valid Swift module name")
        }
        var files = Files(root: root)
        var dependency: CatalogPackage?
        if isNewPackage {
            if Self.catalogTargets.contains(module) {
                throw ValidationError("'\(module)' is the name of a target of catalog itself, and target names must be unique in a package graph: pass --module NAME")
            }
            let catalog: CatalogPackage
            if let catalogPackage {
                catalog = CatalogPackage(argument: catalogPackage)
            } else if let found = CatalogPackage.ofRunningExecutable() {
                catalog = found
            } else {
                throw ValidationError("cannot tell which catalog package this executable was built from: pass --catalog-package <url-or-path>")
            }
            let packageName = root.standardizedFileURL.lastPathComponent
            try files.create("Package.swift", NewPackage.manifest(name: packageName, module: module, catalog: catalog))
            try files.create("\(NewPackage.toolsFolder)/Package.swift", NewPackage.toolsManifest(catalog: catalog))
            dependency = catalog
            try files.create(".gitignore", NewPackage.gitignore)
            try files.create(".github/workflows/reference.yml", NewPackage.pagesWorkflow)
            try files.create("Tests/\(module)AuditTests/AccessibilityAuditTests.swift", NewPackage.auditTests(module: module))
        }
        let output = "Sources/\(module)/Generated"
        try files.create("specs/catalog.yaml", NewPackage.settings(module: module, output: output))
        for (name, contents) in NewPackage.tokenFiles {
            try files.create("\(NewPackage.tokenFolder)/\(name)", contents)
        }
        try files.create("specs/Greeting.yaml", NewPackage.exampleSpec(output: output))
        // The example is styleable: its layout is the default style's `makeBody`, which an app can replace.
        try files.create("Sources/\(module)/Greeting+Style.swift", NewCommand.styleStub(component: "Greeting", access: .public, slots: ["title", "icon"]))
        try files.create(".spi.yml", NewPackage.spiManifest(module: module))
        files.report()
        if files.kept.contains("specs/catalog.yaml"), !Self.namesTokens(root.appendingPathComponent("specs/catalog.yaml")) {
            print("specs/catalog.yaml names no design tokens: to read \(NewPackage.tokenFolder)/, add its tokens: as a new catalog.yaml has it:\n\(NewPackage.tokenSettings)")
        }
        if let dependency { print("Tools/Package.swift depends on catalog at \(dependency.description); Package.swift on its SwiftUI stand-in, on Linux only") }
        if isNewPackage {
            // The package builds right away: the example's generated code is there too.
            let base = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
            try GenerateAndReport.run(specs: base + "specs", output: base + output, products: .all, mode: .write, force: false)
            print("Next: `swift build`; `catalog new Name --slots … --tokens gap:space.small` adds a component, `catalog generate` regenerates \(output) (teammates and CI: `swift run --package-path Tools catalog generate`), `catalog site` builds the reference website.")
        } else {
            print("""
                Next: `catalog generate` (or `swift package --allow-writing-to-package-directory generate-catalog`) writes \(output).
                Exclude its reference from the target: .target(name: "\(module)", exclude: ["Generated/Docs"]).
                """)
        }
    }

    /// Targets of catalog's own package: a dependent package cannot declare targets of the same names.
    static let catalogTargets: Set<String> = ["SwiftUI", "UIKit", "Catalog", "CatalogCore", "CatalogOutput", "CallSiteSynthesis", "CYAML", "GenerateCatalog"]

    /// Whether a kept catalog.yaml has a top-level `tokens:` key.
    static func namesTokens(_ settings: URL) -> Bool {
        guard let bytes = FileManager.default.contents(atPath: settings.path),
              case let (root?, _) = YAMLLoader.load(Array(bytes), file: settings.path), case .mapping(let pairs) = root.kind else { return false }
        return pairs.contains { if case .scalar("tokens", _) = $0.key.kind { true } else { false } }
    }

    /// `design-system` → `DesignSystem`; nil when nothing usable is left.
    static func moduleName(forFolder folder: String) -> String? {
        let words = folder.split { !($0 == "_" || $0.isLetter || $0.isNumber) || !$0.isASCII }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard SwiftNames.isIdentifier(name), !SwiftNames.isReserved(name) else { return nil }
        return name
    }

    /// `name: "X"` of the first `.target(` or `.executableTarget(` in a manifest, when it can be read.
    static func firstTarget(in manifest: URL) -> String? {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
        for marker in [".target(", ".executableTarget("] {
            guard let start = text.range(of: marker) else { continue }
            let rest = text[start.upperBound...]
            guard let nameKey = rest.range(of: "name:") else { continue }
            let afterKey = rest[nameKey.upperBound...].drop { $0 == " " }
            guard afterKey.first == "\"" else { continue }
            let name = afterKey.dropFirst().prefix { $0 != "\"" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }
}
