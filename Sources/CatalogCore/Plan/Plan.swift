// The plan: every component's API as a pure, self-contained value. The Swift renderer, the Markdown
// renderer and the call-site synthesizer read nothing else (never the schema or the spec), so code, docs
// and tests cannot disagree. Codable, so a snapshot of it reads as data.

public struct CatalogPlan: Hashable, Sendable, Encodable {
    public var module: String
    public var textType: TextType
    /// Sorted by name.
    public var components: [ComponentPlan]
    /// The access of the `SlotResolver` protocol when any slot uses a resolver, else nil.
    public var slotResolverAccess: AccessLevel?
    /// The design tokens' Swift shape, when catalog.yaml names tokens.
    public var tokens: TokenPlan? = nil

    // The token plan holds author trees (`$extensions`); the plan's encoding is its components'.
    private enum CodingKeys: String, CodingKey { case module, textType, components, slotResolverAccess }
}

@dynamicMemberLookup
public struct ComponentPlan: Hashable, Sendable, Encodable {
    /// What the spec describes, as validation built it (`plan.summary` reads it).
    public var info: ComponentInfo
    public var slots: [SlotPlan]
    public var properties: [Property]
    /// `generics:` (revision 4): the struct's first generic parameters, before the slots'.
    public var generics: [ComponentGeneric]
    public var storedProperties: [StoredProperty]
    /// `func inputState(_ value: InputState) -> Self` for each `modifier:` property, in property order.
    public var modifiers: [ModifierMethodPlan]
    /// In the order a reader needs them: the struct's own, then each extension's.
    public var initializers: [InitializerPlan]
    public var model: ModelPlan?
    /// The type written when another component uses this one as a value (`Badge<Never, Text>`).
    public var valueType: SwiftType?
    /// The style protocol and its configuration, for a styleable component.
    public var style: StylePlan?
    /// Modules the generated files import besides SwiftUI, sorted.
    public var imports: [String]
    /// Stored state for the hand-written body, never a parameter; in `storedProperties` too.
    public var hasState: Bool
    /// Components this one is composed of (its `component:` slots), and those that use it; sorted.
    public var composedOf: [String]
    public var usedBy: [String]
    /// The UIKit view that hosts the component (`uikit: true`), else nil.
    public var uikit: UIKitViewPlan? = nil
    /// `tokens:`: what `self.tokens` (and the style configuration's) holds.
    public var tokens: [ComponentToken] = []
    /// `environment:`: the `@Environment` properties its body reads.
    public var environment: [EnvironmentEntry] = []
    /// The modifiers of `environment` whose declarations (key, `EnvironmentValues` member, `View` method)
    /// this component's file holds: those no component before it in name order declares.
    public var declaresEnvironment: [String] = []
    /// `either:` and `atLeastOne:` (revision 5), as validated.
    public var either: [[String]] = []
    public var atLeastOne: [String] = []

    public subscript<Value>(dynamicMember keyPath: KeyPath<ComponentInfo, Value>) -> Value { info[keyPath: keyPath] }

    /// One `View` generic parameter per slot (but those of one `viewType`), in slot order (the declared `generics` come before them).
    public var genericParameters: [String] { slots.filter(\.isGeneric).map(\.genericParameter) }

    /// Distinct constraint sets in first-use order: the struct (empty) first, then one extension each.
    public var constraintGroups: [[Constraint]] {
        var groups: [[Constraint]] = []
        for initializer in initializers where !groups.contains(initializer.constraints) {
            groups.append(initializer.constraints)
        }
        return groups
    }
}

/// A slot's plan: the validated slot itself (its name, presence, result builder, `input`, docs, evolution,
/// read as the plan's own through dynamic member lookup), how the strategy stores it, and its forms' parameters.
@dynamicMemberLookup
public struct SlotPlan: Hashable, Sendable, Encodable {
    public var slot: Slot
    /// How the strategy keeps it, from its presence.
    public var storage: SlotStorage
    /// Every value form's parameter (without default) and control, in the spec's order, for the docs.
    public var valueForms: [ValueFormPlan]

    public var genericParameter: String { slot.genericName }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Slot, Value>) -> Value { slot[keyPath: keyPath] }
}

public struct ValueFormPlan: Hashable, Sendable, Encodable {
    /// The form's identity (`text`, `component:Badge`).
    public var key: String
    /// The form's parameters (any number), in order, without defaults.
    public var parameters: [Parameter]
    /// Whether the initializers that take this form are `@_disfavoredOverload` (text's `StringProtocol` twin).
    public var isDisfavored: Bool
    /// How the docs name the view that shows the value (`Text`, `Image(systemName:)`).
    public var control: String
    /// The component that shows the value, for a link.
    public var linkedComponent: String?
}

/// What a stored property or a style configuration member holds, for its words when the author wrote none.
public enum MemberRole: Hashable, Sendable, Encodable {
    case slot, property, state
    /// Whether an omittable slot was given (`hasIcon`).
    case presenceFlag(slot: String)
    /// A component's style from the environment, set with `.modifier(_:)`.
    case style(modifier: String)
    /// An `environment:` entry, read by the component and passed on to its style (SPEC revision 5).
    case environment(modifier: String)
}

public struct StoredProperty: Hashable, Sendable, Encodable {
    public var role: MemberRole
    public var name: String
    /// Nil for an `@Environment` value whose type the key path gives.
    public var type: SwiftType?
    public var doc: String?
    /// A computed property's getter expression; nil for a stored one.
    public var computed: SwiftExpression?
    /// A property wrapper (`@Binding`, `@State`, `@Environment(\.dynamicTypeSize)`): a `var`, set by the wrapper.
    public var wrapper: PropertyWrapper?
    /// The author's default (`state:`), as written.
    public var initialValue: SwiftExpression?
    /// A `var` without a wrapper: a modifier property, set on a copy by its method.
    public var isVariable = false
}

/// A modifier property's method: `func inputState(_ value: InputState) -> Self`, which returns a copy
/// with the property set.
public struct ModifierMethodPlan: Hashable, Sendable, Encodable {
    public var name: String
    /// The argument's label; nil for `_`.
    public var label: String?
    /// The property it sets.
    public var property: String
    public var type: SwiftType
    /// A non-optional function type: the stored closure escapes.
    public var isEscaping: Bool
    public var doc: String?
    public var deprecation: String?
    /// The old name of a renamed property's method: a deprecated method of that name forwards here.
    public var forwarder: String?

    /// `inputState(_:)`.
    public var selector: String { selector(named: name) }
    /// The forwarder's (`state(_:)`), or another name's, with the same label.
    public func selector(named name: String) -> String { "\(name)(\(label ?? "_"):)" }
}

/// `Title == Text` in a `where` clause.
public struct Constraint: Hashable, Sendable, Encodable {
    public var genericParameter: String
    public var type: SwiftType

    public init(_ genericParameter: String, _ type: SwiftType) {
        self.genericParameter = genericParameter
        self.type = type
    }
}

public enum InitializerFamily: String, CaseIterable, Hashable, Sendable, Encodable {
    case viewBuilder = "@ViewBuilder"
    case typeBased = "Type-based"
    case protocolBased = "Protocol-based"
    case conditional = "Conditional"
}

public struct InitializerPlan: Hashable, Sendable, Encodable {
    public var family: InitializerFamily
    /// `@MainActor`: it calls a resolver's main-actor `resolve(_:)` (SPEC revision 4, Isolation).
    public var isMainActor = false
    public var constraints: [Constraint]
    public var parameters: [Parameter]
    public var isDisfavored: Bool
    /// `self.name = expression`, in stored-property order.
    /// `let size = model.size`: the properties a `backedBy:` reads, bound before the assignments (only
    /// `init(model:)` needs them: elsewhere the parameter is that constant).
    public var locals: [Assignment] = []
    public var assignments: [Assignment]
    /// `self.init(title: model.title, …)`: what `init(model:)` passes to the type-based initializer it calls
    /// instead of assigning (issue 38), in that initializer's parameter order; nil: it assigns.
    public var delegation: [DelegatedArgument]? = nil
    /// How each slot is filled, in slot order: the call-site synthesizer's expectations.
    public var fills: [SlotFill]
    /// Why the initializer is deprecated: it takes a deprecated slot or property, or (for a rename's
    /// forwarder) `renamedTo` names the initializer that replaces it.
    public var deprecation: String?
    public var renamedTo: String?
    /// `either:` (revision 5): the members of the group it belongs to; nil without `either`.
    public var group: [String]? = nil

    public var isDeprecated: Bool { deprecation != nil || renamedTo != nil }

    /// The family `families:`, per-family defaults and per-family `order` name (revision 4): `builder` when
    /// it takes no slot value, else `values` (`init(model:)` too); nil without slots, which have none.
    public var parameterFamily: ParameterFamily? {
        guard !fills.isEmpty else { return nil }
        return Self.family(family, takesValue: fills.contains { $0.kind == .value })
    }

    static func family(_ family: InitializerFamily, takesValue: Bool) -> ParameterFamily {
        family != .protocolBased && !takesValue ? .builder : .values
    }

    /// `init(title:actions:)`: how Swift and the docs name this initializer.
    public var selector: String {
        var text = "init("
        for parameter in parameters {
            text += parameter.label ?? "_"
            text += ":"
        }
        return text + ")"
    }

    /// Whether `other` has the same selector, without spelling either.
    public func hasSelector(of other: InitializerPlan) -> Bool {
        parameters.count == other.parameters.count && zip(parameters, other.parameters).allSatisfy { $0.label == $1.label }
    }
}

public struct Assignment: Hashable, Sendable, Encodable {
    public var property: String
    /// The author's part of it (a `backedBy:`) carries where it was written, so the compiler's errors in it
    /// land on the spec.
    public var expression: SwiftExpression
    /// A local constant's type, when its expression needs one (a default such as `.title3`).
    public var type: SwiftType? = nil

    init(property: String, expression: SwiftExpression, type: SwiftType? = nil) {
        self.property = property
        self.expression = expression
        self.type = type
    }

    }

/// One argument of `init(model:)`'s call: its label (nil for `_`) and expression.
public struct DelegatedArgument: Hashable, Sendable, Encodable {
    public var label: String?
    public var expression: SwiftExpression

    public init(label: String?, expression: SwiftExpression) {
        self.label = label
        self.expression = expression
    }
}

/// How one initializer fills one slot.
public struct SlotFill: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        /// `valueDefault`: left out, showing the slot's value default through `form` (compact's
        /// slots-omitted initializer).
        case builder, value, omitted, valueDefault, model
    }

    public var kind: Kind
    /// The slot's generic argument, or nil when the caller's closure decides it.
    public var genericArgument: SwiftType?
    /// The value form that fills the slot (`value`, `valueDefault`, `model`).
    public var form: ValueForm? = nil
    /// Whether the view stores the slot as an optional (`Title?`, or `Text?` in compact).
    public var isStoredOptional = false
    /// The flag that tells the body whether the slot was given (`hasIcon`), when the view stores one.
    public var presenceFlag: String? = nil
    /// When the slot's parameter has a default and the call leaves it out: the generic argument Swift
    /// infers from the default.
    public var genericArgumentWhenLeftOut: SwiftType? = nil
}

/// An initializer's parameter: the tree's declaration (label, name, type, default) and what the plan knows
/// beside it. Its declaration's fields read through it (`parameter.label`).
@dynamicMemberLookup
public struct Parameter: Hashable, Sendable, Encodable {
    public enum Role: Hashable, Sendable, Encodable {
        case property(String)
        case slotValue(slot: String)
        case closureProperty(String)
        case builder(slot: String)
        case model
    }

    public var declaration: ParameterDeclaration
    public var role: Role
    /// The author's words for it on one line (its slot's or property's `doc:`); nil: the renderers word it.
    public var doc: String?
    /// The value form a slot's value parameter belongs to.
    public var form: ValueForm? = nil
    /// The label before its slot or property was renamed (a forwarder's label).
    public var previousLabel: String?

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ParameterDeclaration, Value>) -> Value {
        get { declaration[keyPath: keyPath] }
        set { declaration[keyPath: keyPath] = newValue }
    }

    /// The slot or property the parameter belongs to (`order` places it by this name); "model" for the model.
    public var owner: String {
        switch role {
        case .property(let name), .closureProperty(let name), .slotValue(let name), .builder(let name): name
        case .model: "model"
        }
    }

    /// How `order` may name it by its form (revision 5): `title.value`, `title.builder`; else its owner.
    public var orderKey: String {
        switch role {
        case .slotValue(let slot): slot + ".value"
        case .builder(let slot): slot + ".builder"
        default: owner
        }
    }

    /// The slot whose `systemImage` symbol name it is (labeled by the slot's `symbolLabel`), else nil.
    public var symbolNameOf: String? {
        guard case .slotValue(let slot) = role, let form else { return nil }
        return form.descriptor.parameters(forSlot: slot, in: NoComponents()).contains { $0.isSymbolName && $0.name == declaration.name } ? slot : nil
    }
}

public struct ModelPlan: Hashable, Sendable, Encodable {
    public var name: String
    public var requirements: [ModelRequirement]
}

public struct ModelRequirement: Hashable, Sendable, Encodable {
    public var name: String
    public var type: SwiftType
    public var doc: String?
    /// The slot and value form the requirement provides; nil for a property.
    public var slot: String? = nil
    public var form: ValueForm? = nil
    /// The requirement's name before its slot or property was renamed: kept as a deprecated requirement, and
    /// each name has a default that reads the other, so types written against either name still conform.
    public var renamedFrom: String? = nil
}

/// A styleable component's style, as SwiftUI's `ButtonStyle`: a protocol, a configuration that erases the
/// slots' types, a default style whose layout is hand-written, an environment entry and a modifier.
public struct StylePlan: Hashable, Sendable, Encodable {
    public var names: SwiftNames.StyleNames
    /// The configuration's members, in order: slots, whether each omittable slot was given, properties,
    /// state, environment entries.
    public var members: [StyleMember]
}

public struct StyleMember: Hashable, Sendable, Encodable {
    public var role: MemberRole
    public var name: String
    /// `AnyView` for a slot; a binding's value type for a binding.
    public var type: SwiftType
    public var isBinding: Bool
    public var doc: String?
    /// What the component's generated body passes: `AnyView(title)`, `hasActions`, `$isOn`.
    public var argument: SwiftExpression
    /// The name before its slot or property was renamed: the configuration keeps a deprecated accessor
    /// under it, so custom styles that read it keep compiling.
    public var renamedFrom: String? = nil
}
