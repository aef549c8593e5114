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
        // Linear in the slots: what each rule asks of "the other slots" is found once, its first two
        // matches kept, so the one that is not the slot itself answers.
        let valueBlockers = OtherSlots(slots) { $0.primaryValueForm != nil && !$0.presence.isOmittable(in: .values) }
        let valueForms = OtherSlots(slots) { $0.primaryValueForm != nil }
        let closureBlockers = strategy == .combinatorial
            ? OtherSlots(slots) { !$0.presence.isOmittable && $0.valueForms.isEmpty && $0.isGeneric }
            : OtherSlots(slots) { other in
                if case .defaultContent = other.presence { return true }
                return !other.presence.isOmittable || !other.isGeneric
            }
        let taken = TakenLabels(slots, properties: properties)
        for (index, slot) in slots.enumerated() {
            guard let spec = located[slot.name] else { continue }
            if let places = spec.argumentLabelByPlace, slot.aloneArgumentLabel != nil, strategy == .compact,
               valueForms.other(than: index) != nil, let blocker = valueBlockers.other(than: index) {
                diagnostics.append(.error("argumentLabel.alone: no initializer takes slot '\(slot.name)''s value alone, and the one added for it must leave slot '\(slots[blocker].name)' out, which is required; make '\(slots[blocker].name)' optional, or write argumentLabel as one label",
                                          at: places.alone.location))
            }
            if let places = spec.builderLabelByPlace, slot.builderLabels != nil, let blocker = closureBlockers.other(than: index) {
                diagnostics.append(.error("builderLabel.alone: no initializer takes slot '\(slot.name)''s closure alone, and the one added for it must leave slot '\(slots[blocker].name)' out, which is required or shows default content; make '\(slots[blocker].name)' optional, or write builderLabel as one label",
                                          at: places.alone.location))
            }
            diagnostics += repeated(slot, at: index, spec: spec, taken: taken)
        }
        return diagnostics
    }

    /// The first two slots that match a rule, so that "another slot that does" is one look.
    private struct OtherSlots {
        let first: [Int]

        init(_ slots: [Slot], _ matches: (Slot) -> Bool) {
            var found: [Int] = []
            for index in slots.indices where found.count < 2 && matches(slots[index]) { found.append(index) }
            first = found
        }

        func other(than index: Int) -> Int? { first.first { $0 != index } }
    }

    /// Every label a property or slot could carry, by label, with its owners (a slot by index).
    private struct TakenLabels {
        var owners: [String: [(slot: Int?, owner: String)]] = [:]

        init(_ slots: [Slot], properties: [Property]) {
            for property in properties where property.isParameter {
                if let label = property.label { owners[label, default: []].append((nil, "property '\(property.name)'")) }
            }
            for (index, other) in slots.enumerated() {
                let owner = "slot '\(other.name)'"
                var labels: [String?] = [other.builderLabel(alone: true), other.builderLabel(alone: false)]
                for form in other.valueForms { labels += other.labels(of: form.descriptor) + other.labels(of: form.descriptor, alone: true) }
                for label in Set(labels.compactMap { $0 }) { owners[label, default: []].append((index, owner)) }
            }
        }

        /// The first owner other than the slot at `index` of any of `labels`, in the labels' order.
        func clash(among labels: [String], except index: Int) -> (label: String, owner: String)? {
            for label in labels {
                if let owner = owners[label]?.first(where: { $0.slot != index }) { return (label, owner.owner) }
            }
            return nil
        }
    }

    /// Every label another slot or a property could carry beside this slot's: conservative, as an
    /// initializer of one strategy or another may hold any two of them.
    private static func repeated(_ slot: Slot, at index: Int, spec: SlotSpec, taken: TakenLabels) -> [Diagnostic] {
        var chosen: [(key: String, labels: [String], location: SourceLocation)] = []
        if let places = spec.argumentLabelByPlace, slot.aloneArgumentLabel != nil {
            let labels = slot.valueForms.flatMap { slot.labels(of: $0.descriptor, alone: true) + slot.labels(of: $0.descriptor) }
            chosen.append(("argumentLabel", Array(Set(labels.compactMap { $0 })).sorted(), places.location))
        }
        if let labels = slot.builderLabels, let location = spec.builderLabelByPlace?.location ?? spec.builderLabel?.location {
            chosen.append(("builderLabel", Array(Set([labels.alone, labels.beside].filter { $0 != "_" })).sorted(), location))
        }
        return chosen.compactMap { choice in
            guard let clash = taken.clash(among: choice.labels, except: index) else { return nil }
            return .error("\(choice.key) of slot '\(slot.name)' repeats the label '\(clash.label):' of \(clash.owner), and an initializer may take both; choose another label",
                          at: choice.location)
        }
    }
}
