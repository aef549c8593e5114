/// Revision 3's slot keys: `backedBy`, a value `default:` on a slot with a value form, and `input`.
extension ValidationRun {
    /// The text forms shown by `backedBy:`'s view instead of `Text`.
    mutating func backedForms(_ forms: [ValueForm], slot: SlotSpec, hasText: Bool) -> [ValueForm] {
        guard let backedBy = slot.backedBy else { return forms }
        guard hasText else {
            error("backedBy shows a slot's text form, and '\(slot.name.value)' has no 'text' option", at: backedBy.location)
            return forms
        }
        let written = backedBy.expression
        guard let segments = SwiftSyntaxChecks.dollarZeroSegments(written.value), segments.count > 1 else {
            error("backedBy '\(written.value)' must be one Swift expression that uses $0 (the text value), like 'Heading($0)'", at: written.location)
            return forms
        }
        let type: SwiftType
        if let named = backedBy.type {
            guard let parsed = SwiftSyntaxChecks.parseType(named.value), !parsed.isFunction else {
                error("type '\(named.value)' is not exactly one Swift type", at: named.location)
                return forms
            }
            type = parsed
        } else if let called = SwiftSyntaxChecks.calledTypeName(written.value) {
            type = .named(called)
        } else {
            error("backedBy's view type cannot be read from '\(written.value)'; name it: backedBy: { type: TheView, expression: '\(written.value)' }", at: written.location)
            return forms
        }
        let backing = TextBacking(segments: segments, type: type)
        return forms.map { form in form.descriptor.backed(by: backing).map(ValueForm.init) ?? form }
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

    /// `input: Type`: the slot's closure takes it from the body, so the slot always has a closure.
    mutating func inputType(_ input: Located<String>, slot: SlotSpec, hasValueForms: Bool, options: [Located<SlotOption>]) -> SwiftType? {
        guard let type = SwiftSyntaxChecks.parseType(input.value) else {
            error("input '\(input.value)' is not exactly one Swift type", at: input.location)
            return nil
        }
        let name = slot.name.value
        if hasValueForms {
            error("input makes '\(name)' a closure that takes a \(input.value.trimmingWhitespace()) from the body; it cannot also take a value (remove its value options, component or resolver)", at: input.location)
            return nil
        }
        if let optional = slot.optional, optional.value {
            error("a slot with input cannot be left out: its body calls the closure; remove 'optional: true'", at: optional.location)
            return nil
        }
        if let content = slot.defaultContent {
            error("a slot with input cannot have 'default' content: its closure takes a \(input.value.trimmingWhitespace()) from the body", at: content.location)
            return nil
        }
        if let empty = options.first(where: { $0.value == .empty }) {
            error("a slot with input cannot be 'empty': its body calls the closure", at: empty.location)
            return nil
        }
        return type
    }
}
