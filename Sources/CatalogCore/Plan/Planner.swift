/// Catalog → plan: which initializers every component gets, with their parameters, constraints, order,
/// assignments and docs. Pure: the same catalog always gives the same plan. The strategies' families
/// are in `CombinatorialFamilies.swift` and `CompactFamilies.swift`; their counts in `InitializerCount.swift`.
public struct Planner: ValueFormContext {
    let catalog: Catalog
    private let componentsByName: [String: Component]
    private let valueTypes: ComponentValueTypes

    public init(catalog: Catalog) {
        self.catalog = catalog
        var byName: [String: Component] = [:]
        for component in catalog.components { byName[component.name] = component }
        componentsByName = byName
        valueTypes = ComponentValueTypes(catalog.components)
    }

    public static func plan(_ catalog: Catalog) -> CatalogPlan {
        let planner = Planner(catalog: catalog)
        var components = catalog.components.concurrentMap { planner.plan($0) }
        var usedBy: [String: Set<String>] = [:]
        for component in components {
            for part in component.composedOf { usedBy[part, default: []].insert(component.name) }
        }
        for index in components.indices { components[index].usedBy = (usedBy[components[index].name] ?? []).sorted() }
        // A modifier several components name is declared once, by the first in name order.
        var declared: Set<String> = []
        for index in components.indices {
            components[index].declaresEnvironment = components[index].environment.filter { declared.insert($0.modifier).inserted }.map(\.modifier)
        }
        let usesResolvers = catalog.components.contains { $0.slots.contains { $0.valueForms.contains(where: \.descriptor.usesSlotResolver) } }
        let accesses = Set(components.map(\.access))
        let resolverAccess: AccessLevel = accesses.contains(.public) ? .public : accesses.contains(.package) ? .package : .internal
        return CatalogPlan(module: catalog.module, textType: catalog.textType, components: components,
                           slotResolverAccess: usesResolvers ? resolverAccess : nil,
                           tokens: catalog.tokens.map { TokenPlanner.plan($0, access: $0.access) })
    }

    public func plan(_ component: Component) -> ComponentPlan {
        let planning = ComponentPlanning(planner: self, component: component, storage: component.slots.map { SlotStorage($0, strategy: component.strategy) })
        let model = planning.modelPlan()
        var initializers = planning.initializersByGroup(model: model)
        initializers = initializers.flatMap(planning.withRenameForwarder).flatMap(planning.withTwins)
        // The struct's own initializers first, then the extensions in first-use order.
        let groups = initializers.reduce(into: [[Constraint]]()) { groups, initializer in
            if !groups.contains(initializer.constraints) { groups.append(initializer.constraints) }
        }.sorted { $0.isEmpty && !$1.isEmpty }
        initializers = groups.flatMap { group in initializers.filter { $0.constraints == group } }

        var plan = ComponentPlan(
            info: component.info,
            slots: planning.slotPlans(),
            properties: component.properties,
            generics: component.generics,
            storedProperties: planning.storedProperties(),
            modifiers: planning.modifierMethods(),
            initializers: initializers,
            model: model,
            valueType: valueType(of: component),
            style: planning.stylePlan(),
            imports: Set(component.slots.flatMap { $0.valueForms.flatMap(\.descriptor.imports) }).sorted(),
            hasState: !component.state.isEmpty,
            composedOf: Array(Set(component.slots.flatMap { $0.valueForms.compactMap { $0.descriptor.linkedComponent } })).sorted(),
            usedBy: []
        )
        if component.isUIKit { plan.uikit = planning.uikitPlan(availability: component.availability, deprecation: component.deprecation) }
        plan.tokens = component.tokens
        plan.environment = component.environment
        (plan.either, plan.atLeastOne) = (component.either, component.atLeastOne)
        return plan
    }

    // MARK: - ValueFormContext

    /// The component's type when every slot takes its value form or is left out (`Badge<Never, Text>`), or
    /// nil when a required slot has no value form; built once per catalog (`ComponentValueTypes`).
    public func valueType(of component: Component) -> SwiftType? {
        valueTypes.valueType(ofComponent: component.name)
    }

    public func valueType(ofComponent name: String) -> SwiftType? {
        valueTypes.valueType(ofComponent: name)
    }

    public func modelName(ofComponent name: String) -> String? {
        componentsByName[name]?.modelName
    }
}

/// How one initializer fills one slot, while it is being planned.
enum SlotChoice {
    /// A builder closure; `defaultContent` makes it omittable (`{ EmptyView() }`).
    case builder(defaultContent: SwiftExpression?)
    /// A plain value; `optional` for an omittable slot (`Text?` stored, or `Generic?` in combinatorial).
    case value(any ValueFormDescriptor)
    /// Left out: the generic argument (`Never`, `EmptyView`).
    case omitted
    /// Read from the model (its primary value form).
    case model(any ValueFormDescriptor)
    /// Left out, showing the value default through the form's control (compact's slots-omitted initializer).
    case valueDefault(any ValueFormDescriptor, String)
    /// A member of another `either` group (revision 5): `EmptyView` (`nil` where stored optional).
    case absent
}

/// The planning of one component: everything the strategies share.
struct ComponentPlanning {
    let planner: Planner
    let component: Component
    /// Each slot's, in the component's order: mapped once from its presence.
    let storage: [SlotStorage]

    var isCompact: Bool { component.strategy == .compact }
    /// `either` and `atLeastOne` (revision 5): what the initializers being planned leave out.
    var alternatives = Alternatives()

    // MARK: - Storage

    /// Combinatorial stores an optional slot as `Generic?` (`nil` when left out); compact stores the
    /// generic itself (`EmptyView` or `Text?` when left out); the flag that says whether it was given is computed.
    func storedProperties() -> [StoredProperty] {
        var stored = zip(component.slots, storage).map { slot, storage in
            StoredProperty(role: .slot, name: slot.name, type: slot.input.map { Self.inputClosureType($0, slot) }
                               ?? (storage.isOptional ? .optional(slot.contentType) : slot.contentType),
                           doc: slot.doc)
        }
        // A binding is `@Binding var isOn: Bool`, so a body reads `isOn` and passes `$isOn`.
        stored += component.properties.map { property in
            StoredProperty(role: .property, name: property.name, type: property.heldType, doc: property.doc, wrapper: property.isBinding ? .binding : nil,
                           isVariable: property.modifier != nil)
        }
        for (slot, storage) in zip(component.slots, storage) {
            guard let test = storage.presenceFlag else { continue }
            stored.append(StoredProperty(role: .presenceFlag(slot: slot.name), name: SwiftNames.presenceFlag(forSlot: slot.name),
                                         type: .named("Bool"), computed: test))
        }
        if component.isStyled {
            let key = SwiftNames.styleNames(forComponent: component.name).modifier
            stored.append(StoredProperty(role: .style(modifier: key), name: SwiftNames.styleProperty, type: nil,
                                         wrapper: PropertyWrapper("Environment", argument: .keyPath(key))))
        }
        for state in component.state {
            stored.append(StoredProperty(role: .state, name: state.name, type: state.type, doc: state.doc,
                                         wrapper: PropertyWrapper(state.wrapper.name, argument: state.wrapper.argument.map { .authored($0) }), initialValue: state.defaultValue.map { .authored($0) }))
        }
        return stored
    }

    func stylePlan() -> StylePlan? {
        guard component.isStyled else { return nil }
        var members = zip(component.slots, storage).map { slot, storage in
            // A slot of one view type keeps it, so a style can restyle it as the body does.
            if let viewType = slot.viewType {
                return StyleMember(role: .slot, name: slot.name, type: storage.isOptional ? .optional(viewType) : viewType, isBinding: false,
                                   doc: slot.doc, argument: .name(slot.name), renamedFrom: slot.renamedFrom)
            }
            // A slot with `input` reaches the style as a closure too, so the style passes the argument.
            guard let input = slot.input else {
                return StyleMember(role: .slot, name: slot.name, type: .named("AnyView"), isBinding: false, doc: slot.doc,
                                   argument: .call("AnyView", .unlabeled(.name(slot.name))), renamedFrom: slot.renamedFrom)
            }
            return StyleMember(role: .slot, name: slot.name, type: .function(parameters: [input], result: .named("AnyView")), isBinding: false, doc: slot.doc,
                               argument: .closure(captures: [slot.name], parameters: [], body: .call("AnyView", .unlabeled(.call(slot.name, .unlabeled(.name("$0")))))),
                               renamedFrom: slot.renamedFrom)
        }
        for (slot, storage) in zip(component.slots, storage) where storage.presenceFlag != nil {
            let flag = SwiftNames.presenceFlag(forSlot: slot.name)
            members.append(StyleMember(role: .presenceFlag(slot: slot.name), name: flag, type: .named("Bool"), isBinding: false,
                                       doc: nil, argument: .name(flag), renamedFrom: slot.renamedFrom.map(SwiftNames.presenceFlag(forSlot:))))
        }
        for property in component.properties {
            members.append(StyleMember(role: .property, name: property.name, type: property.heldType,
                                       isBinding: property.isBinding, doc: property.doc,
                                       argument: .name(property.isBinding ? "$" + property.name : property.name), renamedFrom: property.renamedFrom))
        }
        // The body is generated, so the component's `@State` reaches the style as a binding (as Apple's
        // `ToggleStyleConfiguration.$isOn`).
        for state in component.state where state.wrapper == .state {
            guard let type = state.type else { continue }
            members.append(StyleMember(role: .state, name: state.name, type: type, isBinding: true,
                                       doc: state.doc, argument: .name("$" + state.name)))
        }
        // The component's `@Environment` values: a style lays out what the subtree set, as the body would.
        for entry in component.environment {
            members.append(StyleMember(role: .environment(modifier: entry.modifier), name: entry.name, type: entry.type, isBinding: false,
                                       doc: entry.doc, argument: .name(entry.name)))
        }
        return StylePlan(names: SwiftNames.styleNames(forComponent: component.name), members: members)
    }

    func slotPlans() -> [SlotPlan] {
        zip(component.slots, storage).map { slot, storage in
            var forms: [any ValueFormDescriptor] = []
            for form in slot.valueForms {
                forms.append(form.descriptor)
                // Compact's type-based initializer has only the first form; combinatorial has every form and twin.
                if !isCompact, let twin = form.descriptor.disfavoredTwin { forms.append(twin) }
                if isCompact { break }
            }
            if isCompact, let primary = forms.first, let twin = primary.disfavoredTwin { forms.append(twin) }
            return SlotPlan(slot: slot, storage: storage,
                            valueForms: forms.map { form in
                                let parameters = valueParameters(form, for: slot, storage: storage).map { parameter in
                                    var parameter = parameter
                                    parameter.defaultValue = nil
                                    return parameter
                                }
                                return ValueFormPlan(key: form.key, parameters: parameters, isDisfavored: form.isDisfavored,
                                                     control: form.controlName, linkedComponent: form.linkedComponent)
                            })
        }
    }

    // MARK: - Renames

    /// An initializer, then (when it takes a renamed slot or property by label) its forwarders: the same
    /// initializer with old labels, deprecated and `renamed:` the new one, so old call sites keep compiling
    /// with a warning that Xcode fixes. Only the labels differ, so the body is the same.
    /// A defaulted renamed parameter cannot keep its default under its old label: a call that spells
    /// neither label (`Banner(title:)`) would fit both initializers alike, and Swift does not rank by
    /// deprecation. So each defaulted renamed parameter gets a forwarder that requires its old label, keeps
    /// the later ones' old labels defaulted and the earlier ones' new labels defaulted (a call that spells
    /// any old labels fits exactly the forwarder of the first it spells), and a last forwarder takes the
    /// required renamed parameters alone. `InitializerCount.forwarders` counts them.
    func withRenameForwarder(_ initializer: InitializerPlan) -> [InitializerPlan] {
        let renamed = initializer.parameters.indices.filter { initializer.parameters[$0].previousLabel != nil }
        guard !renamed.isEmpty else { return [initializer] }
        let defaulted = renamed.filter { initializer.parameters[$0].defaultValue != nil }
        let required = renamed.count > defaulted.count
        func forwarder(requiring first: Int?) -> InitializerPlan {
            var forwarder = initializer
            for index in renamed {
                var parameter = initializer.parameters[index]
                let isDefaulted = parameter.defaultValue != nil
                if !isDefaulted || first.map({ index >= $0 }) == true {
                    parameter.label = parameter.previousLabel
                    if index == first { parameter.defaultValue = nil }
                }
                parameter.previousLabel = nil
                forwarder.parameters[index] = parameter
            }
            forwarder.renamedTo = initializer.selector
            return forwarder
        }
        return [initializer] + defaulted.map { forwarder(requiring: $0) } + (required ? [forwarder(requiring: nil)] : [])
    }

    // MARK: - Model

    func modelPlan() -> ModelPlan? {
        guard let name = component.modelName else { return nil }
        var requirements: [ModelRequirement] = []
        let outside = Set(component.either.joined()).subtracting(modelGroup ?? [])
        for (slot, storage) in zip(component.slots, storage) where !outside.contains(slot.name) {
            guard let form = slot.primaryValueForm?.descriptor else { continue }
            let current = form.requirements(forSlot: slot.name, in: planner)
            // The old slot name's requirements, one for one (a form's requirements are named after its slot).
            let previous = slot.renamedFrom.map { form.requirements(forSlot: $0, in: planner).map(\.name) } ?? []
            for (index, requirement) in current.enumerated() {
                requirements.append(ModelRequirement(name: requirement.name,
                                                     type: storage.isValueOptional ? .optional(requirement.type) : requirement.type,
                                                     doc: slot.doc, slot: slot.name, form: ValueForm(form),
                                                     renamedFrom: previous.count == current.count ? previous[index] : nil))
            }
        }
        // The model provides what `init(model:)` takes: a property of the builder family only is not its.
        for property in component.parameterProperties where !property.isBesideModel && property.isTaken(in: .values) && !outside.contains(property.name) {
            requirements.append(ModelRequirement(name: property.name, type: property.type, doc: property.doc, renamedFrom: property.renamedFrom))
        }
        return ModelPlan(name: name, requirements: requirements)
    }

    func modelInitializer(_ model: ModelPlan) -> InitializerPlan {
        let choices: [SlotChoice] = zip(component.slots, storage).map { slot, storage in
            if let primary = slot.primaryValueForm { return .model(primary.descriptor) }
            // Compact keeps a slot without a value form as a builder beside the model; a slot with
            // `input` or one view type stays a closure in both strategies.
            if isCompact || slot.input != nil || !slot.isGeneric { return builderChoice(storage) }
            return .omitted
        }
        return initializer(choices, family: .protocolBased)
    }
}
