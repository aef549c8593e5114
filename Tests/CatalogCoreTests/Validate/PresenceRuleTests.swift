@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of what a left-out slot shows: `default:` content and value defaults: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct PresenceRuleTests {
    @Test func defaultContentOnlyInCompact() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            slots:
              - name: title
                options: [text]
                default: Text("x")
              - name: accessory
                default: 'Image(systemName: "chevron.right")'
            """]) == [
                "specs/Row.yaml:6:14: error: a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never",
                "specs/Row.yaml:8:14: error: 'default' content needs 'initializers: compact': a combinatorial component leaves a slot out as Never",
            ])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            initializers: compact
            slots:
              - name: title
                options: [text]
                default: Text("x")
              - name: accessory
                default: "Image(systemName: ) }"
            """]) == [
                "specs/Row.yaml:9:14: error: default 'Image(systemName: ) }' is not exactly one Swift expression",
            ])
    }

    @Test func aValueDefaultNeedsCompactAndOneExpression() {
        #expect(SpecRun.diagnostics(["Row.yaml": "component: Row\nsummary: A row.\n" + """
            slots:
              - name: title
                options: [text]
                default: '"Untitled"'
            """]) == ["specs/Row.yaml:6:14: error: a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never"])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: tags
                resolver: TagsResolver
                default: "[] +"
            """]) == ["specs/Row.yaml:7:14: error: default '[] +' is not exactly one Swift expression"])
    }

    /// A value default is one value: a form with several parameters (a label's text and symbol) has none.
    @Test func aValueDefaultNeedsAOneParameterForm() {
        var run = ValidationRun(specs: SpecSet())
        let written = Located("\"Send\"", at: SourceLocation(file: "specs/Row.yaml", line: 7, column: 14))
        #expect(run.valueDefault(written, strategy: .compact, form: MultiParameterFormTests.label, slot: "title") == nil)
        #expect(run.diagnostics.map(\.formatted) == [
            "specs/Row.yaml:7:14: error: a value 'default' is one value, and 'title''s first value form takes 2 (title, titleSystemImage)",
        ])
        #expect(run.valueDefault(written, strategy: .compact, form: ValueForm(TextForm(textType: .localizedStringKey)), slot: "title") == "\"Send\"")
    }

    @Test func everyFamilyShowsTheValueDefault() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: label
                options: [text]
                default: '"Active"'
              - name: priority
                optional: true
                resolver: PriorityResolver
                default: .medium
              - name: tags
                resolver: TagsResolver
                default: "[]"
            """)
        #expect(plan.slots.map(\.presence) == [.valueDefault("\"Active\"", isOptional: false), .valueDefault(".medium", isOptional: true), .valueDefault("[]", isOptional: false)])
        // Each calls a resolver's main-actor `resolve(_:)` (a value, a model's value or a default): `@MainActor`.
        #expect(RuleSpecs.declarations(plan) == [
            "@MainActor public init(@ViewBuilder label: () -> Label = { Text(\"Active\") }, @ViewBuilder priority: () -> Priority = { PriorityResolver.resolve(.medium) }, @ViewBuilder tags: () -> Tags = { TagsResolver.resolve([]) })",
            "@MainActor public init(label: LocalizedStringKey = \"Active\", priority: PriorityResolver.Input? = .medium, tags: TagsResolver.Input = [])",
            "@_disfavoredOverload @MainActor public init(label: some StringProtocol = \"Active\", priority: PriorityResolver.Input? = .medium, tags: TagsResolver.Input = [])",
            "@MainActor public init(model: any RowModel)",
            "@MainActor public init()",
        ])
        let slotsOmitted = try #require(plan.initializers.first { $0.family == .conditional })
        #expect(slotsOmitted.constraints.map(\.rendered) == ["Label == Text", "Priority == PriorityResolver.Output", "Tags == TagsResolver.Output"])
        #expect(slotsOmitted.assignments.map(\.expression.description) == ["Text(\"Active\")", "PriorityResolver.resolve(.medium)", "TagsResolver.resolve([])"])
        let typeBased = try #require(plan.initializers.first { $0.family == .typeBased && !$0.isDisfavored })
        #expect(typeBased.constraints.map(\.rendered) == ["Label == Text", "Priority == PriorityResolver.Output?", "Tags == TagsResolver.Output"])
        // Left out, the builder's generic argument is the default view's, which can be named.
        #expect(plan.initializers[0].fills.map(\.genericArgumentWhenLeftOut) == [.text, .named("PriorityResolver.Output"), .named("TagsResolver.Output")])
        // The model's value is optional only where `optional: true` says so; no slot has a `has…` flag.
        #expect(plan.model?.requirements.map(\.type.description) == ["String", "PriorityResolver.Input?", "TagsResolver.Input"])
        #expect(!plan.storedProperties.contains { $0.name.hasPrefix("has") })
        #expect(plan.valueType == .named("Row", [.text, .optional(.named("PriorityResolver.Output")), .named("TagsResolver.Output")]))
    }

    // MARK: - input
}
