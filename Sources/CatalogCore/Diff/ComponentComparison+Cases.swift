// Revision 5 in `catalog diff`: a property's `cases:` and a slot's `symbolLabel:`.
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
