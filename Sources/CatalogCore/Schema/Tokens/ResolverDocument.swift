/// A token source in a resolver: a file (`{ "$ref": "base.json" }`), a set of the same document
/// (`{ "$ref": "#/sets/base" }`), or tokens written inline.
public enum TokenSource: Hashable, Sendable {
    case file(Located<String>)
    case set(Located<String>)
    case inline(TokenDocument)
}

/// A resolver document (DTCG Resolver module 2025.10), read but not yet resolved.
public struct ResolverDocument: Hashable, Sendable {
    public struct Modifier: Hashable, Sendable {
        public var name: Located<String>
        public var description: String?
        /// In declared order.
        public var contexts: [Context]
        public var defaultContext: Located<String>?
    }

    public struct Context: Hashable, Sendable {
        public var name: Located<String>
        public var sources: [TokenSource]
    }

    public enum Step: Hashable, Sendable {
        case set(name: Located<String>, sources: [TokenSource])
        case modifier(Modifier)
    }

    public var file: String
    public var name: String?
    public var description: String?
    public var sets: [String: [TokenSource]] = [:]
    public var modifiers: [String: Modifier] = [:]
    public var resolutionOrder: [Step] = []
}
