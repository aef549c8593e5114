@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `input`: a slot's closure that takes a value from the body: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct InputRuleTests {
    @Test func inputIsAClosureThatCannotBeLeftOutOrTakeAValue() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: label
                options: [text]
                input: Bool
              - name: icon
                optional: true
                input: Bool
              - name: accessory
                default: Text("x")
                input: Bool
              - name: detail
                options: [empty]
                input: Bool
              - name: footer
                input: "() ->"
            """]) == [
                "specs/Row.yaml:7:12: error: input makes 'label' a closure that takes a Bool from the body; it cannot also take a value (remove its value options, component or resolver)",
                "specs/Row.yaml:9:15: error: a slot with input cannot be left out: its body calls the closure; remove 'optional: true'",
                "specs/Row.yaml:12:14: error: a slot with input cannot have 'default' content: its closure takes a Bool from the body",
                "specs/Row.yaml:15:15: error: a slot with input cannot be 'empty': its body calls the closure",
                "specs/Row.yaml:18:12: error: input '() ->' is not exactly one Swift type",
            ])
    }

    @Test(arguments: InitializerStrategy.allCases)
    func inputIsStoredAsTheClosureAndStaysBesideTheModel(strategy: InitializerStrategy) throws {
        let plan = try RuleSpecs.component("component: Row\nsummary: A row.\ninitializers: \(strategy.rawValue)\n" + """
            slots:
              - name: title
                options: [text]
              - name: label
                input: ControlState
                builder: LabelBuilder
            """)
        #expect(plan.storedProperties.map { SwiftPrinter.head(of: ComponentDeclarations.property($0)) }.prefix(2) == ["let title: Title", "let label: (ControlState) -> Label"])
        try #require(!plan.initializers.isEmpty)
        for initializer in plan.initializers {
            let label = try #require(initializer.parameters.last)
            #expect(label.printed == "@LabelBuilder label: @escaping (ControlState) -> Label")
            // `init(model:)` passes it on to the type-based initializer it calls (issue 38).
            #expect(initializer.delegation.map { $0.contains { $0.label == "label" && $0.expression.description == "label" } }
                ?? initializer.assignments.contains { $0.property == "label" && $0.expression.description == "label" })
        }
        #expect(plan.initializers.last.map(\.selector) == "init(model:label:)")
        #expect(plan.initializers.first.map { InitializerDocs.summary(of: $0, in: plan) } == "Creates a `Row` with `title` from a view builder and `label` from a view builder that takes a `ControlState`.")
    }

    @Test func aStyleGetsTheInputClosure() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + "style: true\nslots:\n  - name: label\n    input: Bool\n")
        #expect(plan.style?.members.first.map { "\($0.name): \($0.type) = \($0.argument)" } == "label: (Bool) -> AnyView = { [label] in AnyView(label($0)) }")
    }
}
