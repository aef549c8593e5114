// `order:` (revision 3): a list that orders every initializer, or per family a mapping with both lists,
// `{ builder: [...], values: [...] }`. Read through its own key table, so its keys, its schema and its
// unknown-key message come from one place like every other mapping's.

/// The per-family form while it is read.
struct OrderByFamilySpec: Sendable {
    var builder: Located<[Located<String>]>? = nil
    var values: Located<[Located<String>]>? = nil
}

extension SpecKey where Spec == OrderByFamilySpec {
    /// One required list of names.
    static func names(_ name: String, _ path: WritableKeyPath<OrderByFamilySpec, Located<[Located<String>]>?> & Sendable) -> SpecKey {
        SpecKey(name: name, schema: JSONSchema.array(JSONSchema.text), isRequired: true, read: { reader, fields, spec in
            spec[keyPath: path] = SpecLoader.names(name, in: fields, reader: &reader, for: "order.\(name)")
            return spec[keyPath: path] != nil
        }, inherit: nil)
    }
}

extension SpecKeyTable where Spec == OrderByFamilySpec {
    /// Documented in the component's `order` section.
    static let orderByFamily = SpecKeyTable(context: "order", docsSection: nil, anchorPrefix: nil, keys: [
        .names("builder", \.builder),
        .names("values", \.values),
    ])
}

extension SpecKey where Spec == ComponentSpec {
    /// `order`: the list sets `order`; the mapping sets `order` from `values` and `builderOrder` from `builder`.
    static var order: SpecKey {
        let schema: JSON = .object(["oneOf": .array([JSONSchema.array(JSONSchema.text), SpecKeyTable<OrderByFamilySpec>.orderByFamily.schema()])])
        return SpecKey(name: "order", schema: schema, isRequired: false, read: { reader, fields, spec in
            guard let (_, node) = fields.entries["order"] else { return true }
            if case .mapping = node.kind {
                spec.isOrderPerFamily = true
                // Each list is checked even when the other is missing or malformed.
                let table = SpecKeyTable<OrderByFamilySpec>.orderByFamily
                guard let orderFields = reader.fields(of: node, in: table.context, allowed: table.names, required: table.requiredNames) else { return true }
                var family = OrderByFamilySpec()
                _ = table.read(orderFields, into: &family, reader: &reader)
                spec.order = family.values
                spec.builderOrder = family.builder
            } else {
                spec.order = SpecLoader.names("order", in: fields, reader: &reader, for: "order")
            }
            return true
        }, inherit: nil)
    }
}

extension SpecLoader {
    /// A list of names, located at the list.
    static func names(_ key: String, in fields: NodeReader.Fields, reader: inout NodeReader, for what: String) -> Located<[Located<String>]>? {
        guard let items = reader.sequence(key, in: fields), let (_, node) = fields.entries[key] else { return nil }
        return Located(items.compactMap { reader.string($0, for: what) }, at: node.location)
    }
}
