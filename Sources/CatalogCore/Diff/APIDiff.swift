/// `catalog diff`: compares the public API two plans generate, component by component, and classifies every
/// change by what it does to code written against the old API: its calls, its conforming types and the
/// types it spells out. Compatibility is judged at the source level, as design systems ship source
/// packages; changes that keep source compatibility but not binary compatibility are flagged `isABIOnly`.
///
/// What is API: the `public` components. `package` and `internal` ones are visible only inside the package
/// that declares them, so no app can depend on them: their changes are listed as not API and need no bump.
/// A component that becomes public is added; one that stops being public is removed.
///
/// The rules, per public component:
/// - **Components.** Added: additive. Removed, or no longer public: breaking. Deprecated: additive.
///   A minimum platform version (`@available`) added or raised: breaking, as apps that deploy to earlier
///   versions stop compiling; lowered or dropped: additive.
/// - **Generic parameters.** Gaining one (a new slot) is additive for calls, which infer it, but changes
///   the type's ABI and every spelled-out `Card<Text, Never>`: additive, ABI change. Losing one, or a new
///   order: breaking. Renaming one (a renamed slot) leaves calls and spelled-out types alone but breaks
///   extensions that name it (`extension Card where Title == Text`): breaking, reported once; the
///   initializers are compared with the new name.
/// - **Initializers** are identified by their constraints (the extension's `where` clause) and, per
///   parameter, the argument label and the type the caller passes (result builder and `@escaping`
///   included). Internal names, defaults and `@_disfavoredOverload` are compared on matching initializers.
///   Another catalog component taken as a value counts by its name, not its value type
///   (`ActivityItems<Image, Image>`), so a change to it is reported once, on it.
///   - Added: additive.
///   - Present in the new API, deprecated or not, means present: a deprecated forwarder with the old
///     labels (a renamed slot or property) keeps old calls compiling. The deprecation itself is additive.
///   - Removed: breaking, unless every call that compiled still compiles. That is the case when a new
///     initializer has the same constraints on the old generic parameters and the old parameters, with the
///     same labels and types, as a subsequence, every extra parameter defaulted, and every parameter that
///     had a default still defaulted: a new defaulted parameter (in `compact`, a new optional slot) is
///     additive, with an ABI change. A value form that goes away removes its initializers: breaking.
///     So does any parameter whose type changes, even `T` → `T? = nil` (a required slot made optional in
///     `compact`): calls still compile there, but infer other generic arguments; judged breaking, to be safe.
///     The same goes for a changed constraint (`Actions == Never` becoming a defaulted builder that infers
///     `EmptyView`, when a component moves to `compact`).
///   - Except: a new defaulted closure parameter placed before a defaulted closure parameter the old
///     initializer had takes an unlabeled trailing closure that used to fill the later one (forward-scan
///     matching, SE-0286). The call compiles but means something else: breaking. (Checked with Swift 6.3:
///     in the Swift 6 language mode the closure silently fills the new parameter; in Swift 5 mode it still
///     fills the old one, with a "backward matching is deprecated" warning. A later required closure
///     parameter keeps the closure in both.)
///   - A parameter's default added: additive; removed: breaking; changed: patch (calls that leave it out
///     behave differently).
///   - No longer `@_disfavoredOverload`: breaking (calls that matched both overloads become ambiguous);
///     newly disfavored: additive (such calls pick the other overload).
/// - The **initializer strategy** is not API itself: a note, beside the initializer changes it causes.
/// - **Properties** (compared once, not once per initializer): type changed or becoming (or ceasing to be)
///   a binding: breaking; default added: additive; removed: breaking; changed: patch. Stored properties
///   are `internal` and not API.
/// - **Model protocol.** Added: additive. Removed or renamed: breaking. A requirement added breaks the
///   types that conform to it; removed breaks the code that reads it through the protocol; its type
///   changed breaks both: all breaking. A `renamed:` slot or property keeps its old requirement beside
///   the new one, each with a default that reads the other: conforming types of either name compile, so
///   that rename is additive. Dropping `renamed:` later breaks twice: the old name's readers, and the
///   types that implement only the old name (the new one's default is gone).
/// - **Style protocol**: added: additive; removed or
///   renamed: breaking; a configuration member added: additive; removed or retyped: breaking.
/// - **Design tokens**: see `TokenComparison` (a token removed or retyped: breaking; added, deprecated or
///   renamed with a deprecated alias: additive; a changed value: compatible, per context).
/// - **The catalog.** A renamed module breaks every `import`; the `SlotResolver` protocol becoming
///   public is additive, ceasing to be is breaking.
public struct APIDiff: Hashable, Sendable, Encodable {
    /// In component order (the catalog's own first, the tokens' last), each component's breaking changes first.
    public var changes: [APIChange]
    /// Components outside the API (package or internal, on both sides) whose generated API changed.
    public var notAPI: [String]
    /// The bump the changes need: the largest of theirs.
    public var bump: VersionBump
    /// The old side's version, when it is a release tag (`--from 1.2.0`): the summary says the next one.
    public var from: SemanticVersion? = nil

    public var breaking: [APIChange] { changes.filter(\.isBreaking) }

    /// `2.0.0` after `1.2.0` and a breaking change; nil without a released version to start from.
    public var nextVersion: SemanticVersion? { from?.bumped(bump) }

    private enum CodingKeys: String, CodingKey {
        case bump, from, nextVersion, breaking, additive, compatible, changes, notAPI
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bump, forKey: .bump)
        try container.encodeIfPresent(from?.description, forKey: .from)
        try container.encodeIfPresent(nextVersion?.description, forKey: .nextVersion)
        try container.encode(count(.major), forKey: .breaking)
        try container.encode(count(.minor), forKey: .additive)
        try container.encode(count(.patch), forKey: .compatible)
        try container.encode(changes, forKey: .changes)
        try container.encode(notAPI, forKey: .notAPI)
    }

    public func count(_ bump: VersionBump) -> Int { changes.count(where: { $0.bump == bump }) }

    public static func compare(_ old: CatalogPlan, _ new: CatalogPlan) -> APIDiff {
        compare(CatalogSurface(old), CatalogSurface(new))
    }

    public static func compare(_ old: CatalogSurface, _ new: CatalogSurface) -> APIDiff {
        var changes: [APIChange] = []
        let oldHasAPI = old.components.contains { $0.access == .public } || old.tokens?.access == .public
        if old.module != new.module && oldHasAPI {
            changes.append(APIChange(nil, .moduleRenamed, "module renamed `\(old.module)` → `\(new.module)`: every `import \(old.module)` breaks", .major))
        }
        switch (old.slotResolverAccess == .public, new.slotResolverAccess == .public) {
        case (true, false):
            changes.append(APIChange(nil, .slotResolverRemoved, "the `SlotResolver` protocol is no longer public: resolvers outside the module break", .major))
        case (false, true):
            changes.append(APIChange(nil, .slotResolverAdded, "the `SlotResolver` protocol is public", .minor))
        default: break
        }

        var notAPI: [String] = []
        let oldByName = Dictionary(old.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(oldByName.keys).union(newByName.keys).sorted() {
            let before = oldByName[name], after = newByName[name]
            let wasAPI = before?.access == .public, isAPI = after?.access == .public
            switch (wasAPI, isAPI) {
            case (false, false):
                if before != after { notAPI.append(name) }
            case (true, false):
                let what = after.map { "no longer public (now \($0.access.rawValue))" } ?? "removed"
                changes.append(APIChange(name, after == nil ? .componentRemoved : .accessChanged,
                                         "component \(what): every use of `\(name)` outside the module breaks", .major))
            case (false, true):
                let what = before.map { "now public (was \($0.access.rawValue))" } ?? "added"
                changes.append(APIChange(name, before == nil ? .componentAdded : .accessChanged, "component \(what)", .minor))
                if let deprecation = after?.deprecation {
                    changes.append(APIChange(name, .componentDeprecated, "deprecated: \(deprecation)", .minor))
                }
            case (true, true):
                var comparison = ComponentComparison(old: before!, new: after!)
                comparison.compare()
                // Breaking first, otherwise in the order found.
                changes += comparison.changes.enumerated().sorted { ($0.element.bump, $1.offset) > ($1.element.bump, $0.offset) }.map(\.element)
            }
        }
        // The tokens last: the components that read them are compared above, by their own API.
        let tokens = TokenComparison.compare(old.tokens, new.tokens)
        changes += tokens.changes
        notAPI += tokens.notAPI
        return APIDiff(changes: changes, notAPI: notAPI, bump: changes.map(\.bump).max() ?? .none)
    }
}
