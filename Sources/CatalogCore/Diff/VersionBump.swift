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

/// A release's semantic version as a tag spells it (`1.2.0`, `v1.2.0`): `catalog diff --from 1.2.0` says the
/// next one. Pre-release and build suffixes, and tags of another shape, are not read: the bump is said alone.
public struct SemanticVersion: Hashable, Sendable, CustomStringConvertible {
    public var prefix: String
    public var major: Int, minor: Int, patch: Int

    public init?(_ tag: String) {
        let prefix = tag.hasPrefix("v") || tag.hasPrefix("V") ? String(tag.prefix(1)) : ""
        let parts = tag.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]) else { return nil }
        (self.prefix, self.major, self.minor, self.patch) = (prefix, major, minor, patch)
    }

    /// SemVer's rule as it is, for 0.x too: SwiftPM's `from: "0.3.0"` accepts every 0.x, so a breaking change
    /// made as a minor one would reach apps.
    public func bumped(_ bump: VersionBump) -> SemanticVersion {
        var next = self
        switch bump {
        case .major: (next.major, next.minor, next.patch) = (major + 1, 0, 0)
        case .minor: (next.minor, next.patch) = (minor + 1, 0)
        case .patch: next.patch = patch + 1
        case .none: break
        }
        return next
    }

    public var description: String { "\(prefix)\(major).\(minor).\(patch)" }
}
