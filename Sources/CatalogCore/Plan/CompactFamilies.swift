/// `compact`: omission is a default argument and Swift infers the generic parameter from it (SE-0347),
/// so no initializer is multiplied by the optional slots. At most five initializers:
/// - the builder initializer, omittable slots defaulting to `{ EmptyView() }`;
/// - one type-based initializer (optional values `= nil`, stored `Text?`; slots without a value form as
///   builders) and its `@_disfavoredOverload` `StringProtocol` twin when it takes localized text;
/// - `init(model:)` (planned with the other strategies' in `Planner`);
/// - when every slot that has a value form can be left out, one that leaves them all out (taking the
///   properties and the other slots' builders), so that `Item()` and `Card { content }` are not ambiguous
///   between the others (Swift prefers the candidate that fills fewer parameters from defaults); without
///   value forms, when every slot can be left out, one that takes only the properties.
extension ComponentPlanning {
    func compactInitializers() -> [InitializerPlan] {
        let slots = component.slots
        var result = variants(storage.map(builderChoice), family: .viewBuilder)
        if slots.contains(where: { $0.primaryValueForm != nil }) {
            result += variants(zip(slots, storage).map { typeBasedChoice($0, $1, twin: false) }, family: .typeBased)
            if slots.contains(where: { $0.primaryValueForm?.descriptor.disfavoredTwin != nil }) {
                result += variants(zip(slots, storage).map { typeBasedChoice($0, $1, twin: true) }, family: .typeBased)
            }
        }
        let valueSlots = slots.filter { $0.primaryValueForm != nil }
        // Another `either` group's slot is left out in every initializer of this group.
        let canLeaveOut = { (slot: Slot) in slot.presence.isOmittable || otherGroups.contains(slot.name) }
        if !valueSlots.isEmpty && valueSlots.allSatisfy(canLeaveOut) {
            // A call that leaves every value-form slot out (`Card { content }`, `KPIItem()`) fits both the
            // builder and the type-based initializer with as many defaults: this one fits it with fewer,
            // so Swift picks it. Slots without a value form stay builders, as in the other two.
            // A value default is shown through its form's control.
            result += variants(zip(slots, storage).map { slot, storage in
                guard let primary = slot.primaryValueForm?.descriptor else { return builderChoice(storage) }
                if let value = slot.presence.valueDefault(in: .builder) { return .valueDefault(primary, value) }
                return .omitted
            }, family: .conditional)
        } else if !slots.isEmpty && valueSlots.isEmpty && slots.allSatisfy(canLeaveOut) {
            // Slots with `default:` content stay defaulted builders: left out, they show it.
            result += variants(zip(slots, storage).map { slot, storage in
                if case .defaultContent = slot.presence { return builderChoice(storage) }
                return .omitted
            }, family: .conditional)
        }
        return result + aloneInitializers()
    }

    private func typeBasedChoice(_ slot: Slot, _ storage: SlotStorage, twin: Bool) -> SlotChoice {
        guard let primary = slot.primaryValueForm?.descriptor else { return builderChoice(storage) }
        return .value(twin ? primary.disfavoredTwin ?? primary : primary)
    }
}
