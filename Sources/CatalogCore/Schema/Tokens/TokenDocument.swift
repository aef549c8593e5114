/// A token's place in the tree: `color.text.default`. A group's `$root` token is the segment `$root`.
public struct TokenPath: Hashable, Comparable, Sendable, Encodable, CustomStringConvertible {
    public var segments: [String]

    public init(_ segments: [String]) { self.segments = segments }

    /// `color.text.default` (no braces).
    public init(dotted: String) { self.segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    public var description: String { segments.joined(separator: ".") }
    public var parent: TokenPath? { segments.isEmpty ? nil : TokenPath(Array(segments.dropLast())) }
    public var isRoot: Bool { segments.last == "$root" }

    public func appending(_ segment: String) -> TokenPath { TokenPath(segments + [segment]) }

    public func hasPrefix(_ other: TokenPath) -> Bool { segments.starts(with: other.segments) }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.segments.lexicographicallyPrecedes(rhs.segments) }
}

/// `$deprecated: true` or `$deprecated: "Use {color.accent}."`.
public enum TokenDeprecation: Hashable, Sendable {
    case deprecated
    case message(String)

    public var message: String? {
        if case .message(let text) = self { return text }
        return nil
    }
}

/// What a token and a group may both carry.
public struct TokenMetadata: Hashable, Sendable {
    public var type: Located<TokenType>?
    /// A `$type` catalog does not read: its tokens are left out with a warning (SPEC revision 5).
    public var unknownType: Located<String>?
    public var description: Located<String>?
    public var deprecated: Located<TokenDeprecation>?
    /// Kept as written; `$extensions["dev.catalog"]` is read where the format's mapping names it.
    public var extensions: YAMLNode?
}

/// One token as a file declares it, before merging and resolution.
public struct RawToken: Hashable, Sendable {
    public var path: TokenPath
    /// The token's key, where diagnostics about the token point.
    public var location: SourceLocation
    /// `$value` as written (or the `{ "$ref": … }` object of a token that is a JSON Pointer alias).
    public var value: YAMLNode
    public var metadata: TokenMetadata
}

/// One group as a file declares it.
public struct RawGroup: Hashable, Sendable {
    public var path: TokenPath
    public var location: SourceLocation
    public var metadata: TokenMetadata
    /// `$extends: "{base.group}"`.
    public var extends: Located<TokenPath>?
}

/// A token file (or an inline source of a resolver), flattened: every token and group with its path.
public struct TokenDocument: Hashable, Sendable {
    public var tokens: [RawToken] = []
    public var groups: [RawGroup] = []
    /// The file's tree, for JSON Pointer references into it.
    public var root: YAMLNode?

    public init(tokens: [RawToken] = [], groups: [RawGroup] = [], root: YAMLNode? = nil) {
        self.tokens = tokens
        self.groups = groups
        self.root = root
    }
}
