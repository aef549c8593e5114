import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// The generated UIKit views compile, and so do the reference's examples of them (the call sites an app
/// writes): against the stand-ins in this build's SDK era (CI builds both) and, through `Toolchain.typecheck`,
/// against Apple's iOS 17.4 SDK when it is here (the catalog built against it with warnings as errors).
@Suite(.slow(.compiles)) struct UIKitCompileTests {
    /// Every UIKit example of a plan, in a function that has the stack view and the cell they use.
    static func examples(of plan: CatalogPlan) -> String {
        let bodies = plan.components.compactMap(\.uikit).map { uikit in
            "    do {\n" + Samples.fillingPlaceholders(UIKitDeclarations.example(uikit)).split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n    }\n"
        }
        return "@MainActor\nfunc uikitExamples(stackView: UIStackView, cell: UICollectionViewCell) {\n" + bodies.joined() + "}\n"
    }

    static func catalogPlan() throws -> CatalogPlan {
        try #require(Pipeline.generate(try PackagePaths.specFiles(), products: .swift).plan)
    }

    static func fixturePlan() throws -> CatalogPlan {
        try #require(Pipeline.generate(try PackagePaths.specFiles(in: UIKitFixtureTests.specs), products: .swift).plan)
    }

    @Test func referenceExamplesCompile() throws {
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

    /// The fixture (every kind of member, both strategies) with its bodies and the examples of its views.
    @Test func fixtureViewsAndTheirExamplesCompile() throws {
        let root = PackagePaths.root
        var sources: [String: String] = [:]
        let folder = root.appendingPathComponent("Tests/CatalogTests/UIKitFixture")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(sources.count == UIKitFixtureTests.recorded.count)
        sources["Bodies.swift"] = try String(contentsOf: root.appendingPathComponent("Tests/CatalogTests/UIKitFixtureBodies.swift"), encoding: .utf8)
        // The resolver's input: the samples the call sites use.
        sources["Examples.swift"] = "import SwiftUI\nimport UIKit\n\n" + Samples.declarations + "\n"
            + Self.examples(of: try Self.fixturePlan())
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }
}
