/// How many initializers a component gets, `init(model:)` and rename forwarders included, computed from
/// the spec in time linear in its size: validation checks the limit without planning, let alone listing,
/// any initializer. `PlannerTests` holds it to the planner on random shapes.
public enum InitializerCount {
    /// Saturates at `Int.max` (a 40-slot combinatorial spec has more initializers than an Int holds).
    public static func of(_ component: Component) -> Int {
        if component.properties.contains(where: { $0.twin != nil }) { return twins(component) }
        // `either` (revision 5): each group's families, counted on what that group sees.
        if !component.either.isEmpty {
            return component.either.reduce(0) { add($0, of(component.projected(on: $1))) }
        }
        if !component.atLeastOne.isEmpty { return atLeastOne(component) }
        let isCompact = component.strategy == .compact
        // Properties' renamed labels (an unlabeled property's rename changes no label) per family of
        // initializers, as `families:` and per-family defaults say; `init(model:)` takes only the properties
        // beside the model (bindings, and those whose types name a generic).
        var properties = PerFamily(builder: Renames(), values: Renames()), besideModel = Renames()
        for property in component.parameterProperties where property.renamedFrom != nil && !property.isUnlabeled {
            for family in ParameterFamily.allCases where property.isTaken(in: family) {
                properties[family].add(defaulted: property.defaultValue(in: family) != nil)
            }
            if property.isBesideModel && property.isTaken(in: .values) { besideModel.add(defaulted: property.defaultValue(in: .values) != nil) }
        }
        var count = 0
        if component.modelName != nil {
            // init(model:) takes the properties beside the model, and the slots without a value form as builders (in compact) or
            // the slots with `input` as closures.
            var model = besideModel
            for slot in component.slots where slot.primaryValueForm == nil && (isCompact || slot.input != nil || !slot.isGeneric) {
                model.add(builderOf: slot)
            }
            count = 1 + model.forwarders
        }
        switch component.strategy {
        case .combinatorial:
            // No slot parameter has a default: every combination has its family's properties' defaulted renames,
            // and a required one where it takes a renamed slot by label or a property has one. The builder
            // family is the combinations of closures and left-out slots; the values family the rest. A slot of
            // one view type is in every combination, as a property is: `{ nil }` when optional.
            var properties = properties
            for slot in component.slots where !slot.isGeneric && slot.renamedFrom != nil {
                properties.builder.add(defaulted: slot.presence.isOmittable)
                properties.values.add(defaulted: slot.presence.isOmittable)
            }
            let slots = component.slots
            guard let all = product(slots.map(forms(of:))) else { return Int.max }
            let unrenamed = product(slots.map { $0.renamedFrom == nil || !$0.isGeneric ? forms(of: $0) : unlabeledForms(of: $0) }) ?? Int.max
            let omittable = { (slot: Slot) in slot.isGeneric && slot.presence.isOmittable ? 1 : 0 }
            let builder = slots.isEmpty ? 0 : product(slots.map { 1 + omittable($0) }) ?? Int.max
            let unrenamedBuilder = slots.isEmpty ? 0 : product(slots.map { ($0.renamedFrom == nil || !$0.isGeneric ? 1 : 0) + omittable($0) }) ?? Int.max
            func forwarders(_ renames: Renames, combinations: Int, unrenamed: Int) -> Int {
                let (perDefault, overflow) = combinations.multipliedReportingOverflow(by: renames.defaulted)
                return overflow ? Int.max : add(perDefault, renames.required ? combinations : combinations - min(unrenamed, combinations))
            }
            return add(add(add(count, all), forwarders(properties.builder, combinations: builder, unrenamed: unrenamedBuilder)),
                       forwarders(properties.values, combinations: all - builder, unrenamed: unrenamed - min(unrenamedBuilder, unrenamed)))
        case .compact:
            return compact(component.slots, count: count, properties: properties)
        }
    }

    /// Compact: the builder initializer, the type-based one (and its disfavored twin), the one that leaves
    /// the value-form slots out, and those added for a label alone; each with its rename forwarders.
    private static func compact(_ slots: [Slot], count: Int, properties: PerFamily<Renames>) -> Int {
        var count = count
        var builder = properties.builder
        for slot in slots { builder.add(builderOf: slot) }
        count += 1 + builder.forwarders
        if slots.contains(where: { $0.primaryValueForm != nil }) {
            for twin in [false, true] where !twin || slots.contains(where: { $0.primaryValueForm?.descriptor.disfavoredTwin != nil }) {
                var typeBased = properties.values
                for slot in slots {
                    guard let primary = slot.primaryValueForm?.descriptor else { typeBased.add(builderOf: slot); continue }
                    let form = twin ? primary.disfavoredTwin ?? primary : primary
                    guard slot.renamedFrom != nil else { continue }
                    for renames in slot.renamesLabels(of: form) where renames { typeBased.add(defaulted: slot.presence.isOmittable(in: .values)) }
                }
                count += 1 + typeBased.forwarders
            }
        }
        // The initializer that leaves every value-form slot out keeps the other slots' builders.
        if slots.contains(where: { $0.primaryValueForm != nil }) && slots.allSatisfy({ $0.primaryValueForm == nil || $0.presence.isOmittable }) {
            var omitting = properties.builder
            for slot in slots where slot.primaryValueForm == nil { omitting.add(builderOf: slot) }
            count += 1 + omitting.forwarders
        } else if !slots.isEmpty && slots.allSatisfy({ $0.primaryValueForm == nil && $0.presence.isOmittable }) {
            var omitting = properties.builder
            for slot in slots { if case .defaultContent = slot.presence { omitting.add(builderOf: slot) } }
            count += 1 + omitting.forwarders
        }
        return add(count, aloneInitializers(slots, properties: properties))
    }

    /// Compact's initializers added for a label alone (`Planner.aloneInitializers`): a value's (and its twin's)
    /// beside the other slots' builders, a closure's with every other slot left out.
    private static func aloneInitializers(_ slots: [Slot], properties: PerFamily<Renames>) -> Int {
        var count = 0
        if slots.filter({ $0.primaryValueForm != nil }).count > 1 {
            var values = properties.values
            for slot in slots where slot.primaryValueForm == nil { values.add(builderOf: slot) }
            for slot in slots where slot.aloneArgumentLabel != nil {
                guard let primary = slot.primaryValueForm?.descriptor else { continue }
                count += (primary.disfavoredTwin == nil ? 1 : 2) * (1 + values.forwarders)
            }
        }
        if slots.count > 1 { count += slots.filter { $0.builderLabels != nil }.count * (1 + properties.builder.forwarders) }
        return count
    }

    /// The renamed labeled parameters of one initializer, by whether each has a default.
    struct Renames: Hashable, Sendable, Encodable {
        var defaulted = 0
        var required = false

        mutating func add(defaulted isDefaulted: Bool) {
            if isDefaulted { defaulted += 1 } else { required = true }
        }

        /// A slot's builder closure: defaulted when the slot can be left out, unless it takes `input`.
        mutating func add(builderOf slot: Slot) {
            if slot.renamedFrom != nil { add(defaulted: slot.input == nil && slot.presence.isOmittable) }
        }

        /// `Planner.withRenameForwarder`: one per defaulted renamed parameter, and one for the required ones.
        var forwarders: Int { defaulted + (required ? 1 : 0) }
    }

    /// Per slot, the number of forms (a builder, each value form and its twin, leaving it out) that
    /// multiply a combinatorial component's initializers.
    public static func forms(of slot: Slot) -> Int {
        guard slot.isGeneric else { return 1 }
        return 1 + slot.valueForms.reduce(0) { $0 + ($1.descriptor.disfavoredTwin == nil ? 1 : 2) } + (slot.presence.isOmittable ? 1 : 0)
    }

    /// The forms whose parameter a rename of the slot does not relabel: leaving it out, unlabeled values
    /// and values labeled by `argumentLabel`.
    private static func unlabeledForms(of slot: Slot) -> Int {
        let kept = slot.valueForms.filter { !slot.renamesLabel(of: $0.descriptor) }
            .reduce(0) { $0 + ($1.descriptor.disfavoredTwin == nil ? 1 : 2) }
        return kept + (slot.presence.isOmittable ? 1 : 0)
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

    static func add(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? Int.max : sum
    }
}
