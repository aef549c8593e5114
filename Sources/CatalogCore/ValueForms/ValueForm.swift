/// One way to fill a slot with a plain value instead of a view: text, a system image, an image, another
/// component, a resolver's input. Each form is one type that knows everything about itself (the
/// `FieldGenerator` idea of swift-protobuf): its parameter, stored type, control, model requirement,
/// wording in the docs, and the sample argument and runtime check of the synthesized call sites.
/// Adding a form is adding a conformer here and the schema key that selects it.
public protocol ValueFormDescriptor: Sendable {
    /// Identity, as the spec spells it (`text`, `component:Badge`); two forms with one key are one form.
    var key: String { get }
    /// The parameter's name for slot `slot` (`iconSystemName` for a symbol).
    func parameterName(forSlot slot: String) -> String
    /// Whether the slot's `unlabeled` option drops this parameter's label.
    var followsUnlabeled: Bool { get }
    func parameterType(in context: ValueFormContext) -> SwiftType
    /// The view the value is shown through, the slot's generic argument.
    func storedType(in context: ValueFormContext) -> SwiftType
    /// The expression that turns the argument into the stored view.
    func control(_ argument: String) -> String
    /// How the docs name the control (`Text`, `Image(systemName:)`); `linkedComponent` when it is a component.
    var controlName: String { get }
    var linkedComponent: String? { get }
    /// "as localized text (`LocalizedStringKey`)", after the slot's name in a sentence.
    var wording: String { get }
    /// Types the generated code names for this form, which a generic parameter must not hide.
    var typeNames: Set<String> { get }
    /// Modules the generated file imports besides SwiftUI (`Foundation` for `AttributedString`).
    var imports: Set<String> { get }

    /// The model protocol's requirement and how the initializer reads it.
    func requirementName(forSlot slot: String) -> String
    func requirementType(in context: ValueFormContext) -> SwiftType
    func controlFromModel(_ argument: String, in context: ValueFormContext) -> String

    /// The `@_disfavoredOverload` twin's form (`some StringProtocol` for text), if the form has one.
    var disfavoredTwin: (any ValueFormDescriptor)? { get }
    /// Whether an optional parameter of this form is written as `Type? = nil` (false: the twin's
    /// `some StringProtocol`, whose generic could not be inferred from `nil`, becomes `String?`).
    var optionalParameterType: SwiftType? { get }

    /// A call site's argument for slot `slot`, and the check of what the view then stores (`view.title`).
    func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String
    func check(_ stored: String, slot: String) -> String?
    /// The model sample's value of the requirement, and the check after `init(model:)`.
    func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String
    func checkFromModel(_ stored: String, slot: String) -> String?
}

extension ValueFormDescriptor {
    public func parameterName(forSlot slot: String) -> String { slot }
    public var followsUnlabeled: Bool { true }
    public var linkedComponent: String? { nil }
    public var typeNames: Set<String> { [] }
    public var imports: Set<String> { [] }
    public func requirementName(forSlot slot: String) -> String { parameterName(forSlot: slot) }
    public var disfavoredTwin: (any ValueFormDescriptor)? { nil }
    public var optionalParameterType: SwiftType? { nil }
}

/// What a form needs to know about the rest of the catalog (another component's types).
public protocol ValueFormContext: Sendable {
    /// A component's type when every slot takes its first value form (`Badge<Never, Text>`).
    func valueType(ofComponent name: String) -> SwiftType?
    func modelName(ofComponent name: String) -> String?
}

/// A slot's value form in the validated catalog: the descriptor, compared by its key.
public struct ValueForm: Hashable, Sendable {
    public let descriptor: any ValueFormDescriptor

    public init(_ descriptor: any ValueFormDescriptor) { self.descriptor = descriptor }

    public var key: String { descriptor.key }
    public static func == (lhs: ValueForm, rhs: ValueForm) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
