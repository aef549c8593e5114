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
    /// `1.0`: a number written with its decimals, so Swift infers a floating-point type.
    case decimal(Double)
    /// Nothing: a closure's empty body (`{}`).
    case empty
    case bool(Bool)
    case `nil`
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `[:]`.
    case emptyDictionary
    /// `{ body }` reading `$0`, or `{ value0 in body }`; `{ [title] in body }` with captures.
    case closure(captures: [String] = [], parameters: [String], body: SwiftExpression)
    /// `lhs op rhs`: `title != nil`, `Icon.self is EmptyView.Type`, `icon as Any`.
    case binary(SwiftExpression, String, SwiftExpression)
    /// `!value`.
    case not(SwiftExpression)
    /// `if case pattern = value { then } else { otherwise }`, an `if` expression.
    case ifCase(SwiftExpression, matches: SwiftExpression, then: SwiftExpression, else: SwiftExpression)
    /// `if condition { then }`: in a view builder, the view only when the condition holds (`if let icon`).
    case ifThen(SwiftExpression, then: SwiftExpression)
    /// `base[index, …]`.
    case `subscript`(SwiftExpression, [SwiftExpression])
    /// `callee { … }`: a call with only a trailing closure.
    case trailingClosure(SwiftExpression, SwiftExpression)
    /// `(a, b)`.
    case tuple([SwiftExpression])
    /// `let title`: an `if`'s optional binding of a name to itself.
    case optionalBinding(String)
    /// `\.dynamicTypeSize`: a key path from the root's type.
    case keyPath(String)
    /// `<#Priority#>`: an editor placeholder, for the reader to fill.
    case placeholder(String)
    /// `optional.map { … }`, or `.flatMap` when the closure makes an optional itself.
    case optionalMap(SwiftExpression, isFlat: Bool, closure: SwiftExpression)
    /// `(value)`.
    case parenthesized(SwiftExpression)
    /// `value!`.
    case forceUnwrapped(SwiftExpression)
    /// `value?`: optional chaining (`onChange?(newValue)`).
    case optionalChained(SwiftExpression)
    /// `condition ? then : otherwise`.
    case conditional(SwiftExpression, then: SwiftExpression, else: SwiftExpression)
    /// Swift the author wrote in a spec (`backedBy:`), split at each `$0` that `filling` takes the place of,
    /// with where it starts there: a compile error in it is reported at the spec's line.
    case authored(segments: [String], filling: SwiftExpression?, origin: SourceLocation?)

    /// The author's text as it is; `origin` where a compile error in it should be reported.
    public static func authored(_ text: String, origin: SourceLocation? = nil) -> SwiftExpression {
        .authored(segments: [text], filling: nil, origin: origin)
    }

    /// `target = value`: Swift's assignment, an operator expression.
    public static func assign(_ target: SwiftExpression, _ value: SwiftExpression) -> SwiftExpression { .binary(target, "=", value) }

    /// `self[Key.self]`: an environment or preference value read through its key type.
    public static func keyed(by key: String) -> SwiftExpression { .subscript(.name("self"), [.member(.name(key), "self")]) }

    /// `environment(\.key, value)`: a view modifier that sets an environment value for the views inside.
    public static func settingEnvironment(_ key: String, to value: SwiftExpression) -> SwiftExpression {
        .call("environment", .unlabeled(.keyPath(key)), .unlabeled(value))
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
        try container.encode(description)
    }

    /// Whether a closure is written inside it (then `$0` in a closure around it would be taken).
    public var containsClosure: Bool {
        switch self {
        case .closure, .optionalMap: true
        case .name, .string, .number, .decimal, .bool, .nil, .keyPath, .placeholder, .empty, .optionalBinding, .emptyDictionary: false
        case .subscript(let base, let indices): base.containsClosure || indices.contains(where: \.containsClosure)
        case .tuple(let elements): elements.contains(where: \.containsClosure)
        case .trailingClosure: true
        case .binary(let lhs, _, let rhs): lhs.containsClosure || rhs.containsClosure
        case .not(let value): value.containsClosure
        case .ifCase: true
        case .ifThen(let condition, let then): condition.containsClosure || then.containsClosure
        case .member(let base, _): base?.containsClosure ?? false
        case .call(let callee, let arguments): callee.containsClosure || arguments.contains { $0.value.containsClosure }
        case .array(let elements): elements.contains(where: \.containsClosure)
        case .forceUnwrapped(let value), .optionalChained(let value), .parenthesized(let value): value.containsClosure
        case .conditional(let condition, let then, let otherwise): [condition, then, otherwise].contains(where: \.containsClosure)
        // The author's text is not parsed: a brace in it is taken for a closure.
        case .authored(let segments, let filling, _): segments.contains { $0.contains("{") } || (filling?.containsClosure ?? false)
        }
    }
}

extension SwiftExpression {
    /// `Text(title)`, or `subtitle.map { Text($0) }` for an optional value. A form with several optional
    /// values shows its view when every one is given: `a.flatMap { value0 in b.map { value1 in … } }`.
    public static func shown(_ values: [SwiftExpression], isOptional: Bool, _ make: ([SwiftExpression]) -> SwiftExpression) -> SwiftExpression {
        let direct = make(values)
        guard isOptional else { return direct }
        if values.count == 1 {
            let shown = make([.name("$0")])
            // A closure in the view (`Badge { Text($0) }`) would take `$0` for its own: name the value.
            if shown.containsClosure { return .optionalMap(values[0], isFlat: false, closure: .closure(parameters: ["value0"], body: make([.name("value0")]))) }
            return direct == values[0] ? direct : .optionalMap(values[0], isFlat: false, closure: .closure(parameters: [], body: shown))
        }
        let names = values.indices.map { "value\($0)" }
        var expression = make(names.map(SwiftExpression.name))
        for (index, value) in values.enumerated().reversed() {
            expression = .optionalMap(value, isFlat: index != values.count - 1, closure: .closure(parameters: [names[index]], body: expression))
        }
        return expression
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
