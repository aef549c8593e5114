// Revision 5 in `catalog diff`: a property's `cases:`, a slot's `symbolLabel:`, a component's `environment:`.
extension ComponentComparison {
    /// A `cases:` property whose enum kept its name: a removed case breaks the code that names it; an added
    /// one breaks every exhaustive `switch` over the enum outside the module (a source package's public
    /// enum is exhaustive to its clients: no `@unknown default` is required), so both are major.
    mutating func compareCases(_ before: PropertySurface, _ after: PropertySurface) {
        guard let was = before.cases, let now = after.cases, before.type == after.type else { return }
        let type = "`\(after.type)`"
        for name in was where !now.contains(name) {
            add(.enumCaseRemoved, "case `.\(name)` removed from \(type) (property `\(after.name)`): code that names it breaks", .major)
        }
        for name in now where !was.contains(name) {
            add(.enumCaseAdded, "case `.\(name)` added to \(type) (property `\(after.name)`): an exhaustive `switch` over \(type) without `default:` no longer compiles", .major)
        }
    }

    /// `environment:` modifiers compare like methods: removed or retyped breaks the calls, added is additive;
    /// another default changes what views that set nothing read.
    mutating func compareEnvironment() {
        for (modifier, was) in old.environment.sorted(by: { $0.key < $1.key }) {
            guard let now = new.environment[modifier] else {
                add(.environmentModifierRemoved, "environment modifier `\(modifier)(_:)` removed: calls that set it break", .major)
                continue
            }
            if (was.type, was.key) != (now.type, now.key) {
                add(.environmentModifierChanged, "environment modifier `\(modifier)(_:)`: `\(was.type)` in `EnvironmentValues.\(was.key)` → `\(now.type)` in `EnvironmentValues.\(now.key)`: calls and readers break", .major)
            } else if was.defaultValue != now.defaultValue {
                add(.environmentDefaultChanged, "environment modifier `\(modifier)(_:)`: default `\(was.defaultValue)` → `\(now.defaultValue)`: views that set nothing read the new default", .patch)
            }
        }
        for (modifier, now) in new.environment.sorted(by: { $0.key < $1.key }) where old.environment[modifier] == nil {
            add(.environmentModifierAdded, "environment modifier `\(modifier)(_:)` added: `\(now.type)`, default `\(now.defaultValue)`", .minor)
        }
    }

    /// Each slot whose `systemImage` parameter changed its label (`symbolLabel:` added, changed or removed),
    /// reported once; returns old label → new by slot, so the initializers compare as if it had not changed.
    mutating func compareSymbolLabels() -> [String: String] {
        var relabeled: [String: String] = [:]
        for (slot, was) in old.symbolLabels.sorted(by: { $0.key < $1.key }) {
            guard let now = new.symbolLabels[slot], now != was else { continue }
            relabeled[slot] = now
            add(.symbolLabelChanged, "slot `\(slot)`: the symbol name's label `\(was):` → `\(now):`: calls that pass `\(was):` break (no forwarder keeps the old label)", .major)
        }
        return relabeled
    }
}
