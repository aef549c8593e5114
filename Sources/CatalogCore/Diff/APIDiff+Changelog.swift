// `catalog diff --changelog`: the release-notes entry a release pull request pastes into CHANGELOG.md.
extension APIDiff {
    /// A Keep a Changelog entry: `## [2.0.0] - 2026-11-28` (`[Unreleased]` without a version to start from),
    /// then Breaking, Added, Changed and Deprecated, each change a bullet naming its component, a changed
    /// value's contexts and a removed initializer's declaration under it.
    public func changelog(date: String) -> String {
        var text = "## [" + (nextVersion?.description ?? "Unreleased") + "]" + (nextVersion == nil ? "" : " - " + date) + "\n"
        guard !changes.isEmpty else { return text + "\nNo changes to the public API.\n" }
        for section in ChangelogSection.allCases {
            let entries = changes.filter { ChangelogSection($0) == section }
            guard !entries.isEmpty else { continue }
            text += "\n### \(section.rawValue)\n\n"
            for change in entries {
                text += "- " + (change.component.map { "\($0): " } ?? "") + change.description + "\n"
                for declaration in change.declarations.compactMap({ $0.old ?? $0.new }) where !change.description.contains(declaration) {
                    text += "  - `\(declaration)`\n"
                }
                for value in change.values ?? [] where !change.description.contains(value.formatted) {
                    text += "  - \(value.formatted)\n"
                }
            }
        }
        return text
    }
}

/// Keep a Changelog's sections, as a design system's release reads: what breaks apps first.
enum ChangelogSection: String, CaseIterable {
    case breaking = "Breaking", added = "Added", changed = "Changed", deprecated = "Deprecated"

    init?(_ change: APIChange) {
        switch change.bump {
        case .major: self = .breaking
        case .patch: self = .changed
        case .none: return nil
        case .minor:
            let kind = change.kind.rawValue
            if kind.hasSuffix("Undeprecated") { self = .changed }
            else if kind.hasSuffix("Deprecated") || change.kind == .tokenRenamed { self = .deprecated }
            else { self = .added }
        }
    }
}
