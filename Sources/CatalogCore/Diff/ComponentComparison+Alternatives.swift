// Revision 5 in `catalog diff`: a component's `either:` groups, `atLeastOne:` members and properties'
// `twin:`. The initializers they change are compared one by one too; these lines say why, once.
extension ComponentComparison {
    mutating func compareAlternatives() {
        let (wasGroups, nowGroups) = (Set(old.either.map(Set.init)), Set(new.either.map(Set.init)))
        if wasGroups != nowGroups {
            let describe = { (groups: [[String]]) in groups.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: " or ") }
            if old.either.isEmpty {
                // Members of two groups can no longer be passed together.
                add(.eitherAdded, "either added: \(describe(new.either)): calls that give members of two groups break", .major)
            } else if new.either.isEmpty {
                // A member required in its group is now required in every call.
                add(.eitherRemoved, "either removed (was \(describe(old.either))): calls that gave one group's members only may break", .major)
            } else {
                add(.eitherChanged, "either: \(describe(old.either)) → \(describe(new.either)): calls that give members now in other groups break", .major)
            }
        }
        let (was, now) = (Set(old.atLeastOne), Set(new.atLeastOne))
        guard was != now else { return }
        let list = { (names: [String]) in "[" + names.joined(separator: ", ") + "]" }
        if was.isEmpty {
            add(.atLeastOneAdded, "atLeastOne added: \(list(new.atLeastOne)): calls that give none of them break", .major)
        } else if now.isEmpty {
            add(.atLeastOneRemoved, "atLeastOne removed (was \(list(old.atLeastOne))): calls that give none of them compile now", .minor)
        } else if now.isSuperset(of: was) {
            // Every call that gave one of the old members still does.
            add(.atLeastOneChanged, "atLeastOne: \(list(old.atLeastOne)) → \(list(new.atLeastOne)): more calls compile", .minor)
        } else {
            add(.atLeastOneChanged, "atLeastOne: \(list(old.atLeastOne)) → \(list(new.atLeastOne)): calls that give only \(list(old.atLeastOne.filter { !now.contains($0) })) break", .major)
        }
    }

    /// A property's second spelling: its copies of the initializers come and go with it.
    mutating func compareTwin(_ before: PropertySurface, _ after: PropertySurface) {
        let name = "`\(before.name)`"
        switch (before.twin, after.twin) {
        case (nil, let twin?):
            add(.twinAdded, "property \(name) gets a twin, `\(twin.parameter)` (converted by `\(twin.convert)`): each initializer that takes it gains a copy that takes the twin; existing calls compile unchanged", .minor)
        case (let twin?, nil):
            add(.twinRemoved, "property \(name) loses its twin `\(twin.parameter)`: calls that pass it break", .major)
        case (let was?, let now?) where was.parameter != now.parameter:
            add(.twinChanged, "property \(name)'s twin: `\(was.parameter)` → `\(now.parameter)`: calls that pass the old one break", .major)
        case (let was?, let now?) where was.convert != now.convert:
            add(.twinChanged, "property \(name)'s twin converts by `\(now.convert)` instead of `\(was.convert)`: the same calls compile and may behave differently", .patch)
        default:
            break
        }
    }
}
