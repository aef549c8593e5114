/// `options: [text]`: `title: LocalizedStringKey` (or the catalog's text type), shown by `Text`, with a
/// `@_disfavoredOverload` `some StringProtocol` twin so that string literals stay localized.
public struct TextForm: ValueFormDescriptor {
    public let textType: TextType
    public init(textType: TextType) { self.textType = textType }

    public static let key = "text"
    public var key: String { Self.key }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .named(textType.rawValue) }
    public func storedType(in context: ValueFormContext) -> SwiftType { .text }
    public func control(_ argument: String) -> String { "Text(\(argument))" }
    public var controlName: String { "Text" }
    public var wording: String { "as localized text (`\(textType.rawValue)`)" }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .string }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { "Text(verbatim: \(argument))" }
    public var disfavoredTwin: (any ValueFormDescriptor)? { VerbatimTextForm() }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) text\"" }
    public func check(_ stored: String, slot: String) -> String? {
        let storage = textType == .localizedStringKey ? "localizedKey" : "resource"
        return "#expect(\(stored)._testStorage == .\(storage)(\"\(slot) text\"))"
    }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) from model\"" }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testStorage == .verbatim(\"\(slot) from model\"))"
    }
}

/// The text form's disfavored twin: `title: some StringProtocol`, shown verbatim.
public struct VerbatimTextForm: ValueFormDescriptor {
    public var key: String { "text.verbatim" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .opaque("StringProtocol") }
    public var optionalParameterType: SwiftType? { .optional(.string) }
    public func storedType(in context: ValueFormContext) -> SwiftType { .text }
    public func control(_ argument: String) -> String { "Text(\(argument))" }
    public var controlName: String { "Text" }
    public var wording: String { "as verbatim text" }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .string }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { "Text(verbatim: \(argument))" }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "(\"\(slot) text\" as String)" }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testStorage == .verbatim(\"\(slot) text\"))" }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) from model\"" }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}
