/// How many initializers a component gets, `init(model:)` and rename forwarders included, computed from
/// the spec in time linear in its size: validation checks the limit without planning, let alone listing,
/// any initializer. `PlannerTests` holds it to the planner on random shapes.
public enum InitializerCount {
    /// Saturates at `Int.max` (a 40-slot combinatorial spec has more initializers than an Int holds).
    public static func of(_ component: Component) -> Int {
        let model = component.modelName == nil ? 0 : 1
        // An unlabeled property's rename changes no label, so it needs no forwarder.
        let renamedProperty = component.properties.contains { $0.renamedFrom != nil && !$0.isUnlabeled }
        // init(model:) takes the bindings, and in compact the slots without a value form.
        let modelForwarder = model == 1 && (component.properties.contains { $0.isBinding && $0.renamedFrom != nil && !$0.isUnlabeled }
            || component.strategy == .compact && component.slots.contains { $0.primaryValueForm == nil && $0.renamedFrom != nil })
        var count = model + (modelForwarder ? 1 : 0)
        switch component.strategy {
        case .combinatorial:
            guard let all = product(component.slots.map(forms(of:))) else { return Int.max }
            // Combinations that take no renamed slot by label need no forwarder.
            let unrenamed = renamedProperty ? 0 : product(component.slots.map { $0.renamedFrom == nil ? forms(of: $0) : unlabeledForms(of: $0) }) ?? Int.max
            return add(add(count, all), all - min(unrenamed, all))
        case .compact:
            let slots = component.slots
            let values = slots.compactMap(\.primaryValueForm)
            let renamedLabeledValue = slots.contains { slot in
                slot.renamedFrom != nil && (slot.primaryValueForm.map { slot.renamesLabel(of: $0.descriptor) } ?? true)
            }
            let builderRenamed = renamedProperty || slots.contains { $0.renamedFrom != nil }
            count += builderRenamed ? 2 : 1
            if !values.isEmpty {
                let typeBased = values.contains { $0.descriptor.disfavoredTwin != nil } ? 2 : 1
                count += typeBased * (renamedProperty || renamedLabeledValue ? 2 : 1)
            }
            // The initializer that leaves every value-form slot out keeps the other slots' builders.
            if !values.isEmpty && slots.allSatisfy({ $0.primaryValueForm == nil || $0.isOmittable }) {
                count += renamedProperty || slots.contains { $0.primaryValueForm == nil && $0.renamedFrom != nil } ? 2 : 1
            } else if !slots.isEmpty && values.isEmpty && slots.allSatisfy(\.isOmittable) {
                count += renamedProperty || slots.contains { $0.defaultContent != nil && $0.renamedFrom != nil } ? 2 : 1
            }
            return count
        }
    }

    /// Per slot, the number of forms (a builder, each value form and its twin, leaving it out) that
    /// multiply a combinatorial component's initializers.
    public static func forms(of slot: Slot) -> Int {
        1 + slot.valueForms.reduce(0) { $0 + ($1.descriptor.disfavoredTwin == nil ? 1 : 2) } + (slot.isOmittable ? 1 : 0)
    }

    /// The forms whose parameter a rename of the slot does not relabel: leaving it out, unlabeled values
    /// and values labeled by `argumentLabel`.
    private static func unlabeledForms(of slot: Slot) -> Int {
        let kept = slot.valueForms.filter { !slot.renamesLabel(of: $0.descriptor) }
            .reduce(0) { $0 + ($1.descriptor.disfavoredTwin == nil ? 1 : 2) }
        return kept + (slot.isOmittable ? 1 : 0)
    }

    /// Nil when it overflows.
    private static func product(_ factors: [Int]) -> Int? {
        var product = 1
        for factor in factors {
            let (next, overflow) = product.multipliedReportingOverflow(by: factor)
            if overflow { return nil }
            product = next
        }
        return product
    }

    private static func add(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? Int.max : sum
    }
}
