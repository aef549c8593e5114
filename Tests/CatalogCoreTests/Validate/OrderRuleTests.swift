@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `order` and, per family, `order.values` and `order.builder`: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct OrderRuleTests {
    @Test func orderMustNameEverySlotAndPropertyOnce() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            initializers: compact
            order: [title, isOn, titel, isOn]
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: size
                type: Double
            slots:
              - name: title
                options: [text]
            """]) == [
                "specs/Row.yaml:4:8: error: order must name every slot and property once; missing: 'size'",
                "specs/Row.yaml:4:22: error: order names 'titel', which is not a slot or property of Row; did you mean 'title'?",
                "specs/Row.yaml:4:29: error: order names 'isOn' twice",
            ])
    }

    @Test func orderPlacesEveryParameter() throws {
        let catalog = try #require(SpecRun.catalog(["SwitchView.yaml": """
            component: SwitchView
            summary: A switch row in SAP's parameter order.
            initializers: compact
            order: [title, isOn, controlState]
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: controlState
                type: Int
                default: "0"
            slots:
              - name: title
                options: [text]
            """]))
        let plan = Planner.plan(catalog).components[0]
        #expect(plan.initializers.map(\.selector) == [
            "init(title:isOn:controlState:)", "init(title:isOn:controlState:)", "init(title:isOn:controlState:)",
            "init(model:isOn:)",
        ])
        #expect(plan.storedProperties.map { SwiftPrinter.head(of: ComponentDeclarations.property($0)) }.contains("@Binding var isOn: Bool"))
    }

    @Test func orderPerFamilyOrdersEachFamily() throws {
        let catalog = try #require(SpecRun.catalog(["Row.yaml": RuleSpecs.compactHeader + """
            order:
              builder: [isOn, label]
              values: [label, isOn]

            """ + RuleSpecs.toggle]))
        let plan = Planner.plan(catalog).components[0]
        // Apple's Toggle: the binding first so the label can trail; the text first among values.
        #expect(plan.initializers.map(\.selector) == ["init(isOn:label:)", "init(_:isOn:)", "init(_:isOn:)", "init(model:isOn:)"])
    }

    @Test func aListStillOrdersEveryFamily() throws {
        let catalog = try #require(SpecRun.catalog(["Row.yaml": RuleSpecs.compactHeader + "order: [label, isOn]\n" + RuleSpecs.toggle]))
        #expect(Planner.plan(catalog).components[0].initializers.map(\.selector)
            == ["init(label:isOn:)", "init(_:isOn:)", "init(_:isOn:)", "init(model:isOn:)"])
    }

    @Test func orderPerFamilyNeedsBothListsAndNothingElse() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            order:
              builder: [isOn]
              value: [label, isOn]

            """ + RuleSpecs.toggle]) == [
                "specs/Row.yaml:5:3: error: missing required key 'values' in order",
                "specs/Row.yaml:5:12: error: order.builder must name every slot and property once; missing: 'label'",
                "specs/Row.yaml:6:3: error: unknown key 'value'; did you mean 'values'?",
            ])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            order:
              builder: isOn
              values: [label, labl]

            """ + RuleSpecs.toggle]) == [
                "specs/Row.yaml:5:12: error: expected a list for 'builder', found 'isOn'",
                "specs/Row.yaml:6:11: error: order.values must name every slot and property once; missing: 'isOn'",
                "specs/Row.yaml:6:19: error: order.values names 'labl', which is not a slot or property of Row; did you mean 'label'?",
            ])
    }
}
