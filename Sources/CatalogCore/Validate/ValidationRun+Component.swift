// Rules for one component: its names, properties, renames, availability, order and model.
extension ValidationRun {
    mutating func validateComponent(_ written: ComponentSpec, settings: CatalogSettingsSpec?,
                                    sharedSlots: [String: SlotSpec], all: [String: ComponentSpec]) -> Component? {
        // Every rule below, and the component, see each slot with what its `ref:` inherits.
        var spec = written
        spec.slots = written.slots.map { Self.resolved($0, sharedSlots: sharedSlots) }
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
        if spec.summary.value.hasLineBreak || spec.summary.value.trimmingWhitespace().isEmpty {
            error("summary must be one non-empty line", at: spec.summary.location)
        } else if spec.summary.value.trimmingWhitespace().uppercased().hasPrefix("TODO") {
            // `catalog new` writes a TODO summary: it would be published as is.
            diagnostics.append(.warning("summary still starts with TODO: say in one line what \(name.value) is (the reference and Quick Help show it)", at: spec.summary.location))
        }
        if let group = spec.group, group.value.hasLineBreak || group.value.trimmingWhitespace().isEmpty {
            error("group must be one non-empty line", at: group.location)
        }
        // Each example is compiled as `return AnyView(<code>)` in the gallery and as a preview's body.
        for example in spec.examples {
            if example.title.value.trimmingWhitespace().uppercased().hasPrefix("TODO") {
                diagnostics.append(.warning("example title still starts with TODO: say what the example shows (the gallery and the reference list it)", at: example.title.location))
            }
            // `"aString"` is how generated call sites fill a parameter, not what a reader should copy.
            if let placeholder = Validator.samplePlaceholder(in: example.code.value) {
                diagnostics.append(.warning("example uses the placeholder \"\(placeholder)\": show a value a reader would pass (examples are published)", at: example.code.location))
            }
        }
        for example in spec.examples where !SwiftSyntaxChecks.isExpression(example.code.value) {
            error("example code must be one Swift expression: it becomes a preview and a case of the gallery\(SwiftSyntaxChecks.reason(example.code.value, after: "; "))", at: example.code.location)
        }
        // `deprecated:` implies `status: deprecated`; the status alone would say nothing about what to use instead.
        if let status = spec.status, status.value == .deprecated, spec.deprecated == nil {
            error("status: deprecated needs a 'deprecated:' message that says what to use instead", at: status.location)
        } else if let status = spec.status, status.value != .deprecated, spec.deprecated != nil {
            error("a deprecated component's status is deprecated; remove 'status: \(status.value.rawValue)'", at: status.location)
        }
        var seenTags: [String: SourceLocation] = [:]
        for tag in spec.tags {
            if tag.value.hasLineBreak || tag.value.trimmingWhitespace().isEmpty {
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
        checkPresenceFlags(slots, strategy: strategy, usedNames: usedNames)
        checkGenericParameters(slots, spec: spec)
        diagnostics += ArgumentLabels.repeated(slots: slots, properties: properties, strategy: strategy)
        // `order` names the slots and properties: with one of them refused (a duplicate name, say), its
        // errors would only follow from that one, and be printed before it.
        let everyMemberValid = slots.count == spec.slots.count && properties.count == spec.properties.count
        let order = spec.order.flatMap { order in
            everyMemberValid ? checkOrder(order, slots: slots, properties: properties, spec: spec, key: spec.isOrderPerFamily ? "order.values" : "order") : nil
        }
        let builderOrder = spec.builderOrder.flatMap { order in
            everyMemberValid ? checkOrder(order, slots: slots, properties: properties, spec: spec, key: "order.builder") : nil
        }

        let modelName = resolveModel(spec, strategy: strategy, slots: slots, properties: properties)
        if modelName != nil, let clash = usedNames["model"] {
            error("'model' is reserved for init(model:); rename this or set model.generate: false", at: clash)
        }
        checkShadowing(spec, slots: slots, properties: properties, modelName: modelName)
        let deprecation = spec.deprecated.flatMap { deprecationMessage($0) }
        let isStyled = spec.style?.value ?? settings?.styles?.value ?? false
        if deprecation != nil, let deprecated = spec.deprecated {
            diagnostics.append(.warning("\(name.value) is deprecated: mark its hand-written \(isStyled ? "default style's makeBody" : "body") @available(*, deprecated) too, or that code warns", at: deprecated.location))
        }
        if isStyled, let clash = usedNames[SwiftNames.styleProperty] {
            error("'\(SwiftNames.styleProperty)' holds \(name.value)'s style; rename this slot, property or state", at: clash)
        }
        let info = ComponentInfo(
            name: name.value, file: spec.file, location: name.location, summary: spec.summary.value,
            description: spec.description?.value, group: spec.group?.value.trimmingWhitespace(),
            status: deprecation != nil ? .deprecated : spec.status?.value ?? .stable, tags: spec.tags.map(\.value),
            examples: spec.examples.map { Example(title: $0.title.value, code: $0.code.value, codeLocation: $0.code.location, deprecation: $0.deprecated?.value) },
            access: spec.access?.value ?? settings?.access?.value ?? .public, strategy: strategy, deprecation: deprecation,
            availability: spec.available.map { checkAvailability($0) } ?? [], isStyled: isStyled,
            isUIKit: spec.uikit?.value ?? settings?.uikit?.value ?? false)
        let component = Component(info: info, modelLocation: spec.model?.name?.location ?? name.location,
                                  uikitLocation: spec.uikit?.location ?? name.location, properties: properties, slots: slots,
                                  modelName: modelName, order: order, builderOrder: builderOrder, state: state)
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
            error("type '\(spec.type.value)' is not exactly one Swift type\(SwiftSyntaxChecks.reason(spec.type.value))", at: spec.type.location)
        }
        let isBinding = spec.binding?.value ?? false
        if let defaultValue = spec.defaultValue {
            if !SwiftSyntaxChecks.isExpression(defaultValue.value) {
                error("default '\(defaultValue.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(defaultValue.value))", at: defaultValue.location)
            } else if isBinding && defaultValue.value.trimmingWhitespace() == "nil" {
                error("a binding's default must be a Binding, not nil; did you mean '.constant(nil)'?", at: defaultValue.location)
            } else if defaultValue.value.trimmingWhitespace() == "nil", let type = SwiftSyntaxChecks.parseType(spec.type.value),
                      !type.isOptional, !["!"].contains(where: spec.type.value.trimmingWhitespace().hasSuffix),
                      !["Optional<", "Swift.Optional<"].contains(where: spec.type.value.trimmingWhitespace().hasPrefix) {
                // Caught here: the compiler would report it in every generated initializer instead.
                error("default nil needs an optional type; did you mean '\(SwiftType.optional(type))'?", at: defaultValue.location)
            }
        }
        guard nameOK, let type else { return nil }
        var property = Property(name: spec.name.value, type: type,
                                defaultValue: spec.defaultValue?.value.trimmingWhitespace(), isBinding: isBinding,
                                isClosure: type.isFunctionOrOptionalFunction && !isBinding, doc: spec.doc?.value, location: spec.name.location)
        property.isUnlabeled = spec.unlabeled?.value ?? false
        return property
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
        // By name, looked up once each: 20,000 slots took a minute with a search per slot.
        let writtenProperties = Dictionary(spec.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let writtenSlots = Dictionary(spec.slots.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for index in properties.indices {
            guard let written = writtenProperties[properties[index].name] else { continue }
            (properties[index].renamedFrom, properties[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
        }
        for index in slots.indices {
            guard let written = writtenSlots[slots[index].name] else { continue }
            (slots[index].renamedFrom, slots[index].deprecation) = check(written.renamed, deprecated: written.deprecated, run: &self)
        }
    }

    /// `available: { iOS: "17.0" }`: Apple's platform names and dotted versions.
    mutating func checkAvailability(_ available: Located<[PlatformVersionSpec]>) -> [PlatformVersion] {
        var result: [PlatformVersion] = []
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
            result.append(PlatformVersion(platform: entry.platform.value, version: entry.version.value))
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

    /// `order` (or each of `order.builder` and `order.values`) names every slot and property exactly once.
    mutating func checkOrder(_ order: Located<[Located<String>]>, slots: [Slot], properties: [Property], spec: ComponentSpec,
                             key: String) -> [String]? {
        let names = slots.map(\.name) + properties.map(\.name)
        let known = Set(names)
        var seen: Set<String> = []
        var valid = true
        for entry in order.value {
            if !known.contains(entry.value) {
                var message = "\(key) names '\(entry.value)', which is not a slot or property of \(spec.name.value)"
                if let suggestion = Suggestions.closest(to: entry.value, among: names) { message += "; did you mean '\(suggestion)'?" }
                error(message, at: entry.location)
                valid = false
            } else if !seen.insert(entry.value).inserted {
                error("\(key) names '\(entry.value)' twice", at: entry.location)
                valid = false
            }
        }
        let missing = names.filter { !seen.contains($0) }
        if !missing.isEmpty, valid || !seen.isEmpty {
            error("\(key) must name every slot and property once; missing: " + missing.map { "'\($0)'" }.joined(separator: ", "), at: order.location)
            valid = false
        }
        return valid ? order.value.map(\.value) : nil
    }

    // MARK: - Model

    /// Compact keeps a required slot without a value form as a builder beside the model; combinatorial
    /// would leave it out, so it gets no model.
    mutating func resolveModel(_ spec: ComponentSpec, strategy: InitializerStrategy, slots: [Slot], properties: [Property]) -> String? {
        // A slot with `input` stays a closure beside the model in both strategies.
        let uncovered = strategy == .compact ? nil : slots.first { $0.presence == .required && $0.valueForms.isEmpty && $0.input == nil }
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

    /// `hasSubtitle` tells a body whether an omittable slot was given; it must not clash with a member.
    mutating func checkPresenceFlags(_ slots: [Slot], strategy: InitializerStrategy, usedNames: [String: SourceLocation]) {
        for slot in slots where SlotStorage(slot, strategy: strategy).presenceFlag != nil {
            let flag = SwiftNames.presenceFlag(forSlot: slot.name)
            if let clash = usedNames[flag] {
                error("'\(flag)' tells whether slot '\(slot.name)' was given; rename the slot or property at \(clash.line):\(clash.column)", at: slot.location)
            }
        }
    }
}
