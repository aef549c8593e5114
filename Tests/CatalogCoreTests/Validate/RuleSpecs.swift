@testable import CatalogCore
import TestSupport
import Testing

/// The small specs and helpers the rule tests (`…RuleTests`) share.
enum RuleSpecs {
    static let header = "component: Row\nsummary: A row.\n"
    static let compactHeader = "component: Row\nsummary: A row.\ninitializers: compact\n"
    static let toggle = """
        properties:
          - name: isOn
            type: Bool
            binding: true
        slots:
          - name: label
            options: [text, unlabeled]
        """

    /// Orbit's tile's slots (revision 4's families): an optional text description, optional content.
    static let tileSlots = """
        slots:
          - name: description
            optional: true
            options: [text]
          - name: content
            optional: true

        """

    static func component(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ComponentPlan {
        let catalog = try #require(SpecRun.catalog(["Row.yaml": spec]), "\(SpecRun.diagnostics(["Row.yaml": spec]))",
                                   sourceLocation: sourceLocation)
        return try #require(Planner.plan(catalog).components.first, sourceLocation: sourceLocation)
    }

    static func declarations(_ plan: ComponentPlan) -> [String] {
        ComponentDeclarations(plan).initializers.map { $0.lines.joined(separator: " ") }
    }
}
