@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// `audit: accept:` (SPEC revision 5): read, checked with positioned errors, and carried to the gallery's
/// `CatalogExample.auditAccepted`, per example.
@Suite struct AuditAcceptRuleTests {
    static func spec(_ audit: String) -> String {
        """
        component: Tag
        summary: A tag.
        slots:
          - name: label
            options: [text]
        examples:
          - title: One
            code: 'Tag(label: "One")'
          - title: Two
            code: 'Tag(label: "Two")'
        audit:
          accept:
        \(audit)
        """
    }

    static func run(_ audit: String) -> Pipeline.Result {
        Pipeline.generate([InputFile(path: "specs/Tag.yaml", bytes: Array(spec(audit).utf8), role: .spec)], products: .swift)
    }

    @Test func acceptancesReachTheirExamples() throws {
        let result = Self.run("""
              - { check: contrast, reason: "Brand color, signed off by design.", example: 2, mode: dark }
              - { check: target-size, reason: Inline in text. }
        """)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let gallery = try #require(result.files.first { $0.path.hasSuffix("CatalogGallery.swift") }?.contents)
        #expect(gallery.contains("""
            case .tag1: return [CatalogAuditAcceptance(check: "target-size", reason: "Inline in text.", mode: nil, location: "specs/Tag.yaml:14")]
            """), "\(gallery)")
        #expect(gallery.contains("""
            case .tag2: return [CatalogAuditAcceptance(check: "contrast", reason: "Brand color, signed off by design.", mode: "dark", location: "specs/Tag.yaml:13"), CatalogAuditAcceptance(check: "target-size", reason: "Inline in text.", mode: nil, location: "specs/Tag.yaml:14")]
            """))
        #expect(gallery.contains("case .tag2: return \"specs/Tag.yaml:10\"") && gallery.contains("case .tag2: return 2"))
    }

    @Test(arguments: [
        ("  - { check: contrst, reason: x }", "specs/Tag.yaml:13:14: error: 'contrst' is not a check of the audit; did you mean 'contrast'?"),
        ("  - { check: label, reason: \"\" }", "specs/Tag.yaml:13:29: error: reason must be one non-empty line"),
        ("  - { check: label, reason: x, example: 3 }", "specs/Tag.yaml:13:41: error: example 3 is not one of Tag's 2 examples (numbered from 1)"),
        ("  - { check: label }", "specs/Tag.yaml:13:5: error: missing required key 'reason' in audit acceptance"),
    ])
    func aWrongAcceptanceIsAPositionedError(entry: String, expected: String) {
        let messages = Self.run(entry).diagnostics.map(\.formatted)
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(messages)")
    }

    /// The checks a spec names are the stand-in audit's (Sources/SwiftUI/TestAudit.swift): one list.
    @Test func theSpecsChecksAreTheAuditsChecks() throws {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/SwiftUI/TestAudit.swift"), encoding: .utf8)
        let body = try #require(source.components(separatedBy: "public enum Check: String, CaseIterable, Sendable {").dropFirst().first?
            .components(separatedBy: "\n    }").first)
        let names = body.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("case ") else { return nil }
            let parts = text.dropFirst(5).components(separatedBy: " = ")
            return parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : parts[0]
        }
        #expect(names == AuditCheck.allCases.map(\.rawValue))
    }
}
