/// Every value form, by how the spec names it: a slot option (`options: [text, systemImage]`) adds a form or
/// changes how the slot is written (`unlabeled`, `empty`); a slot key with an argument (`component: Badge`,
/// `resolver: PriorityResolver`) adds the form made of its value. The loader, the JSON Schema, the validator,
/// the CLI's `--slots` help and the tests' fixtures read these lists: a new form is its descriptor, one entry
/// here, and its row in docs/SpecFormat.md.
public enum ValueFormRegistry {
    public struct Entry: Sendable {
        public let option: SlotOption
        /// The form the option adds to a slot whose text type is the argument; nil for an option that adds none.
        public let form: (@Sendable (TextType) -> any ValueFormDescriptor)?
    }

    /// A slot key whose value is a form's argument: the form reads it against the catalog (`read`).
    public struct ParameterizedEntry: Sendable {
        /// The slot key (`component`), documented in the slot's key table.
        public let key: String
        public let value: WritableKeyPath<SlotSpec, Located<String>?> & Sendable
        public let read: @Sendable (String, any ReferenceContext) -> ReferenceReading
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

    public static let parameterized: [ParameterizedEntry] = [
        ParameterizedEntry(key: "component", value: \.component, read: ComponentForm.read),
        ParameterizedEntry(key: "resolver", value: \.resolver, read: ResolverForm.read),
    ]

    /// The form `option` adds to a slot of text type `textType`, or nil when it adds none (or is unknown).
    public static func form(for option: SlotOption, textType: TextType = .localizedStringKey) -> (any ValueFormDescriptor)? {
        entries.first { $0.option == option }?.form?(textType)
    }

    /// Whether `option` adds a value form.
    public static func addsForm(_ option: SlotOption) -> Bool {
        entries.contains { $0.option == option && $0.form != nil }
    }

    /// Whether `slot` (as written) has a value form: an option that adds one, or a parameterized key.
    public static func hasValueForm(_ slot: SlotSpec) -> Bool {
        (slot.options ?? []).contains { addsForm($0.value) } || parameterized.contains { slot[keyPath: $0.value] != nil }
    }
}

/// What a parameterized form needs to know about the catalog to read its argument.
public protocol ReferenceContext {
    /// The component whose slot names the form.
    var componentName: String { get }
    /// Every component's spec, by name.
    var components: [String: ComponentSpec] { get }
    /// The first required slot of `spec` without a value form that is not `empty` (`hasDefault`: it has
    /// default content, whose type cannot be named).
    func slotWithoutValueForm(in spec: ComponentSpec) -> (String, hasDefault: Bool)?
}

/// A parameterized form's argument, read: the form (nil when the argument names none) and what is wrong
/// with it, reported at the argument.
public struct ReferenceReading {
    public var form: (any ValueFormDescriptor)?
    public var problem: String?

    public init(_ form: (any ValueFormDescriptor)?, problem: String? = nil) {
        self.form = form
        self.problem = problem
    }
}
