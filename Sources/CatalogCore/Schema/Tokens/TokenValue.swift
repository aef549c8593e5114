/// A token's value, typed by its `$type`, with every reference already followed: a value of its type's
/// descriptor's `Value`, made by the descriptor's `wrap` and read back by `as(_:)` (or the descriptor's `unwrap`).
public struct TokenValue: Hashable, Sendable {
    public let type: TokenType
    /// Of `type.descriptor.Value`.
    let payload: any Hashable & Sendable

    init(type: TokenType, payload: any Hashable & Sendable) {
        self.type = type
        self.payload = payload
    }

    /// Its value when it is of `descriptor`'s type: `value.as(ColorTokenType.self)`.
    func `as`<Descriptor: TokenTypeDescriptor>(_ descriptor: Descriptor.Type) -> Descriptor.Value? { descriptor.unwrap(self) }

    public static func == (lhs: TokenValue, rhs: TokenValue) -> Bool {
        lhs.type == rhs.type && AnyHashable(lhs.payload) == AnyHashable(rhs.payload)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(AnyHashable(payload))
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

/// A number with its unit, as DTCG writes a dimension or a duration (`{ "value": 16, "unit": "px" }`).
public struct TokenQuantity<Measure: RawRepresentable & CaseIterable & Hashable & Sendable>: Hashable, Sendable where Measure.RawValue == String {
    public typealias Unit = Measure
    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

public enum LengthUnit: String, CaseIterable, Hashable, Sendable { case px, rem }
public enum TimeUnit: String, CaseIterable, Hashable, Sendable { case ms, s }

public typealias TokenDimension = TokenQuantity<LengthUnit>
public typealias TokenDuration = TokenQuantity<TimeUnit>

extension TokenQuantity where Measure == LengthUnit {
    /// SwiftUI points: px as points, rem × the catalog's `remBase`.
    public func points(remBase: Double) -> Double { unit == .px ? value : value * remBase }
}

extension TokenQuantity where Measure == TimeUnit {
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
    /// The CSS text styles exports add to the Format's five fields (`fontStyle`, `textDecoration`, `textTransform`).
    public var styles = TokenTextStyles()
}

/// `fontStyle: italic`, `textDecoration: underline | line-through`, `textTransform: uppercase | lowercase`.
public struct TokenTextStyles: Hashable, Sendable {
    public enum TextCase: String, Hashable, Sendable { case uppercase, lowercase }
    public var italic = false
    public var underline = false
    public var strikethrough = false
    public var textCase: TextCase?

    public init(italic: Bool = false, underline: Bool = false, strikethrough: Bool = false, textCase: TextCase? = nil) {
        self.italic = italic
        self.underline = underline
        self.strikethrough = strikethrough
        self.textCase = textCase
    }

    /// `italic`, `underline`, `line-through`, `uppercase`: as the references and the diff say it.
    public var words: [String] {
        [italic ? "italic" : nil, underline ? "underline" : nil, strikethrough ? "line-through" : nil, textCase?.rawValue].compactMap { $0 }
    }
}
