/// libyaml says what its parser expected ("did not find expected key"), not what to change. These hints
/// read the lines around the error for the likely fix: the indentation that matches, and the line it
/// refers to, or the quotes a value needs.
struct YAMLSyntaxHints {
    /// Each line's text without its line break, as Unicode scalars: libyaml's columns count characters.
    private let lines: [[Unicode.Scalar]]

    init(_ bytes: [UInt8]) {
        lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Array(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self).unicodeScalars)
        }
    }

    /// The hint for libyaml's `problem` at `mark` (1-based), whose `context` started at `contextMark`.
    func hint(problem: String, context: String?, at mark: (line: Int, column: Int), contextAt contextMark: (line: Int, column: Int)) -> String? {
        // At the end of a file without a final line break, libyaml's mark is on a line after the last.
        guard lines.indices.contains(mark.line - 1) else { return nil }
        if character(at: mark) == "\t" { return tab(at: mark, inBlockScalar: context == "while scanning a block scalar") }
        switch (problem, context) {
        case ("mapping values are not allowed in this context", _):
            return valueWithColon(at: mark) ?? continuedValue(at: mark.line)
        case ("did not find expected '-' indicator", "while parsing a block collection"):
            return missingDash(at: mark, dashColumn: contextMark.column)
        case ("did not find expected key", "while parsing a block mapping"):
            return lessIndentedBlockLine(mark.line) ?? unmatchedIndentation(at: mark)
        default:
            return nil
        }
    }

    /// `summary: A card: a thing.`: a plain value cannot hold ': '.
    private func valueWithColon(at mark: (line: Int, column: Int)) -> String? {
        guard let key = key(on: mark.line), mark.column > key.column + key.name.unicodeScalars.count else { return nil }
        let value = Self.withoutComment(lines[mark.line - 1].dropFirst(key.column + key.name.unicodeScalars.count))
        return "the value of `\(key.name):` holds ': ', which YAML reads as another key; put the value in quotes: `\(key.name): \(StringLiteral.quoted(value, in: .json))`"
    }

    /// A line indented past the key above, whose value it then continues.
    private func continuedValue(at line: Int) -> String? {
        guard let own = key(on: line), let above = previousContentLine(before: line), let target = key(on: above),
              indentation(of: line) > indentation(of: above) else { return nil }
        return "line \(line) is indented more than `\(target.name):` on line \(above), so YAML reads it as more of that value; indent `\(own.name):` to column \(target.column) to match `\(target.name):`"
    }

    /// A key of a list item indented less than the item's keys, or at the column of the list's `-`.
    private func missingDash(at mark: (line: Int, column: Int), dashColumn: Int) -> String? {
        guard let own = key(on: mark.line), let above = previousContentLine(before: mark.line), let target = key(on: above) else { return nil }
        if mark.column > dashColumn {
            return "indent `\(own.name):` to column \(target.column) to match `\(target.name):` on line \(above)"
        }
        guard mark.column == dashColumn else { return nil }
        let value = String(String.UnicodeScalarView(lines[mark.line - 1].drop { $0 == " " }))
        if itemKeys(above: mark.line, dashColumn: dashColumn).contains(own.name) {
            return "the item above has `\(own.name):` already; to start a new item, write `- \(value)`"
        }
        return "to add `\(own.name):` to the item above, indent it to column \(target.column) to match `\(target.name):` on line \(above); to start a new item, write `- \(value)`"
    }

    /// A line of a block scalar (`code: |`) indented less than the block's text: it ends the block, and then
    /// is no key.
    private func lessIndentedBlockLine(_ line: Int) -> String? {
        guard key(on: line) == nil else { return nil }
        let indent = indentation(of: line)
        var contentIndent = Int.max
        for above in stride(from: line - 1, through: 1, by: -1) where !isBlank(above) {
            if indentation(of: above) > indent {
                contentIndent = indentation(of: above)
                continue
            }
            guard isBlockIndicator(above), contentIndent != .max, let block = key(on: above) else { return nil }
            let indicator = Self.withoutComment(lines[above - 1][...]).split(separator: " ").last.map(String.init) ?? "|"
            return "line \(line) is less indented than the text of `\(block.name): \(indicator)` on line \(above), which starts at column \(contentIndent + 1): indent it to at least column \(contentIndent + 1), or YAML ends the block before it"
        }
        return nil
    }

    /// A key at a column no mapping above has: the nearest deeper and shallower keys it could match.
    private func unmatchedIndentation(at mark: (line: Int, column: Int)) -> String? {
        guard let own = key(on: mark.line) else { return nil }
        var levels: [(name: String, column: Int, line: Int)] = []
        var limit = Int.max
        var line = mark.line - 1
        while line >= 1, limit > 1 {
            if !isBlank(line), let key = key(on: line), key.column < limit {
                levels.append((key.name, key.column, line))
                limit = min(key.column, indentation(of: line) + 1)
            }
            line -= 1
        }
        let deeper = levels.last { $0.column > mark.column }
        let shallower = levels.first { $0.column < mark.column }
        let matches = [deeper, shallower].compactMap { $0 }.map { "to column \($0.column) to match `\($0.name):` on line \($0.line)" }
        guard !matches.isEmpty else { return nil }
        return "indent `\(own.name):` " + matches.joined(separator: ", or ")
    }

    private func tab(at mark: (line: Int, column: Int), inBlockScalar: Bool) -> String {
        let fix = "YAML indents with spaces, not tabs: replace the tab with spaces"
        if inBlockScalar, let above = previousContentLine(before: mark.line) {
            return fix + " (the block's text on line \(above) starts at column \(indentation(of: above) + 1))"
        }
        guard let above = previousContentLine(before: mark.line), let target = key(on: above) else { return fix }
        return fix + " (`\(target.name):` on line \(above) is at column \(target.column))"
    }

    // MARK: - Reading lines

    private func character(at mark: (line: Int, column: Int)) -> Unicode.Scalar? {
        guard lines.indices.contains(mark.line - 1), lines[mark.line - 1].indices.contains(mark.column - 1) else { return nil }
        return lines[mark.line - 1][mark.column - 1]
    }

    private func indentation(of line: Int) -> Int {
        lines[line - 1].prefix { $0 == " " }.count
    }

    /// Empty, spaces, or a comment.
    private func isBlank(_ line: Int) -> Bool {
        let rest = lines[line - 1].drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.first == "#"
    }

    private func previousContentLine(before line: Int) -> Int? {
        stride(from: line - 1, through: 1, by: -1).first { !isBlank($0) }
    }

    /// `  - name: icon` → `name` at column 5: the line's plain key, past any `- ` that starts list items.
    private func key(on line: Int) -> (name: String, column: Int)? {
        guard lines.indices.contains(line - 1) else { return nil }
        let text = lines[line - 1]
        var index = text.prefix { $0 == " " }.count
        while index + 1 < text.count, text[index] == "-", text[index + 1] == " " {
            index += 2
            while index < text.count, text[index] == " " { index += 1 }
        }
        guard index < text.count, !"\"'{[|>#-?&*!%@`".unicodeScalars.contains(text[index]) else { return nil }
        var end = index
        while end < text.count, !(text[end] == ":" && (end + 1 == text.count || text[end + 1] == " ")) {
            if text[end] == " " && end + 1 < text.count && text[end + 1] == "#" { return nil }
            end += 1
        }
        guard end < text.count, end > index else { return nil }
        return (String(String.UnicodeScalarView(text[index..<end])), index + 1)
    }

    /// `code: |`, `- >-`: a line whose value is a block scalar's header.
    private func isBlockIndicator(_ line: Int) -> Bool {
        let words = Self.withoutComment(lines[line - 1][...]).split(separator: " ")
        guard let last = words.last, words.count > 1, let first = last.first, first == "|" || first == ">" else { return false }
        return last.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || $0.isNumber }
    }

    /// The keys of the list item above `line` whose `-` is at `dashColumn`.
    private func itemKeys(above line: Int, dashColumn: Int) -> Set<String> {
        var keys: Set<String> = []
        for above in stride(from: line - 1, through: 1, by: -1) where !isBlank(above) {
            let indent = indentation(of: above)
            if indent < dashColumn - 1 { break }
            guard let key = key(on: above), indent == dashColumn - 1 || key.column > dashColumn else { continue }
            if indent == dashColumn - 1 {
                if lines[above - 1][indent] == "-" { keys.insert(key.name) }
                break
            }
            keys.insert(key.name)
        }
        return keys
    }

    /// The text before a ` #` comment, without surrounding spaces.
    private static func withoutComment(_ text: ArraySlice<Unicode.Scalar>) -> String {
        var end = text.startIndex
        while end < text.endIndex, !(text[end] == "#" && (end == text.startIndex || text[end - 1] == " ")) { end += 1 }
        let trimmed = text[..<end].drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String.UnicodeScalarView(trimmed))
    }
}
