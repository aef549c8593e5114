/// A Swift expression in the plan and the declaration tree: built as a value, so nothing reads Swift text back
/// to decide, and printed only by `SwiftPrinter.expression`.
public indirect enum SwiftExpression: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// `title`, `$0`, `SwiftUI.Color`: a name, as it is.
    case name(String)
    /// `base.member`; `.member` without a base (an implicit member).
    case member(SwiftExpression?, String)
    /// `callee(label: value, …)`.
    case call(SwiftExpression, [SwiftArgument])
    /// `"text"`, escaped by `SwiftNames.stringLiteral`.
    case string(String)
    /// `0.4`, `17`.
    case number(Double)
    case bool(Bool)
    case `nil`
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `{ body }` reading `$0`, or `{ value0 in body }`.
    case closure(parameters: [String], body: SwiftExpression)
    /// `optional.map { … }`, or `.flatMap` when the closure makes an optional itself.
    case optionalMap(SwiftExpression, isFlat: Bool, closure: SwiftExpression)
    /// `(value)`.
    case parenthesized(SwiftExpression)
    /// `value!`.
    case forceUnwrapped(SwiftExpression)
    /// Swift the author wrote in a spec (`backedBy:`), split at each `$0` that `filling` takes the place of,
    /// with where it starts there: a compile error in it is reported at the spec's line.
    case authored(segments: [String], filling: SwiftExpression?, origin: SourceLocation?)

    /// The author's text as it is.
    public static func authored(_ text: String, origin: SourceLocation?) -> SwiftExpression {
        .authored(segments: [text], filling: nil, origin: origin)
    }

    /// `callee(arguments)` where `callee` is a name: `Text(title)`, `SwiftUI.Color(.sRGB, red: 0, …)`.
    public static func call(_ callee: String, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(.name(callee), arguments)
    }

    /// `base.member` on a name: `SwiftUI.Font.Weight.bold`.
    public static func member(_ base: String, _ member: String) -> SwiftExpression { .member(.name(base), member) }

    /// As the printer prints it.
    public var description: String { SwiftPrinter.expression(self) }

    /// As Swift prints it: the plan's snapshot reads like the generated code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(SwiftPrinter.expression(self))
    }

    /// Whether a closure is written inside it (then `$0` in a closure around it would be taken).
    public var containsClosure: Bool {
        switch self {
        case .closure, .optionalMap: true
        case .name, .string, .number, .bool, .nil: false
        case .member(let base, _): base?.containsClosure ?? false
        case .call(let callee, let arguments): callee.containsClosure || arguments.contains { $0.value.containsClosure }
        case .array(let elements): elements.contains(where: \.containsClosure)
        case .forceUnwrapped(let value), .parenthesized(let value): value.containsClosure
        // The author's text is not parsed: a brace in it is taken for a closure.
        case .authored(let segments, let filling, _): segments.contains { $0.contains("{") } || (filling?.containsClosure ?? false)
        }
    }
}

/// One argument of a call: `label: value`, or `value` without a label.
public struct SwiftArgument: Hashable, Sendable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An argument without a label.
    public static func unlabeled(_ value: SwiftExpression) -> SwiftArgument { SwiftArgument(nil, value) }
}
