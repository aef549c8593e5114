/// `either:` and `atLeastOne:` (revision 5). Each initializer family is planned once per `either` group,
/// the other groups' members absent (a slot `EmptyView`, a property its default or `nil`); `init(model:)`
/// only for the group that holds the model's values. `atLeastOne` then splits each initializer in which a
/// call could leave every member out: the k-th copy requires the k-th member it takes (non-optional, no
/// default) and leaves the earlier ones out, so a call giving any of them fits exactly the copy of the first
/// it gives, and one giving none fits none; a later copy that requires a builder is disfavored, so that an
/// unlabeled trailing closure goes to the first member.
struct Alternatives {
    /// The `either` group the initializers belong to, and the other groups' members.
    var group: [String]? = nil
    var otherGroups: Set<String> = []
    /// The `atLeastOne` members an initializer leaves out, and the one it takes without a default.
    var leftOut: Set<String> = []
    var givenWithoutDefault: String? = nil
}

extension SlotChoice {
    var isAbsent: Bool { if case .absent = self { true } else { false } }
}

extension ComponentPlanning {
    var group: [String]? { alternatives.group }
    var otherGroups: Set<String> { alternatives.otherGroups }
    var leftOut: Set<String> { alternatives.leftOut }
    var givenWithoutDefault: String? { alternatives.givenWithoutDefault }

    func initializersByGroup(model: ModelPlan?) -> [InitializerPlan] {
        let groups: [[String]?] = component.either.isEmpty ? [nil] : component.either
        let members = Set(component.either.joined())
        return groups.flatMap { group -> [InitializerPlan] in
            var planning = self
            planning.alternatives.group = group
            planning.alternatives.otherGroups = group.map { members.subtracting($0) } ?? []
            var initializers = isCompact ? planning.compactInitializers() : planning.combinatorialInitializers()
            if let model, group == modelGroup {
                initializers.append(planning.delegating(planning.modelInitializer(model), model, among: initializers))
            }
            return initializers
        }.uniqued(if: !component.atLeastOne.isEmpty)
    }

    var modelGroup: [String]? { component.modelGroup }

    /// Whether the initializer being planned leaves the member out (another group's, or an earlier `atLeastOne` one).
    func isAbsent(_ name: String) -> Bool { otherGroups.contains(name) || leftOut.contains(name) }

    /// The initializer of `choices`, or its `atLeastOne` copies (none when it could take no member).
    func variants(_ choices: [SlotChoice], family: InitializerFamily) -> [InitializerPlan] {
        guard !component.atLeastOne.isEmpty else { return [initializer(choices, family: family)] }
        let takesValue = choices.contains { if case .value = $0 { true } else { false } }
        let parameterFamily = choices.isEmpty ? .values : InitializerPlan.family(family, takesValue: takesValue)
        // The members a call may give here, and whether one of them is required already.
        var offered: [String] = []
        var requiresOne = false
        for name in component.atLeastOne where !otherGroups.contains(name) {
            if let index = component.slots.firstIndex(where: { $0.name == name }) {
                switch choices[index] {
                case .builder(let defaultContent):
                    offered.append(name)
                    requiresOne = requiresOne || defaultContent == nil
                case .value:
                    offered.append(name)
                    requiresOne = requiresOne || !isCompact
                case .omitted, .absent, .valueDefault, .model: break
                }
            } else if let property = component.parameterProperties.first(where: { $0.name == name }), property.isTaken(in: parameterFamily) {
                offered.append(name)
            }
        }
        if requiresOne { return [initializer(choices, family: family)] }
        return offered.indices.map { k in
            var planning = self
            planning.alternatives.leftOut = Set(offered[..<k])
            planning.alternatives.givenWithoutDefault = offered[k]
            let adjusted = zip(component.slots, choices).map { slot, choice -> SlotChoice in
                if planning.leftOut.contains(slot.name) { return .omitted }
                if slot.name == offered[k], case .builder = choice { return .builder(defaultContent: nil) }
                return choice
            }
            var copy = planning.initializer(adjusted, family: family)
            // A trailing closure fits the first member's closure in copy 0 and the k-th one's here: Swift
            // takes the first member's, as it fills the first closure parameter (`XTag { Text("New") }`).
            if k > 0, let index = component.slots.firstIndex(where: { $0.name == offered[k] }), case .builder = adjusted[index] {
                copy.isDisfavored = true
            }
            return copy
        }
    }
}

extension Component {
    /// The group `init(model:)` belongs to: the first that holds a value the model exposes (a value-form
    /// slot, a property read from the model), else the first; nil without `either`.
    public var modelGroup: [String]? {
        either.first { group in
            group.contains { name in
                slots.contains { $0.name == name && $0.primaryValueForm != nil }
                    || parameterProperties.contains { $0.name == name && !$0.isBesideModel && $0.isTaken(in: .values) }
            }
        } ?? either.first
    }

    /// What one `either` group's initializers see, for counting them: the other groups' members gone (a slot
    /// that is absent has one form; a property that is absent is no parameter), the model only in its group.
    func projected(on group: [String]) -> Component {
        let others = Set(either.joined()).subtracting(group)
        var projected = self
        projected.slots.removeAll { others.contains($0.name) }
        projected.properties.removeAll { others.contains($0.name) }
        projected.atLeastOne.removeAll { others.contains($0) }
        projected.either = []
        if group != modelGroup { projected.modelName = nil }
        return projected
    }
}

extension [InitializerPlan] {
    /// The first of each declaration: `atLeastOne`'s copies that leave the same members out are one
    /// initializer, whichever family they were copied from (Swift would call the others redeclarations).
    func uniqued(if applies: Bool) -> [InitializerPlan] {
        guard applies else { return self }
        var seen: Set<InitializerIdentity> = []
        return filter { seen.insert(InitializerIdentity(constraints: $0.constraints, labels: $0.parameters.map(\.label), types: $0.parameters.map(\.type))).inserted }
    }
}

/// What Swift compares for a redeclaration.
private struct InitializerIdentity: Hashable {
    var constraints: [Constraint]
    var labels: [String?]
    var types: [SwiftType]
}
