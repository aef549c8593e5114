/// Escaping for author text in the reference, so no summary, doc or example can break the page's
/// structure or become HTML. Wording-free: only how text is made safe.
enum MarkdownText {
    /// Inline text on one line: newlines become spaces, HTML is shown as text.
    static func inline(_ text: String) -> String {
        let oneLine = text.splitLines().map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        return escapeHTML(oneLine)
    }

    /// A table cell: inline text with `|` escaped (GFM splits cells on it, even inside code spans).
    static func cell(_ text: String) -> String {
        inline(text).replacingScalars(["|": "\\|"])
    }

    /// A code span that holds any text: the backtick run is longer than any run inside.
    static func code(_ text: String) -> String {
        let oneLine = text.splitLines().joined(separator: " ")
        let fence = String(repeating: "`", count: longestRun(of: UInt8(ascii: "`"), in: oneLine) + 1)
        let padded = oneLine.hasPrefix("`") || oneLine.hasSuffix("`") ? " \(oneLine) " : oneLine
        return fence + padded + fence
    }

    /// A code span inside a table cell.
    static func cellCode(_ text: String) -> String {
        code(text).replacingScalars(["|": "\\|"])
    }

    /// A fenced block whose fence is longer than any backtick run in the code.
    static func fencedBlock(_ code: String, language: String = "swift") -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: UInt8(ascii: "`"), in: code) + 1))
        let body = code.hasSuffix("\n") ? String(code.dropLast()) : code
        return "\(fence)\(language)\n\(body)\n\(fence)"
    }

    /// Author Markdown passed through as blocks: HTML tags are shown as text, and a code fence left
    /// open is closed so it cannot swallow the rest of the page.
    static func blocks(_ markdown: String) -> String {
        var lines: [String] = []
        var openFence: String?
        for line in markdown.trimmingWhitespace().splitLines() {
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.first
            let run = trimmed.prefix { $0 == marker }
            let isFence = (marker == "`" || marker == "~") && run.count >= 3
            if let fence = openFence {
                lines.append(line)
                if isFence, fence.first == marker, run.count >= fence.count, trimmed.dropFirst(run.count).allSatisfy(\.isWhitespace) {
                    openFence = nil
                }
            } else {
                if isFence { openFence = String(run) }
                // Outside code, `<` cannot open a tag; `>` stays for block quotes.
                lines.append(isFence ? line : line.replacingScalars(["<": "&lt;"]))
            }
        }
        if let openFence { lines.append(openFence) }
        return lines.joined(separator: "\n")
    }

    static func escapeHTML(_ text: String) -> String {
        text.replacingScalars(["&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }

    private static func longestRun(of character: UInt8, in text: String) -> Int {
        var longest = 0, current = 0
        for byte in text.utf8 {
            current = byte == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
