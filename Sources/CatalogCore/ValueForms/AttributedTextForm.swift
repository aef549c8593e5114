/// `options: [text]` with `textType: AttributedString`: one `title: AttributedString` parameter, shown by
/// `Text`'s `AttributedString` initializer. No verbatim twin: a `String` is not an `AttributedString`.
/// Literals are not localized (`AttributedString(localized:)` is).
public struct AttributedTextForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "text:AttributedString" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named("AttributedString"))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .text }
    public func control(_ arguments: [String]) -> String { "Text(\(arguments[0]))" }
    public var controlName: String { "Text" }
    public var wording: String { "as attributed text (`AttributedString`)" }
    public var imports: Set<String> { ["Foundation"] }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { control(arguments) }

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["AttributedString(\"\(slot) text\")"] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testStorage == .attributed(\"\(slot) text\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] {
        ["AttributedString(\"\(slot) from model\")"]
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testStorage == .attributed(\"\(slot) from model\"))"
    }
}
