/// A YAML (or JSON) document as a tree in which every node knows where it was written.
public struct YAMLNode: Hashable, Sendable {
    public enum ScalarStyle: Hashable, Sendable {
        /// Unquoted: may be read as a boolean or a number.
        case plain
        /// Quoted or block (`|`, `>`): always a string.
        case quoted
    }

    public indirect enum Kind: Hashable, Sendable {
        case scalar(String, ScalarStyle)
        /// Keys in document order; duplicates are kept so the decoder can report them.
        case mapping([(key: YAMLNode, value: YAMLNode)])
        case sequence([YAMLNode])

        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case let (.scalar(a, sa), .scalar(b, sb)): a == b && sa == sb
            case let (.sequence(a), .sequence(b)): a == b
            case let (.mapping(a), .mapping(b)):
                a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case let .scalar(value, style):
                hasher.combine(0); hasher.combine(value); hasher.combine(style)
            case let .sequence(items):
                hasher.combine(1); hasher.combine(items)
            case let .mapping(pairs):
                hasher.combine(2)
                for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
            }
        }
    }

    public var kind: Kind
    public var location: SourceLocation
    /// Where a scalar's text starts: after a quote, or on the first line of a block scalar (`|`, `>`) at
    /// its indentation. Generated code maps the compiler's errors in spec code here (`#sourceLocation`).
    public var contentLocation: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation, contentAt contentLocation: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.contentLocation = contentLocation ?? location
    }

    /// What the node is, in words, for "expected X, found Y" diagnostics.
    public var kindDescription: String {
        switch kind {
        case .scalar: "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        }
    }
}
