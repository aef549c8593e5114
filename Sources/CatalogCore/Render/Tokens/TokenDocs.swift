/// A token's doc comment: its description, its value in each context (or its one value), its alias chain.
enum TokenDocs {
    static func comment(_ token: TokenCatalog.Token, in catalog: TokenCatalog, expressions: TokenExpressions) -> [String?] {
        var paragraphs: [String?] = [token.description]
        if token.varying.isEmpty {
            paragraphs.append("Value: " + describe(token.value, remBase: catalog.remBase) + ".")
        } else {
            let lines = TokenContexts.rows(of: token, in: catalog).map { "- \($0.context): \(describe($0.value, remBase: catalog.remBase))" }
            paragraphs.append(lines.joined(separator: "\n"))
        }
        if let chain = token.aliasChains.first, !chain.isEmpty {
            paragraphs.append("Alias of " + chain.map { "`\($0)`" }.joined(separator: " → ") + ".")
        }
        paragraphs.append("Token `\(token.path)` (\(token.type.rawValue)).")
        return paragraphs
    }

    /// A value in words, as the reference shows it: `#0066FF`, `16 pt`, `150 ms`.
    static func describe(_ value: TokenValue, remBase: Double) -> String { value.words(remBase: remBase) }
}

/// A token's values by context, for docs and the reference: one row per context of the modifiers it varies
/// with (the others at their default).
public enum TokenContexts {
    public struct Row: Hashable, Sendable {
        /// `theme: dark` or `theme: dark, size: large`.
        public var context: String
        public var value: TokenValue
        public var combination: Int
    }

    public static func rows(of token: TokenCatalog.Token, in catalog: TokenCatalog) -> [Row] {
        contexts(varying: token.varying, in: catalog).map { Row(context: $0.context, value: token.values[$0.combination], combination: $0.combination) }
    }

    /// One entry per context of the `varying` modifiers (the others at their default), in combination order.
    public static func contexts(varying: [Int], in catalog: TokenCatalog) -> [(context: String, combination: Int)] {
        let defaults = catalog.modifiers.map { modifier in modifier.defaultContext.flatMap(modifier.contexts.firstIndex) ?? 0 }
        var result: [(context: String, combination: Int)] = []
        for (index, combination) in catalog.combinations.enumerated() {
            // Only combinations where every modifier the token does not vary with is at its default.
            let fixed = catalog.modifiers.indices.allSatisfy { varying.contains($0) || combination[$0] == defaults[$0] }
            guard fixed else { continue }
            let name = varying.map { "\(catalog.modifiers[$0].name): \(catalog.modifiers[$0].contexts[combination[$0]])" }.joined(separator: ", ")
            result.append((name, index))
        }
        return result
    }
}
