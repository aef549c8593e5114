@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of renames, deprecation and status: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct EvolutionRuleTests {
    @Test func evolutionKeysAreChecked() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            deprecated: "  "
            available: { iOs: "17.0", macOS: "14.x" }
            properties:
              - name: value
                type: Int
                renamed: label
            slots:
              - name: label
                renamed: Title
            """]) == [
                "specs/Row.yaml:3:13: error: a deprecation message must be one non-empty line",
                "specs/Row.yaml:4:14: error: 'iOs' is not a platform of @available; did you mean 'iOS'?",
                "specs/Row.yaml:4:34: error: '14.x' is not a version like \"17.0\"",
                "specs/Row.yaml:8:14: error: previous name 'label' is a name in use (at 10:11); a renamed spelling must be free",
                "specs/Row.yaml:11:14: error: previous name 'Title' must be lowerCamelCase",
            ])
    }

    /// A renamed slot's old form parameters stay labels and model requirements: they must be free too.
    @Test func aRenamedSlotsOldParametersMustBeFree() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            properties:
              - name: glyphSystemName
                type: String
            slots:
              - name: icon
                options: [systemImage]
                renamed: glyph
            """]) == ["specs/Row.yaml:9:14: error: the parameter 'glyphSystemName' that the previous name 'glyph' keeps clashes with the name at 4:11"])
    }

    @Test func aDeprecatedStatusNeedsAMessage() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + "status: deprecated\n"])
            == ["specs/Row.yaml:3:9: error: status: deprecated needs a 'deprecated:' message that says what to use instead"])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + "status: beta\ndeprecated: Use Column.\n"]).filter { $0.contains("error") }
            == ["specs/Row.yaml:3:9: error: a deprecated component's status is deprecated; remove 'status: beta'"])
    }
}
