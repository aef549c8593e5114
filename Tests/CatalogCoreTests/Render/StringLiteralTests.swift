import CatalogCore
import FuzzChecks
import SwiftParser
import SwiftSyntax
import Testing

/// Author text reaches generated Swift in two ways: inside string literals (escaped by the one
/// escaper, `StringLiteral`) or as comments and code (where a control character cannot be escaped, so
/// the spec is refused at the character's value).
@Suite struct StringLiteralTests {
    static let hostile = ["plain", "two\nlines", "a\ttab", "nul\u{0}byte", "bell\u{7}", "del\u{7F}", "c1\u{85}",
                          "\"\"\"", "#\"raw\"#", "#", "\\(interpolation)", "back\\slash", "crlf\r\n", "\u{2028}sep",
                          "émoji 💥", ""]

    @Test(arguments: hostile)
    func everyTextRoundTripsThroughASwiftLiteral(_ text: String) throws {
        let source = "let s = \(SwiftNames.stringLiteral(text))\n"
        let file = Parser.parse(source: source)
        #expect(!file.hasError)
        let literal = try #require(file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
            .as(StringLiteralExprSyntax.self))
        #expect(literal.representedLiteralValue == text)
        // One line, and no control character but the line break that ends it.
        #expect(!source.dropLast().unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    /// XML (the token pictures): the five entities, and a space for what XML 1.0 forbids; markup in the
    /// other languages is left as it is.
    @Test func xmlTextEscapesItsEntitiesAndDropsForbiddenCharacters() {
        #expect(StringLiteral.escaped("a & <b> \"c\" 'd'\u{1}\u{85}\u{FFFE}é", in: .xml) == "a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;   é")
        #expect(StringLiteral.quoted("a & <b> 'c'", in: .swift) == "\"a & <b> 'c'\"")
        #expect(StringLiteral.escaped("plain", in: .xml) == "plain")
    }

    @Test func jsonStringsEscapeAsJSONEncoderDoes() {
        #expect(StringLiteral.quoted("a\"b\\c\n\u{8}\u{0}/", in: .json) == #""a\"b\\c\n\b\u0000/""#)
    }

    /// Titles, messages, summaries and docs with quotes, `#`, tabs and line breaks generate Swift that
    /// parses and holds them; a NUL is refused where it would land in a comment, at its value.
    @Test func authorTextInEveryPlaceGeneratesSwiftThatParses() {
        let spec = """
            component: Card
            summary: "Says \\"\\"\\" and # and \\\\(x)\\ttab"
            description: "Two\\nlines with \\"\\"\\" and #"
            slots:
              - name: title
                options: [text]
                doc: "A doc with \\"\\"\\" and #\\tand a tab"
                deprecated: "Use \\"\\"\\" #title\\\\(x) instead"
            examples:
              - title: "A title with \\"\\"\\", # and \\\\(x)"
                code: |
                  Card(title: "Hi")
            """
        let inputs = [InputFile(path: "specs/Card.yaml", text: spec)]
        let result = Pipeline.generate(inputs)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(FuzzChecks.failures(inputs) == [])
        let swift = result.files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined()
        #expect(swift.contains(#""Use \"\"\" #title\\(x) instead""#))

        for (field, line, column) in [("summary", 2, 10), ("doc", 7, 10)] {
            let broken = field == "summary" ? spec.replacingOccurrences(of: "and # and", with: "and \\0 and")
                : spec.replacingOccurrences(of: "#\\tand a tab", with: "#\\0and a tab")
            let refused = Pipeline.generate([InputFile(path: "specs/Card.yaml", text: broken)])
            #expect(refused.files.isEmpty)
            #expect(refused.diagnostics.map(\.formatted).contains { $0.hasPrefix("specs/Card.yaml:\(line):\(column): error: '\(field)' holds the control character U+0000") })
        }
    }
}
