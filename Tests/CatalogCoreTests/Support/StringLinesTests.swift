@testable import CatalogCore
import Testing

/// `splitLines` scans bytes for speed; these pin its lines to the plain reading of the rule: split at
/// `\n`, then at `\r`, where a `\r` right before a break or the end adds no empty line; trailing blanks go.
@Suite struct StringLinesTests {
    static func reference(_ text: String) -> [String] {
        // On scalars: as Characters, `\r\n` is one, and splitting at either would miss it.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).flatMap { piece -> [String] in
            var parts = piece.split(separator: "\r", omittingEmptySubsequences: false)
            if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
            return parts.map { part in
                var scalars = Array(part)
                while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
                return String(String.UnicodeScalarView(scalars))
            }
        }
    }

    @Test func namedCases() {
        #expect("".splitLines() == [""])
        #expect("one".splitLines() == ["one"])
        #expect("a\r\nb".splitLines() == ["a", "b"])
        #expect("a\rb\n".splitLines() == ["a", "b", ""])
        #expect("a \t\r\r\n".splitLines() == ["a", "", ""])
        #expect("\r".splitLines() == [""])
        #expect(" é \n\tü\t".splitLines() == [" é", "\tü"])
    }

    /// Every string of up to six pieces from an alphabet of breaks, blanks and multi-byte letters.
    @Test func agreesWithTheReferenceOnEveryShortString() {
        let alphabet = ["a", " ", "\t", "\r", "\n", "é"]
        var texts = [""]
        for _ in 0..<6 { texts = texts.flatMap { text in alphabet.map { text + $0 } } + [""] }
        for text in Set(texts) {
            #expect(text.splitLines() == Self.reference(text), "\(Array(text.unicodeScalars))")
        }
    }
}
