/// In-memory spec files → typed specs, with every problem of every file reported. Each mapping is read
/// through its table of keys (SpecKeyTables.swift).
public enum SpecLoader {
    public static let specExtensions = ["yaml", "yml", "json"]

    /// The `output` setting of the settings file among `files`, if any (read before validation, for the
    /// CLI's default output folder).
    public static func outputSetting(in files: [InputFile]) -> String? {
        guard let file = files.first(where: { isSettingsFile($0.path) }),
              case let (root?, _) = YAMLLoader.load(file.bytes, file: file.path) else { return nil }
        var reader = NodeReader()
        // An output the loader refuses is never a folder to look at: validation reports it.
        return decodeSettings(root, file: file.path, reader: &reader)?.output?.value.nilIfUnconfined
    }

    /// `Generated`, `Sources/UI/Generated`: relative, without `..`, `~` or a line break.
    static func isConfined(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return !path.hasPrefix("/") && !path.hasPrefix("~") && !path.hasLineBreak && !components.isEmpty
            && !components.contains("..")
    }

    /// Whether a file name is the catalog's settings rather than a component.
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
        // The last non-empty part between `/` bytes, as the file system reads a path (a `Character` split
        // missed a `/` that Unicode joins to a neighbouring mark).
        var bytes = path.utf8[...]
        while bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        guard !bytes.isEmpty else { return path }
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start..<bytes.endIndex])
    }

    // MARK: - Mappings, each through its table

    /// A mapping read through `table` into `spec`; nil when it is not a mapping or a required key is missing.
    static func decode<Spec: Sendable>(_ node: YAMLNode, _ table: SpecKeyTable<Spec>, into spec: Spec, context: String? = nil,
                             reader: inout NodeReader) -> Spec? {
        guard let fields = reader.fields(of: node, in: context ?? table.context, allowed: table.names,
                                         required: table.requiredNames, nested: table.nested) else { return nil }
        var spec = spec
        return table.read(fields, into: &spec, reader: &reader) ? spec : nil
    }

    static func decodeSettings(_ node: YAMLNode, file: String, reader: inout NodeReader) -> CatalogSettingsSpec? {
        let settings = decode(node, SpecKeyTable<CatalogSettingsSpec>.settings, into: CatalogSettingsSpec(file: file), reader: &reader)
        if let output = settings?.output, !isConfined(output.value) {
            // A spec is shared with the repository it sits in: it may choose a folder inside the one catalog
            // runs in, never one elsewhere on the machine. `--output` (typed by the user) may name any folder.
            reader.report("output '\(output.value)' must be a relative path without '..' (a folder inside the one catalog runs in); pass --output to write anywhere else", at: output.location)
        }
        return settings
    }

    static func decodeComponent(_ node: YAMLNode, file: String, reader: inout NodeReader) -> ComponentSpec? {
        let placeholder = Located("", at: node.location)
        return decode(node, SpecKeyTable<ComponentSpec>.component, into: ComponentSpec(file: file, name: placeholder, summary: placeholder, slots: []), reader: &reader)
    }

    /// A property; `type:` may be left out only beside `cases:` (revision 5), whose enum it then is.
    static func decodeProperty(_ node: YAMLNode, reader: inout NodeReader) -> PropertySpec? {
        guard let property = decode(node, SpecKeyTable<PropertySpec>.property, into: PropertySpec(name: Located("", at: node.location)), reader: &reader)
        else { return nil }
        guard property.type != nil || property.cases != nil else {
            // A `type:` or `cases:` that was written but unreadable is reported already.
            let written = { (pair: (key: YAMLNode, value: YAMLNode)) -> Bool in
                if case .scalar(let key, _) = pair.key.kind { return key == "type" || key == "cases" }
                return false
            }
            if case .mapping(let pairs) = node.kind, !pairs.contains(where: written) {
                reader.report("missing required key 'type' in property (or 'cases', for a generated enum)", at: node.location)
            }
            return nil
        }
        return property
    }

    /// `cases: [primary, { name: secondary, doc: "…" }]`, located at the list; nil when an item is unreadable (reported here).
    static func decodeCases(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<[CaseSpec]>? {
        guard let items = reader.sequence("cases", in: fields), let (_, node) = fields.entries["cases"] else { return nil }
        let cases = items.compactMap { item -> CaseSpec? in
            if case .mapping = item.kind {
                return decode(item, SpecKeyTable<CaseSpec>.enumCase, into: CaseSpec(name: Located("", at: item.location)), reader: &reader)
            }
            return reader.string(item, for: "cases").map { CaseSpec(name: $0) }
        }
        return cases.count == items.count ? Located(cases, at: node.location) : nil
    }

    static func decodeState(_ node: YAMLNode, reader: inout NodeReader) -> StateSpec? {
        let placeholder = Located("", at: node.location)
        return decode(node, SpecKeyTable<StateSpec>.state, into: StateSpec(name: placeholder, wrapper: placeholder), reader: &reader)
    }

    static func decodeGeneric(_ node: YAMLNode, reader: inout NodeReader) -> GenericSpec? {
        decode(node, SpecKeyTable<GenericSpec>.generic, into: GenericSpec(name: Located("", at: node.location)), reader: &reader)
    }

    static func decodeEnvironmentEntry(_ node: YAMLNode, reader: inout NodeReader) -> EnvironmentEntrySpec? {
        let empty = Located("", at: node.location)
        return decode(node, SpecKeyTable<EnvironmentEntrySpec>.environmentEntry,
                      into: EnvironmentEntrySpec(name: empty, type: empty, defaultValue: empty, modifier: empty), reader: &reader)
    }

    static func decodeTwin(_ node: YAMLNode, reader: inout NodeReader) -> TwinSpec? {
        let empty = Located("", at: node.location)
        return decode(node, SpecKeyTable<TwinSpec>.twin, into: TwinSpec(location: node.location, label: empty, type: empty, convert: empty), reader: &reader)
    }

    static func decodeAudit(_ node: YAMLNode, reader: inout NodeReader) -> AuditSpec? {
        decode(node, SpecKeyTable<AuditSpec>.audit, into: AuditSpec(location: node.location), reader: &reader)
    }

    static func decodeAuditAccept(_ node: YAMLNode, reader: inout NodeReader) -> AuditAcceptSpec? {
        let empty = Located("", at: node.location)
        return decode(node, SpecKeyTable<AuditAcceptSpec>.auditAccept, into: AuditAcceptSpec(check: empty, reason: empty), reader: &reader)
    }

    static func decodeModel(_ node: YAMLNode, reader: inout NodeReader) -> ModelSpec? {
        decode(node, SpecKeyTable<ModelSpec>.model, into: ModelSpec(location: node.location), reader: &reader)
    }

    static func decodeExample(_ node: YAMLNode, reader: inout NodeReader) -> ExampleSpec? {
        let placeholder = Located("", at: node.location)
        return decode(node, SpecKeyTable<ExampleSpec>.example, into: ExampleSpec(title: placeholder, code: placeholder), reader: &reader)
    }

    /// A component's slot; `ref:` without `name:` takes the shared slot's name.
    static func decodeSlot(_ node: YAMLNode, reader: inout NodeReader) -> SlotSpec? {
        guard let fields = reader.fields(of: node, in: "slot", allowed: SpecKeyTable<SlotSpec>.slot.names,
                                         nested: SpecKeyTable<SlotSpec>.slot.nested) else { return nil }
        var slot = SlotSpec(name: Located("", at: node.location))
        guard SpecKeyTable<SlotSpec>.slot.read(fields, into: &slot, reader: &reader) else { return nil }
        if !fields.has("name") {
            guard let ref = slot.ref else {
                if !fields.has("ref") { reader.report("missing required key 'name' in slot", at: node.location) }
                return nil
            }
            slot.name = ref
        }
        return slot
    }

    /// `backedBy:` is an expression, or a mapping that also names its type.
    static func decodeBackedBy(_ node: YAMLNode, reader: inout NodeReader) -> BackedBySpec? {
        if case .mapping(let pairs) = node.kind {
            var spec = decode(node, SpecKeyTable<BackedBySpec>.backedBy,
                              into: BackedBySpec(location: node.location, expression: Located("", at: node.location)), reader: &reader)
            spec?.expressionStart = pairs.first { $0.key.kind == .scalar("expression", .plain) }?.value.contentLocation
            return spec
        }
        return reader.string(node, for: "backedBy").map { BackedBySpec(location: node.location, expression: $0, expressionStart: node.contentLocation) }
    }

    /// `modifier: true`/`false`, a method name, or a mapping with the name and the argument's label.
    static func decodeModifier(_ node: YAMLNode, reader: inout NodeReader) -> ModifierSpec? {
        switch node.kind {
        case .mapping:
            return decode(node, SpecKeyTable<ModifierSpec>.modifier, into: ModifierSpec(location: node.location), reader: &reader)
        case .scalar(let text, .plain) where ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text):
            return ModifierSpec(location: node.location, isOn: text.lowercased() == "true")
        default:
            return reader.string(node, for: "modifier").map { ModifierSpec(location: node.location, name: $0) }
        }
    }

    /// `families: [values]`, located at the list; nil when a name is not a family (reported here).
    static func decodeFamilies(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<[Located<ParameterFamily>]>? {
        guard let items = reader.sequence("families", in: fields), let (_, node) = fields.entries["families"] else { return nil }
        let families = items.compactMap { reader.choice($0, for: "families", as: ParameterFamily.self, what: "a family of initializers") }
        return families.count == items.count ? Located(families, at: node.location) : nil
    }

    /// catalog.yaml's `slots:`: shared slots by name.
    static func decodeSharedSlots(_ fields: NodeReader.Fields, reader: inout NodeReader) -> [SlotSpec]? {
        guard let pairs = reader.mapping("slots", in: fields, of: "shared slots") else { return nil }
        return pairs.compactMap { keyNode, value in
            guard let name = reader.string(keyNode, for: "slots") else { return nil }
            return decode(value, SpecKeyTable<SlotSpec>.sharedSlot, into: SlotSpec(name: name), context: "shared slot '\(name.value)'", reader: &reader)
        }
    }

    static func decodeAccess(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<AccessLevel>? {
        if let (_, value) = fields.entries["access"], case .scalar(let text, _) = value.kind,
           text == "private" || text == "fileprivate" {
            reader.report("access '\(text)' is not supported: the generated initializers must be visible to their callers (use public, package or internal)", at: value.location)
            return nil
        }
        return reader.choice("access", in: fields, as: AccessLevel.self, what: "an access level")
    }

    static func decodeAvailable(_ fields: NodeReader.Fields, reader: inout NodeReader) -> Located<[PlatformVersionSpec]>? {
        guard let (_, value) = fields.entries["available"] else { return nil }
        guard case .mapping(let pairs) = value.kind else {
            reader.report("expected a mapping of platforms to versions for 'available' (like { iOS: \"17.0\" }), found \(reader.describe(value))", at: value.location)
            return nil
        }
        return Located(pairs.compactMap { pair in
            guard let platform = reader.string(pair.key, for: "available"),
                  let version = reader.string(pair.value, for: platform.value) else { return nil }
            return PlatformVersionSpec(platform: platform, version: version)
        }, at: value.location)
    }
}

private extension String {
    var nilIfUnconfined: String? { SpecLoader.isConfined(self) ? self : nil }
}
