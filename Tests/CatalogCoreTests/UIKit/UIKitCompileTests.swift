import CatalogCore
import Foundation
import TestSupport
import Testing

/// The generated UIKit views compile, and so do the reference's examples of them (the call sites an app
/// writes): against the stand-ins in this build's SDK era (CI builds both), and against Apple's iOS 17.4
/// SDK when `CATALOG_IOS_TYPECHECK` names the `ios-typecheck` script (see ../shared/ios-sdk).
@Suite(.tags(.slow, .compiles), .skippedInQuickLoop) struct UIKitCompileTests {
    /// Every UIKit example of a plan, in a function that has the stack view and the cell they use.
    static func examples(of plan: CatalogPlan) -> String {
        let bodies = plan.components.compactMap(\.uikit).map { uikit in
            "    do {\n" + UIKitDeclarations.example(uikit).split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n    }\n"
        }
        return "@MainActor\nfunc uikitExamples(stackView: UIStackView, cell: UICollectionViewCell) {\n" + bodies.joined() + "}\n"
    }

    static func catalogPlan() throws -> CatalogPlan {
        try #require(Pipeline.generate(try PackagePaths.specFiles(), products: .swift).plan)
    }

    static func fixturePlan() throws -> CatalogPlan {
        try #require(Pipeline.generate(try PackagePaths.specFiles(in: UIKitFixtureTests.specs), products: .swift).plan)
    }

    @Test func referenceExamplesCompileAgainstTheStandIns() throws {
        let plan = try Self.catalogPlan()
        #expect(plan.components.filter { $0.uikit != nil }.map(\.name) == ["ContactItem", "SwitchRow"])
        let source = "import Catalog\nimport SwiftUI\nimport UIKit\n\n" + Self.examples(of: plan)
        let result = try Toolchain.typecheck(["Examples.swift": source])
        #expect(result.status == 0, "\(result.output)\n\(source)")
    }

    /// A wrong call is rejected, so the check above can fail: the view has no `LocalizedStringKey` initializer.
    @Test func aWrongCallSiteIsRejected() throws {
        let source = """
            import Catalog
            import SwiftUI
            import UIKit

            @MainActor func wrong() { _ = SwitchRowView(title: "Wi-Fi", isOn: .constant(true)) }
            """
        let result = try Toolchain.typecheck(["Wrong.swift": source])
        #expect(result.status != 0)
        #expect(result.output.contains("'Bool'"), "\(result.output)")
    }

    /// A deprecated component that needs iOS 18, with a binding, a closure and both kinds of view slot: its
    /// view compiles without a warning (warnings are errors here), and using the view warns.
    @Test func aDeprecatedRestrictedComponentsViewCompilesWithoutWarnings() throws {
        let result = Pipeline.generate([InputFile(path: "specs/Old.yaml", text: """
            component: Old
            summary: An old one.
            deprecated: Use New.
            available: { iOS: "18.0", macOS: "15.0" }
            uikit: true
            properties:
              - { name: isOn, type: Bool, binding: true }
              - { name: action, type: "@MainActor () -> Void" }
            slots:
              - { name: title, options: [text] }
              - { name: leading, optional: true }
              - { name: trailing }

            """)], products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Body.swift"] = """
            import SwiftUI

            @available(iOS 18.0, macOS 15.0, *)
            @available(*, deprecated)
            extension Old {
                @MainActor public var body: some View { VStack { title; leading; trailing } }
            }
            """
        let clean = try Toolchain.typecheck(sources)
        #expect(clean.status == 0, "\(clean.output)")
        sources["Use.swift"] = "import UIKit\n@MainActor func use() { _ = OldView(isOn: true, title: \"x\", action: {}, trailing: nil) }\n"
        let use = try Toolchain.typecheck(sources)
        #expect(use.status != 0)
        #expect(use.output.contains("'OldView' is deprecated: Use New."), "\(use.output)")
    }

    static var iosTypecheck: String? {
        ProcessInfo.processInfo.environment["CATALOG_IOS_TYPECHECK"].flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }

    /// The catalog's generated Swift with its bodies and the UIKit examples; the fixture's (every kind of
    /// member, both strategies) with its bodies and examples. One line when the SDK's checker is absent.
    @Test(.enabled(if: iosTypecheck != nil, "no Apple SDK checker: set CATALOG_IOS_TYPECHECK to ios-typecheck"))
    func generatedViewsAndExamplesTypeCheckAgainstApplesSDK() throws {
        let script = try #require(Self.iosTypecheck)
        let root = PackagePaths.root
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        func swiftFiles(_ path: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { root.appendingPathComponent("\(path)/\($0)").path }
        }
        let catalogExamples = folder.appendingPathComponent("CatalogExamples.swift")
        try ("import SwiftUI\nimport UIKit\n\n" + Self.examples(of: try Self.catalogPlan())).write(to: catalogExamples, atomically: true, encoding: .utf8)
        let fixtureExamples = folder.appendingPathComponent("FixtureExamples.swift")
        // The resolver's input, as CatalogTests' Sampleable gives it.
        try ("import SwiftUI\nimport UIKit\n\nextension Int { static var sample: Int { 3 } }\n\n" + Self.examples(of: try Self.fixturePlan()))
            .write(to: fixtureExamples, atomically: true, encoding: .utf8)

        let catalog = try Toolchain.run(script, ["--strip-previews", "-parse-as-library", "-warnings-as-errors", "-module-name", "Catalog", "-package-name", "catalog"]
            + (try swiftFiles("Generated/Swift")) + (try swiftFiles("Sources/Catalog/Bodies")) + [catalogExamples.path])
        #expect(catalog.status == 0, "\(catalog.output)")
        let fixture = try Toolchain.run(script, ["--strip-previews", "-parse-as-library", "-warnings-as-errors", "-module-name", "CatalogTests"]
            + (try swiftFiles("Tests/CatalogTests/UIKitFixture"))
            + [root.appendingPathComponent("Tests/CatalogTests/UIKitFixtureBodies.swift").path, fixtureExamples.path])
        #expect(fixture.status == 0, "\(fixture.output)")
    }
}
