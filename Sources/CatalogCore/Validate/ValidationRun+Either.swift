// `either:` and `atLeastOne:` (revision 5): which slots and properties a call may give together.
extension ValidationRun {
    /// The members a component's `either` or `atLeastOne` may name: initializer parameters of a generic view.
    private enum Member {
        case slot(Slot)
        case property(Property)

        /// Whether a call may leave it out: an omittable slot, a property with a default in every family.
        var isOmittable: Bool {
            switch self {
            case .slot(let slot): slot.presence.isOmittable(in: .builder) || slot.presence.isOmittable(in: .values)
            case .property(let property): property.defaultValue(in: .builder) != nil && property.defaultValue(in: .values) != nil
            }
        }
    }

    /// Each name a known member once; nil with an error (a suggestion for a misspelling) otherwise.
    private mutating func members(_ names: [Located<String>], key: String, slots: [Slot], properties: [Property],
                                  seen: inout [String: SourceLocation], component: String) -> [(Located<String>, Member)]? {
        var valid = true
        var result: [(Located<String>, Member)] = []
        for name in names {
            if let first = seen[name.value] {
                error("\(key) names '\(name.value)' twice (first at \(first.line):\(first.column))", at: name.location)
                valid = false
                continue
            }
            seen[name.value] = name.location
            if let slot = slots.first(where: { $0.name == name.value }) {
                guard slot.isGeneric else {
                    error("\(key) names '\(name.value)', a slot of one view type (viewType: \(slot.viewType!)): only a generic slot can be left out as EmptyView", at: name.location)
                    valid = false
                    continue
                }
                result.append((name, .slot(slot)))
            } else if let property = properties.first(where: { $0.name == name.value }) {
                if let modifier = property.modifier {
                    error("\(key) names '\(name.value)', a modifier property: no initializer takes it (.\(modifier.selector) sets it)", at: name.location)
                    valid = false
                    continue
                }
                result.append((name, .property(property)))
            } else {
                var message = "\(key) names '\(name.value)', which is not a slot or property of \(component)"
                if let suggestion = Suggestions.closest(to: name.value, among: slots.map(\.name) + properties.map(\.name)) { message += "; did you mean '\(suggestion)'?" }
                error(message, at: name.location)
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// `either`: two groups or more, none empty, each member in one group. A property without a default is
    /// stored as an Optional (`nil` in the other groups); a binding cannot be, so it needs a default. At most
    /// one group may have every member omittable: a call that gives none would fit two groups alike.
    mutating func checkEither(_ spec: ComponentSpec, slots: [Slot], properties: inout [Property]) -> [[String]] {
        guard let either = spec.either else { return [] }
        guard either.value.count >= 2 else {
            error("either needs two groups or more (each a list of slots and properties a call gives together), found \(either.value.count)", at: either.location)
            return []
        }
        var seen: [String: SourceLocation] = [:]
        var groups: [[String]] = []
        var valid = true
        var omittableGroup: Located<[Located<String>]>? = nil
        for group in either.value {
            guard !group.value.isEmpty else {
                error("a group of either is empty: name the slots and properties a call gives together", at: group.location)
                valid = false
                continue
            }
            guard let members = members(group.value, key: "either", slots: slots, properties: properties, seen: &seen, component: spec.name.value) else {
                valid = false
                continue
            }
            for (name, member) in members {
                guard case .property(let property) = member, property.isBinding, !member.isOmittable else { continue }
                error("either names '\(name.value)', a binding without a default: the other groups cannot leave it nil; give it a default (.constant(…))", at: name.location)
                valid = false
            }
            if members.allSatisfy({ $0.1.isOmittable }) {
                if let first = omittableGroup {
                    error("every member of this group and of the group at \(first.location.line):\(first.location.column) can be left out: a call that gives none of them would fit both groups; make a member of one of them required",
                          at: group.location)
                    valid = false
                }
                omittableGroup = group
            }
            groups.append(group.value.map(\.value))
        }
        guard valid else { return [] }
        let members = Set(groups.joined())
        for index in properties.indices where members.contains(properties[index].name) && properties[index].defaultValue == nil {
            properties[index].isNilWhenAbsent = true
        }
        return groups
    }

    /// `atLeastOne`: two members or more, each one a call may leave out (a required one is given always), and
    /// in each `either` group at least one of them can be given.
    mutating func checkAtLeastOne(_ spec: ComponentSpec, slots: [Slot], properties: [Property], either: [[String]]) -> [String] {
        guard let atLeastOne = spec.atLeastOne else { return [] }
        guard atLeastOne.value.count >= 2 else {
            error("atLeastOne needs two members or more; for one, make that slot or property required", at: atLeastOne.location)
            return []
        }
        var seen: [String: SourceLocation] = [:]
        guard let members = members(atLeastOne.value, key: "atLeastOne", slots: slots, properties: properties, seen: &seen, component: spec.name.value) else { return [] }
        var valid = true
        for (name, member) in members where !member.isOmittable {
            error("atLeastOne names '\(name.value)', which every initializer takes already (it is required): name only slots and properties a call may leave out",
                  at: name.location)
            valid = false
        }
        for group in either {
            let here = Set(group)
            let elsewhere = Set(either.joined()).subtracting(here)
            if atLeastOne.value.allSatisfy({ elsewhere.contains($0.value) }) {
                error("atLeastOne names only members of other either groups than [\(group.joined(separator: ", "))]: that group would have no initializer",
                      at: atLeastOne.location)
                valid = false
            }
        }
        return valid ? atLeastOne.value.map(\.value) : []
    }
}
