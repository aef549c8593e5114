@testable import CatalogCore
import TestSupport
import Testing

/// `families:` and per-family `default:` (revision 4): each rule with its exact, positioned diagnostic, and
/// what they make of the plan: which initializers take the parameter, with which default, what the model
/// requires, and that validation's count stays the planner's.
@Suite struct FamiliesRuleTests {
    static let tile = """
        component: Tile
        summary: A tile.
        initializers: compact

        """

    @Test func familiesNeedANameADefaultAndSlots() {
        #expect(SpecRun.diagnostics(["Tile.yaml": Self.tile + """
            properties:
              - name: titleStyle
                type: Int
                families: []
                default: "0"
              - name: title
                type: String
                families: [values]
              - name: size
                type: Int
                default: "0"
                families: [values, values]
              - name: tone
                type: Int
                default: "0"
                families: [valus]
              - name: state
                type: Int
                default: "0"
                families: [builder]
                modifier: true
              - name: tint
                type: Int
                default: { builder: "1" }
                modifier: true
            slots:
              - name: content
            """]) == [
                "specs/Tile.yaml:7:15: error: an empty 'families' leaves 'titleStyle' out of every initializer; name 'builder', 'values' or both, or remove it",
                "specs/Tile.yaml:11:15: error: 'title' is only in the values initializers, so the builder initializers set it to its default, and it has none there; add 'default:' (or 'default: { builder: … }')",
                "specs/Tile.yaml:15:24: error: families names 'values' twice",
                "specs/Tile.yaml:19:16: error: 'valus' is not a family of initializers; did you mean 'values'?",
                "specs/Tile.yaml:23:15: error: families cannot stand beside 'modifier': no initializer takes 'state' (its method sets it); remove one of them",
                "specs/Tile.yaml:27:14: error: a default per family cannot stand beside 'modifier': no initializer takes 'tint' (its method sets it); remove one of them",
            ])
        #expect(SpecRun.diagnostics(["Chip.yaml": """
            component: Chip
            summary: A chip without slots.
            properties:
              - name: title
                type: String
                default: { values: '""' }
            """]) == [
                "specs/Chip.yaml:6:14: error: a default per family needs slots: Chip has none, so its one initializer takes every property; remove it",
            ])
    }

    @Test func aPerFamilyDefaultNamesAFamilyAndHoldsExpressions() {
        #expect(SpecRun.diagnostics(["Tile.yaml": Self.tile + """
            properties:
              - name: title
                type: String
                default: {}
              - name: size
                type: Int
                default: { value: "1" }
              - name: count
                type: Int
                default: { builder: nil, values: "1) {" }
            slots:
              - name: content
              - name: icon
                default: { builder: 'Image(systemName: "star")' }
              - name: label
                options: [text]
                default: { builder: '"A"' }
            """]) == [
                "specs/Tile.yaml:7:14: error: a default per family names 'builder', 'values' or both (a family left out requires the parameter)",
                "specs/Tile.yaml:10:16: error: unknown key 'value'; did you mean 'values'?",
                "specs/Tile.yaml:13:25: error: default nil needs an optional type; did you mean 'Int?'?",
                "specs/Tile.yaml:13:38: error: default '1) {' is not exactly one Swift expression",
                "specs/Tile.yaml:17:14: error: a default per family is a value of the slot's first value form, and 'icon' has none; write one view expression ('default:' content) instead",
            ])
        #expect(SpecRun.diagnostics(["Tile.yaml": "component: Tile\nsummary: A tile.\n" + """
            slots:
              - name: label
                options: [text]
                default: { values: '""' }
            """]) == [
                "specs/Tile.yaml:6:24: error: a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never",
            ])
    }

    @Test func aPerFamilyOrderNamesItsFamilysParameters() {
        #expect(SpecRun.diagnostics(["Tile.yaml": Self.tile + """
            order:
              builder: [title, titleStyle, content]
              values: [title, content]
            properties:
              - name: title
                type: String
              - name: titleStyle
                type: Int
                default: "0"
                families: [values]
            slots:
              - name: content
                options: [text]
            """]) == [
                "specs/Tile.yaml:5:20: error: order.builder names 'titleStyle', which only the values initializers take (families: [values]); remove it from order.builder",
                "specs/Tile.yaml:6:11: error: order.values must name every slot and property once; missing: 'titleStyle'",
            ])
    }

    /// Orbit's tile: `titleStyle` in the value initializers only, `title` required beside a builder and
    /// defaulted beside values; the model requires what `values` takes, and the count is the planner's.
    @Test func orbitsTitleAndTitleStyle() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            properties:
              - name: title
                type: String
                unlabeled: true
                default: { values: '""' }
              - name: titleStyle
                type: Int
                default: "4"
                families: [values]
              - name: isCompact
                type: Bool
                default: "false"
                families: [builder]

            """ + RuleSpecs.tileSlots)
        #expect(RuleSpecs.declarations(plan) == [
            "public init(_ title: String, isCompact: Bool = false, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder content: () -> Content = { EmptyView() })",
            "public init(_ title: String = \"\", titleStyle: Int = 4, description: LocalizedStringKey? = nil, @ViewBuilder content: () -> Content = { EmptyView() })",
            "@_disfavoredOverload public init(_ title: String = \"\", titleStyle: Int = 4, description: String? = nil, @ViewBuilder content: () -> Content = { EmptyView() })",
            "public init(model: any RowModel, @ViewBuilder content: () -> Content = { EmptyView() })",
            "public init(_ title: String, isCompact: Bool = false, @ViewBuilder content: () -> Content = { EmptyView() })",
        ])
        #expect(plan.initializers.map(\.parameterFamily) == [.builder, .values, .values, .values, .builder])
        #expect(plan.model?.requirements.map(\.name) == ["description", "title", "titleStyle"])
        // The builder initializers set titleStyle to its default, the value ones isCompact.
        #expect(plan.initializers[0].assignments.contains { $0.property == "titleStyle" && $0.expression.description == "4" })
        #expect(plan.initializers[1].assignments.contains { $0.property == "isCompact" && $0.expression.description == "false" })
        // `init(model:)` calls the twin (issue 38), which does too.
        #expect(plan.initializers[3].delegation?.map(\.label) == [nil, "titleStyle", "description", "content"])
        #expect(plan.properties.map(\.families) == [nil, [.values], [.builder]])
        // The reference says where each property is taken and its default in each family.
        let page = ReferencePage(plan: plan, declarations: ComponentDeclarations(plan))
        #expect(page.properties.map(\.name) == ["`title` (no label: `_`)", "`titleStyle` (only `values` initializers)", "`isCompact` (only `builder` initializers)"])
        #expect(page.properties.map(\.defaultValue) == ["builder: required · values: `\"\"`", "`4`", "`false`"])
    }

    /// A compact value-form slot's default per family: `values` defaults the value, `builder` the closure
    /// (to the view that shows it); the slots-omitted initializer exists only where `builder` can omit.
    @Test func aSlotsDefaultPerFamily() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: message
                options: [text]
                default: { builder: '"Done"', values: '""' }
              - name: icon
                optional: true
            """)
        #expect(RuleSpecs.declarations(plan) == [
            "public init(@ViewBuilder message: () -> Message = { Text(\"Done\") }, @ViewBuilder icon: () -> Icon = { EmptyView() })",
            "public init(message: LocalizedStringKey = \"\", @ViewBuilder icon: () -> Icon = { EmptyView() })",
            "@_disfavoredOverload public init(message: some StringProtocol = \"\", @ViewBuilder icon: () -> Icon = { EmptyView() })",
            "public init(@ViewBuilder icon: () -> Icon = { EmptyView() })",
            "public init(model: any RowModel, @ViewBuilder icon: () -> Icon = { EmptyView() })",
        ])
        #expect(plan.initializers[3].assignments.contains { $0.property == "message" && $0.expression.description == "Text(\"Done\")" })
        #expect(ReferencePage(plan: plan, declarations: ComponentDeclarations(plan)).slots.map(\.presence) == ["defaulted (builder: `\"Done\"` · values: `\"\"`)", "optional"])
        let valuesOnly = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: message
                options: [text]
                default: { values: '""' }
            """)
        #expect(RuleSpecs.declarations(valuesOnly) == [
            "public init(@ViewBuilder message: () -> Message)",
            "public init(message: LocalizedStringKey = \"\")",
            "@_disfavoredOverload public init(message: some StringProtocol = \"\")",
            "public init(model: any RowModel)",
        ])
    }

    /// `families:` and per-family defaults change each family's renamed parameters, so the count validation
    /// makes without planning must follow them, in both strategies.
    @Test(arguments: ["compact", "combinatorial"]) func theCountIsThePlanners(strategy: String) throws {
        let spec = "component: Row\nsummary: A row.\ninitializers: \(strategy)\n" + """
            properties:
              - name: title
                type: String
                renamed: heading
                default: { values: '""' }
              - name: titleStyle
                type: Int
                default: "4"
                renamed: style
                families: [values]
              - name: isOn
                type: Bool
                binding: true
                renamed: on
                families: [builder]
                default: .constant(false)

            """ + RuleSpecs.tileSlots + "    renamed: main\n"
        let catalog = try #require(SpecRun.catalog(["Row.yaml": spec]), "\(SpecRun.diagnostics(["Row.yaml": spec]))")
        let component = try #require(catalog.components.first)
        #expect(InitializerCount.of(component) == Planner.plan(catalog).components[0].initializers.count)
    }
}
