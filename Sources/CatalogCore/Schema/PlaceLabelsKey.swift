// `argumentLabel:` and `builderLabel:` (revision 5): one label, or `{ alone: _, beside: image }`, the label
// when the slot is the only one an initializer takes in that form, and otherwise.

extension SpecKeyTable where Spec == PlaceLabelsSpec {
    /// Documented under the slot's `argumentLabel` and `builderLabel` keys.
    static let placeLabels = SpecKeyTable(context: "label", docsSection: nil, anchorPrefix: nil, keys: [
        .required("alone", \.alone, schema: JSONSchema.text) { $0.string("alone", in: $1) },
        .required("beside", \.beside, schema: JSONSchema.text) { $0.string("beside", in: $1) },
    ])
}

extension SpecKey {
    /// A label, or per place `{ alone: …, beside: … }`; inherited whole.
    static func labelByPlace(_ name: String, _ path: WritableKeyPath<Spec, Located<String>?> & Sendable,
                             _ placePath: WritableKeyPath<Spec, PlaceLabelsSpec?> & Sendable) -> SpecKey {
        let table = SpecKeyTable<PlaceLabelsSpec>.placeLabels
        return SpecKey(name: name, schema: .object(["oneOf": .array([JSONSchema.text, table.schema()])]), isRequired: false,
                       read: { reader, fields, spec in
            guard let (_, node) = fields.entries[name] else { return true }
            if case .mapping = node.kind {
                let empty = Located("", at: node.location)
                spec[keyPath: placePath] = SpecLoader.decode(node, table, into: PlaceLabelsSpec(location: node.location, alone: empty, beside: empty),
                                                             reader: &reader)
            } else {
                spec[keyPath: path] = reader.string(name, in: fields)
            }
            return true
        }, inherit: { spec, base in
            guard spec[keyPath: path] == nil, spec[keyPath: placePath] == nil else { return }
            spec[keyPath: path] = base[keyPath: path]
            spec[keyPath: placePath] = base[keyPath: placePath]
        }).nesting(table)
    }
}
