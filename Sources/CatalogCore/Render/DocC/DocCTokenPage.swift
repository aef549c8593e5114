/// The DocC article `DesignTokens.md` and its pictures in `Resources/`: the token page model
/// (`TokenReferencePage`) printed for DocC, the same groups, pictures and tables as the Markdown page. Named
/// `DesignTokens`, not `Tokens`: an article and the generated `Tokens` namespace would share the URL
/// `documentation/<module>/tokens`.
struct DocCTokenPage {
    let page: TokenReferencePage
    /// Components published in this catalog, to link their names.
    let componentNames: Set<String>

    static let article = "DesignTokens"

    func render(folder: String) -> [OutputFile] {
        // Plain text in headings and the index: DocC shows a code span in a heading with its backticks, and
        // links to an article's sections are not all resolved alike.
        var blocks = ["# Design Tokens", page.introduction, "## Overview", page.index { Markdown.literal($0.title) }]
        for section in page.sections {
            blocks.append(Markdown.heading(2, Markdown.literal(section.title)))
            if section.picture != nil {
                blocks.append("![\(Markdown.literal(section.title)) tokens](\(section.pictureName).svg)")
            }
            // Published components only: the others have no symbol here.
            let table = page.table(section, name: { Markdown.code($0.path.description) },
                                   link: { componentNames.contains($0) ? "``\($0)``" : nil })
            blocks.append(Markdown.table(header: table.header, rows: table.rows))
        }
        return [OutputFile(path: "\(folder)/\(Self.article).md", contents: MarkdownRenderer.page(blocks))] + page.pictures(in: "\(folder)/Resources")
    }
}
