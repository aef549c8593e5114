/// How text enters the reference pages: the only place that escapes Markdown.
///
/// Two kinds of text:
/// - author prose (summary, docs, description, example titles) stays Markdown, so `code`, *emphasis* and links
///   survive. It is made harmless: one line where the page needs one line, no `<` that could start HTML (it becomes
///   `&lt;`, except inside code spans, where CommonMark already shows it as text), no block marker where a block
///   could start, pipes escaped in table cells, and a description's fences re-emitted by us so none stays open.
/// - code (types, defaults, signatures, examples) is shown literally, in a code span or fenced block whose backtick
///   run is longer than any run inside.
///
/// `&` and `>` in prose are left alone: `&` starts an entity (which can only produce text) and `>` matters only at
/// the start of a line, which `paragraph` escapes.
enum Markdown {
    // MARK: - Prose

    /// Author inline Markdown on one line: line breaks become spaces and no HTML can start.
    static func inline(_ text: String?) -> String {
        var openRun = false
        return neutralizingHTML(InitializerDocs.oneLine(text) ?? "", openRun: &openRun, codeSpans: true)
    }

    /// Author inline Markdown as a paragraph of one line: also no heading, list, quote, fence or break can start.
    static func paragraph(_ text: String?) -> String {
        var openRun = false
        return neutralizingHTML(escapingBlockStart(InitializerDocs.oneLine(text) ?? ""), openRun: &openRun,
                                codeSpans: true)
    }

    /// `### content`, where a trailing `#` stays text instead of closing the heading.
    static func heading(_ level: Int, _ content: String) -> String {
        var content = content
        if content.hasSuffix("#") {
            let scalars = Array(content.unicodeScalars)
            var start = scalars.count
            while start > 0, scalars[start - 1] == "#" { start -= 1 }
            if start == 0 || scalars[start - 1] == " " || scalars[start - 1] == "\t" {
                content = String(String.UnicodeScalarView(scalars.dropLast())) + "\\#"
            }
        }
        return String(repeating: "#", count: level) + " " + content
    }

    /// Plain text shown as written: every ASCII punctuation character is backslash-escaped.
    static func literal(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in (InitializerDocs.oneLine(text) ?? "").unicodeScalars {
            if scalar.isASCIIPunctuation { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }

    // MARK: - Tables

    /// One cell of inline Markdown: every pipe escaped, even inside code spans (GFM splits cells before it
    /// reads code spans). A pipe gets a backslash unless an odd number already precede it, so it is escaped
    /// whether a parser pairs backslashes or not.
    static func cell(_ markdown: String) -> String {
        // Most cells hold no pipe, no line break and no outer space: they pass as they are.
        let isClean = markdown.withUTF8Bytes { bytes -> Bool in
            // ASCII ends only: a non-ASCII one may be Unicode white space, which the slow path trims.
            guard let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80,
                  !first.isASCIIWhitespace, !last.isASCIIWhitespace else { return bytes.isEmpty }
            return !bytes.containsAny(UInt8(ascii: "|"), 0x0A, 0x0D)
        }
        if isClean { return markdown }
        var out = String.UnicodeScalarView()
        var backslashes = 0
        for scalar in markdown.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                out.append(" ")
                backslashes = 0
                continue
            }
            if scalar == "|" && backslashes % 2 == 0 { out.append("\\") }
            backslashes = scalar == "\\" ? backslashes + 1 : 0
            out.append(scalar)
        }
        return String(out).trimmingWhitespace()
    }

    static func table(header: [String], alignments: [String]? = nil, rows: [[String]]) -> String {
        let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
        let delimiter = "|" + (alignments ?? header.map { _ in "---" }).joined(separator: "|") + "|"
        return ([line(header.map(cell)), delimiter] + rows.map { line($0.map(cell)) }).joined(separator: "\n")
    }

    // MARK: - Code

    /// A code span that shows `text` exactly (on one line), whatever backticks it holds.
    static func code(_ text: String) -> String {
        // Most spans (names, types, selectors) are one clean line without a backtick: one fence, no padding.
        if text.isOneCleanLine && !text.withUTF8Bytes({ $0.containsAny(UInt8(ascii: "`")) }) { return "`" + text + "`" }
        let text = text.splitLines().joined(separator: " ")
        let fence = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") || text.hasPrefix(" ") || text.hasSuffix(" ") || text.isEmpty
        return padded ? "\(fence) \(text) \(fence)" : fence + text + fence
    }

    /// A fenced code block whose fence no line of `code` can close.
    static func codeBlock(_ code: String, language: String = "swift") -> String {
        // Generated declarations have nothing to trim: one scan finds that and the longest backtick run.
        let (isClean, backticks) = code.withUTF8Bytes { bytes -> (Bool, Int) in
            guard let first = bytes.first, let last = bytes.last, first != 0x0A, !last.isASCIIWhitespace else { return (false, 0) }
            var (run, longest, previous): (Int, Int, UInt8) = (0, 0, 0)
            for byte in bytes {
                if byte == 0x0D || byte == 0x0A && (previous == 0x20 || previous == 0x09) { return (false, 0) }
                run = byte == UInt8(ascii: "`") ? run + 1 : 0
                longest = Swift.max(longest, run)
                previous = byte
            }
            return (true, longest)
        }
        if isClean {
            let fence = String(repeating: "`", count: max(3, backticks + 1))
            return fence + language + "\n" + code + "\n" + fence
        }
        var lines = code.splitLines()
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: code) + 1))
        return ([fence + language] + lines + [fence]).joined(separator: "\n")
    }

    /// `[`Badge`](Badge.md)`.
    static func link(code text: String, to destination: String) -> String {
        "[\(code(text))](\(destination))"
    }

    // MARK: - Description blocks

    /// Author Markdown passed through as blocks, made safe to sit between the page's own sections:
    /// headings move down `headingOffset` levels (at most `######`; a setext heading over plain lines becomes an
    /// ATX one), fenced code blocks are re-emitted at the margin with our own fence (closed even when the
    /// author's was not), and no HTML can start outside code.
    static func blocks(_ markdown: String, headingOffset: Int) -> String {
        var out: [String] = []
        var openRun = false
        // The text lines since the last blank line, heading or fence, and whether all of them are plain
        // paragraph lines (no container or block marker), so that an underline after them is a setext heading.
        var paragraph: [String] = []
        var isPlain = true
        let lines = markdown.splitLines()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let fence = openingFence(line) {
                var content: [String] = []
                while index < lines.count, !isClosingFence(lines[index], of: fence) {
                    content.append(removingIndent(upTo: fence.indent, from: lines[index]))
                    index += 1
                }
                index += 1 // the closing fence, if any
                if out.last.map({ !$0.isEmpty }) == true { out.append("") }
                out.append(codeBlock(content.joined(separator: "\n"), language: fence.language))
                out.append("")
                (openRun, paragraph, isPlain) = (false, [], true)
                continue
            }
            if isBlank(line) {
                out.append("")
                (openRun, paragraph, isPlain) = (false, [], true)
                continue
            }
            if let level = setextLevel(line), !paragraph.isEmpty {
                if isPlain {
                    let content = paragraph.map { $0.trimmingWhitespace() }.joined(separator: " ")
                    out.removeLast(paragraph.count)
                    out.append(heading(min(6, level + headingOffset), content))
                    (openRun, paragraph, isPlain) = (false, [], true)
                } else {
                    // Lines we cannot place (a quote, a list, a table...): the underline must not make them a
                    // heading at the page's own levels. Three or more dashes stay a thematic break, anything
                    // shorter or `=` becomes text.
                    let underline = line.trimmingWhitespace()
                    let replacement = level == 2 && underline.count >= 3 ? "***" : "\\" + underline
                    out.append(replacement)
                    (paragraph, isPlain) = ([replacement], false)
                }
                continue
            }
            // A line with a pipe may be a table row, whose cells GFM splits before it reads code spans.
            let safe = neutralizingHTML(line, openRun: &openRun, codeSpans: !line.withUTF8Bytes { $0.containsAny(UInt8(ascii: "|")) })
            if let demoted = demotingHeading(safe, by: headingOffset) {
                out.append(demoted)
                (openRun, paragraph, isPlain) = (false, [], true)
            } else {
                out.append(safe)
                paragraph.append(safe)
                isPlain = isPlain && isPlainParagraphLine(line)
            }
        }
        while out.last?.isEmpty == true { out.removeLast() }
        while out.first?.isEmpty == true { out.removeFirst() }
        var collapsed: [String] = []
        for line in out where !(line.isEmpty && collapsed.last?.isEmpty == true) { collapsed.append(line) }
        return collapsed.joined(separator: "\n")
    }

    // MARK: - Helpers

    /// `<` becomes `&lt;` outside code spans, so no tag, comment or autolink can start. Code spans are trusted
    /// only when they open and close on this line and no backtick run was left open on an earlier line of the
    /// same paragraph (`openRun`): otherwise CommonMark could pair the runs differently than we do.
    private static func neutralizingHTML(_ line: String, openRun: inout Bool, codeSpans: Bool) -> String {
        let trustSpans = codeSpans && !openRun
        // Bytes, not scalars: every character this looks at is ASCII, and UTF-8 never uses ASCII bytes
        // inside a multi-byte character.
        return line.withUTF8Bytes { bytes -> String in
            // Without `<` there is nothing to replace, and without a backtick no run to leave open.
            guard bytes.containsAny(UInt8(ascii: "<"), UInt8(ascii: "`")) else { return line }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 12)
            func append(_ byte: UInt8, escaping: Bool) {
                if byte == UInt8(ascii: "<") && escaping { out += [0x26, 0x6C, 0x74, 0x3B] } else { out.append(byte) } // &lt;
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1].isASCIIPunctuation {
                    out += bytes[index...index + 1]
                    index += 2
                } else if byte == UInt8(ascii: "`") {
                    var end = index
                    while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
                    guard let close = closingRun(in: bytes, from: end, length: end - index) else {
                        // Left open here: CommonMark may close it on a later line of the paragraph.
                        openRun = true
                        out += bytes[index..<end]
                        index = end
                        continue
                    }
                    for inner in bytes[index..<close] { append(inner, escaping: !trustSpans) }
                    index = close
                } else {
                    append(byte, escaping: true)
                    index += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The end of the next backtick run of exactly `length` at or after `start`.
    private static func closingRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> Int? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "`") else { index += 1; continue }
            var end = index
            while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
            if end - index == length { return end }
            index = end
        }
        return nil
    }

    /// A backslash before whatever would make this line start a block other than a paragraph.
    private static func escapingBlockStart(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        guard let first = scalars.first else { return line }
        let second = scalars.count > 1 ? scalars[1] : nil
        let rest = String(String.UnicodeScalarView(scalars.dropFirst()))
        let isSpace = { (scalar: Unicode.Scalar?) in scalar == nil || scalar == " " || scalar == "\t" }
        switch first {
        case "#", ">":
            return "\\" + line
        case "-", "+", "*", "_", "=":
            let isBreak = scalars.allSatisfy { $0 == first || $0 == " " || $0 == "\t" }
            return isSpace(second) && first != "_" && first != "=" || isBreak ? "\\" + line : line
        case "`", "~":
            return line.hasPrefix(String(repeating: String(first), count: 3)) ? "\\" + line : line
        case "[":
            return rest.contains("]:") ? "\\" + line : line
        case "0"..."9":
            var end = 0
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end <= 9, end < scalars.count, scalars[end] == "." || scalars[end] == ")",
                  isSpace(end + 1 < scalars.count ? scalars[end + 1] : nil) else { return line }
            return String(String.UnicodeScalarView(scalars[..<end])) + "\\"
                + String(String.UnicodeScalarView(scalars[end...]))
        default:
            return line
        }
    }

    private struct Fence {
        var indent: Int
        var character: Unicode.Scalar
        var length: Int
        var language: String
    }

    private static func openingFence(_ line: String) -> Fence? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count, index < 4, scalars[index] == " " { index += 1 }
        guard index < 4, index < scalars.count, scalars[index] == "`" || scalars[index] == "~" else { return nil }
        let character = scalars[index]
        var end = index
        while end < scalars.count, scalars[end] == character { end += 1 }
        guard end - index >= 3 else { return nil }
        let info = scalars[end...]
        if character == "`" && info.contains("`") { return nil }
        let language = info.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
            .filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || "+-#._".unicodeScalars.contains($0) }
        return Fence(indent: index, character: character, length: end - index,
                     language: String(String.UnicodeScalarView(language)))
    }

    private static func isClosingFence(_ line: String, of fence: Fence) -> Bool {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count, index < 4, scalars[index] == " " { index += 1 }
        guard index < 4 else { return false }
        var end = index
        while end < scalars.count, scalars[end] == fence.character { end += 1 }
        return end - index >= fence.length && scalars[end...].allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func removingIndent(upTo count: Int, from line: String) -> String {
        var scalars = Substring(line).unicodeScalars[...]
        var removed = 0
        while removed < count, scalars.first == " " { scalars.removeFirst(); removed += 1 }
        return String(scalars)
    }

    /// The line as an ATX heading `offset` levels down, or nil when it is no ATX heading. A heading in a block
    /// quote (`> # Note`) moves down too; one in a list item stays as written.
    private static func demotingHeading(_ line: String, by offset: Int) -> String? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while true {
            var spaces = 0
            while index < scalars.count, spaces < 4, scalars[index] == " " { index += 1; spaces += 1 }
            guard spaces < 4 else { return nil }
            guard index < scalars.count, scalars[index] == ">" else { break }
            index += 1
            if index < scalars.count, scalars[index] == " " { index += 1 }
        }
        var end = index
        while end < scalars.count, scalars[end] == "#" { end += 1 }
        let level = end - index
        guard (1...6).contains(level), end == scalars.count || scalars[end] == " " || scalars[end] == "\t" else {
            return nil
        }
        return String(String.UnicodeScalarView(scalars[..<index])) + String(repeating: "#", count: min(6, level + offset))
            + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// 1 for a `===` underline, 2 for `---`: what a setext heading's underline makes of the lines above it.
    private static func setextLevel(_ line: String) -> Int? {
        let trimmed = Array(line.unicodeScalars.drop { $0 == " " }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        guard line.unicodeScalars.prefix(while: { $0 == " " }).count < 4, let first = trimmed.first,
              first == "=" || first == "-", trimmed.allSatisfy({ $0 == first }) else { return nil }
        return first == "=" ? 1 : 2
    }

    /// A line that can only be paragraph text: no indentation that could make code, no quote, list, heading,
    /// table, thematic break or link reference definition.
    private static func isPlainParagraphLine(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        guard let first = scalars.first, first != " ", first != "\t", !scalars.contains("|"),
              !">#[".unicodeScalars.contains(first) else { return false }
        if escapingBlockStart(line) != line { return false }
        return !"-+*_".unicodeScalars.contains(first)
    }

    /// CommonMark's blank line: nothing but spaces and tabs.
    private static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
    }

    private static func longestRun(of character: Unicode.Scalar, in text: String) -> Int {
        var longest = 0
        var current = 0
        for scalar in text.unicodeScalars {
            current = scalar == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}

extension Unicode.Scalar {
    /// CommonMark's ASCII punctuation: the characters a backslash escapes.
    var isASCIIPunctuation: Bool {
        switch value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }
}

extension UInt8 {
    var isASCIIPunctuation: Bool { Unicode.Scalar(self).isASCIIPunctuation }
}
