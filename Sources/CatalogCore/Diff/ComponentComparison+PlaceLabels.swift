// Revision 5 in `catalog diff`: `argumentLabel`/`builderLabel` by place, `{ alone: _, beside: image }`.

/// A slot's labels as calls see them: its first value form's (nil without one) and its closure's, each
/// alone and beside (`_` for none), and whether any initializer takes the value (the closure) alone.
public struct PlaceLabelSurface: Hashable, Sendable {
    public var value: SlotPlaceLabels?
    public var builder: SlotPlaceLabels
    /// Whether `argumentLabel`/`builderLabel` set them by place: only then are they compared here (the
    /// one-label `argumentLabel` of revision 3 relabels initializers, compared as such).
    public var valueByPlace: Bool
    public var builderByPlace: Bool
    public var valueStandsAlone: Bool
    public var builderStandsAlone: Bool

    static func of(_ plan: ComponentPlan) -> [String: PlaceLabelSurface] {
        var surfaces: [String: PlaceLabelSurface] = [:]
        var aloneValues: Set<String> = [], aloneBuilders: Set<String> = []
        for initializer in plan.initializers {
            let values = Set(initializer.parameters.compactMap { if case .slotValue(let slot) = $0.role { slot } else { nil } })
            let builders = initializer.parameters.compactMap { if case .builder(let slot) = $0.role { slot } else { nil } }
            if values.count == 1 { aloneValues.formUnion(values) }
            if builders.count == 1 { aloneBuilders.formUnion(builders) }
        }
        for slot in plan.slots {
            // The label of the form's first parameter that is not a symbol name (`symbolLabel` labels that).
            let value = slot.primaryValueForm.flatMap { form -> SlotPlaceLabels? in
                let parameters = form.descriptor.parameters(forSlot: slot.name, in: NoComponents())
                guard let index = parameters.firstIndex(where: { !$0.isSymbolName }) else { return nil }
                return SlotPlaceLabels(alone: slot.slot.labels(of: form.descriptor, alone: true)[index] ?? "_",
                                       beside: slot.slot.labels(of: form.descriptor)[index] ?? "_")
            }
            let builder = SlotPlaceLabels(alone: slot.slot.builderLabel(alone: true) ?? "_", beside: slot.slot.builderLabel(alone: false) ?? "_")
            surfaces[slot.name] = PlaceLabelSurface(value: value, builder: builder, valueByPlace: slot.aloneArgumentLabel != nil,
                                                    builderByPlace: slot.builderLabels != nil,
                                                    valueStandsAlone: aloneValues.contains(slot.name), builderStandsAlone: aloneBuilders.contains(slot.name))
        }
        return surfaces
    }
}

extension ComponentComparison {
    /// Each slot whose value or closure label changed in a place, reported once: breaking where calls used the
    /// old label (beside, or alone where an initializer took it alone), else additive (compact's initializer
    /// added for the label alone). The initializers then compare with the new labels.
    mutating func comparePlaceLabels() {
        for (slot, was) in old.placeLabels.sorted(by: { $0.key < $1.key }) {
            guard let now = new.placeLabels[slot] else { continue }
            if was.valueByPlace || now.valueByPlace, let before = was.value, let after = now.value, before != after {
                report(.argumentLabelChanged, slot: slot, what: "value", before, after, aloneWasCalled: was.valueStandsAlone)
            }
            if was.builderByPlace || now.builderByPlace, was.builder != now.builder {
                report(.builderLabelChanged, slot: slot, what: "closure", was.builder, now.builder, aloneWasCalled: was.builderStandsAlone)
            }
        }
    }

    private mutating func report(_ kind: APIChange.Kind, slot: String, what: String, _ was: SlotPlaceLabels, _ now: SlotPlaceLabels, aloneWasCalled: Bool) {
        let breaks = was.beside != now.beside || (aloneWasCalled && was.alone != now.alone)
        add(kind, "slot `\(slot)`: the \(what)'s label alone `\(was.alone):` → `\(now.alone):`, beside other slots `\(was.beside):` → `\(now.beside):`"
                + (breaks ? ": calls that pass the old label break" : ": only an initializer that takes it alone is added"), breaks ? .major : .minor)
    }

    /// An old initializer's slot labels as the new labels name the same places.
    func relabelingPlaces(_ initializer: InitializerSurface) -> InitializerSurface {
        var initializer = initializer
        let values = Set(initializer.parameters.filter { !$0.isBuilder }.compactMap(\.slotOf))
        let builders = initializer.parameters.filter(\.isBuilder).count
        for index in initializer.parameters.indices {
            let parameter = initializer.parameters[index]
            guard let slot = parameter.slotOf, parameter.symbolOf == nil, let was = old.placeLabels[slot], let now = new.placeLabels[slot],
                  parameter.isBuilder ? was.builderByPlace || now.builderByPlace : was.valueByPlace || now.valueByPlace else { continue }
            let label = parameter.label ?? "_"
            let (before, after) = parameter.isBuilder ? (was.builder[alone: builders == 1], now.builder[alone: builders == 1])
                : (was.value?[alone: values.count == 1], now.value?[alone: values.count == 1])
            guard label == before, let after, after != before else { continue }
            initializer.parameters[index].label = after == "_" ? nil : after
        }
        return initializer
    }
}
