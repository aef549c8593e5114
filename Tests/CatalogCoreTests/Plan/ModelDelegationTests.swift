import CatalogCore
import TestSupport
import Testing

/// `init(model:)` calls the type-based initializer where every value passes as it is (issue 38), and
/// keeps assigning where one would not: a component-valued slot, a text slot backed by another view.
@Suite struct ModelDelegationTests {
    static func plan(_ specs: [String: String]) throws -> CatalogPlan {
        let result = Pipeline.generate(specs.map { InputFile(path: "specs/\($0.key)", text: $0.value) }, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.plan)
    }

    static func modelInitializer(_ component: ComponentPlan) throws -> InitializerPlan {
        try #require(component.initializers.first { $0.family == .protocolBased })
    }

    static let banner = """
        component: Banner
        summary: A banner.
        initializers: compact
        properties:
          - name: onDismiss
            type: "(@MainActor () -> Void)?"
            default: "nil"
          - name: level
            type: Int
            default: "0"
        slots:
          - name: message
            options: [text, unlabeled]
          - name: icon
            optional: true
            options: [systemImage]
          - name: photo
            optional: true
            options: [image]
          - name: accessory
            optional: true
        """

    @Test func compactCallsTheTwinWithTheModelsValues() throws {
        let banner = try Self.plan(["Banner.yaml": Self.banner]).components[0]
        let model = try Self.modelInitializer(banner)
        #expect(model.assignments.isEmpty && model.locals.isEmpty)
        #expect(model.delegation.map { $0.map { "\($0.label ?? "_"): \($0.expression)" } } == [
            "level: model.level", "_: model.message", "iconSystemName: model.iconSystemName", "photo: model.photo",
            "onDismiss: model.onDismiss", "accessory: accessory",
        ])
        // Its callee: the twin, in the same extension (a `String` is no `LocalizedStringKey`).
        let callees = banner.initializers.filter { $0.constraints == model.constraints && $0.family == .typeBased }
        #expect(callees.map(\.isDisfavored) == [false, true])
        #expect(callees.allSatisfy { $0.selector == "init(level:_:iconSystemName:photo:onDismiss:accessory:)" })
        #expect(model.selector == "init(model:accessory:)")
        let swift = try #require(Pipeline.generate([InputFile(path: "specs/Banner.yaml", text: Self.banner)], products: .swift)
            .files.first { $0.path.hasSuffix("/Banner.swift") }?.contents)
        #expect(swift.contains("""
                public init(model: any BannerModel, @ViewBuilder accessory: () -> Accessory = { EmptyView() }) {
                    self.init(level: model.level, model.message, iconSystemName: model.iconSystemName, photo: model.photo, onDismiss: model.onDismiss, accessory: accessory)
                }
            """))
    }

    @Test func aComponentValuedSlotKeepsTheAssignments() throws {
        let plan = try Self.plan([
            "Badge.yaml": "component: Badge\nsummary: A badge.\ninitializers: compact\nslots:\n  - name: label\n    options: [text]\n",
            "Row.yaml": "component: Row\nsummary: A row.\ninitializers: compact\nslots:\n  - name: title\n    options: [text]\n  - name: status\n    optional: true\n    component: Badge\n",
        ])
        let badge = try Self.modelInitializer(try #require(plan.components.first { $0.name == "Badge" }))
        #expect(badge.delegation?.map(\.expression.description) == ["model.label"])
        // `any BadgeModel` is no `Badge<Text>`: the row shows `Badge(model:)`, so it assigns.
        let row = try Self.modelInitializer(try #require(plan.components.first { $0.name == "Row" }))
        #expect(row.delegation == nil)
        #expect(row.assignments.map(\.expression.description) == ["Text(verbatim: model.title)", "model.status.map { Badge(model: $0) }"])
    }

    @Test func aBackedTextSlotKeepsTheAssignments() throws {
        let backed = Self.banner.replacingOccurrences(of: "    options: [text, unlabeled]\n", with: "    options: [text, unlabeled]\n    backedBy: DSText($0)\n")
        let model = try Self.modelInitializer(try Self.plan(["Banner.yaml": backed]).components[0])
        #expect(model.delegation == nil)
        #expect(model.assignments.first?.expression.description == "DSText(model.message)")
    }

    @Test func combinatorialCallsTheInitializerOfItsOwnConstraints() throws {
        let card = "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n  - name: icon\n    optional: true\n    options: [systemImage]\n"
        let plan = try Self.plan(["Card.yaml": card]).components[0]
        let model = try Self.modelInitializer(plan)
        #expect(model.constraints.map(\.rendered) == ["Title == Text", "Icon == Image"])
        #expect(model.delegation.map { $0.map { "\($0.label ?? "_"): \($0.expression)" } } == ["title: model.title", "iconSystemName: model.iconSystemName"])
    }
}
