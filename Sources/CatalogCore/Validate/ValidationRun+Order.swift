// Order: `order` (or per family, `order.values` and `order.builder`) names every slot and property once.
extension ValidationRun {
    /// Both orders, checked only when every slot and property validated: with one of them refused (a
    /// duplicate name, say), their errors would only follow from that one, and be printed before it.
    mutating func checkOrders(_ spec: ComponentSpec, slots: [Slot], properties: [Property]) -> (values: [String]?, builder: [String]?) {
        guard slots.count == spec.slots.count && properties.count == spec.properties.count else { return (nil, nil) }
        let order = spec.order.flatMap {
            checkOrder($0, slots: slots, properties: properties, spec: spec, family: spec.isOrderPerFamily ? .values : nil)
        }
        let builderOrder = spec.builderOrder.flatMap { checkOrder($0, slots: slots, properties: properties, spec: spec, family: .builder) }
        return (order, builderOrder)
    }

    /// `order` names every slot and property exactly once; each of `order.builder` and `order.values` those
    /// its `family` takes (a `families:` property only in its own).
    mutating func checkOrder(_ order: Located<[Located<String>]>, slots: [Slot], properties: [Property], spec: ComponentSpec,
                             family: ParameterFamily?) -> [String]? {
        let key = family.map { "order.\($0.rawValue)" } ?? "order"
        let taken = properties.filter { $0.isParameter && (family.map($0.isTaken(in:)) ?? true) }
        let names = slots.map(\.name) + taken.map(\.name)
        let known = Set(names)
        let otherFamily = Dictionary(properties.filter { $0.isParameter && !taken.contains($0) }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let modifiers = Dictionary(properties.compactMap { property in property.modifier.map { (property.name, $0) } }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var valid = true
        for entry in order.value {
            if let modifier = modifiers[entry.value] {
                error("\(key) names '\(entry.value)', a modifier property: no initializer takes it (.\(modifier.selector) sets it); remove it from \(key)", at: entry.location)
                valid = false
            } else if let property = otherFamily[entry.value], let families = property.families {
                error("\(key) names '\(entry.value)', which only the \(families.map(\.rawValue).joined(separator: " and ")) initializers take (families: [\(families.map(\.rawValue).joined(separator: ", "))]); remove it from \(key)",
                      at: entry.location)
                valid = false
            } else if !known.contains(entry.value) {
                var message = "\(key) names '\(entry.value)', which is not a slot or property of \(spec.name.value)"
                if let suggestion = Suggestions.closest(to: entry.value, among: names) { message += "; did you mean '\(suggestion)'?" }
                error(message, at: entry.location)
                valid = false
            } else if !seen.insert(entry.value).inserted {
                error("\(key) names '\(entry.value)' twice", at: entry.location)
                valid = false
            }
        }
        let missing = names.filter { !seen.contains($0) }
        if !missing.isEmpty, valid || !seen.isEmpty {
            error("\(key) must name every slot and property once; missing: " + missing.map { "'\($0)'" }.joined(separator: ", "), at: order.location)
            valid = false
        }
        return valid ? order.value.map(\.value) : nil
    }
}
