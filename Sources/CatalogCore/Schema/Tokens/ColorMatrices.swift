// The arithmetic of CSS Color 4's sample code (§ 18 "Sample code for color conversions"): transfer
// functions, the matrices to and from CIE XYZ, Bradford adaptation and the Lab/LCH/OKLab/HSL/HWB models.
// Only the C math library, not Foundation, which CatalogCore does not otherwise import.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

typealias ColorVector = SIMD3<Double>

/// A 3×3 matrix applied to a column vector, written by rows as CSS Color 4 writes them.
struct ColorMatrix: Sendable {
    let r0, r1, r2: ColorVector

    init(_ r0: ColorVector, _ r1: ColorVector, _ r2: ColorVector) {
        (self.r0, self.r1, self.r2) = (r0, r1, r2)
    }

    func callAsFunction(_ v: ColorVector) -> ColorVector {
        ColorVector((r0 * v).sum(), (r1 * v).sum(), (r2 * v).sum())
    }

    /// The inverse, by cofactors: CSS's matrices from XYZ are the exact inverses of those to XYZ, so one is
    /// written and the other derived (in doubles, within a few units in the last place of CSS's; colors are
    /// rounded to four decimals long after).
    var inverse: ColorMatrix {
        func cross(_ a: ColorVector, _ b: ColorVector) -> ColorVector {
            ColorVector(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        // The columns of the inverse are the rows' pairwise cross products over the determinant.
        let (c0, c1, c2) = (cross(r1, r2), cross(r2, r0), cross(r0, r1))
        let determinant = (r0 * c0).sum()
        return ColorMatrix(ColorVector(c0.x, c1.x, c2.x) / determinant, ColorVector(c0.y, c1.y, c2.y) / determinant,
                           ColorVector(c0.z, c1.z, c2.z) / determinant)
    }
}

/// How an RGB space encodes its linear-light values. Each is extended to negative values by symmetry,
/// as CSS does, so colors outside a gamut convert without losing their sign.
enum TransferFunction: Sendable {
    case srgb, linear, a98, prophoto, rec2020

    /// Rec. 2020's constants (ITU-R BT.2020-2), at the precision CSS uses.
    private static let alpha = 1.09929682680944, beta = 0.018053968510807

    func linear(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1, magnitude = abs(value)
        switch self {
        case .srgb: return magnitude <= 0.04045 ? value / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .linear: return value
        case .a98: return sign * pow(magnitude, 563 / 256)
        case .prophoto: return magnitude <= 16 / 512 ? value / 16 : sign * pow(magnitude, 1.8)
        case .rec2020:
            let (a, b) = (Self.alpha, Self.beta)
            return magnitude < b * 4.5 ? value / 4.5 : sign * pow((magnitude + a - 1) / a, 1 / 0.45)
        }
    }

    func encoded(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1, magnitude = abs(value)
        switch self {
        case .srgb: return magnitude > 0.0031308 ? sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
        case .linear: return value
        case .a98: return sign * pow(magnitude, 256 / 563)
        case .prophoto: return magnitude >= 1 / 512 ? sign * pow(magnitude, 1 / 1.8) : 16 * value
        case .rec2020:
            let (a, b) = (Self.alpha, Self.beta)
            return magnitude > b ? sign * (a * pow(magnitude, 0.45) - (a - 1)) : 4.5 * value
        }
    }
}

/// An RGB color space: its transfer function and its primaries as matrices to and from XYZ (D65, or D50
/// for ProPhoto, adapted with Bradford so every conversion meets in XYZ D65).
struct RGBColorSpace: Sendable {
    let transfer: TransferFunction
    let toXYZ, fromXYZ: ColorMatrix
    let whiteIsD50: Bool

    init(transfer: TransferFunction, toXYZ: ColorMatrix, whiteIsD50: Bool = false) {
        (self.transfer, self.whiteIsD50, self.toXYZ, self.fromXYZ) = (transfer, whiteIsD50, toXYZ, toXYZ.inverse)
    }

    func xyzD65(fromEncoded rgb: ColorVector) -> ColorVector {
        let xyz = toXYZ(ColorVector(transfer.linear(rgb.x), transfer.linear(rgb.y), transfer.linear(rgb.z)))
        return whiteIsD50 ? ColorModels.d50ToD65(xyz) : xyz
    }

    func encoded(fromXYZD65 xyz: ColorVector) -> ColorVector {
        let linear = fromXYZ(whiteIsD50 ? ColorModels.d65ToD50(xyz) : xyz)
        return ColorVector(transfer.encoded(linear.x), transfer.encoded(linear.y), transfer.encoded(linear.z))
    }

    static let sRGB = RGBColorSpace(transfer: .srgb, toXYZ: sRGBToXYZ)
    static let sRGBLinear = RGBColorSpace(transfer: .linear, toXYZ: sRGBToXYZ)
    static let displayP3 = RGBColorSpace(transfer: .srgb, toXYZ: ColorMatrix([608311 / 1250200, 189793 / 714400, 198249 / 1000160],
                                                                             [35783 / 156275, 247089 / 357200, 198249 / 2500400],
                                                                             [0, 32229 / 714400, 5220557 / 5000800]))
    static let a98RGB = RGBColorSpace(transfer: .a98, toXYZ: ColorMatrix([573536 / 994567, 263643 / 1420810, 187206 / 994567],
                                                                         [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
                                                                         [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835]))
    static let prophotoRGB = RGBColorSpace(transfer: .prophoto,
                                           toXYZ: ColorMatrix([0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
                                                              [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
                                                              [0, 0, 0.82510460251046020]),
                                           whiteIsD50: true)
    static let rec2020 = RGBColorSpace(transfer: .rec2020, toXYZ: ColorMatrix([63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
                                                                              [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
                                                                              [0, 19567812 / 697040785, 295819943 / 278816314]))

    private static let sRGBToXYZ = ColorMatrix([506752 / 1228815, 87881 / 245763, 12673 / 70218],
                                               [87098 / 409605, 175762 / 245763, 12673 / 175545],
                                               [7918 / 409605, 87881 / 737289, 1001167 / 1053270])
}

/// The non-RGB models: CIE Lab (D50, as CSS defines `lab()`), OKLab (D65), their polar forms, HSL and HWB
/// (both over sRGB), and Bradford chromatic adaptation between D50 and D65.
enum ColorModels {
    static let d65ToD50 = ColorMatrix([1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
                                      [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
                                      [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371])
    static let d50ToD65 = ColorMatrix([0.955473421488075, -0.02309845494876471, 0.06325924320057072],
                                      [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
                                      [0.012314014864481998, -0.020507649298898964, 1.330365926242124])

    /// The D50 white point from its chromaticity (0.3457, 0.3585), Y = 1.
    static let d50White = ColorVector(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    private static let kappa = 24389.0 / 27, epsilon = 216.0 / 24389

    static func xyzD50(fromLab lab: ColorVector) -> ColorVector {
        let f1 = (lab.x + 16) / 116, f0 = lab.y / 500 + f1, f2 = f1 - lab.z / 200
        func inverse(_ f: Double) -> Double { f * f * f > epsilon ? f * f * f : (116 * f - 16) / kappa }
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        return ColorVector(inverse(f0), y, inverse(f2)) * d50White
    }

    static func lab(fromXYZD50 xyz: ColorVector) -> ColorVector {
        let scaled = xyz / d50White
        func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
        let (f0, f1, f2) = (f(scaled.x), f(scaled.y), f(scaled.z))
        return ColorVector(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }

    private static let xyzToLMS = ColorMatrix([0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
                                              [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
                                              [0.0481771893596242, 0.2642395317527308, 0.6335478284694309])
    private static let lmsToOKLab = ColorMatrix([0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
                                                [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
                                                [0.0259040424655478, 0.7827717124575296, -0.8086757548770674])
    private static let lmsToXYZ = ColorMatrix([1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
                                              [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
                                              [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816])
    private static let okLabToLMS = ColorMatrix([1, 0.3963377773761749, 0.2158037573099136],
                                                [1, -0.1055613458156586, -0.0638541728258133],
                                                [1, -0.0894841775298119, -1.2914855480194092])

    static func xyzD65(fromOKLab lab: ColorVector) -> ColorVector {
        let lms = okLabToLMS(lab)
        return lmsToXYZ(lms * lms * lms)
    }

    static func okLab(fromXYZD65 xyz: ColorVector) -> ColorVector {
        let lms = xyzToLMS(xyz)
        return lmsToOKLab(ColorVector(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    /// (lightness, chroma, hue in degrees) → (lightness, a, b): the polar form of Lab and OKLab.
    static func rectangular(fromPolar lch: ColorVector) -> ColorVector {
        let radians = lch.z * .pi / 180
        return ColorVector(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    static func polar(fromRectangular lab: ColorVector) -> ColorVector {
        ColorVector(lab.x, (lab.y * lab.y + lab.z * lab.z).squareRoot(), normalizedHue(atan2(lab.z, lab.y) * 180 / .pi))
    }

    /// A hue in [0, 360): CSS reads any angle, wrapping it.
    static func normalizedHue(_ degrees: Double) -> Double {
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// hsl(hue, saturation %, lightness %) → gamma-encoded sRGB, CSS Color 4's `hslToRgb`.
    static func sRGB(fromHSL hsl: ColorVector) -> ColorVector {
        let hue = normalizedHue(hsl.x), saturation = hsl.y / 100, lightness = hsl.z / 100
        let a = saturation * min(lightness, 1 - lightness)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return ColorVector(channel(0), channel(8), channel(4))
    }

    /// hwb(hue, whiteness %, blackness %) → gamma-encoded sRGB; whiteness and blackness adding to 100 % or
    /// more give the gray of their ratio.
    static func sRGB(fromHWB hwb: ColorVector) -> ColorVector {
        let white = hwb.y / 100, black = hwb.z / 100
        if white + black >= 1 { return ColorVector(repeating: white / (white + black)) }
        return sRGB(fromHSL: ColorVector(hwb.x, 100, 50)) * (1 - white - black) + white
    }

    /// Gamma-encoded sRGB → hsl (hue 0 when the color has none), CSS Color 4's `rgbToHsl`.
    static func hsl(fromSRGB rgb: ColorVector) -> ColorVector {
        let high = rgb.max(), low = rgb.min(), lightness = (high + low) / 2, delta = high - low
        guard delta != 0 else { return ColorVector(0, 0, lightness * 100) }
        var saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue = high == rgb.x ? (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            : high == rgb.y ? (rgb.z - rgb.x) / delta + 2 : (rgb.x - rgb.y) / delta + 4
        hue *= 60
        // Colors far outside sRGB can give a negative saturation: the opposite hue, positive.
        if saturation < 0 { hue += 180; saturation = -saturation }
        return ColorVector(normalizedHue(hue), saturation * 100, lightness * 100)
    }

    static func hwb(fromSRGB rgb: ColorVector) -> ColorVector {
        ColorVector(hsl(fromSRGB: rgb).x, rgb.min() * 100, (1 - rgb.max()) * 100)
    }
}
