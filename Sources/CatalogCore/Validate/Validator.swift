/// Typed specs → the validated `Catalog`: refs followed, defaults applied, every rule of SPEC.md checked.
/// Returns nil for the catalog when any error was found.
public enum Validator {
    public static let defaultModule = "Catalog"
    public static let defaultMaxInitializers = 64

    public static func validate(_ specs: SpecSet) -> (Catalog?, [Diagnostic]) {
        var run = ValidationRun(specs: specs)
        let catalog = run.validate()
        let diagnostics = run.diagnostics.sorted()
        return (diagnostics.hasErrors ? nil : catalog, diagnostics)
    }
}

struct ValidationRun {
    let specs: SpecSet
    var diagnostics: [Diagnostic] = []

    init(specs: SpecSet) { self.specs = specs }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    mutating func validate() -> Catalog {
        let settings = specs.settings
        var module = Validator.defaultModule
        if let name = settings?.module {
            if checkIdentifier(name, what: "module name") { module = name.value }
        }
        var maxInitializers = Validator.defaultMaxInitializers
        if let limit = settings?.maxInitializers {
            if limit.value < 1 { error("maxInitializers must be at least 1", at: limit.location) } else { maxInitializers = limit.value }
        }
        let sharedSlots = Dictionary(settings?.slots.map { ($0.name.value, $0) } ?? [], uniquingKeysWith: { first, _ in first })

        // Names first: everything else refers to components by name.
        var byName: [String: ComponentSpec] = [:]
        // Generated file names that differ only by case collide on case-insensitive file systems (macOS).
        var byFoldedName: [String: ComponentSpec] = [:]
        for spec in specs.components {
            if let first = byName[spec.name.value] {
                error("duplicate component '\(spec.name.value)' (first declared at \(first.file):\(first.name.location.line):\(first.name.location.column))", at: spec.name.location)
                continue
            }
            let folded = spec.name.value.lowercased()
            if folded == "index" {
                error("component '\(spec.name.value)' differs only in case from the reference's index.md: their files would collide on a case-insensitive file system", at: spec.name.location)
                continue
            }
            if let first = byFoldedName[folded] {
                error("component '\(spec.name.value)' differs only in case from '\(first.name.value)' (\(first.file)): their files would collide on a case-insensitive file system", at: spec.name.location)
                continue
            }
            byName[spec.name.value] = spec
            byFoldedName[folded] = spec
        }
        // Each component is checked on its own (on all cores); the checks across components follow.
        let checked = byName.values.sorted(by: { $0.name.value < $1.name.value }).concurrentMap { [specs, byName] spec in
            var run = ValidationRun(specs: specs)
            let component = run.validateComponent(spec, settings: settings, sharedSlots: sharedSlots, all: byName)
            return (component, run.diagnostics)
        }
        diagnostics += checked.flatMap(\.1)
        let components = checked.compactMap(\.0)
        checkModelNames(components)
        checkCycles(components)
        let catalog = Catalog(module: module, textType: settings?.textType?.value ?? .localizedStringKey,
                              maxInitializers: maxInitializers, components: components)
        if !diagnostics.hasErrors { checkInitializerCounts(catalog) }
        return catalog
    }

    // MARK: - Names

    /// Reports an invalid or reserved identifier; true when the name is usable.
    @discardableResult
    mutating func checkIdentifier(_ name: Located<String>, what: String) -> Bool {
        if !SwiftNames.isIdentifier(name.value) {
            error("\(what) '\(name.value)' is not a valid Swift identifier", at: name.location)
            return false
        }
        if SwiftNames.isReserved(name.value) {
            error("\(what) '\(name.value)' is a reserved word in Swift", at: name.location)
            return false
        }
        return true
    }

    // MARK: - Component

    mutating func validateComponent(_ spec: ComponentSpec, settings: CatalogSettingsSpec?,
                                    sharedSlots: [String: SlotSpec], all: [String: ComponentSpec]) -> Component? {
        let name = spec.name
        if checkIdentifier(name, what: "component name") {
            if !SwiftNames.isUpperCamelCase(name.value) {
                error("component name '\(name.value)' must be UpperCamelCase", at: name.location)
            } else if SwiftNames.typesUsedByGeneratedCode.contains(name.value) || SwiftNames.typesUsedByGallery.contains(name.value) {
                error("component name '\(name.value)' would shadow a type the generated code uses", at: name.location)
            }
        }
        let fileName = SpecLoader.fileName(of: spec.file)
        let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
        if stem != name.value {
            error("the file '\(fileName)' declares component '\(name.value)'; name the file after the component ('\(name.value).\(fileName.split(separator: ".").last ?? "yaml")')", at: name.location)
        }
        if spec.summary.value.contains("\n") || spec.summary.value.trimmingWhitespace().isEmpty {
            error("summary must be one non-empty line", at: spec.summary.location)
        }
        if let group = spec.group, group.value.contains("\n") || group.value.trimmingWhitespace().isEmpty {
            error("group must be one non-empty line", at: group.location)
        }
        // Each example is compiled as `return AnyView(<code>)` in the gallery and as a preview's body.
        for example in spec.examples where !SwiftSyntaxChecks.isExpression(example.code.value) {
            error("example code must be one Swift expression: it becomes a preview and a case of the gallery", at: example.code.location)
        }
        // `deprecated:` implies `status: deprecated`; the status alone would say nothing about what to use instead.
        if let status = spec.status, status.value == .deprecated, spec.deprecated == nil {
            error("status: deprecated needs a 'deprecated:' message that says what to use instead", at: status.location)
        } else if let status = spec.status, status.value != .deprecated, spec.deprecated != nil {
            error("a deprecated component's status is deprecated; remove 'status: \(status.value.rawValue)'", at: status.location)
        }
        var seenTags: [String: SourceLocation] = [:]
        for tag in spec.tags {
            if tag.value.contains("\n") || tag.value.trimmingWhitespace().isEmpty {
                error("a tag must be one non-empty line", at: tag.location)
            } else if let first = seenTags[tag.value] {
                error("duplicate tag '\(tag.value)' (first at \(first.file):\(first.line):\(first.column))", at: tag.location)
            } else {
                seenTags[tag.value] = tag.location
            }
        }

        let strategy = spec.initializers?.value ?? settings?.initializers?.value ?? .combinatorial
        var usedNames: [String: SourceLocation] = [:]
        var properties: [Property] = []
        for property in spec.properties {
            if let validated = validateProperty(property, usedNames: &usedNames) { properties.append(validated) }
        }
        var slots: [Slot] = []
        for slotSpec in spec.slots {
            if let slot = validateSlot(slotSpec, in: spec, strategy: strategy, sharedSlots: sharedSlots, all: all, usedNames: &usedNames) {
                slots.append(slot)
            }
        }
        let state = spec.state.compactMap { validateState($0, usedNames: &usedNames) }
        checkRenames(spec, slots: &slots, properties: &properties, usedNames: usedNames)
        checkPresenceFlags(slots, usedNames: usedNames)
        checkGenericParameters(slots, spec: spec)
        let order = spec.order.flatMap { checkOrder($0, slots: slots, properties: properties, spec: spec) }

        let modelName = resolveModel(spec, strategy: strategy, slots: slots, properties: properties)
        if modelName != nil, let clash = usedNames["model"] {
            error("'model' is reserved for init(model:); rename this or set model.generate: false", at: clash)
        }
        checkShadowing(spec, slots: slots, properties: properties, modelName: modelName)
        var component = Component(spec: spec, name: name.value, access: spec.access?.value ?? settings?.access?.value ?? .public,
                                  strategy: strategy, properties: properties, slots: slots, modelName: modelName)
        component.order = order
        component.state = state
        component.isStyled = spec.style?.value ?? settings?.styles?.value ?? false
        component.deprecation = spec.deprecated.flatMap { deprecationMessage($0) }
        if component.deprecation != nil, let deprecated = spec.deprecated {
            diagnostics.append(.warning("\(name.value) is deprecated: mark its hand-written \(component.isStyled ? "default style's makeBody" : "body") @available(*, deprecated) too, or that code warns", at: deprecated.location))
        }
        if let available = spec.available { component.availability = checkAvailability(available) }
        if component.isStyled, let clash = usedNames[SwiftNames.styleProperty] {
            error("'\(SwiftNames.styleProperty)' holds \(name.value)'s style; rename this slot, property or state", at: clash)
        }
        return component
    }

    mutating func checkMemberName(_ name: Located<String>, what: String, usedNames: inout [String: SourceLocation]) -> Bool {
        guard checkIdentifier(name, what: "\(what) name") else { return false }
        if !SwiftNames.isLowerCamelCase(name.value) {
            error("\(what) name '\(name.value)' must be lowerCamelCase", at: name.location)
            return false
        }
        if name.value == "body" {
            error("'body' is reserved: it is the View's body", at: name.location)
            return false
        }
        if let first = usedNames[name.value] {
            error("duplicate name '\(name.value)' (a slot or property at \(first.line):\(first.column) has it)", at: name.location)
            return false
        }
        usedNames[name.value] = name.location
        return true
    }

    mutating func validateProperty(_ spec: PropertySpec, usedNames: inout [String: SourceLocation]) -> Property? {
        let nameOK = checkMemberName(spec.name, what: "property", usedNames: &usedNames)
        let type = SwiftSyntaxChecks.parseType(spec.type.value)
        if type == nil {
            error("type '\(spec.type.value)' is not exactly one Swift type", at: spec.type.location)
        }
        let isBinding = spec.binding?.value ?? false
        if let defaultValue = spec.defaultValue {
            if !SwiftSyntaxChecks.isExpression(defaultValue.value) {
                error("default '\(defaultValue.value)' is not exactly one Swift expression", at: defaultValue.location)
            } else if isBinding && defaultValue.value.trimmingWhitespace() == "nil" {
                error("a binding's default must be a Binding, not nil; did you mean '.constant(nil)'?", at: defaultValue.location)
            }
        }
        guard nameOK, let type else { return nil }
        return Property(name: spec.name.value, type: type,
                        defaultValue: spec.defaultValue?.value.trimmingWhitespace(), isBinding: isBinding,
                        isClosure: type.isFunction && !isBinding, doc: spec.doc?.value, location: spec.name.location)
    }

    // MARK: - Slots

    mutating func validateSlot(_ local: SlotSpec, in component: ComponentSpec, strategy: InitializerStrategy, sharedSlots: [String: SlotSpec],
                               all: [String: ComponentSpec], usedNames: inout [String: SourceLocation]) -> Slot? {
        var slot = local
        if let ref = local.ref {
            guard let shared = sharedSlots[ref.value] else {
                var message = "no shared slot '\(ref.value)' in catalog.yaml"
                if let suggestion = Suggestions.closest(to: ref.value, among: sharedSlots.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                error(message, at: ref.location)
                return nil
            }
            // Keys given beside `ref` override the shared ones.
            slot.options = local.options ?? shared.options
            slot.optional = local.optional ?? shared.optional
            slot.component = local.component ?? shared.component
            slot.resolver = local.resolver ?? shared.resolver
            slot.doc = local.doc ?? shared.doc
            slot.builder = local.builder ?? shared.builder
            slot.defaultContent = local.defaultContent ?? shared.defaultContent
            slot.generic = local.generic ?? shared.generic
            slot.textType = local.textType ?? shared.textType
            slot.backedBy = local.backedBy ?? shared.backedBy
            slot.input = local.input ?? shared.input
        }
        guard checkMemberName(slot.name, what: "slot", usedNames: &usedNames) else { return nil }
        var genericName = SwiftNames.genericParameter(forSlot: slot.name.value)
        if let generic = slot.generic {
            guard checkIdentifier(generic, what: "generic parameter") else { return nil }
            if !SwiftNames.isUpperCamelCase(generic.value) {
                error("generic parameter '\(generic.value)' must be UpperCamelCase", at: generic.location)
                return nil
            }
            genericName = generic.value
        }
        if genericName == "Body" {
            error("slot '\(slot.name.value)' would have the generic parameter 'Body', which View reserves", at: (slot.generic ?? slot.name).location)
            return nil
        }
        let options = slot.options ?? []
        var seen: Set<SlotOption> = []
        for option in options where !seen.insert(option.value).inserted {
            error("option '\(option.value.rawValue)' is listed twice", at: option.location)
        }
        let isOptional = slot.optional?.value ?? false
        if isOptional, let empty = options.first(where: { $0.value == .empty }) {
            error("'empty' cannot be combined with 'optional: true': an optional slot can already be left out", at: empty.location)
        }
        let textType = slot.textType?.value ?? specs.settings?.textType?.value ?? .localizedStringKey
        var forms: [ValueForm] = options.compactMap { option in
            switch option.value {
            case .text: textType == .attributedString ? ValueForm(AttributedTextForm()) : ValueForm(TextForm(textType: textType))
            case .systemImage: ValueForm(SystemImageForm())
            case .image: ValueForm(ImageForm())
            case .unlabeled, .empty: nil
            }
        }
        var seenForms: Set<ValueForm> = []
        forms = forms.filter { seenForms.insert($0).inserted }
        if let target = slot.component {
            if let targetSpec = all[target.value] {
                if target.value == component.name.value {
                    error("component '\(target.value)' cannot contain itself", at: target.location)
                } else if let (missing, hasDefault) = slotWithoutValueForm(in: targetSpec, sharedSlots: sharedSlots) {
                    if hasDefault {
                        error("component '\(target.value)' cannot be used as a value: the type of its slot '\(missing)''s default content cannot be named", at: target.location)
                    } else {
                        error("component '\(target.value)' cannot be used as a value: its required slot '\(missing)' has no value form (add options, or make it optional or empty)", at: target.location)
                    }
                }
                forms.append(ValueForm(ComponentForm(component: target.value)))
            } else {
                var message = "no component named '\(target.value)'"
                if let suggestion = Suggestions.closest(to: target.value, among: all.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                error(message, at: target.location)
            }
        }
        if let resolver = slot.resolver {
            if case .written(_, isFunction: false)? = SwiftSyntaxChecks.parseType(resolver.value), !resolver.value.contains(" ") {
                forms.append(ValueForm(ResolverForm(resolver: resolver.value)))
            } else {
                error("resolver '\(resolver.value)' is not a type name", at: resolver.location)
            }
        }
        forms = backedForms(forms, slot: slot, hasText: options.contains { $0.value == .text })
        if forms.contains(ValueForm(SystemImageForm())) {
            let systemName = SwiftNames.systemNameParameter(forSlot: slot.name.value)
            if let clash = usedNames[systemName] {
                error("the parameter '\(systemName)' of slot '\(slot.name.value)' clashes with the name at \(clash.line):\(clash.column)", at: slot.name.location)
            }
        }
        var validated = Slot(name: slot.name.value, genericName: genericName, isOptional: isOptional,
                             isEmptyAllowed: options.contains { $0.value == .empty } && !isOptional,
                             isUnlabeled: options.contains { $0.value == .unlabeled }, valueForms: forms,
                             doc: slot.doc?.value, location: slot.name.location)
        if let builder = slot.builder {
            if case .written(_, isFunction: false)? = SwiftSyntaxChecks.parseType(builder.value), !builder.value.contains(" ") {
                validated.resultBuilder = builder.value
            } else {
                error("builder '\(builder.value)' is not a result builder's type name", at: builder.location)
            }
        }
        if let content = slot.defaultContent, !forms.isEmpty {
            validated.valueDefault = valueDefault(content, strategy: strategy)
        } else if let content = slot.defaultContent {
            if strategy != .compact {
                error("'default' content needs 'initializers: compact': a combinatorial component leaves a slot out as Never", at: content.location)
            } else if !SwiftSyntaxChecks.isExpression(content.value) {
                error("default '\(content.value)' is not exactly one Swift expression", at: content.location)
            } else {
                validated.defaultContent = content.value.trimmingWhitespace()
            }
        }
        if let textTypeOverride = slot.textType, !options.contains(where: { $0.value == .text }) {
            error("textType applies to a slot's text form, and '\(slot.name.value)' has no 'text' option", at: textTypeOverride.location)
        }
        if let input = slot.input { validated.input = inputType(input, slot: slot, hasValueForms: !forms.isEmpty, options: options) }
        return validated
    }

    /// `state:` entries: stored wrappers for the body, named like members.
    mutating func validateState(_ spec: StateSpec, usedNames: inout [String: SourceLocation]) -> StateProperty? {
        let nameOK = checkMemberName(spec.name, what: "state", usedNames: &usedNames)
        let wrapperOK = checkIdentifier(spec.wrapper, what: "property wrapper")
        var type: SwiftType?
        if let written = spec.type {
            type = SwiftSyntaxChecks.parseType(written.value)
            if type == nil { error("type '\(written.value)' is not exactly one Swift type", at: written.location) }
        }
        if let defaultValue = spec.defaultValue, !SwiftSyntaxChecks.isExpression(defaultValue.value) {
            error("default '\(defaultValue.value)' is not exactly one Swift expression", at: defaultValue.location)
        }
        if let keyPath = spec.keyPath {
            let text = keyPath.value.trimmingWhitespace()
            if !text.hasPrefix("\\") || !SwiftSyntaxChecks.isExpression(text) {
                error("keyPath '\(keyPath.value)' is not exactly one Swift key path (like \\.dynamicTypeSize)", at: keyPath.location)
            }
        } else if spec.wrapper.value == "Environment" {
            error("an Environment state needs a keyPath (like \\.dynamicTypeSize)", at: spec.wrapper.location)
        }
        if spec.type == nil && spec.keyPath == nil && spec.wrapper.value != "Environment" {
            error("state '\(spec.name.value)' needs a type", at: spec.name.location)
        }
        guard nameOK, wrapperOK, spec.type == nil || type != nil else { return nil }
        return StateProperty(name: spec.name.value, wrapper: spec.wrapper.value, type: type,
                             defaultValue: spec.defaultValue?.value.trimmingWhitespace(),
                             keyPath: spec.keyPath?.value.trimmingWhitespace(), doc: nil)
    }

    /// A deprecation message: one non-empty line (it becomes a Swift string literal).
    mutating func deprecationMessage(_ message: Located<String>) -> String? {
        let text = message.value.trimmingWhitespace()
        guard !text.isEmpty, !text.contains("\n") else {
            error("a deprecation message must be one non-empty line", at: message.location)
            return nil
        }
        return text
    }

    /// `renamed:` on slots and properties: the old name is a member name nothing else has.
    mutating func checkRenames(_ spec: ComponentSpec, slots: inout [Slot], properties: inout [Property], usedNames: [String: SourceLocation]) {
        var taken = usedNames
        func check(_ renamed: Located<String>?, deprecated: Located<String>?, run: inout ValidationRun) -> (renamedFrom: String?, deprecation: String?) {
            let deprecation = deprecated.flatMap { run.deprecationMessage($0) }
            guard let renamed else { return (nil, deprecation) }
            guard run.checkIdentifier(renamed, what: "previous name") else { return (nil, deprecation) }
            if !SwiftNames.isLowerCamelCase(renamed.value) {
                run.error("previous name '\(renamed.value)' must be lowerCamelCase", at: renamed.location)
                return (nil, deprecation)
            }
            if let clash = taken[renamed.value] {
                run.error("previous name '\(renamed.value)' is a name in use (at \(clash.line):\(clash.column)); a renamed spelling must be free", at: renamed.location)
                return (nil, deprecation)
            }
            taken[renamed.value] = renamed.location
            return (renamed.value, deprecation)
        }
        for index in properties.indices {
            guard let written = spec.properties.first(where: { $0.name.value == properties[index].name }) else { continue }
            (properties[index].renamedFrom, properties[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
        }
        for index in slots.indices {
            guard let written = spec.slots.first(where: { $0.name.value == slots[index].name }) else { continue }
            (slots[index].renamedFrom, slots[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
        }
    }

    /// `available: { iOS: "17.0" }`: Apple's platform names and dotted versions.
    mutating func checkAvailability(_ available: Located<[PlatformVersionSpec]>) -> [String] {
        var result: [String] = []
        for entry in available.value {
            guard SwiftNames.availabilityPlatforms.contains(entry.platform.value) else {
                var message = "'\(entry.platform.value)' is not a platform of @available"
                if let suggestion = Suggestions.closest(to: entry.platform.value, among: SwiftNames.availabilityPlatforms) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += " (expected one of: \(SwiftNames.availabilityPlatforms.joined(separator: ", ")))"
                }
                error(message, at: entry.platform.location)
                continue
            }
            let parts = entry.version.value.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }) else {
                error("'\(entry.version.value)' is not a version like \"17.0\"", at: entry.version.location)
                continue
            }
            result.append("\(entry.platform.value) \(entry.version.value)")
        }
        return result
    }

    /// Two slots must not share a generic parameter.
    mutating func checkGenericParameters(_ slots: [Slot], spec: ComponentSpec) {
        var seen: [String: String] = [:]
        for slot in slots {
            if let first = seen[slot.genericName] {
                let location = spec.slots.first { $0.name.value == slot.name }?.generic?.location ?? slot.location
                error("slot '\(slot.name)' would have the generic parameter '\(slot.genericName)', which slot '\(first)' has; set 'generic' to another name", at: location)
            }
            seen[slot.genericName] = slot.name
        }
    }

    /// `order` names every slot and property exactly once.
    mutating func checkOrder(_ order: Located<[Located<String>]>, slots: [Slot], properties: [Property], spec: ComponentSpec) -> [String]? {
        let names = slots.map(\.name) + properties.map(\.name)
        var seen: Set<String> = []
        var valid = true
        for entry in order.value {
            if !names.contains(entry.value) {
                var message = "order names '\(entry.value)', which is not a slot or property of \(spec.name.value)"
                if let suggestion = Suggestions.closest(to: entry.value, among: names) { message += "; did you mean '\(suggestion)'?" }
                error(message, at: entry.location)
                valid = false
            } else if !seen.insert(entry.value).inserted {
                error("order names '\(entry.value)' twice", at: entry.location)
                valid = false
            }
        }
        let missing = names.filter { !seen.contains($0) }
        if !missing.isEmpty, valid || !seen.isEmpty {
            error("order must name every slot and property once; missing: " + missing.map { "'\($0)'" }.joined(separator: ", "), at: order.location)
            valid = false
        }
        return valid ? order.value.map(\.value) : nil
    }

    /// The first required slot of `spec` that has no value form and is not `empty`, as written.
    func slotWithoutValueForm(in spec: ComponentSpec, sharedSlots: [String: SlotSpec]) -> (String, hasDefault: Bool)? {
        for local in spec.slots {
            let shared = local.ref.flatMap { sharedSlots[$0.value] }
            let options = (local.options ?? shared?.options ?? []).map(\.value)
            let optional = (local.optional ?? shared?.optional)?.value ?? false
            let hasValue = options.contains { [.text, .systemImage, .image].contains($0) }
                || (local.component ?? shared?.component) != nil || (local.resolver ?? shared?.resolver) != nil
            // Default content's type cannot be named in the value type (a value default's can).
            if !hasValue, (local.defaultContent ?? shared?.defaultContent) != nil { return (local.name.value, true) }
            if !optional && !options.contains(.empty) && !hasValue { return (local.name.value, false) }
        }
        return nil
    }

    // MARK: - Model

    /// Compact keeps a required slot without a value form as a builder beside the model; combinatorial
    /// would leave it out, so it gets no model.
    mutating func resolveModel(_ spec: ComponentSpec, strategy: InitializerStrategy, slots: [Slot], properties: [Property]) -> String? {
        // A slot with `input` stays a closure beside the model in both strategies.
        let uncovered = strategy == .compact ? nil : slots.first { !$0.isOmittable && $0.valueForms.isEmpty && $0.input == nil }
        let hasData = slots.contains { !$0.valueForms.isEmpty } || !properties.isEmpty
        let name = spec.model?.name ?? Located(SwiftNames.defaultModelName(forComponent: spec.name.value), at: spec.name.location)
        if let explicit = spec.model?.name { checkIdentifier(explicit, what: "model name") }
        switch spec.model?.generate?.value {
        case false?:
            return nil
        case true?:
            if !hasData {
                error("model.generate is true, but \(spec.name.value) has no value form and no property for a model to provide", at: spec.model!.generate!.location)
                return nil
            }
            if let uncovered {
                error("model.generate is true, but the required slot '\(uncovered.name)' has no value form for the model to provide (add options, or make it optional or empty)", at: spec.model!.generate!.location)
                return nil
            }
            return name.value
        case nil:
            return hasData && uncovered == nil ? name.value : nil
        }
    }

    mutating func checkModelNames(_ components: [Component]) {
        let componentNames = Set(components.map(\.name))
        // The types a style generates must not collide with a component or a model.
        var styleTypes: [String: String] = [:]
        for component in components where component.isStyled {
            let names = SwiftNames.styleNames(forComponent: component.name)
            for type in [names.protocol, names.configuration, names.defaultStyle] { styleTypes[type] = component.name }
        }
        for component in components {
            if let owner = styleTypes[component.name] {
                error("component '\(component.name)' has the name of a type \(owner)'s style generates", at: component.location)
            }
            if let model = component.modelName, let owner = styleTypes[model] {
                error("model protocol '\(model)' has the name of a type \(owner)'s style generates", at: component.spec.model?.name?.location ?? component.location)
            }
        }
        var seen: [String: String] = [:]
        for component in components {
            guard let model = component.modelName else { continue }
            let location = component.spec.model?.name?.location ?? component.location
            if componentNames.contains(model) {
                error("model protocol '\(model)' has the name of a component", at: location)
            } else if let owner = seen[model] {
                error("model protocol '\(model)' is also the model of '\(owner)'", at: location)
            }
            seen[model] = component.name
        }
    }

    /// A generic parameter must not hide a type the component's generated code names.
    mutating func checkShadowing(_ spec: ComponentSpec, slots: [Slot], properties: [Property], modelName: String?) {
        var used = SwiftNames.typesUsedByGeneratedCode
        used.insert(spec.name.value)
        if let modelName { used.insert(modelName) }
        for property in properties { used.formUnion(SwiftNames.identifiers(in: property.type.description)) }
        for slot in slots {
            for form in slot.valueForms { used.formUnion(form.descriptor.typeNames) }
        }
        for slot in slots where used.contains(slot.genericName) {
            error("slot '\(slot.name)' would have the generic parameter '\(slot.genericName)', which hides the type '\(slot.genericName)' that \(spec.name.value)'s generated code uses; set 'generic' to another name (the slot keeps its label)", at: slot.location)
        }
    }

    // MARK: - Cycles and counts

    mutating func checkCycles(_ components: [Component]) {
        let edges = Dictionary(uniqueKeysWithValues: components.map { component in
            (component.name, component.slots.flatMap { slot in
                slot.valueForms.compactMap(\.descriptor.linkedComponent)
            })
        })
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var reported: Set<String> = []
        func visit(_ name: String, path: [String], run: inout ValidationRun) {
            if state[name] == 2 { return }
            if state[name] == 1 {
                let cycle = Array(path[path.firstIndex(of: name)!...]) + [name]
                let key = cycle.dropLast().sorted().joined(separator: ",")
                if reported.insert(key).inserted, let component = components.first(where: { $0.name == cycle[0] }) {
                    run.error("components form a cycle: \(cycle.joined(separator: " → "))", at: component.location)
                }
                return
            }
            state[name] = 1
            for next in edges[name] ?? [] where edges[next] != nil { visit(next, path: path + [name], run: &run) }
            state[name] = 2
        }
        for component in components { visit(component.name, path: [], run: &self) }
    }

    /// Counted, never planned: any spec validates in milliseconds. Compact components have no limit.
    mutating func checkInitializerCounts(_ catalog: Catalog) {
        for component in catalog.components where component.strategy == .combinatorial {
            let count = InitializerCount.of(component)
            guard count > catalog.maxInitializers else { continue }
            // Most forms first; ties in slot order.
            let forms = component.slots.enumerated().map { index, slot in (slot.name, InitializerCount.forms(of: slot), index) }
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
            let top = forms.prefix(3).map { "'\($0.0)' (\($0.1) forms)" }.joined(separator: ", ")
            let shown = count == Int.max ? Self.magnitude(of: component.slots.map { Double(InitializerCount.forms(of: $0)) }) : "\(count)"
            error("\(component.name) would get \(shown) initializers, more than maxInitializers (\(catalog.maxInitializers)); the slots with the most forms: \(top). Use 'initializers: compact' (at most five initializers), fewer options, or a higher maxInitializers", at: component.location)
        }
    }

    /// "about 9 × 10^27": a count too large for an Int, from its factors.
    static func magnitude(of factors: [Double]) -> String {
        var mantissa = factors.reduce(1, *)
        var exponent = 0
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        return "about \(Int(mantissa)) × 10^\(exponent)"
    }

    /// `hasSubtitle` tells a body whether an omittable slot was given; it must not clash with a member.
    mutating func checkPresenceFlags(_ slots: [Slot], usedNames: [String: SourceLocation]) {
        for slot in slots where slot.hasPresenceFlag {
            let flag = SwiftNames.presenceFlag(forSlot: slot.name)
            if let clash = usedNames[flag] {
                error("'\(flag)' tells whether slot '\(slot.name)' was given; rename the slot or property at \(clash.line):\(clash.column)", at: slot.location)
            }
        }
    }
}
