/// One initializer of a component, in steps: its slots' parameters, constraints, assignments and fills for
/// the choices written; its parameters in the family's order; what its properties are set to; and whether
/// it is main-actor or deprecated.
extension ComponentPlanning {
    /// What the slots give an initializer, in slot order.
    struct SlotParts {
        var values: [Parameter] = []
        var builders: [Parameter] = []
        var constraints: [Constraint] = []
        var assignments: [Assignment] = []
        var fills: [SlotFill] = []
        var isDisfavored = false
    }

    /// `requiredValues`: slots whose value this initializer takes without a default (one added for a label alone).
    func initializer(_ written: [SlotChoice], family: InitializerFamily, requiredValues: Set<String> = []) -> InitializerPlan {
        // `either` (revision 5): another group's slots are absent.
        let choices = zip(component.slots, written).map { otherGroups.contains($0.name) ? .absent : $1 }
        var parts = slotParts(choices, requiredValues: requiredValues)
        // The family (SPEC revision 4): `builder` is every initializer that takes no slot value (the builder
        // one, and the ones that leave slots out), `values` the others and `init(model:)`. It picks the
        // order, and the properties taken (`families:`) with their defaults.
        let takesValue = choices.contains { if case .value = $0 { true } else { false } }
        let parameterFamily = choices.isEmpty ? .values : InitializerPlan.family(family, takesValue: takesValue)
        let parameters = orderedParameters(parts, family: family, parameterFamily: parameterFamily)
        let locals = setProperties(family: family, parameterFamily: parameterFamily, assignments: &parts.assignments)
        // A component without slots has one initializer that takes its properties (and the model's).
        let family = component.slots.isEmpty && family != .protocolBased ? .typeBased : family
        var plan = InitializerPlan(family: family, isMainActor: isMainActor(choices), constraints: parts.constraints, parameters: parameters,
                                   isDisfavored: parts.isDisfavored, locals: locals, assignments: parts.assignments, fills: parts.fills,
                                   deprecation: deprecation(of: parameters))
        plan.group = group
        return plan
    }

    private func slotParts(_ choices: [SlotChoice], requiredValues: Set<String>) -> SlotParts {
        // `argumentLabel`/`builderLabel` by place (revision 5): alone where it is the only slot value (closure).
        let aloneValue = choices.count { if case .value = $0 { true } else { false } } == 1
        let aloneBuilder = choices.count { if case .builder = $0 { true } else { false } } == 1
        var parts = SlotParts()
        for ((slot, storage), choice) in zip(zip(component.slots, storage), choices) {
            var fill = slotPart(slot, storage, choice, aloneValue: aloneValue, aloneBuilder: aloneBuilder,
                                required: requiredValues.contains(slot.name), into: &parts)
            // The call-site tests read compact's flags of a generic slot, the ones that ask the slot's type.
            if isCompact && slot.isGeneric && storage.presenceFlag != nil { fill.presenceFlag = SwiftNames.presenceFlag(forSlot: slot.name) }
            parts.fills.append(fill)
        }
        return parts
    }

    /// One slot's parameters, constraint and assignment for its choice; its fill.
    private func slotPart(_ slot: Slot, _ storage: SlotStorage, _ choice: SlotChoice, aloneValue: Bool, aloneBuilder: Bool,
                          required: Bool, into parts: inout SlotParts) -> SlotFill {
        switch choice {
        case .builder(let defaultContent):
            var fill = SlotFill(kind: .builder, genericArgument: nil, isStoredOptional: storage.isOptional)
            parts.builders.append(builderParameter(for: slot, defaultContent: defaultContent, alone: aloneBuilder))
            // A closure that takes `input` is stored as it is: the body calls it with the argument.
            parts.assignments.append(Assignment(property: slot.name, expression: slot.input == nil ? .call(slot.name) : .name(slot.name)))
            if defaultContent == SlotStorage.emptyContent {
                fill.genericArgumentWhenLeftOut = .emptyView
            } else if slot.presence.valueDefault(in: .builder) != nil, defaultContent != nil, let primary = slot.primaryValueForm?.descriptor {
                // The view that backs the value default: its type can be named.
                fill.genericArgumentWhenLeftOut = primary.storedType(in: planner)
            }
            return fill
        case .value(let form):
            if form.isDisfavored { parts.isDisfavored = true }
            let parameters = valueParameters(form, for: slot, storage: storage, alone: aloneValue, required: required)
            parts.values += parameters
            let isOptionalValue = parameters[0].type.isOptional
            let generic = isCompact && isOptionalValue ? SwiftType.optional(form.storedType(in: planner)) : form.storedType(in: planner)
            parts.constraints.append(Constraint(slot.genericName, generic))
            parts.assignments.append(Assignment(property: slot.name, expression: SwiftExpression.shown(parameters.map { .name($0.name) }, isOptional: isOptionalValue, form.control)))
            var fill = SlotFill(kind: .value, genericArgument: generic, form: ValueForm(form),
                                isStoredOptional: storage.isOptional || (isCompact && isOptionalValue))
            if parameters[0].defaultValue != nil { fill.genericArgumentWhenLeftOut = generic }
            return fill
        case .omitted where !slot.isGeneric:
            // Compact's slots-omitted initializer: a slot of one view type is `nil`, constraining nothing.
            parts.assignments.append(Assignment(property: slot.name, expression: .nil))
            return SlotFill(kind: .omitted, genericArgument: nil, isStoredOptional: true)
        case .omitted, .absent:
            // Another `either` group's slot is `EmptyView` even where the strategy stores it optional.
            let generic: SwiftType = storage.isOptional && !choice.isAbsent ? .never : .emptyView
            parts.constraints.append(Constraint(slot.genericName, generic))
            parts.assignments.append(Assignment(property: slot.name, expression: storage.isOptional ? .nil : .call("EmptyView")))
            return SlotFill(kind: .omitted, genericArgument: generic, isStoredOptional: storage.isOptional)
        case .valueDefault(let form, let value):
            let generic = form.storedType(in: planner)
            parts.constraints.append(Constraint(slot.genericName, generic))
            parts.assignments.append(Assignment(property: slot.name, expression: form.control([.authored(value)])))
            return SlotFill(kind: .valueDefault, genericArgument: generic, form: ValueForm(form))
        case .model(let form):
            let optional = storage.isValueOptional
            let generic = isCompact && optional ? SwiftType.optional(form.storedType(in: planner)) : form.storedType(in: planner)
            parts.constraints.append(Constraint(slot.genericName, generic))
            let requirements = form.requirements(forSlot: slot.name, in: planner).map { SwiftExpression.member("model", $0.name) }
            parts.assignments.append(Assignment(property: slot.name, expression: SwiftExpression.shown(requirements, isOptional: optional) {
                form.controlFromModel($0, in: planner)
            }))
            return SlotFill(kind: .model, genericArgument: generic, form: ValueForm(form),
                            isStoredOptional: storage.isOptional || (isCompact && optional))
        }
    }

    /// The properties the family takes, the slots' values, the closure properties and the builders; then
    /// `order:`'s places, and the model first in `init(model:)`.
    private func orderedParameters(_ parts: SlotParts, family: InitializerFamily, parameterFamily: ParameterFamily) -> [Parameter] {
        let taken = component.parameterProperties.filter { $0.isTaken(in: parameterFamily) && !isAbsent($0.name) }
        let parameter = { (property: Property) in propertyParameter(property, in: parameterFamily, required: givenWithoutDefault == property.name) }
        var parameters: [Parameter]
        if family == .protocolBased {
            let beside = taken.filter(\.isBesideModel)
            parameters = beside.filter { !$0.isClosure }.map(parameter) + beside.filter(\.isClosure).map(parameter) + parts.builders
        } else {
            parameters = taken.filter { !$0.isClosure }.map(parameter) + parts.values + taken.filter(\.isClosure).map(parameter) + parts.builders
        }
        if let order = parameterFamily == .builder ? component.builderOrder ?? component.order : component.order {
            // Each parameter stands at its slot's or property's place (the model, if any, first).
            let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
            parameters = parameters.enumerated().sorted { lhs, rhs in
                let (left, right) = (rank[lhs.element.orderKey] ?? rank[lhs.element.owner] ?? Int.max, rank[rhs.element.orderKey] ?? rank[rhs.element.owner] ?? Int.max)
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        if family == .protocolBased { parameters.insert(modelParameter(), at: 0) }
        return parameters
    }

    /// Each property's assignment, after the slots'; the constants a `backedBy:` reads, returned.
    private func setProperties(family: InitializerFamily, parameterFamily: ParameterFamily, assignments: inout [Assignment]) -> [Assignment] {
        // `init(model:)` binds each property a `backedBy:` reads (`self.size`) to a constant of its name, and
        // so does a family that does not take the property (to its default).
        let needsReads = family == .protocolBased || component.properties.contains { $0.families != nil || isAbsent($0.name) }
        let readByBacking = needsReads ? Set(component.slots.flatMap { $0.valueForms.flatMap(\.descriptor.readProperties) }) : []
        let read = family == .protocolBased ? readByBacking : []
        var locals: [Assignment] = []
        for property in component.properties {
            // A modifier property starts from its default; its method sets it on a copy.
            if property.modifier != nil, let defaultValue = property.defaultValue {
                assignments.append(Assignment(property: property.name, expression: .authored(defaultValue)))
                continue
            }
            // `families:`: the other family's initializers set it to their default.
            // `either`, `atLeastOne`: a left-out member takes its default (or is `nil`).
            if !property.isTaken(in: parameterFamily) || isAbsent(property.name),
               let defaultValue = property.defaultValue(in: parameterFamily).map({ SwiftExpression.authored($0) }) ?? (property.isNilWhenAbsent ? .nil : nil) {
                let target = property.isBinding ? "_" + property.name : property.name
                if readByBacking.contains(property.name) {
                    locals.append(Assignment(property: property.name, expression: defaultValue, type: property.storedType))
                    assignments.append(Assignment(property: target, expression: .name(property.name)))
                } else {
                    assignments.append(Assignment(property: target, expression: defaultValue))
                }
                continue
            }
            let fromModel = family == .protocolBased && !property.isBesideModel
            if fromModel && read.contains(property.name) { locals.append(Assignment(property: property.name, expression: .member("model", property.name))) }
            assignments.append(Assignment(property: property.isBinding ? "_" + property.name : property.name,
                                          expression: fromModel && !read.contains(property.name) ? .member("model", property.name) : .name(property.name)))
        }
        return locals
    }

    /// Taking a deprecated slot or property deprecates the initializer. A defaulted parameter cannot warn on
    /// its own (Swift deprecates declarations, not arguments), so it deprecates nothing: compact's omittable
    /// slots and defaulted properties are marked in the docs only.
    private func deprecation(of parameters: [Parameter]) -> String? {
        parameters.lazy.filter { $0.defaultValue == nil }.compactMap { parameter in
            self.component.slots.first { $0.name == parameter.owner }?.deprecation
                ?? self.component.properties.first { $0.name == parameter.owner }?.deprecation
        }.first
    }

    /// A resolver's `resolve(_:)` is main-actor: in a value, a model's value, or a builder's default.
    private func isMainActor(_ choices: [SlotChoice]) -> Bool {
        zip(component.slots, choices).contains { slot, choice in
            switch choice {
            case .value(let form), .model(let form), .valueDefault(let form, _): form.controlIsMainActor
            case .builder(let content):
                // Only a value default's view calls the resolver; `{ EmptyView() }` does not.
                slot.presence.valueDefault(in: .builder) != nil && content != nil && slot.primaryValueForm?.descriptor.controlIsMainActor == true
            case .omitted, .absent: false
            }
        }
    }
}
