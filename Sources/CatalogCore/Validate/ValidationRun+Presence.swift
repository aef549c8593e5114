// Presence: whether a call may leave a slot out (`optional`, `options: [empty]`) and what it shows then
// (`default:` content, or a value of its form), decided once as a `SlotPresence`.
extension ValidationRun {
    mutating func slotPresence(_ slot: SlotSpec, options: [Located<SlotOption>], forms: [ValueForm], strategy: InitializerStrategy) -> SlotPresence {
        let isOptional = slot.optional?.value ?? false
        let empty = options.first { $0.value == .empty }
        if isOptional, let empty {
            error("'empty' cannot be combined with 'optional: true': an optional slot can already be left out", at: empty.location)
        }
        let leftOut: SlotPresence = isOptional ? .optional : empty != nil ? .empty : .required
        if let familyDefault = slot.familyDefault {
            return slotFamilyDefaults(familyDefault, slot: slot, forms: forms, strategy: strategy) ?? leftOut
        }
        if let content = slot.defaultContent, !forms.isEmpty {
            if let value = valueDefault(content, strategy: strategy, form: forms[0], slot: slot.name.value) {
                return .valueDefault(value, isOptional: isOptional)
            }
        } else if let content = slot.defaultContent {
            if strategy != .compact {
                error("'default' content needs 'initializers: compact': a combinatorial component leaves a slot out as Never", at: content.location)
            } else if !SwiftSyntaxChecks.isExpression(content.value) {
                error("default '\(content.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(content.value))", at: content.location)
            } else {
                return .defaultContent(content.value.trimmingWhitespace())
            }
        }
        return leftOut
    }

    /// A value `default:` on a slot with a value form: compact only, one expression.
    mutating func valueDefault(_ written: Located<String>, strategy: InitializerStrategy, form: ValueForm, slot: String) -> String? {
        if strategy != .compact {
            error("a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never", at: written.location)
            return nil
        }
        // One expression is one value: a form with several parameters has no single default.
        let parameters = form.descriptor.parameters(forSlot: slot, in: NoComponents())
        if parameters.count != 1 {
            error("a value 'default' is one value, and '\(slot)''s first value form takes \(parameters.count) (\(parameters.map(\.name).joined(separator: ", ")))", at: written.location)
            return nil
        }
        guard SwiftSyntaxChecks.isExpression(written.value) else {
            error("default '\(written.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(written.value))", at: written.location)
            return nil
        }
        return written.value.trimmingWhitespace()
    }
}
