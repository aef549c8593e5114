@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `unlabeled` properties and slots' `argumentLabel`: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct LabelRuleTests {
    @Test func unlabeledPropertiesHaveNoLabel() throws {
        let catalog = try #require(SpecRun.catalog(["Tile.yaml": """
            component: Tile
            summary: A tile.
            initializers: compact
            order: [title, description, icon]
            properties:
              - name: title
                type: String
                unlabeled: true
                renamed: heading
              - name: description
                type: String
                default: '""'
            slots:
              - name: icon
            """]))
        let plan = Planner.plan(catalog).components[0]
        // The rename changes no label: no forwarder.
        #expect(plan.initializers.map(\.selector) == ["init(_:description:icon:)", "init(model:icon:)"])
        #expect(plan.initializers[0].parameters.map(\.printed) == [
            "_ title: String", "description: String = \"\"", "@ViewBuilder icon: () -> Icon",
        ])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            properties:
              - name: title
                type: String
                unlabeled: yes please
            """]) == ["specs/Row.yaml:7:16: error: expected true or false for 'unlabeled', found 'yes please'"])
    }

    @Test func argumentLabelLabelsTheValueParameters() throws {
        let catalog = try #require(SpecRun.catalog(["Choice.yaml": """
            component: Choice
            summary: A choice.
            slots:
              - name: header
                optional: true
                options: [text, systemImage]
                argumentLabel: value
                renamed: detail
            """]))
        let plan = Planner.plan(catalog).components[0]
        let selectors = Set(plan.initializers.filter { !$0.isDeprecated }.map(\.selector))
        // Values take the label, builders keep the slot's name; the rename relabels only the builder.
        #expect(selectors == ["init(header:)", "init(value:)", "init(valueSystemName:)", "init()", "init(model:)"])
        #expect(Set(plan.initializers.filter(\.isDeprecated).map(\.selector)) == ["init(detail:)"])
        #expect(plan.initializers.flatMap(\.parameters).map(\.printed).contains("value header: LocalizedStringKey?"))
        #expect(InitializerCount.of(catalog.components[0]) == plan.initializers.count)
    }

    @Test func aSharedSlotsArgumentLabelIsInheritedAndOverridable() throws {
        let settings = "slots:\n  value:\n    options: [text]\n    optional: true\n    argumentLabel: value\n"
        let catalog = try #require(SpecRun.catalog(["catalog.yaml": settings, "Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: detail
                ref: value
              - name: caption
                ref: value
                argumentLabel: note
            """]))
        let selectors = Planner.plan(catalog).components[0].initializers.map(\.selector)
        #expect(selectors.contains("init(value:note:)"))
        #expect(selectors.contains("init(detail:caption:)"))
    }

    /// The editor schema: `order` is a list or the per-family mapping with both lists; the new keys are typed.
    @Test func schemaDescribesTheNewKeys() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(JSONSchema.component.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let order = try #require((properties["order"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(order.map { $0["type"] as? String } == ["array", "object"])
        #expect(Set(((order[1]["properties"] as? [String: Any]) ?? [:]).keys) == ["builder", "values"])
        #expect((order[1]["required"] as? [String]).map(Set.init) == ["builder", "values"])
        let slot = try #require((properties["slots"] as? [String: Any])?["items"] as? [String: Any])
        #expect(((slot["properties"] as? [String: Any])?["argumentLabel"] as? [String: Any]) != nil)
        let property = try #require((properties["properties"] as? [String: Any])?["items"] as? [String: Any])
        #expect((((property["properties"] as? [String: Any])?["unlabeled"] as? [String: Any])?["type"] as? String) == "boolean")
    }

    @Test func argumentLabelIsCheckedAndNeverRepeated() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            properties:
              - name: value
                type: Int
            slots:
              - name: header
                options: [text]
                argumentLabel: value
              - name: content
                argumentLabel: body
              - name: footer
                options: [text]
                argumentLabel: my-label
              - name: title
                options: [text]
                argumentLabel: content
            """]) == [
                "specs/Row.yaml:10:20: error: argumentLabel 'value' of slot 'header' repeats the label 'value:' of property 'value' in the same initializer; choose another label",
                "specs/Row.yaml:12:20: error: argumentLabel labels a slot's value parameters, and 'content' has no value form (add options, component or resolver)",
                "specs/Row.yaml:15:20: error: argumentLabel 'my-label' is not an identifier or '_'",
                "specs/Row.yaml:18:20: error: argumentLabel 'content' of slot 'title' repeats the label 'content:' of slot 'content' in the same initializer; choose another label",
            ])
        // In compact a label meets another value-form slot only through its first form's label: `title`
        // takes `value:` only in the builder initializer, where `header` is `header:`.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: header
                options: [text]
                argumentLabel: title
              - name: title
                options: [text]
                argumentLabel: value
            """]).isEmpty)
        // In combinatorial `title:`'s builder meets `header`'s value, labeled `title:`.
        #expect(SpecRun.diagnostics(["Row.yaml": "component: Row\nsummary: A row.\n" + """
            slots:
              - name: header
                options: [text]
                argumentLabel: title
              - name: title
                options: [text]
                argumentLabel: value
            """]) == [
                "specs/Row.yaml:6:20: error: argumentLabel 'title' of slot 'header' repeats the label 'title:' of slot 'title' in the same initializer; choose another label",
            ])
        // `_` is the `unlabeled` option.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: header
                options: [text]
                argumentLabel: _
              - name: title
                options: [text, unlabeled]
            """]).isEmpty)
    }
}
