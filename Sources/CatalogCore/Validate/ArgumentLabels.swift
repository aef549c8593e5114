/// `argumentLabel:` on slots and `unlabeled:` on properties (revision 3): a label of the author's choosing
/// can repeat another parameter's label in some initializer, which Swift would accept at the declaration
/// and then make every call to it ambiguous or impossible, so validation reports it.
enum ArgumentLabels {
    /// Checks `argumentLabel` and records it on the slot (`_` is the `unlabeled` option).
    static func apply(_ label: Located<String>, to slot: inout Slot, diagnostics: inout [Diagnostic]) {
        guard !slot.valueForms.isEmpty else {
            diagnostics.append(.error("argumentLabel labels a slot's value parameters, and '\(slot.name)' has no value form (add options, component or resolver)",
                                      at: label.location))
            return
        }
        if label.value == "_" {
            slot.isUnlabeled = true
        } else if SwiftNames.isIdentifier(label.value), !["inout", "var", "let"].contains(label.value) {
            slot.argumentLabel = label.value
            slot.argumentLabelLocation = label.location
        } else {
            diagnostics.append(.error("argumentLabel '\(label.value)' is not an identifier or '_'", at: label.location))
        }
    }

    /// One error per label that two parameters of the same initializer would both carry. In `compact` a
    /// value label meets the properties, the other slots' first value forms and the builders of slots
    /// without one; in `combinatorial` any form of every other slot, since every combination exists.
    static func repeated(slots: [Slot], properties: [Property], strategy: InitializerStrategy) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, slot) in slots.enumerated() {
            guard let location = slot.argumentLabelLocation else { continue }
            let forms = strategy == .compact ? Array(slot.valueForms.prefix(1)) : slot.valueForms
            let own = Set(forms.flatMap { slot.labels(of: $0.descriptor).compactMap { $0 } })
            var others: [(label: String, owner: String)] = properties.compactMap { property in property.label.map { ($0, "property '\(property.name)'") } }
            for (otherIndex, other) in slots.enumerated() where otherIndex != index {
                let owner = "slot '\(other.name)'"
                let otherForms = strategy == .compact ? Array(other.valueForms.prefix(1)) : other.valueForms
                others += otherForms.flatMap { form in other.labels(of: form.descriptor).compactMap { $0 }.map { ($0, owner) } }
                if strategy == .combinatorial || other.valueForms.isEmpty { others.append((other.name, owner)) }
            }
            if let clash = others.first(where: { own.contains($0.label) }) {
                diagnostics.append(.error("argumentLabel '\(slot.argumentLabel ?? "")' of slot '\(slot.name)' repeats the label '\(clash.label):' of \(clash.owner) in the same initializer; choose another label",
                                          at: location))
            }
        }
        return diagnostics
    }
}
