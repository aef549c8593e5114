// Text helpers every stage uses (validation, both renderers): byte-level, because rendering calls them
// for every doc and summary.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension String {
    /// Lines without their line breaks (`\n`, `\r\n` or `\r`) or trailing white space. Works on
    /// UTF-8 bytes: rendering calls it for every doc and summary, and Character iteration is slow.
    func splitLines() -> [String] {
        // Most author text is one line with nothing to trim: no work beyond one scan.
        if isOneCleanLine { return [self] }
        return withUTF8Bytes { bytes in
            var lines: [String] = []
            func appendLine(_ start: Int, _ end: Int) {
                var end = end
                while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            // `\r` ends a line; so does `\n`, unless a `\r` just ended it (`\r\n` is one break, and so is a
            // `\r` that ends the text).
            var start = 0, afterCR = false
            for index in bytes.indices {
                switch bytes[index] {
                case 0x0D:
                    appendLine(start, index)
                    start = index + 1
                    afterCR = true
                case 0x0A:
                    if !(afterCR && start == index) { appendLine(start, index) }
                    start = index + 1
                    afterCR = false
                default:
                    break
                }
            }
            if !(afterCR && start == bytes.count) { appendLine(start, bytes.count) }
            return lines
        }
    }

    /// Non-empty, without line breaks, and without white space at either end.
    var isOneCleanLine: Bool {
        withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last,
                  !first.isASCIIWhitespace, !last.isASCIIWhitespace, first < 0x80, last < 0x80 else { return false }
            return !bytes.containsAny(0x0A, 0x0D)
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

/// Lines and columns as YAML (and so libyaml's marks) counts them: `\n`, `\r\n`, a lone `\r`, NEL, LS and PS
/// each end a line; a column counts Unicode scalars. Every position the loader makes itself uses this, so
/// it agrees with libyaml's.
public enum YAMLLines {
    /// The 1-based line and column of the byte at `offset` (`bytes.count`: the end of the file).
    public static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var index = 0
        while index < offset {
            let width = breakWidth(at: index, in: bytes)
            if width > 0 {
                line += 1
                column = 1
                index += width
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// The byte offset where each line starts, the first line's (0) first.
    public static func lineStarts(in bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let width = breakWidth(at: index, in: bytes)
            index += max(width, 1)
            if width > 0 { starts.append(index) }
        }
        return starts
    }

    /// How many lines the text has (a final line break starts an empty last line).
    public static func count(_ bytes: [UInt8]) -> Int {
        position(ofByte: bytes.count, in: bytes).line
    }

    /// The length in bytes of the line break that starts at `index`, or 0.
    private static func breakWidth(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return 3
        default: return 0
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether any byte is one of `targets`: libc's `memchr`, which a debug build does not slow down the way
    /// it does a closure called per byte (the references scan every cell and code span).
    func containsAny(_ targets: UInt8...) -> Bool {
        guard let base = baseAddress, !isEmpty else { return false }
        for target in targets where memchr(base, Int32(target), count) != nil { return true }
        return false
    }
}
