/// The rules of `APIDiff` for the design tokens (SPEC "Design tokens"): what code that reads
/// `Tokens.Color.accent`, names `Tokens.Theme.dark` or builds a `Tokens.Context` depends on.
///
/// - The namespace renamed, or the tokens removed or no longer public: breaking. Added: additive.
/// - A token (identified by its Swift member under the namespace) removed: breaking; added: additive.
///   Its Swift type changed: breaking, which includes a non-color token that starts or stops varying
///   (`CGFloat` ↔ `Tokens.Varying<CGFloat>`). Newly needing iOS 17 (a color that starts varying): breaking;
///   no longer: additive. Deprecated or undeprecated: additive. A changed value: compatible (a patch),
///   listed per context with the value before and after.
/// - A rename: the old token kept as a deprecated forwarder (catalog.yaml's `tokens: renamed:`, or a
///   `$deprecated` message naming `{new.path}` on an alias of it), beside a new token at that path: additive,
///   one change (the new token is not listed again as added). A token removed while one added has its
///   values in every context is breaking, reported as a likely rename with the `renamed:` lines that fix it.
/// - A changed value names the components that read it.
/// - A modifier (`Tokens.<Modifier>`, a property of `Tokens.Context`) added: additive; removed: breaking.
///   A context (an enum case) added: additive; removed: breaking. Its default context changed: compatible.
///   Becoming an `environment` modifier adds `EnvironmentValues.<modifier>` (additive); ceasing to be removes
///   it (breaking); any other change of how SwiftUI selects the context is compatible.
struct TokenComparison {
    let old: TokenSurface?
    let new: TokenSurface?
    private(set) var changes: [APIChange] = []
    /// The namespace, when the tokens are outside the API on both sides and changed.
    private(set) var notAPI: [String] = []

    /// In the order found, breaking first.
    static func compare(_ old: TokenSurface?, _ new: TokenSurface?) -> (changes: [APIChange], notAPI: [String]) {
        var comparison = TokenComparison(old: old, new: new)
        comparison.compare()
        let sorted = comparison.changes.enumerated().sorted { ($0.element.bump, $1.offset) > ($1.element.bump, $0.offset) }.map(\.element)
        return (sorted, comparison.notAPI)
    }

    private var namespace: String { new?.namespace ?? old?.namespace ?? "Tokens" }

    private mutating func add(_ kind: APIChange.Kind, _ description: String, _ bump: VersionBump, values: [APIChange.ValueChange]? = nil) {
        changes.append(APIChange(namespace, kind, description, bump, values: values))
    }

    private mutating func compare() {
        switch (old, new) {
        case (let old?, let new?) where old.access == .public && new.access == .public:
            compare(old, new)
        case (let old?, _) where old.access == .public:
            let what = new.map { "no longer public (now \($0.access.rawValue))" } ?? "removed"
            add(.tokensRemoved, "design tokens \(what): every use of `\(old.namespace)` outside the module breaks", .major)
        case (_, let new?) where new.access == .public:
            let what = old.map { "now public (was \($0.access.rawValue))" } ?? "added"
            add(.tokensAdded, "design tokens \(what): `\(new.namespace)`, \(new.tokens.count) tokens", .minor)
        default:
            if old != new { notAPI.append(namespace) }
        }
    }

    private mutating func compare(_ old: TokenSurface, _ new: TokenSurface) {
        if old.namespace != new.namespace {
            add(.tokenNamespaceRenamed, "token namespace renamed `\(old.namespace)` → `\(new.namespace)`: every `\(old.namespace).…` breaks", .major)
        }
        compareModifiers(old.modifiers, new.modifiers)
        let oldMembers = Set(old.tokens.map(\.member))
        let added = new.tokens.filter { !oldMembers.contains($0.member) }
        let addedByPath = Dictionary(added.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var renameTargets: Set<String> = []
        let newByMember = Dictionary(new.tokens.map { ($0.member, $0) }, uniquingKeysWith: { first, _ in first })
        for token in old.tokens {
            guard let after = newByMember[token.member] else {
                removed(token, added: added.filter { !renameTargets.contains($0.member) })
                continue
            }
            if token.renamedTo == nil, let target = after.renamedTo, let renamed = addedByPath[target] {
                renameTargets.insert(renamed.member)
                add(.tokenRenamed, "token \(spelled(token)) renamed to \(spelled(renamed)): the old name stays, deprecated, as its alias", .minor)
            } else {
                compareDeprecation(token, after)
            }
            compareToken(token, after)
        }
        for token in added where !renameTargets.contains(token.member) {
            add(.tokenAdded, "token \(spelled(token)) added: `\(qualified(token.type))`", .minor)
        }
    }

    /// Breaking; when a token added has its values in every context, most likely a rename the designers made:
    /// said, with the catalog.yaml lines that keep the old name (as a deprecated forwarder) and make it additive.
    private mutating func removed(_ token: TokenSurface.Token, added: [TokenSurface.Token]) {
        let twins = added.filter { $0.type == token.type && $0.values.map(\.value) == token.values.map(\.value) && $0.values.map(\.context) == token.values.map(\.context) }
        let nearest = Suggestions.closest(to: token.path, among: twins.map(\.path)).flatMap { path in twins.first { $0.path == path } }
        guard let twin = nearest ?? twins.first else {
            add(.tokenRemoved, "token \(spelled(token)) removed: code that reads it breaks", .major)
            return
        }
        var change = APIChange(namespace, .tokenRemoved, "token \(spelled(token)) removed: code that reads it breaks; it looks renamed to \(spelled(twin)), which has its value in every context: these lines under catalog.yaml's `tokens:` keep the old name and make it additive", .major)
        change.suggestion = ["renamed:", "  \(token.path): \(twin.path)"]
        changes.append(change)
    }

    /// `` `Tokens.Color.accent` (`color.accent`) ``.
    private func spelled(_ token: TokenSurface.Token) -> String { "`\(namespace).\(token.member)` (`\(token.path)`)" }

    /// `Varying<CGFloat>` → `Tokens.Varying<CGFloat>`: as callers outside the namespace write it.
    private func qualified(_ type: SwiftType) -> SwiftType { TokenNames.qualified(type, namespace: namespace) }

    private mutating func compareDeprecation(_ old: TokenSurface.Token, _ new: TokenSurface.Token) {
        switch (old.deprecation, new.deprecation) {
        case (nil, let message?): add(.tokenDeprecated, "token \(spelled(new)) deprecated: \(message)", .minor)
        case (_?, nil): add(.tokenUndeprecated, "token \(spelled(new)) no longer deprecated", .minor)
        default: break
        }
    }

    private mutating func compareToken(_ old: TokenSurface.Token, _ new: TokenSurface.Token) {
        if old.type != new.type {
            var reason = ""
            if old.varying.isEmpty != new.varying.isEmpty {
                reason = new.varying.isEmpty ? " (it no longer varies)" : " (it now varies with " + new.varying.map { "`\($0)`" }.joined(separator: ", ") + ")"
            }
            add(.tokenTypeChanged, "token \(spelled(new)): type `\(qualified(old.type))` → `\(qualified(new.type))`\(reason): code that reads it breaks", .major)
        }
        switch (old.needsIOS17, new.needsIOS17) {
        case (false, true):
            add(.tokenAvailabilityRaised, "token \(spelled(new)) now requires iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0: apps that deploy to earlier versions break", .major)
        case (true, false):
            add(.tokenAvailabilityLowered, "token \(spelled(new)) no longer requires iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0", .minor)
        default: break
        }
        let values = Self.valueChanges(old.values, new.values)
        // Who reviews a release asks which screens change: the components that read it.
        let readers = new.usedBy.isEmpty ? "" : "; read by " + new.usedBy.map { "`\($0)`" }.joined(separator: ", ")
        if values.count == 1, values[0].context.isEmpty {
            add(.tokenValueChanged, "token \(spelled(new)): value \(values[0].formatted)\(readers)", .patch, values: values)
        } else if !values.isEmpty {
            add(.tokenValueChanged, "token \(spelled(new)): value changed in \(values.count) context\(values.count == 1 ? "" : "s")\(readers)", .patch, values: values)
        }
    }

    /// Per context either side names, the values before and after where they differ. A side's value in a
    /// context is its row for the fewest modifiers that context sets (a token that does not vary has one
    /// row for every context); a context one side lacks (a context added or removed) is left out, and so is a
    /// value of another `$type`.
    static func valueChanges(_ old: [TokenSurface.Value], _ new: [TokenSurface.Value]) -> [APIChange.ValueChange] {
        guard old != new else { return [] }
        func value(in context: [String: String], of values: [TokenSurface.Value]) -> TokenSurface.Value? {
            values.filter { $0.context.allSatisfy { context[$0.key] == $0.value } }.max { $0.context.count < $1.context.count }
        }
        var seen: Set<[String: String]> = []
        var changes: [APIChange.ValueChange] = []
        for context in (old + new).map(\.context) where seen.insert(context).inserted {
            // Another `$type` is reported as a changed Swift type; its values are not compared.
            guard let before = value(in: context, of: old), let after = value(in: context, of: new),
                  before.value.type == after.value.type, before.value != after.value else { continue }
            // Equal words for different values: a difference below the digits the reference shows.
            let words = before.words == after.words ? after.words + " (a difference finer than shown)" : after.words
            let label = context.keys.sorted().map { "\($0): \(context[$0]!)" }.joined(separator: ", ")
            changes.append(APIChange.ValueChange(context: label, old: before.words, new: words))
        }
        return changes
    }

    private mutating func compareModifiers(_ old: [TokenSurface.Modifier], _ new: [TokenSurface.Modifier]) {
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for modifier in old {
            let type = "`\(namespace).\(modifier.typeName)`"
            guard let after = newByName[modifier.name] else {
                add(.tokenModifierRemoved, "modifier `\(modifier.name)` removed: \(type) and `\(namespace).Context`'s property for it go away", .major)
                continue
            }
            for (context, name) in zip(modifier.contexts, modifier.cases) where !after.contexts.contains(context) {
                add(.tokenContextRemoved, "context `\(context)` of `\(modifier.name)` removed: `\(namespace).\(modifier.typeName).\(name)` goes away", .major)
            }
            for (context, name) in zip(after.contexts, after.cases) where !modifier.contexts.contains(context) {
                add(.tokenContextAdded, "context `\(context)` added to `\(modifier.name)`: `\(namespace).\(after.typeName).\(name)`", .minor)
            }
            if modifier.defaultContext != after.defaultContext {
                add(.tokenDefaultContextChanged, "default context of `\(modifier.name)`: `\(modifier.defaultContext)` → `\(after.defaultContext)`: `\(namespace).Context()` and an environment that sets nothing now mean `\(after.defaultContext)`", .patch)
            }
            compareSelection(modifier, after)
        }
        let oldNames = Set(old.map(\.name))
        for modifier in new where !oldNames.contains(modifier.name) {
            add(.tokenModifierAdded, "modifier `\(modifier.name)` added: `\(namespace).\(modifier.typeName)` (" + modifier.contexts.joined(separator: ", ") + ")", .minor)
        }
    }

    private mutating func compareSelection(_ old: TokenSurface.Modifier, _ new: TokenSurface.Modifier) {
        guard old.selection != new.selection else { return }
        let entry = "`EnvironmentValues.\(TokenNames.modifierProperty(new.name))`"
        if old.selection == "environment" {
            add(.tokenSelectionChanged, "modifier `\(new.name)` is no longer an environment value (now \(new.selection)): \(entry) goes away", .major)
        } else if new.selection == "environment" {
            add(.tokenSelectionChanged, "modifier `\(new.name)` is now an environment value: \(entry)", .minor)
        } else {
            add(.tokenSelectionChanged, "modifier `\(new.name)`: context selected by \(old.selection) → \(new.selection)", .patch)
        }
    }
}
