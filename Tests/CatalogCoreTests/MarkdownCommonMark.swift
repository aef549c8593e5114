import Foundation
import Testing

/// Runs Debian's `cmark-gfm` (GitHub's CommonMark + GFM tables) and reads what it made of our pages.
enum CommonMark {
    static let installHint = "cmark-gfm is not installed or not on PATH: install it with `apt-get install -y cmark-gfm`"

    static var executable: URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (paths + ["/usr/bin", "/usr/local/bin"])
            .map { URL(fileURLWithPath: $0).appendingPathComponent("cmark-gfm") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// HTML for `markdown`, with raw HTML let through (`--unsafe`), so any HTML our escaping missed shows.
    static func html(_ markdown: String) throws -> String {
        let cmark = try #require(executable, Comment(rawValue: installHint))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-md-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("page.md")
        try Data(markdown.utf8).write(to: input)
        let process = Process()
        process.executableURL = cmark
        process.arguments = ["-e", "table", "--unsafe", input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "cmark-gfm failed")
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Reading the HTML

    /// For every table: the header's cell count and each body row's.
    static func tables(in html: String) -> [(header: Int, rows: [Int])] {
        html.components(separatedBy: "<table>").dropFirst().map { table in
            let body = table.components(separatedBy: "</table>")[0]
            let rows = body.components(separatedBy: "<tr>").dropFirst()
            let header = rows.first.map { $0.matches(of: /<th[ >]/).count } ?? 0
            return (header, rows.dropFirst().map { $0.matches(of: /<td[ >]/).count })
        }
    }

    /// Every `href`, entities decoded.
    static func links(in html: String) -> [String] {
        html.matches(of: /href="([^"]*)"/).map { decode(String($0.output.1)) }
    }

    /// GitHub's anchors for every heading: lowercased text, punctuation dropped, spaces to hyphens.
    static func anchors(in html: String) -> Set<String> {
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

    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    // MARK: - Reading the Markdown source

    /// For every GFM table in the source (a row followed by a delimiter row): the delimiter's column count and
    /// each row's cell count, splitting on pipes that no backslash escapes, as GFM does before it reads cells.
    static func sourceTables(in markdown: String) -> [(header: String, columns: Int, rows: [Int])] {
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
