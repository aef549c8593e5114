// `atLeastOne` (revision 5) in the count. Combinatorial: a combination that leaves every slot member out is
// dropped, or copied once per property member it takes; the others already require a member. Compact (no
// limit applies): each initializer copied once per member it takes, an upper bound where copies that leave
// the same members out are one initializer. Rename forwarders are counted as without `atLeastOne`.
extension InitializerCount {
    static func atLeastOne(_ component: Component) -> Int {
        var base = component
        base.atLeastOne = []
        let total = of(base)
        let members = Set(component.atLeastOne)
        let slotMembers = component.slots.filter { members.contains($0.name) && $0.isGeneric }
        let propertyMembers = component.parameterProperties.filter { members.contains($0.name) }.count
        switch component.strategy {
        case .combinatorial:
            // The combinations that leave every slot member out: each of those slots fixed to one form.
            var leavingOut = 1
            for slot in component.slots where !slotMembers.contains(slot) {
                let (next, overflow) = leavingOut.multipliedReportingOverflow(by: forms(of: slot))
                if overflow { return Int.max }
                leavingOut = next
            }
            let kept = total - min(leavingOut, total)
            let (copies, overflow) = leavingOut.multipliedReportingOverflow(by: propertyMembers)
            return overflow ? Int.max : add(kept, copies)
        case .compact:
            let model = component.modelName == nil ? 0 : 1
            let (copies, overflow) = (total - model).multipliedReportingOverflow(by: max(1, members.count))
            return overflow ? Int.max : add(copies, model)
        }
    }
}

// `twin` (revision 5) in the count.
extension InitializerCount {
    /// Each twin copies the initializers that take its property, so it at most doubles them. An upper bound
    /// (forwarders and initializers without the property are not copied), which keeps a spec of many twins
    /// from planning 2ⁿ initializers before the limits see it.
    static func twins(_ component: Component) -> Int {
        var base = component
        for index in base.properties.indices { base.properties[index].twin = nil }
        var total = of(base)
        for property in component.properties where property.twin != nil {
            let (doubled, overflow) = total.multipliedReportingOverflow(by: 2)
            total = overflow ? Int.max : doubled
        }
        return total
    }
}
