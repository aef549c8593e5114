/// Schema → plan: which initializers every component gets, with their parameters, constraints and order.
/// Pure: the same catalog always gives the same plan.
public struct Planner: Sendable {
    public let catalog: Catalog
    private let componentsByName: [String: Component]

    public init(catalog: Catalog) {
        self.catalog = catalog
        var byName: [String: Component] = [:]
        for component in catalog.components { byName[component.name] = component }
        componentsByName = byName
    }

    public static func plan(_ catalog: Catalog) -> CatalogPlan {
        let planner = Planner(catalog: catalog)
        let components = catalog.components.concurrentMap { planner.plan($0) }
        let usesResolvers = catalog.components.contains { component in
            component.slots.contains { slot in slot.valueForms.contains { if case .resolver = $0 { true } else { false } } }
        }
        return CatalogPlan(module: catalog.module, textType: catalog.textType, components: components,
                           usesResolvers: usesResolvers)
    }

    /// The number of initializers generation will emit for `component`, `init(model:)` included.
    public static func initializerCount(of component: Component, in catalog: Catalog) -> Int {
        Planner(catalog: catalog).plan(component).initializers.count
    }

    public func plan(_ component: Component) -> ComponentPlan {
        let model = modelPlan(for: component)
        var initializers: [InitializerPlan]
        switch component.strategy {
        case .combinatorial: initializers = combinatorialInitializers(for: component)
        case .compact: initializers = compactInitializers(for: component)
        }
        if let model { initializers.append(modelInitializer(for: component, model: model)) }
        // The struct's own initializer first, then the extensions in first-use order.
        let groups = initializers.reduce(into: [[Constraint]]()) { groups, initializer in
            if !groups.contains(initializer.constraints) { groups.append(initializer.constraints) }
        }.sorted { $0.isEmpty && !$1.isEmpty }
        initializers = groups.flatMap { group in initializers.filter { $0.constraints == group } }

        return ComponentPlan(
            component: component,
            genericParameters: component.slots.map(\.genericName),
            storedProperties: storedProperties(of: component),
            initializers: initializers,
            model: model,
            valueType: valueType(of: component),
            composedOf: Array(Set(component.slots.flatMap { slot in
                slot.valueForms.compactMap { if case .component(let name) = $0 { name } else { nil } }
            })).sorted()
        )
    }

    // MARK: - Stored properties

    private func storedProperties(of component: Component) -> [StoredProperty] {
        component.slots.map { slot in
            StoredProperty(name: slot.name, type: slot.genericName + (slot.isOptional ? "?" : ""), doc: slot.doc)
        } + component.properties.map { property in
            StoredProperty(name: property.name, type: property.storedType, doc: property.doc)
        }
    }

    // MARK: - Families

    /// One initializer per combination of every slot's forms.
    private func combinatorialInitializers(for component: Component) -> [InitializerPlan] {
        var combinations: [[SlotForm]] = [[]]
        for slot in component.slots {
            var forms: [SlotForm] = [.builder]
            for form in slot.valueForms {
                forms += valueParameters(for: form, includeStringVariant: true).map(SlotForm.value)
            }
            if slot.isOmittable { forms.append(.omitted) }
            combinations = combinations.flatMap { prefix in forms.map { prefix + [$0] } }
        }
        return combinations.map { initializer(for: component, forms: $0, optionalValuesDefaultToNil: false) }
    }

    /// The builder initializer, one per set of left-out slots, one type-based initializer (and its
    /// `StringProtocol` twin), as SAP's "ViewModel initializers" do.
    private func compactInitializers(for component: Component) -> [InitializerPlan] {
        let slots = component.slots
        let omittable = slots.indices.filter { slots[$0].isOmittable }
        var result = [initializer(for: component, forms: slots.map { _ in .builder }, optionalValuesDefaultToNil: true)]
        for subset in nonEmptySubsets(of: omittable) {
            let forms = slots.indices.map { subset.contains($0) ? SlotForm.omitted : .builder }
            result.append(initializer(for: component, forms: forms, optionalValuesDefaultToNil: true))
        }
        guard slots.contains(where: { !$0.valueForms.isEmpty }) else { return result }
        let localized = slots.map { typeBasedForm(of: $0, stringVariant: false) }
        result.append(initializer(for: component, forms: localized, optionalValuesDefaultToNil: true))
        if slots.contains(where: { $0.primaryValueForm == .text }) {
            let strings = slots.map { typeBasedForm(of: $0, stringVariant: true) }
            result.append(initializer(for: component, forms: strings, optionalValuesDefaultToNil: true))
        }
        return result
    }

    private func typeBasedForm(of slot: Slot, stringVariant: Bool) -> SlotForm {
        guard let primary = slot.primaryValueForm else { return slot.isOptional || slot.isEmptyAllowed ? .omitted : .builder }
        if primary == .text && stringVariant { return .value(.stringText) }
        return .value(valueParameters(for: primary, includeStringVariant: false)[0])
    }

    /// Subsets by size, then in slot order, so the list reads from the smallest omission up.
    private func nonEmptySubsets(of indices: [Int]) -> [Set<Int>] {
        guard !indices.isEmpty else { return [] }
        var subsets: [[Int]] = []
        for mask in 1..<(1 << indices.count) {
            subsets.append(indices.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        }
        return subsets.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }.map(Set.init)
    }

    private func valueParameters(for form: ValueForm, includeStringVariant: Bool) -> [ValueParameter] {
        switch form {
        case .text: includeStringVariant ? [.localizedText(catalog.textType), .stringText] : [.localizedText(catalog.textType)]
        case .systemImage: [.systemImage]
        case .image: [.image]
        case .component(let name): [.component(name: name, valueType: valueType(ofComponentNamed: name) ?? name)]
        case .resolver(let type): [.resolver(type)]
        }
    }

    // MARK: - One initializer

    private func initializer(for component: Component, forms: [SlotForm], optionalValuesDefaultToNil: Bool) -> InitializerPlan {
        var values: [Parameter] = []
        var builders: [Parameter] = []
        var constraints: [Constraint] = []
        var isDisfavored = false
        for (slot, form) in zip(component.slots, forms) {
            switch form {
            case .builder:
                builders.append(Parameter(label: slot.name, name: slot.name, type: "() -> \(slot.genericName)",
                                          isViewBuilder: true, role: .builder(slot: slot.name)))
            case .value(let value):
                if value == .stringText { isDisfavored = true }
                constraints.append(Constraint(slot.genericName, storedType(of: value)))
                values.append(valueParameter(value, for: slot, defaultsToNil: optionalValuesDefaultToNil))
            case .omitted:
                constraints.append(Constraint(slot.genericName, slot.isOptional ? "Never" : "EmptyView"))
            case .model:
                preconditionFailure("model forms are planned by modelInitializer")
            }
        }
        let parameters = plainPropertyParameters(of: component) + values + closurePropertyParameters(of: component) + builders
        let family: InitializerFamily =
            forms.contains(.omitted) ? .conditional
            : forms.allSatisfy({ $0 == .builder }) ? .viewBuilder
            : .typeBased
        return InitializerPlan(family: family, constraints: constraints, parameters: parameters,
                               isDisfavored: isDisfavored, slotForms: forms)
    }

    private func valueParameter(_ value: ValueParameter, for slot: Slot, defaultsToNil: Bool) -> Parameter {
        var name = slot.name
        var label: String? = slot.isUnlabeled ? nil : slot.name
        var type: String
        switch value {
        case .localizedText(let textType): type = textType.rawValue
        case .stringText: type = "some StringProtocol"
        case .systemImage:
            name = slot.systemNameParameter
            label = name
            type = "String"
        case .image: type = "Image"
        case .component(_, let valueType): type = valueType
        case .resolver(let resolver): type = "\(resolver).Input"
        }
        var defaultValue: String?
        if slot.isOptional {
            if defaultsToNil {
                // A generic parameter cannot be inferred from a left-out `nil` default: use String.
                if value == .stringText { type = "String" }
                defaultValue = "nil"
            }
            type = type.hasPrefix("some ") ? "(\(type))?" : type + "?"
        }
        return Parameter(label: label, name: name, type: type, defaultValue: defaultValue, role: .slotValue(slot: slot.name))
    }

    private func plainPropertyParameters(of component: Component) -> [Parameter] {
        component.properties.filter { !$0.isClosure }.map { property in
            Parameter(label: property.name, name: property.name, type: property.storedType,
                      defaultValue: property.defaultValue, role: .property(property.name))
        }
    }

    private func closurePropertyParameters(of component: Component) -> [Parameter] {
        component.properties.filter(\.isClosure).map { property in
            Parameter(label: property.name, name: property.name, type: "@escaping \(property.type)",
                      defaultValue: property.defaultValue, role: .closureProperty(property.name))
        }
    }

    private func storedType(of value: ValueParameter) -> String {
        switch value {
        case .localizedText, .stringText: "Text"
        case .systemImage, .image: "Image"
        case .component(_, let valueType): valueType
        case .resolver(let resolver): "\(resolver).Output"
        }
    }

    // MARK: - Model

    private func modelPlan(for component: Component) -> ModelPlan? {
        guard let name = component.modelName else { return nil }
        var requirements: [ModelRequirement] = []
        for slot in component.slots {
            guard let primary = slot.primaryValueForm else { continue }
            let type: String
            var requirementName = slot.name
            switch primary {
            case .text: type = "String"
            case .systemImage:
                type = "String"
                requirementName = slot.systemNameParameter
            case .image: type = "Image"
            case .component(let target):
                if let targetModel = componentsByName[target]?.modelName {
                    type = "any \(targetModel)"
                } else {
                    type = valueType(ofComponentNamed: target) ?? target
                }
            case .resolver(let resolver): type = "\(resolver).Input"
            }
            let optionalType = slot.isOptional ? (type.hasPrefix("any ") ? "(\(type))?" : type + "?") : type
            requirements.append(ModelRequirement(name: requirementName, type: optionalType, doc: slot.doc))
        }
        for property in component.properties where !property.isBinding {
            requirements.append(ModelRequirement(name: property.name, type: property.type, doc: property.doc))
        }
        return ModelPlan(name: name, requirements: requirements)
    }

    private func modelInitializer(for component: Component, model: ModelPlan) -> InitializerPlan {
        var constraints: [Constraint] = []
        var forms: [SlotForm] = []
        for slot in component.slots {
            if let primary = slot.primaryValueForm {
                let value = valueParameters(for: primary, includeStringVariant: false)[0]
                constraints.append(Constraint(slot.genericName, storedType(of: value)))
                forms.append(.model)
            } else {
                constraints.append(Constraint(slot.genericName, slot.isOptional ? "Never" : "EmptyView"))
                forms.append(.omitted)
            }
        }
        let bindings = component.properties.filter(\.isBinding).map { property in
            Parameter(label: property.name, name: property.name, type: property.storedType,
                      defaultValue: property.defaultValue, role: .property(property.name))
        }
        let parameters = [Parameter(label: "model", name: "model", type: "any \(model.name)", role: .model)] + bindings
        return InitializerPlan(family: .protocolBased, constraints: constraints, parameters: parameters,
                               isDisfavored: false, slotForms: forms)
    }

    // MARK: - Value types

    /// The component's type when every slot takes its first value form (`Badge<Never, Text>`), or nil
    /// when a required slot has no value form.
    public func valueType(of component: Component) -> String? {
        var arguments: [String] = []
        for slot in component.slots {
            if let primary = slot.primaryValueForm {
                arguments.append(storedType(of: valueParameters(for: primary, includeStringVariant: false)[0]))
            } else if slot.isOptional {
                arguments.append("Never")
            } else if slot.isEmptyAllowed {
                arguments.append("EmptyView")
            } else {
                return nil
            }
        }
        return "\(component.name)<\(arguments.joined(separator: ", "))>"
    }

    private func valueType(ofComponentNamed name: String) -> String? {
        componentsByName[name].flatMap(valueType(of:))
    }
}

extension Slot {
    /// Optional and `empty` slots can be left out.
    public var isOmittable: Bool { isOptional || isEmptyAllowed }

    /// The value form the model and the compact type-based initializer use.
    public var primaryValueForm: ValueForm? { valueForms.first }

    /// `iconSystemName`: the label of the `systemImage` form, which is never unlabeled.
    public var systemNameParameter: String { name + "SystemName" }
}
