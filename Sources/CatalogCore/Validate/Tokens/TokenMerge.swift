/// The token sources of a catalog, loaded: the resolver's steps in order, each context's documents in order.
/// A `files:` catalog is one set.
public struct TokenSources: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        case set([TokenDocument])
        case modifier(Modifier)
    }

    public struct Modifier: Hashable, Sendable {
        public var name: Located<String>
        public var description: String?
        public var contexts: [(name: Located<String>, documents: [TokenDocument])]
        public var defaultContext: Located<String>?

        public static func == (lhs: Modifier, rhs: Modifier) -> Bool {
            lhs.name == rhs.name && lhs.defaultContext == rhs.defaultContext && lhs.contexts.map(\.name) == rhs.contexts.map(\.name)
                && lhs.contexts.map(\.documents) == rhs.contexts.map(\.documents)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    public var steps: [Step]

    public var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }
}

/// One combination's documents merged into one tree (later declarations win), with `$extends` applied.
struct MergedTokens {
    var tokens: [TokenPath: RawToken] = [:]
    var groups: [TokenPath: RawGroup] = [:]
    /// First-declaration order.
    var order: [TokenPath] = []

    init(_ documents: [TokenDocument], diagnostics: inout [Diagnostic]) {
        for document in documents {
            for group in document.groups {
                if var existing = groups[group.path] {
                    existing.metadata.type = group.metadata.type ?? existing.metadata.type
                    existing.metadata.description = group.metadata.description ?? existing.metadata.description
                    existing.metadata.deprecated = group.metadata.deprecated ?? existing.metadata.deprecated
                    existing.extends = group.extends ?? existing.extends
                    groups[group.path] = existing
                } else {
                    groups[group.path] = group
                }
            }
            for token in document.tokens {
                if tokens.updateValue(token, forKey: token.path) == nil { order.append(token.path) }
            }
        }
        applyExtends(&diagnostics)
        for path in order where groups[path] != nil {
            if let token = tokens[path] {
                diagnostics.append(.error("'\(path)' is a token here and a group in another source; an object is one or the other", at: token.location))
            }
        }
    }

    /// The type a group gives its tokens: its own `$type`, else its nearest ancestor's.
    func inheritedType(of path: TokenPath) -> TokenType? {
        var current = path.parent
        while let group = current {
            if let type = groups[group]?.metadata.type?.value { return type }
            current = group.parent
        }
        return nil
    }

    /// The `$type` catalog does not read that a token has or inherits (nil when its type is one it reads).
    func unknownType(of token: RawToken) -> Located<String>? {
        if token.metadata.type != nil { return nil }
        if let own = token.metadata.unknownType { return own }
        var current = token.path.parent
        while let group = current {
            if groups[group]?.metadata.type != nil { return nil }
            if let unknown = groups[group]?.metadata.unknownType { return unknown }
            current = group.parent
        }
        return nil
    }

    /// `$extends`: a group takes every token of the group it names that it does not declare itself.
    private mutating func applyExtends(_ diagnostics: inout [Diagnostic]) {
        var done: Set<TokenPath> = []
        for path in groups.keys.sorted() where groups[path]?.extends != nil {
            var chain: [TokenPath] = []
            extend(path, chain: &chain, done: &done, diagnostics: &diagnostics)
        }
    }

    private mutating func extend(_ path: TokenPath, chain: inout [TokenPath], done: inout Set<TokenPath>, diagnostics: inout [Diagnostic]) {
        guard !done.contains(path), let group = groups[path], let extends = group.extends else { return }
        if let start = chain.firstIndex(of: path) {
            let cycle = (chain[start...] + [path]).map { "{\($0)}" }.joined(separator: " → ")
            diagnostics.append(.error("$extends cycle: \(cycle)", at: extends.location))
            done.insert(path)
            return
        }
        guard chain.count < TokenLimits.maximumExtendsDepth else {
            diagnostics.append(.error("$extends chains deeper than \(TokenLimits.maximumExtendsDepth) groups", at: extends.location))
            done.insert(path)
            return
        }
        let target = extends.value
        guard groups[target] != nil else {
            let message = tokens[target] != nil ? "$extends names the token '{\(target)}'; it extends a group" : "$extends names no group '{\(target)}'" + nearest(target, among: groups.keys)
            diagnostics.append(.error(message, at: extends.location))
            done.insert(path)
            return
        }
        chain.append(path)
        extend(target, chain: &chain, done: &done, diagnostics: &diagnostics)
        chain.removeLast()
        done.insert(path)
        if groups[path]?.metadata.type == nil, let type = groups[target]?.metadata.type { groups[path]?.metadata.type = type }
        let inherited = order.filter { $0.hasPrefix(target) && $0 != target }
        for source in inherited {
            let local = TokenPath(path.segments + source.segments.dropFirst(target.segments.count))
            guard tokens[local] == nil, var token = tokens[source] else { continue }
            token.path = local
            // A token whose type came from the extended group keeps it.
            if token.metadata.type == nil, let type = inheritedType(of: source) { token.metadata.type = Located(type, at: extends.location) }
            tokens[local] = token
            order.append(local)
        }
    }

    func nearest(_ path: TokenPath, among paths: some Sequence<TokenPath>) -> String {
        Suggestions.closestPath(to: path.description, among: paths.map(\.description)).map { "; did you mean '{\($0)}'?" } ?? ""
    }
}

/// A token's `$extensions` across the contexts it is resolved in. Within one context the format replaces a
/// token that a later source declares again as a whole, `$extensions` included (Resolver module, "Ordering":
/// "take the most recent occurrence"; Format, `$extends`: "the entire token definition is replaced (not
/// merged property-by-property)"), so each context has one declaration. Across contexts the catalog keeps one
/// `$extensions` per token: every context's, merged per key, objects deeply, the first context in resolution
/// order winning where two give a key different values. Without it a key given only where a theme redeclares
/// the token (`contrastWith` in the dark file) was lost. A conflict under `dev.catalog`, the keys catalog
/// reads, is reported: the first context's value is used, which the author may not have meant.
enum TokenExtensionsMerge {
    /// A value under `dev.catalog` that lost to the first context's.
    struct Conflict: Equatable {
        var key: String
        var kept: YAMLNode
        var dropped: YAMLNode
    }

    static func merged(_ extensions: [YAMLNode?]) -> (extensions: YAMLNode?, conflicts: [Conflict]) {
        var conflicts: [Conflict] = []
        let merged = extensions.reduce(nil) { merged, next in merge(merged, next, path: [], conflicts: &conflicts) }
        return (merged, conflicts)
    }

    private static func merge(_ base: YAMLNode?, _ other: YAMLNode?, path: [String], conflicts: inout [Conflict]) -> YAMLNode? {
        guard let base else { return other }
        guard let other else { return base }
        guard case .mapping(var entries) = base.kind, case .mapping(let others) = other.kind else {
            // The same declaration reaches every combination of its context: report it once.
            if path.first == "dev.catalog", !sameContent(base, other), !conflicts.contains(where: { $0.dropped.location == other.location }) {
                conflicts.append(Conflict(key: path.dropFirst().joined(separator: "."), kept: base, dropped: other))
            }
            return base
        }
        for entry in others {
            let name = key(entry.key)
            if let index = entries.firstIndex(where: { key($0.key) == name }) {
                entries[index].value = merge(entries[index].value, entry.value, path: path + [name ?? ""], conflicts: &conflicts) ?? entries[index].value
            } else {
                entries.append(entry)
            }
        }
        return YAMLNode(.mapping(entries), at: base.location, contentAt: base.contentLocation)
    }

    private static func key(_ node: YAMLNode) -> String? {
        if case .scalar(let text, _) = node.kind { text } else { nil }
    }

    /// Equal as written, wherever written (`YAMLNode`'s `==` compares positions too, below the top).
    static func sameContent(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a.kind, b.kind) {
        case let (.scalar(x, xs), .scalar(y, ys)): x == y && xs == ys
        case let (.sequence(x), .sequence(y)): x.count == y.count && zip(x, y).allSatisfy(sameContent)
        case let (.mapping(x), .mapping(y)):
            x.count == y.count && zip(x, y).allSatisfy { sameContent($0.key, $1.key) && sameContent($0.value, $1.value) }
        default: false
        }
    }
}
