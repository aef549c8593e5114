/// `compact`: omission is a default argument and Swift infers the generic parameter from it (SE-0347),
/// so no initializer is multiplied by the optional slots. At most five initializers:
/// - the builder initializer, omittable slots defaulting to `{ EmptyView() }`;
/// - one type-based initializer (optional values `= nil`, stored `Text?`; slots without a value form as
///   builders) and its `@_disfavoredOverload` `StringProtocol` twin when it takes localized text;
/// - `init(model:)` (planned with the other strategies' in `Planner`);
/// - when every slot can be left out, one that takes only the properties, so that `Item()` is not
///   ambiguous between the others (Swift prefers the candidate that fills fewer parameters from defaults).
extension ComponentPlanning {
    func compactInitializers() -> [InitializerPlan] {
        let slots = component.slots
        var result = [initializer(slots.map(builderChoice), family: .viewBuilder)]
        if slots.contains(where: { $0.primaryValueForm != nil }) {
            result.append(initializer(slots.map { typeBasedChoice($0, twin: false) }, family: .typeBased))
            if slots.contains(where: { $0.primaryValueForm?.descriptor.disfavoredTwin != nil }) {
                result.append(initializer(slots.map { typeBasedChoice($0, twin: true) }, family: .typeBased))
            }
        }
        if !slots.isEmpty && slots.allSatisfy(\.isOmittable) {
            // Slots with `default:` content stay defaulted builders: left out, they show it; a value
            // default is shown through its form's control.
            result.append(initializer(slots.map { slot in
                if let value = slot.valueDefault, let primary = slot.primaryValueForm?.descriptor { return .valueDefault(primary, value) }
                return slot.defaultContent == nil ? .omitted : builderChoice(slot)
            }, family: .conditional))
        }
        return result
    }

    private func typeBasedChoice(_ slot: Slot, twin: Bool) -> SlotChoice {
        guard let primary = slot.primaryValueForm?.descriptor else { return builderChoice(slot) }
        return .value(twin ? primary.disfavoredTwin ?? primary : primary)
    }
}
