/// `options: [text]` with `textType: AttributedString`: one `title: AttributedString` parameter, shown by
/// `Text`'s `AttributedString` initializer. No verbatim twin: a `String` is not an `AttributedString`.
/// Literals are not localized (`AttributedString(localized:)` is).
public struct AttributedTextForm: ValueFormDescriptor {
    /// `backedBy:`: the view that shows the text instead of `Text`.
    public let backing: TextBacking?
    public init(backing: TextBacking? = nil) { self.backing = backing }
    public var key: String { "text:AttributedString" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named("AttributedString"))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { backing?.show(arguments[0]) ?? .call("Text", .unlabeled(arguments[0])) }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var typeNames: Set<String> { (backing?.typeNames ?? []).union(["AttributedString"]) }
    public var wording: String { "as attributed text (`AttributedString`)" }
    public var imports: Set<String> { ["Foundation"] }

    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression { control(arguments) }
    public func backed(by backing: TextBacking) -> (any ValueFormDescriptor)? { AttributedTextForm(backing: backing) }

    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        FormSamples([.call("AttributedString", .unlabeled(.string("\(slot) text")))], shows: backing == nil ? .text(.attributed, "\(slot) text") : nil,
                    model: [.call("AttributedString", .unlabeled(.string("\(slot) from model")))], showsFromModel: backing == nil ? .text(.attributed, "\(slot) from model") : nil)
    }
    public var uikitReading: UIKitReading { .keepsParameterType }
}
