// Families (revision 4): `families:` on a property names the families of initializers that take it
// (`builder`: those that take no slot value; `values`: the others, `init(model:)` included), and
// `default: { builder: …, values: … }` gives a property, or a compact slot's first value form, a default
// per family (a family left out requires it).
extension ValidationRun {
    /// A property's `families:` and per-family default, set on `property`; false after an error.
    mutating func checkFamilies(_ spec: PropertySpec, in component: ComponentSpec, into property: inout Property) -> Bool {
        guard spec.families != nil || spec.familyDefault != nil else { return true }
        let name = spec.name.value
        let written = spec.families?.location ?? spec.familyDefault!.location
        let key = spec.families != nil ? "families" : "a default per family"
        if let modifier = spec.modifier, modifier.isOn {
            error("\(key) cannot stand beside 'modifier': no initializer takes '\(name)' (its method sets it); remove one of them", at: written)
            return false
        }
        if component.slots.isEmpty {
            error("\(key) needs slots: \(component.name.value) has none, so its one initializer takes every property; remove it", at: written)
            return false
        }
        var valid = true
        var defaults: PerFamily<String?>?
        if let familyDefault = spec.familyDefault {
            defaults = perFamilyDefaults(familyDefault, valid: &valid) { run, value in
                run.checkPropertyDefault(value, of: spec, isBinding: spec.binding?.value ?? false)
            }
        }
        var families: [ParameterFamily]?
        if let list = spec.families {
            var seen: Set<ParameterFamily> = []
            for family in list.value where !seen.insert(family.value).inserted {
                error("families names '\(family.value.rawValue)' twice", at: family.location)
                valid = false
            }
            if list.value.isEmpty {
                error("an empty 'families' leaves '\(name)' out of every initializer; name 'builder', 'values' or both, or remove it", at: list.location)
                valid = false
            }
            families = seen.sorted()
            // The initializers that do not take it set it to their family's default.
            for family in ParameterFamily.allCases where !seen.isEmpty && !seen.contains(family) {
                if (defaults.map { $0[family] } ?? property.defaultValue) == nil {
                    error("'\(name)' is only in the \(list.value[0].value.rawValue) initializers, so the \(family.rawValue) initializers set it to its default, and it has none there; add 'default:' (or 'default: { \(family.rawValue): … }')",
                          at: list.location)
                    valid = false
                }
            }
        }
        property.families = families == ParameterFamily.allCases ? nil : families
        property.familyDefaults = defaults
        return valid
    }

    /// `default: { builder: …, values: … }` on a property or a slot, each value checked by `check`; a
    /// mapping without either key is an error.
    mutating func perFamilyDefaults(_ spec: FamilyDefaultSpec, valid: inout Bool,
                                    _ check: (inout ValidationRun, Located<String>) -> Bool) -> PerFamily<String?>? {
        guard spec.builder != nil || spec.values != nil else {
            error("a default per family names 'builder', 'values' or both (a family left out requires the parameter)", at: spec.location)
            valid = false
            return nil
        }
        var defaults = PerFamily<String?>(builder: nil, values: nil)
        for (family, value) in [(ParameterFamily.builder, spec.builder), (.values, spec.values)] {
            guard let value else { continue }
            if check(&self, value) { defaults[family] = value.value.trimmingWhitespace() } else { valid = false }
        }
        return valid ? defaults : nil
    }

    /// A compact value-form slot's `default: { builder: …, values: … }`: each a value of its first form.
    mutating func slotFamilyDefaults(_ spec: FamilyDefaultSpec, slot: SlotSpec, forms: [ValueForm], strategy: InitializerStrategy) -> SlotPresence? {
        guard let primary = forms.first else {
            error("a default per family is a value of the slot's first value form, and '\(slot.name.value)' has none; write one view expression ('default:' content) instead",
                  at: spec.location)
            return nil
        }
        var valid = true
        let defaults = perFamilyDefaults(spec, valid: &valid) { run, value in
            run.valueDefault(value, strategy: strategy, form: primary, slot: slot.name.value) != nil
        }
        return defaults.map { .familyDefaults($0, isOptional: slot.optional?.value ?? false) }
    }
}
