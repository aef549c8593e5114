/// The words that describe an initializer, shared by the doc comments and the Markdown reference.
public enum InitializerDocs {
    /// `- Parameters:` with one line per parameter, in signature order.
    public static func parameterList(of initializer: InitializerPlan) -> String? {
        guard !initializer.parameters.isEmpty else { return nil }
        return (["- Parameters:"] + initializer.parameters.map { "  - \($0.name): \(DocWording.parameter($0))" }).joined(separator: "\n")
    }

    /// One sentence: what fills each slot (`Creates a `Card` with `title` as localized text (…) and no `actions`.`).
    public static func summary(of initializer: InitializerPlan, in plan: ComponentPlan) -> String {
        if let renamed = initializer.renamedTo { return "Deprecated: renamed to `\(renamed)`." }
        let slots = zip(plan.slots, initializer.fills)
        if initializer.family == .protocolBased {
            let left = slots.filter { $0.1.kind == .omitted }.map { "`\($0.0.name)`" }
            let built = slots.filter { $0.1.kind == .builder }.map { "`\($0.0.name)`" }
            var sentence = "Creates a `\(plan.name)` from a `\(plan.model?.name ?? "model")`"
            if !left.isEmpty { sentence += ", without \(list(left))" }
            if !built.isEmpty { sentence += ", with \(list(built)) from a view builder" }
            return sentence + "." + groupSentence(of: initializer, in: plan)
        }
        let isCompact = plan.strategy == .compact
        // Looked up once per initializer: a scan per slot made large components quadratic (issue 24, row 6).
        let defaultedBuilders = Set(initializer.parameters.compactMap { parameter -> String? in
            guard case .builder(let slot) = parameter.role, parameter.defaultValue != nil else { return nil }
            return slot
        })
        let parts = slots.map { slot, fill -> String in
            switch fill.kind {
            case .builder:
                return "`\(slot.name)` from a view builder" + (slot.input.map { " that takes \("AEIOU".contains($0.description.prefix(1)) ? "an" : "a") `\($0)`" } ?? "")
                    + (defaultedBuilders.contains(slot.name) ? " (may be left out)" : "")
            case .valueDefault:
                return "`\(slot.name)` \(fill.form?.descriptor.wording ?? "as a value"), `\(slot.presence.valueDefault(in: .builder) ?? "")`"
            case .omitted: return slot.presence == .optional || isCompact ? "no `\(slot.name)`" : "an empty `\(slot.name)`"
            case .model: return "`\(slot.name)` from the model"
            case .value:
                return "`\(slot.name)` \(fill.form?.descriptor.wording ?? "as a value")" + (isCompact && slot.presence.isOmittable(in: .values) ? " (may be left out)" : "")
            }
        }
        return (parts.isEmpty ? "Creates a `\(plan.name)`." : "Creates a `\(plan.name)` with \(list(parts)).") + groupSentence(of: initializer, in: plan)
    }

    /// `either:` (revision 5): ` In the `role`, `action` group (either).`, or nothing.
    static func groupSentence(of initializer: InitializerPlan, in plan: ComponentPlan) -> String {
        guard let group = initializer.group else { return "" }
        return " In the " + list(group.map { "`\($0)`" }) + " group of `either`."
    }

    /// Author text on one line, for parameter lists and table cells.
    public static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        if text.isOneCleanLine { return text }
        let joined = text.splitLines().map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}
