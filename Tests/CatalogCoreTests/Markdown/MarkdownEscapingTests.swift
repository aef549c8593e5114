import Foundation
import TestSupport
import Testing
@testable import CatalogCore

@Suite("Markdown escaping")
struct MarkdownEscapingTests {
    @Test(arguments: [
        ("`", "`` ` ``"), ("a``b", "```a``b```"), ("``", "``` `` ```"), (" x", "`  x `"), ("a\nb", "`a b`"),
        ("<script>", "`<script>`"),
    ])
    func codeSpans(_ text: String, _ expected: String) {
        #expect(Markdown.code(text) == expected)
    }

    @Test func cellsEscapeEveryPipe() {
        #expect(Markdown.cell("a|b") == "a\\|b")
        #expect(Markdown.cell("a\\|b") == "a\\|b")
        #expect(Markdown.cell("a\\\\|b") == "a\\\\\\|b")
        #expect(Markdown.cell("`x|y`") == "`x\\|y`")
        #expect(Markdown.cell("a\nb") == "a b")
    }

    @Test(.slow(.cmark), arguments: [
        ("# title", "\\# title"), ("> quote", "\\> quote"), ("- item", "\\- item"), ("* item", "\\* item"),
        ("+ item", "\\+ item"), ("***", "\\***"), ("___", "\\___"), ("1. one", "1\\. one"), ("12) x", "12\\) x"),
        ("```swift", "\\```swift"), ("~~~", "\\~~~"), ("[a]: /b", "\\[a]: /b"), ("*emphasis*", "*emphasis*"),
        ("2024 was", "2024 was"), ("<b>bold</b>", "&lt;b>bold&lt;/b>"), ("`<b>` and <i>", "`<b>` and &lt;i>"),
        ("\\`<b>` x", "\\`&lt;b>` x"), ("line one\n# line two", "line one # line two"),
    ])
    func paragraphsStayParagraphs(_ text: String, _ expected: String) throws {
        #expect(Markdown.paragraph(text) == expected)
        let html = try CommonMark.html(Markdown.paragraph(text))
        #expect(html.hasPrefix("<p>") && html.components(separatedBy: "<p>").count == 2, "\(html)")
        #expect(!html.contains("<b>") && !html.contains("<i>"))
    }

    @Test(.slow(.cmark)) func headingsKeepTrailingHashes() throws {
        #expect(Markdown.heading(3, "C #") == "### C \\#")
        #expect(Markdown.heading(3, "#") == "### \\#")
        #expect(Markdown.heading(3, "C#") == "### C#")
        #expect(try CommonMark.html(Markdown.heading(3, "C ##")) == "<h3>C ##</h3>\n")
    }

    /// Random mixes of everything that could open HTML or break structure, through every helper at once and
    /// then cmark-gfm: no raw HTML, no case swallows the next, every table keeps its columns.
    @Test(.slow(.cmark)) func randomAuthorTextThroughCommonMark() throws {
        let pieces = ["`", "``", "```", "~~~", "\\", "|", "\\|", "<b>", "<script>", "</script>", "<!--", "-->", "\n",
                      "\n\n", " ", "    ", "\t", "a", "#", "- ", "> ", "1. ", "[", "](", ")", "*", "_", "&", "=", "-"]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let cases = 400
        var document: [String] = []
        for number in 0..<cases {
            let text = (0..<(3 + next(12))).map { _ in pieces[next(pieces.count)] }.joined()
            document += [
                "## Case \(number)",
                Markdown.paragraph(text),
                Markdown.table(header: ["A", "B"], rows: [[Markdown.inline(text), Markdown.code(text)]]),
                Markdown.heading(3, Markdown.inline(text)),
                Markdown.blocks(text, headingOffset: 2),
                Markdown.codeBlock(text),
            ]
        }
        let markdown = MarkdownRenderer.page(document)
        let html = try CommonMark.html(markdown)
        for tag in ["<b>", "<script", "</script", "<!--"] {
            #expect(!html.contains(tag), "raw \(tag)")
        }
        // Whatever a case does, it ends before the next case's heading: the cases' headings all arrive, in order.
        let headings = html.matches(of: /<h2>(Case \d+)<\/h2>/).map { String($0.output.1) }
        #expect(headings == (0..<cases).map { "Case \($0)" }, "a case swallowed the next")
        #expect(CommonMark.tables(in: html).count >= cases)
        for table in CommonMark.sourceTables(in: markdown) where table.header == "| A | B |" {
            #expect(table.rows == [2, 2])
        }
    }

    @Test(.slow(.cmark)) func descriptionBlocks() throws {
        let text = "Intro `<T>` and <script>.\n# Title\n   ```swift info\n   let a = \"<b>\"\n   ```` x\n````\n\nline `open\n`<b>` here"
        let blocks = Markdown.blocks(text, headingOffset: 2)
        #expect(blocks == """
            Intro `<T>` and &lt;script>.
            ### Title

            `````swift
            let a = "<b>"
            ```` x
            `````

            line `open
            `&lt;b>` here
            """)
        // Headings move below the page's own: ATX (also in a quote), and setext over plain lines.
        #expect(Markdown.blocks("# A\n> ## B\nC\nD\n===\n\nE\n---", headingOffset: 2) == "### A\n> #### B\n### C D\n\n#### E")
        // An underline below lines we cannot place is no heading: a thematic break, or text.
        #expect(Markdown.blocks("- a\n---\n\n| a\n===", headingOffset: 2) == "- a\n***\n\n| a\n\\===")
        let unclosed = Markdown.blocks("~~~\n<b>\n````", headingOffset: 2)
        #expect(unclosed == "`````\n<b>\n````\n`````")
        // A run left open on one line may close on the next: no code span is trusted after it.
        #expect(Markdown.blocks("a `b\nc` <i> `d`", headingOffset: 2) == "a `b\nc` &lt;i> `d`")
        let safe = try CommonMark.html(blocks + "\n\n## After")
        #expect(safe.contains("<h2>After</h2>") && !safe.contains("<script>") && !safe.contains("<b>"))
    }
}
