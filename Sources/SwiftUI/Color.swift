import Foundation

/// [A27] https://developer.apple.com/documentation/swiftui/color ; iOS 17.4 interface `@frozen public struct
/// Color : Hashable, CustomStringConvertible, Sendable`; `extension Color : View { typealias Body = Never }`
/// (so never isolated), `extension Color : ShapeStyle`.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// Test inspection, not Apple API: how the color was made.
    public let _testName: String
    /// What the color resolves to (Apple: its internal `provider: AnyColorBox`).
    let provider: _ColorProvider

    init(_testName: String, provider: _ColorProvider? = nil) {
        self._testName = _testName
        self.provider = provider ?? .named(_testName)
    }

    public var description: String { _testName }
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

extension Color: ShapeStyle {}

extension Color {
    /// iOS 17.4 interface: the standard colors, `public static let`.
    public static let red = Color(_testName: "red")
    public static let orange = Color(_testName: "orange")
    public static let yellow = Color(_testName: "yellow")
    public static let green = Color(_testName: "green")
    public static let mint = Color(_testName: "mint")
    public static let teal = Color(_testName: "teal")
    public static let cyan = Color(_testName: "cyan")
    public static let blue = Color(_testName: "blue")
    public static let indigo = Color(_testName: "indigo")
    public static let purple = Color(_testName: "purple")
    public static let pink = Color(_testName: "pink")
    public static let brown = Color(_testName: "brown")
    public static let white = Color(_testName: "white")
    public static let gray = Color(_testName: "gray")
    public static let black = Color(_testName: "black")
    public static let clear = Color(_testName: "clear")
    public static let primary = Color(_testName: "primary")
    public static let secondary = Color(_testName: "secondary")

    /// iOS 17.4 interface: `public static var accentColor: Color { get }`.
    public static var accentColor: Color { Color(_testName: "accentColor") }
}

/// iOS 17.4 interface: `extension ShapeStyle where Self == Color` repeats the standard colors (without
/// `primary` and `secondary`, which as shape styles are `HierarchicalShapeStyle`'s), so `.red` works where a
/// `ShapeStyle` is expected.
extension ShapeStyle where Self == Color {
    @_alwaysEmitIntoClient public static var red: Color { .red }
    @_alwaysEmitIntoClient public static var orange: Color { .orange }
    @_alwaysEmitIntoClient public static var yellow: Color { .yellow }
    @_alwaysEmitIntoClient public static var green: Color { .green }
    @_alwaysEmitIntoClient public static var mint: Color { .mint }
    @_alwaysEmitIntoClient public static var teal: Color { .teal }
    @_alwaysEmitIntoClient public static var cyan: Color { .cyan }
    @_alwaysEmitIntoClient public static var blue: Color { .blue }
    @_alwaysEmitIntoClient public static var indigo: Color { .indigo }
    @_alwaysEmitIntoClient public static var purple: Color { .purple }
    @_alwaysEmitIntoClient public static var pink: Color { .pink }
    @_alwaysEmitIntoClient public static var brown: Color { .brown }
    @_alwaysEmitIntoClient public static var white: Color { .white }
    @_alwaysEmitIntoClient public static var gray: Color { .gray }
    @_alwaysEmitIntoClient public static var black: Color { .black }
    @_alwaysEmitIntoClient public static var clear: Color { .clear }
}

extension Color {
    /// iOS 17.4 interface: `public enum RGBColorSpace : Sendable { case sRGB, sRGBLinear, displayP3 }`.
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// iOS 17.4 interface: `init(_ colorSpace: RGBColorSpace = .sRGB, red:green:blue:opacity: Double = 1)`.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let resolved = Resolved(colorSpace: colorSpace, red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        self.init(_testName: "rgb(\(red), \(green), \(blue), \(opacity))", provider: .resolved(resolved))
    }

    /// iOS 17.4 interface: `init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        let resolved = Resolved(colorSpace: colorSpace, red: Float(white), green: Float(white), blue: Float(white), opacity: Float(opacity))
        self.init(_testName: "white(\(white), \(opacity))", provider: .resolved(resolved))
    }

    /// iOS 17.4 interface: `init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = _rgb(hue: hue, saturation: saturation, brightness: brightness)
        let resolved = Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
        self.init(_testName: "hsb(\(hue), \(saturation), \(brightness), \(opacity))", provider: .resolved(resolved))
    }

    /// [A27] …/color/init(_:bundle:); iOS 17.4 interface `init(_ name: String, bundle: Bundle? = nil)`.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(_testName: name)
    }

    /// iOS 17.4 interface: `public func opacity(_ opacity: Double) -> Color`.
    public func opacity(_ opacity: Double) -> Color {
        Color(_testName: "\(_testName).opacity(\(opacity))", provider: .opacity(provider, opacity))
    }
}

/// HSB to RGB, for `Color(hue:saturation:brightness:opacity:)`.
private func _rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let sector = (hue - hue.rounded(.down)) * 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch Int(sector) {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
}
