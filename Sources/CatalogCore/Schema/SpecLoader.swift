/// In-memory spec files → typed specs, with every problem of every file reported.
public enum SpecLoader {
    static let componentKeys = ["component", "summary", "description", "group", "status", "tags", "access", "initializers", "order", "style", "available", "deprecated", "properties", "state", "slots", "model", "examples"]
    static let propertyKeys = ["name", "type", "default", "binding", "doc", "renamed", "deprecated"]
    static let slotKeys = ["name", "ref", "options", "optional", "component", "resolver", "doc", "builder", "default", "generic", "textType", "renamed", "deprecated", "backedBy", "input"]
    static let backedByKeys = ["type", "expression"]
    static let stateKeys = ["name", "wrapper", "type", "default", "keyPath"]
    static let sharedSlotKeys = slotKeys.filter { $0 != "name" && $0 != "ref" }
    static let modelKeys = ["name", "generate"]
    static let exampleKeys = ["title", "code", "deprecated"]
    static let settingsKeys = ["module", "access", "textType", "initializers", "maxInitializers", "styles", "output", "slots"]

    public static let specExtensions = ["yaml", "yml", "json"]

    /// Whether a file name is the catalog's settings rather than a component.
    /// The `output` setting of the settings file among `files`, if any (read before validation, for the
    /// CLI's default output folder).
    public static func outputSetting(in files: [InputFile]) -> String? {
        guard let file = files.first(where: { isSettingsFile($0.path) }),
              case let (root?, _) = YAMLLoader.load(file.bytes, file: file.path) else { return nil }
        var reader = NodeReader()
        return decodeSettings(root, file: file.path, reader: &reader)?.output?.value
    }

    public static func isSettingsFile(_ path: String) -> Bool {
        let name = fileName(of: path)
        return specExtensions.contains { name == "catalog.\($0)" }
    }

    public static func load(_ files: [InputFile]) -> (SpecSet, [Diagnostic]) {
        var set = SpecSet()
        var diagnostics: [Diagnostic] = []
        // Files parse on all cores: each has its own libyaml parser, and nothing is shared.
        let sorted = files.sorted(by: { $0.path < $1.path })
        let parsed = sorted.concurrentMap { file in YAMLLoader.load(file.bytes, file: file.path) }
        for (file, (root, loadDiagnostics)) in zip(sorted, parsed) {
            diagnostics += loadDiagnostics
            guard let root else { continue }
            var reader = NodeReader()
            if isSettingsFile(file.path) {
                if set.settings != nil {
                    reader.report("a second catalog settings file; keep one catalog.yaml", at: root.location)
                } else {
                    set.settings = decodeSettings(root, file: file.path, reader: &reader)
                }
            } else if let component = decodeComponent(root, file: file.path, reader: &reader) {
                set.components.append(component)
            }
            diagnostics += reader.diagnostics
        }
        return (set, diagnostics.sorted())
    }

    static func fileName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    // MARK: - Settings

    static func decodeSettings(_ node: YAMLNode, file: String, reader: inout NodeReader) -> CatalogSettingsSpec? {
        guard let fields = reader.fields(of: node, in: "catalog settings", allowed: settingsKeys) else { return nil }
        var settings = CatalogSettingsSpec(file: file)
        settings.module = reader.string("module", in: fields)
        settings.access = decodeAccess(fields, reader: &reader)
        settings.textType = reader.choice("textType", in: fields, as: TextType.self, what: "a text type")
        settings.styles = reader.bool("styles", in: fields)
        settings.initializers = reader.choice("initializers", in: fields, as: InitializerStrategy.self, what: "an initializer strategy")
        settings.maxInitializers = reader.int("maxInitializers", in: fields)
        settings.output = reader.string("output", in: fields)
        if let (_, slotsNode) = fields.entries["slots"] {
            if case .mapping(let pairs) = slotsNode.kind {
                for (keyNode, value) in pairs {
                    guard let name = reader.string(keyNode, for: "slots") else { continue }
                    if let slot = decodeSlot(value, name: name, reader: &reader, allowed: sharedSlotKeys, context: "shared slot '\(name.value)'") {
                        settings.slots.append(slot)
                    }
                }
            } else {
                reader.report("expected a mapping of shared slots for 'slots', found \(reader.describe(slotsNode))", at: slotsNode.location)
            }
        }
        return settings
    }

    static func decodeAccess(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<AccessLevel>? {
        if let (_, value) = fields.entries["access"], case .scalar(let text, _) = value.kind,
           text == "private" || text == "fileprivate" {
            reader.report("access '\(text)' is not supported: the generated initializers must be visible to their callers (use public, package or internal)", at: value.location)
            return nil
        }
        return reader.choice("access", in: fields, as: AccessLevel.self, what: "an access level")
    }

    // MARK: - Component

    static func decodeComponent(_ node: YAMLNode, file: String, reader: inout NodeReader) -> ComponentSpec? {
        guard let fields = reader.fields(of: node, in: "component", allowed: componentKeys,
                                         required: ["component", "summary"]) else { return nil }
        let name = reader.string("component", in: fields)
        let summary = reader.string("summary", in: fields)
        let description = reader.string("description", in: fields)
        let access = decodeAccess(fields, reader: &reader)
        let initializers = reader.choice("initializers", in: fields, as: InitializerStrategy.self, what: "an initializer strategy")

        var properties: [PropertySpec] = []
        for item in reader.sequence("properties", in: fields) ?? [] {
            if let property = decodeProperty(item, reader: &reader) { properties.append(property) }
        }
        var slots: [SlotSpec] = []
        if let items = reader.sequence("slots", in: fields) {
            for item in items {
                guard let slotFields = reader.fields(of: item, in: "slot", allowed: slotKeys, required: ["name"]),
                      let slotName = reader.string("name", in: slotFields) else { continue }
                if let slot = decodeSlot(item, name: slotName, reader: &reader, allowed: slotKeys, context: "slot", fields: slotFields) {
                    slots.append(slot)
                }
            }
        }
        var model: ModelSpec?
        if let (_, value) = fields.entries["model"],
           let modelFields = reader.fields(of: value, in: "model", allowed: modelKeys) {
            model = ModelSpec(location: value.location, name: reader.string("name", in: modelFields),
                              generate: reader.bool("generate", in: modelFields))
        }
        var examples: [ExampleSpec] = []
        for item in reader.sequence("examples", in: fields) ?? [] {
            guard let exampleFields = reader.fields(of: item, in: "example", allowed: exampleKeys, required: ["title", "code"]),
                  let title = reader.string("title", in: exampleFields),
                  let code = reader.string("code", in: exampleFields) else { continue }
            examples.append(ExampleSpec(title: title, code: code, deprecated: reader.string("deprecated", in: exampleFields)))
        }
        var order: Located<[Located<String>]>?
        if let items = reader.sequence("order", in: fields), let (_, value) = fields.entries["order"] {
            order = Located(items.compactMap { reader.string($0, for: "order") }, at: value.location)
        }
        var state: [StateSpec] = []
        for item in reader.sequence("state", in: fields) ?? [] {
            guard let stateFields = reader.fields(of: item, in: "state", allowed: stateKeys, required: ["name", "wrapper"]),
                  let stateName = reader.string("name", in: stateFields),
                  let wrapper = reader.string("wrapper", in: stateFields) else { continue }
            state.append(StateSpec(name: stateName, wrapper: wrapper, type: reader.string("type", in: stateFields),
                                   defaultValue: reader.string("default", in: stateFields),
                                   keyPath: reader.string("keyPath", in: stateFields)))
        }
        guard let name, let summary else { return nil }
        var spec = ComponentSpec(file: file, name: name, summary: summary, description: description, access: access,
                                 initializers: initializers, properties: properties, slots: slots, model: model,
                                 examples: examples)
        spec.order = order
        spec.state = state
        spec.style = reader.bool("style", in: fields)
        spec.deprecated = reader.string("deprecated", in: fields)
        if let (_, value) = fields.entries["available"] {
            if case .mapping(let pairs) = value.kind {
                spec.available = Located(pairs.compactMap { pair in
                    guard let platform = reader.string(pair.key, for: "available"),
                          let version = reader.string(pair.value, for: platform.value) else { return nil }
                    return PlatformVersionSpec(platform: platform, version: version)
                }, at: value.location)
            } else {
                reader.report("expected a mapping of platforms to versions for 'available' (like { iOS: \"17.0\" }), found \(reader.describe(value))", at: value.location)
            }
        }
        spec.group = reader.string("group", in: fields)
        spec.status = reader.choice("status", in: fields, as: ComponentStatus.self, what: "a component status")
        spec.tags = (reader.sequence("tags", in: fields) ?? []).compactMap { reader.string($0, for: "tags") }
        return spec
    }

    static func decodeProperty(_ node: YAMLNode, reader: inout NodeReader) -> PropertySpec? {
        guard let fields = reader.fields(of: node, in: "property", allowed: propertyKeys, required: ["name", "type"]) else { return nil }
        let name = reader.string("name", in: fields)
        let type = reader.string("type", in: fields)
        let defaultValue = reader.string("default", in: fields)
        let binding = reader.bool("binding", in: fields)
        let doc = reader.string("doc", in: fields)
        guard let name, let type else { return nil }
        return PropertySpec(name: name, type: type, defaultValue: defaultValue, binding: binding, doc: doc,
                            deprecated: reader.string("deprecated", in: fields), renamed: reader.string("renamed", in: fields))
    }

    static func decodeSlot(_ node: YAMLNode, name: Located<String>, reader: inout NodeReader, allowed: [String],
                           context: String, fields given: NodeReader.Fields? = nil) -> SlotSpec? {
        guard let fields = given ?? reader.fields(of: node, in: context, allowed: allowed) else { return nil }
        var slot = SlotSpec(name: name)
        slot.ref = reader.string("ref", in: fields)
        if let items = reader.sequence("options", in: fields) {
            slot.options = items.compactMap { reader.choice($0, for: "options", as: SlotOption.self, what: "a slot option") }
        }
        slot.optional = reader.bool("optional", in: fields)
        slot.component = reader.string("component", in: fields)
        slot.resolver = reader.string("resolver", in: fields)
        slot.doc = reader.string("doc", in: fields)
        slot.builder = reader.string("builder", in: fields)
        slot.defaultContent = reader.string("default", in: fields)
        slot.generic = reader.string("generic", in: fields)
        slot.textType = reader.choice("textType", in: fields, as: TextType.self, what: "a text type")
        slot.deprecated = reader.string("deprecated", in: fields)
        slot.renamed = reader.string("renamed", in: fields)
        slot.input = reader.string("input", in: fields)
        if let (_, value) = fields.entries["backedBy"] { slot.backedBy = decodeBackedBy(value, reader: &reader) }
        return slot
    }

    /// `backedBy:` is an expression, or a mapping that also names its type.
    static func decodeBackedBy(_ node: YAMLNode, reader: inout NodeReader) -> BackedBySpec? {
        if case .mapping = node.kind {
            guard let fields = reader.fields(of: node, in: "backedBy", allowed: backedByKeys, required: ["expression"]),
                  let expression = reader.string("expression", in: fields) else { return nil }
            return BackedBySpec(location: node.location, expression: expression, type: reader.string("type", in: fields))
        }
        return reader.string(node, for: "backedBy").map { BackedBySpec(location: node.location, expression: $0) }
    }
}
