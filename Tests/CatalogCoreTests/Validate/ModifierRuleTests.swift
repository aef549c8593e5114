@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `modifier:` on a property (revision 4): each with its exact, positioned diagnostic, and
/// what it makes of the plan and the declarations.
@Suite struct ModifierRuleTests {
    static let field = "component: Field\nsummary: A field.\n"

    @Test func aModifierNeedsADefaultAndNoBindingOrLabel() {
        #expect(SpecRun.diagnostics(["Field.yaml": Self.field + """
            properties:
              - name: inputState
                type: Int
                modifier: true
              - name: isOn
                type: Bool
                default: .constant(false)
                binding: true
                modifier: true
              - name: prefix
                type: String
                default: '""'
                unlabeled: true
                modifier: { name: accessibilityPrefix, label: per-form }
              - name: size
                type: Int
                default: "0"
                modifier: Size
            """]) == [
                "specs/Field.yaml:6:15: error: a modifier property needs a default: no initializer takes 'inputState', so it starts from its default",
                "specs/Field.yaml:10:14: error: a modifier property cannot be a binding: its method stores a plain value; remove 'binding' or 'modifier'",
                "specs/Field.yaml:15:16: error: 'unlabeled' drops an initializer parameter's label, and no initializer takes a modifier property; its method's argument has no label unless 'modifier.label' sets one",
                "specs/Field.yaml:16:51: error: modifier label 'per-form' is not an identifier or '_'",
                "specs/Field.yaml:20:15: error: modifier name 'Size' must be lowerCamelCase",
            ])
    }

    @Test func aModifierMappingNeedsAName() {
        #expect(SpecRun.diagnostics(["Field.yaml": Self.field + """
            properties:
              - name: prefix
                type: String
                default: '""'
                modifier: { label: perform, kind: x }
            """]) == [
                "specs/Field.yaml:7:15: error: missing required key 'name' in modifier",
                "specs/Field.yaml:7:33: error: unknown key 'kind' in modifier (expected one of: name, label)",
            ])
    }

    /// Another member's name, the style's modifier, another method's: errors; the property's own name is
    /// its method's (`modifier: true`), and a SwiftUI modifier's name warns.
    @Test func theMethodNeedsAFreeName() {
        #expect(SpecRun.diagnostics(["Field.yaml": Self.field + """
            style: true
            properties:
              - name: tone
                type: Int
                default: "0"
                modifier: label
              - name: look
                type: Int
                default: "0"
                modifier: fieldStyle
              - name: level
                type: Int
                default: "0"
                modifier: hasIcon
              - name: inputState
                type: Int
                default: "0"
                modifier: true
              - name: state
                type: Int
                default: "0"
                modifier: emphasis
              - name: weight
                type: Int
                default: "0"
                modifier: emphasis
              - name: onTap
                type: "() -> Void"
                default: "{}"
                modifier: { name: onTapGesture, label: perform }
            slots:
              - name: label
                options: [text]
              - name: icon
                optional: true
            """]) == [
                "specs/Field.yaml:8:15: error: modifier 'label' would be a method named as the slot, property or state at 34:11; choose a name no other member of Field has",
                "specs/Field.yaml:12:15: error: modifier 'fieldStyle' would be a method named as the style's modifier (.fieldStyle(_:)); choose a name no other member of Field has",
                "specs/Field.yaml:16:15: error: modifier 'hasIcon' would be a method named as the flag that tells whether slot 'icon' was given; choose a name no other member of Field has",
                "specs/Field.yaml:28:15: error: modifier 'emphasis' is already the method of property 'state'",
                "specs/Field.yaml:32:23: warning: modifier 'onTapGesture' is also a SwiftUI View modifier: called on Field itself, Field's method wins; after any other modifier, SwiftUI's applies",
            ])
    }

    @Test func orderNeverNamesAModifierProperty() {
        #expect(SpecRun.diagnostics(["Field.yaml": Self.field + """
            initializers: compact
            order: [label, inputState]
            properties:
              - name: inputState
                type: Int
                default: "0"
                modifier: true
            slots:
              - name: label
                options: [text]
            """]) == [
                "specs/Field.yaml:4:16: error: order names 'inputState', a modifier property: no initializer takes it (.inputState(_:) sets it); remove it from order",
            ])
    }

    /// No initializer takes it and the model does not require it; each initializer starts it from its
    /// default; the struct stores it as `var` and declares the method, and a rename's forwarder.
    @Test func theMethodReplacesTheParameter() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            order: [label, count]
            properties:
              - name: count
                type: Int
                default: "0"
              - name: inputState
                type: Int
                default: "0"
                modifier: true
                renamed: state
              - name: onTap
                type: "() -> Void"
                default: "{}"
                modifier: { name: whenTapped, label: perform }
            slots:
              - name: label
                options: [text]
            """)
        #expect(plan.initializers.map(\.selector) == ["init(label:count:)", "init(label:count:)", "init(label:count:)", "init(model:)"])
        #expect(plan.model?.requirements.map(\.name) == ["label", "count"])
        // `init(model:)` calls the type-based initializer (issue 38), which sets it.
        #expect(plan.initializers.allSatisfy { $0.delegation != nil || $0.assignments.contains { $0.property == "inputState" && $0.expression.description == "0" } })
        #expect(plan.initializers.last?.delegation?.map(\.label) == ["label", "count"])
        let code = SwiftPrinter.print([ComponentDeclarations(plan).structure])
        for line in ["    var inputState: Int\n", "    var onTap: () -> Void\n", "    let count: Int\n",
                     "    public func inputState(_ value: Int) -> Self {\n        var copy = self\n        copy.inputState = value\n        return copy\n    }",
                     "    @available(*, deprecated, renamed: \"inputState(_:)\")\n    public func state(_ value: Int) -> Self {",
                     "    public func whenTapped(perform value: @escaping () -> Void) -> Self {"] {
            #expect(code.contains(line), "\(line)\n\(code)")
        }
        // A component whose only property is a modifier one has no model.
        let bare = try RuleSpecs.component(RuleSpecs.compactHeader + """
            properties:
              - name: inputState
                type: Int
                default: "0"
                modifier: true
            slots:
              - name: content
            """)
        #expect(bare.model == nil)
    }

    /// `modifier: false` keeps the parameter, and the schema takes each of the key's forms.
    @Test func falseKeepsTheParameter() throws {
        let plan = try RuleSpecs.component(RuleSpecs.header + """
            properties:
              - name: count
                type: Int
                default: "0"
                modifier: false
            """)
        #expect(plan.modifiers.isEmpty && plan.initializers.map(\.selector) == ["init(count:)", "init(model:)"])
    }
}
