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
        discussion: "Default: the package this catalog executable was built from: the URL of its checkout's `origin` remote (branch main), or, without a remote, its folder; or the dependency of the package you ran `swift run catalog` in."
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
            dependency = catalog
            try files.create(".gitignore", NewPackage.gitignore)
            try files.create(".github/workflows/reference.yml", NewPackage.pagesWorkflow)
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
        if let dependency { print("Package.swift depends on catalog at \(dependency.description)") }
        if isNewPackage {
            // The package builds right away: the example's generated code is there too.
            let base = directory == "." ? "" : (directory.hasSuffix("/") ? directory : directory + "/")
            try GenerateAndReport.run(specs: base + "specs", output: base + output, products: .all, mode: .write, force: false)
            print("Next: `swift build`; `catalog new Name --slots … --tokens gap:space.small` adds a component, `catalog generate` regenerates \(output), `catalog site` builds the reference website.")
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

/// The files `catalog init` writes.
enum NewPackage {
    /// A library of components; on Linux it compiles against catalog's SwiftUI stand-in.
    static func manifest(name: String, module: String, catalog: CatalogPackage) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: \(CatalogPackage.quoted(name)),
            platforms: [.macOS(.v14), .iOS(.v17)],
            products: [
                .library(name: "\(module)", targets: ["\(module)"]),
            ],
            dependencies: [
                // catalog: `swift run catalog generate` regenerates the components from specs/.
                \(catalog.dependency),
            ],
            targets: [
                // The components: generated code in Generated/Swift, hand-written bodies beside it. SwiftUI
                // exists only on Apple platforms; on Linux they compile against catalog's stand-in.
                .target(
                    name: "\(module)",
                    dependencies: [
                        .product(name: "SwiftUI", package: "\(catalog.identity)", condition: .when(platforms: [.linux])),
                        // For components with `uikit: true` (their UIKit views).
                        .product(name: "UIKit", package: "\(catalog.identity)", condition: .when(platforms: [.linux])),
                    ],
                    exclude: ["Generated/Docs"]
                ),
            ]
        )

        """
    }

    /// Swift Package Index builds the documentation of the module from its DocC catalog
    /// (`Generated/Swift/<Module>.docc`, inside the target).
    static func spiManifest(module: String) -> String {
        """
        # Swift Package Index: build and host the reference of \(module) (its DocC catalog is generated
        # into the target by `catalog generate`). GitHub Pages: see `catalog site --hosting-base-path`.
        version: 1
        builder:
          configs:
            - documentation_targets: [\(module)]

        """
    }

    /// GitHub Pages: `catalog site` on every push to main, deployed by GitHub's Pages actions.
    static let pagesWorkflow = """
        # Publishes the component reference to GitHub Pages on every push to main. Turn it on once:
        # Settings → Pages → Source: GitHub Actions. It is then at https://<owner>.github.io/<repository>/documentation/<module>/.
        name: Reference
        on:
          push:
            branches: [main]
          workflow_dispatch:
        permissions:
          contents: read
          pages: write
          id-token: write
        jobs:
          site:
            runs-on: ubuntu-latest
            container: swift:6.2
            steps:
              - uses: actions/checkout@v4
              - run: apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config
              - run: swift run catalog site --output site --hosting-base-path "${{ github.event.repository.name }}"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: site
          deploy:
            needs: site
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """

    static let gitignore = """
        .build/
        Package.resolved
        .swiftpm/
        .DS_Store
        # `catalog site --output site` (README, the Pages workflow): rebuilt on every run.
        /site/

        """

    static func settings(module: String, output: String) -> String {
        """
        # yaml-language-server: $schema=../\(output)/Docs/catalog.schema.json
        module: \(module)
        access: public
        output: \(output)
        # How many initializers each component gets (a component's spec may choose for itself):
        #   compact: at most five per component; slots left out default to EmptyView through default
        #     arguments. Quick to type-check, short completion lists: the choice for most catalogs.
        #   combinatorial: one initializer per combination of slot forms (as the @Slots macro does),
        #     optional slots left out as `Never`. Every combination has its own initializer, but their
        #     number multiplies with each slot; validation stops at maxInitializers (default 64).
        initializers: compact
        slots:
          title: { options: [text], doc: The primary text. }
        \(tokenSettings)

        """
    }

    static func exampleSpec(output: String) -> String {
        """
        # yaml-language-server: $schema=../\(output)/Docs/component.schema.json
        component: Greeting
        summary: A title with an optional symbol.
        style: true                 # GreetingStyle: apps restyle it with .greetingStyle(_:)
        slots:
          - name: title
            ref: title
          - name: icon
            optional: true
            options: [systemImage]
            doc: A symbol in front of the title.
        examples:
          - title: Text and a symbol
            code: |
              Greeting(title: "Hello", iconSystemName: "hand.wave")

        """
    }
}
