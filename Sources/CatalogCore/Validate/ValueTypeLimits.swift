extension ValidationRun {
    /// A component used as a value spells the other's whole type: nested two to a level, forty tiny
    /// components spelled a type of 2^40 parts. Refused past `ComponentValueTypes.maximumSpelledLength`,
    /// at each component whose own slots push it over (not again at every component that holds one).
    mutating func checkValueTypeLengths(_ components: [Component]) {
        let types = ComponentValueTypes(components)
        let byName = Dictionary(components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, length) in types.tooLong {
            guard let component = byName[name] else { continue }
            let parts = component.slots.compactMap { $0.primaryValueForm?.descriptor.linkedComponent }
            error("\(name)'s value type would be spelled in \(length) characters, more than \(ComponentValueTypes.maximumSpelledLength): it spells the whole type of each component its slots take as a value (\(parts.joined(separator: ", "))). Nest fewer components as values, or give one of these slots another first option", at: component.location)
        }
    }
}
