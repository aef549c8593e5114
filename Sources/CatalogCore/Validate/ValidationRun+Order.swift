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
        // Forms (revision 5): `title.value` and `title.builder` name one form each; `seen` gets the slot once both are.
        var forms = SlotForms(slots: slots)
        for entry in order.value {
            if let problem = forms.take(entry.value, key: key) {
                if case .error(let message) = problem {
                    error(message, at: entry.location)
                    valid = false
                }
                continue
            }
            if forms.isNamedByForms(entry.value) {
                error("\(key) names '\(entry.value)' and its forms ('\(entry.value).value', '\(entry.value).builder'); name the slot once, or each of its forms once", at: entry.location)
                valid = false
            } else if let modifier = modifiers[entry.value] {
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
        for (slot, missingForms) in forms.incomplete() {
            error("\(key) names forms of slot '\(slot)' but not " + missingForms.map { "'\(slot).\($0)'" }.joined(separator: ", ") + "; name each of its forms once", at: order.location)
            valid = false
        }
        seen.formUnion(forms.named)
        let missing = names.filter { !seen.contains($0) }
        if !missing.isEmpty, valid || !seen.isEmpty {
            error("\(key) must name every slot and property once; missing: " + missing.map { "'\($0)'" }.joined(separator: ", "), at: order.location)
            valid = false
        }
        return valid ? order.value.map(\.value) : nil
    }
}

/// The slots `order` names by their forms (`title.value`, `title.builder`, revision 5).
struct SlotForms {
    enum Outcome { case error(String), taken }
    private let slots: [String: Slot]
    private var taken: [String: Set<String>] = [:]
    /// Slots named by a plain entry before a form: a form after it is an error too.
    private var plain: Set<String> = []

    init(slots: [Slot]) { self.slots = Dictionary(slots.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }

    /// The forms a slot has: `value` only with a value form.
    private static func forms(of slot: Slot) -> [String] { slot.valueForms.isEmpty ? ["builder"] : ["value", "builder"] }

    /// Nil when `entry` is not a form (`title.value`); else the outcome of naming it.
    mutating func take(_ entry: String, key: String) -> Outcome? {
        let parts = entry.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            plain.insert(entry)
            return nil
        }
        let (name, form) = (parts[0], parts[1])
        guard let slot = slots[name] else { return .error("\(key) names '\(entry)', and '\(name)' is not a slot: only a slot is named by its forms") }
        guard Self.forms(of: slot).contains(form) else {
            let hint = form == "value" ? "slot '\(name)' has no value form; name it '\(name)'" : "a slot's forms are 'value' and 'builder'"
            return .error("\(key) names '\(entry)': \(hint)")
        }
        if plain.contains(name) { return .error("\(key) names '\(name)' and its form '\(entry)'; name the slot once, or each of its forms once") }
        guard taken[name, default: []].insert(form).inserted else { return .error("\(key) names '\(entry)' twice") }
        return .taken
    }

    func isNamedByForms(_ name: String) -> Bool { taken[name] != nil && slots[name] != nil }

    /// Slots named by some forms but not all, with the missing ones.
    func incomplete() -> [(String, [String])] {
        taken.keys.sorted().compactMap { name in
            guard let slot = slots[name] else { return nil }
            let missing = Self.forms(of: slot).filter { !taken[name]!.contains($0) }
            return missing.isEmpty ? nil : (name, missing)
        }
    }

    /// The slots named by every form.
    var named: Set<String> { Set(taken.keys.filter { name in slots[name].map { Self.forms(of: $0).allSatisfy(taken[name]!.contains) } ?? false }) }
}
