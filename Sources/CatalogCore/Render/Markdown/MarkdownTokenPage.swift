/// `Docs/tokens.md` and its pictures, `Docs/tokens/<name>.svg`: the token page model (`TokenReferencePage`)
/// printed for GitHub. A picture that differs in dark gets a light and a dark column (GitHub shows both,
/// whatever the reader's theme); one that does not is shown once.
struct MarkdownTokenPage {
    let page: TokenReferencePage
    /// Components that have a page here, to link their names.
    let componentNames: Set<String>

    static let path = "tokens.md"
    static let pictureFolder = "tokens"

    /// GitHub's id of a token's heading (`### `color.text.primary``): lowercased, every character but
    /// letters, digits, `-` and `_` dropped.
    static func anchor(of path: TokenPath) -> String {
        String(String.UnicodeScalarView(path.description.lowercased().unicodeScalars.filter { scalar in
            scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }))
    }

    func render() -> [OutputFile] {
        let blocks = [Markdown.heading(1, "Tokens"), page.introduction]
        let body = page.body(pictureFolder: "Docs/\(Self.pictureFolder)", entry: entry)
        return [OutputFile(path: "Docs/" + Self.path, contents: MarkdownRenderer.page(blocks + body.blocks))] + body.pictures
    }

    private func entry(_ entry: TokenReferencePage.Entry) -> [String] {
        var blocks = [Markdown.heading(3, Markdown.code(entry.path.description))] + page.summary(entry)
        if let picture = entry.picture {
            let alt = Markdown.literal(entry.path.description)
            let light = "![\(alt)](\(Self.pictureFolder)/\(picture.name).svg)"
            if picture.dark != nil {
                let dark = "![\(alt), dark](\(Self.pictureFolder)/\(picture.name)~dark.svg)"
                blocks.append(Markdown.table(header: ["Light", "Dark"], alignments: [":-:", ":-:"], rows: [[light, dark]]))
            } else {
                blocks.append(light)
            }
        }
        if let value = page.singleValue(entry) {
            blocks.append(value)
        } else {
            let table = page.contextTable(entry)
            blocks.append(Markdown.table(header: table.header, rows: table.rows))
        }
        for contrast in entry.contrasts {
            blocks.append("Contrast on \(Markdown.code(contrast.background.description)):")
            let table = page.contrastTable(contrast)
            blocks.append(Markdown.table(header: table.header, rows: table.rows))
        }
        if !entry.components.isEmpty {
            blocks.append("Used by: " + entry.components.map { name in
                componentNames.contains(name) ? Markdown.link(code: name, to: MarkdownRenderer.pageName(of: name)) : Markdown.code(name)
            }.joined(separator: ", "))
        }
        return blocks
    }
}
