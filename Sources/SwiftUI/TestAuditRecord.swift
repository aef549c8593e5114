import Foundation

// The audit's record (issue 49): per example and mode, the contrast of its texts and what the audit found.
// The audit test writes it (`specs/audit/accessibility.json`), `catalog generate` reads it into each
// component's reference page: the generator cannot run bodies, the test can. Test inspection, not Apple API.

/// A visible text of a rendering: its colors and their contrast.
public struct _TestTextContrast: Hashable, Sendable {
    public let text: String
    /// `#1C1C1E`; nil: the system's (not known here).
    public let foreground: String?
    /// nil: the window's or a view's, not known here.
    public let background: String?
    /// WCAG 2.x, truncated to hundredths as contrast checkers do (2.995 is not 3:1); nil without both colors.
    public let ratio: Double?
    /// 4.5, or 3 for large text.
    public let minimum: Double

    init?(_ leaf: _TestRenderer.Leaf) {
        guard let text = leaf.view as? Text else { return nil }
        self.text = String(text._testPlain.dropFirst().dropLast())
        let (fore, back) = (leaf.foreground, leaf.background)
        foreground = fore?._testHex
        background = back?._testHex
        ratio = fore.flatMap { fore in back.map { Self.ratio(fore, on: $0) } }
        minimum = leaf.isLargeText ? 3 : 4.5
    }

    static func ratio(_ fore: Color.Resolved, on back: Color.Resolved) -> Double {
        (fore._testContrast(on: back) * 100).rounded(.down) / 100
    }
}

extension _TestAuditReport {
    /// An example: its component, its number among the component's (from 1) and where its spec writes it.
    public struct ExampleKey: Hashable, Sendable, CustomStringConvertible {
        public let component: String
        public let number: Int
        public let location: String

        /// `Badge example 2 (specs/Badge.yaml:24)`.
        public var description: String { "\(component) example \(number) (\(location))" }
    }

    /// One example in one mode: its texts' contrast and the audit's entries.
    public struct Rendering {
        public let example: ExampleKey
        public let mode: _TestAuditMode
        public let texts: [_TestTextContrast]
        public let entries: [Entry]
    }

    /// The record, JSON: a line per example, and one per group of its modes that render alike (named by
    /// the modes' shared words: `dark, increased contrast`), so a reviewer reads what changed.
    public var record: String {
        let allModes = renderings.map(\.mode.name).uniqued()
        let examples = Dictionary(grouping: renderings, by: \.example)
        var lines = ["{\"format\": \"catalog-accessibility-audit\", \"version\": 1, \"summary\": \(Self.json(summary)), \"examples\": ["]
        let keys = renderings.map(\.example).uniqued()
        for (index, key) in keys.enumerated() {
            lines.append("{\"component\": \(Self.json(key.component)), \"example\": \(key.number), \"spec\": \(Self.json(key.location)), \"renderings\": [")
            let rendered = examples[key]!
            let contents = rendered.map(Self.content)
            let groups = contents.uniqued()
            for (number, content) in groups.enumerated() {
                let modes = zip(rendered, contents).filter { $0.1 == content }.map(\.0.mode.name)
                let end = number == groups.count - 1 ? "]}" + (index == keys.count - 1 ? "" : ",") : ","
                lines.append("  {\"modes\": \(Self.json(Self.phrase(modes, among: allModes))), \(content)}\(end)")
            }
        }
        lines.append("]}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `"texts": [...], "findings": [...]`: what the rendering shows, the mode left out.
    static func content(_ rendering: Rendering) -> String {
        let texts = rendering.texts.map { text in
            var fields = ["\"text\": " + json(text.text)]
            if let foreground = text.foreground { fields.append("\"foreground\": \"\(foreground)\"") }
            if let background = text.background { fields.append("\"background\": \"\(background)\"") }
            if let ratio = text.ratio { fields.append("\"ratio\": " + number(ratio)) }
            fields.append("\"minimum\": " + number(text.minimum))
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let findings = rendering.entries.map { entry in
            let finding = entry.finding
            // The leaf's first part names it (`Text "Title"`); its colors are in the message.
            let leaf = finding.leaf.components(separatedBy: " · ").first ?? finding.leaf
            var fields = ["\"severity\": " + json(finding.severity.rawValue), "\"check\": " + json(finding.check.rawValue),
                          "\"leaf\": " + json(leaf), "\"message\": " + json(finding.message)]
            if let reason = entry.acceptedBecause { fields.append("\"accepted\": " + json(reason)) }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        return "\"texts\": [" + texts.joined(separator: ", ") + "], \"findings\": [" + findings.joined(separator: ", ") + "]"
    }

    /// The modes of a group in the fewest phrases: each mode's name is its words, one per axis
    /// (`light, standard contrast, large, LTR`); an axis the group spans whole is left out.
    static func phrase(_ modes: [String], among all: [String]) -> String {
        let axes = all.map { $0.components(separatedBy: ", ") }
        guard let count = axes.first?.count, axes.allSatisfy({ $0.count == count }) else { return modes.joined(separator: "; ") }
        let values = (0..<count).map { axis in axes.map { $0[axis] }.uniqued() }
        return phrases(modes.map { $0.components(separatedBy: ", ") }, values: values).joined(separator: "; ")
    }

    private static func phrases(_ group: [[String]], values: [[String]]) -> [String] {
        let present = values.indices.map { axis in values[axis].filter { value in group.contains { $0[axis] == value } } }
        // Not every combination of the words: split on the first axis with more than one.
        guard present.map(\.count).reduce(1, *) == group.count else {
            let axis = present.firstIndex { $0.count > 1 }!
            return present[axis].flatMap { value in phrases(group.filter { $0[axis] == value }, values: values) }
        }
        let words = present.indices.filter { present[$0].count < values[$0].count }.map { present[$0].joined(separator: " or ") }
        return [words.isEmpty ? "every mode" : words.joined(separator: ", ")]
    }

    /// `16.1`, `4.5`, `21`: at most two decimals, none trailing.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// A JSON string literal, as Foundation's encoder writes it (a string always encodes).
    static func json(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}

/// Where a package's audit record stands against what the audit finds now.
public enum _TestAuditRecordCheck: Equatable, Sendable, CustomStringConvertible {
    case current
    /// It was missing, or `CATALOG_RECORD=1` asked for it: written.
    case written(String)
    case stale(String)

    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .current: "the audit record is current"
        case .written(let path): "wrote the audit record \(path): review its diff, then run `catalog generate` (each component's page shows it)"
        case .stale(let path): "\(path) is not what the audit finds now: run the tests with CATALOG_RECORD=1, review its diff, then run `catalog generate`"
        }
    }
}

extension _TestAuditReport {
    /// Compares the record with the file at `path`; writes it when the file is missing or under
    /// `CATALOG_RECORD=1`.
    public func checkRecord(at path: String) -> _TestAuditRecordCheck {
        let text = record
        let existing = try? String(contentsOfFile: path, encoding: .utf8)
        if existing == text { return .current }
        guard existing == nil || ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1" else { return .stale(path) }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            return .stale("\(path) (it cannot be written: \(error.localizedDescription))")
        }
        return .written(path)
    }
}

extension Sequence where Element: Hashable {
    /// In order, each once.
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
