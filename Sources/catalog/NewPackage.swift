import Foundation

/// The files `catalog init` writes for a new package. The design system apps depend on is the root package:
/// on Apple platforms it depends on nothing, on Linux on catalog's stand-in alone (`traits: []`). The
/// generator lives in a tools package beside it (`Tools/`), so that no app resolves or builds it.
enum NewPackage {
    /// The folder of the tools package: `swift run --package-path Tools catalog …`.
    static let toolsFolder = "Tools"

    /// A library of components; on Linux it compiles against catalog's SwiftUI stand-in.
    static func manifest(name: String, module: String, catalog: CatalogPackage) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        // The design system, as apps get it: on Apple platforms it depends on nothing. The generator that
        // writes Generated/ is in Tools/ (`swift run --package-path Tools catalog generate`).
        let package = Package(
            name: \(CatalogPackage.quoted(name)),
            platforms: [.macOS(.v14), .iOS(.v17)],
            products: [
                .library(name: "\(module)", targets: ["\(module)"]),
            ],
            targets: [
                // The components: generated code in Generated/Swift, hand-written bodies beside it.
                .target(name: "\(module)", exclude: ["Generated/Docs"]),
            ]
        )

        #if os(Linux)
        // SwiftUI exists only on Apple platforms: on Linux (CI) the components compile against catalog's
        // stand-in. `traits: []` leaves catalog's generator out: nothing else of catalog is resolved or built.
        package.dependencies.append(\(catalog.dependency(traits: "[]")))
        package.targets[0].dependencies += [
            .product(name: "SwiftUI", package: "\(catalog.identity)"),
            // For components with `uikit: true` (their UIKit views).
            .product(name: "UIKit", package: "\(catalog.identity)"),
        ]
        // The accessibility audit of every gallery example in every mode: `swift test`, on Linux, where the
        // stand-in renders the bodies.
        package.targets.append(.testTarget(name: "\(module)AuditTests", dependencies: [
            "\(module)", .product(name: "SwiftUI", package: "\(catalog.identity)"),
        ]))
        #endif

        """
    }

    /// `Tests/<Module>AuditTests`: the audit over the gallery's examples, each finding at its example's spec
    /// line and mode; a spec's `audit: accept:` acknowledges one with a reason (docs/SpecFormat.md).
    static func auditTests(module: String) -> String {
        """
        // Every gallery example in 16 modes (light and dark, standard and increased contrast, the default and an
        // accessibility Dynamic Type size, left to right and right to left), rendered by catalog's SwiftUI
        // stand-in: text contrast, text that does not scale, controls and images without a label, small
        // targets. An error fails the test at its example's spec line and mode, unless the spec accepts it
        // (`audit: accept:`); warnings and what the stand-in cannot see are printed, never counted as passes.
        // Linux only: on Apple platforms, SwiftUI is Apple's (use `performAccessibilityAudit` in a UI test).
        #if os(Linux)
        import Foundation
        import SwiftUI
        import Testing
        import \(module)

        @MainActor @Suite struct AccessibilityAuditTests {
            @Test func everyExampleInEveryModeHasNoErrorItsSpecDoesNotAccept() {
                let report = _TestRenderer.audit(
                    examples: CatalogExample.allCases,
                    identify: { ($0.component, $0.number, $0.specLocation) },
                    accepted: { $0.auditAccepted.map { ($0.check, $0.reason, $0.mode, $0.location) } })
                #expect(report.errors.isEmpty, "\\(report.errors.map(\\.description).joined(separator: "\\n"))")
                #expect(report.unmatched.isEmpty, "audit: accept: entries that match no finding: \\(report.unmatched)")
                // Each component's reference page shows this record (`catalog generate` reads it).
                let record = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("specs/audit/accessibility.json")
                let check = report.checkRecord(at: record.path)
                #expect(!check.isStale, "\\(check)")
                if check != .current { print(check) }
                print(report.summary)
            }
        }
        #endif

        """
    }

    /// The tools package: catalog's command and its plugin, apart from the library.
    static func toolsManifest(catalog: CatalogPackage) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        // The design system's tools, apart from it so that apps resolve and build none of them:
        //   swift run --package-path Tools catalog generate      (from the design system's folder)
        // or its plugin: swift package --package-path Tools --allow-writing-to-directory . generate-catalog
        let package = Package(
            name: "Tools",
            platforms: [.macOS(.v14)],
            dependencies: [
                \(catalog.dependency(traits: nil)),
            ],
            targets: []
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

    /// GitHub Pages: `catalog site` on every push to main, deployed by GitHub's Pages actions. The tool's
    /// build is cached, keyed on what Tools resolves, so a warm run builds only the design system.
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
              # catalog's build (with swift-syntax) is cached: it changes only when Tools resolves another release.
              - run: swift package --package-path Tools resolve
              - uses: actions/cache@v4
                with:
                  path: Tools/.build
                  key: catalog-tools-${{ runner.os }}-${{ hashFiles('Tools/Package.resolved') }}
              - run: swift run --package-path Tools catalog site --output site --hosting-base-path "${{ github.event.repository.name }}"
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
