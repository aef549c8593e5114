import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// Keeps the recordings of specs/ equal to what its plan makes now (`bash .ci/record` rewrites them): the
/// call sites, so a new initializer without one (or a stale one) fails the suite, and the plan's snapshot,
/// so a change to planning is a reviewed diff of the initializers it changes.
@Suite struct PlannedCallSitesTests {
    static func plan() throws -> CatalogPlan {
        let result = Pipeline.generate(try PackagePaths.specFiles(), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.plan)
    }

    @Test func plannedCallSitesMatchThePlan() throws {
        try Recording.check(CallSiteSynthesizer.source(for: try Self.plan()), at: "Tests/CatalogTests/PlannedCallSites.swift")
    }

    @Test func planSnapshotMatchesThePlan() throws {
        try Recording.check(try Self.snapshot(try Self.plan()), at: "Tests/CatalogCoreTests/Plan/PlanSnapshot.txt")
    }

    /// One line per initializer, as the plan encodes it (JSON, keys sorted) after its component, index and
    /// selector: SwiftGen's habit, a diff that names what changed.
    static func snapshot(_ plan: CatalogPlan) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = ""
        for component in plan.components {
            for (index, initializer) in component.initializers.enumerated() {
                let json = String(decoding: try encoder.encode(initializer), as: UTF8.self)
                lines += "\(component.name) #\(index) \(initializer.selector) \(json)\n"
            }
        }
        return lines
    }
}
