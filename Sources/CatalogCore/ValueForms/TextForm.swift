/// `options: [text]`: `title: LocalizedStringKey` (or the catalog's text type), shown by `Text`, with a
/// `@_disfavoredOverload` `some StringProtocol` twin so that string literals stay localized.
public struct TextForm: ValueFormDescriptor {
    public let textType: TextType
    /// `backedBy:`: the view that shows the text instead of `Text`.
    public let backing: TextBacking?
    public init(textType: TextType, backing: TextBacking? = nil) {
        self.textType = textType
        self.backing = backing
    }

    public var key: String { "text" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named(textType.rawValue))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { backing?.show(arguments[0]) ?? .call("Text", .unlabeled(arguments[0])) }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var wording: String { "as localized text (`\(textType.rawValue)`)" }
    public var typeNames: Set<String> { (backing?.typeNames ?? []).union([textType.rawValue]) }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .string)] }
    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression {
        backing?.show(arguments[0]) ?? .call("Text", .init("verbatim", arguments[0]))
    }
    public var disfavoredTwin: (any ValueFormDescriptor)? { VerbatimTextForm(backing: backing) }
    public func backed(by backing: TextBacking) -> (any ValueFormDescriptor)? { TextForm(textType: textType, backing: backing) }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        let storage: ShownSample.TextStorage = textType == .localizedStringKey ? .localizedKey : .resource
        return FormSamples([.string("\(slot) text")], shows: backing == nil ? .text(storage, "\(slot) text") : nil,
                           model: [.string("\(slot) from model")], showsFromModel: backing == nil ? .text(.verbatim, "\(slot) from model") : nil)
    }
    // Text as `String`: a variable picks the `some StringProtocol` twin, shown verbatim, as `UILabel.text`
    // shows its string (UIKit code passes text it has localized, `String(localized:)`).
    public var uikitReading: UIKitReading { .bridged(self) }
    public func uikitType(in context: any ValueFormContext) -> SwiftType { .string }
    public func uikitArgument(_ member: String, isOptional: Bool) -> SwiftExpression { .name(member) }
    public func uikitSample(forSlot slot: String) -> SwiftExpression { .string("\(slot) text") }
}

/// The text form's disfavored twin: `title: some StringProtocol`, shown verbatim.
public struct VerbatimTextForm: ValueFormDescriptor {
    public let backing: TextBacking?
    public init(backing: TextBacking? = nil) { self.backing = backing }

    public var key: String { "text.verbatim" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .opaque("StringProtocol"), optionalType: .optional(.string))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { backing?.show(arguments[0]) ?? .call("Text", .unlabeled(arguments[0])) }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var wording: String { "as verbatim text" }
    public var isDisfavored: Bool { true }
    public var typeNames: Set<String> { backing?.typeNames ?? [] }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .string)] }
    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression {
        backing?.show(arguments[0]) ?? .call("Text", .init("verbatim", arguments[0]))
    }
    /// The text form's `String`: `Text(_: some StringProtocol)` shows it verbatim, as `Text(verbatim:)` does.
    /// A backing view may resolve a `String` and a generic `StringProtocol` differently: not taken.
    public func takesModelValues(of form: any ValueFormDescriptor, forSlot slot: String, in context: any ValueFormContext) -> Bool {
        guard backing == nil, let text = form as? TextForm else { return false }
        return text.backing == nil
    }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        FormSamples([.parenthesized(.binary(.string("\(slot) text"), "as", .name("String")))], shows: backing == nil ? .text(.verbatim, "\(slot) text") : nil,
                    model: [.string("\(slot) from model")], showsFromModel: nil)
    }
    /// Never a UIKit view's: the view passes the text form's `String`, which this twin takes.
    public var uikitReading: UIKitReading { .keepsParameterType }
}

extension TextForm: UIKitBridge {}
