import Foundation

// iOS 17's resolved colors: `Color.Resolved`, a `Color` from a resolved value or from any shape style that
// resolves to one, and `Color.resolve(in:)`, as [I17] (the iOS 17.4 interface, `:N` its line) declares them.
// The stand-in really resolves: a color made from a custom style (e.g. a generated token color) asks that
// style in the environment it is resolved in, so its light and dark values are both reachable on Linux.

extension Color {
    /// [I17]:1391 `@frozen public struct Resolved : Hashable { public var linearRed, linearGreen, linearBlue,
    /// opacity: Float }` (iOS 17): components in the extended linear sRGB space. Sendable as a ShapeStyle.
    @frozen
    public struct Resolved: Hashable {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float
    }

    /// [I17]:1402 `public init(_ resolved: Color.Resolved)` (iOS 17).
    public init(_ resolved: Color.Resolved) {
        self.init(_testName: resolved.description, provider: .resolved(resolved))
    }

    /// [I17]:21498 `public init<T>(_ color: T) where T : Hashable, T : ShapeStyle, T.Resolved == Color.Resolved`
    /// (iOS 17): the color resolves through `color.resolve(in:)` wherever it is resolved.
    public init<T>(_ color: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        self.init(_testName: "\(T.self)", provider: .style(_CustomColorStyle(color)))
    }

    /// [I17]:21500 `public func resolve(in environment: EnvironmentValues) -> Color.Resolved` (iOS 17); also
    /// Color's `ShapeStyle.resolve(in:)`, so `Color.Resolved` is its `Resolved`.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        provider.resolve(in: environment)
    }
}

/// [I17]:1405 `extension Color.Resolved : ShapeStyle { typealias Resolved = Never }`.
extension Color.Resolved: ShapeStyle {
    public typealias Resolved = Never
}

/// [I17]:1410 `extension Color.Resolved : CustomStringConvertible`. The format (`#RRGGBBAA` of the gamma-encoded
/// sRGB components) is the stand-in's.
extension Color.Resolved: CustomStringConvertible {
    public var description: String {
        let bytes = [red, green, blue, opacity].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}

/// [I17]:1416 `extension Color.Resolved : Animatable` with `AnimatablePair<Float, AnimatablePair<Float,
/// AnimatablePair<Float, Float>>>`; the stand-in animates the linear components and the opacity.
extension Color.Resolved: Animatable {
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            (linearRed, linearGreen) = (newValue.first, newValue.second.first)
            (linearBlue, opacity) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
}

extension Color.Resolved {
    /// [I17]:1425 `public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
    /// opacity: Float = 1)`: gamma-encoded sRGB, linear sRGB or Display P3 components.
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
        switch colorSpace {
        case .sRGBLinear:
            (linearRed, linearGreen, linearBlue) = (red, green, blue)
        case .sRGB:
            (linearRed, linearGreen, linearBlue) = (_linear(red), _linear(green), _linear(blue))
        case .displayP3:
            // Display P3 shares sRGB's transfer function; its linear components map to linear sRGB.
            let (r, g, b) = (_linear(red), _linear(green), _linear(blue))
            linearRed = 1.2249401 * r - 0.2249404 * g
            linearGreen = -0.0420569 * r + 1.0420571 * g
            linearBlue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        }
        self.opacity = opacity
    }

    /// [I17]:1426–1437 `public var red, green, blue: Float { get set }`: the gamma-encoded sRGB components.
    public var red: Float {
        get { _encoded(linearRed) }
        set { linearRed = _linear(newValue) }
    }

    public var green: Float {
        get { _encoded(linearGreen) }
        set { linearGreen = _linear(newValue) }
    }

    public var blue: Float {
        get { _encoded(linearBlue) }
        set { linearBlue = _linear(newValue) }
    }
}

/// [I17]:1440 `extension Color.Resolved : Codable`; the stand-in's encoding is its four stored components.
extension Color.Resolved: Codable {}

/// sRGB's transfer function and its inverse, extended to negative components by symmetry.
private func _linear(_ value: Float) -> Float {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : powf((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
}

private func _encoded(_ value: Float) -> Float {
    let magnitude = abs(value)
    let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * powf(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
}

// MARK: - The stand-in's providers (Apple's `AnyColorBox` subclasses are internal)

/// What a `Color` resolves to.
@usableFromInline
indirect enum _ColorProvider: Hashable, Sendable {
    /// A standard, accent or asset-catalog color, by name.
    case named(String)
    case resolved(Color.Resolved)
    /// A shape style whose `Resolved` is `Color.Resolved` (`Color.init<T>(_:)`).
    case style(_CustomColorStyle)
    case opacity(_ColorProvider, Double)

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        switch self {
        case .named(let name):
            return _namedColor(name, environment.colorScheme)
        case .resolved(let resolved):
            return resolved
        case .style(let style):
            return style.resolve(environment)
        case .opacity(let base, let opacity):
            var resolved = base.resolve(in: environment)
            resolved.opacity *= Float(opacity)
            return resolved
        }
    }
}

/// A custom color style, equal when the styles are. Unchecked Sendable: `AnyHashable` is not Sendable, but the
/// value it holds is (`ShapeStyle` refines `Sendable`).
@usableFromInline
struct _CustomColorStyle: Hashable, @unchecked Sendable {
    let base: AnyHashable
    let resolve: @Sendable (EnvironmentValues) -> Color.Resolved

    init<T>(_ style: T) where T: Hashable, T: ShapeStyle, T.Resolved == Color.Resolved {
        base = AnyHashable(style)
        resolve = { style.resolve(in: $0) }
    }

    @usableFromInline static func == (lhs: _CustomColorStyle, rhs: _CustomColorStyle) -> Bool { lhs.base == rhs.base }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

/// The stand-in's values of the named colors, as 8-bit sRGB (light, dark): modelled on the system colors of
/// Apple's Human Interface Guidelines, not measured on a device. Asset-catalog colors (`Color("Brand")`) have no
/// catalog to read on Linux and resolve to clear.
private let _namedColors: [String: (light: [Float], dark: [Float])] = [
    "red": ([255, 59, 48], [255, 69, 58]), "orange": ([255, 149, 0], [255, 159, 10]),
    "yellow": ([255, 204, 0], [255, 214, 10]), "green": ([52, 199, 89], [48, 209, 88]),
    "mint": ([0, 199, 190], [99, 230, 226]), "teal": ([48, 176, 199], [64, 200, 224]),
    "cyan": ([50, 173, 230], [100, 210, 255]), "blue": ([0, 122, 255], [10, 132, 255]),
    "indigo": ([88, 86, 214], [94, 92, 230]), "purple": ([175, 82, 222], [191, 90, 242]),
    "pink": ([255, 45, 85], [255, 55, 95]), "brown": ([162, 132, 94], [172, 142, 104]),
    "gray": ([142, 142, 147], [142, 142, 147]), "white": ([255, 255, 255], [255, 255, 255]),
    "black": ([0, 0, 0], [0, 0, 0]), "primary": ([0, 0, 0], [255, 255, 255]),
    "secondary": ([60, 60, 67, 153], [235, 235, 245, 153]), "accentColor": ([0, 122, 255], [10, 132, 255]),
]

private func _namedColor(_ name: String, _ scheme: ColorScheme) -> Color.Resolved {
    guard let entry = _namedColors[name] else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
    let bytes = scheme == .dark ? entry.dark : entry.light
    let alpha = bytes.count > 3 ? bytes[3] / 255 : 1
    return Color.Resolved(red: bytes[0] / 255, green: bytes[1] / 255, blue: bytes[2] / 255, opacity: alpha)
}
