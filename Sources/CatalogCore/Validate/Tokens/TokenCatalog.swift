/// The design tokens of a catalog, resolved in every combination of the resolver's contexts.
public struct TokenCatalog: Hashable, Sendable {
    public struct Modifier: Hashable, Sendable {
        public var name: String
        public var contexts: [String]
        public var defaultContext: String?
        public var location: SourceLocation
        public var description: String?
        /// How SwiftUI reaches its contexts (catalog.yaml's `modes:`).
        public var mode: TokenMode
    }

    public struct Token: Hashable, Sendable {
        public var path: TokenPath
        public var type: TokenType
        /// The key of its first declaration.
        public var location: SourceLocation
        public var description: String?
        public var deprecated: TokenDeprecation?
        /// The token it was renamed to (catalog.yaml's `renamed:`, or a `$deprecated` message naming one token
        /// of its Swift type): generated as a deprecated member whose `renamed:` names the new one.
        public var renamedTo: TokenPath? = nil
        public var extensions: YAMLNode?
        /// One value per combination (`TokenCatalog.combinations`).
        public var values: [TokenValue]
        /// Per combination: the tokens its value is an alias of, nearest first (empty: a value of its own).
        public var aliasChains: [[TokenPath]]
        /// Indices of the modifiers it varies with.
        public var varying: [Int]

        /// The value where no modifier matters: the first combination's.
        public var value: TokenValue { values[0] }
    }

    /// The Swift namespace (`tokens.namespace`, default `Tokens`).
    public var namespace = TokenValidation.defaultNamespace
    /// The catalog's `access` (default public): the namespace's and its members'.
    public var access: AccessLevel = .public
    /// Where the tokens come from (the resolver, or the first file), for generated headers.
    public var source = ""
    /// Points per rem.
    public var remBase = TokenValidation.defaultRemBase
    public var modifiers: [Modifier]
    /// Every combination of contexts, one context index per modifier; the last modifier varies fastest.
    public var combinations: [[Int]]
    /// In the order the merged files first declare them.
    public var tokens: [Token] { didSet { positions = Self.positions(of: tokens) } }
    private var positions: [TokenPath: Int]

    public init(modifiers: [Modifier], combinations: [[Int]], tokens: [Token]) {
        self.modifiers = modifiers
        self.combinations = combinations
        self.tokens = tokens
        positions = Self.positions(of: tokens)
    }

    private static func positions(of tokens: [Token]) -> [TokenPath: Int] {
        Dictionary(tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func token(_ path: TokenPath) -> Token? { positions[path].map { tokens[$0] } }

    /// The combination that differs from `combination` only in `modifier`'s context.
    public func index(of combination: [Int]) -> Int {
        var index = 0
        for (modifier, context) in zip(modifiers, combination) { index = index * modifier.contexts.count + context }
        return index
    }
}

/// How a resolver modifier's contexts reach SwiftUI (catalog.yaml's `modes:`, SPEC "Design tokens").
public enum TokenMode: Hashable, Sendable {
    /// Per context: the color scheme and contrast it stands for.
    case appearance([String: TokenAppearance])
    /// Context names are `DynamicTypeSize` cases; a context holds from its size up to the next context's.
    case dynamicTypeSize
    /// An environment value the app sets (`EnvironmentValues.<modifier>`).
    case environment
    /// Not mapped: always its default context.
    case fixed
}

public struct TokenAppearance: Hashable, Sendable {
    public enum Scheme: String, Hashable, Sendable { case light, dark }
    public enum Contrast: String, Hashable, Sendable { case standard, increased }
    public var colorScheme: Scheme?
    public var contrast: Contrast?

    public init(colorScheme: Scheme? = nil, contrast: Contrast? = nil) {
        self.colorScheme = colorScheme
        self.contrast = contrast
    }
}
