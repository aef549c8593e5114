/// The one string-literal escaper: author text inside a generated Swift string literal (deprecation
/// messages, gallery titles, summaries and example code, `#Preview` names, a package's URL) or a JSON
/// string (the schemas, the manifest). Quotes and backslashes escaped, every control character spelled
/// as an escape, so the literal is one line, holds the text exactly, and is never interpolated.
public enum StringLiteral {
    public enum Language: Sendable {
        /// `"a\n\u{0}"`.
        case swift
        /// `"a\n\u0000"`, as `JSONEncoder` writes it (without escaping slashes).
        case json
    }

    public static func quoted(_ text: String, in language: Language) -> String {
        // Most text is printable ASCII without a quote or backslash: it is its own literal.
        let isPlain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if isPlain { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}" where language == .json: out += "\\b"
            case "\u{0C}" where language == .json: out += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                switch language {
                case .swift: out += "\\u{" + hex + "}"
                case .json: out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
