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

    /// `attributes` (`@available(…)`, `@MainActor`) go on their own lines above the opening.
    mutating func block(_ opening: String, attributes: [String] = [], _ body: (inout SwiftCode) -> Void) {
        for attribute in attributes { line(attribute) }
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// A trailing closure with parameters: `ForEach(items) { item in` … `}`.
    mutating func block(_ opening: String, in parameters: String, _ body: (inout SwiftCode) -> Void) {
        line(opening + " { " + parameters + " in")
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
