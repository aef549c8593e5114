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
    public func control(_ arguments: [String]) -> String { backing?.show(arguments[0]) ?? "Text(\(arguments[0]))" }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var typeNames: Set<String> { backing?.typeNames ?? [] }
    public var wording: String { "as attributed text (`AttributedString`)" }
    public var imports: Set<String> { ["Foundation"] }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { control(arguments) }

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["AttributedString(\"\(slot) text\")"] }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        ["AttributedString(\"\(slot) from model\")"]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) from model\"))" : nil
    }
}
