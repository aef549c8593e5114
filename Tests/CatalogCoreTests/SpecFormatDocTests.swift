import CatalogCore
import Foundation
import TestSupport
import Testing

/// docs/SpecFormat.md has one section per key the loader accepts, under the mapping it belongs to, and
/// one per strategy and slot option: a key added to the format without its section fails here.
@Suite struct SpecFormatDocTests {
    /// `### \`key\`` headings under each `## ` heading.
    static func sections() throws -> [String: [String]] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SpecFormat.md"), encoding: .utf8)
        var sections: [String: [String]] = [:]
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                sections[current, default: []] = []
            } else if line.hasPrefix("### `"), line.hasSuffix("`") {
                sections[current, default: []].append(String(line.dropFirst(5).dropLast()))
            }
        }
        return sections
    }

    /// The keys of each table (SpecKeyTableTests) and the strategies.
    @Test func everyStrategyHasASection() throws {
        let documented = try #require(try Self.sections()["Initializer strategies"])
        #expect(Set(documented) == Set(InitializerStrategy.allCases.map(\.rawValue)))
    }

    @Test func everySlotOptionIsInTheTable() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SpecFormat.md"), encoding: .utf8)
        for option in SlotOption.allCases {
            #expect(text.contains("| `\(option.rawValue)` |"), "slot option '\(option.rawValue)'")
        }
    }

    /// Every `#fragment` link of the page names a heading (GitHub's anchors, `-1` for a repeated one) or
    /// an `<a id>` on it, as cmark-gfm renders the page.
    @Test(.slow(.cmark)) func everyLinkFindsItsSection() throws {
        let markdown = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SpecFormat.md"), encoding: .utf8)
        let html = try CommonMark.html(markdown)
        var anchors = Set(html.matches(of: /<a id="([^"]*)">/).map { String($0.output.1) })
        var seen: [String: Int] = [:]
        for match in html.matches(of: /<h[1-6]>(.*?)<\/h[1-6]>/) {
            let slug = CommonMark.anchors(in: String(match.output.0)).first ?? ""
            let count = seen[slug, default: 0]
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            seen[slug] = count + 1
        }
        let fragments = CommonMark.links(in: html).filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        #expect(fragments.count > 40)
        for fragment in fragments {
            #expect(anchors.contains(fragment), "docs/SpecFormat.md links to #\(fragment), which no heading has")
        }
    }
}
