import CallSiteSynthesis
import CatalogCore
import TestSupport
import Testing

/// The generated files of `result`, the test's own sources beside them, and one typed call site per planned
/// initializer (`PlannedCallSites.swift`), type-checked by `Toolchain.typecheck` (the stand-in and Apple's SDK).
enum PlannedCallSiteCompilation {
    static func typecheck(_ result: Pipeline.Result, plan: CatalogPlan, with sources: [String: String],
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Toolchain.Result {
        var all = Toolchain.sources(result.files).merging(sources) { _, test in test }
        all["PlannedCallSites.swift"] = CallSiteSynthesizer.typedCallSites(for: plan)
        return try Toolchain.typecheck(all, sourceLocation: sourceLocation)
    }

    /// `specs` generated without a diagnostic, then type-checked as above: the resolution suites' first test.
    static func typecheck(_ specs: [InputFile], with sources: [String: String],
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (result: Pipeline.Result, compiled: Toolchain.Result) {
        let result = Pipeline.generate(specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        let plan = try #require(result.plan, sourceLocation: sourceLocation)
        return (result, try typecheck(result, plan: plan, with: sources, sourceLocation: sourceLocation))
    }
}
