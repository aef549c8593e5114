@testable import CatalogCore
import TestSupport
import Testing

/// Text that would be published as it is while it still reads as a stub: `catalog new`'s TODO summary and
/// the placeholders of generated call sites in examples. Warnings: the catalog still generates.
@Suite struct PublishedTextTests {
    static let slots = "slots:\n  - name: title\n    options: [text]\n"

    @Test func aTodoSummaryWarns() {
        #expect(SpecRun.diagnostics(["Row.yaml": "component: Row\nsummary: TODO one line that says what Row is.\n" + Self.slots]) == [
            "specs/Row.yaml:2:10: warning: summary still starts with TODO: say in one line what Row is (the reference and Quick Help show it)",
        ])
        #expect(SpecRun.diagnostics(["Row.yaml": "component: Row\nsummary: Lists what is left to do.\n" + Self.slots]).isEmpty)
    }

    @Test func aSamplePlaceholderInAnExampleWarns() {
        let spec = "component: Row\nsummary: A row.\n" + Self.slots + """
            examples:
              - { title: Stub, code: "Row(title: \\"aString\\")" }
              - { title: Fine, code: "Row(title: \\"a\\")" }
              - { title: Also fine, code: "Row(title: \\"an Apple\\")" }
            """
        #expect(SpecRun.diagnostics(["Row.yaml": spec]) == [
            "specs/Row.yaml:7:27: warning: example uses the placeholder \"aString\": show a value a reader would pass (examples are published)",
        ])
        #expect(Validator.samplePlaceholder(in: #"X(a: "anInt", b: "Jane")"#) == "anInt")
        #expect(Validator.samplePlaceholder(in: #"X(a: "America")"#) == nil)
    }
}
