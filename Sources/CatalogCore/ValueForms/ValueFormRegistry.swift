/// The slot options by name (`options: [text, systemImage]`): each adds a value form (its descriptor) or
/// changes how the slot is written (`unlabeled`, `empty`). The loader, the JSON Schema, the validator, the
/// CLI's `--slots` help and the tests' fixtures read this list: a new form is its descriptor, one entry
/// here, and its row in docs/SpecFormat.md.
public enum ValueFormRegistry {
    public struct Entry: Sendable {
        public let option: SlotOption
        /// The form the option adds to a slot whose text type is the argument; nil for an option that adds none.
        public let form: (@Sendable (TextType) -> any ValueFormDescriptor)?
    }

    public static let entries: [Entry] = [
        Entry(option: .text) { textType in
            switch textType {
            case .localizedStringKey, .localizedStringResource: TextForm(textType: textType)
            case .attributedString: AttributedTextForm()
            case .string: StringTextForm()
            }
        },
        Entry(option: SlotOption("systemImage")) { _ in SystemImageForm() },
        Entry(option: SlotOption("image")) { _ in ImageForm() },
        Entry(option: .unlabeled, form: nil),
        Entry(option: .empty, form: nil),
    ]

    /// The form `option` adds to a slot of text type `textType`, or nil when it adds none (or is unknown).
    public static func form(for option: SlotOption, textType: TextType = .localizedStringKey) -> (any ValueFormDescriptor)? {
        entries.first { $0.option == option }?.form?(textType)
    }

    /// Whether `option` adds a value form.
    public static func addsForm(_ option: SlotOption) -> Bool {
        entries.contains { $0.option == option && $0.form != nil }
    }
}
