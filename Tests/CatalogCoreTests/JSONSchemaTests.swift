@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The editor schema, checked by a real JSON Schema validator (Python's jsonschema, draft 7): it accepts
/// every spec in specs/ and rejects what the loader rejects that a schema can express.
@Suite(.slow(.python)) struct JSONSchemaTests {
    static let script = """
        import json, sys, yaml, jsonschema
        schemas = json.load(open(sys.argv[1]))
        cases = json.load(open(sys.argv[2]))
        results = {}
        for name, case in cases.items():
            validator = jsonschema.Draft7Validator(schemas[case["schema"]])
            errors = list(validator.iter_errors(yaml.safe_load(case["text"])))
            results[name] = [e.message for e in errors]
        print(json.dumps(results))
        """

    static func validate(_ cases: [String: (schema: String, text: String)]) throws -> [String: [String]] {
        guard let python = Toolchain.find("python3") else { throw Toolchain.Failure(description: "python3 is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemas = "{\"component\": \(JSONSchema.component), \"settings\": \(JSONSchema.settings)}"
        try schemas.write(to: folder.appendingPathComponent("schemas.json"), atomically: true, encoding: .utf8)
        let caseData = try JSONSerialization.data(withJSONObject: cases.mapValues { ["schema": $0.schema, "text": $0.text] })
        try caseData.write(to: folder.appendingPathComponent("cases.json"))
        try script.write(to: folder.appendingPathComponent("check.py"), atomically: true, encoding: .utf8)
        let result = try Toolchain.run(python, [folder.appendingPathComponent("check.py").path,
                                                folder.appendingPathComponent("schemas.json").path,
                                                folder.appendingPathComponent("cases.json").path])
        guard result.status == 0, let data = result.output.split(separator: "\n").last.map({ Data($0.utf8) }),
              let decoded = try? JSONDecoder().decode([String: [String]].self, from: data) else {
            throw Toolchain.Failure(description: "the schema check did not run (needs python3 with jsonschema and PyYAML: `python3 -m pip install jsonschema pyyaml`, as bash .ci/setup does):\n\(result.output)")
        }
        return decoded
    }

    @Test func acceptsEverySpecOfTheCatalog() throws {
        var cases: [String: (schema: String, text: String)] = [:]
        // The specs only: the token files catalog.yaml names have their own format (DTCG), not this schema.
        for file in try PackagePaths.specFiles() where file.role == .spec {
            let isSettings = SpecLoader.isSettingsFile(file.path)
            cases[file.path] = (isSettings ? "settings" : "component", String(decoding: file.bytes, as: UTF8.self))
        }
        cases["a slot that takes its name from ref"] = ("component", "component: Card\nsummary: A card.\nslots:\n  - ref: title\n")
        let results = try Self.validate(cases)
        #expect(results.count == cases.count)
        for (name, errors) in results { #expect(errors.isEmpty, "\(name): \(errors)") }
    }

    @Test func rejectsWhatTheLoaderRejects() throws {
        let card = "component: Card\nsummary: A card.\nslots:\n  - name: title\n"
        let cases: [String: (schema: String, text: String)] = [
            "unknown key": ("component", card.replacingOccurrences(of: "  - name: title\n", with: "  - name: title\n    optinal: true\n")),
            "wrong type": ("component", "component: Card\nsummary: A card.\nslots: text\n"),
            "wrong enum": ("component", card + "access: privat\n"),
            "wrong option": ("component", card.replacingOccurrences(of: "  - name: title\n", with: "  - name: title\n    options: [txt]\n")),
            "missing summary": ("component", "component: Card\nslots:\n  - name: title\n"),
            "order not a list": ("component", card + "order: title\n"),
            "backedBy without expression": ("component", card.replacingOccurrences(of: "  - name: title\n", with: "  - name: title\n    options: [text]\n    backedBy: { type: Heading }\n")),
            "backedBy unknown key": ("component", card.replacingOccurrences(of: "  - name: title\n", with: "  - name: title\n    options: [text]\n    backedBy: { expresion: Heading($0) }\n")),
            "settings key": ("settings", "modul: Catalog\n"),
            "settings enum": ("settings", "textType: LocalizedString\n"),
            "slot without name or ref": ("component", "component: Card\nsummary: A card.\nslots:\n  - options: [text]\n"),
            "property without type or cases": ("component", card + "properties:\n  - name: role\n"),
            "case unknown key": ("component", card + "properties:\n  - name: role\n    cases: [{ name: primary, dok: Main. }]\n"),
        ]
        let results = try Self.validate(cases)
        for name in cases.keys { #expect(results[name]?.isEmpty == false, "the schema accepts the invalid spec '\(name)'") }
        // The loader agrees that each of them is wrong.
        for (name, testCase) in cases {
            let file = testCase.schema == "settings" ? "catalog.yaml" : "Card.yaml"
            let extra = testCase.schema == "settings" ? ["Card.yaml": card] : [:]
            #expect(!SpecRun.diagnostics(extra.merging([file: testCase.text]) { $1 }).isEmpty, "the loader accepts '\(name)'")
        }
    }
}

/// The schema lists exactly the keys of the loader's tables, with their required keys and enum values.
@Suite struct JSONSchemaKeyTests {
    func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func keys(_ object: [String: Any]) -> Set<String> {
        Set((object["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    func required(_ object: [String: Any]) -> Set<String> { Set(object["required"] as? [String] ?? []) }

    @Test func componentKeysAreTheTablesKeys() throws {
        let schema = try object(JSONSchema.component)
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(keys(schema) == Set(SpecKeyTable<ComponentSpec>.component.names))
        #expect(required(schema) == ["component", "summary"])
        let slot = try #require((properties["slots"] as? [String: Any])?["items"] as? [String: Any])
        #expect(keys(slot) == Set(SpecKeyTable<SlotSpec>.slot.names))
        #expect(keys(slot).isSuperset(of: ["backedBy", "input"]))
        #expect(required(slot).isEmpty, "a slot needs its name or a ref (anyOf)")
        // `backedBy`: an expression, or { type, expression }.
        let backedBy = try #require((slot["properties"] as? [String: Any])?["backedBy"] as? [String: Any])
        let mapping = try #require((backedBy["oneOf"] as? [[String: Any]])?.last)
        #expect(keys(mapping) == ["type", "expression"])
        #expect(required(mapping) == ["expression"])
        let state = try #require((properties["state"] as? [String: Any])?["items"] as? [String: Any])
        #expect(keys(state) == Set(SpecKeyTable<StateSpec>.state.names))
        #expect(required(state) == ["name", "wrapper"])
        let property = try #require((properties["properties"] as? [String: Any])?["items"] as? [String: Any])
        #expect(keys(property) == Set(SpecKeyTable<PropertySpec>.property.names))
        #expect(required(property) == ["name"])
        // `type` unless `cases` gives it (revision 5); a case is a name or { name, doc }.
        let alternatives = try #require(property["anyOf"] as? [[String: Any]])
        #expect(alternatives.map(required) == [["type"], ["cases"]])
        let cases = try #require((property["properties"] as? [String: Any])?["cases"] as? [String: Any])
        let caseMapping = try #require(((cases["items"] as? [String: Any])?["oneOf"] as? [[String: Any]])?.last)
        #expect(keys(caseMapping) == Set(SpecKeyTable<CaseSpec>.enumCase.names))
        #expect(required(caseMapping) == ["name"])
        #expect(keys(try #require(properties["model"] as? [String: Any])) == Set(SpecKeyTable<ModelSpec>.model.names))
        let example = try #require((properties["examples"] as? [String: Any])?["items"] as? [String: Any])
        #expect(keys(example) == Set(SpecKeyTable<ExampleSpec>.example.names))
        #expect(required(example) == ["title", "code"])
        let options = try #require((slot["properties"] as? [String: Any])?["options"] as? [String: Any])
        #expect(((options["items"] as? [String: Any])?["enum"] as? [String]).map(Set.init) == Set(SlotOption.allCases.map(\.rawValue)))
        #expect(((properties["access"] as? [String: Any])?["enum"] as? [String]).map(Set.init) == ["public", "package", "internal"])
        #expect(((properties["initializers"] as? [String: Any])?["enum"] as? [String]).map(Set.init) == ["combinatorial", "compact"])
    }

    @Test func settingsKeysAreTheTablesKeys() throws {
        let schema = try object(JSONSchema.settings)
        #expect(keys(schema) == Set(SpecKeyTable<CatalogSettingsSpec>.settings.names))
        let properties = try #require(schema["properties"] as? [String: Any])
        let shared = try #require((properties["slots"] as? [String: Any])?["additionalProperties"] as? [String: Any])
        #expect(keys(shared) == Set(SpecKeyTable<SlotSpec>.slot.names).subtracting(["name", "ref"]))
        #expect(((properties["textType"] as? [String: Any])?["enum"] as? [String]).map(Set.init) == ["LocalizedStringKey", "LocalizedStringResource", "AttributedString", "String"])
    }

    /// The unknown-key message lists the table's keys, in its order.
    @Test func unknownKeyMessagesListTheTable() {
        let component = SpecKeyTable<ComponentSpec>.component
        #expect(SpecRun.diagnostics(["Card.yaml": "component: Card\nsummary: A card.\ncolour: red\n"])
            == ["specs/Card.yaml:3:1: error: unknown key 'colour' in component (expected one of: \(component.names.joined(separator: ", ")))"])
        let shared = SpecKeyTable<SlotSpec>.sharedSlot
        #expect(SpecRun.diagnostics(["catalog.yaml": "slots:\n  title: { ref: x }\n", "Card.yaml": "component: Card\nsummary: A card.\n"])
            == ["specs/catalog.yaml:2:12: error: unknown key 'ref' in shared slot 'title' (expected one of: \(shared.names.joined(separator: ", ")))"])
    }

    /// The loader accepts every key the schema lists (no unknown-key diagnostic for any of them).
    @Test func loaderAcceptsEveryKey() {
        let diagnostics = SpecRun.diagnostics([
            "catalog.yaml": "module: Catalog\naccess: public\ntextType: LocalizedStringKey\ninitializers: compact\nmaxInitializers: 64\noutput: Generated\nslots:\n  title: { options: [text], optional: false, component: Card, resolver: R, doc: D }\n",
            "Card.yaml": """
                component: Card
                summary: A card.
                description: Long.
                group: Containers
                status: beta
                tags: [layout, surface]
                access: public
                initializers: combinatorial
                properties:
                  - { name: isOn, type: Bool, default: "false", binding: false, doc: D }
                slots:
                  - { name: title, ref: title, options: [text], optional: false, doc: D }
                model: { name: CardModel, generate: true }
                examples:
                  - { title: T, code: "Card(title: \\"x\\")" }
                """,
        ])
        #expect(diagnostics.filter { $0.contains("unknown key") } == [])
    }
}
