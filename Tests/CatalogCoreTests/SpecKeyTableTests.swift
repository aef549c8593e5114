@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The tables of keys: `ref:` inherits every key a shared slot can have, and docs/SpecFormat.md documents
/// every key of every table at its anchor.
@Suite struct SpecKeyTableTests {
    /// A shared slot that sets every key a shared slot may have.
    static let everySharedKey: [(key: String, yaml: String)] = [
        ("options", "[text]"), ("optional", "true"), ("component", "Badge"), ("resolver", "R"), ("doc", "D"),
        ("builder", "B"), ("default", "X()"), ("generic", "G"), ("textType", "AttributedString"),
        ("renamed", "oldName"), ("deprecated", "Use another."), ("argumentLabel", "value"),
        ("backedBy", "{ type: Heading, expression: 'Heading($0)' }"), ("input", "Bool"), ("viewType", "DSButton"),
        ("symbolLabel", "systemImage"), ("builderLabel", "{ alone: label, beside: valueLabel }"),
    ]

    @Test func refInheritsEveryKey() throws {
        #expect(Set(Self.everySharedKey.map(\.key)) == Set(SpecKeyTable<SlotSpec>.sharedSlot.names),
                "set every key of the shared slot table here")
        let shared = "slots:\n  full:\n" + Self.everySharedKey.map { "    \($0.key): \($0.yaml)\n" }.joined()
        let (specs, diagnostics) = SpecLoader.load([
            InputFile(path: "specs/catalog.yaml", text: shared),
            InputFile(path: "specs/Card.yaml", text: "component: Card\nsummary: A card.\nslots:\n  - ref: full\n"),
        ])
        #expect(diagnostics.isEmpty)
        let sharedSlot = try #require(specs.settings?.slots.first)
        let local = try #require(specs.components.first?.slots.first)
        let resolved = ValidationRun.resolved(local, sharedSlots: ["full": sharedSlot])
        var expected = sharedSlot
        expected.name = local.name
        expected.ref = local.ref
        #expect(resolved == expected)
    }

    @Test func keysBesideRefWin() throws {
        let (specs, _) = SpecLoader.load([
            InputFile(path: "specs/catalog.yaml", text: "slots:\n  title: { options: [text], deprecated: Old. }\n"),
            InputFile(path: "specs/Card.yaml", text: "component: Card\nsummary: A card.\nslots:\n  - { ref: title, deprecated: New. }\n"),
        ])
        let shared = try #require(specs.settings?.slots.first)
        let local = try #require(specs.components.first?.slots.first)
        #expect(ValidationRun.resolved(local, sharedSlots: ["title": shared]).deprecated?.value == "New.")
    }

    /// Each table's `## ` section lists exactly its keys, and each key with an anchor prefix has its `<a id>`.
    @Test func docsDocumentEveryKeyOfEveryTable() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SpecFormat.md"), encoding: .utf8)
        let sections = try SpecFormatDocTests.sections()
        let tables: [(section: String?, names: [String], anchor: (String) -> String, hasPrefix: Bool)] = [
            (SpecKeyTable<ComponentSpec>.component.docsSection, SpecKeyTable<ComponentSpec>.component.names,
             SpecKeyTable<ComponentSpec>.component.anchor(of:), false),
            (SpecKeyTable<PropertySpec>.property.docsSection, SpecKeyTable<PropertySpec>.property.names,
             SpecKeyTable<PropertySpec>.property.anchor(of:), true),
            (SpecKeyTable<SlotSpec>.slot.docsSection, SpecKeyTable<SlotSpec>.slot.names, SpecKeyTable<SlotSpec>.slot.anchor(of:), true),
            (SpecKeyTable<ModelSpec>.model.docsSection, SpecKeyTable<ModelSpec>.model.names, SpecKeyTable<ModelSpec>.model.anchor(of:), true),
            (SpecKeyTable<ExampleSpec>.example.docsSection, SpecKeyTable<ExampleSpec>.example.names,
             SpecKeyTable<ExampleSpec>.example.anchor(of:), true),
            (SpecKeyTable<CatalogSettingsSpec>.settings.docsSection, SpecKeyTable<CatalogSettingsSpec>.settings.names,
             SpecKeyTable<CatalogSettingsSpec>.settings.anchor(of:), true),
        ]
        for table in tables {
            let section = try #require(table.section)
            let documented = try #require(sections[section], "no section '## \(section)'")
            #expect(Set(documented) == Set(table.names), "section '\(section)'")
            #expect(documented.count == Set(documented).count, "a key documented twice in '\(section)'")
            guard table.hasPrefix else { continue }
            for name in table.names {
                #expect(text.contains("<a id=\"\(table.anchor(name))\"></a>"), "no anchor for '\(name)' in '\(section)'")
            }
        }
    }
}
