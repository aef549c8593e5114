// TEMPORARY: replaced by the colorspaces branch's ColorSpaces.swift.
public enum TokenColorSpace: String, CaseIterable, Hashable, Sendable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch, displayP3 = "display-p3",
         a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020, xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"
    public var components: [TokenColorComponent] {
        self == .srgb ? ["red", "green", "blue"].map { TokenColorComponent(name: $0, lower: 0, upper: 1, upperIncluded: true) }
            : ["a", "b", "c"].map { TokenColorComponent(name: $0, lower: nil, upper: nil, upperIncluded: true) }
    }
}
public struct TokenColorComponent: Hashable, Sendable {
    public let name: String; public let lower: Double?; public let upper: Double?; public let upperIncluded: Bool
    public func contains(_ value: Double) -> Bool {
        if let lower, value < lower { return false }
        if let upper, upperIncluded ? value > upper : value >= upper { return false }
        return true
    }
}
public struct DeviceColor: Hashable, Sendable {
    public enum Space: String, Hashable, Sendable { case sRGB, displayP3 }
    public var space: Space; public var red, green, blue, opacity: Double
    public init(space: Space = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.space = space; self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }
    public var hex: String { "#000000" }
    public var relativeLuminance: Double { 0 }
    public func over(_ background: DeviceColor) -> DeviceColor { self }
    public static func contrastRatio(_ a: DeviceColor, _ b: DeviceColor) -> Double { 1 }
}
public enum ColorConversion {
    public static func deviceColor(_ space: TokenColorSpace, components: [Double?], alpha: Double) -> (color: DeviceColor, clipped: Bool) {
        (DeviceColor(red: components[0] ?? 0, green: components[1] ?? 0, blue: components[2] ?? 0, opacity: alpha), false)
    }
    public static func hex(_ text: String) -> DeviceColor? { nil }
}
