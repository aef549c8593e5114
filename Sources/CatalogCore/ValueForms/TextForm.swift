/// `options: [text]`: `title: LocalizedStringKey` (or the catalog's text type), shown by `Text`, with a
/// `@_disfavoredOverload` `some StringProtocol` twin so that string literals stay localized.
public struct TextForm: ValueFormDescriptor {
    public let textType: TextType
    public init(textType: TextType) { self.textType = textType }

    public var key: String { "text" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named(textType.rawValue))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .text }
    public func control(_ arguments: [String]) -> String { "Text(\(arguments[0]))" }
    public var controlName: String { "Text" }
    public var wording: String { "as localized text (`\(textType.rawValue)`)" }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .string)] }
    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { "Text(verbatim: \(arguments[0]))" }
    public var disfavoredTwin: (any ValueFormDescriptor)? { VerbatimTextForm() }

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) text\""] }
    public func check(_ stored: String, slot: String) -> String? {
        let storage = textType == .localizedStringKey ? "localizedKey" : "resource"
        return "#expect(\(stored)._testStorage == .\(storage)(\"\(slot) text\"))"
    }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) from model\""] }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        "#expect(\(stored)._testStorage == .verbatim(\"\(slot) from model\"))"
    }
}

/// The text form's disfavored twin: `title: some StringProtocol`, shown verbatim.
public struct VerbatimTextForm: ValueFormDescriptor {
    public var key: String { "text.verbatim" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .opaque("StringProtocol"), optionalType: .optional(.string))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .text }
    public func control(_ arguments: [String]) -> String { "Text(\(arguments[0]))" }
    public var controlName: String { "Text" }
    public var wording: String { "as verbatim text" }
    public var isDisfavored: Bool { true }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] { [FormParameter(slot, .string)] }
    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { "Text(verbatim: \(arguments[0]))" }

    public func sampleArguments(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["(\"\(slot) text\" as String)"] }
    public func check(_ stored: String, slot: String) -> String? { "#expect(\(stored)._testStorage == .verbatim(\"\(slot) text\"))" }
    public func sampleRequirementValues(forSlot slot: String, in context: any ValueFormContext) -> [String] { ["\"\(slot) from model\""] }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}
