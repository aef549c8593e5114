/// `argumentLabel: { alone: … }` and `builderLabel: { alone: … }` (revision 5): where no initializer takes a
/// slot's value (closure) as its only slot value (closure), one is added that does, leaving the other
/// slots out. Combinatorial has every combination, so only compact's one type-based (builder) initializer
/// needs it. `InitializerCount` counts them.
extension ComponentPlanning {
    func aloneInitializers() -> [InitializerPlan] {
        guard isCompact else { return [] }
        let slots = component.slots
        var result: [InitializerPlan] = []
        let valueSlots = slots.filter { $0.primaryValueForm != nil }.count
        for (index, slot) in slots.enumerated() where slot.aloneArgumentLabel != nil && valueSlots > 1 {
            guard let primary = slot.primaryValueForm?.descriptor else { continue }
            for form in [primary] + (primary.disfavoredTwin.map { [$0] } ?? []) {
                let choices = zip(slots, storage).enumerated().map { offset, pair -> SlotChoice in
                    if offset == index { return .value(form) }
                    return leftOut(pair.0, pair.1, in: .values)
                }
                result.append(initializer(choices, family: .typeBased, requiredValues: [slot.name]))
            }
        }
        for (index, slot) in slots.enumerated() where slot.builderLabels != nil && slots.count > 1 {
            let choices = zip(slots, storage).enumerated().map { offset, pair -> SlotChoice in
                offset == index ? .builder(defaultContent: nil) : leftOut(pair.0, pair.1, in: .builder)
            }
            result.append(initializer(choices, family: .conditional))
        }
        return result
    }

    /// Another slot beside the alone one: its value default, or left out; a slot without a value form stays
    /// a builder beside a value (validation made sure each can be left out beside a closure).
    private func leftOut(_ slot: Slot, _ storage: SlotStorage, in family: ParameterFamily) -> SlotChoice {
        guard let primary = slot.primaryValueForm?.descriptor else { return family == .values ? builderChoice(storage) : .omitted }
        if let value = slot.presence.valueDefault(in: family) { return .valueDefault(primary, value) }
        return .omitted
    }
}
