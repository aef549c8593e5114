import Foundation

/// Token sources → a `TokenCatalog`: every combination of contexts merged, its aliases and JSON Pointers
/// followed, each value typed; then the combinations compared (what each token varies with).
public enum TokenResolver {
    public static func resolve(_ sources: TokenSources, modes: [String: TokenMode]) -> (TokenCatalog?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let modifiers = sources.modifiers
        let combinationCount = modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
        guard combinationCount <= TokenLimits.maximumCombinations else {
            let location = modifiers.first?.name.location ?? SourceLocation(file: "", line: 1, column: 1)
            return (nil, [.error("the resolver's modifiers make \(combinationCount) combinations of contexts (\(modifiers.map { "\($0.name.value): \($0.contexts.count)" }.joined(separator: " × "))); catalog resolves at most \(TokenLimits.maximumCombinations)", at: location)])
        }
        guard !modifiers.contains(where: { $0.contexts.isEmpty }) else { return (nil, []) }
        let combinations = Self.combinations(modifiers.map(\.contexts.count))
        var resolved: [[TokenPath: Resolution]] = []
        var order: [TokenPath] = []
        var seen: Set<TokenPath> = []
        var omittedPaths: Set<TokenPath> = []
        @Sendable func merge(_ combination: [Int], _ diagnostics: inout [Diagnostic]) -> MergedTokens {
            var documents: [TokenDocument] = []
            var modifierIndex = 0
            for step in sources.steps {
                switch step {
                case .set(let set): documents += set
                case .modifier(let modifier):
                    documents += modifier.contexts[combination[modifierIndex]].documents
                    modifierIndex += 1
                }
            }
            return MergedTokens(documents, diagnostics: &diagnostics)
        }
        // Only for an alias that misses: whether another combination declares the token (each merged again,
        // once, on that error's path, so a valid set holds one combination's tree at a time).
        let declaredSomewhere = DeclaredPaths {
            var ignored: [Diagnostic] = []
            return Set(combinations.flatMap { merge($0, &ignored).order })
        }
        for combination in combinations {
            let merged = merge(combination, &diagnostics)
            let part = ResolutionContext.resolveAll(merged, declaredSomewhere: declaredSomewhere)
            diagnostics += part.diagnostics
            omittedPaths.formUnion(part.omitted)
            for path in merged.order where seen.insert(path).inserted { order.append(path) }
            resolved.append(part.results)
        }
        diagnostics = Array(Set(diagnostics)).sorted()
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let catalogModifiers = modifiers.map { modifier in
            TokenCatalog.Modifier(name: modifier.name.value, contexts: modifier.contexts.map(\.name.value),
                                  defaultContext: modifier.defaultContext?.value, location: modifier.name.location,
                                  description: modifier.description, mode: modes[modifier.name.value] ?? .fixed)
        }
        // What a token varies with is read off the combinations alone.
        let shape = TokenCatalog(modifiers: catalogModifiers, combinations: combinations, tokens: [])
        // Token by token, each from its own resolutions: one part per core, joined in order.
        let resolutions = resolved
        let parts = order.filter { !omittedPaths.contains($0) }.coreParts().concurrentMap { paths in
            var diagnostics: [Diagnostic] = []
            let tokens = paths.compactMap { path in token(path, resolutions: resolutions.map { $0[path] }, shape: shape, diagnostics: &diagnostics) }
            return (tokens: tokens, diagnostics: diagnostics)
        }
        let tokens = parts.flatMap(\.tokens)
        diagnostics += parts.flatMap(\.diagnostics)
        diagnostics.sort()
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        return (TokenCatalog(modifiers: catalogModifiers, combinations: combinations, tokens: tokens), diagnostics)
    }

    /// One token from its resolution in each combination: there in every one, of one type.
    private static func token(_ path: TokenPath, resolutions perCombination: [Resolution?], shape: TokenCatalog,
                              diagnostics: inout [Diagnostic]) -> TokenCatalog.Token? {
        let all = perCombination.compactMap { $0 }
        guard let first = all.first else { return nil }
        if all.count < perCombination.count, let missing = perCombination.firstIndex(where: { $0 == nil }) {
            let names = zip(shape.modifiers, shape.combinations[missing]).map { "\($0.name): \($0.contexts[$1])" }
            diagnostics.append(.error("'\(path)' has no value in the context \(names.joined(separator: ", ")); a token that varies needs a value in every context", at: first.token.location))
            return nil
        }
        if let retyped = all.first(where: { $0.value.type != first.value.type }) {
            diagnostics.append(.error("'\(path)' is a \(first.value.type.rawValue) in one context and a \(retyped.value.type.rawValue) in another", at: retyped.token.location))
            return nil
        }
        let values = all.map(\.value)
        let (extensions, conflicts) = TokenExtensionsMerge.merged(all.map(\.token.metadata.extensions))
        for conflict in conflicts {
            let kept = conflict.kept.location
            let key = "$extensions[\"dev.catalog\"]" + (conflict.key.isEmpty ? "" : "." + conflict.key)
            diagnostics.append(.warning("'\(path)' gives \(key) another value in another context; catalog reads the one at \(kept.file):\(kept.line):\(kept.column) (first in resolution order); give it in one place, or alike in every context", at: conflict.dropped.location))
        }
        return TokenCatalog.Token(
            path: path, type: first.value.type, location: first.token.location,
            // The first context (in resolution order) that says it: a context that omits it keeps the others'.
            description: all.first { $0.token.metadata.description != nil }?.token.metadata.description?.value,
            deprecated: all.first { $0.token.metadata.deprecated != nil }?.token.metadata.deprecated?.value,
            extensions: extensions, values: values, aliasChains: all.map(\.chain),
            varying: shape.varying(values))
    }

    /// Every combination, the last coordinate varying fastest.
    static func combinations(_ counts: [Int]) -> [[Int]] {
        counts.reduce([[]]) { partial, count in partial.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
    }

    struct Resolution: Hashable {
        var token: RawToken
        var value: TokenValue
        /// The tokens its value is an alias of, nearest first.
        var chain: [TokenPath]
    }
}

extension TokenCatalog {
    /// The modifiers whose context changes `values` (one per combination) when nothing else changes.
    func varying(_ values: [TokenValue]) -> [Int] {
        modifiers.indices.filter { modifier in
            var firstByRest: [[Int]: TokenValue] = [:]
            for (combination, value) in zip(combinations, values) {
                var rest = combination
                rest[modifier] = -1
                if let other = firstByRest[rest] {
                    if other != value { return true }
                } else {
                    firstByRest[rest] = value
                }
            }
            return false
        }
    }
}

/// A set of token paths worked out the first time it is asked for, and kept; asked for by the parts of a
/// resolution at once.
final class DeclaredPaths: @unchecked Sendable {
    private let compute: @Sendable () -> Set<TokenPath>
    private let lock = NSLock()
    private var computed: Set<TokenPath>?

    init(_ compute: @escaping @Sendable () -> Set<TokenPath>) { self.compute = compute }

    var paths: Set<TokenPath> {
        lock.withLock {
            if let computed { return computed }
            let paths = compute()
            computed = paths
            return paths
        }
    }
}

extension ResolutionContext {
    /// One combination's tokens, all resolved.
    struct Resolved: Sendable {
        var results: [TokenPath: TokenResolver.Resolution] = [:]
        var diagnostics: [Diagnostic] = []
        var omitted: Set<TokenPath> = []
    }

    /// Every token of `merged`, one part of them per core, each part in its own context: an alias two parts
    /// share is resolved in each, alike. Should a part find an error, the whole is resolved again in one
    /// context, so that an alias cycle is reported once, from where a serial reading first meets it.
    static func resolveAll(_ merged: MergedTokens, declaredSomewhere: DeclaredPaths?) -> Resolved {
        @Sendable func resolved(_ paths: ArraySlice<TokenPath>) -> Resolved {
            let context = ResolutionContext(merged, declaredSomewhere: declaredSomewhere)
            for path in paths { _ = context.resolve(path) }
            return Resolved(results: context.results.compactMapValues { $0 }, diagnostics: context.diagnostics, omitted: Set(context.omitted.keys))
        }
        let parts = merged.order.coreParts().concurrentMap(resolved)
        guard parts.count > 1 else { return parts[0] }
        guard !parts.contains(where: { $0.diagnostics.hasErrors }) else { return resolved(merged.order[...]) }
        return parts.dropFirst().reduce(into: parts[0]) { whole, part in
            whole.results.merge(part.results) { first, _ in first }
            whole.diagnostics += part.diagnostics
            whole.omitted.formUnion(part.omitted)
        }
    }
}

/// One combination's resolution: each token resolved once, aliases followed with cycle detection.
final class ResolutionContext: TokenReferenceResolving {
    let merged: MergedTokens
    /// Every token some combination of contexts declares.
    let declaredSomewhere: DeclaredPaths?
    var results: [TokenPath: TokenResolver.Resolution?] = [:]
    var diagnostics: [Diagnostic] = []
    /// Tokens left out (SPEC revision 5: what SwiftUI cannot express), each with the aliases that lead to the
    /// cause and the cause; a warning names each one.
    var omitted: [TokenPath: (chain: [TokenPath], reason: String)] = [:]
    /// Why the token being computed is left out, once the parser or an alias says so.
    private var omission: (chain: [TokenPath], reason: String)?
    private var stack: [TokenPath] = []

    init(_ merged: MergedTokens, declaredSomewhere: DeclaredPaths? = nil) {
        self.merged = merged
        self.declaredSomewhere = declaredSomewhere
    }

    /// Why a path is missing, as real exports get it wrong: declared in some contexts only, or in a file
    /// nothing names (catalog reads only the files catalog.yaml and its resolver name).
    private func missing(_ path: TokenPath) -> String {
        if declaredSomewhere?.paths.contains(path) == true {
            return "no token '{\(path)}' in every context: it is declared in some of the resolver's contexts only (declare it in a set, or in each context)"
        }
        let hint = merged.nearest(path, among: merged.order)
        return "no token '{\(path)}'" + (hint.isEmpty ? " in the token files catalog reads (those catalog.yaml's tokens: or its resolver names)" : hint)
    }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func omit(_ reason: String) { omission = omission ?? ([], reason) }

    func resolve(_ path: TokenPath) -> TokenResolver.Resolution? {
        if let done = results[path] { return done }
        guard let token = merged.tokens[path] else { return nil }
        stack.append(path)
        let outer = omission
        omission = nil
        defer {
            stack.removeLast()
            omission = outer
        }
        var result = compute(token)
        if let omission {
            result = nil
            omitted[path] = omission
            let cause = omission.chain.isEmpty ? omission.reason
                : "it aliases " + omission.chain.map { "{\($0)}" }.joined(separator: " → ") + ", which is left out: " + omission.reason
            report(.deviation(.leftOut, "'\(path)' is left out of the generated Swift: \(cause)", at: token.location))
        }
        results[path] = result
        return result
    }

    private func compute(_ token: RawToken) -> TokenResolver.Resolution? {
        if let unknown = merged.unknownType(of: token) {
            omit(TokenDocumentReader.unknownTypeNote(unknown.value))
            return nil
        }
        let target = aliasTarget(of: token.value)
        var type = token.metadata.type?.value ?? merged.inheritedType(of: token.path)
        if type == nil, let target, let resolved = lookUp(target.value, at: target.location) {
            type = resolved.value.type
        }
        guard let type else {
            if target == nil {
                report(.error("the type of '\(token.path)' cannot be determined: give it or a parent group a '$type'", at: token.location))
            }
            return nil
        }
        var parser = TokenValueParser(resolver: self)
        guard let value = parser.value(token.value, as: type) else { return nil }
        let chain = target.flatMap { target in results[target.value].flatMap { $0 }.map { [target.value] + $0.chain } } ?? []
        guard let modify = TokenStudioModify(token.metadata.extensions) else { return TokenResolver.Resolution(token: token, value: value, chain: chain) }
        switch modify.apply(to: value) {
        case .success(let modified):
            report(.deviation(.tokensStudio, "Tokens Studio's '\(modify.type)' modifier applied: the color with opacity \(TokenNumber.format(modify.amount ?? 1))", at: modify.location))
            // No longer the alias's value: the Swift holds the modified color, not a reference.
            return TokenResolver.Resolution(token: token, value: modified, chain: [])
        case .failure(let omission):
            omit(omission.reason)
            return nil
        }
    }

    /// The token a whole `$value` refers to, if it is an alias.
    private func aliasTarget(of node: YAMLNode) -> Located<TokenPath>? {
        if case .scalar(let text, _) = node.kind, let path = TokenReference.curly(text) { return Located(path, at: node.location) }
        if let pointer = TokenReference.pointer(node), case .token(let path)? = pointerTarget(pointer, reporting: false) {
            return Located(path, at: pointer.location)
        }
        return nil
    }

    /// A token that an alias names, reporting groups, unknown paths and cycles.
    private func lookUp(_ path: TokenPath, at location: SourceLocation) -> TokenResolver.Resolution? {
        if let start = stack.firstIndex(of: path) {
            let cycle = (stack[start...] + [path]).map { "{\($0)}" }.joined(separator: " → ")
            report(.error("alias cycle: \(cycle)", at: location))
            return nil
        }
        guard stack.count < TokenLimits.maximumAliasDepth else {
            report(.error("aliases chain deeper than \(TokenLimits.maximumAliasDepth) tokens", at: location))
            return nil
        }
        guard merged.tokens[path] != nil else {
            if merged.groups[path] != nil {
                let root = path.appending("$root")
                let hint = merged.tokens[root] != nil ? "; its root token is '{\(root)}'" : ""
                report(.error("'{\(path)}' is a group; an alias names a token\(hint)", at: location))
            } else {
                report(.error(missing(path), at: location))
            }
            return nil
        }
        let resolution = resolve(path)
        if resolution == nil, let cause = omitted[path] { omission = omission ?? ([path] + cause.chain, cause.reason) }
        return resolution
    }

    func value(of path: TokenPath, expecting type: TokenType, at location: SourceLocation) -> TokenValue? {
        guard let resolved = lookUp(path, at: location) else { return nil }
        guard resolved.value.type == type else {
            report(.error("'{\(path)}' is a \(resolved.value.type.rawValue) token; a \(type.rawValue) is expected here", at: location))
            return nil
        }
        return resolved.value
    }

    func value(of path: TokenPath, at location: SourceLocation) -> TokenValue? { lookUp(path, at: location)?.value }

    func target(of pointer: Located<String>) -> ReferenceTarget? { pointerTarget(pointer, reporting: true) }

    /// `#/a/b` is the token a.b; `#/a/b/$value/x/0` a node inside its value.
    private func pointerTarget(_ pointer: Located<String>, reporting: Bool) -> ReferenceTarget? {
        guard let segments = TokenReference.pointerSegments(pointer.value) else {
            if reporting { report(.error("'\(pointer.value)' is not a JSON Pointer into this token tree (\"#/group/token\")", at: pointer.location)) }
            return nil
        }
        guard let valueIndex = segments.firstIndex(of: "$value") else { return .token(TokenPath(segments)) }
        let path = TokenPath(Array(segments[..<valueIndex]))
        guard let token = merged.tokens[path] else {
            if reporting { report(.error("no token '\(path)' for '\(pointer.value)'" + merged.nearest(path, among: merged.order), at: pointer.location)) }
            return nil
        }
        var node = token.value
        for segment in segments[(valueIndex + 1)...] {
            switch node.kind {
            case .mapping(let pairs):
                guard let next = pairs.first(where: { if case .scalar(segment, _) = $0.key.kind { true } else { false } }) else {
                    if reporting { report(.error("'\(pointer.value)': the value of '\(path)' has no '\(segment)'", at: pointer.location)) }
                    return nil
                }
                node = next.value
            case .sequence(let items):
                guard let index = Int(segment), items.indices.contains(index) else {
                    if reporting { report(.error("'\(pointer.value)': the value of '\(path)' has no item \(segment)", at: pointer.location)) }
                    return nil
                }
                node = items[index]
            case .scalar:
                if reporting { report(.error("'\(pointer.value)' goes past a plain value of '\(path)'", at: pointer.location)) }
                return nil
            }
        }
        return .node(node)
    }
}
