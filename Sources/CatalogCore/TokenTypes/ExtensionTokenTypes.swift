// Terrazzo's extension types (SPEC revision 5, "Design tokens"): one descriptor each (TokenTypeDescriptor).

enum StringTokenType: TokenTypeDescriptor {
    static let name = "string"
    static let swiftType = SwiftType.string
    static let notes = "Terrazzo's extension type (a Figma string variable)"
    static let sample = #""Save""#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> String? { parser.string(node, for: "a string token") }
    static func expression(_ value: String, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { .string(value) }
    static func words(_ value: String, remBase: Double) -> String { "“\(value)”" }
}

enum BooleanTokenType: TokenTypeDescriptor {
    static let name = "boolean"
    static let swiftType = SwiftType.named("Bool")
    static let notes = "Terrazzo's extension type (a Figma boolean variable)"
    static let sample = #"true"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> Bool? { parser.boolean(node) }
    static func expression(_ value: Bool, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { .bool(value) }
    static func words(_ value: Bool, remBase: Double) -> String { value ? "true" : "false" }
}

/// A URL string that `URL(string:)` reads (checked when read).
enum LinkTokenType: TokenTypeDescriptor {
    static let name = "link"
    static let swiftType = SwiftType.named("Foundation.URL")
    static let notes = "Terrazzo's extension type; a value `URL(string:)` does not read is an error, so the generated `!` cannot fail"
    static let sample = #""https://example.com/help""#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> String? { parser.link(node) }
    static func expression(_ value: String, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        .forceUnwrapped(.call("Foundation.URL", .init("string", .string(value))))
    }
    static func words(_ value: String, remBase: Double) -> String { value }
}

extension TokenValueParser {
    /// A JSON string.
    mutating func string(_ node: YAMLNode, for what: String) -> String? {
        if case .scalar(let text, .quoted) = node.kind { return text }
        error("expected a string for \(what), found \(describe(node))", at: node.location)
        return nil
    }

    /// JSON's `true` or `false`.
    mutating func boolean(_ node: YAMLNode) -> Bool? {
        switch node.kind {
        case .scalar("true", .plain): return true
        case .scalar("false", .plain): return false
        case .scalar(let text, .quoted) where text == "true" || text == "false":
            deviation(.stringValue, "a boolean written as the string \"\(text)\"; read as \(text)", at: node.location)
            return text == "true"
        default:
            error("a boolean token is true or false, found \(describe(node))", at: node.location)
            return nil
        }
    }

    /// A URL string: checked here so that the generated `URL(string:)!` cannot fail.
    mutating func link(_ node: YAMLNode) -> String? {
        guard let text = string(node, for: "a link token") else { return nil }
        guard Self.isURIReference(text) else {
            error("'\(text)' is not a URL (RFC 3986: no spaces, other characters percent-encoded as %XX)", at: node.location)
            return nil
        }
        return text
    }
}

extension TokenValueParser {
    /// RFC 3986's URI-reference characters, `%XX` escapes and a well-formed scheme: stricter than
    /// `URL(string:)` on every platform, so the generated force unwrap holds there too.
    static func isURIReference(_ text: String) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, scalars.allSatisfy(allowed.contains) else { return false }
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            guard index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                  scalars[index + 2].properties.isASCIIHexDigit else { return false }
        }
        let beforeColon = text.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
        if beforeColon.count < text.count, text.dropFirst(beforeColon.count).first == ":" {
            guard let first = beforeColon.first, first.isASCII, first.isLetter,
                  beforeColon.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        }
        return true
    }
}
