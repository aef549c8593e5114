/// `combinatorial` (the `@Slots` behaviour): one initializer per combination of every slot's forms (a
/// builder, each value form and its disfavored twin, left out when omittable), grouped by constraints.
extension ComponentPlanning {
    func combinatorialInitializers() -> [InitializerPlan] {
        var combinations: [[SlotChoice]] = [[]]
        for (slot, storage) in zip(component.slots, storage) {
            // Another `either` group's slot has one form: absent.
            if otherGroups.contains(slot.name) {
                combinations = combinations.map { $0 + [.absent] }
                continue
            }
            // One view type has one form, its closure (`{ nil }` when it may be left out), never `Never`.
            guard slot.isGeneric else {
                combinations = combinations.map { $0 + [builderChoice(storage)] }
                continue
            }
            var choices: [SlotChoice] = [.builder(defaultContent: nil)]
            for form in slot.valueForms {
                choices.append(.value(form.descriptor))
                if let twin = form.descriptor.disfavoredTwin { choices.append(.value(twin)) }
            }
            if slot.presence.isOmittable { choices.append(.omitted) }
            combinations = combinations.flatMap { prefix in choices.map { prefix + [$0] } }
        }
        return combinations.flatMap { choices in
            let family: InitializerFamily =
                choices.contains { if case .omitted = $0 { true } else { false } } ? .conditional
                : choices.allSatisfy { if case .builder = $0 { true } else { false } } ? .viewBuilder
                : .typeBased
            return variants(choices, family: family)
        }
    }
}
