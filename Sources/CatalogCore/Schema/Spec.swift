// The spec as the author wrote it (../shared/SPEC.md), typed, with the position of every value.
// Nothing here is resolved yet: `ref:` is not followed and defaults are not applied (see Validate/).

public enum AccessLevel: String, CaseIterable, Hashable, Sendable, Codable {
    case `public`, `package`, `internal`
}

public enum InitializerStrategy: String, CaseIterable, Hashable, Sendable, Codable {
    case combinatorial, compact
}

public enum TextType: String, CaseIterable, Hashable, Sendable, Codable {
    case localizedStringKey = "LocalizedStringKey"
    case localizedStringResource = "LocalizedStringResource"
    /// One `AttributedString` parameter, no verbatim twin; literals are not localized.
    case attributedString = "AttributedString"
    /// One `String` parameter shown verbatim, no `LocalizedStringKey` twin (revision 4).
    case string = "String"
}

/// The two families of initializers that `families:` and a per-family `default:` name (revision 4):
/// `builder`, every initializer that takes no slot value; `values`, every other one, `init(model:)` included.
public enum ParameterFamily: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case builder, values

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .builder && rhs == .values }
}

/// `default: { builder: "nil", values: '""' }`: a default per family; a key left out is required there.
public struct FamilyDefaultSpec: Hashable, Sendable {
    /// Where `default:`'s mapping was written.
    public var location: SourceLocation
    public var builder: Located<String>? = nil
    public var values: Located<String>? = nil
}

/// `{ alone: _, beside: image }` (revision 5): a label when the slot is the only one given in its form, and otherwise.
public struct PlaceLabelsSpec: Hashable, Sendable {
    /// Where the mapping was written.
    public var location: SourceLocation
    public var alone: Located<String>
    public var beside: Located<String>
}

/// A component's maturity (`status:`), shown in the index, on its page and in the gallery.
public enum ComponentStatus: String, CaseIterable, Hashable, Sendable, Codable {
    case stable, beta, deprecated
}

/// A slot option as the spec writes it (`text`, `unlabeled`); `ValueFormRegistry.entries` lists them all.
public struct SlotOption: RawRepresentable, CaseIterable, Hashable, Sendable, Codable {
    public let rawValue: String
    /// Only a registered option: the loader reports any other name.
    public init?(rawValue: String) {
        guard ValueFormRegistry.entries.contains(where: { $0.option.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }
    init(_ name: String) { rawValue = name }

    public static var allCases: [SlotOption] { ValueFormRegistry.entries.map(\.option) }

    /// The options the validator's own rules name; the value forms' options are only in the registry.
    public static let text = SlotOption("text")
    public static let unlabeled = SlotOption("unlabeled")
    public static let empty = SlotOption("empty")
}

/// `specs/catalog.yaml`: catalog-wide settings and shared slots.
public struct CatalogSettingsSpec: Hashable, Sendable {
    public var file: String
    public var module: Located<String>? = nil
    public var access: Located<AccessLevel>? = nil
    public var textType: Located<TextType>? = nil
    public var initializers: Located<InitializerStrategy>? = nil
    public var maxInitializers: Located<Int>? = nil
    /// The default of every component's `style`.
    public var styles: Located<Bool>? = nil
    /// The default of every component's `uikit`.
    public var uikit: Located<Bool>? = nil
    /// Where `catalog generate` writes when no `--output` is given (relative to the package).
    public var output: Located<String>? = nil
    /// Shared slot definitions, reused with `ref:`; each one's `name` is its key.
    public var slots: [SlotSpec] = []
    /// `tokens:`: the catalog's design tokens (SPEC "Design tokens").
    public var tokens: TokenSettingsSpec? = nil
}

public struct ComponentSpec: Hashable, Sendable {
    public var file: String
    /// The `component:` key's value; its location is where component-wide diagnostics point.
    public var name: Located<String>
    public var summary: Located<String>
    public var description: Located<String>? = nil
    public var access: Located<AccessLevel>? = nil
    public var initializers: Located<InitializerStrategy>? = nil
    public var properties: [PropertySpec] = []
    public var slots: [SlotSpec]
    public var model: ModelSpec? = nil
    public var examples: [ExampleSpec] = []
    /// `tokens: { accent: color.accent }` (revision 4): design tokens the body and style read, as `self.tokens`.
    public var tokens: [TokenUseSpec] = []
    /// `environment:` (revision 5).
    public var environment: [EnvironmentEntrySpec] = []
    /// `audit: { accept: [...] }` (revision 5): the accessibility audit's findings the team accepts.
    public var audit: AuditSpec? = nil
    /// `either: [[role, action], [content]]` (revision 5): alternative groups of slots and properties; the
    /// list's location, and each group's.
    public var either: Located<[Located<[Located<String>]>]>? = nil
    /// `atLeastOne: [title, icon]` (revision 5): no initializer leaves every one out.
    public var atLeastOne: Located<[Located<String>]>? = nil
    /// The parameter order of every initializer; the list's own location is where a missing name is reported.
    /// With `order: { builder: [...], values: [...] }` (revision 3), the `values` list, and `builderOrder`
    /// the other.
    public var order: Located<[Located<String>]>? = nil
    /// `order.builder`: the order of the @ViewBuilder initializer (and the one that leaves value slots out).
    public var builderOrder: Located<[Located<String>]>? = nil
    /// Whether `order` was written per family, so diagnostics name `order.values`.
    public var isOrderPerFamily = false
    /// `style: true`: a `CardStyle` protocol, its configuration, and a generated body that applies it.
    public var style: Located<Bool>? = nil
    /// `uikit: true`: a `CardView: UIView` that hosts the component, for UIKit screens (Render/UIKit/).
    public var uikit: Located<Bool>? = nil
    /// `deprecated: message`: everything generated for the component is deprecated with this message.
    public var deprecated: Located<String>? = nil
    /// `available: { iOS: "17.0" }`: platform → version, in the spec's order; the mapping's location.
    public var available: Located<[PlatformVersionSpec]>? = nil
    public var state: [StateSpec] = []
    /// Where the component sits in the index and the gallery; nil: ungrouped.
    public var group: Located<String>? = nil
    /// Absent means `stable`.
    public var status: Located<ComponentStatus>? = nil
    /// Free words for the index and the gallery's search, in the spec's order.
    public var tags: [Located<String>] = []
    /// `generics:` (revision 4): generic parameters that are not view slots, before the slots' in declared order.
    public var generics: [GenericSpec] = []
}

/// `{ name: Element, constraint: "Identifiable" }`: a component's generic parameter that is not a view slot.
/// `environment: [{ name: intent, type: TagIntent, default: .main, modifier: xTagIntent }]` (revision 5):
/// configuration a subtree sets (`.xTagIntent(.success)`) and the body reads (`intent`).
public struct EnvironmentEntrySpec: Hashable, Sendable {
    public var name: Located<String>
    public var type: Located<String>
    public var defaultValue: Located<String>
    public var modifier: Located<String>
    /// The `EnvironmentValues` member, when it differs from the modifier's name.
    public var key: Located<String>? = nil
    public var doc: Located<String>? = nil
}

/// `audit:` on a component (revision 5).
public struct AuditSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var accept: [AuditAcceptSpec] = []
}

/// `{ check: contrast, reason: "…", example: 2, mode: dark }`: a finding the team accepts, with why.
public struct AuditAcceptSpec: Hashable, Sendable {
    public var check: Located<String>
    public var reason: Located<String>
    /// The example's number, from 1 in the spec's order; nil: every example.
    public var example: Located<Int>? = nil
    /// A word of the mode's name (`dark`, `RTL`, `accessibility3`); nil: every mode.
    public var mode: Located<String>? = nil
}

/// A property's second spelling: another label and type, converted to the property's by `convert`, where
/// `$0` is the twin's value.
public struct TwinSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var label: Located<String>
    public var type: Located<String>
    public var convert: Located<String>
}

public struct GenericSpec: Hashable, Sendable {
    public var name: Located<String>
    /// What follows `Element:` (`Identifiable`, `Hashable & Sendable`); absent: unconstrained.
    public var constraint: Located<String>? = nil
}

public struct PropertySpec: Hashable, Sendable {
    public var name: Located<String>
    /// A Swift type as written in source; nil only beside `cases`, whose enum it then is.
    public var type: Located<String>? = nil
    /// A Swift expression; absent means the parameter is required.
    public var defaultValue: Located<String>? = nil
    /// `default: { builder: …, values: … }` (revision 4): a default per family, instead of `defaultValue`.
    public var familyDefault: FamilyDefaultSpec? = nil
    /// `families: [values]` (revision 4): the only families whose initializers take the parameter; the list's location.
    public var families: Located<[Located<ParameterFamily>]>? = nil
    public var binding: Located<Bool>? = nil
    public var doc: Located<String>? = nil
    public var deprecated: Located<String>? = nil
    /// The property's previous name, kept as a deprecated spelling of every initializer that takes it.
    public var renamed: Located<String>? = nil
    /// `unlabeled: true`: the parameter has no external label (`_ title: String`).
    public var unlabeled: Located<Bool>? = nil
    /// `modifier:` (revision 4): set with a method that returns a copy instead of an initializer parameter.
    public var modifier: ModifierSpec? = nil
    /// `token: color.text.primary` (revision 4): the default is that design token's Swift value.
    public var token: Located<String>? = nil
    /// `cases: [primary, secondary]` (revision 5): the type is a generated enum of these cases; the list's location.
    public var cases: Located<[CaseSpec]>? = nil
    /// `twin: { label: isSelected, type: "Binding<Bool>", convert: '…$0…' }` (revision 5).
    public var twin: TwinSpec? = nil
}

/// One of a property's `cases`: `primary`, or `{ name: primary, doc: "…" }`.
public struct CaseSpec: Hashable, Sendable {
    public var name: Located<String>
    public var doc: Located<String>? = nil
}

/// One entry of a component's `tokens:` (revision 4): a name the body reads, and the token it stands for.
public struct TokenUseSpec: Hashable, Sendable {
    public var name: Located<String>
    public var path: Located<String>
}

/// `modifier: true` (the property's name), `modifier: inputState`, or `modifier: { name: onTapGesture, label: perform }`.
public struct ModifierSpec: Hashable, Sendable {
    /// Where `modifier:`'s value was written.
    public var location: SourceLocation
    /// `modifier: false`: no method, the property stays a parameter.
    public var isOn = true
    /// The method's name; nil: the property's.
    public var name: Located<String>? = nil
    /// The argument's label; nil: none (`_ value:`).
    public var label: Located<String>? = nil
}

public struct SlotSpec: Hashable, Sendable {
    /// The slot's name; for a shared slot in catalog.yaml, its key.
    public var name: Located<String>
    public var ref: Located<String>? = nil
    public var options: [Located<SlotOption>]? = nil
    public var optional: Located<Bool>? = nil
    public var component: Located<String>? = nil
    public var resolver: Located<String>? = nil
    public var doc: Located<String>? = nil
    /// The result builder of the slot's closure (default `ViewBuilder`).
    public var builder: Located<String>? = nil
    /// A view expression shown when the slot is left out (compact only).
    public var defaultContent: Located<String>? = nil
    /// `default: { builder: …, values: … }` (revision 4): a value of the first value form per family (compact only).
    public var familyDefault: FamilyDefaultSpec? = nil
    /// The generic parameter's name, when the default would shadow a type.
    public var generic: Located<String>? = nil
    /// Overrides the catalog's text type for this slot's `text` form.
    public var textType: Located<TextType>? = nil
    public var deprecated: Located<String>? = nil
    /// The slot's previous name, kept as a deprecated spelling of every initializer that takes it.
    public var renamed: Located<String>? = nil
    /// The external label of the slot's value parameters (`value: "On"`); `_` drops it, as the `unlabeled` option.
    public var argumentLabel: Located<String>? = nil
    /// `argumentLabel: { alone: _, beside: image }` (revision 5): the label by the other values present.
    public var argumentLabelByPlace: PlaceLabelsSpec? = nil
    /// `builderLabel: label`, or `{ alone: label, beside: valueLabel }` (revision 5): the closure's label.
    public var builderLabel: Located<String>? = nil
    public var builderLabelByPlace: PlaceLabelsSpec? = nil
    /// `backedBy:`: the view that shows the slot's text form instead of `Text($0)` (revision 3).
    public var backedBy: BackedBySpec? = nil
    /// `input: Type`: the slot's closure takes this argument from the body (revision 3).
    public var input: Located<String>? = nil
    /// `viewType: DSButton`: the slot is not generic but of this one view type (revision 4).
    public var viewType: Located<String>? = nil
    /// `symbolLabel: systemImage` (revision 5): the label of the `systemImage` form's parameter, instead of `<label>SystemName`.
    public var symbolLabel: Located<String>? = nil
}

/// `backedBy: 'Heading($0)'`, or `backedBy: { type: Heading<Text>, expression: 'Heading($0)' }`.
public struct BackedBySpec: Hashable, Sendable {
    /// Where `backedBy:`'s value was written.
    public var location: SourceLocation
    public var expression: Located<String>
    /// Where the expression's text starts (after a quote): generated code maps the compiler's errors there.
    public var expressionStart: SourceLocation? = nil
    /// The expression's view type, when the call does not name it.
    public var type: Located<String>? = nil
}

/// A `state:` entry: stored SwiftUI state the hand-written body uses; never a parameter.
/// `iOS: "17.0"` in `available:`.
public struct PlatformVersionSpec: Hashable, Sendable {
    public var platform: Located<String>
    public var version: Located<String>
}

public struct StateSpec: Hashable, Sendable {
    public var name: Located<String>
    public var wrapper: Located<String>
    public var type: Located<String>? = nil
    public var defaultValue: Located<String>? = nil
    public var keyPath: Located<String>? = nil
    /// `key:`: the storage key of `AppStorage` and `SceneStorage` (revision 4).
    public var key: Located<String>? = nil
}

public struct ModelSpec: Hashable, Sendable {
    /// Where `model:` was written.
    public var location: SourceLocation
    public var name: Located<String>? = nil
    public var generate: Located<Bool>? = nil
}

public struct ExampleSpec: Hashable, Sendable {
    public var title: Located<String>
    public var code: Located<String>
    public var deprecated: Located<String>? = nil
}

/// Everything read from a specs folder, before validation.
public struct SpecSet: Hashable, Sendable {
    public var settings: CatalogSettingsSpec? = nil
    public var components: [ComponentSpec] = []

    public init() {}
}
