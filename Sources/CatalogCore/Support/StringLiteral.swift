/// The one escaper of author text: inside a generated Swift string literal (deprecation messages, gallery
/// titles, summaries and example code, `#Preview` names, a package's URL), a JSON string (the schemas, the
/// manifest), or XML text and attribute values (the token pictures). Swift and JSON: quotes and backslashes
/// escaped, every control character spelled as an escape, so the literal is one line, holds the text exactly,
/// and is never interpolated. XML: the five predefined entities, and a space for each character XML 1.0
/// forbids even escaped.
public enum StringLiteral {
    public enum Language: Sendable {
        /// `"a\n\u{0}"`.
        case swift
        /// `"a\n\u0000"`, as `JSONEncoder` writes it (without escaping slashes).
        case json
        /// `a &amp; b`, without quotes.
        case xml
    }

    public static func quoted(_ text: String, in language: Language) -> String {
        "\"" + escaped(text, in: language) + "\""
    }

    /// The text as it stands inside quotes in `language`.
    public static func escaped(_ text: String, in language: Language) -> String {
        // Most text is printable ASCII without a quote, backslash or markup: it is its own body.
        if text.utf8.allSatisfy(isPlain) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacement(of: scalar, in: language) { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "'"): false
        default: byte >= 0x20 && byte < 0x7F
        }
    }

    private static func replacement(of scalar: Unicode.Scalar, in language: Language) -> String? {
        if language == .xml {
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": return " "
            default: return nil
            }
        }
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{08}" where language == .json: return "\\b"
        case "\u{0C}" where language == .json: return "\\f"
        case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
            let hex = String(scalar.value, radix: 16)
            return language == .swift ? "\\u{" + hex + "}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}
