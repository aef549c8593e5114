// Backing: `backedBy` shows a text slot's value through a view of the author's instead of `Text`.
extension ValidationRun {
    /// The text forms shown by `backedBy:`'s view instead of `Text`.
    /// `component`: whose properties `self.name` may read (each component that uses a shared slot checks it).
    mutating func backedForms(_ forms: [ValueForm], slot: SlotSpec, hasText: Bool, in component: ComponentSpec) -> [ValueForm] {
        guard let backedBy = slot.backedBy else { return forms }
        guard hasText else {
            error("backedBy shows a slot's text form, and '\(slot.name.value)' has no 'text' option", at: backedBy.location)
            return forms
        }
        let written = backedBy.expression
        guard let (segments, read) = SwiftSyntaxChecks.dollarZeroSegments(written.value), segments.count > 1 else {
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
        // `self.name` is read from a local constant each initializer binds: only a plain property has one.
        let plain = Set(component.properties.filter { $0.binding?.value != true }.map(\.name.value))
        for name in read where !plain.contains(name) {
            error("backedBy reads 'self.\(name)', which is not a plain property of \(component.name.value) (a binding, state, slot or unknown name has no value before the initializer sets it)", at: written.location)
            return forms
        }
        if !read.isEmpty, let value = slot.defaultContent?.location ?? slot.familyDefault?.location {
            error("a slot whose backedBy reads 'self.\(read[0])' cannot have a value 'default': a default argument cannot read self", at: value)
            return forms
        }
        let backing = TextBacking(segments: segments, type: type, readProperties: read, origin: backedBy.expressionStart)
        return forms.map { form in form.descriptor.backed(by: backing).map(ValueForm.init) ?? form }
    }
}
