import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// Keeps Tests/CatalogTests/PlannedCallSites.swift equal to what the plan of specs/ needs, so a new
/// initializer without a call site (or a stale one) fails the suite.
@Suite struct PlannedCallSitesTests {
    @Test func plannedCallSitesMatchThePlan() throws {
        let root = PackagePaths.root
        let result = Pipeline.generate(try PackagePaths.specFiles(), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let expected = CallSiteSynthesizer.source(for: plan)
        let path = root.appendingPathComponent("Tests/CatalogTests/PlannedCallSites.swift")
        let current = try? String(contentsOf: path, encoding: .utf8)
        guard current != expected else { return }
        if ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(path.path); run the tests again.")
        } else {
            Issue.record("\(path.path) is stale: run `bash .ci/record`.")
        }
    }
}
