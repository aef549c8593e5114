// Input: `input: Type` makes a slot a closure that takes a value from the body.
extension ValidationRun {
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
        if let content = slot.defaultContent?.location ?? slot.familyDefault?.location {
            error("a slot with input cannot have 'default' content: its closure takes a \(input.value.trimmingWhitespace()) from the body", at: content)
            return nil
        }
        if let empty = options.first(where: { $0.value == .empty }) {
            error("a slot with input cannot be 'empty': its body calls the closure", at: empty.location)
            return nil
        }
        return type
    }
}
