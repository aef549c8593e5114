@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of the model protocol, and components without slots: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct ModelRuleTests {
    @Test func explicitModelNeedsDataToProvide() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            initializers: compact
            model:
              generate: true
            slots:
              - name: content
            """]) == ["specs/Row.yaml:5:13: error: model.generate is true, but Row has no value form and no property for a model to provide"])
    }

    @Test func aComponentWithoutSlotsIsAPlainView() throws {
        let catalog = try #require(SpecRun.catalog(["Rating.yaml": """
            component: Rating
            summary: Stars, from data only.
            properties:
              - name: value
                type: Int
              - name: onChange
                type: "(Int) -> Void"
            """]))
        let plan = Planner.plan(catalog).components[0]
        #expect(SwiftPrinter.head(of: ComponentDeclarations(plan).structure.kind) == "public struct Rating: View")
        #expect(plan.initializers.map(\.selector) == ["init(value:onChange:)", "init(model:)"])
    }
}
