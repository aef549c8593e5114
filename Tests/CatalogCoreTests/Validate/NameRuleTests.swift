@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of generic parameter names, result builders and text types: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct NameRuleTests {
    @Test func genericParametersAreNamedAndDistinct() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            slots:
              - name: action
                generic: ActionView
              - name: actionView
              - name: icon
                generic: icon
              - name: detail
                generic: Body
            """]) == [
                "specs/Row.yaml:6:11: error: slot 'actionView' would have the generic parameter 'ActionView', which slot 'action' has; set 'generic' to another name",
                "specs/Row.yaml:8:14: error: generic parameter 'icon' must be UpperCamelCase",
                "specs/Row.yaml:10:14: error: slot 'detail' would have the generic parameter 'Body', which View reserves",
            ])
    }

    @Test func builderAndTextTypeAreChecked() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            slots:
              - name: tags
                builder: "() -> Void"
              - name: title
                textType: AttributedString
            """]) == [
                "specs/Row.yaml:5:14: error: builder '() -> Void' is not a result builder's type name",
                "specs/Row.yaml:7:15: error: textType applies to a slot's text form, and 'title' has no 'text' option",
            ])
    }

    /// `String` is a text type like the others: on a slot without `text` it is refused, misspelt it is suggested.
    @Test func stringTextTypeIsChecked() {
        #expect(SpecRun.diagnostics([
            "catalog.yaml": "module: Probe\ntextType: Strng\n",
            "Row.yaml": RuleSpecs.header + """
                slots:
                  - name: icon
                    options: [systemImage]
                    textType: String
                """,
        ]) == [
            "specs/Row.yaml:6:15: error: textType applies to a slot's text form, and 'icon' has no 'text' option",
            "specs/catalog.yaml:2:11: error: 'Strng' is not a text type; did you mean 'String'?",
        ])
    }
}
