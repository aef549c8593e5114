/// JSON Schemas of the spec format, for YAML editors (`# yaml-language-server: $schema=…`): built from the
/// loader's own tables of keys (SpecKeyTables.swift), so the schema and the loader cannot drift apart.
public enum JSONSchema {
    /// Scalars the loader reads as text: YAML writes `default: 8` or `summary: 42` unquoted.
    static let text: JSON = .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])
    static let boolean: JSON = .object(["type": .string("boolean")])

    static func choice<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> JSON where Value.RawValue == String {
        .object(["enum": .array(Value.allCases.map { .string($0.rawValue) })])
    }

    static func choice(_ names: [String]) -> JSON { .object(["enum": .array(names.map(JSON.string))]) }

    static func array(_ items: JSON) -> JSON { .object(["type": .string("array"), "items": items]) }

    private static let draft = "http://json-schema.org/draft-07/schema#"

    /// The schema of one component spec (`specs/Card.yaml`).
    public static var component: String {
        SpecKeyTable<ComponentSpec>.component.schema(extra: ["$schema": .string(draft), "title": .string("catalog component spec")]).rendered() + "\n"
    }

    /// The schema of `specs/catalog.yaml`.
    public static var settings: String {
        SpecKeyTable<CatalogSettingsSpec>.settings.schema(extra: ["$schema": .string(draft), "title": .string("catalog settings (catalog.yaml)")]).rendered() + "\n"
    }
}

/// A JSON value rendered with sorted keys and two-space indentation: stable bytes.
package indirect enum JSON: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSON])
    case object([String: JSON])

    func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let value): return JSON.quote(value)
        case .number(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.keys.sorted().map { "\(inner)\(JSON.quote($0)): \(members[$0]!.rendered(indent: inner))" }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string literal (`StringLiteral`, the one escaper). `package`: the writer's manifest uses it too.
    package static func quote(_ text: String) -> String {
        StringLiteral.quoted(text, in: .json)
    }
}
