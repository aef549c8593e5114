/// A spec file as read from disk by the CLI; the core never reads files itself.
public struct InputFile: Hashable, Sendable {
    /// The path diagnostics show, as the user would type it (for example `specs/Card.yaml`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// A generated file, in memory, with a path relative to the output folder (`Swift/Card.swift`).
public struct OutputFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
