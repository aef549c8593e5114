/// Whether a call may leave a slot out, and what the slot shows then: decided once, by validation, from
/// `optional`, `options: [empty]` and `default`. Each strategy maps it to storage once (`SlotStorage`).
public enum SlotPresence: Hashable, Sendable, Encodable {
    /// Every call passes it.
    case required
    /// `optional: true`: left out, it shows nothing, and the body can ask (`hasIcon`).
    case optional
    /// `options: [empty]`: left out, it is an empty view, and the body can ask.
    case empty
    /// `default:` content (compact): left out, it shows this view.
    case defaultContent(String)
    /// `default:` of a slot with a value form (compact): left out, the form's view shows this value; with
    /// `optional: true` as well, the value is optional and `nil` shows nothing.
    case valueDefault(String, isOptional: Bool)
    /// `default: { builder: …, values: … }` of a slot with a value form (compact, revision 4): a value per
    /// family; a family without one requires the slot.
    case familyDefaults(PerFamily<String?>, isOptional: Bool)

    /// Whether the builder family can leave it out (so the slots-omitted initializer can).
    public var isOmittable: Bool { isOmittable(in: .builder) }

    /// Whether `family`'s initializers can leave it out.
    public func isOmittable(in family: ParameterFamily) -> Bool {
        if case .familyDefaults(let defaults, _) = self { return defaults[family] != nil }
        return self != .required
    }

    /// The value a left-out value-form slot shows in `family`'s initializers, if it has one.
    public func valueDefault(in family: ParameterFamily) -> String? {
        switch self {
        case .valueDefault(let value, _): value
        case .familyDefaults(let defaults, _): defaults[family]
        case .required, .optional, .empty, .defaultContent: nil
        }
    }

    /// The reference's word for it.
    public var keyword: String {
        switch self {
        case .required: "required"
        case .optional: "optional"
        case .empty: "empty"
        case .defaultContent, .valueDefault, .familyDefaults: "defaulted"
        }
    }

    /// What a left-out slot shows, as the spec writes it: its default content or value.
    public var shownWhenLeftOut: String? {
        switch self {
        case .defaultContent(let content): content
        case .valueDefault(let value, _): value
        case .familyDefaults(let defaults, _): defaults.builder ?? defaults.values
        case .required, .optional, .empty: nil
        }
    }
}
