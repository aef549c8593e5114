/// A token's value as a Swift expression of its Swift type (SPEC "Design tokens": the mapping). SwiftUI's
/// types are always qualified, since groups named `color` or `font` are common.
struct TokenExpressions {
    let remBase: Double

    /// Its Swift value, through its type's descriptor (a typography's text style is read from `extensions`).
    func expression(_ value: TokenValue, extensions: YAMLNode? = nil) -> String {
        value.type.descriptor.expression(of: value, self, extensions: extensions) ?? ""
    }

    /// `SwiftUI.Color(.sRGB, red: 0, green: 0.4, blue: 1, opacity: 1)`.
    func color(_ color: DeviceColor) -> String {
        "SwiftUI.Color(.\(color.space.rawValue), red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), opacity: \(number(color.opacity)))"
    }

    /// `SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0, …)`: a context's value of a varying color.
    func resolved(_ color: DeviceColor) -> String {
        "SwiftUI.Color.Resolved(colorSpace: .\(color.space.rawValue), red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), opacity: \(number(color.opacity)))"
    }

    func typography(_ typography: TokenTypographyValue, extensions: YAMLNode?) -> String {
        let size = typography.fontSize.points(remBase: remBase)
        let family = Self.isSystemFont(typography.fontFamily.first) ? "nil" : SwiftNames.stringLiteral(typography.fontFamily[0])
        let style = Self.catalogTextStyle(extensions) ?? Self.nearestTextStyle(size)
        return "TokenTypography(family: \(family), size: \(number(size)), weight: SwiftUI.Font.Weight.\(Self.weight(typography.fontWeight)), lineHeight: \(number(typography.lineHeight)), tracking: \(points(typography.letterSpacing)), relativeTo: SwiftUI.Font.TextStyle.\(style))"
    }

    func curve(_ points: [Double]) -> String {
        "SwiftUI.UnitCurve.bezier(startControlPoint: SwiftUI.UnitPoint(x: \(number(points[0])), y: \(number(points[1]))), endControlPoint: SwiftUI.UnitPoint(x: \(number(points[2])), y: \(number(points[3]))))"
    }

    /// Solid, or a dash pattern: `dashed` as 3 × 2 widths, `dotted` as round dots two widths apart; the
    /// other CSS styles (double, groove, …) draw solid, with a warning from validation.
    func strokeStyle(_ style: TokenStrokeStyle, width: Double) -> String {
        switch style {
        case .keyword("dashed"): "SwiftUI.StrokeStyle(lineWidth: \(number(width)), dash: [\(number(width * 3)), \(number(width * 2))])"
        case .keyword("dotted"): "SwiftUI.StrokeStyle(lineWidth: \(number(width)), lineCap: .round, dash: [0, \(number(width * 2))])"
        case .keyword: "SwiftUI.StrokeStyle(lineWidth: \(number(width)))"
        case .dashes(let dashes, let cap):
            "SwiftUI.StrokeStyle(lineWidth: \(number(width)), lineCap: .\(cap), dash: [\(dashes.map(points).joined(separator: ", "))])"
        }
    }

    func points(_ dimension: TokenDimension) -> String { number(dimension.points(remBase: remBase)) }

    func number(_ value: Double) -> String {
        // Four decimals: a value converted from another unit or color space prints the same on every run.
        TokenNumber.format((value * 10_000).rounded() / 10_000)
    }

    /// 100 ultraLight … 900 and above black, rounded to the nearest 100.
    static func weight(_ weight: Double) -> String {
        let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        let index = Int((weight / 100).rounded()) - 1
        return names[min(max(index, 0), names.count - 1)]
    }

    static func isSystemFont(_ family: String?) -> Bool {
        guard let family else { return true }
        return family == "system-ui" || family == "-apple-system" || family.hasPrefix("SF Pro") || family == "BlinkMacSystemFont"
    }

    /// iOS's default sizes of the text styles, largest first; on a tie the later (body over headline) wins.
    static let textStyles: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    static func nearestTextStyle(_ size: Double) -> String {
        var best = textStyles[0]
        for style in textStyles where abs(style.size - size) <= abs(best.size - size) { best = style }
        return best.name
    }

    /// `$extensions["dev.catalog"].textStyle`.
    static func catalogTextStyle(_ extensions: YAMLNode?) -> String? {
        guard case .scalar(let name, _)? = TokenExtensions.catalogField("textStyle", in: extensions)?.kind,
              textStyles.contains(where: { $0.name == name }) else { return nil }
        return name
    }
}
