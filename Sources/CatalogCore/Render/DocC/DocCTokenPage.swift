/// The DocC article `DesignTokens.md` and its pictures in `Resources/`: the token page model
/// (`TokenReferencePage`) printed for DocC. A picture that differs in dark gets a `~dark` variant, which DocC
/// shows to readers in dark appearance. Named `DesignTokens`, not `Tokens`: an article and the generated
/// `Tokens` namespace would share the URL `documentation/<module>/tokens`.
struct DocCTokenPage {
    let page: TokenReferencePage
    /// Components published in this catalog, to link their names.
    let componentNames: Set<String>

    static let article = "DesignTokens"

    func render(folder: String) -> [OutputFile] {
        let blocks = ["# Design Tokens", page.introduction, "## Overview",
                      "Each section holds the tokens of one top-level group. A picture shows the light value; "
                        + "in dark appearance, the dark value where it differs."]
        let body = page.body(pictureFolder: "\(folder)/Resources", entry: entry)
        return [OutputFile(path: "\(folder)/\(Self.article).md", contents: MarkdownRenderer.page(blocks + body.blocks))] + body.pictures
    }

    /// Lists, not tables: DocC's narrow table cells break values mid-word (see `DocCComponentPage`).
    private func entry(_ entry: TokenReferencePage.Entry) -> [String] {
        // Plain text: DocC shows a code span in a heading with its backticks.
        var blocks = [Markdown.heading(3, Markdown.literal(entry.path.description))] + page.summary(entry)
        if let picture = entry.picture {
            blocks.append("![\(Markdown.literal(entry.path.description))](\(picture.name).svg)")
        }
        blocks.append(page.singleValue(entry) ?? entry.contexts.map { row in
            "- " + Markdown.inline(row.context) + ": " + row.value + (page.aliasChain(row).map { ", alias of " + $0 } ?? "")
        }.joined(separator: "\n"))
        for contrast in entry.contrasts {
            let table = page.contrastTable(contrast)
            blocks.append("Contrast on \(Markdown.code(contrast.background.description)) (WCAG AA asks 4.5:1):\n"
                + table.rows.map { "- \($0[0]): \($0[1]), \($0[2])" }.joined(separator: "\n"))
        }
        // Published components only: the others have no symbol here.
        let published = entry.components.filter(componentNames.contains)
        if !published.isEmpty {
            blocks.append("Used by: " + published.map { "``\($0)``" }.joined(separator: ", "))
        }
        return blocks
    }
}
