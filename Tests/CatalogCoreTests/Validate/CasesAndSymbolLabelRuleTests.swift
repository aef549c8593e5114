@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of revision 5's `cases` (a property's generated enum) and `symbolLabel` (the `systemImage`
/// form's label): each with its exact, positioned diagnostic, and what they make of the plan (compiled in
/// CasesAndSymbolLabelResolutionTests).
@Suite struct CasesRuleTests {
    @Test func casesAreLowerCamelCaseIdentifiersOnce() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            properties:
              - name: role
                cases: [primary, primary-action, default, Primary, { name: primary, doc: Again. }]
              - name: size
                cases: []
            """]) == [
                "specs/Row.yaml:6:22: error: case name 'primary-action' is not a valid Swift identifier",
                "specs/Row.yaml:6:38: error: case name 'default' is a reserved word in Swift",
                "specs/Row.yaml:6:47: error: case name 'Primary' must be lowerCamelCase",
                "specs/Row.yaml:6:64: error: duplicate case 'primary' of 'role' (first at 6:13)",
                "specs/Row.yaml:8:12: error: 'cases' of 'size' is empty; list at least one case (cases: [primary, secondary])",
            ])
    }

    @Test func aTypeBesideCasesNamesTheEnum() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            properties:
              - name: role
                type: String
                cases: [primary]
                default: primary
              - name: size
                type: RowSize?
                cases: [small, large]
                default: nil
              - name: tone
                type: RowTone
                cases: [plain]
                default: RowTone.plain
            """]) == [
                "specs/Row.yaml:6:11: error: type 'String' conflicts with 'cases': the type of 'role' is the generated enum 'RowRole'; write 'type: RowRole' (or 'RowRole?'), or leave 'type' out",
            ])
    }

    @Test func defaultsNameACaseWithSuggestions() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            properties:
              - name: role
                cases: [primary, secondary]
                default: primay
              - name: size
                cases: [small, large]
                default: '"small"'
              - name: tone
                cases: [plain, loud]
                default: nil
              - name: kind
                cases: [plain, loud]
                token: color.accent
            slots:
              - name: label
                options: [text]
              - name: detail
                optional: true
                options: [text]
            """]) == [
                "specs/Row.yaml:7:14: error: default 'primay' of 'role' is not one of its cases; did you mean 'primary'?",
                "specs/Row.yaml:10:14: error: default '\"small\"' of 'size' must name one of its cases (small, large)",
                "specs/Row.yaml:13:14: error: default 'nil' of 'tone' is not one of its cases (its cases: plain, loud)",
                "specs/Row.yaml:16:12: error: 'token' cannot stand beside 'cases': the type of 'kind' is the generated enum 'RowKind', which no token's value is; write 'default:' with a case",
            ])
        // Each family's default names a case too.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + RuleSpecs.tileSlots + """
            properties:
              - name: role
                cases: [primary, secondary]
                default: { builder: primary, values: secundary }
            """]) == [
                "specs/Row.yaml:13:42: error: default 'secundary' of 'role' is not one of its cases; did you mean 'secondary'?",
            ])
    }

    @Test func withoutTypeOrCasesAPropertyIsRefused() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "properties:\n  - name: role\n    doc: The role.\n"])
            == ["specs/Row.yaml:5:5: error: missing required key 'type' in property (or 'cases', for a generated enum)"])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "properties:\n  - name: role\n    cases: [{ name: primary, dok: Main. }]\n"])
            == ["specs/Row.yaml:6:30: error: unknown key 'dok'; did you mean 'doc'?"])
    }

    @Test func theEnumClashesWithNoOtherType() {
        let files = [
            "RowRole.yaml": "component: RowRole\nsummary: A component named as Row's enum.\n",
            "Row.yaml": RuleSpecs.header + "properties:\n  - name: role\n    cases: [primary]\n    default: primary\n",
            "Tile.yaml": "component: Tile\nsummary: A tile.\nstyle: true\nproperties:\n  - name: styleConfiguration\n    cases: [plain]\n    default: plain\n",
        ]
        #expect(SpecRun.diagnostics(files) == [
            "specs/Row.yaml:4:11: error: the enum 'RowRole' of 'role' has the name of the component RowRole; rename the property",
            "specs/Tile.yaml:5:11: error: the enum 'TileStyleConfiguration' of 'styleConfiguration' has the name of a type Tile's style generates; rename the property",
        ])
    }

    @Test func theEnumIsTheTypeAndTheDefaultsAreCases() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            access: package
            properties:
              - name: role
                cases: [primary, { name: secondary, doc: Beside a primary one. }]
                default: primary
                doc: How prominent it is.
              - name: size
                type: RowSize?
                cases: [small, large]
                default: RowSize.large
            """)
        let role = try #require(plan.properties.first)
        #expect(role.type.description == "RowRole")
        #expect(role.defaultValue == ".primary")
        #expect(role.enumeration == PropertyEnum(name: "RowRole", cases: [EnumCase(name: "primary"), EnumCase(name: "secondary", doc: "Beside a primary one.")]))
        #expect(plan.properties[1].defaultValue == ".large")
        #expect(RuleSpecs.declarations(plan) == ["package init(role: RowRole = .primary, size: RowSize? = .large)", "package init(model: any RowModel)"])
        let file = SwiftPrinter.print(ComponentDeclarations(plan).enumerations)
        #expect(file == """
            /// The values of ``Row``'s `role`.
            ///
            /// How prominent it is.
            package enum RowRole: Hashable, Sendable {
                case primary
                /// Beside a primary one.
                case secondary
            }

            /// The values of ``Row``'s `size`.
            package enum RowSize: Hashable, Sendable {
                case small
                case large
            }

            """)
    }
}

@Suite struct SymbolLabelRuleTests {
    static let button = """
        slots:
          - name: title
            options: [text, unlabeled]
          - name: icon
            optional: true
            options: [systemImage]
            symbolLabel: systemImage

        """

    @Test func theSymbolFormTakesTheLabel() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + Self.button)
        #expect(RuleSpecs.declarations(plan).contains("public init(_ title: LocalizedStringKey, systemImage iconSystemName: String? = nil)"))
        // The model keeps the requirement's name.
        #expect(plan.model?.requirements.map(\.name) == ["title", "iconSystemName"])
    }

    @Test func aRenameDoesNotRelabelTheSymbol() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: title
                options: [text, unlabeled]
              - name: glyph
                renamed: icon
                optional: true
                options: [systemImage]
                symbolLabel: systemImage
            """)
        // Only the builder's `icon:` forwards; the symbol's label never was `iconSystemName:` here.
        let declarations = RuleSpecs.declarations(plan)
        #expect(!declarations.contains { $0.contains("iconSystemName") })
        #expect(declarations.filter { $0.contains("systemImage ") }.count == 2)
    }

    @Test func theLabelIsAnIdentifierOnASymbolSlotThatNothingElseCarries() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            properties:
              - name: systemImage
                type: String
            slots:
              - name: title
                options: [text]
                symbolLabel: symbol
              - name: icon
                options: [systemImage, text]
                symbolLabel: _
              - name: badge
                optional: true
                options: [systemImage]
                symbolLabel: system-image
              - name: glyph
                optional: true
                options: [systemImage, text]
                symbolLabel: glyph
              - name: mark
                optional: true
                options: [systemImage]
                symbolLabel: systemImage
            """]) == [
                "specs/Row.yaml:9:18: error: symbolLabel labels the symbol name of the 'systemImage' option, and slot 'title' has no 'systemImage' option; add it to options, or remove symbolLabel",
                "specs/Row.yaml:12:18: error: symbolLabel cannot be '_': a symbol name and a text would both be an unlabeled string, and a call could not tell them apart; write a label (symbolLabel: systemImage)",
                "specs/Row.yaml:16:18: error: symbolLabel 'system-image' is not an identifier",
                "specs/Row.yaml:20:18: error: symbolLabel 'glyph' of slot 'glyph' is also the label of its text form: a call could not tell a symbol name from that value; choose another label",
                "specs/Row.yaml:24:18: error: symbolLabel 'systemImage' of slot 'mark' repeats the label 'systemImage:' of property 'systemImage' in the same initializer; choose another label",
            ])
    }

    @Test func inCompactTheSymbolMustBeTheFirstForm() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: icon
                options: [text, systemImage]
                symbolLabel: systemImage
            """]) == [
                "specs/Row.yaml:7:18: warning: symbolLabel has no effect: a compact component takes only the first value form of slot 'icon' ('text'); list systemImage first in options, or remove symbolLabel",
            ])
    }
}

/// Both references list a `cases:` property's enum under its component: the Markdown page in a section of its
/// own (the property's type links there), the DocC page in its overview and its Topics, so DocC does not file
/// the enum under the module's Enumerations.
@Suite struct CasesReferenceTests {
    static let files = [InputFile(path: "specs/DSButton.yaml", text: """
        component: DSButton
        summary: A button.
        initializers: compact
        properties:
          - name: role
            cases: [primary, { name: secondary, doc: Beside a primary one. }]
            default: primary
            doc: How prominent it is.
        slots:
          - name: title
            options: [text, unlabeled]
        """)]

    @Test func bothReferencesListTheEnumUnderItsComponent() throws {
        let result = Pipeline.generate(Self.files, products: [.docs, .docc])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let markdown = try #require(result.files.first { $0.path == "Docs/DSButton.md" }?.contents)
        #expect(markdown.contains("| `role` | [`DSButtonRole`](#dsbuttonrole) | `.primary` | no | How prominent it is. |"))
        #expect(markdown.contains("""
            ## Enumerations

            ### `DSButtonRole`

            The type of `role`. How prominent it is.

            ```swift
            public enum DSButtonRole: Hashable, Sendable
            ```

            | Case | Description |
            |---|---|
            | `.primary` | — |
            | `.secondary` | Beside a primary one. |
            """))
        let docc = try #require(result.files.first { $0.path.hasSuffix("DSButton.md") && $0.path != "Docs/DSButton.md" }?.contents)
        #expect(docc.contains("### Enumerations\n\n- ``DSButtonRole``: The type of `role`. How prominent it is. Cases: `.primary`, `.secondary`."))
        let topics = try #require(docc.components(separatedBy: "## Topics\n\n").last)
        #expect(topics.contains("### Enumerations\n\n- ``DSButtonRole``"))
    }
}

/// A renamed `cases:` property renames its enum (`RowRole` → `RowKind`): the old name stays a deprecated alias,
/// so code that names the type keeps compiling, with a warning; the old name must be free.
@Suite struct CasesRenameTests {
    @Test func theOldEnumNameIsADeprecatedAlias() throws {
        let plan = try RuleSpecs.component(RuleSpecs.header + "properties:\n  - name: kind\n    renamed: role\n    cases: [primary]\n    default: primary\n")
        #expect(SwiftPrinter.print(ComponentDeclarations(plan).enumerationAliases) == """
            /// Renamed ``RowKind``.
            @available(*, deprecated, renamed: "RowKind")
            public typealias RowRole = RowKind

            """)
        let files = ["RowRole.yaml": "component: RowRole\nsummary: A component named as Row's old enum.\n",
                     "Row.yaml": RuleSpecs.header + "properties:\n  - name: kind\n    renamed: role\n    cases: [primary]\n    default: primary\n"]
        #expect(SpecRun.diagnostics(files) == ["specs/Row.yaml:4:11: error: the old name 'RowRole' of 'kind' has the name of the component RowRole; rename the property"])
    }
}
