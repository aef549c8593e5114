import TestSupport
import Testing

/// Names a spec gives (components, properties, cases) are the author's, not derived like a token's: each name
/// Swift refuses or reserves as a member (issue 45, item 8: the words `TokenNames` spells with a trailing
/// underscore or backticks) is an error at its position, never a generated `public enum Type`.
@Suite struct ReservedAuthorNameRuleTests {
    @Test(arguments: ["Type", "Self", "Protocol", "init", "self", "_", "default", "class", "Any"])
    func aReservedPropertyOrCaseNameIsRefused(name: String) {
        let diagnostics = SpecRun.diagnostics(["Row.yaml": """
            component: Row
            summary: A row.
            slots:
              - name: title
                options: [text]
            properties:
              - name: \(name)
                type: Bool
                default: "false"
              - name: role
                cases: [primary, \(name)]
            """])
        #expect(diagnostics.contains("specs/Row.yaml:7:11: error: property name '\(name)' is a reserved word in Swift"), "\(diagnostics)")
        #expect(diagnostics.contains("specs/Row.yaml:11:22: error: case name '\(name)' is a reserved word in Swift"), "\(diagnostics)")
    }

    @Test(arguments: ["Type", "Self", "Protocol", "Any"])
    func aReservedComponentNameIsRefused(name: String) {
        let diagnostics = SpecRun.diagnostics(["\(name).yaml": "component: \(name)\nsummary: A row.\nslots:\n  - name: title\n    options: [text]\n"])
        #expect(diagnostics.contains("specs/\(name).yaml:1:12: error: component name '\(name)' is a reserved word in Swift"), "\(diagnostics)")
    }
}
