import CatalogCore

/// What a synthesized call site passes for a value form, and how the test then checks what the view
/// stores. Test-harness knowledge (the stand-in's `_testStorage` and `_testSource`), so it lives here and
/// not in the core: every form of `ValueFormCase` conforms below, read through an exhaustive switch.
/// A text form backed by the author's view (`backedBy:`) has no check: that view is not the stand-in's, its
/// generic argument is pinned but its contents are not read.
public protocol SampledValueForm: ValueFormDescriptor {
    /// A call site's arguments for slot `slot` (one per parameter), and the check of what the view then
    /// stores (`view.title`), if the stand-in can tell.
    func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String]
    func check(_ stored: String, slot: String) -> String?
    /// The sample model's values of the requirements, and the check after `init(model:)`.
    func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String]
    func checkFromModel(_ stored: String, slot: String) -> String?
}

extension ValueForm {
    /// Exhaustive: a new form is a new case of `ValueFormCase`, and this does not compile until it has samples.
    var sampled: any SampledValueForm {
        switch descriptor.formCase {
        case .text(let form): return form
        case .verbatimText(let form): return form
        case .attributedText(let form): return form
        case .stringText(let form): return form
        case .systemImage(let form): return form
        case .image(let form): return form
        case .component(let form): return form
        case .resolver(let form): return form
        case .outside(let form):
            guard let sampled = form as? any SampledValueForm else { preconditionFailure("value form '\(key)' has no samples: conform it to SampledValueForm") }
            return sampled
        }
    }
}

extension TextForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) text\""] }
    public func check(_ stored: String, slot: String) -> String? {
        guard backing == nil else { return nil }
        let storage = textType == .localizedStringKey ? "localizedKey" : "resource"
        return "#expect(\(stored)._testStorage == .\(storage)(\"\(slot) text\"))"
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) from model\""] }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) from model\"))" : nil
    }
}

extension VerbatimTextForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["(\"\(slot) text\" as String)"] }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) from model\""] }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}

extension AttributedTextForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["AttributedString(\"\(slot) text\")"] }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        ["AttributedString(\"\(slot) from model\")"]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) from model\"))" : nil
    }
}

extension StringTextForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) text\""] }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) from model\""] }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) from model\"))" : nil
    }
}

extension SystemImageForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"star\""] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .systemName(\"star\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        ["\"\(SwiftNames.systemNameParameter(forSlot: slot)) from model\""]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testSource == .systemName(\"\(SwiftNames.systemNameParameter(forSlot: slot)) from model\"))"
    }
}

extension ImageForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["Image(\"photo\")"] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testSource == .named(\"photo\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["Image(\"photo\")"] }
    public func checkFromModel(_ stored: String, slot: String) -> String? { check(stored, slot: slot) }
}

extension ComponentForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        [context.modelName(ofComponent: component) == nil ? "\(storedType(in: context)).sample"
            : "\(component)(model: \(sampleRequirementValues(forSlot: slot, in: context)[0]))"]
    }
    public func check(_ stored: String, slot: String) -> String? { nil }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        [context.modelName(ofComponent: component).map { "Planned\(component).Sample\($0)()" } ?? "\(storedType(in: context)).sample"]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}

extension ResolverForm: SampledValueForm {
    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\(resolver).Input.sample"] }
    /// The stored view shows the texts the resolver makes of the sample (an optional is a view too).
    public func check(_ stored: String, slot: String) -> String? {
        let view = stored.hasSuffix("?") ? String(stored.dropLast()) : stored
        return "#expect(_TestRenderer.texts(\(view)).map(\\._testStorage) == _TestRenderer.texts(\(resolver).resolve(.sample)).map(\\._testStorage))"
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\(resolver).Input.sample"] }
    public func checkFromModel(_ stored: String, slot: String) -> String? { check(stored, slot: slot) }
}

/// Another component's types, read from the plan (the planner's answers, planned).
struct PlannedComponents: ValueFormContext {
    let components: [String: ComponentPlan]

    init(_ plan: CatalogPlan) {
        components = Dictionary(plan.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func valueType(ofComponent name: String) -> SwiftType? { components[name]?.valueType }
    func modelName(ofComponent name: String) -> String? { components[name]?.model?.name }
}
