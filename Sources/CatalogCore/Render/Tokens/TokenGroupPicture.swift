/// One SVG per group of the tokens page: a row per token, in the table's order, with the token's name and
/// its picture in each appearance context side by side (light and dark together, whichever theme the reader
/// uses), the dark columns on a dark panel. Drawn once, from the token pictures (`TokenPictures`), and
/// written beside each reference: a file per group, never per token, so a large set stays a few hundred files.
enum TokenGroupPicture {
    /// One row: the token's name and its pictures, one per column, or one for every column when they are
    /// the same in each.
    struct Row {
        var name: String
        var pictures: [TokenPicture]
    }

    /// A column: `theme: dark`, and whether to draw it on the dark panel.
    struct Column {
        var title: String
        var isDark: Bool
    }

    static let nameLimit = 48
    static let (header, gap, padding) = (24.0, 12.0, 6.0)
    private static let text = "font-family=\"ui-monospace, SFMono-Regular, Menlo, monospace\" font-size=\"12\""

    /// nil when no row has a picture.
    static func svg(rows: [Row], columns: [Column]) -> String? {
        let drawn = rows.filter { !$0.pictures.isEmpty }
        guard !drawn.isEmpty, !columns.isEmpty else { return nil }
        let sizes = drawn.map { $0.pictures.map { (width: $0.width, height: $0.height) } }
        let nameWidth = (Double(drawn.map { min($0.name.count, nameLimit) }.max() ?? 0) * 7.3).rounded() + gap * 2
        // Each column as wide as its widest picture among tokens that differ per column; a picture shared by
        // every column spans them.
        var widths = columns.map { max(72, (Double($0.title.count) * 7.3).rounded()) }
        for row in sizes where row.count == columns.count && columns.count > 1 {
            for (index, size) in row.enumerated() { widths[index] = max(widths[index], size.width) }
        }
        let spanning = sizes.filter { $0.count == 1 }.map { $0[0].width }.max() ?? 0
        let columnsWidth = max(widths.reduce(0, +) + gap * Double(columns.count - 1), spanning)
        let width = nameWidth + columnsWidth + gap
        var content = ""
        var y = header
        for (index, row) in drawn.enumerated() {
            let height = (sizes[index].map(\.height).max() ?? 0) + padding * 2
            content += "<text x=\"\(TokenPictures.number(gap))\" y=\"\(TokenPictures.number(y + height / 2 + 4))\" \(text) fill=\"#3A3A3C\">"
                + TokenPictures.escaped(shortened(row.name)) + "</text>"
            var x = nameWidth
            // A picture the same in every column is repeated where it fits a column (a swatch), so no column
            // looks empty; a wider one (a bar, a specimen) spans them once.
            let repeated = row.pictures.count == 1 && columns.count > 1 && row.pictures[0].width <= (widths.min() ?? 0)
            for (column, picture) in (repeated ? Array(repeating: row.pictures[0], count: columns.count) : row.pictures).enumerated() {
                content += embedded(picture, id: "r\(index)c\(column)", x: x, y: y + padding)
                x += widths[min(column, widths.count - 1)] + gap
            }
            y += height
        }
        return TokenPictures.document(width: width, height: y + padding, panels(columns, widths: widths, x: nameWidth, height: y + padding) + content).svg
    }

    /// The column titles, and a dark panel under each dark column.
    private static func panels(_ columns: [Column], widths: [Double], x start: Double, height: Double) -> String {
        var out = ""
        var x = start
        for (index, column) in columns.enumerated() {
            if column.isDark {
                out += TokenPictures.rect(x - gap / 2, 0, widths[index] + gap, height, radius: 6, "fill=\"#1C1C1E\"")
            }
            out += "<text x=\"\(TokenPictures.number(x))\" y=\"16\" \(text) fill=\"\(column.isDark ? "#EBEBF5" : "#3A3A3C")\">" + TokenPictures.escaped(column.title) + "</text>"
            x += widths[index] + gap
        }
        return out
    }

    static func shortened(_ name: String) -> String {
        name.count <= nameLimit ? name : String(name.prefix(nameLimit - 1)) + "…"
    }

    /// A picture as a nested `<svg>` at (x, y), its ids prefixed so pictures in one document do not share them
    /// (only pictures that refer to an id have any: a pattern, gradient or filter).
    static func embedded(_ picture: TokenPicture, id: String, x: Double, y: Double) -> String {
        var content = picture.content
        if content.withUTF8Bytes({ $0.containsAny(UInt8(ascii: "(")) }) {
            content = content.replacing(" id=\"", with: " id=\"\(id)-").replacing("url(#", with: "url(#\(id)-")
        }
        let (width, height) = (TokenPictures.number(picture.width), TokenPictures.number(picture.height))
        return "<svg x=\"\(TokenPictures.number(x))\" y=\"\(TokenPictures.number(y))\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
            + content + "</svg>"
    }
}
