/// A spec file as read from disk by the CLI; the core never reads files itself.
public struct InputFile: Hashable, Sendable {
    /// The path diagnostics show, as the user would type it (for example `specs/Card.yaml`).
    public enum Role: Hashable, Sendable {
        /// A component spec or catalog.yaml, from the specs folder.
        case spec
        /// A token file or resolver document that catalog.yaml's `tokens:` names (`TokenLoader.files(neededBy:)`).
        case tokens
        /// The accessibility audit's record (`AuditRecord.path` in the specs folder), which the reference shows.
        case auditRecord
    }

    public var path: String
    public var bytes: [UInt8]
    public var role: Role

    public init(path: String, bytes: [UInt8], role: Role = .spec) {
        self.path = path
        self.bytes = bytes
        self.role = role
    }

    public init(path: String, text: String, role: Role = .spec) {
        self.init(path: path, bytes: Array(text.utf8), role: role)
    }
}

/// A generated file, in memory, with a path relative to the output folder (`Swift/Card.swift`).
public struct OutputFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        (self.path, self.contents) = (path, contents)
    }
}
