/// `init(model:)` as one call to a type-based initializer instead of repeating its assignments (issue 38:
/// 2–4 % of a compact component's type-check cost, BENCHMARKS.md). Only where it is exact: the callee is
/// in the same extension (the same constraints, so the same generic arguments), has the same isolation, is
/// not deprecated, and every value it takes is one `init(model:)` has as it is, shown the same way
/// (`ValueFormDescriptor.takesModelValues`: text through the `StringProtocol` twin, a symbol name, an image,
/// a resolver's input; not a `backedBy:` that reads the component's properties); every model requirement
/// and parameter is passed on. Otherwise `init(model:)` keeps assigning.
extension ComponentPlanning {
    func delegating(_ model: InitializerPlan, _ modelPlan: ModelPlan, among initializers: [InitializerPlan]) -> InitializerPlan {
        for callee in initializers where callee.family != .protocolBased && callee.parameterFamily == .values
            && callee.constraints == model.constraints && callee.isMainActor == model.isMainActor && !callee.isDeprecated {
            guard let arguments = arguments(for: callee, from: model, modelPlan) else { continue }
            var delegating = model
            delegating.delegation = arguments
            delegating.locals = []
            delegating.assignments = []
            return delegating
        }
        return model
    }

    /// What `model` passes for each of `callee`'s parameters, or nil when one has no exact source or a
    /// requirement or parameter of `model` would be left unused.
    private func arguments(for callee: InitializerPlan, from model: InitializerPlan, _ modelPlan: ModelPlan) -> [DelegatedArgument]? {
        // Slot by slot: a model value where the callee takes a value of the same type, else the same fill.
        for (own, other) in zip(model.fills, callee.fills) {
            let same = own.kind == .model
                ? other.kind == .value && own.genericArgument == other.genericArgument && own.isStoredOptional == other.isStoredOptional
                : own == other
            if !same { return nil }
        }
        var usedRequirements: Set<String> = []
        var usedParameters: Set<String> = []
        var taken: [String: Int] = [:]
        var arguments: [DelegatedArgument] = []
        for parameter in callee.parameters {
            let expression: SwiftExpression
            switch parameter.role {
            case .slotValue(let name):
                // A form's parameters in order, each the model's requirement at its place.
                guard let index = component.slots.firstIndex(where: { $0.name == name }), model.fills[index].kind == .model,
                      let own = model.fills[index].form?.descriptor, let form = parameter.form?.descriptor,
                      // A `backedBy:` that reads `self.size` binds it in `init(model:)` itself (SPEC revision 4).
                      own.readProperties.isEmpty, form.takesModelValues(of: own, forSlot: name, in: planner) else { return nil }
                let requirements = own.requirements(forSlot: name, in: planner)
                let position = taken[name, default: 0]
                guard position < requirements.count else { return nil }
                taken[name] = position + 1
                expression = .member("model", requirements[position].name)
                usedRequirements.insert(requirements[position].name)
            case .builder, .property, .closureProperty:
                // Taken beside the model (a builder, a binding) as it is, or a property read from the model.
                if let own = model.parameters.first(where: { $0.role == parameter.role }) {
                    guard own.type == parameter.type else { return nil }
                    expression = .name(own.name)
                    usedParameters.insert(own.name)
                } else if parameter.role != .builder(slot: parameter.owner),
                          modelPlan.requirements.contains(where: { $0.slot == nil && $0.name == parameter.owner && $0.type == parameter.type }) {
                    expression = .member("model", parameter.owner)
                    usedRequirements.insert(parameter.owner)
                } else {
                    return nil
                }
            case .model:
                return nil
            }
            arguments.append(DelegatedArgument(label: parameter.label, expression: expression))
        }
        guard usedRequirements == Set(modelPlan.requirements.map(\.name)),
              usedParameters == Set(model.parameters.filter { $0.role != .model }.map(\.name)) else { return nil }
        return arguments
    }
}
