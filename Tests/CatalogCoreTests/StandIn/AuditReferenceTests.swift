import CatalogCore
import TestSupport
import Testing

/// The audit's record in the reference (issue 49, item 4), end to end: a catalog's gallery is built and
/// audited on Linux, its record written as the audit test writes it, and `catalog generate` shows each
/// example's modes, its texts' contrast and the audit's result on the component's page: a text that fails
/// contrast in dark only is in bold in the dark line alone, and a finding the spec accepts says why.
@Suite(.slow(.compiles)) struct AuditReferenceTests {
    /// The issue's planted defects, an example each, beside correct examples: a text that fails contrast in
    /// dark only, a fixed-size font (once accepted, once not), a label-less icon button and a 30-pt target.
    static let spec = """
        component: XNote
        summary: A note.
        slots:
          - name: title
            options: [text]
        properties:
          - { name: fixed, type: Bool, default: "false" }
          - { name: faded, type: Bool, default: "true" }
        examples:
          - title: Muted
            code: 'XNote(title: "Muted")'
          - title: Small print
            code: 'XNote(fixed: true, faded: false, title: "Terms")'
          - title: Fine print
            code: 'XNote(fixed: true, faded: false, title: "Fine")'
          - title: Plain
            code: 'XNote(faded: false, title: "Plain")'
        audit:
          accept:
            - { check: dynamic-type, reason: "Legal small print, at the size legal asked for.", example: 2 }

        """

    static let button = """
        component: XIconButton
        summary: An icon button.
        properties:
          - { name: labelled, type: Bool, default: "true" }
          - { name: side, type: CGFloat, default: "44" }
        examples:
          - title: No label
            code: 'XIconButton(labelled: false)'
          - title: Small
            code: 'XIconButton(side: 30)'
          - title: Right
            code: 'XIconButton()'

        """

    static let bodies = """
        import SwiftUI
        /// White, or in dark when it fades a dark gray: 21:1 on black, 2.01:1 faded.
        struct Shade: ShapeStyle {
            let fades: Bool
            func resolve(in environment: EnvironmentValues) -> Color { fades && environment.colorScheme == .dark ? Color(white: 0.25) : Color.white }
        }
        extension XNote {
            public var body: some View {
                title.font(fixed ? .system(size: 11) : .body).foregroundStyle(Shade(fades: faded)).background(Color.black)
            }
        }
        extension XIconButton {
            @ViewBuilder public var body: some View {
                if labelled {
                    Button(action: {}) { Image("trash-icon") }.accessibilityLabel("Delete").frame(width: side, height: side)
                } else {
                    Button(action: {}) { Image("trash-icon") }.frame(width: side, height: side)
                }
            }
        }
        """

    static let main = """
        import SwiftUI
        MainActor.assumeIsolated {
            let report = _TestRenderer.audit(examples: CatalogExample.allCases, identify: { ($0.component, $0.number, $0.specLocation) },
                                             accepted: { $0.auditAccepted.map { ($0.check, $0.reason, $0.mode, $0.location) } })
            print(report.record, terminator: "")
        }
        """

    static func inputs(spec: String = spec, record: String? = nil) -> [InputFile] {
        [InputFile(path: "specs/XNote.yaml", text: spec, role: .spec), InputFile(path: "specs/XIconButton.yaml", text: button, role: .spec)]
            + (record.map { [InputFile(path: "specs/audit/accessibility.json", text: $0, role: .auditRecord)] } ?? [])
    }

    static func sources() -> [String: String] {
        let result = Pipeline.generate(inputs(), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        return sources
    }

    /// The record the audit writes for the specs' gallery, run on Linux.
    static func record() throws -> String {
        var sources = sources()
        sources["main.swift"] = main
        let run = try Toolchain.buildAndRun(sources)
        try #require(run.status == 0, "\(run.output)")
        return run.output
    }

    /// The fixture's bodies are SwiftUI as Apple declares it.
    @Test func theFixtureTypeChecksOnBothSDKs() throws {
        let result = try Toolchain.typecheck(Self.sources())
        #expect(result.status == 0, "\(result.output)")
    }

    /// Each planted defect is found at its example's spec line, in the modes where it is, and only there.
    @Test func eachPlantedDefectIsFoundAtItsExampleAndMode() throws {
        let lines = try Self.record().split(separator: "\n").map(String.init)
        #expect(lines.first?.contains(#""summary": "audited 112 example renderings: 56 errors, 0 warnings, 16 accepted, 0 not checked""#) == true, "\(lines)")
        // An example's line, then each group of its modes: the checks found there.
        var found: [String] = []
        var example = ""
        for line in lines.dropFirst() {
            if let spec = line.firstMatch(of: /"spec": "([^"]+)"/) { example = String(spec.1) }
            guard let modes = line.firstMatch(of: /"modes": "([^"]+)"/) else { continue }
            let checks = line.matches(of: /"severity": "([^"]+)", "check": "([^"]+)"/).map { "\($0.1) \($0.2)" }
            found.append("\(example) \(modes.1): " + (checks.isEmpty ? "nothing" : checks.joined(separator: ", ")) + (line.contains("\"accepted\"") ? " (accepted)" : ""))
        }
        #expect(found == [
            "specs/XIconButton.yaml:8 every mode: error label",
            "specs/XIconButton.yaml:10 every mode: error target-size",
            "specs/XIconButton.yaml:12 every mode: nothing",
            "specs/XNote.yaml:11 light: nothing",
            "specs/XNote.yaml:11 dark: error contrast",
            "specs/XNote.yaml:13 every mode: error dynamic-type (accepted)",
            "specs/XNote.yaml:15 every mode: error dynamic-type",
            "specs/XNote.yaml:17 every mode: nothing",
        ], "\(lines.joined(separator: "\n"))")
    }

    @Test func eachExamplesPageShowsItsContrastAndTheAuditsResultPerMode() throws {
        let record = try Self.record()
        let result = Pipeline.generate(Self.inputs(record: record), products: [.docs, .docc])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let page = try #require(result.files.first { $0.path == "Docs/XNote.md" }?.contents)
        #expect(page.contains("## Accessibility"))
        #expect(page.contains("""
            **Example 1: Muted**

            | Modes | Text contrast | Audit |
            |---|---|---|
            | light | `"Muted"` 21:1 (#FFFFFF on #000000) | passes |
            | dark | `"Muted"` **2.01:1**, under 4.5:1 (#404040 on #000000) | **error** contrast: `Text "Muted"` #404040 on #000000 is 2.01:1, under 4.5:1 |
            """), "\(page)")
        #expect(page.contains("""
            | every mode | `"Terms"` 21:1 (#FFFFFF on #000000) | accepted dynamic-type: `Text "Terms"` text in a fixed size (system(size: 11.0)) does not scale with Dynamic Type (Legal small print, at the size legal asked for.) |
            """), "\(page)")
        #expect(page.contains("| every mode | `\"Plain\"` 21:1 (#FFFFFF on #000000) | passes |"), "\(page)")
        let button = try #require(result.files.first { $0.path == "Docs/XIconButton.md" }?.contents)
        #expect(button.contains("| every mode |  | **error** target-size: `Image(\"trash-icon\")` Button is 30×30 pt, under 44×44 |"), "\(button)")
        let docc = try #require(result.files.first { $0.path.hasSuffix(".docc/XNote.md") }?.contents)
        #expect(docc.contains("### Accessibility") && docc.contains("- dark: `\"Muted\"` **2.01:1**, under 4.5:1 (#404040 on #000000). Audit: **error** contrast"), "\(docc)")
    }

    /// A record older than its spec (examples moved) leaves those examples out, with a warning at the record's
    /// line; the examples that did not move are still shown.
    @Test func aRecordOlderThanItsSpecSaysSoAndShowsNothingStale() throws {
        let record = try Self.record()
        let moved = Self.spec.replacingOccurrences(of: "  - title: Small print\n", with: "  - title: Small print\n    # moved down a line\n")
        let result = Pipeline.generate(Self.inputs(spec: moved, record: record), products: .docs)
        let messages = result.diagnostics.map(\.formatted)
        let rerun = "the audit record is older than the specs: run the audit again (`swift test`)"
        #expect(messages == [
            "specs/audit/accessibility.json:11:1: warning: XNote example 2 was at specs/XNote.yaml:13 when audited, and is at specs/XNote.yaml:14 now; " + rerun,
            "specs/audit/accessibility.json:13:1: warning: XNote example 3 was at specs/XNote.yaml:15 when audited, and is at specs/XNote.yaml:16 now; " + rerun,
            "specs/audit/accessibility.json:15:1: warning: XNote example 4 was at specs/XNote.yaml:17 when audited, and is at specs/XNote.yaml:18 now; " + rerun,
        ], "\(messages)")
        let page = try #require(result.files.first { $0.path == "Docs/XNote.md" }?.contents)
        #expect(page.contains("**Example 1: Muted**") && !page.contains("Example 2: Small print**"), "\(page)")
    }
}
