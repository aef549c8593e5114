@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `backedBy` on text slots: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct BackingRuleTests {
    @Test func backedByNeedsTextAndOneExpressionThatUsesDollarZero() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: icon
                options: [systemImage]
                backedBy: Heading($0)
              - name: title
                options: [text]
                backedBy: Heading(title)
              - name: subtitle
                options: [text]
                backedBy: "Heading($0) }"
              - name: note
                options: [text]
                backedBy: Heading($0).bold()
              - name: kicker
                options: [text]
                backedBy: { type: "Heading<", expression: "Heading($0)" }
              - name: footer
                options: [text]
                backedBy: { expresion: "Heading($0)" }
              - name: caption
                options: [text]
                backedBy: '{ Heading($0) }'
            """]) == [
                "specs/Row.yaml:7:15: error: backedBy shows a slot's text form, and 'icon' has no 'text' option",
                "specs/Row.yaml:10:15: error: backedBy 'Heading(title)' must be one Swift expression that uses $0 (the text value), like 'Heading($0)'",
                "specs/Row.yaml:13:15: error: backedBy 'Heading($0) }' must be one Swift expression that uses $0 (the text value), like 'Heading($0)'",
                "specs/Row.yaml:16:15: error: backedBy's view type cannot be read from 'Heading($0).bold()'; name it: backedBy: { type: TheView, expression: 'Heading($0).bold()' }",
                "specs/Row.yaml:19:23: error: type 'Heading<' is not exactly one Swift type",
                "specs/Row.yaml:22:15: error: missing required key 'expression' in backedBy",
                "specs/Row.yaml:22:17: error: unknown key 'expresion'; did you mean 'expression'?",
                // A closure uses `$0` too (revision 4), but it is no view whose type can be read.
                "specs/Row.yaml:25:15: error: backedBy's view type cannot be read from '{ Heading($0) }'; name it: backedBy: { type: TheView, expression: '{ Heading($0) }' }",
            ])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "slots:\n  - name: title\n    options: [text]\n    backedby: Heading($0)\n"])
            == ["specs/Row.yaml:7:5: error: unknown key 'backedby'; did you mean 'backedBy'?"])
    }

    @Test func backedByShowsEveryTextTypeThroughTheView() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: title
                options: [text]
                backedBy: 'DS.Heading($0, style: .title4)'
              - name: kicker
                optional: true
                options: [text]
                backedBy:
                  type: Tagged<Heading>
                  expression: 'Tagged(Heading($0)).onTap { print($0) }'
              - name: note
                optional: true
                options: [text]
                textType: AttributedString
                backedBy: Heading($0)
            """)
        #expect(plan.slots.map { $0.valueForms.map(\.control) } == [["DS.Heading", "DS.Heading"], ["Tagged<Heading>", "Tagged<Heading>"], ["Heading"]])
        let typeBased = try #require(plan.initializers.first { $0.family == .typeBased && !$0.isDisfavored })
        #expect(typeBased.constraints.map(\.rendered) == ["Title == DS.Heading", "Kicker == Tagged<Heading>?", "Note == Heading?"])
        // Revision 4: `$0` is the value wherever it stands, nested closures included, so an optional value
        // is named where the view has a closure.
        #expect(typeBased.assignments.map(\.expression.description).prefix(3) == [
            "DS.Heading(title, style: .title4)", "kicker.map { value0 in Tagged(Heading(value0)).onTap { print(value0) } }", "note.map { Heading($0) }",
        ])
        let twin = try #require(plan.initializers.first { $0.isDisfavored })
        #expect(twin.parameters.map(\.type.description).prefix(2) == ["some StringProtocol", "String?"])
        #expect(twin.assignments.first?.expression.description == "DS.Heading(title, style: .title4)")
        let model = try #require(plan.initializers.first { $0.family == .protocolBased })
        #expect(model.assignments.map(\.expression.description).prefix(3) == [
            "DS.Heading(model.title, style: .title4)", "model.kicker.map { value0 in Tagged(Heading(value0)).onTap { print(value0) } }", "model.note.map { Heading($0) }",
        ])
        // The view's type hides nothing: a generic parameter may not take its name.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: heading
                optional: true
              - name: title
                options: [text]
                backedBy: Heading($0)
            """]).first?.hasSuffix("which hides the type 'Heading' that Row's generated code uses; set 'generic' to another name (the slot keeps its label)") == true)
    }

    /// Issue 36, item 8: a `backedBy:` view that is the catalog's own component names it on purpose, as a
    /// `component:` link does; each spec was valid alone and the pair was refused at `Heading.yaml:1:12`.
    @Test func backedByMayNameACatalogComponent() throws {
        let files = [
            "Heading.yaml": "component: Heading\nsummary: A heading.\nslots:\n  - name: label\n    options: [text]\n",
            "Card.yaml": """
                component: Card
                summary: A card.
                slots:
                  - name: title
                    options: [text]
                    backedBy: { type: Heading<Text>, expression: 'Heading(label: $0)' }
                """,
        ]
        #expect(SpecRun.diagnostics(files) == [])
        let card = try #require(SpecRun.catalog(files).map(Planner.plan)?.components.first { $0.name == "Card" })
        #expect(card.initializers.first { $0.family == .typeBased }?.constraints.map(\.rendered) == ["Title == Heading<Text>"])
        // A type the form itself names is still guarded: a component named AttributedString would hide it.
        #expect(SpecRun.diagnostics([
            "AttributedString.yaml": "component: AttributedString\nsummary: A clash.\n",
            "Card.yaml": "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n    textType: AttributedString\n",
        ]) == ["specs/AttributedString.yaml:1:12: error: component 'AttributedString' would shadow the type 'AttributedString' that Card's generated code uses"])
    }

    /// Issue 36, item 9: a generic parameter hides only what Swift looks up unqualified: `DesignSystem.Badge`
    /// is found in `DesignSystem`, so a slot `badge` (generic `Badge`) beside it is valid (compiled in
    /// ViewTypeResolutionTests); `Badge` written alone, or `Badge.Style`, is still refused.
    @Test func aQualifiedTypeIsNotHiddenByAGenericOfItsMemberName() {
        let qualified = RuleSpecs.compactHeader + """
            properties:
              - name: kind
                type: DesignSystem.Badge.Kind
            slots:
              - name: badge
                optional: true
              - name: title
                options: [text]
                backedBy: { type: DesignSystem.Badge, expression: 'DesignSystem.Badge($0)' }
            """
        #expect(SpecRun.diagnostics(["Row.yaml": qualified]) == [])
        #expect(SwiftNames.identifiers(in: "[DesignSystem . Badge: Tagged<Badge.Kind>]?") == ["DesignSystem", "Tagged", "Badge"])
        let unqualified = qualified.replacingOccurrences(of: "DesignSystem.Badge.Kind", with: "Badge.Kind")
        #expect(SpecRun.diagnostics(["Row.yaml": unqualified]) == [
            "specs/Row.yaml:8:11: error: slot 'badge' would have the generic parameter 'Badge', which hides the type 'Badge' that Row's generated code uses; set 'generic' to another name (the slot keeps its label)",
        ])
    }

    // MARK: - Value default
}
