// One table of keys per mapping of the spec format. The loader reads a mapping through its table, the
// JSON Schema types it from the table, the unknown-key message lists the table's names, docs/SpecFormat.md
// documents each key at its anchor, and a slot's `ref:` inherits every key of the table: adding a key is
// one entry here (plus its rule in Validate/ and its use in Plan/), and none of these can drift apart.

/// One key of a mapping.
struct SpecKey<Spec: Sendable>: Sendable {
    let name: String
    /// Its type in the editor schema.
    let schema: JSON
    let isRequired: Bool
    /// Reads the key's value into the spec; false when a required key is missing or unreadable.
    let read: @Sendable (inout NodeReader, NodeReader.Fields, inout Spec) -> Bool
    /// Takes `base`'s value when the spec has none (a slot's `ref:`); nil for a key that is never inherited.
    let inherit: (@Sendable (inout Spec, Spec) -> Void)?
    /// The keys of the mapping (or of each mapping of the list) it holds, for an author who dedents one.
    var nested: (context: String, names: [String])? = nil

    /// The key, holding a mapping or a list of mappings read through `table`.
    func nesting<Inner>(_ table: SpecKeyTable<Inner>) -> SpecKey {
        var key = self
        key.nested = (table.context, table.names)
        return key
    }

    /// A key whose value is optional in the spec: read, and inherited, through its key path.
    static func value<Value: Sendable>(_ name: String, _ path: WritableKeyPath<Spec, Value?> & Sendable, schema: JSON,
                             inherited: Bool = true,
                             _ read: @escaping @Sendable (inout NodeReader, NodeReader.Fields) -> Value?) -> SpecKey {
        let inherit: @Sendable (inout Spec, Spec) -> Void = { spec, base in
            if spec[keyPath: path] == nil { spec[keyPath: path] = base[keyPath: path] }
        }
        return SpecKey(name: name, schema: schema, isRequired: false, read: { reader, fields, spec in
            spec[keyPath: path] = read(&reader, fields)
            return true
        }, inherit: inherited ? inherit : nil)
    }

    /// A required key: the spec is refused without it.
    static func required<Value: Sendable>(_ name: String, _ path: WritableKeyPath<Spec, Value> & Sendable, schema: JSON,
                                _ read: @escaping @Sendable (inout NodeReader, NodeReader.Fields) -> Value?) -> SpecKey {
        SpecKey(name: name, schema: schema, isRequired: true, read: { reader, fields, spec in
            guard let value = read(&reader, fields) else { return false }
            spec[keyPath: path] = value
            return true
        }, inherit: nil)
    }

    /// A list the spec keeps as `[]` when absent; never inherited.
    static func list<Element: Sendable>(_ name: String, _ path: WritableKeyPath<Spec, [Element]> & Sendable, schema: JSON,
                              _ read: @escaping @Sendable (inout NodeReader, NodeReader.Fields) -> [Element]?) -> SpecKey {
        SpecKey(name: name, schema: schema, isRequired: false, read: { reader, fields, spec in
            if let items = read(&reader, fields) { spec[keyPath: path] = items }
            return true
        }, inherit: nil)
    }

    static func text(_ name: String, _ path: WritableKeyPath<Spec, Located<String>?> & Sendable) -> SpecKey {
        value(name, path, schema: JSONSchema.text) { $0.string(name, in: $1) }
    }

    /// `default:`: one expression, or per family (revision 4) `{ builder: …, values: … }`; inherited whole.
    static func defaultByFamily(_ path: WritableKeyPath<Spec, Located<String>?> & Sendable,
                                _ familyPath: WritableKeyPath<Spec, FamilyDefaultSpec?> & Sendable) -> SpecKey {
        let table = SpecKeyTable<FamilyDefaultSpec>.familyDefault
        return SpecKey(name: "default", schema: .object(["oneOf": .array([JSONSchema.text, table.schema()])]), isRequired: false,
                       read: { reader, fields, spec in
            guard let (_, node) = fields.entries["default"] else { return true }
            if case .mapping(let pairs) = node.kind {
                let decoded = SpecLoader.decode(node, table, into: FamilyDefaultSpec(location: node.location), reader: &reader)
                // Only unknown keys (reported): no second error that it names no family.
                let onlyUnknown = decoded.map { $0.builder == nil && $0.values == nil && !pairs.isEmpty } ?? true
                spec[keyPath: familyPath] = onlyUnknown ? nil : decoded
            } else {
                spec[keyPath: path] = reader.string("default", in: fields)
            }
            return true
        }, inherit: { spec, base in
            guard spec[keyPath: path] == nil, spec[keyPath: familyPath] == nil else { return }
            spec[keyPath: path] = base[keyPath: path]
            spec[keyPath: familyPath] = base[keyPath: familyPath]
        })
    }

    static func bool(_ name: String, _ path: WritableKeyPath<Spec, Located<Bool>?> & Sendable) -> SpecKey {
        value(name, path, schema: JSONSchema.boolean) { $0.bool(name, in: $1) }
    }

    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Spec, Located<Value>?> & Sendable, what: String
    ) -> SpecKey where Value.RawValue == String {
        value(name, path, schema: JSONSchema.choice(Value.self)) { $0.choice(name, in: $1, as: Value.self, what: what) }
    }
}

/// The keys of one mapping, in the order the unknown-key message lists them.
struct SpecKeyTable<Spec: Sendable>: Sendable {
    /// How diagnostics name the mapping (`slot`, `catalog settings`).
    let context: String
    /// The `## ` section of docs/SpecFormat.md that documents each key, and the prefix of its anchor
    /// (`slot-ref`); nil: documented inside another key's section.
    let docsSection: String?
    let anchorPrefix: String?
    let keys: [SpecKey<Spec>]

    var names: [String] { keys.map(\.name) }
    var requiredNames: [String] { keys.filter(\.isRequired).map(\.name) }
    /// Read only for an unknown key: most mappings have none.
    var nested: [String: NodeReader.NestedKeys] {
        Dictionary(keys.compactMap { key in key.nested.map { (key.name, NodeReader.NestedKeys(context: $0.context, names: $0.names)) } }) { first, _ in first }
    }

    /// `#slot-ref`: where docs/SpecFormat.md documents a key.
    func anchor(of key: String) -> String {
        anchorPrefix.map { "\($0)-\(key.lowercased())" } ?? key.lowercased()
    }

    /// Every key of `fields` read into `spec`; false when a required key is missing or unreadable.
    func read(_ fields: NodeReader.Fields, into spec: inout Spec, reader: inout NodeReader) -> Bool {
        var complete = true
        for key in keys where !key.read(&reader, fields, &spec) { complete = false }
        return complete
    }

    /// Every key `spec` leaves unset, taken from `base`.
    func inherit(_ spec: inout Spec, from base: Spec) {
        for key in keys { key.inherit?(&spec, base) }
    }

    /// The table without some of its keys (a shared slot has no `name` and no `ref`).
    func without(_ names: Set<String>, context: String) -> SpecKeyTable {
        SpecKeyTable(context: context, docsSection: nil, anchorPrefix: anchorPrefix, keys: keys.filter { !names.contains($0.name) })
    }

    /// The mapping's JSON Schema: exactly the table's keys.
    func schema(extra: [String: JSON] = [:]) -> JSON {
        var members: [String: JSON] = [
            "type": .string("object"), "additionalProperties": .bool(false),
            "properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.schema) })),
        ]
        if !requiredNames.isEmpty { members["required"] = .array(requiredNames.map(JSON.string)) }
        return .object(members.merging(extra) { _, new in new })
    }
}
