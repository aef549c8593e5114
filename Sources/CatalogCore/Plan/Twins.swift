/// `twin:` (SPEC revision 5): every initializer that takes a property with a twin gets a copy that takes the
/// twin instead, required (so a call that gives neither is not ambiguous), its value converted to the
/// property's by the author's `convert`. Several twins multiply: a copy per combination.
extension ComponentPlanning {
    func withTwins(_ initializer: InitializerPlan) -> [InitializerPlan] {
        var plans = [initializer]
        for property in component.properties {
            guard let twin = property.twin else { continue }
            plans += plans.compactMap { twinned($0, property, twin) }
        }
        return plans
    }

    /// The copy with `twin` for `property`'s parameter; nil when the initializer does not take it (or a
    /// forwarder's, which keeps the old labels only).
    private func twinned(_ initializer: InitializerPlan, _ property: Property, _ twin: PropertyTwin) -> InitializerPlan? {
        guard initializer.renamedTo == nil,
              let index = initializer.parameters.firstIndex(where: { $0.role == .property(property.name) || $0.role == .closureProperty(property.name) })
        else { return nil }
        var copy = initializer
        let parameter = copy.parameters[index]
        copy.parameters[index].label = twin.label
        copy.parameters[index].name = twin.label
        copy.parameters[index].type = twin.type
        copy.parameters[index].defaultValue = nil
        copy.parameters[index].isEscaping = twin.type.isFunction
        copy.parameters[index].previousLabel = nil
        // What read the parameter now reads the conversion.
        let (read, conversion) = (SwiftExpression.name(parameter.name), twin.expression)
        for (position, assignment) in copy.assignments.enumerated() where assignment.expression == read {
            copy.assignments[position].expression = conversion
        }
        for (position, local) in copy.locals.enumerated() where local.expression == read {
            copy.locals[position].expression = conversion
        }
        if let delegation = copy.delegation {
            copy.delegation = delegation.map { $0.expression == read ? DelegatedArgument(label: $0.label, expression: .parenthesized(conversion)) : $0 }
        }
        return copy
    }
}
