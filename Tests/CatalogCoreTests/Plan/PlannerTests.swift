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
        #expect(plan.initializers.contains(where: \.isDisfavored) && plan.initializers.contains { !$0.isDisfavored })
        for initializer in plan.initializers {
            let hasString = initializer.parameters.contains { $0.type == .opaque("StringProtocol") || $0.type == .optional(.opaque("StringProtocol")) }
            #expect(initializer.isDisfavored == hasString)
        }
    }

    @Test func parameterOrderIsPropertiesValuesClosuresBuilders() {
        let row = Fixtures.component("Row", properties: [
            Fixtures.property("onTap", "() -> Void", closure: true),
            Fixtures.property("isSelected", "Bool", default: "false"),
        ], slots: [Fixtures.slot("content", .text), Fixtures.slot("badge", optional: true, .resolver("CountResolver"))])
        let plan = Planner.plan(Fixtures.catalog(row)).components[0]
        let mixed = plan.initializers.first { $0.fills.map(\.kind) == [.builder, .value] }
        #expect(mixed?.parameters.map(\.printed) == [
            "isSelected: Bool = false",
            "badge: CountResolver.Input?",
            "onTap: @escaping () -> Void",
            "@ViewBuilder content: () -> Content",
        ])
    }

    @Test func compactLeavesSlotsOutThroughDefaultArguments() {
        let item = Fixtures.component("ContactItem", strategy: .compact, slots: [
            Fixtures.slot("title", .text), Fixtures.slot("subtitle", optional: true, .text),
            Fixtures.slot("detailImage", optional: true, .image), Fixtures.slot("accessory", optional: true),
        ])
        let plan = Planner.plan(Fixtures.catalog(item)).components[0]
        // Builder, type-based, its StringProtocol twin and the model: no initializer per left-out slot.
        #expect(plan.initializers.map(\.family) == [.viewBuilder, .typeBased, .typeBased, .protocolBased])
        #expect(plan.initializers[0].parameters.map(\.printed) == [
            "@ViewBuilder title: () -> Title", "@ViewBuilder subtitle: () -> Subtitle = { EmptyView() }",
            "@ViewBuilder detailImage: () -> DetailImage = { EmptyView() }", "@ViewBuilder accessory: () -> Accessory = { EmptyView() }",
        ])
        let typeBased = plan.initializers.filter { $0.family == .typeBased }
        #expect(typeBased.map { $0.parameters.map(\.printed) } == [
            ["title: LocalizedStringKey", "subtitle: LocalizedStringKey? = nil", "detailImage: Image? = nil",
             "@ViewBuilder accessory: () -> Accessory = { EmptyView() }"],
            ["title: some StringProtocol", "subtitle: String? = nil", "detailImage: Image? = nil",
             "@ViewBuilder accessory: () -> Accessory = { EmptyView() }"],
        ])
        #expect(typeBased.map(\.isDisfavored) == [false, true])
        #expect(typeBased[0].constraints.map(\.rendered) == ["Title == Text", "Subtitle == Text?", "DetailImage == Image?"])
        #expect(plan.initializers[3].selector == "init(model:accessory:)")
        // Stored as the generic itself, with a flag per omittable slot, computed from the slot's type and, for a
        // slot with a value form, its `nil`: no initializer assigns one.
        #expect(plan.storedProperties.map { "\($0.name): \($0.type!)" } == [
            "title: Title", "subtitle: Subtitle", "detailImage: DetailImage", "accessory: Accessory",
            "hasSubtitle: Bool", "hasDetailImage: Bool", "hasAccessory: Bool",
        ])
        #expect(plan.storedProperties.filter { $0.role == .presenceFlag(slot: "subtitle") || $0.role == .presenceFlag(slot: "accessory") }
            .map { $0.computed?.description } == ["if case Optional<Any>.none = subtitle as Any { false } else { !(Subtitle.self is EmptyView.Type) }",
                                 "!(Accessory.self is EmptyView.Type)"])
        #expect(plan.initializers.flatMap(\.assignments).allSatisfy { !$0.property.hasPrefix("has") })
        #expect(plan.valueType?.description == "ContactItem<Text, Text?, Image?, EmptyView>")
    }

    @Test func compactWithEveryValueSlotOmittableAddsAnInitializerWithoutThem() {
        let kpi = Fixtures.component("KPIItem", strategy: .compact, properties: [Fixtures.property("layout", "Layout")],
                                     slots: [Fixtures.slot("kpi", optional: true, .text), Fixtures.slot("icon", empty: true)])
        let plan = Planner.plan(Fixtures.catalog(kpi)).components[0]
        let withoutValues = plan.initializers.filter { $0.family == .conditional }
        // The slot without a value form keeps its defaulted builder, as in the builder initializer.
        #expect(withoutValues.map(\.selector) == ["init(layout:icon:)"])
        #expect(withoutValues.first?.constraints.map(\.rendered) == ["Kpi == EmptyView"])
        #expect(withoutValues.first?.parameters.map(\.printed) == ["layout: Layout", "@ViewBuilder icon: () -> Icon = { EmptyView() }"])
        #expect(plan.initializers.count == 5)
    }

    /// Issue 26: `Card { content }` with an optional text title fits the builder and the type-based
    /// initializer with one default each; a third one without the title takes it with none.
    @Test func compactWithARequiredBuilderSlotStillLeavesTheValueSlotsOut() {
        let card = Fixtures.component("Card", strategy: .compact,
                                      slots: [Fixtures.slot("title", optional: true, .text), Fixtures.slot("content")])
        let plan = Planner.plan(Fixtures.catalog(card)).components[0]
        let withoutValues = plan.initializers.filter { $0.family == .conditional }
        #expect(withoutValues.map(\.selector) == ["init(content:)"])
        #expect(withoutValues.first?.constraints.map(\.rendered) == ["Title == EmptyView"])
        // A required value slot means every call passes a value or a closure for it: nothing to add.
        let badge = Fixtures.component("Badge", strategy: .compact,
                                       slots: [Fixtures.slot("title", .text), Fixtures.slot("content", optional: true)])
        #expect(!Planner.plan(Fixtures.catalog(badge)).components[0].initializers.contains { $0.family == .conditional })
    }

    /// The count is computed without planning; it must agree with the planner for every shape.
    @Test func countAgreesWithThePlanner() {
        var random = SeededGenerator(seed: 42)
        func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &random) == 0 }
        let forms: [ValueForm] = [.text, .systemImage, .image, .resolver("R"), MultiParameterFormTests.label]
        for round in 0..<1_000 {
            let slots = (0..<Int.random(in: 0..<5, using: &random)).map { index -> Slot in
                let presence = Int.random(in: 0..<3, using: &random)
                var slot = Fixtures.slot("s\(index)", optional: presence == 1, empty: presence == 2, unlabeled: chance(4))
                slot.valueForms = forms.filter { _ in chance(3) }
                if chance(4) { slot.renamedFrom = "old\(index)" }
                // Revision 3: a value label of the author's choosing is not renamed with the slot.
                if !slot.valueForms.isEmpty, chance(4) { slot.argumentLabel = "label\(index)" }
                // Defaults decide how many forwarders a rename needs: content, a value default, `input`.
                if slot.valueForms.isEmpty, chance(6) { slot.presence = .defaultContent("Text(\"x\")") }
                if slot.valueForms.first == .text, chance(3) { slot.presence = .valueDefault("\"x\"", isOptional: chance(2)) }
                if slot.valueForms.first == .text, chance(4) {
                    slot.presence = .familyDefaults(PerFamily(builder: chance(2) ? "\"b\"" : nil, values: chance(2) ? "\"v\"" : nil), isOptional: chance(2))
                }
                if slot.valueForms.isEmpty, !slot.presence.isOmittable, chance(6) { slot.input = .named("Int") }
                return slot
            }
            let properties = (0..<Int.random(in: 0..<3, using: &random)).map { index -> Property in
                var property = Fixtures.property("p\(index)", "Int", binding: chance(3))
                if chance(4) { property.renamedFrom = "was\(index)" }
                if chance(2) { property.defaultValue = property.isBinding ? ".constant(0)" : "0" }
                property.isUnlabeled = chance(4)
                // Revision 4: a default per family, and a family of its own (its default where it is not taken).
                if !slots.isEmpty, chance(4) {
                    let value = property.isBinding ? ".constant(0)" : "0"
                    property.familyDefaults = PerFamily(builder: chance(2) ? value : nil, values: chance(2) ? value : nil)
                }
                if !slots.isEmpty, chance(4) {
                    let family: ParameterFamily = chance(2) ? .builder : .values
                    property.families = [family]
                    let other: ParameterFamily = family == .builder ? .values : .builder
                    if property.defaultValue(in: other) == nil { property.defaultValue = property.isBinding ? ".constant(0)" : "0"; property.familyDefaults = nil }
                }
                return property
            }
            let strategy: InitializerStrategy = chance(2) ? .compact : .combinatorial
            let component = Fixtures.component("C\(round)", strategy: strategy, properties: properties, slots: slots, model: chance(2))
            let planned = Planner.plan(Fixtures.catalog(component)).components[0].initializers.count
            #expect(InitializerCount.of(component) == planned, "\(strategy) \(slots.map { $0.name }) \(properties.map { $0.name })")
        }
    }

    @Test func countSaturatesInsteadOfOverflowing() {
        let slots = (0..<40).map { Fixtures.slot("s\($0)", optional: true, .text, .systemImage, .image) }
        #expect(InitializerCount.of(Fixtures.component("Wide", slots: slots)) == Int.max)
        #expect(InitializerCount.of(Fixtures.component("Wide", strategy: .compact, slots: slots)) == 5)
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
        #expect(plan.components[0].valueType?.description == "Badge<Never, Text>")
        let headerPlan = plan.components[1]
        #expect(headerPlan.composedOf == ["Badge"])
        #expect(headerPlan.model?.requirements.first?.type.description == "(any BadgeModel)?")
        #expect(headerPlan.initializers.contains { $0.parameters.map(\.printed) == ["status: Badge<Never, Text>?"] })
    }

    @Test func emptySlotsAreLeftOutAsEmptyView() {
        let avatar = Fixtures.component("Avatar", slots: [Fixtures.slot("picture", .image), Fixtures.slot("overlay", empty: true)])
        let plan = Planner.plan(Fixtures.catalog(avatar)).components[0]
        #expect(plan.initializers.contains { $0.constraints.map(\.rendered) == ["Picture == Image", "Overlay == EmptyView"] })
        #expect(plan.storedProperties.map { $0.type!.description } == ["Picture", "Overlay", "Bool"])
    }

    @Test func unlabeledSlotsDropTheLabelExceptForSystemNames() {
        let banner = Fixtures.component("Banner", slots: [Fixtures.slot("message", unlabeled: true, .text, .systemImage)])
        let plan = Planner.plan(Fixtures.catalog(banner)).components[0]
        let declarations = Set(plan.initializers.flatMap { $0.parameters.map(\.printed) })
        #expect(declarations.contains("_ message: LocalizedStringKey"))
        #expect(declarations.contains("messageSystemName: String"))
        #expect(declarations.contains("@ViewBuilder message: () -> Message"))
    }

    @Test func localizedStringResourceWhenTheCatalogSaysSo() {
        let card = Fixtures.component("Card", slots: [Fixtures.slot("title", ValueForm(TextForm(textType: .localizedStringResource)))])
        let plan = Planner.plan(Fixtures.catalog(card, textType: .localizedStringResource)).components[0]
        #expect(plan.initializers.contains { $0.parameters.map(\.printed) == ["title: LocalizedStringResource"] })
    }
}
