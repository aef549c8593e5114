// Author text quoted in a diagnostic must not forge lines (a newline followed by `path:1:1: error:`),
// move the terminal's cursor, or make one message megabytes long: every message passes through here.

extension String {
    /// One line of at most `limit` scalars: control characters, line and paragraph separators and
    /// bidirectional overrides spelled as Swift escapes (`\n`, `\u{0}`); a longer text keeps its start
    /// and its end (where messages put their hint) around `…`. Linear in the text's length.
    public func boundedLine(limit: Int) -> String {
        let bytes = utf8
        if bytes.count <= limit, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        for scalar in unicodeScalars {
            if let escape = scalar.lineEscape { scalars += escape.unicodeScalars } else { scalars.append(scalar) }
        }
        var result = String.UnicodeScalarView()
        if scalars.count <= limit {
            result.append(contentsOf: scalars)
        } else {
            let head = limit * 2 / 3
            result.append(contentsOf: scalars.prefix(head))
            result.append("…")
            result.append(contentsOf: scalars.suffix(max(0, limit - head - 1)))
        }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// How a diagnostic spells a scalar that would break or disguise its line; nil for the others.
    public var lineEscape: String? {
        switch value {
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            "\\u{\(String(value, radix: 16, uppercase: true))}"
        default: nil
        }
    }
}
