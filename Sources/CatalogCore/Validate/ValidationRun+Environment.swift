// `environment:` (revision 5): configuration a subtree sets (`.xTagIntent(.success)`) and the body reads.

/// One entry: an `EnvironmentValues` member `key`, a `View` method `modifier(_:)` that sets it for a subtree,
/// and an `@Environment` property `name` on the component for its body.
public struct EnvironmentEntry: Hashable, Sendable, Encodable {
    public var name: String
    public var type: SwiftType
    /// A Swift expression of `type`: the `EnvironmentKey`'s computed `defaultValue`.
    public var defaultValue: String
    public var modifier: String
    /// The `EnvironmentValues` member: `key:`, else the modifier's name.
    public var key: String
    public var doc: String?
    public var location: SourceLocation

    /// `XTagIntentEnvironmentKey`: the key's type, private to the file that declares it.
    public var keyType: String { SwiftNames.environmentKeyType(forKey: key) }
}

extension ValidationRun {
    mutating func validateEnvironment(_ spec: ComponentSpec, usedNames: [String: SourceLocation]) -> [EnvironmentEntry] {
        var names = usedNames
        var modifiers: [String: SourceLocation] = [:]
        return spec.environment.compactMap { written in
            var ok = checkMemberName(written.name, what: "environment entry", usedNames: &names)
            ok = checkIdentifier(written.modifier, what: "modifier") && ok
            if let first = modifiers[written.modifier.value] {
                error("duplicate modifier '\(written.modifier.value)' (the entry at \(first.line):\(first.column) has it)", at: written.modifier.location)
                ok = false
            }
            modifiers[written.modifier.value] = written.modifier.location
            if let key = written.key { ok = checkIdentifier(key, what: "key") && ok }
            let type = checkType(written.type)
            ok = checkDefaultExpression(written.defaultValue) && ok
            guard ok, let type else { return nil }
            return EnvironmentEntry(name: written.name.value, type: type, defaultValue: written.defaultValue.value.trimmingWhitespace(),
                                    modifier: written.modifier.value, key: written.key?.value ?? written.modifier.value,
                                    doc: written.doc?.value, location: written.name.location)
        }
    }

    /// Components that name one modifier share its declaration: the same key, type and default; and no
    /// two modifiers set one key.
    mutating func checkSharedEnvironment(_ components: [Component]) {
        var byModifier: [String: (component: String, entry: EnvironmentEntry)] = [:]
        var byKey: [String: (component: String, entry: EnvironmentEntry)] = [:]
        for component in components {
            for entry in component.environment {
                if let first = byModifier[entry.modifier] {
                    if (first.entry.key, first.entry.type, first.entry.defaultValue) != (entry.key, entry.type, entry.defaultValue) {
                        error("modifier '\(entry.modifier)' is declared by \(first.component) with key '\(first.entry.key)', type '\(first.entry.type)' and default '\(first.entry.defaultValue)': components share a modifier with the same three", at: entry.location)
                    }
                } else if let other = byKey[entry.key] {
                    error("key '\(entry.key)' is set by modifier '\(other.entry.modifier)' of \(other.component) already: give this entry another key", at: entry.location)
                } else {
                    byModifier[entry.modifier] = (component.name, entry)
                    byKey[entry.key] = (component.name, entry)
                }
            }
        }
    }
}
