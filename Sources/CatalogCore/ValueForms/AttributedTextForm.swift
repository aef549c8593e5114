/// `options: [text]` with `textType: AttributedString`: one `title: AttributedString` parameter, shown by
/// `Text`'s `AttributedString` initializer. No verbatim twin: a `String` is not an `AttributedString`.
/// Literals are not localized (`AttributedString(localized:)` is).
public struct AttributedTextForm: ValueFormDescriptor {
    public init() {}
    public var key: String { "text:AttributedString" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .named("AttributedString") }
    public func storedType(in context: ValueFormContext) -> SwiftType { .text }
    public func control(_ argument: String) -> String { "Text(\(argument))" }
    public var controlName: String { "Text" }
    public var wording: String { "as attributed text (`AttributedString`)" }
    public var imports: Set<String> { ["Foundation"] }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .named("AttributedString") }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { control(argument) }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "AttributedString(\"\(slot) text\")" }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testStorage == .attributed(\"\(slot) text\"))" }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "AttributedString(\"\(slot) from model\")" }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testStorage == .attributed(\"\(slot) from model\"))"
    }
}
