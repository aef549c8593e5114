/// How a strategy keeps one slot, mapped once from its presence and kept in the slot's plan: every
/// initializer, the model, the value type and the style read it instead of asking the presence again.
public struct SlotStorage: Hashable, Sendable, Encodable {
    /// Stored as `Generic?`, `nil` when left out (combinatorial's optional slots); else the generic itself.
    public var isOptional: Bool
    /// The value parameter and the model's value are optional (`Text?`): compact's omittable slots unless a
    /// value default fills them, combinatorial's optional ones.
    public var isValueOptional: Bool
    /// Whether the body can ask if the slot was given (an optional or empty slot; a defaulted one always
    /// shows something): `hasIcon`'s getter, computed from what is stored, so no initializer assigns it.
    public var presenceFlag: SwiftExpression?
    /// What compact's builder closure defaults to (default content, the value default's view, or an empty
    /// view); nil where a closure must be passed.
    public var builderDefault: SwiftExpression?

    public init(_ slot: Slot, strategy: InitializerStrategy) {
        let isCompact = strategy == .compact
        let presence = slot.presence
        if !slot.isGeneric {
            // One view type, in both strategies: left out, it is `nil` (`DSButton?`), never `Never`.
            isOptional = presence == .optional
            isValueOptional = false
            presenceFlag = isOptional ? Self.isGiven(slot) : nil
            builderDefault = isOptional ? .nil : presence.shownWhenLeftOut.map { .authored($0) }
            return
        }
        isOptional = !isCompact && presence == .optional
        switch presence {
        case .required, .defaultContent: isValueOptional = false
        case .optional: isValueOptional = true
        case .empty: isValueOptional = isCompact
        case .valueDefault(_, let isOptional), .familyDefaults(_, let isOptional): isValueOptional = isOptional
        }
        switch presence {
        case .optional, .empty:
            presenceFlag = isCompact ? Self.compactPresence(slot)
                : presence == .optional ? Self.isGiven(slot) : Self.isNotEmpty(slot)
        case .required, .defaultContent, .valueDefault, .familyDefaults:
            presenceFlag = nil
        }
        switch presence {
        case .required: builderDefault = nil
        case .optional, .empty: builderDefault = isCompact ? Self.emptyContent : nil
        case .defaultContent(let content): builderDefault = .authored(content)
        case .valueDefault, .familyDefaults:
            // The builder family's value, shown by the view that backs it; none: the closure is required.
            builderDefault = presence.valueDefault(in: .builder).flatMap { value in slot.primaryValueForm.map { $0.descriptor.control([.authored(value)]) } }
        }
        // Combinatorial's builders are never defaulted (leaving a slot out is an initializer of its own), but
        // its `init(model:)` takes the closures of the slots with `input`, which cannot be left out.
    }

    /// Compact keeps a left-out slot as `EmptyView` (a builder's default) or as a value form's `nil` (`Text?`),
    /// so the flag asks both (BENCHMARKS.md, issue 38: cheaper to type-check than a stored flag that every
    /// initializer assigns, and `is` cheaper than `!=`). A builder that builds `nil` is not given either: its
    /// storage is the same `Optional.none` as a value left out.
    private static func compactPresence(_ slot: Slot) -> SwiftExpression {
        guard !slot.valueForms.isEmpty else { return isNotEmpty(slot) }
        return .ifCase(.member("Optional<Any>", "none"), matches: .binary(.name(slot.name), "as", .name("Any")),
                       then: .bool(false), else: isNotEmpty(slot))
    }

    /// `title != nil`.
    private static func isGiven(_ slot: Slot) -> SwiftExpression { .binary(.name(slot.name), "!=", .nil) }

    /// `!(Icon.self is EmptyView.Type)`.
    private static func isNotEmpty(_ slot: Slot) -> SwiftExpression {
        .not(.parenthesized(.binary(.member(slot.genericName, "self"), "is", .member("EmptyView", "Type"))))
    }

    /// `EmptyView()`: what a left-out slot shows unless it has `default:` content.
    public static let emptyContent = SwiftExpression.call("EmptyView")
}
