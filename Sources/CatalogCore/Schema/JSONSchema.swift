/// JSON Schemas of the spec format, for YAML editors (`# yaml-language-server: $schema=…`): built from the
/// loader's own key lists and enums, so the schema and the loader cannot drift apart.
public enum JSONSchema {
    /// Scalars the loader reads as text: YAML writes `default: 8` or `summary: 42` unquoted.
    private static let text: JSON = .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])
    private static let boolean: JSON = .object(["type": .string("boolean")])

    private static func choice<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> JSON where Value.RawValue == String {
        .object(["enum": .array(Value.allCases.map { .string($0.rawValue) })])
    }

    private static func object(_ keys: [String], required: [String] = [], _ properties: [String: JSON], extra: [String: JSON] = [:]) -> JSON {
        precondition(Set(properties.keys) == Set(keys), "the schema must list exactly the loader's keys")
        var members: [String: JSON] = ["type": .string("object"), "additionalProperties": .bool(false), "properties": .object(properties)]
        if !required.isEmpty { members["required"] = .array(required.map(JSON.string)) }
        return .object(members.merging(extra) { first, _ in first })
    }

    private static let slotProperties: [String: JSON] = [
        "name": text, "ref": text, "optional": boolean, "component": text, "resolver": text, "doc": text,
        "builder": text, "default": text, "generic": text, "textType": choice(TextType.self),
        "renamed": text, "deprecated": text, "input": text,
        "options": .object(["type": .string("array"), "items": choice(SlotOption.self)]),
        // An expression, or a mapping that also names the view's type.
        "backedBy": .object(["oneOf": .array([text, object(SpecLoader.backedByKeys, required: ["expression"],
                                                              ["type": text, "expression": text])])]),
    ]

    static var slot: JSON { object(SpecLoader.slotKeys, required: ["name"], slotProperties) }
    static var sharedSlot: JSON { object(SpecLoader.sharedSlotKeys, slotProperties.filter { SpecLoader.sharedSlotKeys.contains($0.key) }) }

    /// The schema of one component spec (`specs/Card.yaml`).
    public static var component: String {
        let property = object(SpecLoader.propertyKeys, required: ["name", "type"],
                              ["name": text, "type": text, "default": text, "binding": boolean, "doc": text,
                               "renamed": text, "deprecated": text])
        let model = object(SpecLoader.modelKeys, ["name": text, "generate": boolean])
        let example = object(SpecLoader.exampleKeys, required: ["title", "code"], ["title": text, "code": text, "deprecated": text])
        let state = object(SpecLoader.stateKeys, required: ["name", "wrapper"],
                           ["name": text, "wrapper": text, "type": text, "default": text, "keyPath": text])
        let schema = object(SpecLoader.componentKeys, required: ["component", "summary"], [
            "component": text, "summary": text, "description": text,
            "group": text, "status": choice(ComponentStatus.self),
            "tags": .object(["type": .string("array"), "items": text]),
            "access": choice(AccessLevel.self), "initializers": choice(InitializerStrategy.self),
            "properties": .object(["type": .string("array"), "items": property]),
            "order": .object(["type": .string("array"), "items": text]),
            "style": boolean, "deprecated": text,
            "available": .object(["type": .string("object"), "additionalProperties": text]),
            "state": .object(["type": .string("array"), "items": state]),
            "slots": .object(["type": .string("array"), "items": slot]),
            "model": model,
            "examples": .object(["type": .string("array"), "items": example]),
        ], extra: ["$schema": .string("http://json-schema.org/draft-07/schema#"), "title": .string("catalog component spec")])
        return schema.rendered() + "\n"
    }

    /// The schema of `specs/catalog.yaml`.
    public static var settings: String {
        let schema = object(SpecLoader.settingsKeys, [
            "module": text, "access": choice(AccessLevel.self), "textType": choice(TextType.self),
            "initializers": choice(InitializerStrategy.self),
            "maxInitializers": .object(["type": .string("integer"), "minimum": .number(1)]),
            "output": text, "styles": boolean,
            "slots": .object(["type": .string("object"), "additionalProperties": sharedSlot]),
        ], extra: ["$schema": .string("http://json-schema.org/draft-07/schema#"), "title": .string("catalog settings (catalog.yaml)")])
        return schema.rendered() + "\n"
    }
}

/// A JSON value rendered with sorted keys and two-space indentation: stable bytes.
package indirect enum JSON {
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

    /// A JSON string literal, escaped as `JSONEncoder` escapes it (without escaping slashes).
    /// `package`: the writer's manifest uses it too.
    package static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
