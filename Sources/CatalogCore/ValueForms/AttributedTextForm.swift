/// `options: [text]` with `textType: AttributedString`: one `title: AttributedString` parameter, shown by
/// `Text`'s `AttributedString` initializer. No verbatim twin: a `String` is not an `AttributedString`.
/// Literals are not localized (`AttributedString(localized:)` is).
public struct AttributedTextForm: ValueFormDescriptor {
    /// `backedBy:`: the view that shows the text instead of `Text`.
    public let backing: TextBacking?
    public init(backing: TextBacking? = nil) { self.backing = backing }
    public var key: String { "text:AttributedString" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .named("AttributedString") }
    public func storedType(in context: ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ argument: String) -> String { backing?.show(argument) ?? "Text(\(argument))" }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var typeNames: Set<String> { backing.map { SwiftNames.identifiers(in: $0.type.description) } ?? [] }
    public var wording: String { "as attributed text (`AttributedString`)" }
    public var imports: Set<String> { ["Foundation"] }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .named("AttributedString") }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { control(argument) }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "AttributedString(\"\(slot) text\")" }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "AttributedString(\"\(slot) from model\")" }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .attributed(\"\(slot) from model\"))" : nil
    }
}
