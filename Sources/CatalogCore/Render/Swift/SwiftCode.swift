/// Lines of Swift with fixed four-space indentation: the only place generated Swift gets its layout.
struct SwiftCode {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
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
    func splitLines() -> [String] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { String($0).trimmingTrailingWhitespace() }
    }

    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    func trimmingTrailingWhitespace() -> String {
        var scalars = Substring(self)
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
