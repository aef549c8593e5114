import CatalogCore
import Foundation
import TestSupport
import Testing

/// Keeps Tests/CatalogTests/UIKitFixture/ equal to what the generator makes of
/// Tests/CatalogCoreTests/Fixtures/UIKit/specs: a catalog with every kind of UIKit member, which the
/// CatalogTests target compiles and runs (UIKitViewTests).
@Suite struct UIKitFixtureTests {
    static let specs = "Tests/CatalogCoreTests/Fixtures/UIKit/specs"
    static let recorded = ["Probe", "ProbeView", "ProbeTile", "ProbeTileView", "SlotResolver"]

    static func generate() throws -> [String: String] {
        let result = Pipeline.generate(try PackagePaths.specFiles(in: specs), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    @Test func recordedFixtureMatchesTheGenerator() throws {
        let files = try Self.generate()
        for name in Self.recorded {
            let expected = try #require(files["Swift/\(name).swift"], "no Swift/\(name).swift")
            try Recording.check(expected, at: "Tests/CatalogTests/UIKitFixture/\(name).swift")
        }
    }

    /// `uikit: false` on a component wins over catalog.yaml's `uikit: true`.
    @Test func aComponentCanOptOut() throws {
        let files = try Self.generate()
        #expect(files["Swift/ProbeOff.swift"] != nil)
        #expect(files["Swift/ProbeOffView.swift"] == nil)
        #expect(files["Swift/ProbeView.swift"] != nil)
    }
}
