/// The semantic-version bump a set of changes needs.
public enum VersionBump: Int, Comparable, Hashable, Sendable, Encodable, CustomStringConvertible {
    /// Nothing that other code depends on changed.
    case none
    /// Behaviour only: every call and every conformance compiles and means the same, as far as the API says
    /// (a changed default value).
    case patch
    /// Additive: everything that compiled still compiles.
    case minor
    /// Breaking: some call, conformance or spelled-out type that compiled no longer does, or means something
    /// else.
    case major

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .patch: "patch"
        case .minor: "minor"
        case .major: "major"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
