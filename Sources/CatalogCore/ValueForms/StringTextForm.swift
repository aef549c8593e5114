/// `options: [text]` with `textType: String` (revision 4): one `title: String` parameter, shown verbatim by
/// `Text(verbatim:)` or by `backedBy:`'s view, for design systems whose text views take a `String` only.
/// No twin: a `LocalizedStringKey` is what such a view cannot take.
public struct StringTextForm: ValueFormDescriptor {
    /// `backedBy:`: the view that shows the text instead of `Text`.
    public let backing: TextBacking?
    public init(backing: TextBacking? = nil) { self.backing = backing }

    public var key: String { "text:String" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .string)]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { backing?.show(arguments[0]) ?? .call("Text", .init("verbatim", arguments[0])) }
    public var controlName: String { backing?.controlName ?? "Text(verbatim:)" }
    public var wording: String { "as verbatim text (`String`)" }
    public var typeNames: Set<String> { backing?.typeNames ?? [] }

    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression { control(arguments) }
    public func backed(by backing: TextBacking) -> (any ValueFormDescriptor)? { StringTextForm(backing: backing) }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        FormSamples([.string("\(slot) text")], shows: backing == nil ? .text(.verbatim, "\(slot) text") : nil,
                    model: [.string("\(slot) from model")], showsFromModel: backing == nil ? .text(.verbatim, "\(slot) from model") : nil)
    }
    public var uikitReading: UIKitReading { .bridged(self) }
    public func uikitType(in context: any ValueFormContext) -> SwiftType { .string }
    public func uikitArgument(_ member: String, isOptional: Bool) -> SwiftExpression { .name(member) }
    public func uikitSample(forSlot slot: String) -> SwiftExpression { .string("\(slot) text") }
}

extension StringTextForm: UIKitBridge {}
