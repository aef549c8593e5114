/// Members of the old and the new API matched by name, as `catalog diff` compares them: those gone, those
/// on both sides, those new, each in its side's order.
struct NameMatching<Member> {
    var removed: [Member] = []
    var kept: [(old: Member, new: Member)] = []
    var added: [Member] = []

    init(_ old: [Member], _ new: [Member], name: (Member) -> String) {
        let newByName = Dictionary(new.map { (name($0), $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map(name))
        for member in old {
            if let now = newByName[name(member)] { kept.append((member, now)) } else { removed.append(member) }
        }
        added = new.filter { !oldNames.contains(name($0)) }
    }
}
