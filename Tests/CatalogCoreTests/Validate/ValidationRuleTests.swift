import CatalogCore
import TestSupport
import Testing

/// One test per rule: a small bad spec and the exact diagnostic, line and column included.
@Suite struct ValidationRuleTests {
    @Test func validSpecHasNoDiagnostics() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            slots:
              - name: title
                options: [text]
            """]) == [])
    }

    @Test func unknownKeySuggestsTheClosest() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            slots:
              - name: actions
                optinal: true
            """]) == ["specs/Card.yaml:5:5: error: unknown key 'optinal'; did you mean 'optional'?"])
    }

    @Test func unknownKeyWithoutNearMissListsTheKeys() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            colour: red
            slots:
              - name: title
            """]).first?.hasPrefix("specs/Card.yaml:3:1: error: unknown key 'colour' in component (expected one of: component, summary, ") == true)
    }

    @Test func wrongTypes() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: [not, a, string]
            slots:
              - name: title
                optional: yes
                options: text
            """]) == [
                "specs/Card.yaml:2:10: error: expected a string for 'summary', found a sequence",
                "specs/Card.yaml:5:15: error: expected true or false for 'optional', found 'yes'",
                "specs/Card.yaml:6:14: error: expected a list for 'options', found 'text'",
            ])
    }

    @Test func missingRequiredKeys() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            slots:
              - options: [text]
            """]) == [
                "specs/Card.yaml:1:1: error: missing required key 'summary' in component",
                "specs/Card.yaml:3:5: error: missing required key 'name' in slot",
            ])
    }

    @Test func everyProblemOfAFileIsReportedInOrder() {
        let diagnostics = SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            acess: public
            slots:
              - name: title
                optinal: true
                options: [txt]
            """])
        #expect(diagnostics == [
            "specs/Card.yaml:3:1: error: unknown key 'acess'; did you mean 'access'?",
            "specs/Card.yaml:6:5: error: unknown key 'optinal'; did you mean 'optional'?",
            "specs/Card.yaml:7:15: error: 'txt' is not a slot option; did you mean 'text'?",
        ])
    }

    @Test func duplicateKey() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            summary: Again.
            slots:
              - name: title
            """]) == ["specs/Card.yaml:3:1: error: duplicate key 'summary' in component"])
    }

    @Test func duplicateComponentNames() {
        let card = "component: Card\nsummary: A card.\nslots:\n  - name: title\n"
        let json = #"{"component": "Card", "summary": "Again.", "slots": [{"name": "title"}]}"#
        #expect(SpecRun.diagnostics(["Card.yaml": card, "Card.json": json])
            == ["specs/Card.yaml:1:12: error: duplicate component 'Card' (first declared at specs/Card.json:1:15)"])
    }

    @Test func namesThatCollideOnCaseInsensitiveFileSystems() {
        let spec = { (name: String) in "component: \(name)\nsummary: S.\nslots:\n  - name: title\n" }
        #expect(SpecRun.diagnostics(["Card.yaml": spec("Card"), "CARD.yaml": spec("CARD"), "Index.yaml": spec("Index")]) == [
            "specs/Card.yaml:1:12: error: component 'Card' differs only in case from 'CARD' (specs/CARD.yaml): their files would collide on a case-insensitive file system",
            "specs/Index.yaml:1:12: error: component 'Index' differs only in case from the reference's index.md: their files would collide on a case-insensitive file system",
        ])
    }

    @Test func duplicateSlotAndPropertyNames() {
        #expect(SpecRun.diagnostics(["Row.yaml": """
            component: Row
            summary: A row.
            properties:
              - name: title
                type: String
            slots:
              - name: title
              - name: badge
              - name: badge
            """]) == [
                "specs/Row.yaml:7:11: error: duplicate name 'title' (a slot or property at 4:11 has it)",
                "specs/Row.yaml:9:11: error: duplicate name 'badge' (a slot or property at 8:11 has it)",
            ])
    }

    @Test func invalidAndReservedIdentifiers() {
        #expect(SpecRun.diagnostics(["card.yaml": """
            component: card
            summary: A card.
            slots:
              - name: 2fast
              - name: default
              - name: Title
            """]) == [
                "specs/card.yaml:1:12: error: component name 'card' must be UpperCamelCase",
                "specs/card.yaml:4:11: error: slot name '2fast' is not a valid Swift identifier",
                "specs/card.yaml:5:11: error: slot name 'default' is a reserved word in Swift",
                "specs/card.yaml:6:11: error: slot name 'Title' must be lowerCamelCase",
            ])
    }

    @Test func unknownComponentAndRefTargets() {
        #expect(SpecRun.diagnostics([
            "catalog.yaml": "slots:\n  title: { options: [text] }\n",
            "Row.yaml": """
                component: Row
                summary: A row.
                slots:
                  - name: header
                    ref: titel
                  - name: detail
                    component: Bagde
                """,
            "Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
        ]) == [
            "specs/Row.yaml:5:10: error: no shared slot 'titel' in catalog.yaml; did you mean 'title'?",
            "specs/Row.yaml:7:16: error: no component named 'Bagde'; did you mean 'Badge'?",
        ])
    }

    @Test func componentCycle() {
        #expect(SpecRun.diagnostics([
            "A.yaml": "component: A\nsummary: A.\nslots:\n  - name: toB\n    component: B\n",
            "B.yaml": "component: B\nsummary: B.\nslots:\n  - name: toA\n    component: A\n",
        ]) == ["specs/A.yaml:1:12: error: components form a cycle: A → B → A"])
    }

    @Test func emptyWithOptional() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            slots:
              - name: title
                optional: true
                options: [empty]
            """]) == ["specs/Card.yaml:6:15: error: 'empty' cannot be combined with 'optional: true': an optional slot can already be left out"])
    }

    @Test func typeAndDefaultMustBeOneSwiftTypeAndExpression() {
        #expect(SpecRun.diagnostics(["Row.yaml": """
            component: Row
            summary: A row.
            properties:
              - name: count
                type: "Int) -> Void {"
              - name: spacing
                type: Double
                default: "1) {} ; func evil() {"
              - name: isOn
                type: Bool
                binding: true
                default: nil
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:5:11: error: type 'Int) -> Void {' is not exactly one Swift type",
                "specs/Row.yaml:8:14: error: default '1) {} ; func evil() {' is not exactly one Swift expression",
                "specs/Row.yaml:12:14: error: a binding's default must be a Binding, not nil; did you mean '.constant(nil)'?",
            ])
    }

    @Test func wellFormedTypesAndDefaultsPass() {
        let catalog = SpecRun.catalog(["Row.yaml": """
            component: Row
            summary: A row.
            properties:
              - name: onTap
                type: "@MainActor () -> Void"
              - name: tags
                type: "[String: Int]?"
                default: "[\\"a\\": 1]"
              - name: selection
                type: "String?"
                binding: true
                default: ".constant(nil)"
            slots:
              - name: title
            """])
        #expect(catalog?.components.first?.properties.map(\.isClosure) == [true, false, false])
    }

    @Test func tooManyInitializers() {
        #expect(SpecRun.diagnostics([
            "catalog.yaml": "maxInitializers: 10\n",
            "Card.yaml": """
                component: Card
                summary: A card.
                slots:
                  - name: title
                    options: [text, systemImage]
                  - name: subtitle
                    optional: true
                    options: [text]
                """,
        ]) == ["specs/Card.yaml:1:12: error: Card would get 17 initializers, more than maxInitializers (10); the slots with the most forms: 'title' (4 forms), 'subtitle' (4 forms). Use 'initializers: compact' (at most five initializers), fewer options, or a higher maxInitializers"])
    }

    /// Counting never lists initializers: 40 slots of 4 forms each are reported at once, not enumerated.
    @Test func fortySlotCombinatorialSpecFailsWithTheLimitAtOnce() {
        let slots = (0..<40).map { "  - name: s\($0)\n    optional: true\n    options: [text, image]\n" }.joined()
        let diagnostics = SpecRun.diagnostics(["Wide.yaml": "component: Wide\nsummary: Forty slots.\nslots:\n" + slots])
        #expect(diagnostics == ["specs/Wide.yaml:1:12: error: Wide would get about 9 × 10^27 initializers, more than maxInitializers (64); the slots with the most forms: 's0' (5 forms), 's1' (5 forms), 's2' (5 forms). Use 'initializers: compact' (at most five initializers), fewer options, or a higher maxInitializers"])
        let compact = SpecRun.diagnostics(["Wide.yaml": "component: Wide\nsummary: Forty slots.\ninitializers: compact\nslots:\n" + slots])
        #expect(compact.isEmpty)
    }

    @Test func presenceFlagMustNotClashWithAMember() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            properties:
              - name: hasIcon
                type: Bool
            slots:
              - name: icon
                optional: true
            """]) == ["specs/Card.yaml:7:11: error: 'hasIcon' tells whether slot 'icon' was given; rename the slot or property at 4:11"])
    }

    @Test func explicitModelThatCannotBeHonoured() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            slots:
              - name: title
                options: [text]
              - name: content
            model:
              generate: true
            """]) == ["specs/Card.yaml:8:13: error: model.generate is true, but the required slot 'content' has no value form for the model to provide (add options, or make it optional or empty)"])
    }

    @Test func privateAccessIsRejected() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            access: private
            slots:
              - name: title
            """]) == ["specs/Card.yaml:3:9: error: access 'private' is not supported: the generated initializers must be visible to their callers (use public, package or internal)"])
    }

    @Test func genericParameterMustNotShadowUsedTypes() {
        #expect(SpecRun.diagnostics([
            "Header.yaml": "component: Header\nsummary: A header.\nslots:\n  - name: badge\n    component: Badge\n  - name: text\n  - name: body\n",
            "Badge.yaml": "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n",
        ]) == [
            "specs/Header.yaml:4:11: error: slot 'badge' would have the generic parameter 'Badge', which hides the type 'Badge' that Header's generated code uses; set 'generic' to another name (the slot keeps its label)",
            "specs/Header.yaml:6:11: error: slot 'text' would have the generic parameter 'Text', which hides the type 'Text' that Header's generated code uses; set 'generic' to another name (the slot keeps its label)",
            "specs/Header.yaml:7:11: error: 'body' is reserved: it is the View's body",
        ])
    }

    @Test func componentUsedAsValueNeedsAValueForm() {
        #expect(SpecRun.diagnostics([
            "Header.yaml": "component: Header\nsummary: A header.\nslots:\n  - name: status\n    component: Panel\n",
            "Panel.yaml": "component: Panel\nsummary: A panel.\nslots:\n  - name: content\n",
        ]) == ["specs/Header.yaml:5:16: error: component 'Panel' cannot be used as a value: its required slot 'content' has no value form (add options, or make it optional or empty)"])
    }

    @Test func summaryIsOneLine() {
        #expect(SpecRun.diagnostics(["Card.yaml": "component: Card\nsummary: |\n  Two\n  lines\nslots:\n  - name: title\n"])
            == ["specs/Card.yaml:2:10: error: summary must be one non-empty line"])
    }

    @Test func fileNamedAfterItsComponent() {
        #expect(SpecRun.diagnostics(["Divider.yaml": "component: LabeledDivider\nsummary: A divider.\nslots:\n  - name: caption\n"])
            == ["specs/Divider.yaml:1:12: error: the file 'Divider.yaml' declares component 'LabeledDivider'; name the file after the component ('LabeledDivider.yaml')"])
    }

    @Test func diagnosticsAreSortedByFileLineColumn() {
        let diagnostics = SpecRun.diagnostics([
            "B.yaml": "component: B\nsummary: B.\nslots:\n  - name: x\n    optinal: true\n",
            "A.yaml": "component: A\nsummary: A.\nfoo: 1\nslots:\n  - name: y\n    bar: 2\n",
        ])
        #expect(diagnostics.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
            "specs/A.yaml:3:1", "specs/A.yaml:6:5", "specs/B.yaml:5:5",
        ])
    }
}

@Suite struct SharedSlotTests {
    @Test func keysBesideRefOverrideTheSharedOnes() throws {
        let catalog = try #require(SpecRun.catalog([
            "catalog.yaml": "slots:\n  title: { options: [text], doc: The primary text. }\n",
            "Card.yaml": """
                component: Card
                summary: A card.
                slots:
                  - name: headline
                    ref: title
                    optional: true
                    doc: The card's headline.
                  - name: caption
                    ref: title
                """,
        ]))
        let slots = catalog.components[0].slots
        #expect(slots.map(\.name) == ["headline", "caption"])
        #expect(slots.map(\.valueForms) == [[.text], [.text]])
        #expect(slots.map(\.presence) == [.optional, .required])
        #expect(slots.map(\.doc) == ["The card's headline.", "The primary text."])
    }

    /// The bug a field-by-field merge had: a shared slot's `deprecated:` was read, then dropped, and the
    /// generated initializers were not deprecated.
    @Test func aSharedSlotsDeprecationReachesTheGeneratedCode() throws {
        let result = Pipeline.generate([
            InputFile(path: "specs/catalog.yaml", text: "slots:\n  oldTitle: { options: [text], deprecated: Use headline instead. }\n"),
            InputFile(path: "specs/Card.yaml", text: """
                component: Card
                summary: A card.
                slots:
                  - ref: oldTitle
                """),
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let card = try #require(result.plan?.components.first)
        #expect(card.slots.map(\.deprecation) == ["Use headline instead."])
        #expect(!card.initializers.isEmpty)
        for initializer in card.initializers where initializer.parameters.contains(where: { $0.owner == "oldTitle" && $0.defaultValue == nil }) {
            #expect(initializer.deprecation == "Use headline instead.", "\(initializer.selector)")
        }
        let swift = try #require(result.files.first { $0.path == "Swift/Card.swift" })
        #expect(swift.contents.contains("@available(*, deprecated, message: \"Use headline instead.\")"))
    }

    /// `ref:` without `name:` takes the shared slot's name; `name:` beside `ref:` still renames it.
    @Test func refWithoutNameTakesTheSharedName() throws {
        let catalog = try #require(SpecRun.catalog([
            "catalog.yaml": "slots:\n  title: { options: [text] }\n",
            "Card.yaml": "component: Card\nsummary: A card.\nslots:\n  - ref: title\n  - { name: subtitle, ref: title, optional: true }\n",
        ]))
        #expect(catalog.components[0].slots.map(\.name) == ["title", "subtitle"])
        #expect(SpecRun.diagnostics(["Card.yaml": "component: Card\nsummary: A card.\nslots:\n  - options: [text]\n"])
            == ["specs/Card.yaml:4:5: error: missing required key 'name' in slot"])
    }

    /// The types a value form names (`AttributedString` for `textType: AttributedString`) may not be shadowed,
    /// neither by another component's name (its module would then hide Foundation's type) nor by a slot's
    /// generic parameter (found by a dry run of a new form).
    @Test func aFormsTypesCannotBeShadowed() {
        let note = "component: Note\nsummary: N.\nslots:\n  - name: message\n    options: [text]\n    textType: AttributedString\n"
        #expect(SpecRun.diagnostics([
            "Note.yaml": note,
            "AttributedString.yaml": "component: AttributedString\nsummary: A.\nslots:\n  - name: title\n    options: [text]\n",
        ]) == ["specs/AttributedString.yaml:1:12: error: component 'AttributedString' would shadow the type 'AttributedString' that Note's generated code uses"])
        let generic = SpecRun.diagnostics(["Note.yaml": note.replacingOccurrences(of: "name: message", with: "name: attributedString")])
        #expect(generic.count == 1 && generic[0].contains("hides the type 'AttributedString'"), "\(generic)")
        #expect(SpecRun.diagnostics(["Note.yaml": note]) == [])
    }
}
