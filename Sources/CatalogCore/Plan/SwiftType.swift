/// A Swift type in the plan: typed, so nothing reads a type back by string surgery, with one printer.
public indirect enum SwiftType: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// `Text`, `Binding<Bool>`, `Card<Text, Never>`, `PriorityResolver.Input`.
    case named(String, [SwiftType])
    case optional(SwiftType)
    /// `any CardModel`.
    case existential(String)
    /// `some StringProtocol`.
    case opaque(String)
    /// A type as the author wrote it, checked by the Swift parser during validation.
    case written(String, isFunction: Bool)
    /// `() -> Title`: a slot's builder closure.
    case builderClosure(result: String)

    public static func named(_ name: String) -> SwiftType { .named(name, []) }

    /// As Swift prints it: the plan's snapshot reads like the generated code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var description: String {
        switch self {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            wrapped.needsParenthesesBeforeSuffix ? "(\(wrapped))?" : "\(wrapped)?"
        case .existential(let name): "any \(name)"
        case .opaque(let name): "some \(name)"
        case .written(let text, _): text
        case .builderClosure(let result): "() -> \(result)"
        }
    }

    /// `any P`, `some P` and function types need parentheses before `?`.
    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .existential, .opaque, .builderClosure: true
        case .written(_, let isFunction): isFunction
        case .named, .optional: false
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    public var isFunction: Bool {
        switch self {
        case .builderClosure: true
        case .written(_, let isFunction): isFunction
        default: false
        }
    }

    /// `Never`, `EmptyView`, `Text`: the plain types generated code names.
    public static let never = SwiftType.named("Never")
    public static let emptyView = SwiftType.named("EmptyView")
    public static let text = SwiftType.named("Text")
    public static let image = SwiftType.named("Image")
    public static let string = SwiftType.named("String")
}
