// The component rule: an orchestration of the rules filed by subject (names, the description in
// ComponentInfo.swift, generics, properties and their cases, slots, labels, presence, backing, input, order, model, style, state, evolution), then the validated component.
extension ValidationRun {
    mutating func validateComponent(_ written: ComponentSpec, settings: CatalogSettingsSpec?,
                                    sharedSlots: [String: SlotSpec], all: [String: ComponentSpec]) -> Component? {
        // Every rule below, and the component, see each slot with what its `ref:` inherits.
        var spec = written
        spec.slots = written.slots.map { Self.resolved($0, sharedSlots: sharedSlots) }
        let name = spec.name
        checkComponentName(name, file: spec.file)

        let strategy = spec.initializers?.value ?? settings?.initializers?.value ?? .combinatorial
        var generics = validateGenerics(spec)
        var usedNames: [String: SourceLocation] = [:]
        var properties: [Property] = []
        for written in spec.properties {
            // `cases:` resolved first: the other rules see the enum's type and `.case` defaults.
            let (property, enumeration) = resolveCases(written, component: name.value)
            if var validated = validateProperty(property, usedNames: &usedNames) {
                validated.enumeration = enumeration
                // A token's value is the default `families:` needs, so it is resolved first.
                resolveTokenDefault(property, &validated, component: spec)
                if checkFamilies(property, in: spec, into: &validated) { properties.append(validated) }
            }
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
        checkGenericParameters(slots, generics: generics, spec: spec)
        checkGenericUse(&generics, component: name.value, slots: slots, properties: &properties)
        diagnostics += ArgumentLabels.repeated(slots: slots, properties: properties.filter(\.isParameter), strategy: strategy)
        diagnostics += PlaceLabels.check(spec.slots, slots: slots, properties: properties, strategy: strategy)
        let (order, builderOrder) = checkOrders(spec, slots: slots, properties: properties)
        let either = checkEither(spec, slots: slots, properties: &properties)
        let atLeastOne = checkAtLeastOne(spec, slots: slots, properties: properties, either: either)

        let modelName = resolveModel(spec, strategy: strategy, slots: slots, properties: properties, usedNames: usedNames)
        checkShadowing(spec, slots: slots, properties: properties, generics: generics, modelName: modelName)
        let info = describe(spec, settings: settings, strategy: strategy)
        checkGenericComponentKinds(spec, generics: generics, info: info)
        if info.isStyled { checkStyle(spec, usedNames: usedNames) }
        checkModifierNames(spec, properties: properties, slots: slots, strategy: strategy, isStyled: info.isStyled, usedNames: usedNames)
        let tokens = validateTokenUses(spec, usedNames: usedNames)
        let environment = validateEnvironment(spec, usedNames: usedNames)
        var component = Component(info: info, modelLocation: spec.model?.name?.location ?? name.location,
                         uikitLocation: spec.uikit?.location ?? name.location, properties: properties, slots: slots,
                         modelName: modelName, order: order, builderOrder: builderOrder, state: state, generics: generics, tokens: tokens,
                         environment: environment)
        component.either = either
        component.atLeastOne = atLeastOne
        return component
    }
}
