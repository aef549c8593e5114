@testable import CatalogCore
import TestSupport
import Testing

@Suite struct YAMLLoaderTests {
    func load(_ text: String) -> (YAMLNode?, [String]) {
        let (node, diagnostics) = YAMLLoader.load(Array(text.utf8), file: "t.yaml")
        return (node, diagnostics.map(\.formatted))
    }

    func position(_ node: YAMLNode) -> String { "\(node.location.line):\(node.location.column)" }

    /// A mapping's pairs; nil (for `#require` to fail on) for anything else.
    static func pairs(_ node: YAMLNode?) -> [(key: YAMLNode, value: YAMLNode)]? {
        guard case .mapping(let pairs)? = node?.kind else { return nil }
        return pairs
    }

    @Test func aSpecsFileNameIsItsPathsLastComponent() {
        let names = ["specs/Card.yaml", "Card.yaml", "/a/b/Ünïcode.yml", "specs/Row/", "///", "", "a//b",
                     "specs/\u{301}Card.yaml"].map(SpecLoader.fileName(of:))
        // A `/` before a combining mark still separates, as it does for the file system.
        #expect(names == ["Card.yaml", "Card.yaml", "Ünïcode.yml", "Row", "///", "", "b", "\u{301}Card.yaml"])
    }

    @Test func marksScalarsMappingsAndSequences() throws {
        let (node, diagnostics) = load("""
            # comment
            component: Card
            slots:
              - name: title
                options: [text, image]
            """)
        #expect(diagnostics == [])
        let root = try #require(node)
        #expect(position(root) == "2:1")
        guard case .mapping(let pairs) = root.kind else { Issue.record("not a mapping"); return }
        #expect(pairs.map { position($0.key) } == ["2:1", "3:1"])
        #expect(position(pairs[0].value) == "2:12")
        guard case .sequence(let slots) = pairs[1].value.kind, case .mapping(let slot) = slots[0].kind else {
            Issue.record("no slot list"); return
        }
        #expect(position(pairs[1].value) == "4:3")
        #expect(position(slots[0]) == "4:5")
        guard case .sequence(let options) = slot[1].value.kind else { Issue.record("no options"); return }
        #expect(options.map(position) == ["5:15", "5:21"])
    }

    @Test func keepsScalarStyle() throws {
        let (node, _) = load("a: true\nb: \"true\"\nc: |\n  block\n")
        let pairs = try #require(Self.pairs(node))
        #expect(pairs.map(\.value.kind) == [.scalar("true", .plain), .scalar("true", .quoted), .scalar("block\n", .quoted)])
    }

    @Test func readsJSON() throws {
        let (node, diagnostics) = load(#"{"component": "Card", "slots": [{"name": "title", "optional": true}]}"#)
        #expect(diagnostics == [])
        let pairs = try #require(Self.pairs(node))
        try #require(pairs.count == 2)
        #expect(pairs[0].value.kind == .scalar("Card", .quoted))
        #expect(position(pairs[1].value) == "1:32")
    }

    @Test func anchorsAndAliases() throws {
        let (node, diagnostics) = load("""
            base: &shared
              options: [text]
            copy: *shared
            """)
        #expect(diagnostics == [])
        let pairs = try #require(Self.pairs(node))
        try #require(pairs.count == 2)
        #expect(pairs[0].value == pairs[1].value)
    }

    @Test func unknownAlias() {
        #expect(load("a: *missing\n").1 == ["t.yaml:1:4: error: unknown alias '*missing'"])
    }

    @Test func syntaxErrorAtLibyamlsMark() {
        #expect(load("a: [1, 2\nb: 3\n").1 == ["t.yaml:2:2: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence"])
    }

    @Test func severalDocuments() {
        #expect(load("a: 1\n---\nb: 2\n").1 == ["t.yaml:2:1: error: a spec file holds one YAML document; a second one starts here"])
    }

    @Test func emptyFile() {
        #expect(load("").1 == ["t.yaml:1:1: error: the spec file is empty"])
        #expect(load("# only a comment\n").1 == ["t.yaml:2:1: error: the spec file is empty"])
    }

    @Test func notUTF8() {
        let (_, diagnostics) = YAMLLoader.load(Array("a: 1\nb: x".utf8) + [0xFF, 0xFE], file: "t.yaml")
        #expect(diagnostics.map(\.formatted) == ["t.yaml:2:5: error: the file is not UTF-8 text (invalid byte 0xFF)"])
    }
}

/// Hostile input never crashes or hangs: each ends quickly with one diagnostic and bounded memory.
@Suite struct HostileInputTests {
    @Test func deeplyNestedDocument() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (node, diagnostics) = YAMLLoader.load(Array(text.utf8), file: "deep.yaml")
        #expect(node == nil)
        #expect(diagnostics.map(\.formatted) == ["deep.yaml:1:\(YAMLLoader.maximumDepth + 1): error: the document nests deeper than \(YAMLLoader.maximumDepth) levels"])
    }

    @Test(.slow(.large)) func fiftyMegabyteDocument() {
        var text = "items:\n"
        let line = "  - name: item with some text to make the line longer than usual\n"
        text.reserveCapacity(50_000_000 + line.utf8.count)
        while text.utf8.count < 50_000_000 { text += line }
        let (node, diagnostics) = YAMLLoader.load(Array(text.utf8), file: "big.yaml")
        #expect(node == nil)
        #expect(diagnostics.count == 1)
        // The text cap (8 MiB) comes before the node cap here.
        #expect(diagnostics.first?.message.contains("more than \(YAMLLoader.maximumTextBytes >> 20) MiB of text") == true)
    }

    @Test func billionLaughs() {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let (node, diagnostics) = YAMLLoader.load(Array(text.utf8), file: "lol.yaml")
        #expect(node == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("aliases included") == true)
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = SpecLoader.load([InputFile(path: "specs/Random.yaml", bytes: bytes)])
            // Garbage is either rejected with a positioned diagnostic or is (rarely) a harmless scalar.
            for diagnostic in result.1 {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
            #expect(!result.1.isEmpty || result.0.components.isEmpty)
        }
    }
}

@Suite struct YAMLSyntaxErrorPositionTests {
    /// Found by the fuzzer: at the end of a file without a final line break, libyaml's mark was on a line
    /// after the last, so the diagnostic pointed outside the file.
    @Test func aSyntaxErrorAtTheEndStaysInsideTheFile() {
        let (_, diagnostics) = YAMLLoader.load(Array("component: SectionHeader\nsummar".utf8), file: "t.yaml")
        #expect(diagnostics.map(\.formatted) == ["t.yaml:2:7: error: YAML syntax error: could not find expected ':' while scanning a simple key"])
    }

    @Test func anEmptyFileWithoutALineBreakIsReportedOnItsLastLine() {
        let (_, diagnostics) = YAMLLoader.load(Array("# only a comment".utf8), file: "t.yaml")
        #expect(diagnostics.map(\.formatted) == ["t.yaml:1:17: error: the spec file is empty"])
    }
}
