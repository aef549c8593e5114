@testable import CatalogCore
import Testing

/// The audit's record as an input (issue 49, item 4): it is derived, so a record that cannot be read, or that
/// names what the specs no longer have, is a positioned warning and the reference leaves it out; it never
/// stops generation.
@Suite struct AuditRecordTests {
    static let spec = """
        component: Tag
        summary: A tag.
        slots:
          - name: label
            options: [text]
        examples:
          - title: One
            code: 'Tag(label: "One")'

        """

    static func generate(record: String) -> Pipeline.Result {
        Pipeline.generate([InputFile(path: "specs/Tag.yaml", text: spec, role: .spec),
                           InputFile(path: "specs/audit/accessibility.json", text: record, role: .auditRecord)], products: .docs)
    }

    static func record(_ examples: String, version: Int = 1) -> String {
        """
        {"format": "catalog-accessibility-audit", "version": \(version), "summary": "audited 16 example renderings", "examples": [
        \(examples)
        ]}
        """
    }

    static let tagOne = ##"{"component": "Tag", "example": 1, "spec": "specs/Tag.yaml:8", "renderings": [{"modes": "every mode", "texts": [{"text": "One", "foreground": "#000000", "background": "#FFFFFF", "ratio": 21, "minimum": 4.5}], "findings": []}]}"##

    @Test func aCurrentRecordIsShownWithoutAWord() throws {
        let result = Self.generate(record: Self.record(Self.tagOne))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let page = try #require(result.files.first { $0.path == "Docs/Tag.md" }?.contents)
        #expect(page.contains("| every mode | `\"One\"` 21:1 (#000000 on #FFFFFF) | passes |"), "\(page)")
    }

    @Test(arguments: [
        (##"{"component": "Tag", "example": 1"##, "specs/audit/accessibility.json:3:1: warning: YAML syntax error: did not find expected ',' or '}' while parsing a flow mapping"),
        (tagOne.replacingOccurrences(of: "\"ratio\"", with: "\"ration\""), "specs/audit/accessibility.json:2:179: warning: unknown key 'ration'; did you mean 'ratio'?"),
        (tagOne.replacingOccurrences(of: "\"Tag\"", with: "\"Chip\""), "specs/audit/accessibility.json:2:1: warning: no spec declares the component 'Chip'"),
        (tagOne.replacingOccurrences(of: "\"example\": 1", with: "\"example\": 2"), "specs/audit/accessibility.json:2:1: warning: Tag has no example 2"),
    ])
    func aRecordThatDoesNotFitIsAPositionedWarningAndLeftOut(examples: String, expected: String) throws {
        let result = Self.generate(record: Self.record(examples))
        let messages = result.diagnostics.map(\.formatted)
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(messages)")
        #expect(!result.diagnostics.hasErrors && result.plan != nil)
        let page = try #require(result.files.first { $0.path == "Docs/Tag.md" }?.contents)
        #expect(!page.contains("| every mode |"), "\(page)")
    }

    @Test func anotherVersionIsNotRead() {
        let messages = Self.generate(record: Self.record(Self.tagOne, version: 2)).diagnostics.map(\.formatted)
        #expect(messages.contains { $0.hasPrefix("specs/audit/accessibility.json:1:54: warning: the audit record's version is 2; this catalog reads version 1") }, "\(messages)")
    }
}
