/// A Swift type in the plan: typed, so nothing reads a type back by string surgery, with one printer.
public indirect enum SwiftType: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// `Text`, `Binding<Bool>`, `Card<Text, Never>`, `PriorityResolver.Input`.
    case named(String, [SwiftType])
    case optional(SwiftType)
    /// `[String]`, `[[CatalogExample]]`.
    case array(SwiftType)
    /// `[String: [CatalogExample]]`.
    case dictionary(SwiftType, SwiftType)
    /// `any CardModel`.
    case existential(String)
    /// `some StringProtocol`.
    case opaque(String)
    /// A type as the author wrote it, checked by the Swift parser during validation.
    case written(String, isFunction: Bool)
    /// `() -> Title`: a slot's builder closure.
    case builderClosure(result: String)
    /// `(ControlState) -> Label`: a closure the generator composes (a slot's `input:`).
    case function(parameters: [SwiftType], result: SwiftType)
    /// `@MainActor (AnyView, Int) -> AnyView`.
    case attributed(SwiftAttribute, SwiftType)

    public static func named(_ name: String) -> SwiftType { .named(name, []) }

    /// As Swift prints it: the plan's snapshot reads like the generated code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// As the printer prints it.
    public var description: String { SwiftPrinter.type(self) }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `Image` for `Image?`; itself otherwise.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isFunction: Bool {
        switch self {
        case .builderClosure, .function: true
        case .written(_, let isFunction): isFunction
        case .attributed(_, let type): type.isFunction
        default: false
        }
    }

    /// `() -> Void` or `(() -> Void)?`: an action, ordered after the values and callable as a trailing closure.
    public var isFunctionOrOptionalFunction: Bool {
        if case .optional(let wrapped) = self { return wrapped.isFunction }
        return isFunction
    }

    /// The type with generic parameters renamed (`old` → `new`), through its structure: an author's written
    /// type or a protocol name is never a generic parameter, whatever it spells.
    public func renamingGenericParameters(_ renaming: [String: String]) -> SwiftType {
        switch self {
        case .named(let name, let arguments):
            .named(arguments.isEmpty ? renaming[name] ?? name : name, arguments.map { $0.renamingGenericParameters(renaming) })
        case .optional(let wrapped): .optional(wrapped.renamingGenericParameters(renaming))
        case .array(let element): .array(element.renamingGenericParameters(renaming))
        case .dictionary(let key, let value): .dictionary(key.renamingGenericParameters(renaming), value.renamingGenericParameters(renaming))
        case .builderClosure(let result): .builderClosure(result: renaming[result] ?? result)
        case .function(let parameters, let result):
            .function(parameters: parameters.map { $0.renamingGenericParameters(renaming) }, result: result.renamingGenericParameters(renaming))
        case .attributed(let attribute, let type): .attributed(attribute, type.renamingGenericParameters(renaming))
        case .existential, .opaque, .written: self
        }
    }

    /// `Never`, `EmptyView`, `Text`: the plain types generated code names.
    public static let never = SwiftType.named("Never")
    public static let emptyView = SwiftType.named("EmptyView")
    public static let text = SwiftType.named("Text")
    public static let image = SwiftType.named("Image")
    public static let string = SwiftType.named("String")
    public static let bool = SwiftType.named("Bool")
    public static let int = SwiftType.named("Int")
    public static let cgFloat = SwiftType.named("CGFloat")
    /// `some View`, or `some SwiftUI.View` where a module's own names may hide SwiftUI's.
    public static let someView = SwiftType.opaque("View")
    public static let someSwiftUIView = SwiftType.opaque("SwiftUI.View")
}
