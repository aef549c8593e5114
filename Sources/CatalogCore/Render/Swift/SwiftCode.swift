/// Lines of Swift with fixed four-space indentation: the only place generated Swift gets its layout.
struct SwiftCode {
    private(set) var text = ""
    private var depth = 0
    private static let indents = (0..<8).map { String(repeating: "    ", count: $0) }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += depth < Self.indents.count ? Self.indents[depth] : String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
    }

    mutating func block(_ opening: String, _ body: (inout SwiftCode) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `///` lines for author text. Every line of it is prefixed, so no text can end the comment
    /// or start code (a `*/` or a line break is harmless inside `///`).
    mutating func docComment(_ paragraphs: [String?]) {
        let blocks = paragraphs.compactMap { $0?.trimmingWhitespace() }.filter { !$0.isEmpty }
        for (index, block) in blocks.enumerated() {
            if index > 0 { line("///") }
            for docLine in block.splitLines() {
                line(docLine.isEmpty ? "///" : "/// " + docLine)
            }
        }
    }
}

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

    func trimmingWhitespace() -> String {
        // Most text starts and ends with a visible ASCII character: nothing to look up.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
           !first.isASCIIWhitespace, !last.isASCIIWhitespace { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    func trimmingTrailingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[...last])
    }

    /// Replaces single characters, scalar by scalar (no Character iteration).
    func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        guard unicodeScalars.contains(where: { replacements[$0] != nil }) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension UInt8 {
    /// Space, tab, and the line and page breaks U+000A...U+000D.
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
