// The text `catalog diff` prints.
extension APIDiff {
    /// The text `catalog diff` prints: each component's changes, breaking first, then a summary line.
    public var formatted: String {
        var text = ""
        var current: String?? = .none
        for change in changes {
            if current != .some(change.component) {
                current = .some(change.component)
                text += (change.component ?? "catalog") + "\n"
            }
            let label = switch change.bump {
            case .major: "breaking"
            case .minor: change.isABIOnly ? "additive (ABI change)" : "additive"
            case .patch: "compatible"
            case .none: "note"
            }
            text += "  \(label): \(change.description)\n"
            // The declarations as callers knew them (as they are, for one added).
            for declaration in change.declarations.compactMap({ $0.old ?? $0.new }) where !change.description.contains(declaration) {
                text += "      \(declaration)\n"
            }
            for value in change.values ?? [] where !change.description.contains(value.formatted) {
                text += "      \(value.formatted)\n"
            }
            for line in change.suggestion ?? [] { text += "      \(line)\n" }
        }
        if !notAPI.isEmpty {
            text += "not API (package or internal): " + notAPI.joined(separator: ", ") + " changed\n"
        }
        text += summary + "\n"
        return text
    }

    /// `2 breaking, 1 additive: needs a major version bump`, or `no API changes`.
    public var summary: String {
        guard bump > .none else { return "no API changes" }
        var counts = ["\(count(.major)) breaking", "\(count(.minor)) additive"]
        if count(.patch) > 0 { counts.append("\(count(.patch)) compatible") }
        let next = from.map { ": \($0) → \($0.bumped(bump))" } ?? ""
        return counts.joined(separator: ", ") + ": needs a \(bump) version bump" + next
    }
}
