// The parameters of one component's initializers: a value form's, a builder's, a property's, the model's.
extension ComponentPlanning {
    /// The form's parameters for `slot` (at least one), optional as its storage says; compact's default to
    /// the slot's value default, or `nil`, when it can be left out.
    /// `alone`: the slot's is the initializer's only slot value (its `argumentLabel.alone` labels it);
    /// `required`: no default and not optional (the initializer added for that label).
    func valueParameters(_ form: any ValueFormDescriptor, for slot: Slot, storage: SlotStorage, alone: Bool = false,
                         required: Bool = false) -> [Parameter] {
        let doc = InitializerDocs.oneLine(slot.doc)
        // A rename relabels nothing that `argumentLabel` or `symbolLabel` labels.
        let previous = slot.renamedFrom.map { form.parameters(forSlot: $0, in: planner) }
        let labels = slot.labels(of: form, alone: alone)
        let renames = slot.renamesLabels(of: form, alone: alone)
        return form.parameters(forSlot: slot.name, in: planner).enumerated().map { index, formParameter in
            let label = labels[index]
            var type = formParameter.type
            var defaultValue: SwiftExpression?
            if required || givenWithoutDefault == slot.name {
                // Taken as it is: the value alone (a label by place), or `atLeastOne`'s one member given here.
            } else if isCompact {
                // A generic parameter (`some StringProtocol`) cannot be inferred from a left-out `nil`.
                if storage.isValueOptional { type = formParameter.optionalType ?? .optional(type) }
                // The values family's value default; `optional: true` keeps `nil` for "show nothing".
                if let value = slot.presence.valueDefault(in: .values) {
                    defaultValue = .authored(value)
                } else if slot.presence.isOmittable(in: .values) {
                    defaultValue = .nil
                }
            } else if storage.isValueOptional {
                type = .optional(type)
            }
            return Parameter(declaration: .plain(label, formParameter.name, type, default: defaultValue), role: .slotValue(slot: slot.name),
                             doc: doc, form: ValueForm(form),
                             previousLabel: renames[index] ? previous?[index].name : nil)
        }
    }

    /// The builder choice for a slot: defaulted when it can be left out.
    func builderChoice(_ storage: SlotStorage) -> SlotChoice {
        .builder(defaultContent: storage.builderDefault)
    }

    /// `(ControlState) -> Label`: the closure of a slot with `input`, as parameter and stored property.
    static func inputClosureType(_ input: SwiftType, _ slot: Slot) -> SwiftType {
        .function(parameters: [input], result: .named(slot.genericName))
    }

    /// `alone`: the slot's is the initializer's only slot closure (its `builderLabel.alone` labels it).
    func builderParameter(for slot: Slot, defaultContent: SwiftExpression?, alone: Bool = false) -> Parameter {
        let doc = InitializerDocs.oneLine(slot.doc)
        let label = slot.builderLabel(alone: alone)
        // A rename relabels nothing that `builderLabel` labels.
        let previous = slot.builderLabels == nil ? slot.renamedFrom : nil
        if let input = slot.input {
            return Parameter(declaration: ParameterDeclaration(label: label, name: slot.name, type: Self.inputClosureType(input, slot),
                                                               resultBuilder: slot.resultBuilder, isEscaping: true), role: .builder(slot: slot.name), doc: doc,
                             previousLabel: previous)
        }
        // One view type: `() -> DSButton`, or `() -> DSButton?` when a call may leave it out (`= { nil }`).
        let type: SwiftType = slot.viewType.map { .function(parameters: [], result: slot.presence == .optional ? .optional($0) : $0) }
            ?? .builderClosure(result: slot.genericName)
        return Parameter(declaration: ParameterDeclaration(label: label, name: slot.name, type: type, defaultValue: defaultContent.map { .closure(parameters: [], body: $0) },
                                                           resultBuilder: slot.resultBuilder), role: .builder(slot: slot.name), doc: doc, previousLabel: previous)
    }

    /// A property's parameter in `family`'s initializers, with that family's default; `required` (the
    /// `atLeastOne` member given there): without a default, and not optional (`Image` for `Image?`).
    func propertyParameter(_ property: Property, in family: ParameterFamily, required: Bool = false) -> Parameter {
        let type = required && !property.isBinding ? property.type.unwrapped : property.storedType
        return Parameter(declaration: ParameterDeclaration(label: property.label, name: property.name, type: type,
                                                           defaultValue: required ? nil : property.defaultValue(in: family).map { .authored($0) },
                                                           isEscaping: property.isClosure && !type.isOptional),
                  role: property.isClosure ? .closureProperty(property.name) : .property(property.name),
                  doc: InitializerDocs.oneLine(property.doc),
                  previousLabel: property.isUnlabeled ? nil : property.renamedFrom)
    }

    func modelParameter() -> Parameter {
        let name = component.modelName ?? "Model"
        return Parameter(declaration: .plain("model", "model", .existential(name)), role: .model, doc: nil)
    }

    /// Each modifier property's method, in property order.
    func modifierMethods() -> [ModifierMethodPlan] {
        component.properties.compactMap { property in
            property.modifier.map { modifier in
                ModifierMethodPlan(name: modifier.name, label: modifier.label, property: property.name, type: property.type,
                                   isEscaping: property.isClosure && !property.type.isOptional, doc: property.doc,
                                   deprecation: property.deprecation, forwarder: property.modifierForwarder)
            }
        }
    }
}
