/// A token's value, typed by its `$type`, with every reference already followed.
public enum TokenValue: Hashable, Sendable {
    case color(TokenColorValue)
    case dimension(TokenDimension)
    case fontFamily([String])
    /// 1…1000 (a keyword is read as its number).
    case fontWeight(Double)
    case duration(TokenDuration)
    /// `[x1, y1, x2, y2]`, x in [0, 1].
    case cubicBezier([Double])
    case number(Double)
    case strokeStyle(TokenStrokeStyle)
    case border(TokenBorder)
    case transition(TokenTransitionValue)
    /// One layer or several, in order.
    case shadow([TokenShadowLayer])
    case gradient([TokenGradientStop])
    case typography(TokenTypographyValue)

    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}

public struct TokenColorValue: Hashable, Sendable {
    public var space: TokenColorSpace
    /// nil where the file says `"none"`.
    public var components: [Double?]
    public var alpha: Double
    /// The color as SwiftUI takes it (sRGB, or Display P3 outside sRGB), converted once when read.
    public var device: DeviceColor

    public init(space: TokenColorSpace, components: [Double?], alpha: Double) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.device = ColorConversion.deviceColor(space, components: components, alpha: alpha).color
    }
}

public struct TokenDimension: Hashable, Sendable {
    public enum Unit: String, CaseIterable, Hashable, Sendable { case px, rem }
    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// SwiftUI points: px as points, rem × the catalog's `remBase`.
    public func points(remBase: Double) -> Double { unit == .px ? value : value * remBase }
}

public struct TokenDuration: Hashable, Sendable {
    public enum Unit: String, CaseIterable, Hashable, Sendable { case ms, s }
    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public var seconds: Double { unit == .s ? value : value / 1000 }
}

public enum TokenStrokeStyle: Hashable, Sendable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset`, `inset`.
    case keyword(String)
    case dashes(dashArray: [TokenDimension], lineCap: String)

    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    public static let lineCaps = ["round", "butt", "square"]
}

public struct TokenBorder: Hashable, Sendable {
    public var color: TokenColorValue
    public var width: TokenDimension
    public var style: TokenStrokeStyle
}

public struct TokenTransitionValue: Hashable, Sendable {
    public var duration: TokenDuration
    public var delay: TokenDuration
    public var timingFunction: [Double]
}

public struct TokenShadowLayer: Hashable, Sendable {
    public var color: TokenColorValue
    public var offsetX: TokenDimension
    public var offsetY: TokenDimension
    public var blur: TokenDimension
    public var spread: TokenDimension
    public var inset: Bool
}

public struct TokenGradientStop: Hashable, Sendable {
    public var color: TokenColorValue
    /// 0…1 (the format clamps what lies outside).
    public var position: Double
}

public struct TokenTypographyValue: Hashable, Sendable {
    public var fontFamily: [String]
    public var fontSize: TokenDimension
    public var fontWeight: Double
    /// In the font size's unit (a lenient `em` was multiplied by the font size when read).
    public var letterSpacing: TokenDimension
    /// A multiple of the font size.
    public var lineHeight: Double
}
