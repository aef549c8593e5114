/// Token renames (SPEC revision 5, "Design tokens"): catalog.yaml's `tokens: renamed:` and a `$deprecated`
/// message that names `{another.token}`. Designers rename in Figma and re-export: the old path is gone from
/// the files, so the rename is kept in catalog.yaml, and the old member is generated as a deprecated forwarder
/// whose `renamed:` names the new Swift member (Xcode's fix-it).
enum TokenRenames {
    /// Adds a forwarder per `renamed:` entry (after its target) and reads renames out of `$deprecated` messages.
    static func apply(_ renames: [TokenRenameSpec], to catalog: inout TokenCatalog) -> [Diagnostic] {
        var diagnostics = readMessages(&catalog)
        let olds = Dictionary(renames.map { (path($0.old.value), $0) }, uniquingKeysWith: { first, _ in first })
        var forwarders: [TokenCatalog.Token] = []
        for rename in renames {
            let old = path(rename.old.value), new = path(rename.new.value)
            if let problem = problem(old: old, new: new, rename: rename, olds: olds, in: catalog) {
                diagnostics.append(problem)
                continue
            }
            guard let target = catalog.token(new) else { continue }
            var forwarder = target
            forwarder.path = old
            forwarder.location = rename.old.location
            forwarder.description = nil
            forwarder.extensions = nil
            forwarder.deprecated = .deprecated
            forwarder.renamedTo = new
            forwarder.aliasChains = target.aliasChains.map { [new] + $0 }
            forwarders.append(forwarder)
        }
        guard !forwarders.isEmpty else { return diagnostics }
        // Each forwarder right after its target, in the order catalog.yaml lists them.
        let byTarget = Dictionary(grouping: forwarders) { $0.renamedTo! }
        var tokens: [TokenCatalog.Token] = []
        for token in catalog.tokens { tokens += [token] + (byTarget[token.path] ?? []) }
        catalog.tokens = tokens
        return diagnostics
    }

    /// `{color.accent}` and `color.accent` name one path.
    static func path(_ written: String) -> TokenPath {
        var text = written.trimmingWhitespace()
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()) }
        return TokenPath(dotted: text)
    }

    /// Why an entry cannot be kept: its old path still exported, its target missing (with the nearest path) or
    /// renamed itself (a chain or a cycle), or a target of another kind.
    private static func problem(old: TokenPath, new: TokenPath, rename: TokenRenameSpec, olds: [TokenPath: TokenRenameSpec],
                                in catalog: TokenCatalog) -> Diagnostic? {
        if old == new { return .error("'\(old)' is renamed to itself", at: rename.new.location) }
        if let kept = catalog.token(old) {
            let at = "\(kept.location.file):\(kept.location.line):\(kept.location.column)"
            return .error("'\(old)' is renamed to '\(new)', but the token files still declare it (\(at)); a rename keeps an old path the export no longer has: remove it from renamed:, or from the files", at: rename.old.location)
        }
        if catalog.tokens.contains(where: { $0.path.hasPrefix(old) }) {
            return .error("'\(old)' is a group of the token files; renamed: maps one token's old path to its new one", at: rename.old.location)
        }
        if olds[new] != nil {
            var chain = [old, new], next = new
            while let step = olds[next].map({ path($0.new.value) }), !chain.contains(step) { chain.append(step); next = step }
            if let step = olds[next].map({ path($0.new.value) }), chain.contains(step) {
                return .error("renamed: entries form a cycle: " + (chain + [step]).map(\.description).joined(separator: " → "), at: rename.new.location)
            }
            return .error("'\(new)' is itself renamed (" + chain.map(\.description).joined(separator: " → ") + "); rename '\(old)' straight to '\(chain.last!)'", at: rename.new.location)
        }
        guard catalog.token(new) != nil else {
            if catalog.tokens.contains(where: { $0.path.hasPrefix(new) }) {
                return .error("'\(new)' is a group, not a token; renamed: maps one token's old path to its new one", at: rename.new.location)
            }
            let hint = Suggestions.closestPath(to: new.description, among: catalog.tokens.map(\.path.description)).map { "; did you mean '\($0)'?" } ?? ""
            return .error("'\(old)' is renamed to '\(new)', which is not a token of the files\(hint)", at: rename.new.location)
        }
        return nil
    }

    /// A `$deprecated` message naming one token of the same Swift type and values is a rename; a name that is
    /// no token warns.
    private static func readMessages(_ catalog: inout TokenCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in catalog.tokens.indices {
            let token = catalog.tokens[index]
            guard let message = token.deprecated?.message else { continue }
            let named = references(in: message)
            for path in named where catalog.token(path) == nil {
                let hint = Suggestions.closest(to: path.description, among: catalog.tokens.map(\.path.description)).map { "; did you mean '{\($0)}'?" } ?? ""
                diagnostics.append(.warning("the $deprecated message of '\(token.path)' names {\(path)}, which is not a token\(hint)", at: token.location))
            }
            // The fix-it must not change what the app shows: the same values in every context (an alias, mostly).
            guard named.count == 1, let target = catalog.token(named[0]), target.path != token.path,
                  catalog.readType(of: target) == catalog.readType(of: token), target.values == token.values else { continue }
            catalog.tokens[index].renamedTo = target.path
        }
        return diagnostics
    }

    /// The `{path}`s a message names, in order, each once.
    static func references(in message: String) -> [TokenPath] {
        var paths: [TokenPath] = []
        var rest = message[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inside = rest[rest.index(after: open)..<close]
            if !inside.isEmpty, !inside.contains(" "), !inside.contains("{") {
                let path = TokenPath(dotted: String(inside))
                if !paths.contains(path) { paths.append(path) }
            }
            rest = rest[rest.index(after: close)...]
        }
        return paths
    }
}

extension TokenCatalog.Token {
    /// The token a renamed one reads: its new path, when it is an alias of it in every context (a forwarder).
    public var forwardsTo: TokenPath? {
        guard let renamedTo, aliasChains.allSatisfy({ $0.first == renamedTo }) else { return nil }
        return renamedTo
    }
}

extension TokenCatalog {
    /// A `$deprecated` message as Swift code quotes it: each `{path}` of a token becomes its Swift name.
    public func swiftMessage(_ message: String) -> String {
        var text = message
        for path in TokenRenames.references(in: message) where token(path) != nil {
            text = text.replacing("{\(path)}", with: TokenNames.qualifiedName(of: path, namespace: namespace))
        }
        return text
    }

    /// What `renamed:` says for a forwarder: the new member alone when it is in the same enum (Xcode then
    /// offers the fix-it), else its qualified name (the message names it; Swift has no fix-it across types).
    public func renamedSpelling(from old: TokenPath, to new: TokenPath) -> String {
        let before = TokenNames.swiftPath(of: old, namespace: namespace), after = TokenNames.swiftPath(of: new, namespace: namespace)
        return before.enums == after.enums ? after.member : TokenNames.qualifiedName(of: new, namespace: namespace)
    }
}
