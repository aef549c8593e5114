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

    /// One short line per initializer: its component, index, selector, family, attributes, constraints and how
    /// each slot is filled (SwiftGen's habit: a one-rule planner change is a diff of a few short lines; the
    /// parameters and assignments are in Generated/, which `generate --check` holds).
    static func snapshot(_ plan: CatalogPlan) throws -> String {
        var lines = ""
        for component in plan.components {
            for (index, initializer) in component.initializers.enumerated() {
                lines += line(component, index, initializer) + "\n"
            }
        }
        return lines
    }

    static func line(_ component: ComponentPlan, _ index: Int, _ initializer: InitializerPlan) -> String {
        var words = ["\(component.name) #\(index)", initializer.selector, initializer.family.rawValue]
        if initializer.isDisfavored { words.append("disfavored") }
        if initializer.isMainActor { words.append("@MainActor") }
        if initializer.renamedTo != nil { words.append("renamed") } else if initializer.isDeprecated { words.append("deprecated") }
        if initializer.delegation != nil { words.append("delegates") }
        if !initializer.constraints.isEmpty {
            words.append("where " + initializer.constraints.map { "\($0.genericParameter) == \($0.type)" }.joined(separator: ", "))
        }
        let fills = zip(component.slots, initializer.fills).map { slot, fill in
            var text = "\(slot.name): \(fill.kind.rawValue)" + (fill.form.map { " \($0.key)" } ?? "")
            if let argument = fill.genericArgument { text += " \(argument)" }
            return text + (fill.isStoredOptional ? "?" : "")
        }
        if !fills.isEmpty { words.append("{ " + fills.joined(separator: "; ") + " }") }
        return words.joined(separator: " ")
    }
}
