/// The words that describe an initializer, shared by the doc comments and the Markdown reference.
public enum InitializerDocs {
    /// One sentence: which form fills each slot.
    public static func summary(of initializer: InitializerPlan, in plan: ComponentPlan) -> String {
        if initializer.family == .protocolBased {
            let left = zip(plan.component.slots, initializer.slotForms).filter { $0.1 == .omitted }.map { "`\($0.0.name)`" }
            let modelName = plan.model?.name ?? "model"
            return "Creates a `\(plan.name)` from a `\(modelName)`" + (left.isEmpty ? "." : ", without \(list(left)).")
        }
        let parts = zip(plan.component.slots, initializer.slotForms).map { slot, form in
            describe(form, of: slot)
        }
        return "Creates a `\(plan.name)` with \(list(parts))."
    }

    public static func describe(_ form: SlotForm, of slot: Slot) -> String {
        switch form {
        case .builder: "`\(slot.name)` from a view builder"
        case .omitted: slot.isOptional ? "no `\(slot.name)`" : "an empty `\(slot.name)`"
        case .model: "`\(slot.name)` from the model"
        case .value(let value):
            switch value {
            case .localizedText(let type): "`\(slot.name)` as localized text (`\(type.rawValue)`)"
            case .stringText: "`\(slot.name)` as verbatim text"
            case .systemImage: "`\(slot.name)` as a system image"
            case .image: "`\(slot.name)` as an image"
            case .component(let name, _): "`\(slot.name)` as a `\(name)`"
            case .resolver(let resolver): "`\(slot.name)` through `\(resolver)`"
            }
        }
    }

    /// `- Parameters:` with one line per parameter, in signature order.
    public static func parameterList(of initializer: InitializerPlan, in plan: ComponentPlan) -> String? {
        guard !initializer.parameters.isEmpty else { return nil }
        let lines = initializer.parameters.map { parameter in
            "  - \(parameter.name): \(describe(parameter, in: plan))"
        }
        return (["- Parameters:"] + lines).joined(separator: "\n")
    }

    public static func describe(_ parameter: Parameter, in plan: ComponentPlan) -> String {
        let component = plan.component
        switch parameter.role {
        case .model:
            return "The data to show."
        case .property(let name), .closureProperty(let name):
            return oneLine(component.properties.first { $0.name == name }?.doc) ?? "The `\(name)` property."
        case .slotValue(let name), .builder(let name):
            let doc = oneLine(component.slots.first { $0.name == name }?.doc)
            if case .builder = parameter.role { return doc ?? "Builds the `\(name)` view." }
            return doc ?? "The `\(name)` value."
        }
    }

    /// Author text on one line, for parameter lists and table cells.
    public static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        if text.isOneCleanLine { return text }
        let joined = text.splitLines().map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    private static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}
