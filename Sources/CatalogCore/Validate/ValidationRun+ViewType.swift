// View type: `viewType: DSButton` makes a slot of one concrete view, not a generic parameter (revision 4).
extension ValidationRun {
    /// The slot's one view type; nil (with an error at the key that contradicts it) when the slot cannot
    /// have one. The closure must produce exactly that type, so nothing else may decide the slot's type.
    mutating func viewType(_ written: Located<String>, slot: SlotSpec, options: [Located<SlotOption>]) -> SwiftType? {
        guard case .written(let text, isFunction: false)? = SwiftSyntaxChecks.parseType(written.value) else {
            error("viewType '\(written.value)' is not exactly one view type (a type name, like 'DSButton'; for a slot that may be left out, add 'optional: true')", at: written.location)
            return nil
        }
        let name = slot.name.value
        let errorsBefore = diagnostics.count
        if let generic = slot.generic {
            error("a slot with viewType is not generic: remove 'generic' (slot '\(name)' holds a \(text))", at: generic.location)
        }
        if let input = slot.input {
            error("a slot with viewType cannot take input: its closure makes a \(text) without arguments", at: input.location)
        }
        for option in options where option.value == .empty {
            error("a slot with viewType cannot be 'empty' (an EmptyView is no \(text)); use 'optional: true': left out, it is nil", at: option.location)
        }
        // Values would be shown by their own view (Text, Image, a component), which is not the view type.
        for option in options where ValueFormRegistry.addsForm(option.value) {
            error("a slot with viewType holds a \(text), so it takes no '\(option.value.rawValue)' value; remove the option", at: option.location)
        }
        for (key, located) in [("component", slot.component), ("resolver", slot.resolver)] {
            guard let located else { continue }
            error("a slot with viewType holds a \(text), so it takes no \(key) value; remove '\(key)'", at: located.location)
        }
        // The closure's type is the check; a call that names another view is caught here, at the spec.
        if let content = slot.defaultContent, let called = SwiftSyntaxChecks.calledTypeName(content.value),
           called != String(text.prefix { $0 != "<" }).trimmingWhitespace() {
            error("default content '\(content.value)' makes a \(called), and slot '\(name)' holds a \(text) (its viewType)", at: content.location)
        }
        return diagnostics.count > errorsBefore ? nil : .written(text, isFunction: false)
    }
}
