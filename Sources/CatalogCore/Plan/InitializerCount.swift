/// How many initializers a component gets, `init(model:)` included, computed from the spec in time linear
/// in its size: validation checks the limit without planning, let alone listing, any initializer.
public enum InitializerCount {
    /// Saturates at `Int.max` (a 40-slot combinatorial spec has more initializers than an Int holds).
    public static func of(_ component: Component) -> Int {
        let model = component.modelName == nil ? 0 : 1
        switch component.strategy {
        case .combinatorial:
            var product = 1
            for slot in component.slots {
                let (next, overflow) = product.multipliedReportingOverflow(by: forms(of: slot))
                if overflow { return Int.max }
                product = next
            }
            return product > Int.max - model ? Int.max : product + model
        case .compact:
            let values = component.slots.compactMap(\.primaryValueForm)
            let typeBased = values.isEmpty ? 0 : values.contains { $0.descriptor.disfavoredTwin != nil } ? 2 : 1
            let propertiesOnly = !component.slots.isEmpty && component.slots.allSatisfy(\.isOmittable) ? 1 : 0
            return 1 + typeBased + propertiesOnly + model
        }
    }

    /// Per slot, the number of forms (a builder, each value form and its twin, leaving it out) that multiply a combinatorial component's initializers.
    public static func forms(of slot: Slot) -> Int {
        1 + slot.valueForms.reduce(0) { $0 + ($1.descriptor.disfavoredTwin == nil ? 1 : 2) } + (slot.isOmittable ? 1 : 0)
    }
}
