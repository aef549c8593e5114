// The validated catalog: refs followed, defaults applied, names checked. The planner's only input.

public struct Catalog: Hashable, Sendable {
    public var module: String
    public var textType: TextType
    public var maxInitializers: Int
    /// Sorted by name, so output order never depends on the file system.
    public var components: [Component] = []
    /// The design tokens catalog.yaml's `tokens:` names, resolved; nil without `tokens:`.
    public var tokens: TokenCatalog? = nil
}

@dynamicMemberLookup
public struct Component: Hashable, Sendable {
    /// Its name, texts, strategy, access and the rest its spec describes (`component.summary` reads it).
    public var info: ComponentInfo
    /// Where the model's name is written (`model: { name: }`), or the component's location.
    public var modelLocation: SourceLocation
    /// Where `uikit:` is written, or the component's location.
    public var uikitLocation: SourceLocation
    public var properties: [Property] = []
    public var slots: [Slot]
    /// The model protocol's name when the component gets one, else nil.
    public var modelName: String? = nil
    /// Every slot and property name once, in the order of every initializer's parameters; nil: the default order.
    public var order: [String]? = nil
    /// `order.builder`: the builder initializer's order (and the one that leaves value slots out), when
    /// it differs from the others'; nil: `order`.
    public var builderOrder: [String]? = nil
    /// Stored SwiftUI state for the hand-written body (`@State`, `@Environment`).
    public var state: [StateProperty] = []
    /// `generics:` (revision 4): generic parameters that are not view slots, before the slots' in the struct's list.
    public var generics: [ComponentGeneric] = []
    /// `tokens:`: design tokens the body and the style read as `tokens.<name>`.
    public var tokens: [ComponentToken] = []
    /// `environment:` (revision 5), in the spec's order.
    public var environment: [EnvironmentEntry] = []
    /// `either:` (revision 5): alternative groups of slots and properties; each initializer family is
    /// planned once per group, the other groups' members absent.
    public var either: [[String]] = []
    /// `atLeastOne:` (revision 5): no initializer leaves every one of these out.
    public var atLeastOne: [String] = []

    public subscript<Value>(dynamicMember keyPath: KeyPath<ComponentInfo, Value>) -> Value { info[keyPath: keyPath] }

    /// The properties initializers take: all but the `modifier:` ones.
    public var parameterProperties: [Property] { properties.filter(\.isParameter) }
}

/// `Element: Identifiable`: a component's generic parameter that is not a view slot (revision 4). Swift
/// infers it at each call from an argument, as it infers a slot's view.
public struct ComponentGeneric: Hashable, Sendable, Encodable {
    public var name: String
    /// What follows `Element:` (`Identifiable`, `Hashable & Sendable`); nil: unconstrained.
    public var constraint: String?
    public var location: SourceLocation
    /// The parameters every initializer requires that name it, in declared order (properties, then slots
    /// with `input`): what a call infers it from.
    public var inferredFrom: [String] = []

    public init(name: String, constraint: String?, location: SourceLocation) {
        self.name = name
        self.constraint = constraint
        self.location = location
    }
}

/// A spec's example: a call site for the docs, a preview and the gallery.
public struct Example: Hashable, Sendable, Encodable {
    public var title: String
    public var code: String
    /// Where the code's text starts in the spec: generated code maps the compiler's errors in it there.
    public var codeLocation: SourceLocation
    public var deprecation: String?
}

/// `twin:` checked: the label and type of the second parameter, and the expression of the property's
/// parameter type made of it (`$0` replaced by the label).
public struct PropertyTwin: Hashable, Sendable, Encodable {
    public var label: String
    public var type: SwiftType
    public var convert: String
    public var location: SourceLocation

    /// `convert` with every `$0` replaced by the twin's parameter.
    public var expression: SwiftExpression {
        .authored(segments: convert.split(separator: "$0", omittingEmptySubsequences: false).map(String.init), filling: .name(label), origin: nil)
    }
}

public struct Property: Hashable, Sendable, Encodable {
    public var name: String
    /// As written, typed by the Swift parser.
    public var type: SwiftType
    public var defaultValue: String? = nil
    public var isBinding: Bool
    /// A function type, optional or not: its parameter goes after the value parameters (`@escaping`
    /// when not optional: an optional closure escapes already).
    public var isClosure: Bool
    public var doc: String? = nil
    public var location: SourceLocation

    /// The stored and parameter type: `Binding<T>` for a binding.
    public var storedType: SwiftType { isBinding ? .named("Binding", [type]) : type }
    public var deprecation: String? = nil
    /// The previous name, a deprecated spelling of every initializer that takes the property.
    public var renamedFrom: String? = nil
    /// `unlabeled: true`: the parameter is `_ name: Type`.
    public var isUnlabeled = false

    /// `modifier:` (revision 4): set by a method that returns a copy, never an initializer parameter.
    public var modifier: PropertyModifier? = nil
    /// Its type names one of the component's `generics` (`[Element]`): a protocol without associated types
    /// cannot require it, so it stays a parameter beside the model in `init(model:)` (revision 4).
    public var usesGenerics = false
    /// `token:` (revision 4): the design token whose Swift value is the default.
    public var token: TokenPath? = nil
    /// `families:` (revision 4): the families whose initializers take it, sorted; nil: every family.
    public var families: [ParameterFamily]? = nil
    /// `default: { builder: …, values: … }` (revision 4); nil: `defaultValue` in every family.
    public var familyDefaults: PerFamily<String?>? = nil
    /// `cases:` (revision 5): the generated enum its type is (or wraps, for `T?`).
    public var enumeration: PropertyEnum? = nil
    /// A second spelling of its parameter (`twin:`, revision 5): every initializer that takes it has a copy
    /// that takes this instead.
    public var twin: PropertyTwin? = nil
    /// `either:` (revision 5): a member of one group without a default, stored as an Optional that is
    /// `nil` in the initializers of the other groups.
    public var isNilWhenAbsent = false

    /// What the view stores (`(() -> Void)?` for an `either` member without a default); `type` otherwise.
    public var heldType: SwiftType { isNilWhenAbsent && !type.isOptional ? .optional(type) : type }

    /// Whether the initializers of `family` take it as a parameter (the others assign its default).
    public func isTaken(in family: ParameterFamily) -> Bool { families?.contains(family) ?? true }
    /// Its default in `family`'s initializers; nil: required there.
    public func defaultValue(in family: ParameterFamily) -> String? { familyDefaults.map { $0[family] } ?? defaultValue }

    /// The parameter's external label; nil for `_`.
    public var label: String? { isUnlabeled ? nil : name }
    /// Whether initializers take it (a `modifier:` property is set by its method instead).
    public var isParameter: Bool { modifier == nil }
    /// Whether `init(model:)` takes it beside the model instead of reading it from the model: a binding,
    /// or a property whose type names a generic.
    public var isBesideModel: Bool { isParameter && (isBinding || usesGenerics) }
    /// The deprecated method that keeps a renamed property's old method compiling: only when the method is
    /// named after the property (`modifier: true`); a method named on its own keeps its name through a rename.
    public var modifierForwarder: String? {
        guard let modifier, modifier.name == name else { return nil }
        return renamedFrom
    }
}

/// `cases: [primary, secondary]` (revision 5): `public enum DSButtonRole: Hashable, Sendable`, declared beside
/// the component whose property's type it is.
public struct PropertyEnum: Hashable, Sendable, Encodable {
    /// `DSButtonRole`: the component's name and the property's, capitalized.
    public var name: String
    /// In the spec's order.
    public var cases: [EnumCase]
    /// The enum's name before its property was renamed (`renamed:`), kept as a deprecated type alias.
    public var renamedFrom: String? = nil

    public init(name: String, cases: [EnumCase]) {
        self.name = name
        self.cases = cases
    }
}

public struct EnumCase: Hashable, Sendable, Encodable {
    public var name: String
    public var doc: String?

    public init(name: String, doc: String? = nil) {
        self.name = name
        self.doc = doc
    }
}

/// One value for each family of initializers (revision 4).
public struct PerFamily<Value: Hashable & Sendable & Encodable>: Hashable, Sendable, Encodable {
    public var builder: Value
    public var values: Value

    public init(builder: Value, values: Value) {
        self.builder = builder
        self.values = values
    }

    public subscript(family: ParameterFamily) -> Value {
        get { family == .builder ? builder : values }
        set { if family == .builder { builder = newValue } else { values = newValue } }
    }
}

/// `func inputState(_ value: InputState) -> Self`: a property's modifier method.
public struct PropertyModifier: Hashable, Sendable, Encodable {
    public var name: String
    /// The argument's label; nil for `_`.
    public var label: String?

    public init(name: String, label: String?) {
        self.name = name
        self.label = label
    }

    /// `inputState(_:)`, `onTapGesture(perform:)`.
    public var selector: String { "\(name)(\(label ?? "_"):)" }
}

public struct Slot: Hashable, Sendable, Encodable {
    public var name: String
    /// The generic parameter: the UpperCamelCase form of the name.
    public var genericName: String
    /// Whether a call may leave it out, and what it shows then.
    public var presence: SlotPresence
    public var isUnlabeled: Bool
    /// Value forms in the order the spec lists options, then `component`, then `resolver`.
    public var valueForms: [ValueForm]
    public var doc: String? = nil
    public var location: SourceLocation
    /// The result builder of the slot's closure.
    public var resultBuilder = "ViewBuilder"
    public var deprecation: String? = nil
    /// The previous name, a deprecated spelling of every initializer that takes the slot.
    public var renamedFrom: String? = nil
    /// `argumentLabel:` (not `_`, which sets `isUnlabeled`): the value parameters' label instead of the name.
    public var argumentLabel: String? = nil
    /// Where `argumentLabel:` was written, for the diagnostics about labels.
    public var argumentLabelLocation: SourceLocation? = nil
    /// The argument the slot's closure takes from the body (`(ControlState) -> Label`); such a slot has
    /// no value form and is stored as the closure (revision 3).
    public var input: SwiftType? = nil
    /// `viewType:` (revision 4): the slot's one view type, as written; nil: the slot is generic (`genericName`).
    public var viewType: SwiftType? = nil
    /// `symbolLabel:` (revision 5): the `systemImage` form's label instead of `<label>SystemName`.
    public var symbolLabel: String? = nil
    /// Where `symbolLabel:` was written, for the diagnostics about labels.
    public var symbolLabelLocation: SourceLocation? = nil
    /// `argumentLabel: { alone: … }` (revision 5): the value's label where it is the only slot value of an
    /// initializer (`_` for none); the other fields label it elsewhere. Nil: the same label everywhere.
    public var aloneArgumentLabel: String? = nil
    /// `builderLabel:` (revision 5): the closure's label where it is the only slot closure, and otherwise
    /// (`_` for none). Nil: the slot's name everywhere.
    public var builderLabels: SlotPlaceLabels? = nil
}

/// A label by place (revision 5): where the slot is the only one an initializer takes in that form, and
/// otherwise; `_` for none.
public struct SlotPlaceLabels: Hashable, Sendable, Encodable {
    public var alone: String
    public var beside: String

    public init(alone: String, beside: String) {
        self.alone = alone
        self.beside = beside
    }

    public subscript(alone isAlone: Bool) -> String { isAlone ? alone : beside }
}

extension Slot {
    /// Whether the slot is a generic parameter of the component (not of one `viewType`).
    public var isGeneric: Bool { viewType == nil }
    /// What its closure returns and the view stores: its `viewType`, or its generic parameter.
    public var contentType: SwiftType { viewType ?? .named(genericName) }

    /// The value form the model and the compact type-based initializer use.
    public var primaryValueForm: ValueForm? { valueForms.first }

    /// The external labels of a value form's parameters (`title`, `iconSystemName`, or from `argumentLabel`:
    /// `value`, `valueSystemName`); nil where unlabeled. Builder closures keep the slot's name.
    /// `symbolLabel` labels the `systemImage` form's parameter (`systemImage: "checkmark"`).
    public func labels(of form: any ValueFormDescriptor, alone: Bool = false) -> [String?] {
        if alone, let label = aloneArgumentLabel { return placed(label).labels(of: form) }
        return form.parameters(forSlot: argumentLabel ?? name, in: NoComponents()).map { parameter in
            if parameter.isSymbolName, let symbolLabel { return symbolLabel }
            return isUnlabeled && parameter.followsUnlabeled ? nil : parameter.name
        }
    }

    /// Per parameter of the form, whether renaming the slot renames its label: not where there is none, nor
    /// where `argumentLabel` or `symbolLabel` sets it.
    public func renamesLabels(of form: any ValueFormDescriptor, alone: Bool = false) -> [Bool] {
        if alone, let label = aloneArgumentLabel { return placed(label).renamesLabels(of: form) }
        return zip(labels(of: form), form.parameters(forSlot: name, in: NoComponents())).map { label, parameter in
            argumentLabel == nil && label != nil && !(parameter.isSymbolName && symbolLabel != nil)
        }
    }

    /// The slot labeled `label` (`_`: unlabeled) everywhere: what it is where its alone label applies.
    private func placed(_ label: String) -> Slot {
        var slot = self
        slot.aloneArgumentLabel = nil
        slot.isUnlabeled = label == "_"
        slot.argumentLabel = label == "_" ? nil : label
        return slot
    }

    /// The closure parameter's label (nil for `_`): `builderLabel:` by place, else the slot's name.
    public func builderLabel(alone: Bool) -> String? {
        guard let labels = builderLabels else { return name }
        let label = labels[alone: alone]
        return label == "_" ? nil : label
    }

    /// Whether renaming the slot renames a label of this form.
    public func renamesLabel(of form: any ValueFormDescriptor) -> Bool { renamesLabels(of: form).contains(true) }
}

/// A `state:` entry, stored with its property wrapper and never a parameter.
public struct StateProperty: Hashable, Sendable {
    /// The wrapper, classified once: the planner and the style read `@State` and `@Environment` by kind.
    public enum Wrapper: Hashable, Sendable {
        case state
        case environment(keyPath: String)
        /// Any other wrapper (`FocusState`, `ScaledMetric`), with its argument if it has one.
        case other(name: String, argument: String?)

        public var name: String {
            switch self {
            case .state: "State"
            case .environment: "Environment"
            case .other(let name, _): name
            }
        }

        public var argument: String? {
            switch self {
            case .state: nil
            case .environment(let keyPath): keyPath
            case .other(_, let argument): argument
            }
        }
    }

    public var name: String
    public var wrapper: Wrapper
    public var type: SwiftType? = nil
    public var defaultValue: String? = nil
    public var doc: String? = nil
}

/// A design token a component reads (`tokens:`): its name there, the token, and the Swift it takes.
public struct ComponentToken: Hashable, Sendable, Encodable {
    public var name: String
    public var path: String
    /// `Tokens.Color.accent`.
    public var qualifiedName: String
    /// `SwiftUI.Color`, or `Tokens.Varying<CGFloat>` for a non-color token that varies.
    public var type: SwiftType
    /// The token's deprecation, in Swift names: the member that reads it is deprecated too, so the generated
    /// code builds without a warning and the hand-written code that reads it warns.
    public var deprecation: String? = nil
}
