/// One way to fill a slot with plain values instead of a view: text, a system image, an image, another
/// component, a resolver's input. Each form is one type that knows everything about itself (the
/// `FieldGenerator` idea of swift-protobuf): its parameters (any number), stored type, control, model
/// requirements, whether it is disfavored, its own validation rules, its samples for the synthesized call
/// sites and its UIKit reading. Adding a form is adding a conformer (its own file), one entry in
/// `ValueFormRegistry`, and its row in docs/SpecFormat.md.
public protocol ValueFormDescriptor: Sendable {
    /// Identity, as the spec spells it (`text`, `component:Badge`); two forms with one key are one form.
    var key: String { get }
    /// The initializer parameters the form adds for slot `slot`, in order (`icon` → `iconSystemName: String`).
    func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter]
    /// The view the values are shown through, the slot's generic argument.
    func storedType(in context: any ValueFormContext) -> SwiftType
    /// The expression that turns the arguments (one per parameter) into the stored view.
    func control(_ arguments: [SwiftExpression]) -> SwiftExpression
    /// How the docs name the control (`Text`, `Image(systemName:)`); `linkedComponent` when it is a component.
    var controlName: String { get }
    var linkedComponent: String? { get }
    /// "as localized text (`LocalizedStringKey`)", after the slot's name in a sentence.
    var wording: String { get }
    /// Types the generated code names for this form, which a generic parameter must not hide.
    var typeNames: Set<String> { get }
    /// Those of `typeNames` the author wrote (a `backedBy:` view, a resolver, a linked component): they may
    /// name a catalog component on purpose, which then shadows nothing.
    var authoredTypeNames: Set<String> { get }
    /// Modules the generated file imports besides SwiftUI (`Foundation` for `AttributedString`).
    var imports: Set<String> { get }

    /// The model protocol's requirements for slot `slot` (one per parameter, by default with the
    /// parameters' names) and how the initializer reads them.
    func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter]
    func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression
    /// Whether an initializer that takes this form can take `form`'s model values for `slot` as they are and
    /// show what `init(model:)` shows, so that `init(model:)` may call it instead of assigning.
    func takesModelValues(of form: any ValueFormDescriptor, forSlot slot: String, in context: any ValueFormContext) -> Bool

    /// The `@_disfavoredOverload` twin's form (`some StringProtocol` for text), if the form has one.
    var disfavoredTwin: (any ValueFormDescriptor)? { get }
    /// Whether an initializer that takes this form is `@_disfavoredOverload` (the twin itself).
    var isDisfavored: Bool { get }
    /// The form's own rules on the slot that lists it, besides those every form shares (its parameters'
    /// names must be free): messages reported at the slot's name.
    func problems(forSlot slot: String) -> [String]
    /// The form shown by `backedBy:`'s view instead of `Text`; nil: the form is not text and keeps its control.
    func backed(by backing: TextBacking) -> (any ValueFormDescriptor)?
    /// The component's plain properties its control reads (`self.size` in `backedBy:`), bound to local
    /// constants of those names before the initializer's assignments.
    var readProperties: [String] { get }
    /// Whether its control calls main-actor code (a resolver's `@MainActor resolve(_:)`): an initializer
    /// that shows it is `@MainActor` in every SDK era (SPEC revision 4, Isolation).
    var controlIsMainActor: Bool { get }
    /// Whether its control is a type of the catalog's `SlotResolver` protocol, which the catalog then declares.
    var usesSlotResolver: Bool { get }

    // Extension points without a default, so that a new form that forgets one does not compile.

    /// What the synthesized call sites pass for the form on slot `slot`, and what the view then shows.
    func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples
    /// How a UIKit view passes the form (`UIKitPlan`): bridged, or keeping the parameter's type.
    var uikitReading: UIKitReading { get }
}

/// One parameter of a value form (or, read from the model, one requirement).
public struct FormParameter: Hashable, Sendable {
    public var name: String
    public var type: SwiftType
    /// Whether the slot's `unlabeled` option drops this parameter's label.
    public var followsUnlabeled: Bool
    /// The type of the parameter when it is optional and defaults to nil, when not `type?` (the twin's
    /// `some StringProtocol`, whose generic could not be inferred from `nil`, becomes `String?`).
    public var optionalType: SwiftType?
    /// The symbol name of `systemImage`: the slot's `symbolLabel`, when given, is its label (revision 5).
    public var isSymbolName: Bool

    public init(_ name: String, _ type: SwiftType, followsUnlabeled: Bool = true, optionalType: SwiftType? = nil, isSymbolName: Bool = false) {
        self.name = name
        self.type = type
        self.followsUnlabeled = followsUnlabeled
        self.optionalType = optionalType
        self.isSymbolName = isSymbolName
    }
}

extension ValueFormDescriptor {
    public var linkedComponent: String? { nil }
    public var typeNames: Set<String> { [] }
    public var authoredTypeNames: Set<String> { [] }
    public var imports: Set<String> { [] }
    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        parameters(forSlot: slot, in: context)
    }
    public var disfavoredTwin: (any ValueFormDescriptor)? { nil }
    public var isDisfavored: Bool { false }
    public func problems(forSlot slot: String) -> [String] { [] }
    public func backed(by backing: TextBacking) -> (any ValueFormDescriptor)? { nil }
    public var readProperties: [String] { [] }
    public var controlIsMainActor: Bool { false }
    public var usesSlotResolver: Bool { false }
    /// By default: the same types, shown by the same expression.
    public func takesModelValues(of form: any ValueFormDescriptor, forSlot slot: String, in context: any ValueFormContext) -> Bool {
        let (parameters, requirements) = (parameters(forSlot: slot, in: context), form.requirements(forSlot: slot, in: context))
        let names = requirements.map { SwiftExpression.member("model", $0.name) }
        return parameters.map(\.type) == requirements.map(\.type) && control(names) == form.controlFromModel(names, in: context)
    }

    /// Whether every parameter loses its label on an `unlabeled` slot (so a rename needs no forwarder).
    public var followsUnlabeled: Bool {
        parameters(forSlot: "slot", in: NoComponents()).allSatisfy(\.followsUnlabeled)
    }
}

/// What a form needs to know about the rest of the catalog (another component's types).
public protocol ValueFormContext: Sendable {
    /// A component's type when every slot takes its first value form (`Badge<Never, Text>`).
    func valueType(ofComponent name: String) -> SwiftType?
    func modelName(ofComponent name: String) -> String?
}

/// A context that knows no component: enough for names and labels.
struct NoComponents: ValueFormContext {
    func valueType(ofComponent name: String) -> SwiftType? { nil }
    func modelName(ofComponent name: String) -> String? { nil }
}

/// A slot's value form in the validated catalog: the descriptor, compared (and encoded) by its key.
public struct ValueForm: Hashable, Sendable, Encodable {
    public let descriptor: any ValueFormDescriptor

    public init(_ descriptor: any ValueFormDescriptor) { self.descriptor = descriptor }

    public var key: String { descriptor.key }
    public static func == (lhs: ValueForm, rhs: ValueForm) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(key)
    }
}
