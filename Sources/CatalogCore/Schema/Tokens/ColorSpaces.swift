// The DTCG 2025.10 Color module's color spaces (technical-reports/color/color-type.md) and their conversion
// to what SwiftUI draws: sRGB, or Display P3 for colors outside sRGB. The arithmetic is CSS Color 4's
// (ColorMatrices.swift); everything here is pure, so the token reader calls it at generation time.

/// The color spaces of the DTCG 2025.10 Color module, by their `colorSpace` key.
public enum TokenColorSpace: String, CaseIterable, Hashable, Sendable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch, displayP3 = "display-p3",
         a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020, xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// For each component: its name (for messages) and its allowed range as the Color module's table states it
    /// (e.g. hsl hue [0, 360) → lower 0, upper 360, upperIncluded false; lab a/b unbounded → nil bounds).
    public var components: [TokenColorComponent] {
        let unit = [TokenColorComponent.unit("red"), .unit("green"), .unit("blue")]
        let hue = TokenColorComponent(name: "hue", lower: 0, upper: 360, upperIncluded: false)
        func percent(_ name: String) -> TokenColorComponent { TokenColorComponent(name: name, lower: 0, upper: 100) }
        func unbounded(_ name: String) -> TokenColorComponent { TokenColorComponent(name: name, lower: nil, upper: nil) }
        let chroma = TokenColorComponent(name: "chroma", lower: 0, upper: nil)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return unit
        case .hsl: return [hue, percent("saturation"), percent("lightness")]
        case .hwb: return [hue, percent("whiteness"), percent("blackness")]
        case .lab: return [percent("lightness"), unbounded("a"), unbounded("b")]
        case .lch: return [percent("lightness"), chroma, hue]
        case .oklab: return [.unit("lightness"), unbounded("a"), unbounded("b")]
        case .oklch: return [.unit("lightness"), chroma, hue]
        // As the table states them, [0, 1] for Z too, although the Z of D65 white is 1.089.
        case .xyzD65, .xyzD50: return [.unit("x"), .unit("y"), .unit("z")]
        }
    }

    /// The RGB space it is, with its transfer function and primaries; nil for the other models.
    var rgb: RGBColorSpace? {
        switch self {
        case .srgb: .sRGB
        case .srgbLinear: .sRGBLinear
        case .displayP3: .displayP3
        case .a98RGB: .a98RGB
        case .prophotoRGB: .prophotoRGB
        case .rec2020: .rec2020
        default: nil
        }
    }
}

public struct TokenColorComponent: Hashable, Sendable {
    public let name: String
    public let lower: Double?
    public let upper: Double?
    public let upperIncluded: Bool

    init(name: String, lower: Double?, upper: Double?, upperIncluded: Bool = true) {
        (self.name, self.lower, self.upper, self.upperIncluded) = (name, lower, upper, upperIncluded)
    }

    static func unit(_ name: String) -> TokenColorComponent { TokenColorComponent(name: name, lower: 0, upper: 1) }

    /// Whether the value lies in the range; the lower bound is always included. Not finite is never inside.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, value < lower { return false }
        if let upper { return upperIncluded ? value <= upper : value < upper }
        return true
    }
}

/// A color as SwiftUI's `Color(_ colorSpace:red:green:blue:opacity:)` takes it: gamma-encoded components in sRGB, or in Display P3 when the color lies outside sRGB.
public struct DeviceColor: Hashable, Sendable {
    public enum Space: String, Hashable, Sendable {
        case sRGB, displayP3

        var rgb: RGBColorSpace { self == .sRGB ? .sRGB : .displayP3 }
    }

    public var space: Space
    public var red, green, blue, opacity: Double

    public init(space: Space = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        (self.space, self.red, self.green, self.blue, self.opacity) = (space, red, green, blue, opacity)
    }

    init(space: Space, _ rgb: ColorVector, opacity: Double) {
        self.init(space: space, red: rgb.x, green: rgb.y, blue: rgb.z, opacity: opacity)
    }

    /// The gamma-encoded components in `target`, unclipped (a P3 color outside sRGB has some outside [0, 1]).
    func components(in target: Space) -> ColorVector {
        let own = ColorVector(red, green, blue)
        return target == space ? own : target.rgb.encoded(fromXYZD65: space.rgb.xyzD65(fromEncoded: own))
    }

    /// "#RRGGBB" or "#RRGGBBAA" (opacity < 1) of the color in sRGB (P3 converted and clipped), for SVG and docs.
    public var hex: String {
        let rgb = components(in: .sRGB)
        var channels = [rgb.x, rgb.y, rgb.z]
        if opacity < 1 { channels.append(opacity) }
        return "#" + channels.map { channel in
            let byte = Int((ColorConversion.clipped(channel) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// WCAG 2.x relative luminance of the sRGB color (opacity ignored). A Display P3 color's is computed on its
    /// unclipped sRGB components, so it is the luminance the P3 color really has.
    public var relativeLuminance: Double {
        let rgb = components(in: .sRGB)
        let transfer = TransferFunction.srgb
        return 0.2126 * transfer.linear(rgb.x) + 0.7152 * transfer.linear(rgb.y) + 0.0722 * transfer.linear(rgb.z)
    }

    /// The color composited over an opaque background (source-over), for contrast of translucent colors.
    /// Composited on gamma-encoded components as browsers do, in sRGB, or in Display P3 when either color is
    /// in P3 (it holds sRGB); a translucent background is composited by the general source-over formula.
    public func over(_ background: DeviceColor) -> DeviceColor {
        let target: Space = space == background.space ? space : .displayP3
        let (alpha, backdrop) = (opacity, background.opacity * (1 - opacity))
        let total = alpha + backdrop
        guard total > 0 else { return DeviceColor(space: target, red: 0, green: 0, blue: 0, opacity: 0) }
        let mixed = (components(in: target) * alpha + background.components(in: target) * backdrop) / total
        return DeviceColor(space: target, ColorConversion.rounded(mixed), opacity: ColorConversion.rounded(total))
    }

    /// WCAG 2.x contrast ratio (1…21) between two opaque colors.
    public static func contrastRatio(_ a: DeviceColor, _ b: DeviceColor) -> Double {
        let (first, second) = (a.relativeLuminance, b.relativeLuminance)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}

public enum ColorConversion {
    /// How far (gamma-encoded) a channel may stray outside [0, 1] and still count as inside a gamut: the
    /// error of colors written with 4 decimals in another space.
    static let gamutEpsilon = 1e-4

    /// Converts a DTCG color (components nil where the file says "none", treated as 0 as CSS does for rendering) to a DeviceColor: sRGB when inside the sRGB gamut (with a tiny epsilon, 1e-4), else Display P3 when inside P3, else Display P3 clipped per channel to [0,1] (clipped = true, so the caller warns). Components rounded to 4 decimal places so generated code is stable.
    public static func deviceColor(_ space: TokenColorSpace, components: [Double?], alpha: Double) -> (color: DeviceColor, clipped: Bool) {
        let given = ColorVector((0..<3).map { index in index < components.count ? components[index] ?? 0 : 0 })
        let opacity = rounded(clipped(alpha))
        // sRGB-based and P3 colors keep their own numbers when they stay in their space: no round trip
        // through XYZ to shift a last decimal.
        let sRGB: ColorVector = switch space {
        case .srgb: given
        case .hsl: ColorModels.sRGB(fromHSL: given)
        case .hwb: ColorModels.sRGB(fromHWB: given)
        default: RGBColorSpace.sRGB.encoded(fromXYZD65: xyzD65(space, given))
        }
        if inGamut(sRGB) { return (DeviceColor(space: .sRGB, rounded(clipped(sRGB)), opacity: opacity), false) }
        let p3 = space == .displayP3 ? given : RGBColorSpace.displayP3.encoded(fromXYZD65: xyzD65(space, given))
        return (DeviceColor(space: .displayP3, rounded(clipped(p3)), opacity: opacity), !inGamut(p3))
    }

    /// Parses CSS hex notation: "#rgb", "#rgba", "#rrggbb", "#rrggbbaa" (case-insensitive); nil if malformed.
    public static func hex(_ text: String) -> DeviceColor? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count) else { return nil }
        var digits: [Int] = []
        for byte in bytes.dropFirst() {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
            digits.append(digit)
        }
        // One digit per channel stands for itself twice (#f80 = #ff8800).
        let channels = digits.count <= 4 ? digits.map { $0 * 17 }
            : stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        let values = channels.map { rounded(Double($0) / 255) }
        return DeviceColor(red: values[0], green: values[1], blue: values[2], opacity: values.count == 4 ? values[3] : 1)
    }

    /// Parses CSS `rgb(0, 0, 0)` and `rgba(0,0,0,0.16)`, as exports write shadows' colors: channels 0…255
    /// (or percentages), alpha 0…1 (or a percentage), commas or spaces (`rgb(0 0 0 / 16%)`); nil if malformed.
    public static func cssRGB(_ text: String) -> DeviceColor? {
        let body = text.trimmingWhitespace()
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")"), ["rgb", "rgba"].contains(body[..<open].lowercased()) else { return nil }
        let inside = body[body.index(after: open)..<body.index(before: body.endIndex)]
        let parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        func number(_ part: String, scale: Double) -> Double? {
            let percent = part.hasSuffix("%")
            guard let value = Double(percent ? String(part.dropLast()) : part), value.isFinite else { return nil }
            let fraction = percent ? value / 100 : value / scale
            return (0...1).contains(fraction) ? fraction : nil
        }
        guard let red = number(parts[0], scale: 255), let green = number(parts[1], scale: 255), let blue = number(parts[2], scale: 255),
              let alpha = parts.count == 4 ? number(parts[3], scale: 1) : 1 else { return nil }
        return DeviceColor(red: rounded(red), green: rounded(green), blue: rounded(blue), opacity: rounded(alpha))
    }

    /// The color in CIE XYZ with the D65 white point, where every conversion meets.
    static func xyzD65(_ space: TokenColorSpace, _ c: ColorVector) -> ColorVector {
        if let rgb = space.rgb { return rgb.xyzD65(fromEncoded: c) }
        return switch space {
        case .hsl: RGBColorSpace.sRGB.xyzD65(fromEncoded: ColorModels.sRGB(fromHSL: c))
        case .hwb: RGBColorSpace.sRGB.xyzD65(fromEncoded: ColorModels.sRGB(fromHWB: c))
        case .lab: ColorModels.d50ToD65(ColorModels.xyzD50(fromLab: c))
        case .lch: ColorModels.d50ToD65(ColorModels.xyzD50(fromLab: ColorModels.rectangular(fromPolar: c)))
        case .oklab: ColorModels.xyzD65(fromOKLab: c)
        case .oklch: ColorModels.xyzD65(fromOKLab: ColorModels.rectangular(fromPolar: c))
        case .xyzD50: ColorModels.d50ToD65(c)
        default: c // xyz-d65; the RGB spaces returned above
        }
    }

    /// The inverse of `xyzD65(_:_:)`: the color's components in `space`, unrounded and unclipped (a hue is
    /// 0 where the color has none).
    static func components(_ space: TokenColorSpace, fromXYZD65 xyz: ColorVector) -> ColorVector {
        if let rgb = space.rgb { return rgb.encoded(fromXYZD65: xyz) }
        return switch space {
        case .hsl: ColorModels.hsl(fromSRGB: RGBColorSpace.sRGB.encoded(fromXYZD65: xyz))
        case .hwb: ColorModels.hwb(fromSRGB: RGBColorSpace.sRGB.encoded(fromXYZD65: xyz))
        case .lab: ColorModels.lab(fromXYZD50: ColorModels.d65ToD50(xyz))
        case .lch: ColorModels.polar(fromRectangular: ColorModels.lab(fromXYZD50: ColorModels.d65ToD50(xyz)))
        case .oklab: ColorModels.okLab(fromXYZD65: xyz)
        case .oklch: ColorModels.polar(fromRectangular: ColorModels.okLab(fromXYZD65: xyz))
        case .xyzD50: ColorModels.d65ToD50(xyz)
        default: xyz // xyz-d65; the RGB spaces returned above
        }
    }

    static func inGamut(_ rgb: ColorVector) -> Bool {
        [rgb.x, rgb.y, rgb.z].allSatisfy { $0 >= -gamutEpsilon && $0 <= 1 + gamutEpsilon }
    }

    /// Clipped to [0, 1]; what is not a number (only from malformed input) becomes 0.
    static func clipped(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    static func clipped(_ rgb: ColorVector) -> ColorVector { ColorVector(clipped(rgb.x), clipped(rgb.y), clipped(rgb.z)) }

    /// To 4 decimal places; `+ 0` turns a -0.0 into 0 so it never prints as "-0.0".
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 + 0 }

    static func rounded(_ rgb: ColorVector) -> ColorVector { ColorVector(rounded(rgb.x), rounded(rgb.y), rounded(rgb.z)) }
}
