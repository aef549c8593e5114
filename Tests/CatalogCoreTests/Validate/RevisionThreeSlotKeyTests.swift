@testable import CatalogCore
import TestSupport
import Testing

/// SPEC revision 3's slot keys `backedBy`, a value `default:` and `input`: each rule with its exact,
/// positioned diagnostic, and what each makes of the plan (parameters, defaults, constraints, storage).
@Suite struct RevisionThreeSlotKeyTests {
    static let header = "component: Row\nsummary: A row.\ninitializers: compact\n"

    static func component(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ComponentPlan {
        let catalog = try #require(SpecRun.catalog(["Row.yaml": spec]), "\(SpecRun.diagnostics(["Row.yaml": spec]))",
                                   sourceLocation: sourceLocation)
        return try #require(Planner.plan(catalog).components.first, sourceLocation: sourceLocation)
    }

    static func declarations(_ plan: ComponentPlan) -> [String] {
        ComponentDeclarations(plan).initializers.map { $0.lines.joined(separator: " ") }
    }

    // MARK: - backedBy

    @Test func backedByNeedsTextAndOneExpressionThatUsesDollarZero() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
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
                "specs/Row.yaml:25:15: error: backedBy '{ Heading($0) }' must be one Swift expression that uses $0 (the text value), like 'Heading($0)'",
            ])
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + "slots:\n  - name: title\n    options: [text]\n    backedby: Heading($0)\n"])
            == ["specs/Row.yaml:7:5: error: unknown key 'backedby'; did you mean 'backedBy'?"])
    }

    @Test func backedByShowsEveryTextTypeThroughTheView() throws {
        let plan = try Self.component(Self.header + """
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
        // `$0` in a nested closure is that closure's own.
        #expect(typeBased.assignments.map(\.expression).prefix(3) == [
            "DS.Heading(title, style: .title4)", "kicker.map { Tagged(Heading($0)).onTap { print($0) } }", "note.map { Heading($0) }",
        ])
        let twin = try #require(plan.initializers.first { $0.isDisfavored })
        #expect(twin.parameters.map(\.type.description).prefix(2) == ["some StringProtocol", "String?"])
        #expect(twin.assignments.first?.expression == "DS.Heading(title, style: .title4)")
        let model = try #require(plan.initializers.first { $0.family == .protocolBased })
        #expect(model.assignments.map(\.expression).prefix(3) == [
            "DS.Heading(model.title, style: .title4)", "model.kicker.map { Tagged(Heading($0)).onTap { print($0) } }", "model.note.map { Heading($0) }",
        ])
        // The view's type hides nothing: a generic parameter may not take its name.
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            slots:
              - name: heading
                optional: true
              - name: title
                options: [text]
                backedBy: Heading($0)
            """]).first?.hasSuffix("which hides the type 'Heading' that Row's generated code uses; set 'generic' to another name (the slot keeps its label)") == true)
    }

    // MARK: - Value default

    @Test func aValueDefaultNeedsCompactAndOneExpression() {
        #expect(SpecRun.diagnostics(["Row.yaml": "component: Row\nsummary: A row.\n" + """
            slots:
              - name: title
                options: [text]
                default: '"Untitled"'
            """]) == ["specs/Row.yaml:6:14: error: a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never"])
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
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
        let plan = try Self.component(Self.header + """
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
        #expect(Self.declarations(plan) == [
            "public init(@ViewBuilder label: () -> Label = { Text(\"Active\") }, @ViewBuilder priority: () -> Priority = { PriorityResolver.resolve(.medium) }, @ViewBuilder tags: () -> Tags = { TagsResolver.resolve([]) })",
            "public init(label: LocalizedStringKey = \"Active\", priority: PriorityResolver.Input? = .medium, tags: TagsResolver.Input = [])",
            "@_disfavoredOverload public init(label: some StringProtocol = \"Active\", priority: PriorityResolver.Input? = .medium, tags: TagsResolver.Input = [])",
            "public init(model: any RowModel)",
            "public init()",
        ])
        let slotsOmitted = try #require(plan.initializers.first { $0.family == .conditional })
        #expect(slotsOmitted.constraints.map(\.rendered) == ["Label == Text", "Priority == PriorityResolver.Output", "Tags == TagsResolver.Output"])
        #expect(slotsOmitted.assignments.map(\.expression) == ["Text(\"Active\")", "PriorityResolver.resolve(.medium)", "TagsResolver.resolve([])"])
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

    @Test func inputIsAClosureThatCannotBeLeftOutOrTakeAValue() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
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
        let plan = try Self.component("component: Row\nsummary: A row.\ninitializers: \(strategy.rawValue)\n" + """
            slots:
              - name: title
                options: [text]
              - name: label
                input: ControlState
                builder: LabelBuilder
            """)
        #expect(plan.storedProperties.map { SwiftPrinter.head(of: ComponentDeclarations.property($0)) }.prefix(2) == ["let title: Title", "let label: (ControlState) -> Label"])
        for initializer in plan.initializers {
            let label = try #require(initializer.parameters.last)
            #expect(label.declaration == "@LabelBuilder label: @escaping (ControlState) -> Label")
            #expect(initializer.assignments.contains(Assignment(property: "label", expression: "label")))
        }
        #expect(plan.initializers.last.map(\.selector) == "init(model:label:)")
        #expect(plan.initializers.first.map { InitializerDocs.summary(of: $0, in: plan) } == "Creates a `Row` with `title` from a view builder and `label` from a view builder that takes a `ControlState`.")
    }

    @Test func aStyleGetsTheInputClosure() throws {
        let plan = try Self.component(Self.header + "style: true\nslots:\n  - name: label\n    input: Bool\n")
        #expect(plan.style?.members.first.map { "\($0.name): \($0.type) = \($0.argument)" } == "label: (Bool) -> AnyView = { [label] in AnyView(label($0)) }")
    }
}
