/// The accessibility section of a component's page (issue 49): what the audit's record says of each example,
/// per group of modes in which it renders alike: the contrast of its texts and the audit's result.
extension ReferencePage {
    struct AuditedExample {
        /// `Example 1: Text title, custom actions`.
        var title: String
        var rows: [AuditRow]
    }

    struct AuditRow {
        /// `dark, increased contrast`, or `every mode`.
        var modes: String
        /// Each text's contrast (`contrast(_:)`).
        var texts: [String]
        /// `passes`, or the findings: errors and warnings in full, accepted ones with their reason, and
        /// what the audit could not see, by check.
        var result: String
    }

    static let accessibilityHeader = ["Modes", "Text contrast", "Audit"]

    static let accessibilityIntro = "The accessibility audit (`swift test`, on Linux, with the SwiftUI stand-in) renders each example "
        + "in light and dark, standard and increased contrast, a default and an accessibility Dynamic Type size, left to right and right to left. "
        + "It checks text contrast (WCAG 2.x: 4.5:1, 3:1 for large text), text that does not scale with Dynamic Type, controls and images "
        + "without a label, and controls under 44 × 44 pt; what it cannot see is said, never passed. Modes in which an example renders alike share a line."

    var accessibility: [AuditedExample] {
        plan.audited.map { example in
            let title = plan.examples.indices.contains(example.number - 1) ? ": " + Markdown.inline(plan.examples[example.number - 1].title) : ""
            return AuditedExample(title: "Example \(example.number)" + title, rows: example.renderings.map { rendering in
                AuditRow(modes: Markdown.inline(rendering.modes), texts: rendering.texts.map(Self.contrast), result: Self.result(rendering.findings))
            })
        }
    }

    /// `` `"Title"` 16.1:1 (#1C1C1E on #FFFFFF) ``, in bold with its minimum when under it; a side the audit
    /// cannot know (the system's text color, the window behind) is said.
    static func contrast(_ text: AuditRecord.TextContrast) -> String {
        let name = Markdown.code("\"" + text.text + "\"")
        switch (text.foreground.map(Markdown.inline), text.background.map(Markdown.inline), text.ratio) {
        case (let fore?, let back?, let ratio?):
            let below = (Double(ratio) ?? 0) < (Double(text.minimum) ?? 0)
            return name + " " + (below ? "**\(ratio):1**, under \(text.minimum):1" : "\(ratio):1") + " (\(fore) on \(back))"
        case (nil, let back?, _): return name + " on \(back) (its color is the system's: not checked)"
        case (let fore?, nil, _): return name + " \(fore) on what is behind it (not known: not checked)"
        default: return name + " (the system's colors: not checked)"
        }
    }

    static func result(_ findings: [AuditRecord.Finding]) -> String {
        let seen = findings.filter { $0.severity != "not checked" }
        let unseen = findings.filter { $0.severity == "not checked" }.map(\.check).uniqued()
        var parts = seen.map { finding in
            let head = finding.accepted == nil ? "**\(finding.severity)**" : "accepted"
            return head + " " + finding.check + ": " + Markdown.code(finding.leaf) + " " + Markdown.inline(finding.message)
                + (finding.accepted.map { " (" + Markdown.inline($0) + ")" } ?? "")
        }
        if parts.isEmpty { parts.append("passes") }
        if !unseen.isEmpty { parts.append("not checked: " + unseen.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
