// Backing: `backedBy` shows a text slot's value through a view of the author's instead of `Text`.
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
}
