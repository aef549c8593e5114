// The plan: every component's API as a pure value. The Swift renderer, the Markdown renderer and
// validation's initializer count all read it, so the three can never disagree.

public struct CatalogPlan: Hashable, Sendable {
    public var module: String
    public var textType: TextType
    /// Sorted by name.
    public var components: [ComponentPlan]
    /// Whether any slot uses a resolver, so the catalog declares `SlotResolver`.
    public var usesResolvers: Bool

    public init(module: String, textType: TextType, components: [ComponentPlan], usesResolvers: Bool) {
        self.module = module
        self.textType = textType
        self.components = components
        self.usesResolvers = usesResolvers
    }
}

public struct ComponentPlan: Hashable, Sendable {
    public var component: Component
    /// One `View` generic parameter per slot, in slot order.
    public var genericParameters: [String]
    public var storedProperties: [StoredProperty]
    /// In the order a reader needs them: the struct's own, then each extension's.
    public var initializers: [InitializerPlan]
    public var model: ModelPlan?
    /// The type written when another component uses this one as a value (`Badge<Never, Text>`).
    public var valueType: String?
    /// Components this one is composed of (its `component:` slots), sorted, without duplicates.
    public var composedOf: [String]

    public init(component: Component, genericParameters: [String], storedProperties: [StoredProperty],
                initializers: [InitializerPlan], model: ModelPlan?, valueType: String?, composedOf: [String]) {
        self.component = component
        self.genericParameters = genericParameters
        self.storedProperties = storedProperties
        self.initializers = initializers
        self.model = model
        self.valueType = valueType
        self.composedOf = composedOf
    }

    public var name: String { component.name }
    public var access: AccessLevel { component.access }

    /// Distinct constraint sets in first-use order: the struct (empty) first, then one extension each.
    public var constraintGroups: [[Constraint]] {
        var groups: [[Constraint]] = []
        for initializer in initializers where !groups.contains(initializer.constraints) {
            groups.append(initializer.constraints)
        }
        return groups
    }
}

public struct StoredProperty: Hashable, Sendable {
    public var name: String
    public var type: String
    public var doc: String?

    public init(name: String, type: String, doc: String?) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}

/// `Title == Text` in a `where` clause.
public struct Constraint: Hashable, Sendable {
    public var genericParameter: String
    public var type: String

    public init(_ genericParameter: String, _ type: String) {
        self.genericParameter = genericParameter
        self.type = type
    }

    public var rendered: String { "\(genericParameter) == \(type)" }
}

public enum InitializerFamily: String, CaseIterable, Hashable, Sendable {
    case viewBuilder = "@ViewBuilder"
    case typeBased = "Type-based"
    case protocolBased = "Protocol-based"
    case conditional = "Conditional"
}

public struct InitializerPlan: Hashable, Sendable {
    public var family: InitializerFamily
    public var constraints: [Constraint]
    public var parameters: [Parameter]
    public var isDisfavored: Bool
    /// What each slot is filled with, in slot order (drives the body and the docs).
    public var slotForms: [SlotForm]

    public init(family: InitializerFamily, constraints: [Constraint], parameters: [Parameter],
                isDisfavored: Bool, slotForms: [SlotForm]) {
        self.family = family
        self.constraints = constraints
        self.parameters = parameters
        self.isDisfavored = isDisfavored
        self.slotForms = slotForms
    }

    /// `init(title:actions:)`: how Swift and the docs name this initializer.
    public var selector: String {
        "init(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// How one slot is filled by one initializer.
public enum SlotForm: Hashable, Sendable {
    /// A `@ViewBuilder` closure.
    case builder
    /// A plain value, stored through the slot's control.
    case value(ValueParameter)
    /// Left out: `nil` for an optional slot, `EmptyView()` for an `empty` one.
    case omitted
    /// Read from the model.
    case model
}

/// Which value form a parameter takes, and how it is typed.
public enum ValueParameter: Hashable, Sendable {
    case localizedText(TextType)
    case stringText
    case systemImage
    case image
    case component(name: String, valueType: String)
    case resolver(String)
}

public struct Parameter: Hashable, Sendable {
    public enum Role: Hashable, Sendable {
        case property(String)
        case slotValue(slot: String)
        case closureProperty(String)
        case builder(slot: String)
        case model
    }

    /// External label; nil means `_`.
    public var label: String?
    public var name: String
    /// The type as written in the signature, attributes included (`@escaping () -> Void`).
    public var type: String
    public var defaultValue: String?
    public var isViewBuilder: Bool
    public var role: Role

    public init(label: String?, name: String, type: String, defaultValue: String? = nil,
                isViewBuilder: Bool = false, role: Role) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isViewBuilder = isViewBuilder
        self.role = role
    }

    /// `title: LocalizedStringKey`, `_ title: Image`, `@ViewBuilder actions: () -> Actions`.
    public var declaration: String {
        var text = isViewBuilder ? "@ViewBuilder " : ""
        if let label, label == name { text += name } else { text += "\(label ?? "_") \(name)" }
        text += ": \(type)"
        if let defaultValue { text += " = \(defaultValue)" }
        return text
    }
}

public struct ModelPlan: Hashable, Sendable {
    public var name: String
    public var requirements: [ModelRequirement]

    public init(name: String, requirements: [ModelRequirement]) {
        self.name = name
        self.requirements = requirements
    }
}

public struct ModelRequirement: Hashable, Sendable {
    public var name: String
    public var type: String
    public var doc: String?

    public init(name: String, type: String, doc: String?) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}
