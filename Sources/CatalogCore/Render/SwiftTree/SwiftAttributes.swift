// Leaves of the declaration tree (`SwiftDeclaration`): attributes, property wrappers, platforms and the
// initializer's declaration, built once from the plan; the Swift file, the reference pages and
// `catalog diff` read the same nodes instead of re-parsing strings.

/// An attribute of a generated declaration.
public enum SwiftAttribute: Hashable, Sendable, Encodable {
    /// `@available(iOS 17.0, macOS 14.0, *)`.
    case available([PlatformVersion])
    /// `@available(*, deprecated, message: "…")`.
    case deprecated(message: String)
    /// `@available(*, deprecated, renamed: "init(title:)")`, with a message when it says more than the name.
    case renamed(String, message: String? = nil)
    /// `@available(*, unavailable)`.
    case unavailable
    case disfavoredOverload
    /// Printed together on one line (`@MainActor @preconcurrency`), unlike the attributes above.
    case mainActor, preconcurrency, viewBuilder

    /// Whether it shares its line with the attributes next to it that share theirs.
    var isInline: Bool {
        switch self {
        case .mainActor, .preconcurrency, .viewBuilder: true
        default: false
        }
    }

    public var rendered: String {
        switch self {
        case .available(let platforms): "@available(" + platforms.map(\.description).joined(separator: ", ") + ", *)"
        case .deprecated(let message): "@available(*, deprecated, message: \(SwiftNames.stringLiteral(message)))"
        case .renamed(let selector, let message):
            "@available(*, deprecated, renamed: \(SwiftNames.stringLiteral(selector))" + (message.map { ", message: \(SwiftNames.stringLiteral($0))" } ?? "") + ")"
        case .unavailable: "@available(*, unavailable)"
        case .disfavoredOverload: "@_disfavoredOverload"
        case .mainActor: "@MainActor"
        case .preconcurrency: "@preconcurrency"
        case .viewBuilder: "@ViewBuilder"
        }
    }
}

/// A stored property's wrapper: `@Binding`, `@State`, `@Environment(\.dynamicTypeSize)`.
public struct PropertyWrapper: Hashable, Sendable, Encodable, CustomStringConvertible {
    public var name: String
    /// The wrapper's argument, as written inside its parentheses (`\.dynamicTypeSize`).
    public var argument: SwiftExpression?

    public init(_ name: String, argument: SwiftExpression? = nil) {
        self.name = name
        self.argument = argument
    }

    public static let binding = PropertyWrapper("Binding")

    public var description: String { "@" + name + (argument.map { "(" + SwiftPrinter.expression($0) + ")" } ?? "") }
}

/// An initializer's declaration without its body: attributes, access and parameters, and the `where`
/// clause of the extension that holds it. `SwiftPrinter.signature(of:)` prints it.
public struct InitializerDeclaration: Hashable, Sendable {
    public var attributes: [SwiftAttribute]
    /// Besides the access level (`nonisolated`, `required`), printed in the one modifier order.
    public var modifiers: [DeclarationModifier] = []
    public var access: AccessLevel
    /// `init?`.
    public var isFailable = false
    public var parameters: [ParameterDeclaration]
    /// Empty: the struct's own initializer.
    public var constraints: [Constraint]

    public init(attributes: [SwiftAttribute] = [], modifiers: [DeclarationModifier] = [], access: AccessLevel, failable: Bool = false,
                parameters: [ParameterDeclaration] = []) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.access = access
        isFailable = failable
        self.parameters = parameters
        constraints = []
    }

    public init(_ initializer: InitializerPlan, access: AccessLevel) {
        var attributes: [SwiftAttribute] = initializer.isDisfavored ? [.disfavoredOverload] : []
        if let renamed = initializer.renamedTo {
            attributes.append(.renamed(renamed))
        } else if let message = initializer.deprecation {
            attributes.append(.deprecated(message: message))
        }
        self.attributes = attributes
        self.access = access
        if initializer.isMainActor { modifiers = [.mainActor] }
        parameters = initializer.parameters.map(\.declaration)
        constraints = initializer.constraints
    }

    public var isDisfavored: Bool { attributes.contains(.disfavoredOverload) }
}

/// `title: LocalizedStringKey`, `_ title: Image`, `@ViewBuilder actions: () -> Actions = { EmptyView() }`:
/// the tree's own leaf, made from a plan's parameter or, for what the generator writes for itself (a UIKit
/// view's, the gallery's), with no slot or property behind it.
public struct ParameterDeclaration: Hashable, Sendable, Encodable {
    /// External label; nil means `_`.
    public var label: String?
    public var name: String
    public var type: SwiftType
    public var defaultValue: SwiftExpression?
    /// `@ViewBuilder` (or the slot's result builder) for a builder closure.
    public var resultBuilder: String?
    public var isEscaping: Bool
    /// `into hasher: inout Hasher`.
    public var isInout = false

    public init(label: String?, name: String, type: SwiftType, defaultValue: SwiftExpression? = nil, resultBuilder: String? = nil, isEscaping: Bool = false) {
        (self.label, self.name, self.type) = (label, name, type)
        (self.defaultValue, self.resultBuilder, self.isEscaping) = (defaultValue, resultBuilder, isEscaping)
    }

    static func plain(_ label: String?, _ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) -> ParameterDeclaration {
        ParameterDeclaration(label: label, name: name, type: type, defaultValue: defaultValue)
    }

    /// `content: Content`: labeled by its name.
    static func named(_ name: String, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) -> ParameterDeclaration {
        ParameterDeclaration(label: name, name: name, type: type, defaultValue: defaultValue)
    }

    /// `into hasher: inout Hasher`.
    static func `inout`(_ label: String?, _ name: String, _ type: SwiftType) -> ParameterDeclaration {
        var parameter = ParameterDeclaration(label: label, name: name, type: type)
        parameter.isInout = true
        return parameter
    }

    /// `_ value: Value`.
    static func unlabeled(_ name: String, _ type: SwiftType) -> ParameterDeclaration {
        ParameterDeclaration(label: nil, name: name, type: type)
    }
}
