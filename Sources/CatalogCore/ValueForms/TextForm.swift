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

    public static let key = "text"
    public var key: String { Self.key }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .named(textType.rawValue) }
    public func storedType(in context: ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ argument: String) -> String { backing?.show(argument) ?? "Text(\(argument))" }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var wording: String { "as localized text (`\(textType.rawValue)`)" }
    public var typeNames: Set<String> { backing.map { SwiftNames.identifiers(in: $0.type.description) } ?? [] }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .string }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String {
        backing?.show(argument) ?? "Text(verbatim: \(argument))"
    }
    public var disfavoredTwin: (any ValueFormDescriptor)? { VerbatimTextForm(backing: backing) }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) text\"" }
    public func check(_ stored: String, slot: String) -> String? {
        // The author's view is not the stand-in's: its generic argument is pinned, its contents are not read.
        guard backing == nil else { return nil }
        let storage = textType == .localizedStringKey ? "localizedKey" : "resource"
        return "#expect(\(stored)._testStorage == .\(storage)(\"\(slot) text\"))"
    }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) from model\"" }
    public func checkFromModel(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) from model\"))" : nil
    }
}

/// The text form's disfavored twin: `title: some StringProtocol`, shown verbatim.
public struct VerbatimTextForm: ValueFormDescriptor {
    public let backing: TextBacking?
    public init(backing: TextBacking? = nil) { self.backing = backing }

    public var key: String { "text.verbatim" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .opaque("StringProtocol") }
    public var optionalParameterType: SwiftType? { .optional(.string) }
    public func storedType(in context: ValueFormContext) -> SwiftType { backing?.type ?? .text }
    public func control(_ argument: String) -> String { backing?.show(argument) ?? "Text(\(argument))" }
    public var controlName: String { backing?.controlName ?? "Text" }
    public var wording: String { "as verbatim text" }
    public var typeNames: Set<String> { backing.map { SwiftNames.identifiers(in: $0.type.description) } ?? [] }

    public func requirementType(in context: ValueFormContext) -> SwiftType { .string }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String {
        backing?.show(argument) ?? "Text(verbatim: \(argument))"
    }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "(\"\(slot) text\" as String)" }
    public func check(_ stored: String, slot: String) -> String? {
        backing == nil ? "#expect(\(stored)._testStorage == .verbatim(\"\(slot) text\"))" : nil
    }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "\"\(slot) from model\"" }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}
