/// `argumentLabel:` on slots and `unlabeled:` on properties (revision 3), `symbolLabel:` (revision 5): a label
/// of the author's choosing can repeat another parameter's label in some initializer, which Swift would
/// accept at the declaration and then make every call to it ambiguous or impossible, so validation reports it.
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

    /// Checks `symbolLabel` and records it on the slot: an identifier (not `_`: a symbol name and an unlabeled
    /// text would both be a string), on a slot with the `systemImage` option, unlike its other forms' labels.
    static func applySymbolLabel(_ label: Located<String>, to slot: inout Slot, strategy: InitializerStrategy, diagnostics: inout [Diagnostic]) {
        guard let symbol = slot.valueForms.first(where: { form in form.descriptor.parameters(forSlot: slot.name, in: NoComponents()).contains(where: \.isSymbolName) }) else {
            diagnostics.append(.error("symbolLabel labels the symbol name of the 'systemImage' option, and slot '\(slot.name)' has no 'systemImage' option; add it to options, or remove symbolLabel",
                                      at: label.location))
            return
        }
        guard label.value != "_" else {
            diagnostics.append(.error("symbolLabel cannot be '_': a symbol name and a text would both be an unlabeled string, and a call could not tell them apart; write a label (symbolLabel: systemImage)",
                                      at: label.location))
            return
        }
        guard SwiftNames.isIdentifier(label.value), !["inout", "var", "let"].contains(label.value) else {
            diagnostics.append(.error("symbolLabel '\(label.value)' is not an identifier", at: label.location))
            return
        }
        slot.symbolLabel = label.value
        slot.symbolLabelLocation = label.location
        for form in slot.valueForms where form != symbol && slot.labels(of: form.descriptor).contains(label.value) {
            diagnostics.append(.error("symbolLabel '\(label.value)' of slot '\(slot.name)' is also the label of its \(form.key) form: a call could not tell a symbol name from that value; choose another label",
                                      at: label.location))
            return
        }
        if strategy == .compact, slot.primaryValueForm != symbol {
            diagnostics.append(.warning("symbolLabel has no effect: a compact component takes only the first value form of slot '\(slot.name)' ('\(slot.primaryValueForm?.key ?? "")'); list systemImage first in options, or remove symbolLabel",
                                        at: label.location))
        }
    }

    /// One error per label that two parameters of the same initializer would both carry. In `compact` a
    /// value label meets the properties, the other slots' first value forms and the builders of slots
    /// without one; in `combinatorial` any form of every other slot, since every combination exists.
    static func repeated(slots: [Slot], properties: [Property], strategy: InitializerStrategy) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, slot) in slots.enumerated() {
            let forms = strategy == .compact ? Array(slot.valueForms.prefix(1)) : slot.valueForms
            // The labels the author chose, each with the key that chose it.
            var chosen: [(key: String, value: String, labels: Set<String>, location: SourceLocation)] = []
            if let location = slot.argumentLabelLocation, let value = slot.argumentLabel {
                let labels = forms.flatMap { form in
                    zip(slot.labels(of: form.descriptor), form.descriptor.parameters(forSlot: slot.name, in: NoComponents()))
                        .compactMap { label, parameter in parameter.isSymbolName && slot.symbolLabel != nil ? nil : label }
                }
                chosen.append(("argumentLabel", value, Set(labels), location))
            }
            if let location = slot.symbolLabelLocation, let value = slot.symbolLabel,
               forms.contains(where: { $0.descriptor.parameters(forSlot: slot.name, in: NoComponents()).contains(where: \.isSymbolName) }) {
                chosen.append(("symbolLabel", value, [value], location))
            }
            guard !chosen.isEmpty else { continue }
            var others: [(label: String, owner: String)] = properties.compactMap { property in property.label.map { ($0, "property '\(property.name)'") } }
            for (otherIndex, other) in slots.enumerated() where otherIndex != index {
                let owner = "slot '\(other.name)'"
                let otherForms = strategy == .compact ? Array(other.valueForms.prefix(1)) : other.valueForms
                others += otherForms.flatMap { form in other.labels(of: form.descriptor).compactMap { $0 }.map { ($0, owner) } }
                if strategy == .combinatorial || other.valueForms.isEmpty { others.append((other.name, owner)) }
            }
            for choice in chosen {
                guard let clash = others.first(where: { choice.labels.contains($0.label) }) else { continue }
                diagnostics.append(.error("\(choice.key) '\(choice.value)' of slot '\(slot.name)' repeats the label '\(clash.label):' of \(clash.owner) in the same initializer; choose another label",
                                          at: choice.location))
            }
        }
        return diagnostics
    }
}
