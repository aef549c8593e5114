// swift-tools-version: 6.2
import PackageDescription

// Our own targets: Swift 6 mode (complete concurrency checking) and no warnings, enforced by the build.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

// SwiftUI exists only on Apple platforms. On Linux the package declares a stand-in module named `SwiftUI`
// so that the generated catalog, its bodies and the tests compile unchanged (`import SwiftUI`).
// `#if os(Linux)` rather than `.when(platforms: [.linux])`: with a condition the target would still be
// declared on Apple platforms, and a package target named `SwiftUI` there would clash with Apple's module.
// The manifest is evaluated on the build host, which is the target platform for every build we support.
// Apple changed view isolation between SDKs; CATALOG_SWIFTUI_SDK=18 models Xcode 16 (iOS 18 SDK),
// anything else Xcode 26. CI compiles and tests the catalog under both.
let sdkEra: [SwiftSetting] = Context.environment["CATALOG_SWIFTUI_SDK"] == "18" ? [.define("SWIFTUI_SDK_18")] : []
#if os(Linux)
let standIn: [Target] = [
    // UIKit exists only on Apple platforms too: a stand-in of exactly what the generated UIKit views
    // (`uikit: true`) use; SwiftUI's UIKit bridge (UIHostingController, …) is declared in the SwiftUI one.
    .target(name: "UIKit", path: "Sources/UIKit", exclude: ["FIDELITY.md"], swiftSettings: strict + sdkEra),
    .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Sources/SwiftUI", exclude: ["FIDELITY.md"], swiftSettings: strict + sdkEra),
    // Builds and runs call sites against the generated catalog; its runtime checks read the stand-in's
    // test-only inspection accessors (`Text._testStorage`), which Apple's SwiftUI does not have.
    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "SwiftUI", "UIKit"], swiftSettings: strict + sdkEra),
    // Pins Apple's overload resolution and builder types on the stand-in.
    .testTarget(name: "SwiftUIStandInTests", dependencies: ["SwiftUI"], swiftSettings: strict + sdkEra),
]
let swiftUI: [Target.Dependency] = ["SwiftUI", "UIKit"]
// Packages that adopt the catalog compile their generated components against the stand-in on Linux.
let standInProducts: [Product] = [.library(name: "SwiftUI", targets: ["SwiftUI"]), .library(name: "UIKit", targets: ["UIKit"])]
#else
let standInProducts: [Product] = []
let standIn: [Target] = []
let swiftUI: [Target.Dependency] = []
#endif

// The libFuzzer harness exists only when `Scripts/fuzz` builds it (CATALOG_FUZZ=1, its own build path):
// libFuzzer supplies its `main`, so a plain `swift build` could not link it. Its checks (FuzzChecks) are
// always built, and the tests replay the seeds through them.
let fuzzing = Context.environment["CATALOG_FUZZ"] == "1"
// Coverage for libFuzzer and AddressSanitizer in the code under test too, not only in the harness.
let fuzzed: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []
let fuzzer: [Target] = fuzzing ? [
    .executableTarget(
        name: "catalog-fuzz",
        dependencies: ["FuzzChecks"],
        swiftSettings: strict + [.unsafeFlags(["-sanitize=fuzzer,address"])],
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
    ),
] : []

// What a design system needs of catalog on Linux is the stand-in alone. Its manifest asks for catalog with
// `traits: []`, which turns `Generator` off, and SwiftPM then resolves neither swift-syntax nor
// swift-argument-parser: an app's Package.resolved holds the design system and catalog, nothing else.
let generator: TargetDependencyCondition? = .when(traits: ["Generator"])

let package = Package(
    name: "catalog",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .plugin(name: "GenerateCatalog", targets: ["GenerateCatalog"]),
    ] + standInProducts,
    traits: [
        .trait(name: "Generator", description: "The catalog command, its plugin and their dependencies (swift-syntax, swift-argument-parser)."),
        .default(enabledTraits: ["Generator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: standIn + fuzzer + [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The pipeline without disk I/O: specs in memory in, files in memory out.
        .target(
            name: "CatalogCore",
            dependencies: [
                "CYAML",
                .product(name: "SwiftParser", package: "swift-syntax", condition: generator),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: generator),
            ],
            swiftSettings: strict + fuzzed
        ),
        // One call site per planned initializer, with its expected type: for the tests and the benchmark.
        .target(name: "CallSiteSynthesis", dependencies: ["CatalogCore"], swiftSettings: strict),
        // Generation speed, compile cost of the generated code, and the spec fuzzer (`swift run -c release catalog-bench`).
        .executableTarget(
            name: "catalog-bench",
            dependencies: ["CatalogCore", "CatalogOutput", "CallSiteSynthesis", "FuzzChecks",
                           .product(name: "ArgumentParser", package: "swift-argument-parser", condition: generator)] + swiftUI,
            swiftSettings: strict
        ),
        // What the fuzzer checks for every input (positions, no output on error, Swift that parses, determinism).
        .target(
            name: "FuzzChecks",
            dependencies: ["CatalogCore", .product(name: "SwiftParser", package: "swift-syntax", condition: generator)],
            swiftSettings: strict + fuzzed
        ),
        // The only place that writes generated output: atomic files, a manifest of what it owns, a lock.
        .target(name: "CatalogOutput", dependencies: ["CatalogCore"], swiftSettings: strict),
        .executableTarget(
            name: "catalog",
            dependencies: ["CatalogCore", "CatalogOutput", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: generator)],
            swiftSettings: strict
        ),
        // `swift package --allow-writing-to-package-directory generate-catalog`: the CLI, from SwiftPM.
        // No build-tool plugin: generating at build time would cost every build of every app; the
        // committed output costs nothing.
        .plugin(
            name: "GenerateCatalog",
            capability: .command(
                intent: .custom(verb: "generate-catalog", description: "Regenerate the component catalog from its specs."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated components and their reference.")]
            ),
            dependencies: ["catalog"]
        ),
        // The generated catalog and its hand-written bodies form one module: Sources/Catalog/Bodies holds the
        // bodies, Sources/Catalog/Generated is a symlink to Generated/Swift (SwiftPM takes sources only from
        // inside a target's folder, and Generated/ stays a top-level folder that holds only generated files).
        .target(
            name: "Catalog",
            dependencies: swiftUI,
            swiftSettings: strict
        ),
        // What the test targets share: running tools (swiftc, cmark-gfm, the `catalog` executable), package
        // paths, fixtures, a seeded generator, and the trait that marks slow tests.
        .target(name: "TestSupport", dependencies: ["CatalogCore"], path: "Tests/TestSupport", swiftSettings: strict),
        // Runs the built `catalog` as a process, as authors and CI do.
        .testTarget(name: "CatalogCLITests", dependencies: ["catalog", "CatalogCore", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "CatalogOutputTests", dependencies: ["CatalogOutput"], swiftSettings: strict),
        .testTarget(
            name: "CatalogCoreTests",
            dependencies: ["CatalogCore", "CallSiteSynthesis", "TestSupport", "FuzzChecks",
                           .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["Fixtures", "Plan/PlanSnapshot.txt"],
            swiftSettings: strict + sdkEra
        ),
    ]
)
