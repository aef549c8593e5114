/// A token type's Swift type (SPEC "Design tokens").
public enum SwiftValueType: String, Hashable, Sendable {
    case color = "SwiftUI.Color", cgFloat = "CGFloat", double = "Double", string = "String"
    case fontWeight = "SwiftUI.Font.Weight", unitCurve = "SwiftUI.UnitCurve", strokeStyle = "SwiftUI.StrokeStyle"
    case gradient = "SwiftUI.Gradient", shadow = "[TokenShadow]", border = "TokenBorder"
    case transition = "TokenTransition", typography = "TokenTypography"

    public init(_ type: TokenType) {
        switch type {
        case .color: self = .color
        case .dimension: self = .cgFloat
        case .number, .duration: self = .double
        case .fontFamily: self = .string
        case .fontWeight: self = .fontWeight
        case .cubicBezier: self = .unitCurve
        case .strokeStyle: self = .strokeStyle
        case .gradient: self = .gradient
        case .shadow: self = .shadow
        case .border: self = .border
        case .transition: self = .transition
        case .typography: self = .typography
        }
    }

    /// The module-level type it needs generated.
    var valueType: TokenPlan.ValueType? {
        switch self {
        case .shadow: .shadow
        case .border: .border
        case .transition: .transition
        case .typography: .typography
        default: nil
        }
    }
}


extension TokenCatalog {
    /// Whether Swift reads it from the environment: it differs between contexts of a mapped modifier (one that
    /// is not fixed at its default).
    public func isVarying(_ token: Token) -> Bool {
        token.varying.contains { modifiers[$0].mode != .fixed }
    }

    /// Whether its declaration needs iOS 17 API: a color that resolves itself, a curve, a transition.
    public func needsIOS17(_ token: Token) -> Bool {
        let type = SwiftValueType(token.type)
        return (type == .color && isVarying(token)) || type == .unitCurve || type == .transition
    }

    /// Its Swift type as a component reads it: `Tokens.Varying<CGFloat>` for a non-color that varies.
    public func readType(of token: Token) -> String {
        let type = SwiftValueType(token.type)
        return isVarying(token) && type != .color ? "\(namespace).Varying<\(type.rawValue)>" : type.rawValue
    }
}
