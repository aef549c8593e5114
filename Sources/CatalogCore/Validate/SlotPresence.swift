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

    public var isOmittable: Bool { self != .required }

    /// The reference's word for it.
    public var keyword: String {
        switch self {
        case .required: "required"
        case .optional: "optional"
        case .empty: "empty"
        case .defaultContent, .valueDefault: "defaulted"
        }
    }

    /// What a left-out slot shows, as the spec writes it: its default content or value.
    public var shownWhenLeftOut: String? {
        switch self {
        case .defaultContent(let content): content
        case .valueDefault(let value, _): value
        case .required, .optional, .empty: nil
        }
    }
}
