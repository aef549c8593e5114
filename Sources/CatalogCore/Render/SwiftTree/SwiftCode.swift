/// Lines of Swift with fixed four-space indentation, written into one byte buffer: how every generated
/// Swift file is laid out (`SwiftPrinter` prints the declaration tree through it).
struct SwiftCode {
    private var bytes: [UInt8] = []
    private var depth = 0

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends text as it is (a file's header, previews): no indentation, no newline added.
    mutating func append(_ raw: String) {
        bytes.append(contentsOf: raw.utf8)
    }

    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<depth { bytes.append(contentsOf: Self.indent) }
            bytes.append(contentsOf: content.utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    private static let indent: [UInt8] = Array("    ".utf8)

    /// `opening {`, the body one level in, `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftCode) -> Void) {
        line(opening + " {")
        indented(body)
        line("}")
    }

    /// A trailing closure with parameters: `ForEach(items) { item in` … `}`.
    mutating func block(_ opening: String, in parameters: String, _ body: (inout SwiftCode) -> Void) {
        line(opening + " { " + parameters + " in")
        indented(body)
        line("}")
    }

    mutating func indented(_ body: (inout SwiftCode) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Swift an author wrote in a spec, between `#sourceLocation` lines and at its column there, so the
    /// compiler reports its errors at the spec's line and column (as parser generators do with `#line`).
    /// The directives stand at the start of their lines; blank lines around the code are left out.
    mutating func authored(_ code: String, at location: SourceLocation) {
        var lines = code.splitLines()
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        // The location is the first line's first character: its own indentation is part of the text.
        let own = lines.first?.utf8.prefix { $0 == UInt8(ascii: " ") }.count ?? 0
        let indent = String(repeating: " ", count: max(0, location.column - 1 - own))
        sourceLocation(location.file, line: location.line)
        for text in lines { append(text.isEmpty ? "\n" : indent + text + "\n") }
        append("#sourceLocation()\n")
    }

    /// `self.title =` on the line above the author's (a directive cannot stand inside a statement), then the
    /// expression on the author's line, its authored part at the author's column where the indentation allows.
    mutating func mappedAssignment(_ property: String, _ expression: String, origin: SourceLocation, offset: Int) {
        sourceLocation(origin.file, line: max(1, origin.line - 1))
        line("self.\(property) =")
        append(String(repeating: " ", count: max(0, origin.column - 1 - offset)) + expression + "\n")
        append("#sourceLocation()\n")
    }

    /// `#sourceLocation(file: "specs/Card.yaml", line: 12)`, at the start of its line: the next line is that one.
    private mutating func sourceLocation(_ file: String, line: Int) {
        append("#sourceLocation(file: \(SwiftNames.stringLiteral(file)), line: \(line))\n")
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
