extension TokenDocument {
    /// A group that holds only `$type` or `$description` (no token, no group, no `$extends`) is allowed by the
    /// format, but is most often a token whose `$value` was lost in the export (SPEC "Design tokens"): a
    /// warning at its key, so nothing the author meant vanishes silently.
    func incompleteGroupWarnings() -> [Diagnostic] {
        var parents: Set<TokenPath> = []
        for path in tokens.map(\.path) + groups.map(\.path) {
            if let parent = path.parent { parents.insert(parent) }
        }
        return groups.compactMap { group -> Diagnostic? in
            guard !group.path.segments.isEmpty, group.extends == nil, !parents.contains(group.path) else { return nil }
            let held = [group.metadata.type.map { _ in "'$type'" }, group.metadata.description.map { _ in "'$description'" }].compactMap { $0 }
            guard !held.isEmpty else { return nil }
            return .deviation(.incompleteGroup, "the group '\(group.path)' holds only \(held.joined(separator: " and ")), no token or group: it looks like an incomplete token (a token needs '$value')", at: group.location)
        }
    }
}
