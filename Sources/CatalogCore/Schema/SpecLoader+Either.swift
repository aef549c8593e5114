// `either:` (revision 5): a list of groups, each a list of member names, every one located.
extension SpecLoader {
    static func decodeEither(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<[Located<[Located<String>]>]>? {
        guard let groups = reader.sequence("either", in: fields), let (_, node) = fields.entries["either"] else { return nil }
        return Located(groups.compactMap { group -> Located<[Located<String>]>? in
            guard case .sequence(let members) = group.kind else {
                reader.report("expected a list of slot and property names for each group of 'either', found \(reader.describe(group))", at: group.location)
                return nil
            }
            return Located(members.compactMap { reader.string($0, for: "either") }, at: group.location)
        }, at: node.location)
    }
}
