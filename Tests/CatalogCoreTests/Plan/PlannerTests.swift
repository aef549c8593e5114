@testable import CatalogCore
import TestSupport
import Testing

@Suite struct PlannerTests {
    @Test func cardCombinatorialHasOneInitializerPerCombinationPlusModel() {
        let plan = Planner.plan(Fixtures.catalog(Fixtures.card)).components[0]
        // title: builder, LocalizedStringKey, StringProtocol × actions: builder, omitted; plus init(model:).
        #expect(plan.initializers.count == 3 * 2 + 1)
        #expect(plan.initializers.map(\.selector) == [
            "init(title:actions:)",
            "init(title:)",
            "init(title:actions:)", "init(title:actions:)", "init(title:)", "init(title:)",
            "init(model:)",
        ])
        #expect(plan.initializers[0].constraints.isEmpty)
        #expect(plan.initializers[0].family == .viewBuilder)
        #expect(plan.constraintGroups.map { $0.map(\.rendered) } == [
            [], ["Actions == Never"], ["Title == Text"], ["Title == Text", "Actions == Never"],
        ])
    }

    @Test func stringProtocolInitializersAreDisfavored() {
        let plan = Planner.plan(Fixtures.catalog(Fixtures.card)).components[0]
        for initializer in plan.initializers {
            let hasString = initializer.parameters.contains { $0.type.contains("StringProtocol") }
            #expect(initializer.isDisfavored == hasString)
        }
    }

    @Test func parameterOrderIsPropertiesValuesClosuresBuilders() {
        let row = Fixtures.component("Row", properties: [
            Fixtures.property("onTap", "() -> Void", closure: true),
            Fixtures.property("isSelected", "Bool", default: "false"),
        ], slots: [Fixtures.slot("content", .text), Fixtures.slot("badge", optional: true, .resolver("CountResolver"))])
        let plan = Planner.plan(Fixtures.catalog(row)).components[0]
        let mixed = plan.initializers.first { $0.slotForms == [.builder, .value(.resolver("CountResolver"))] }
        #expect(mixed?.parameters.map(\.declaration) == [
            "isSelected: Bool = false",
            "badge: CountResolver.Input?",
            "onTap: @escaping () -> Void",
            "@ViewBuilder content: () -> Content",
        ])
    }

    @Test func compactHasBuilderConditionalsOneTypeBasedWithTwinAndModel() {
        let item = Fixtures.component("ContactItem", strategy: .compact, slots: [
            Fixtures.slot("title", .text), Fixtures.slot("subtitle", optional: true, .text),
            Fixtures.slot("detailImage", optional: true, .image),
        ])
        let plan = Planner.plan(Fixtures.catalog(item)).components[0]
        // 1 builder + 3 subsets of two omittable slots + type-based + its StringProtocol twin + model.
        #expect(plan.initializers.count == 1 + 3 + 2 + 1)
        let typeBased = plan.initializers.filter { $0.family == .typeBased }
        #expect(typeBased.map { $0.parameters.map(\.declaration) } == [
            ["title: LocalizedStringKey", "subtitle: LocalizedStringKey? = nil", "detailImage: Image? = nil"],
            ["title: some StringProtocol", "subtitle: String? = nil", "detailImage: Image? = nil"],
        ])
        #expect(typeBased.map(\.isDisfavored) == [false, true])
    }

    @Test func modelExposesValueSlotsAndNonBindingProperties() {
        let toggle = Fixtures.component("SettingsToggle", properties: [
            Fixtures.property("isOn", "Bool", binding: true), Fixtures.property("tint", "Int"),
        ], slots: [Fixtures.slot("label", .text), Fixtures.slot("icon", optional: true, .systemImage)])
        let plan = Planner.plan(Fixtures.catalog(toggle)).components[0]
        #expect(plan.model?.requirements.map { "\($0.name): \($0.type)" } == [
            "label: String", "iconSystemName: String?", "tint: Int",
        ])
        let modelInit = plan.initializers.first { $0.family == .protocolBased }
        #expect(modelInit?.family == .protocolBased)
        #expect(modelInit?.selector == "init(model:isOn:)")
        #expect(modelInit?.constraints.map(\.rendered) == ["Label == Text", "Icon == Image"])
    }

    @Test func componentSlotsUseTheTargetsValueTypeAndModel() {
        let badge = Fixtures.component("Badge", slots: [Fixtures.slot("icon", optional: true), Fixtures.slot("label", .text)])
        let header = Fixtures.component("Header", slots: [Fixtures.slot("status", optional: true, .component("Badge"))])
        let plan = Planner.plan(Fixtures.catalog(badge, header))
        #expect(plan.components[0].valueType == "Badge<Never, Text>")
        let headerPlan = plan.components[1]
        #expect(headerPlan.composedOf == ["Badge"])
        #expect(headerPlan.model?.requirements.first?.type == "(any BadgeModel)?")
        #expect(headerPlan.initializers.contains { $0.parameters.map(\.declaration) == ["status: Badge<Never, Text>?"] })
    }

    @Test func emptySlotsAreLeftOutAsEmptyView() {
        let avatar = Fixtures.component("Avatar", slots: [Fixtures.slot("picture", .image), Fixtures.slot("overlay", empty: true)])
        let plan = Planner.plan(Fixtures.catalog(avatar)).components[0]
        #expect(plan.initializers.contains { $0.constraints.map(\.rendered) == ["Picture == Image", "Overlay == EmptyView"] })
        #expect(plan.storedProperties.map(\.type) == ["Picture", "Overlay"])
    }

    @Test func unlabeledSlotsDropTheLabelExceptForSystemNames() {
        let banner = Fixtures.component("Banner", slots: [Fixtures.slot("message", unlabeled: true, .text, .systemImage)])
        let plan = Planner.plan(Fixtures.catalog(banner)).components[0]
        let declarations = Set(plan.initializers.flatMap { $0.parameters.map(\.declaration) })
        #expect(declarations.contains("_ message: LocalizedStringKey"))
        #expect(declarations.contains("messageSystemName: String"))
        #expect(declarations.contains("@ViewBuilder message: () -> Message"))
    }

    @Test func localizedStringResourceWhenTheCatalogSaysSo() {
        let plan = Planner.plan(Fixtures.catalog(Fixtures.card, textType: .localizedStringResource)).components[0]
        #expect(plan.initializers.contains { $0.parameters.map(\.declaration) == ["title: LocalizedStringResource"] })
    }

    @Test func countMatchesThePlan() {
        let catalog = Fixtures.catalog(Fixtures.card)
        #expect(Planner.initializerCount(of: Fixtures.card, in: catalog) == Planner.plan(catalog).components[0].initializers.count)
    }
}
