// Text helpers every stage uses (validation, both renderers): byte-level, because rendering calls them
// for every doc and summary.

extension String {
    /// Lines without their line breaks (`\n`, `\r\n` or `\r`) or trailing white space. Works on
    /// UTF-8 bytes: rendering calls it for every doc and summary, and Character iteration is slow.
    func splitLines() -> [String] {
        // Most author text is one line with nothing to trim: no work beyond one scan.
        if isOneCleanLine { return [self] }
        var lines: [String] = []
        for piece in utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            var parts = piece.split(separator: UInt8(ascii: "\r"), omittingEmptySubsequences: false)
            if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
            for var part in parts {
                while let last = part.last, last == 0x20 || last == 0x09 { part = part.dropLast() }
                lines.append(String(decoding: part, as: UTF8.self))
            }
        }
        return lines
    }

    /// Non-empty, without line breaks, and without white space at either end.
    var isOneCleanLine: Bool {
        withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  !first.isASCIIWhitespace, !last.isASCIIWhitespace, first < 0x80, last < 0x80 else { return false }
            return !bytes.contains { $0 == 0x0A || $0 == 0x0D }
        }
    }

    /// The UTF-8 bytes without copying them when the string is native (as all rendered text is).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// Whether the text holds a line break. Not `contains("\n")`: `"\r\n"` is one `Character`, which that misses.
    var hasLineBreak: Bool {
        utf8.contains { $0 == 0x0A || $0 == 0x0D } || unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    func trimmingWhitespace() -> String {
        // Most text starts and ends with a visible ASCII character: nothing to look up.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !first.isASCIIWhitespace, !last.isASCIIWhitespace { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

}

extension UInt8 {
    /// Space, tab, and the line and page breaks U+000A...U+000D.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
