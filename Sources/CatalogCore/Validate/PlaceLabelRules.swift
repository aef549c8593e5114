/// `argumentLabel: { alone: _, beside: image }` and `builderLabel:` (revision 5): a slot's value (or closure)
/// label where it is the only slot value (closure) an initializer takes, and otherwise. Where no initializer
/// would take it alone, the planner adds one that leaves the other slots out, so they must be omittable.
enum PlaceLabels {
    /// Records both keys on the slot; `ArgumentLabels.apply` has set the string form already.
    static func apply(_ spec: SlotSpec, to slot: inout Slot, diagnostics: inout [Diagnostic]) {
        if let places = spec.argumentLabelByPlace {
            if spec.argumentLabel == nil, checked(places, key: "argumentLabel", diagnostics: &diagnostics) {
                if slot.isUnlabeled, places.beside.value != "_" {
                    diagnostics.append(.error("argumentLabel labels slot '\(slot.name)' by place, and its 'unlabeled' option would drop the label everywhere; remove 'unlabeled' (write alone: _ for an unlabeled value alone)",
                                              at: places.location))
                }
                ArgumentLabels.apply(places.beside, to: &slot, diagnostics: &diagnostics)
                if !slot.valueForms.isEmpty { slot.aloneArgumentLabel = places.alone.value }
            }
        }
        if let label = spec.builderLabel, isLabel(label, key: "builderLabel", diagnostics: &diagnostics) {
            slot.builderLabels = SlotPlaceLabels(alone: label.value, beside: label.value)
        } else if let places = spec.builderLabelByPlace, checked(places, key: "builderLabel", diagnostics: &diagnostics) {
            slot.builderLabels = SlotPlaceLabels(alone: places.alone.value, beside: places.beside.value)
        }
    }

    private static func checked(_ places: PlaceLabelsSpec, key: String, diagnostics: inout [Diagnostic]) -> Bool {
        isLabel(places.alone, key: "\(key).alone", diagnostics: &diagnostics) && isLabel(places.beside, key: "\(key).beside", diagnostics: &diagnostics)
    }

    private static func isLabel(_ label: Located<String>, key: String, diagnostics: inout [Diagnostic]) -> Bool {
        guard label.value == "_" || (SwiftNames.isIdentifier(label.value) && !["inout", "var", "let"].contains(label.value)) else {
            diagnostics.append(.error("\(key) '\(label.value)' is not an identifier or '_'", at: label.location))
            return false
        }
        return true
    }

    /// The component-wide rules: an added initializer leaves the other slots out, so each must be omittable
    /// (without default content, which a left-out closure would still show); and no label may repeat
    /// another parameter's in an initializer where both stand.
    static func check(_ specs: [SlotSpec], slots: [Slot], properties: [Property], strategy: InitializerStrategy) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let located = Dictionary(specs.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, slot) in slots.enumerated() {
            guard let spec = located[slot.name] else { continue }
            let others = slots.enumerated().filter { $0.offset != index }.map(\.element)
            if let places = spec.argumentLabelByPlace, slot.aloneArgumentLabel != nil,
               let blocker = aloneBlocker(value: true, others: others, strategy: strategy) {
                diagnostics.append(.error("argumentLabel.alone: no initializer takes slot '\(slot.name)''s value alone, and the one added for it must leave slot '\(blocker)' out, which is required; make '\(blocker)' optional, or write argumentLabel as one label",
                                          at: places.alone.location))
            }
            if let places = spec.builderLabelByPlace, slot.builderLabels != nil,
               let blocker = aloneBlocker(value: false, others: others, strategy: strategy) {
                diagnostics.append(.error("builderLabel.alone: no initializer takes slot '\(slot.name)''s closure alone, and the one added for it must leave slot '\(blocker)' out, which is required or shows default content; make '\(blocker)' optional, or write builderLabel as one label",
                                          at: places.alone.location))
            }
            diagnostics += repeated(slot, spec: spec, others: others, properties: properties)
        }
        return diagnostics
    }

    /// The first other slot that keeps the slot from standing alone in its form, if any. Combinatorial has
    /// every combination: a value stands alone beside closures, a closure beside values. Compact's added
    /// initializer leaves every other value-form slot out (a value) or every other slot (a closure).
    private static func aloneBlocker(value: Bool, others: [Slot], strategy: InitializerStrategy) -> String? {
        if strategy == .combinatorial {
            return value ? nil : others.first { !$0.presence.isOmittable && $0.valueForms.isEmpty && $0.isGeneric }?.name
        }
        if value {
            guard others.contains(where: { $0.primaryValueForm != nil }) else { return nil }
            return others.first { $0.primaryValueForm != nil && !$0.presence.isOmittable(in: .values) }?.name
        }
        guard !others.isEmpty else { return nil }
        return others.first { other in
            if case .defaultContent = other.presence { return true }
            return !other.presence.isOmittable || !other.isGeneric
        }?.name
    }

    /// Every label another slot or a property could carry beside this slot's: conservative, as an
    /// initializer of one strategy or another may hold any two of them.
    private static func repeated(_ slot: Slot, spec: SlotSpec, others: [Slot], properties: [Property]) -> [Diagnostic] {
        var chosen: [(key: String, labels: Set<String>, location: SourceLocation)] = []
        if let places = spec.argumentLabelByPlace, slot.aloneArgumentLabel != nil {
            let labels = slot.valueForms.flatMap { slot.labels(of: $0.descriptor, alone: true) + slot.labels(of: $0.descriptor) }
            chosen.append(("argumentLabel", Set(labels.compactMap { $0 }), places.location))
        }
        if let labels = slot.builderLabels, let location = spec.builderLabelByPlace?.location ?? spec.builderLabel?.location {
            chosen.append(("builderLabel", Set([labels.alone, labels.beside].filter { $0 != "_" }), location))
        }
        guard !chosen.isEmpty else { return [] }
        var taken: [(label: String, owner: String)] = properties.filter(\.isParameter).compactMap { property in property.label.map { ($0, "property '\(property.name)'") } }
        for other in others {
            let owner = "slot '\(other.name)'"
            for form in other.valueForms {
                taken += (other.labels(of: form.descriptor) + other.labels(of: form.descriptor, alone: true)).compactMap { $0 }.map { ($0, owner) }
            }
            taken += [other.builderLabel(alone: true), other.builderLabel(alone: false)].compactMap { $0 }.map { ($0, owner) }
        }
        return chosen.compactMap { choice in
            guard let clash = taken.first(where: { choice.labels.contains($0.label) }) else { return nil }
            return .error("\(choice.key) of slot '\(slot.name)' repeats the label '\(clash.label):' of \(clash.owner), and an initializer may take both; choose another label",
                          at: choice.location)
        }
    }
}
