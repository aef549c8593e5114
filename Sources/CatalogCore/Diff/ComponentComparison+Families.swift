// `families:` in `catalog diff` (revision 4): a property that a family of initializers stops taking breaks
// the calls that passed it there; one it starts taking is additive when defaulted there. Each move is
// reported once, on the property: the initializers are compared as if it had not moved.
extension ComponentComparison {
    /// The properties each family of initializers stopped or started taking.
    struct FamilyMoves {
        var removed: [ParameterFamily?: Set<String>] = [:]
        var added: [ParameterFamily?: Set<String>] = [:]

        /// A new initializer without the parameters its family started taking.
        func removingAdded(from initializer: InitializerSurface) -> InitializerSurface {
            guard let added = added[initializer.parameterFamily] else { return initializer }
            var initializer = initializer
            initializer.parameters.removeAll { $0.property.map(added.contains) ?? false }
            return initializer
        }
    }

    mutating func compareFamilies(_ before: PropertySurface, _ after: PropertySurface, moves: inout FamilyMoves) {
        let name = "`\(before.name)`"
        for family in before.families where !after.families.contains(family) {
            moves.removed[family, default: []].insert(before.name)
            add(.propertyFamilyRemoved,
                "property \(name) is no longer a parameter of the \(family.rawValue) initializers (families: [\(after.families.map(\.rawValue).joined(separator: ", "))]): calls that pass it to them break",
                .major)
        }
        for family in after.families where !before.families.contains(family) {
            moves.added[family, default: []].insert(after.name)
            if let value = after.defaults[family] {
                add(.propertyFamilyAdded, "property \(name) becomes a parameter of the \(family.rawValue) initializers, defaulted (`\(value)`): existing calls compile unchanged", .minor)
            } else {
                add(.propertyFamilyAdded, "property \(name) becomes a required parameter of the \(family.rawValue) initializers: calls to them that leave it out break", .major)
            }
        }
    }
}
