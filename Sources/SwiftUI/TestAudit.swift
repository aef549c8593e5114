import Foundation

// An accessibility audit of a rendered view, on Linux (issue 49): the checks of Apple's
// `performAccessibilityAudit` and Google's Accessibility Test Framework that the renderer can see. A check
// that cannot see (a background it cannot resolve, a target whose size layout decides) is reported as not
// checked, never as passed. Test inspection, not Apple API.

/// One finding of `_TestRenderer.audit(_:in:)`.
public struct _TestAuditFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Check: String, CaseIterable, Sendable {
        /// Text against what is behind it, WCAG 2.x: 4.5:1, 3:1 for large text.
        case contrast
        /// Text in a fixed size (`Font.system(size:)`, `Font.custom(_:fixedSize:)`).
        case dynamicType = "dynamic-type"
        /// An interactive element with no text and no label.
        case label
        /// An image neither labelled nor hidden.
        case imageLabel = "image-label"
        /// A control whose only content is a symbol: VoiceOver reads the symbol's own name, if it has one.
        case symbolOnly = "symbol-only"
        /// An interactive element whose explicit frame is under 44 × 44 pt.
        case targetSize = "target-size"
    }

    public enum Severity: String, Sendable {
        case error, warning
        /// The check could not see: neither a pass nor a failure.
        case notChecked = "not checked"
    }

    public let check: Check
    public let severity: Severity
    /// The leaf, as `_TestRenderer.dump` prints it.
    public let leaf: String
    public let message: String

    public var description: String { "\(severity.rawValue): \(check.rawValue): \(message) [\(leaf)]" }
}

extension _TestRenderer {
    public static let minimumTarget: CGFloat = 44

    /// The findings for `view` rendered in `environment`, in leaf order.
    @MainActor
    public static func audit<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [_TestAuditFinding] {
        auditRendering(view, in: environment).findings
    }

    /// The findings, and the contrast of each visible text (what the reference shows of a rendering).
    @MainActor
    static func auditRendering<V: View>(_ view: V, in environment: EnvironmentValues) -> (findings: [_TestAuditFinding], texts: [_TestTextContrast]) {
        let all = leaves(view, in: environment)
        // A fixed-size font that a `@ScaledMetric` makes (as `View.typography(_:)` does) still scales: the
        // text's font is compared with the same leaf's at another Dynamic Type size.
        var other = environment
        other.dynamicTypeSize = environment.dynamicTypeSize == .accessibility5 ? .large : .accessibility5
        let resized = leaves(view, in: other)
        let scaled = resized.count == all.count ? zip(all, resized).map { $0.font != $1.font } : all.map { _ in false }
        var findings: [_TestAuditFinding] = []
        for (leaf, scales) in zip(all, scaled) where !leaf.accessibility.isHidden {
            findings += leaf._testTextFindings(scales: scales) + leaf._testImageFindings
        }
        let leaves = all.filter { !$0.accessibility.isHidden }
        var seen: Set<Int> = []
        for leaf in leaves {
            guard let id = leaf.accessibility.interactiveID, seen.insert(id).inserted else { continue }
            findings += elementFindings(leaves.filter { $0.accessibility.interactiveID == id })
        }
        return (findings, leaves.compactMap(_TestTextContrast.init))
    }

    /// One interactive element, from its leaves: something VoiceOver can read, and a target large enough.
    static func elementFindings(_ leaves: [Leaf]) -> [_TestAuditFinding] {
        guard let first = leaves.first, let kind = first.accessibility.interactive else { return [] }
        var findings: [_TestAuditFinding] = []
        let labelled = leaves.contains { $0.view is Text || $0.accessibility.label != nil || ($0.view as? Image)?._testLabel != nil }
        let symbols = leaves.filter { if case .systemName = ($0.view as? Image)?._testSource { true } else { false } }
        if !labelled {
            if symbols.count == leaves.count, !symbols.isEmpty {
                findings.append(.init(check: .symbolOnly, severity: .warning, leaf: first._testLine,
                                      message: "\(kind) shows only a symbol: VoiceOver reads the symbol's own name, if it has one; give it an accessibilityLabel"))
            } else {
                findings.append(.init(check: .label, severity: .error, leaf: first._testLine, message: "\(kind) has no text and no accessibilityLabel"))
            }
        }
        let facts = first.accessibility
        if let width = facts.frameWidth, let height = facts.frameHeight {
            if width < minimumTarget || height < minimumTarget {
                findings.append(.init(check: .targetSize, severity: .error, leaf: first._testLine,
                                      message: "\(kind) is \(Leaf.number(Double(width)))×\(Leaf.number(Double(height))) pt, under 44×44"))
            }
        } else {
            findings.append(.init(check: .targetSize, severity: .notChecked, leaf: first._testLine,
                                  message: "\(kind) has no explicit frame: its size is layout's"))
        }
        return findings
    }
}

extension _TestRenderer.Leaf {
    /// Contrast and Dynamic Type of a text leaf; `scales`: its font changed with the Dynamic Type size.
    func _testTextFindings(scales: Bool) -> [_TestAuditFinding] {
        guard view is Text else { return [] }
        var findings: [_TestAuditFinding] = []
        if let font, !font._testScalesWithDynamicType, !scales {
            findings.append(.init(check: .dynamicType, severity: .error, leaf: _testLine,
                                  message: "text in a fixed size (\(font._testDescription)) does not scale with Dynamic Type"))
        }
        let (fore, back) = (foreground, background)
        if let fore, let back {
            let ratio = _TestTextContrast.ratio(fore, on: back)
            let (minimum, written) = isLargeText ? (3.0, "3:1 (large text)") : (4.5, "4.5:1")
            if ratio < minimum {
                findings.append(.init(check: .contrast, severity: .error, leaf: _testLine,
                                      message: "\(fore._testHex) on \(back._testHex) is \(Self.number(ratio)):1, under \(written)"))
            }
        } else if fore != nil || back != nil || accessibility.hasUnknownBackground {
            // One side is the system's and the other the view's: no pair to compare.
            findings.append(.init(check: .contrast, severity: .notChecked, leaf: _testLine,
                                  message: fore == nil ? "the text's color is the system's, its background is not" : "what is behind the text is not known"))
        }
        return findings
    }

    /// An image outside an interactive element or a `Label` (whose title names it) is labelled or hidden
    /// (`Image(decorative:)` is hidden); a symbol is a warning, VoiceOver reading its own name if it has one.
    var _testImageFindings: [_TestAuditFinding] {
        guard let image = view as? Image, image._testLabel == nil, accessibility.interactive == nil, accessibility.label == nil,
              !accessibility.isInLabel else { return [] }
        switch image._testSource {
        case .decorative: return []
        case .systemName:
            return [.init(check: .imageLabel, severity: .warning, leaf: _testLine,
                          message: "a symbol with neither an accessibilityLabel nor accessibilityHidden(true): VoiceOver reads the symbol's own name, if it has one")]
        case .named, .uiImage:
            return [.init(check: .imageLabel, severity: .error, leaf: _testLine,
                          message: "an image with neither an accessibilityLabel nor accessibilityHidden(true) (or Image(decorative:))")]
        }
    }

    /// WCAG's large text: 18 pt, or 14 pt bold: the title styles and the headline.
    var isLargeText: Bool {
        let name = font?._testDescription ?? "body"
        return ["largeTitle", "title", "title2", "title3", "headline"].contains { name == $0 || name.hasPrefix($0 + ".") || name.hasPrefix("system(\($0)") }
    }
}

/// A mode the audit renders in: a name (`dark, increased contrast, accessibility3, RTL`) and its environment.
public struct _TestAuditMode {
    public let name: String
    public let environment: EnvironmentValues

    public init(name: String, environment: EnvironmentValues) {
        self.name = name
        self.environment = environment
    }

    /// Light and dark, standard and increased contrast, the default and an accessibility Dynamic Type size,
    /// left-to-right and right-to-left: 16 modes.
    public static var standard: [_TestAuditMode] {
        var modes: [_TestAuditMode] = []
        for scheme in [ColorScheme.light, .dark] {
            for contrast in [ColorSchemeContrast.standard, .increased] {
                for size in [DynamicTypeSize.large, .accessibility3] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        var environment = EnvironmentValues()
                        environment.colorScheme = scheme
                        environment._colorSchemeContrast = contrast
                        environment.dynamicTypeSize = size
                        environment.layoutDirection = direction
                        modes.append(_TestAuditMode(name: "\(scheme), \(contrast) contrast, \(size), \(direction == .rightToLeft ? "RTL" : "LTR")",
                                                    environment: environment))
                    }
                }
            }
        }
        return modes
    }

    /// Whether an acceptance's `mode` names this mode: one of its words, in any case.
    func matches(_ word: String) -> Bool {
        name.lowercased().split(whereSeparator: { $0 == "," || $0 == " " }).contains { $0 == word.lowercased() }
    }
}

/// What the audit of a catalog found: findings, those the specs accept (with their reasons), and the
/// acceptances that matched nothing.
public struct _TestAuditReport {
    public struct Entry: CustomStringConvertible {
        /// `Badge example 2 (specs/Badge.yaml:24)`.
        public let example: String
        public let mode: String
        public let finding: _TestAuditFinding
        /// Why the spec accepts it; nil: not accepted.
        public let acceptedBecause: String?

        public var description: String { "\(example), \(mode): \(finding)" + (acceptedBecause.map { " — accepted: \($0)" } ?? "") }
    }

    public internal(set) var audited = 0
    public internal(set) var entries: [Entry] = []
    /// Every example in every mode, in order: what the record holds.
    public internal(set) var renderings: [Rendering] = []
    /// `specs/Badge.yaml:30: accepts contrast, which the audit did not find`.
    public internal(set) var unmatched: [String] = []

    /// The errors no spec accepts: what fails a build.
    public var errors: [Entry] { entries.filter { $0.finding.severity == .error && $0.acceptedBecause == nil } }
    public var summary: String {
        let count = { (severity: _TestAuditFinding.Severity) in self.entries.filter { $0.finding.severity == severity && $0.acceptedBecause == nil }.count }
        return "audited \(audited) example renderings: \(count(.error)) errors, \(count(.warning)) warnings, "
            + "\(entries.filter { $0.acceptedBecause != nil }.count) accepted, \(count(.notChecked)) not checked"
    }
}

extension _TestRenderer {
    /// Audits every example in every mode. `identify` names an example's component, its number among the
    /// component's examples (from 1) and its spec position; `accepted` gives the findings its spec accepts: a
    /// check, the reason, a mode word (nil: every mode) and where.
    @MainActor
    public static func audit<Example: View>(
        examples: [Example], modes: [_TestAuditMode] = _TestAuditMode.standard,
        identify: (Example) -> (component: String, number: Int, location: String),
        accepted: (Example) -> [(check: String, reason: String, mode: String?, location: String)]
    ) -> _TestAuditReport {
        var report = _TestAuditReport()
        var used: Set<String> = []
        var offered: [String: String] = [:]
        for example in examples {
            let acceptances = accepted(example)
            for acceptance in acceptances { offered[acceptance.location] = acceptance.check }
            let id = identify(example)
            let key = _TestAuditReport.ExampleKey(component: id.component, number: id.number, location: id.location)
            for mode in modes {
                report.audited += 1
                let (findings, texts) = auditRendering(example, in: mode.environment)
                var entries: [_TestAuditReport.Entry] = []
                for finding in findings {
                    let match = acceptances.first { $0.check == finding.check.rawValue && ($0.mode.map(mode.matches) ?? true) }
                    if let match { used.insert(match.location) }
                    entries.append(.init(example: key.description, mode: mode.name, finding: finding, acceptedBecause: match?.reason))
                }
                report.entries += entries
                report.renderings.append(.init(example: key, mode: mode, texts: texts, entries: entries))
            }
        }
        report.unmatched = offered.keys.sorted().filter { !used.contains($0) }.map { "\($0): accepts \(offered[$0]!), which the audit did not find" }
        return report
    }
}
