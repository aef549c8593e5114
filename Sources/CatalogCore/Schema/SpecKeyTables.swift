// The tables of the spec format's mappings (see SpecKeys.swift): each key once, with its reader and schema.

extension SpecKeyTable where Spec == ComponentSpec {
    static let component = SpecKeyTable(context: "component", docsSection: "Component spec", anchorPrefix: nil, keys: [
        .required("component", \.name, schema: JSONSchema.text) { $0.string("component", in: $1) },
        .required("summary", \.summary, schema: JSONSchema.text) { $0.string("summary", in: $1) },
        .text("description", \.description),
        .text("group", \.group),
        .choice("status", \.status, what: "a component status"),
        .list("tags", \.tags, schema: JSONSchema.array(JSONSchema.text)) { reader, fields in
            reader.sequence("tags", in: fields).map { $0.compactMap { reader.string($0, for: "tags") } }
        },
        .value("access", \.access, schema: JSONSchema.choice(AccessLevel.self)) { SpecLoader.decodeAccess($1, reader: &$0) },
        .choice("initializers", \.initializers, what: "an initializer strategy"),
        .order,
        .bool("style", \.style),
        .bool("uikit", \.uikit),
        .value("available", \.available, schema: .object(["type": .string("object"), "additionalProperties": JSONSchema.text])) {
            SpecLoader.decodeAvailable($1, reader: &$0)
        },
        .text("deprecated", \.deprecated),
        .list("generics", \.generics, schema: JSONSchema.array(SpecKeyTable<GenericSpec>.generic.schema())) { reader, fields in
            reader.sequence("generics", in: fields).map { $0.compactMap { SpecLoader.decodeGeneric($0, reader: &reader) } }
        }.nesting(SpecKeyTable<GenericSpec>.generic),
        .list("properties", \.properties, schema: JSONSchema.array(SpecKeyTable<PropertySpec>.propertySchema)) { reader, fields in
            reader.sequence("properties", in: fields).map { $0.compactMap { SpecLoader.decodeProperty($0, reader: &reader) } }
        }.nesting(SpecKeyTable<PropertySpec>.property),
        .list("state", \.state, schema: JSONSchema.array(SpecKeyTable<StateSpec>.state.schema())) { reader, fields in
            reader.sequence("state", in: fields).map { $0.compactMap { SpecLoader.decodeState($0, reader: &reader) } }
        }.nesting(SpecKeyTable<StateSpec>.state),
        .list("slots", \.slots, schema: JSONSchema.array(SpecKeyTable<SlotSpec>.slotSchema)) { reader, fields in
            reader.sequence("slots", in: fields).map { $0.compactMap { SpecLoader.decodeSlot($0, reader: &reader) } }
        }.nesting(SpecKeyTable<SlotSpec>.slot),
        .value("model", \.model, schema: SpecKeyTable<ModelSpec>.model.schema()) { reader, fields in
            fields.entries["model"].flatMap { SpecLoader.decodeModel($0.value, reader: &reader) }
        }.nesting(SpecKeyTable<ModelSpec>.model),
        .list("examples", \.examples, schema: JSONSchema.array(SpecKeyTable<ExampleSpec>.example.schema())) { reader, fields in
            reader.sequence("examples", in: fields).map { $0.compactMap { SpecLoader.decodeExample($0, reader: &reader) } }
        }.nesting(SpecKeyTable<ExampleSpec>.example),
        .list("tokens", \.tokens, schema: .object(["type": .string("object"), "additionalProperties": JSONSchema.text])) {
            SpecLoader.decodeTokenUses($1, reader: &$0)
        },
        .list("environment", \.environment, schema: JSONSchema.array(SpecKeyTable<EnvironmentEntrySpec>.environmentEntry.schema())) { reader, fields in
            reader.sequence("environment", in: fields).map { $0.compactMap { SpecLoader.decodeEnvironmentEntry($0, reader: &reader) } }
        }.nesting(SpecKeyTable<EnvironmentEntrySpec>.environmentEntry),
        .value("either", \.either, schema: JSONSchema.array(JSONSchema.array(JSONSchema.text))) { SpecLoader.decodeEither($1, reader: &$0) },
        .value("atLeastOne", \.atLeastOne, schema: JSONSchema.array(JSONSchema.text)) { SpecLoader.names("atLeastOne", in: $1, reader: &$0, for: "atLeastOne") },
        .value("audit", \.audit, schema: SpecKeyTable<AuditSpec>.audit.schema()) { reader, fields in
            fields.entries["audit"].flatMap { SpecLoader.decodeAudit($0.value, reader: &reader) }
        }.nesting(SpecKeyTable<AuditSpec>.audit),
    ])
}

extension SpecKeyTable where Spec == AuditSpec {
    /// Documented under the component's `audit` key.
    static let audit = SpecKeyTable(context: "audit", docsSection: nil, anchorPrefix: nil, keys: [
        .list("accept", \.accept, schema: JSONSchema.array(SpecKeyTable<AuditAcceptSpec>.auditAccept.schema())) { reader, fields in
            reader.sequence("accept", in: fields).map { $0.compactMap { SpecLoader.decodeAuditAccept($0, reader: &reader) } }
        }.nesting(SpecKeyTable<AuditAcceptSpec>.auditAccept),
    ])
}

extension SpecKeyTable where Spec == AuditAcceptSpec {
    static let auditAccept = SpecKeyTable(context: "audit acceptance", docsSection: nil, anchorPrefix: nil, keys: [
        .required("check", \.check, schema: JSONSchema.text) { $0.string("check", in: $1) },
        .required("reason", \.reason, schema: JSONSchema.text) { $0.string("reason", in: $1) },
        .value("example", \.example, schema: .object(["type": .string("integer"), "minimum": .number(1)])) { $0.int("example", in: $1) },
        .text("mode", \.mode),
    ])
}

extension SpecKeyTable where Spec == EnvironmentEntrySpec {
    /// Documented under the component's `environment` key.
    static let environmentEntry = SpecKeyTable(context: "environment entry", docsSection: nil, anchorPrefix: nil, keys: [
        .required("name", \.name, schema: JSONSchema.text) { $0.string("name", in: $1) },
        .required("type", \.type, schema: JSONSchema.text) { $0.string("type", in: $1) },
        .required("default", \.defaultValue, schema: JSONSchema.text) { $0.string("default", in: $1) },
        .required("modifier", \.modifier, schema: JSONSchema.text) { $0.string("modifier", in: $1) },
        .text("key", \.key),
        .text("doc", \.doc),
    ])
}

extension SpecKeyTable where Spec == PropertySpec {
    static let property = SpecKeyTable(context: "property", docsSection: "Property", anchorPrefix: "property", keys: [
        .required("name", \.name, schema: JSONSchema.text) { $0.string("name", in: $1) },
        // Required unless `cases` gives it (checked by the loader, stated by the schema's `anyOf`).
        .text("type", \.type),
        .defaultByFamily(\.defaultValue, \.familyDefault),
        .value("families", \.families, schema: JSONSchema.array(JSONSchema.choice(ParameterFamily.self))) {
            SpecLoader.decodeFamilies($1, reader: &$0)
        },
        .bool("binding", \.binding),
        .text("doc", \.doc),
        .text("renamed", \.renamed),
        .text("deprecated", \.deprecated),
        .bool("unlabeled", \.unlabeled),
        .value("modifier", \.modifier, schema: .object(["oneOf": .array([JSONSchema.boolean, JSONSchema.text, SpecKeyTable<ModifierSpec>.modifier.schema()])])) {
            reader, fields in fields.entries["modifier"].flatMap { SpecLoader.decodeModifier($0.value, reader: &reader) }
        }.nesting(SpecKeyTable<ModifierSpec>.modifier),
        .text("token", \.token),
        .value("cases", \.cases, schema: JSONSchema.array(.object(["oneOf": .array([JSONSchema.text, SpecKeyTable<CaseSpec>.enumCase.schema()])]))) {
            SpecLoader.decodeCases($1, reader: &$0)
        }.nesting(SpecKeyTable<CaseSpec>.enumCase),
        .value("twin", \.twin, schema: SpecKeyTable<TwinSpec>.twin.schema()) { reader, fields in
            fields.entries["twin"].flatMap { SpecLoader.decodeTwin($0.value, reader: &reader) }
        }.nesting(SpecKeyTable<TwinSpec>.twin),
    ])

    static var propertySchema: JSON {
        property.schema(extra: ["anyOf": .array([.object(["required": .array([.string("type")])]),
                                                 .object(["required": .array([.string("cases")])])])])
    }
}

extension SpecKeyTable where Spec == TwinSpec {
    /// Documented under the property's `twin` key.
    static let twin = SpecKeyTable(context: "twin", docsSection: nil, anchorPrefix: nil, keys: [
        .required("label", \.label, schema: JSONSchema.text) { $0.string("label", in: $1) },
        .required("type", \.type, schema: JSONSchema.text) { $0.string("type", in: $1) },
        .required("convert", \.convert, schema: JSONSchema.text) { $0.code("convert", in: $1) },
    ])
}

extension SpecKeyTable where Spec == CaseSpec {
    /// `cases: [{ name: primary, doc: "…" }]`; documented under the property's `cases` key.
    static let enumCase = SpecKeyTable(context: "case", docsSection: nil, anchorPrefix: nil, keys: [
        .required("name", \.name, schema: JSONSchema.text) { $0.string("name", in: $1) },
        .text("doc", \.doc),
    ])
}

extension SpecKeyTable where Spec == ModifierSpec {
    /// `modifier: { name: onTapGesture, label: perform }`; documented under the property's `modifier` key.
    static let modifier = SpecKeyTable(context: "modifier", docsSection: nil, anchorPrefix: nil, keys: [
        SpecKey(name: "name", schema: JSONSchema.text, isRequired: true, read: { reader, fields, modifier in
            modifier.name = reader.string("name", in: fields)
            return modifier.name != nil
        }, inherit: nil),
        .text("label", \.label),
    ])
}

extension SpecKeyTable where Spec == FamilyDefaultSpec {
    /// `default: { builder: …, values: … }`; documented under the property's and the slot's `default` key.
    static let familyDefault = SpecKeyTable(context: "default", docsSection: nil, anchorPrefix: nil, keys: [
        .text("builder", \.builder),
        .text("values", \.values),
    ])
}

extension SpecKeyTable where Spec == SlotSpec {
    /// `name` is required unless `ref` gives it (checked by the loader, stated by the schema's `anyOf`).
    static let slot = SpecKeyTable(context: "slot", docsSection: "Slot", anchorPrefix: "slot", keys: [
        SpecKey(name: "name", schema: JSONSchema.text, isRequired: false, read: { reader, fields, slot in
            guard fields.has("name") else { return true }
            guard let name = reader.string("name", in: fields) else { return false }
            slot.name = name
            return true
        }, inherit: nil),
        .value("ref", \.ref, schema: JSONSchema.text, inherited: false) { $0.string("ref", in: $1) },
        .value("options", \.options, schema: JSONSchema.array(JSONSchema.choice(SlotOption.self))) { reader, fields in
            reader.sequence("options", in: fields).map { $0.compactMap { reader.choice($0, for: "options", as: SlotOption.self, what: "a slot option",
                                                                                keysOfTheirOwn: ["optional": "optional: true"]) } }
        },
        .bool("optional", \.optional),
    ] + ValueFormRegistry.parameterized.map { .text($0.key, $0.value) } + [
        .text("doc", \.doc),
        .text("builder", \.builder),
        .defaultByFamily(\.defaultContent, \.familyDefault),
        .text("generic", \.generic),
        .choice("textType", \.textType, what: "a text type"),
        .text("renamed", \.renamed),
        .text("deprecated", \.deprecated),
        .labelByPlace("argumentLabel", \.argumentLabel, \.argumentLabelByPlace),
        .value("backedBy", \.backedBy, schema: .object(["oneOf": .array([JSONSchema.text, SpecKeyTable<BackedBySpec>.backedBy.schema()])])) {
            reader, fields in fields.entries["backedBy"].flatMap { SpecLoader.decodeBackedBy($0.value, reader: &reader) }
        }.nesting(SpecKeyTable<BackedBySpec>.backedBy),
        .text("input", \.input),
        .text("viewType", \.viewType),
        .text("symbolLabel", \.symbolLabel),
        .labelByPlace("builderLabel", \.builderLabel, \.builderLabelByPlace),
    ])

    /// A shared slot in catalog.yaml: its key is its name, and it cannot refer to another.
    static let sharedSlot = slot.without(["name", "ref"], context: "shared slot")

    static var slotSchema: JSON {
        slot.schema(extra: ["anyOf": .array([.object(["required": .array([.string("name")])]),
                                             .object(["required": .array([.string("ref")])])])])
    }
}

extension SpecKeyTable where Spec == BackedBySpec {
    /// `backedBy: { type: Heading<Text>, expression: '…' }`; documented under the slot's `backedBy` key.
    static let backedBy = SpecKeyTable(context: "backedBy", docsSection: nil, anchorPrefix: nil, keys: [
        .text("type", \.type),
        .required("expression", \.expression, schema: JSONSchema.text) { $0.string("expression", in: $1) },
    ])
}

extension SpecKeyTable where Spec == StateSpec {
    /// Documented under the component's `state` key.
    static let state = SpecKeyTable(context: "state", docsSection: nil, anchorPrefix: nil, keys: [
        .required("name", \.name, schema: JSONSchema.text) { $0.string("name", in: $1) },
        .required("wrapper", \.wrapper, schema: JSONSchema.text) { $0.string("wrapper", in: $1) },
        .text("type", \.type),
        .text("default", \.defaultValue),
        .text("keyPath", \.keyPath),
        .text("key", \.key),
    ])
}

extension SpecKeyTable where Spec == GenericSpec {
    /// Documented under the component's `generics` key.
    static let generic = SpecKeyTable(context: "generic", docsSection: nil, anchorPrefix: nil, keys: [
        .required("name", \.name, schema: JSONSchema.text) { $0.string("name", in: $1) },
        .text("constraint", \.constraint),
    ])
}

extension SpecKeyTable where Spec == ModelSpec {
    static let model = SpecKeyTable(context: "model", docsSection: "Model", anchorPrefix: "model", keys: [
        .text("name", \.name),
        .bool("generate", \.generate),
    ])
}

extension SpecKeyTable where Spec == ExampleSpec {
    static let example = SpecKeyTable(context: "example", docsSection: "Example", anchorPrefix: "example", keys: [
        .required("title", \.title, schema: JSONSchema.text) { $0.string("title", in: $1) },
        .required("code", \.code, schema: JSONSchema.text) { $0.code("code", in: $1) },
        .text("deprecated", \.deprecated),
    ])
}

extension SpecKeyTable where Spec == CatalogSettingsSpec {
    static let settings = SpecKeyTable(context: "catalog settings", docsSection: "Catalog settings (`catalog.yaml`)",
                                       anchorPrefix: "settings", keys: [
        .text("module", \.module),
        .value("access", \.access, schema: JSONSchema.choice(AccessLevel.self)) { SpecLoader.decodeAccess($1, reader: &$0) },
        .choice("textType", \.textType, what: "a text type"),
        .choice("initializers", \.initializers, what: "an initializer strategy"),
        .value("maxInitializers", \.maxInitializers, schema: .object(["type": .string("integer"), "minimum": .number(1), "maximum": .number(Validator.maximumMaxInitializers)])) {
            $0.int("maxInitializers", in: $1)
        },
        .bool("styles", \.styles),
        .bool("uikit", \.uikit),
        .text("output", \.output),
        .list("slots", \.slots, schema: .object(["type": .string("object"),
                                                            "additionalProperties": SpecKeyTable<SlotSpec>.sharedSlot.schema()])) {
            SpecLoader.decodeSharedSlots($1, reader: &$0)
        },
        .value("tokens", \.tokens, schema: SpecKeyTable<TokenSettingsSpec>.tokens.schema()) { SpecLoader.decodeTokenSettings($1, reader: &$0) },
    ])
}
