/// `Docs/tokens.md` and its pictures, `Docs/tokens/<group>.svg`: the token page model (`TokenReferencePage`)
/// printed for GitHub. An index of groups, then per group its picture (every token in each appearance
/// context side by side) and one table.
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

    /// GitHub's id of a group's heading (`## color`): also spaces become dashes.
    static func anchor(ofGroup title: String) -> String {
        String(String.UnicodeScalarView(title.lowercased().unicodeScalars.compactMap { scalar in
            scalar == " " ? "-" : scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : nil
        }))
    }

    func render() -> [OutputFile] {
        var blocks = [Markdown.heading(1, "Tokens"), page.introduction,
                      page.index { "[\(Markdown.literal($0.title))](#\(Self.anchor(ofGroup: $0.title)))" }]
        for section in page.sections {
            blocks.append(Markdown.heading(2, Markdown.literal(section.title)))
            if section.picture != nil {
                blocks.append("![\(Markdown.literal(section.title)) tokens](\(Self.pictureFolder)/\(section.pictureName).svg)")
            }
            let table = page.table(section, name: { entry in
                // An anchor per token: component pages link `tokens.md#spacesmall`.
                "<a name=\"\(Self.anchor(of: entry.path))\"></a>\(Markdown.code(entry.path.description))"
            }, link: { name in
                componentNames.contains(name) ? Markdown.link(code: name, to: MarkdownRenderer.pageName(of: name)) : Markdown.code(name)
            })
            blocks.append(Markdown.table(header: table.header, rows: table.rows))
        }
        return [OutputFile(path: "Docs/" + Self.path, contents: MarkdownRenderer.page(blocks))] + page.pictures(in: "Docs/\(Self.pictureFolder)")
    }
}
