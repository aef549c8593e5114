@testable import CatalogCore
import Testing

/// Color conversion of the DTCG Color module (issue 35). The reference values are colorjs.io's / CSS Color 4's,
/// recomputed independently with matrices derived from each space's primaries and white point (not the
/// constants of ColorMatrices.swift), e.g. sRGB red = lab(54.2905 80.8049 69.8910) = oklch(0.62796 0.25768 29.234).
@Suite struct ColorSpacesTests {
    /// The color in the expected device space, each channel within `tolerance`, and clipped as expected.
    private func expect(_ space: TokenColorSpace, _ components: [Double?], is device: DeviceColor.Space,
                        _ red: Double, _ green: Double, _ blue: Double, within tolerance: Double = 1e-3,
                        clipped: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (color, wasClipped) = ColorConversion.deviceColor(space, components: components, alpha: 1)
        #expect(color.space == device, "\(color)", sourceLocation: sourceLocation)
        #expect(wasClipped == clipped, "\(color)", sourceLocation: sourceLocation)
        let errors = [color.red - red, color.green - green, color.blue - blue].map(abs)
        #expect(errors.allSatisfy { $0 <= tolerance }, "\(color) is not (\(red), \(green), \(blue))", sourceLocation: sourceLocation)
    }

    @Test func srgbKeepsItsNumbersRoundedToFourDecimals() {
        let (color, clipped) = ColorConversion.deviceColor(.srgb, components: [0.123456, 0.5, 0.99999], alpha: 0.33333)
        #expect(color == DeviceColor(space: .sRGB, red: 0.1235, green: 0.5, blue: 1, opacity: 0.3333))
        #expect(!clipped)
        // Within the epsilon of the gamut: sRGB, clipped to it, not reported.
        #expect(ColorConversion.deviceColor(.srgb, components: [1.00005, -0.00005, 0], alpha: 1)
            == (DeviceColor(red: 1, green: 0, blue: 0), false))
        // Beyond it: an sRGB color out of range is a P3 color, clipped when it is out of P3 too.
        expect(.srgb, [1.2, 0, 0], is: .displayP3, 1, 0.2487, 0.1753, clipped: true)
    }

    /// The matrices from XYZ are derived by inverting those to XYZ: they meet CSS Color 4's published ones.
    @Test func derivedMatricesFromXYZAreCSSColor4s() {
        let published: [(RGBColorSpace, [[Double]])] = [
            (.sRGB, [[12831 / 3959, -329 / 214, -1974 / 3959], [-851781 / 878810, 1648619 / 878810, 36519 / 878810], [705 / 12673, -2585 / 12673, 705 / 667]]),
            (.displayP3, [[446124 / 178915, -333277 / 357830, -72051 / 178915], [-14852 / 17905, 63121 / 35810, 423 / 17905], [11844 / 330415, -50337 / 660830, 316169 / 330415]]),
            (.a98RGB, [[1829569 / 896150, -506331 / 896150, -308931 / 896150], [-851781 / 878810, 1648619 / 878810, 36519 / 878810], [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040]]),
            (.prophotoRGB, [[1.34578688164715830, -0.25557208737979464, -0.05110186497554526], [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139], [0, 0, 1.21196754563894520]]),
            (.rec2020, [[30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100], [-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200], [792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125]]),
        ]
        for (space, rows) in published {
            let derived = [space.fromXYZ.r0, space.fromXYZ.r1, space.fromXYZ.r2]
            for (row, expected) in zip(derived, rows) {
                #expect((0..<3).allSatisfy { abs(row[$0] - expected[$0]) < 1e-12 }, "\(row) is not \(expected)")
            }
        }
    }

    @Test func srgbLinear() {
        expect(.srgbLinear, [0.214041, 0.214041, 0.214041], is: .sRGB, 0.5, 0.5, 0.5, within: 1e-4)
        expect(.srgbLinear, [0.033105, 0.132868, 0.318547], is: .sRGB, 0.2, 0.4, 0.6, within: 1e-4)
        expect(.srgbLinear, [1, 1, 1], is: .sRGB, 1, 1, 1, within: 0)
    }

    @Test func hsl() {
        expect(.hsl, [120, 100, 50], is: .sRGB, 0, 1, 0, within: 0)
        expect(.hsl, [0, 100, 50], is: .sRGB, 1, 0, 0, within: 0)
        expect(.hsl, [30, 100, 50], is: .sRGB, 1, 0.5, 0, within: 0)
        expect(.hsl, [240, 100, 25], is: .sRGB, 0, 0, 0.5, within: 0)
        expect(.hsl, [210, 50, 40], is: .sRGB, 0.2, 0.4, 0.6, within: 1e-4)
        // "none" is 0, as the Color module's example says: white either way.
        expect(.hsl, [nil, 0, 100], is: .sRGB, 1, 1, 1, within: 0)
        // CSS wraps hues: 480° is 120°.
        expect(.hsl, [480, 100, 50], is: .sRGB, 0, 1, 0, within: 0)
    }

    @Test func hwb() {
        expect(.hwb, [0, 0, 0], is: .sRGB, 1, 0, 0, within: 0)
        expect(.hwb, [120, 20, 30], is: .sRGB, 0.2, 0.7, 0.2, within: 1e-9)
        expect(.hwb, [210, 20, 40], is: .sRGB, 0.2, 0.4, 0.6, within: 1e-4)
        // Whiteness and blackness adding to more than 100: the gray of their ratio.
        expect(.hwb, [90, 60, 60], is: .sRGB, 0.5, 0.5, 0.5, within: 0)
    }

    @Test func labIsD50() {
        expect(.lab, [54.2905, 80.8049, 69.891], is: .sRGB, 1, 0, 0)
        expect(.lab, [41.520824, -4.57309, -33.494195], is: .sRGB, 0.2, 0.4, 0.6)
        expect(.lab, [100, 0, 0], is: .sRGB, 1, 1, 1)
        // Red's Lab under D65 (the older convention) read as CSS's D50 Lab is another color, just outside sRGB.
        expect(.lab, [53.24, 80.09, 67.2], is: .displayP3, 0.9011, 0.1910, 0.1434)
    }

    @Test func lch() {
        expect(.lch, [54.2905, 106.8372, 40.8577], is: .sRGB, 1, 0, 0)
        expect(.lch, [41.520824, 33.804944, 262.225262], is: .sRGB, 0.2, 0.4, 0.6)
        // An achromatic color: its hue does not matter, "none" included.
        expect(.lch, [50, 0, nil], is: .sRGB, 0.4663, 0.4663, 0.4663)
        expect(.lch, [50, 0, 123], is: .sRGB, 0.4663, 0.4663, 0.4663)
    }

    @Test func oklab() {
        expect(.oklab, [0.627955, 0.224863, 0.125846], is: .sRGB, 1, 0, 0)
        expect(.oklab, [1, 0, 0], is: .sRGB, 1, 1, 1)
        expect(.oklab, [0, 0, 0], is: .sRGB, 0, 0, 0, within: 0)
    }

    @Test func oklch() {
        expect(.oklch, [0.628, 0.2577, 29.23], is: .sRGB, 1, 0, 0, within: 2e-3)
        // L 0.7 without chroma: Y = 0.7³ = 0.343, sRGB 1.055 × 0.343^(1/2.4) − 0.055.
        expect(.oklch, [0.7, 0, nil], is: .sRGB, 0.6205, 0.6205, 0.6205)
        // A green outside sRGB but inside Display P3.
        expect(.oklch, [0.84, 0.35, 145], is: .displayP3, 0.1969, 0.9786, 0.0993)
    }

    @Test func displayP3StaysP3OutsideSRGB() {
        expect(.displayP3, [1, 0, 0], is: .displayP3, 1, 0, 0, within: 0)
        expect(.displayP3, [0.917488, 0.200287, 0.138561], is: .sRGB, 1, 0, 0)
        expect(.displayP3, [0.249851, 0.39524, 0.584034], is: .sRGB, 0.2, 0.4, 0.6)
    }

    @Test func a98RGB() {
        // A98 RGB shares sRGB's red primary; its green lies outside Display P3.
        expect(.a98RGB, [0.858592, 0, 0], is: .sRGB, 1, 0, 0)
        expect(.a98RGB, [0.281432, 0.399405, 0.587887], is: .sRGB, 0.2, 0.4, 0.6)
        expect(.a98RGB, [0, 1, 0], is: .displayP3, 0, 0.9793, 0.1774, clipped: true)
    }

    @Test func prophotoRGBIsD50() {
        expect(.prophotoRGB, [0.702248, 0.275721, 0.103548], is: .sRGB, 1, 0, 0)
        expect(.prophotoRGB, [0.287661, 0.319552, 0.504538], is: .sRGB, 0.2, 0.4, 0.6)
        expect(.prophotoRGB, [1, 1, 1], is: .sRGB, 1, 1, 1)
        expect(.prophotoRGB, [1, 0, 0], is: .displayP3, 1, 0, 0.1024, clipped: true)
    }

    @Test func rec2020OutsideP3IsClipped() {
        expect(.rec2020, [0.791977, 0.230976, 0.073761], is: .sRGB, 1, 0, 0)
        expect(.rec2020, [0.250128, 0.336705, 0.537794], is: .sRGB, 0.2, 0.4, 0.6)
        // (1.1382, -0.2834, 0.0365) in P3, clipped per channel.
        expect(.rec2020, [1, 0, 0], is: .displayP3, 1, 0, 0.0365, clipped: true)
    }

    @Test func xyz() {
        expect(.xyzD65, [0.9505, 1, 1.089], is: .sRGB, 1, 1, 1)
        expect(.xyzD65, [0.118655, 0.125059, 0.319266], is: .sRGB, 0.2, 0.4, 0.6)
        expect(.xyzD50, [0.9643, 1, 0.8251], is: .sRGB, 1, 1, 1)
        expect(.xyzD50, [0.111187, 0.121927, 0.240834], is: .sRGB, 0.2, 0.4, 0.6)
        // D65 white read as D50 XYZ is bluish, not white.
        let bluish = ColorConversion.deviceColor(.xyzD50, components: [0.9505, 1, 1.089], alpha: 1).color
        #expect(bluish.blue > 1.0 - 1e-9 && bluish.red < 0.95)
    }

    /// Each space's inverse conversion and back gives the color again: the matrices to and from XYZ agree.
    @Test(arguments: TokenColorSpace.allCases) func roundTripsThroughEverySpace(_ space: TokenColorSpace) {
        let colors = [DeviceColor(red: 0.2, green: 0.4, blue: 0.6), DeviceColor(red: 0.9, green: 0.1, blue: 0.3),
                      DeviceColor(red: 0.05, green: 0.8, blue: 0.45), DeviceColor(red: 1, green: 1, blue: 1),
                      // Outside sRGB: the sRGB-based models (srgb, hsl, hwb) carry it as extended values.
                      DeviceColor(space: .displayP3, red: 1, green: 0, blue: 0),
                      DeviceColor(space: .displayP3, red: 0.1, green: 0.9, blue: 0.2)]
        for color in colors {
            let xyz = color.space.rgb.xyzD65(fromEncoded: ColorVector(color.red, color.green, color.blue))
            let components = ColorConversion.components(space, fromXYZD65: xyz)
            let back = ColorConversion.deviceColor(space, components: [components.x, components.y, components.z], alpha: 1)
            #expect(back == (color, false), "\(color) → \(space) \(components) → \(back.color)")
        }
    }

    @Test func componentRangesAreTheTables() {
        #expect(Set(TokenColorSpace.allCases.map(\.rawValue)) == ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab",
            "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"])
        #expect(TokenColorSpace.allCases.allSatisfy { $0.components.count == 3 })
        let hue = TokenColorSpace.hsl.components[0]
        #expect(hue == TokenColorComponent(name: "hue", lower: 0, upper: 360, upperIncluded: false))
        #expect(hue.contains(0) && hue.contains(359.99) && !hue.contains(360) && !hue.contains(-0.01))
        #expect(TokenColorSpace.hwb.components.map(\.name) == ["hue", "whiteness", "blackness"])
        let a = TokenColorSpace.lab.components[1]
        #expect(a.lower == nil && a.upper == nil && a.contains(-500) && a.contains(500) && !a.contains(.nan))
        let lightness = TokenColorSpace.lab.components[0]
        #expect(lightness.contains(100) && !lightness.contains(100.5))
        let chroma = TokenColorSpace.oklch.components[1]
        #expect(chroma.lower == 0 && chroma.upper == nil && chroma.contains(0.4) && !chroma.contains(-0.1) && !chroma.contains(.infinity))
        #expect(TokenColorSpace.oklab.components[0].upper == 1 && TokenColorSpace.lch.components[2] == hue)
        let red = TokenColorSpace.rec2020.components[0]
        #expect(red.name == "red" && red.contains(1) && !red.contains(1.0001))
        #expect(TokenColorSpace.xyzD50.components.map(\.name) == ["x", "y", "z"])
    }

    @Test func hexParsesTheFourLengths() {
        #expect(ColorConversion.hex("#fff") == DeviceColor(red: 1, green: 1, blue: 1))
        #expect(ColorConversion.hex("#F80") == DeviceColor(red: 1, green: 0.5333, blue: 0))
        #expect(ColorConversion.hex("#f808") == DeviceColor(red: 1, green: 0.5333, blue: 0, opacity: 0.5333))
        #expect(ColorConversion.hex("#336699") == DeviceColor(red: 0.2, green: 0.4, blue: 0.6))
        #expect(ColorConversion.hex("#33669980") == DeviceColor(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.502))
        #expect(ColorConversion.hex("#AbCdEf") == ColorConversion.hex("#abcdef"))
    }

    @Test(arguments: ["fff", "#", "#ff", "#fffff", "#fffffff", "#fffffffff", "#ggg", "#12345g", "# fff", "##fff",
                      "#fff ", "", "#+ff", "#ｆｆｆ", "#f\u{301}f", "#-1f"])
    func hexRejectsMalformed(_ text: String) {
        #expect(ColorConversion.hex(text) == nil)
    }

    @Test func hexWritesSRGBWithAlphaOnlyWhenTranslucent() {
        #expect(DeviceColor(red: 1, green: 0.5333, blue: 0).hex == "#ff8800")
        #expect(DeviceColor(red: 1, green: 0.5333, blue: 0, opacity: 0.5).hex == "#ff880080")
        #expect(DeviceColor(red: 0.0196, green: 0.0392, blue: 0.0588).hex == "#050a0f")
        // P3 red converted to sRGB (1.0931, -0.2267, -0.1501) and clipped.
        #expect(DeviceColor(space: .displayP3, red: 1, green: 0, blue: 0).hex == "#ff0000")
        #expect(DeviceColor(space: .displayP3, red: 0.917488, green: 0.200287, blue: 0.138561).hex == "#ff0000")
        for text in ["#000000", "#123456", "#abcdef", "#ffffff", "#7f7f7f80", "#00000001"] {
            #expect(ColorConversion.hex(text)?.hex == text)
        }
    }

    @Test func relativeLuminance() {
        #expect(DeviceColor(red: 1, green: 1, blue: 1).relativeLuminance == 1)
        #expect(DeviceColor(red: 0, green: 0, blue: 0).relativeLuminance == 0)
        #expect(abs(DeviceColor(red: 1, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-9)
        #expect(abs((ColorConversion.hex("#777")?.relativeLuminance ?? 0) - 0.18447) < 1e-4)
        // Opacity does not count.
        #expect(DeviceColor(red: 1, green: 1, blue: 1, opacity: 0.1).relativeLuminance == 1)
        // P3 red's own luminance (its Y, 0.2290), not that of the sRGB red it clips to.
        #expect(abs(DeviceColor(space: .displayP3, red: 1, green: 0, blue: 0).relativeLuminance - 0.2289) < 2e-4)
    }

    @Test func contrastRatio() {
        let (black, white) = (DeviceColor(red: 0, green: 0, blue: 0), DeviceColor(red: 1, green: 1, blue: 1))
        #expect(abs(DeviceColor.contrastRatio(black, white) - 21) < 1e-9)
        #expect(DeviceColor.contrastRatio(white, black) == DeviceColor.contrastRatio(black, white))
        #expect(DeviceColor.contrastRatio(white, white) == 1)
        let gray = ColorConversion.hex("#777")!
        #expect(abs(DeviceColor.contrastRatio(gray, white) - 4.48) < 0.005)
        #expect(abs(DeviceColor.contrastRatio(DeviceColor(red: 1, green: 0, blue: 0), white) - 3.998) < 0.001)
    }

    @Test func overCompositesSourceOver() {
        let white = DeviceColor(red: 1, green: 1, blue: 1)
        #expect(DeviceColor(red: 0, green: 0, blue: 0, opacity: 0.5).over(white) == DeviceColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(DeviceColor(red: 1, green: 0, blue: 0, opacity: 0.25).over(DeviceColor(red: 0, green: 0, blue: 1))
            == DeviceColor(red: 0.25, green: 0, blue: 0.75))
        let opaque = DeviceColor(red: 0.2, green: 0.4, blue: 0.6)
        #expect(opaque.over(white) == opaque)
        // Over a translucent backdrop: the general formula (alpha 0.5 + 0.5 × 0.5).
        #expect(DeviceColor(red: 1, green: 1, blue: 1, opacity: 0.5).over(DeviceColor(red: 0, green: 0, blue: 0, opacity: 0.5))
            == DeviceColor(red: 0.6667, green: 0.6667, blue: 0.6667, opacity: 0.75))
        #expect(DeviceColor(red: 1, green: 1, blue: 1, opacity: 0).over(DeviceColor(red: 1, green: 0, blue: 0, opacity: 0)).opacity == 0)
        // A P3 color over sRGB white is composited in P3 (white is (1, 1, 1) there too).
        #expect(DeviceColor(space: .displayP3, red: 1, green: 0, blue: 0, opacity: 0.5).over(white)
            == DeviceColor(space: .displayP3, red: 1, green: 0.5, blue: 0.5))
        // Contrast of a translucent text color: 50 % black over white is mid gray's.
        let text = DeviceColor(red: 0, green: 0, blue: 0, opacity: 0.5).over(white)
        #expect(abs(DeviceColor.contrastRatio(text, white) - 3.977) < 0.001)
    }
}
