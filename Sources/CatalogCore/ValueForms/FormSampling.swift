/// What a synthesized call site passes for a value form and what the view then shows: the recorded call
/// sites, the compile tests and the benchmark call every initializer with these (Sources/CallSiteSynthesis
/// turns `shows` into the stand-in's checks). A type the catalog does not make is sampled as `T.sample`,
/// which the call sites declare (`Samples.declarations`).
public struct FormSamples: Hashable, Sendable {
    /// A call's arguments for the slot, one per parameter.
    public var arguments: [SwiftExpression]
    /// What the view stores after that call, when the stand-in can tell.
    public var shows: ShownSample?
    /// The sample model's values, one per requirement, and what `init(model:)` then shows.
    public var modelValues: [SwiftExpression]
    public var showsFromModel: ShownSample?

    public init(_ arguments: [SwiftExpression], shows: ShownSample?, model modelValues: [SwiftExpression], showsFromModel: ShownSample?) {
        self.arguments = arguments
        self.shows = shows
        self.modelValues = modelValues
        self.showsFromModel = showsFromModel
    }
}

/// What a stored view shows, as the stand-in records it.
public enum ShownSample: Hashable, Sendable {
    /// A `Text` of this storage and string (`.localizedKey("title text")`).
    case text(TextStorage, String)
    /// An `Image` from this source (`.systemName("star")`).
    case image(ImageSource, String)
    /// The texts the expression's view shows (`PriorityResolver.resolve(.sample)`).
    case textsOf(SwiftExpression)

    public enum TextStorage: String, Hashable, Sendable { case localizedKey, resource, verbatim, attributed }
    public enum ImageSource: String, Hashable, Sendable { case systemName, named }
}

/// The catalog as the call sites sample it.
public protocol SampleContext: ValueFormContext {
    /// The call sites' sample of component `name`'s model (`PlannedBadge.SampleBadgeModel()`), if it has one.
    func sampleModel(ofComponent name: String) -> SwiftExpression?
}

/// How a slot's value form reaches a UIKit view (`uikit: true`), chosen by each form.
public enum UIKitReading: Sendable {
    /// The class property has a UIKit-friendly type of its own (`UIImage`), turned into the parameter's.
    case bridged(any UIKitBridge)
    /// The class property keeps the parameter's type (a component's value type, a resolver's input), and the
    /// reference's example shows an editor placeholder for it (`<#PriorityResolver.Input#>`).
    case keepsParameterType
}

/// How a bridged form reaches a UIKit view: the class property's type, the component's argument made of
/// it, and a readable sample for the reference's example. A bridged form has one parameter.
public protocol UIKitBridge: Sendable {
    func uikitType(in context: any ValueFormContext) -> SwiftType
    func uikitArgument(_ member: String, isOptional: Bool) -> SwiftExpression
    func uikitSample(forSlot slot: String) -> SwiftExpression
}

extension ValueFormDescriptor {
    /// The bridge of a `.bridged` form; nil where the UIKit view keeps the parameter's type.
    public var uikitBridge: (any UIKitBridge)? {
        if case .bridged(let bridge) = uikitReading { bridge } else { nil }
    }
}
