/// A position in a spec file. Lines and columns are 1-based, as editors count them.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The path as diagnostics print it: a file name cannot break the line either.
    public var printedFile: String { file.boundedLine(limit: Diagnostic.maximumMessageLength) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

public struct Diagnostic: Hashable, Sendable, Codable {
    /// Messages quote author text: each is one line of at most this many characters (`boundedLine`).
    public static let maximumMessageLength = 1_000

    public enum Severity: String, Hashable, Sendable, Codable {
        /// A note summarizes (the run's token deviations, `TokenDeviations`); it is neither an error nor a warning.
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The kind of deviation a warning is, which catalog.yaml can acknowledge (`tokens: accept:`); nil for
    /// every other diagnostic.
    public var kind: String?

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String, kind: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message.boundedLine(limit: Self.maximumMessageLength)
        self.kind = kind
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// `path:line:column: error: message`, the form Xcode and editors turn into links.
    public var formatted: String {
        "\(location.printedFile):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

extension Diagnostic: Comparable {
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

/// A value from a spec together with where it was written, so every later stage can point back at it.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
