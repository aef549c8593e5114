import CatalogCore
import TestSupport
import Testing

/// The audit's record in the reference (issue 49, item 4), end to end: a catalog's gallery is built and
/// audited on Linux, its record written as the audit test writes it, and `catalog generate` shows each
/// example's modes, its texts' contrast and the audit's result on the component's page: a text that fails
/// contrast in dark only is in bold in the dark line alone, and a finding the spec accepts says why.
@Suite(.slow(.compiles)) struct AuditReferenceTests {
    static let spec = """
        component: XNote
        summary: A note.
        slots:
          - name: title
            options: [text]
        properties:
          - { name: fixed, type: Bool, default: "false" }
        examples:
          - title: Muted
            code: 'XNote(title: "Muted")'
          - title: Small print
            code: 'XNote(fixed: true, title: "Terms")'
        audit:
          accept:
            - { check: dynamic-type, reason: "Legal small print, at the size legal asked for.", example: 2 }

        """

    static let bodies = """
        import SwiftUI
        /// White in light, a dark gray in dark: 21:1 on black in light, 2.01:1 in dark.
        struct FadingInDark: ShapeStyle {
            func resolve(in environment: EnvironmentValues) -> Color { environment.colorScheme == .dark ? Color(white: 0.25) : Color.white }
        }
        extension XNote {
            public var body: some View {
                title.font(fixed ? .system(size: 11) : .body).foregroundStyle(FadingInDark()).background(Color.black)
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
        [InputFile(path: "specs/XNote.yaml", text: spec, role: .spec)]
            + (record.map { [InputFile(path: "specs/audit/accessibility.json", text: $0, role: .auditRecord)] } ?? [])
    }

    /// The record the audit writes for the spec's gallery, run on Linux.
    static func record() throws -> String {
        let result = Pipeline.generate(inputs(), products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        sources["main.swift"] = main
        let run = try Toolchain.buildAndRun(sources)
        try #require(run.status == 0, "\(run.output)")
        return run.output
    }

    @Test func eachExamplesPageShowsItsContrastAndTheAuditsResultPerMode() throws {
        let record = try Self.record()
        #expect(record.contains(#""summary": "audited 32 example renderings: 16 errors, 0 warnings, 16 accepted, 0 not checked""#), "\(record)")
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
            | light | `"Terms"` 21:1 (#FFFFFF on #000000) | accepted dynamic-type: `Text "Terms"` text in a fixed size (system(size: 11.0)) does not scale with Dynamic Type (Legal small print, at the size legal asked for.) |
            """), "\(page)")
        let docc = try #require(result.files.first { $0.path.hasSuffix(".docc/XNote.md") }?.contents)
        #expect(docc.contains("### Accessibility") && docc.contains("- dark: `\"Muted\"` **2.01:1**, under 4.5:1 (#404040 on #000000). Audit: **error** contrast"), "\(docc)")
    }

    /// A record older than its spec (an example moved) leaves that example out, with a warning at the record's
    /// line; the examples that did not move are still shown.
    @Test func aRecordOlderThanItsSpecSaysSoAndShowsNothingStale() throws {
        let record = try Self.record()
        let moved = Self.spec.replacingOccurrences(of: "  - title: Small print\n", with: "  - title: Small print\n    # moved down a line\n")
        let result = Pipeline.generate(Self.inputs(spec: moved, record: record), products: .docs)
        let messages = result.diagnostics.map(\.formatted)
        #expect(messages == ["specs/audit/accessibility.json:5:1: warning: XNote example 2 was at specs/XNote.yaml:12 when audited, and is at specs/XNote.yaml:13 now; "
                             + "the audit record is older than the specs: run the audit again (`swift test`)"], "\(messages)")
        let page = try #require(result.files.first { $0.path == "Docs/XNote.md" }?.contents)
        #expect(page.contains("**Example 1: Muted**") && !page.contains("Example 2: Small print**"), "\(page)")
    }
}
