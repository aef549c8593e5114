@testable import CatalogCore
import Testing

/// Expressions are values the printer prints: each node kind, and the author's part keeping its spec position.
@Suite struct SwiftExpressionTests {
    private static let print = SwiftPrinter.expression

    @Test func eachNodeKindPrintsAsSwift() {
        #expect(Self.print(.name("title")) == "title")
        #expect(Self.print(.member(nil, "round")) == ".round")
        #expect(Self.print(.member("SwiftUI.Font.Weight", "bold")) == "SwiftUI.Font.Weight.bold")
        #expect(Self.print(.call("Text", .unlabeled(.name("title")))) == "Text(title)")
        #expect(Self.print(.call("Label", .unlabeled(.name("t")), .init("systemImage", .name("s")))) == "Label(t, systemImage: s)")
        #expect(Self.print(.call("ObservationRegistrar")) == "ObservationRegistrar()")
        // A string literal is escaped by the one literal maker.
        #expect(Self.print(.string("say \"hi\"\n")) == SwiftNames.stringLiteral("say \"hi\"\n"))
        #expect(Self.print(.number(0.4)) == "0.4" && Self.print(.number(17)) == "17" && Self.print(.number(-2)) == "-2")
        #expect(Self.print(.bool(true)) == "true" && Self.print(.bool(false)) == "false" && Self.print(.nil) == "nil")
        #expect(Self.print(.array([])) == "[]" && Self.print(.array([.number(1), .number(2.5)])) == "[1, 2.5]")
        #expect(Self.print(.closure(parameters: [], body: .call("Text", .unlabeled(.name("$0"))))) == "{ Text($0) }")
        #expect(Self.print(.closure(parameters: ["a", "b"], body: .name("a"))) == "{ a, b in a }")
        let shown = SwiftExpression.closure(parameters: [], body: .call("Text", .unlabeled(.name("$0"))))
        #expect(Self.print(.optionalMap(.name("subtitle"), isFlat: false, closure: shown)) == "subtitle.map { Text($0) }")
        #expect(Self.print(.optionalMap(.name("a"), isFlat: true, closure: .closure(parameters: ["value0"], body: .name("value0"))))
            == "a.flatMap { value0 in value0 }")
        #expect(Self.print(.forceUnwrapped(.call("Foundation.URL", .init("string", .string("https://x"))))) == "Foundation.URL(string: \"https://x\")!")
        #expect(Self.print(.optionalChained(.name("onChange"))) + "(v)" == "onChange?(v)")
        #expect(Self.print(.call(.optionalChained(.name("onChange")), [.unlabeled(.name("v"))])) == "onChange?(v)")
        #expect(Self.print(.conditional(.name("dark"), then: .member(nil, "dark"), else: .name("colorScheme"))) == "dark ? .dark : colorScheme")
        #expect(Self.print(.emptyDictionary) == "[:]")
        #expect(Self.print(.assign(.keyed(by: "CardStyleKey"), .name("newValue"))) == "self[CardStyleKey.self] = newValue")
        #expect(Self.print(.closure(parameters: [], body: .ifThen(.optionalBinding("icon"), then: .call("Image", .unlabeled(.name("icon"))))))
            == "{ if let icon { Image(icon) } }")
        #expect(SwiftPrinter.type(.dictionary(.string, .array(.named("CatalogExample")))) == "[String: [CatalogExample]]")
        #expect(Self.print(.authored("size.titleStyle", origin: nil)) == "size.titleStyle")
        #expect(Self.print(.authored(segments: ["Heading(", ", level: ", " + 1)"], filling: .name("title"), origin: nil))
            == "Heading(title, level: title + 1)")
    }

    /// Statements the printer lays out: a `var`, one-line accessors, and a `switch` whose cases hold several
    /// patterns, `default`, an expression or a `return`.
    @Test func statementsPrintAsSwift() {
        let body = CodeBody.block([
            .variable("copy", type: nil, .name("self")),
            .switch(.name("self"), [SwitchCase(patterns: [.member(nil, "a"), .member(nil, "b")], .return(.string("A"))),
                                    .default(.expression(.call("fallback")))]),
        ])
        let getter = SwiftDeclaration(.property(PropertyDeclaration([], .var, "value", type: .named("Int"), body: .block([
            .accessor("get", .member(.name("_value"), "stored")), .accessor("nonmutating set", .assign(.name("_value"), .name("newValue"))),
        ]))))
        let function = SwiftDeclaration(.function(FunctionDeclaration([], "make", parameters: [], returns: .named("Self"), body: body)))
        #expect(SwiftRenderer.file("", [function, getter]) == """
            func make() -> Self {
                var copy = self
                switch self {
                    case .a, .b: return "A"
                    default: fallback()
                }
            }

            var value: Int {
                get { _value.stored }
                nonmutating set { _value = newValue }
            }
            """ + "\n")
    }

    /// The author's part of an expression carries where it was written; the printer finds where it starts in the
    /// printed text (what maps a compile error to the spec), with no sentinel and no search.
    @Test func anAuthoredPartKeepsItsSpecPosition() throws {
        let origin = SourceLocation(file: "specs/Banner.yaml", line: 6, column: 16)
        let backed = SwiftExpression.authored(segments: ["Heading(", ", size: .large)"], filling: .name("$0"), origin: origin)
        let mapped = SwiftPrinter.mappedExpression(.optionalMap(.name("title"), isFlat: false, closure: .closure(parameters: [], body: backed)))
        #expect(mapped.text == "title.map { Heading($0, size: .large) }")
        let found = try #require(mapped.origin)
        #expect(found.location == origin && found.offset == "title.map { ".utf8.count)
        #expect(SwiftPrinter.mappedExpression(.call("Text", .unlabeled(.name("title")))).origin == nil)
        // The same node, not its text, tells that a closure is inside (a brace the author wrote counts).
        #expect(SwiftExpression.authored("Chip { Text($0) }", origin: nil).containsClosure)
        #expect(!backed.containsClosure && !SwiftExpression.call("Text", .unlabeled(.name("title"))).containsClosure)
    }
}
