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
