import Foundation

/// Runs Debian's `cmark-gfm` (GitHub's CommonMark + GFM tables) and reads what it made of our pages.
public enum CommonMark {
    /// HTML for `markdown`, with raw HTML let through (`--unsafe`), so any HTML our escaping missed shows.
    public static func html(_ markdown: String) throws -> String {
        let result = try Toolchain.run(try Toolchain.cmarkGFM(), ["-e", "table", "--unsafe"], input: markdown, separateErrors: true)
        guard result.status == 0 else { throw Toolchain.Failure(description: "cmark-gfm failed (\(result.status)): \(result.error)") }
        return result.output
    }

    // MARK: - Reading the HTML

    /// For every table: the header's cell count and each body row's.
    public static func tables(in html: String) -> [(header: Int, rows: [Int])] {
        html.components(separatedBy: "<table>").dropFirst().map { table in
            let body = table.components(separatedBy: "</table>")[0]
            let rows = body.components(separatedBy: "<tr>").dropFirst()
            let header = rows.first.map { $0.matches(of: /<th[ >]/).count } ?? 0
            return (header, rows.dropFirst().map { $0.matches(of: /<td[ >]/).count })
        }
    }

    /// Every `href`, entities decoded.
    public static func links(in html: String) -> [String] {
        html.matches(of: /href="([^"]*)"/).map { decode(String($0.output.1)) }
    }

    /// GitHub's anchors for every heading: lowercased text, punctuation dropped, spaces to hyphens.
    public static func anchors(in html: String) -> Set<String> {
        var anchors = Set<String>()
        for match in html.matches(of: /<h[1-6]>(.*?)<\/h[1-6]>/) {
            let text = decode(String(match.output.1).replacing(/<[^>]*>/, with: "")).lowercased()
            let slug = text.unicodeScalars.filter {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == " " || $0 == "-" || $0 == "_"
            }
            anchors.insert(String(String.UnicodeScalarView(slug)).replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    public static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    // MARK: - Reading the Markdown source

    /// For every GFM table in the source (a row followed by a delimiter row): the delimiter's column count and
    /// each row's cell count, splitting on pipes that no backslash escapes, as GFM does before it reads cells.
    public static func sourceTables(in markdown: String) -> [(header: String, columns: Int, rows: [Int])] {
        let lines = markdown.components(separatedBy: "\n")
        var tables: [(header: String, columns: Int, rows: [Int])] = []
        var index = 0
        while index + 1 < lines.count {
            guard lines[index].hasPrefix("|"), lines[index + 1].hasPrefix("|"),
                  lines[index + 1].allSatisfy({ "|-: ".contains($0) }) else { index += 1; continue }
            let columns = cells(lines[index + 1])
            let header = lines[index]
            var rows = [cells(header)]
            index += 2
            while index < lines.count, lines[index].hasPrefix("|") {
                rows.append(cells(lines[index]))
                index += 1
            }
            tables.append((header, columns, rows))
        }
        return tables
    }

    private static func cells(_ row: String) -> Int {
        var pipes = 0
        var escaped = false
        for character in row {
            if character == "|" && !escaped { pipes += 1 }
            escaped = character == "\\" && !escaped
        }
        return pipes - 1 // rows start and end with a pipe
    }
}
