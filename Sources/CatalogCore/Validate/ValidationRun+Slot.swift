// Rules for one slot: shared refs, generic parameter, options and their value forms, default content
// (its presence, backing and input: ValidationRun+Presence, +Backing and +Input).
extension ValidationRun {
    mutating func validateSlot(_ local: SlotSpec, in component: ComponentSpec, strategy: InitializerStrategy, sharedSlots: [String: SlotSpec],
                               all: [String: ComponentSpec], usedNames: inout [String: SourceLocation]) -> Slot? {
        let slot = Self.resolved(local, sharedSlots: sharedSlots)
        if let ref = local.ref, sharedSlots[ref.value] == nil {
            var message = "no shared slot '\(ref.value)' in catalog.yaml"
            if let suggestion = Suggestions.closest(to: ref.value, among: sharedSlots.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            error(message, at: ref.location)
            return nil
        }
        guard checkMemberName(slot.name, what: "slot", usedNames: &usedNames) else { return nil }
        // A renamed slot keeps its old generic parameter (`Icon` for `icon` → `symbol`): code that names
        // `Greeting.Icon` keeps compiling, so a rename stays a minor version. `generic:` says otherwise.
        var genericName = SwiftNames.genericParameter(forSlot: (slot.renamed ?? slot.name).value)
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
        var forms = valueForms(of: slot, options: options, references: SlotReferences(componentName: component.name.value, components: all, sharedSlots: sharedSlots))
        forms = backedForms(forms, slot: slot, hasText: options.contains { $0.value == .text }, in: component)
        // A form's parameters named otherwise than the slot (`iconSystemName`) must not take a member's name.
        var reported: Set<String> = []
        for form in forms {
            for parameter in form.descriptor.parameters(forSlot: slot.name.value, in: NoComponents()) where parameter.name != slot.name.value {
                if let clash = usedNames[parameter.name], reported.insert(parameter.name).inserted {
                    error("the parameter '\(parameter.name)' of slot '\(slot.name.value)' clashes with the name at \(clash.line):\(clash.column)", at: slot.name.location)
                }
            }
            for problem in form.descriptor.problems(forSlot: slot.name.value) { error(problem, at: slot.name.location) }
        }
        var validated = Slot(name: slot.name.value, genericName: genericName, presence: slotPresence(slot, options: options, forms: forms, strategy: strategy),
                             isUnlabeled: options.contains { $0.value == .unlabeled }, valueForms: forms,
                             doc: slot.doc?.value, location: slot.name.location)
        if let builder = slot.builder {
            if case .written(_, isFunction: false)? = SwiftSyntaxChecks.parseType(builder.value), !builder.value.contains(" ") {
                validated.resultBuilder = builder.value
            } else {
                error("builder '\(builder.value)' is not a result builder's type name", at: builder.location)
            }
        }
        if let label = slot.argumentLabel {
            ArgumentLabels.apply(label, to: &validated, diagnostics: &diagnostics)
        }
        PlaceLabels.apply(slot, to: &validated, diagnostics: &diagnostics)
        if let label = slot.symbolLabel {
            ArgumentLabels.applySymbolLabel(label, to: &validated, strategy: strategy, diagnostics: &diagnostics)
        }
        if let textTypeOverride = slot.textType, !options.contains(where: { $0.value == .text }) {
            error("textType applies to a slot's text form, and '\(slot.name.value)' has no 'text' option", at: textTypeOverride.location)
        }
        if let input = slot.input { validated.input = inputType(input, slot: slot, hasValueForms: !forms.isEmpty, options: options) }
        if let written = slot.viewType { validated.viewType = viewType(written, slot: slot, options: options) }
        return validated
    }

    /// The slot's value forms, every one looked up in `ValueFormRegistry`: its options' (each once), then the
    /// ones its parameterized keys name (`component: Badge`), whose arguments' problems are reported at them.
    mutating func valueForms(of slot: SlotSpec, options: [Located<SlotOption>], references: SlotReferences) -> [ValueForm] {
        let textType = slot.textType?.value ?? specs.settings?.textType?.value ?? .localizedStringKey
        var seen: Set<ValueForm> = []
        var forms = options.compactMap { ValueFormRegistry.form(for: $0.value, textType: textType).map(ValueForm.init) }.filter { seen.insert($0).inserted }
        for entry in ValueFormRegistry.parameterized {
            guard let argument = slot[keyPath: entry.value] else { continue }
            let reading = entry.read(argument.value, references)
            if let problem = reading.problem { error(problem, at: argument.location) }
            if let form = reading.form { forms.append(ValueForm(form)) }
        }
        return forms
    }

    /// The slot with every key its `ref:` names inherited from the shared slot (keys given beside `ref`
    /// override the shared ones); unchanged without a `ref:` or when the shared slot does not exist.
    static func resolved(_ local: SlotSpec, sharedSlots: [String: SlotSpec]) -> SlotSpec {
        guard let ref = local.ref, let shared = sharedSlots[ref.value] else { return local }
        var slot = local
        SpecKeyTable<SlotSpec>.slot.inherit(&slot, from: shared)
        return slot
    }
}

/// The catalog as a slot's parameterized forms read it (`component: Badge` names a component of it).
struct SlotReferences: ReferenceContext {
    let componentName: String
    let components: [String: ComponentSpec]
    let sharedSlots: [String: SlotSpec]

    func slotWithoutValueForm(in spec: ComponentSpec) -> (String, hasDefault: Bool)? {
        for local in spec.slots {
            let slot = ValidationRun.resolved(local, sharedSlots: sharedSlots)
            let options = (slot.options ?? []).map(\.value)
            let optional = slot.optional?.value ?? false
            let hasValue = ValueFormRegistry.hasValueForm(slot)
            // Default content's type cannot be named in the value type (a value default's, or a viewType, can).
            if !hasValue, slot.defaultContent != nil, slot.viewType == nil { return (slot.name.value, true) }
            if !optional && !options.contains(.empty) && !hasValue { return (slot.name.value, false) }
        }
        return nil
    }
}
