@testable import CatalogCore
import CallSiteSynthesis
import TestSupport
import Testing

/// A value form of two parameters, as a `label` option would be (`ToolbarButton(title: "Send",
/// titleSystemImage: "paperplane")`, stored as `Label<Text, Image>`): the planner, the count and the
/// docs take any number of parameters from a descriptor.
struct TwoParameterLabelForm: ValueFormDescriptor {
    var key: String { "label" }
    func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named("LocalizedStringKey")), FormParameter(slot + "SystemImage", .string, followsUnlabeled: false)]
    }
    func storedType(in context: any ValueFormContext) -> SwiftType { .named("Label", [.text, .image]) }
    func control(_ arguments: [SwiftExpression]) -> SwiftExpression { .call("Label", .unlabeled(arguments[0]), .init("systemImage", arguments[1])) }
    var controlName: String { "Label" }
    var wording: String { "as a label" }
    func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .string), FormParameter(slot + "SystemImage", .string)]
    }
    func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression {
        .call("Label", .init("title", .closure(parameters: [], body: .call("Text", .init("verbatim", arguments[0])))),
              .init("icon", .closure(parameters: [], body: .call("Image", .init("systemName", arguments[1])))))
    }
    func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        FormSamples([.string("\(slot) text"), .string("star")], shows: nil, model: [.string(slot), .string("star")], showsFromModel: nil)
    }
    var uikitReading: UIKitReading { .keepsParameterType }
}

@Suite struct MultiParameterFormTests {
    static let label = ValueForm(TwoParameterLabelForm())

    @Test func aFormTakesTwoParameters() throws {
        let component = Fixtures.component("ToolbarButton", slots: [Fixtures.slot("title", Self.label)])
        let plan = Planner.plan(Fixtures.catalog(component)).components[0]
        let typed = try #require(plan.initializers.first { $0.family == .typeBased })
        #expect(typed.selector == "init(title:titleSystemImage:)")
        #expect(typed.parameters.map(\.type) == [.named("LocalizedStringKey"), .string])
        #expect(typed.constraints.map(\.rendered) == ["Title == Label<Text, Image>"])
        #expect(typed.assignments.map(\.expression.description) == ["Label(title, systemImage: titleSystemImage)"])
        #expect(plan.slots[0].valueForms.map { $0.parameters.map(\.name) } == [["title", "titleSystemImage"]])
        #expect(plan.model?.requirements.map(\.name) == ["title", "titleSystemImage"])
        let fromModel = try #require(plan.initializers.first { $0.family == .protocolBased })
        #expect(fromModel.assignments.map(\.expression.description)
            == ["Label(title: { Text(verbatim: model.title) }, icon: { Image(systemName: model.titleSystemImage) })"])
        #expect(InitializerCount.of(component) == plan.initializers.count)
        let swift = SwiftPrinter.print(ComponentDeclarations(plan).file)
        #expect(swift.contains("public init(title: LocalizedStringKey, titleSystemImage: String) {"))
    }

    /// Left out in compact: every parameter defaults to nil, and the view shows when every one is given.
    @Test func anOptionalFormShowsWhenEveryValueIsGiven() throws {
        let component = Fixtures.component("ToolbarButton", strategy: .compact, slots: [Fixtures.slot("title", optional: true, Self.label)])
        let plan = Planner.plan(Fixtures.catalog(component)).components[0]
        let typed = try #require(plan.initializers.first { $0.family == .typeBased })
        #expect(typed.parameters.map(\.printed) == ["title: LocalizedStringKey? = nil", "titleSystemImage: String? = nil"])
        #expect(typed.assignments.first?.expression.description
            == "title.flatMap { value0 in titleSystemImage.map { value1 in Label(value0, systemImage: value1) } }")
        #expect(InitializerCount.of(component) == plan.initializers.count)
    }

    /// `unlabeled` drops only the labels of parameters that follow it; a rename forwards every label that stays.
    @Test func unlabeledAndRenamedApplyPerParameter() throws {
        var slot = Fixtures.slot("title", unlabeled: true, Self.label)
        slot.renamedFrom = "heading"
        let component = Fixtures.component("ToolbarButton", slots: [slot])
        let plan = Planner.plan(Fixtures.catalog(component)).components[0]
        let selectors = plan.initializers.filter { $0.family == .typeBased }.map(\.selector)
        #expect(selectors == ["init(_:titleSystemImage:)", "init(_:headingSystemImage:)"])
        #expect(InitializerCount.of(component) == plan.initializers.count)
    }
}
