/// A token's value as a Swift expression of its Swift type (SPEC "Design tokens": the mapping). SwiftUI's
/// types are always qualified, since groups named `color` or `font` are common.
struct TokenExpressions {
    let remBase: Double

    /// Its Swift value, through its type's descriptor (a typography's text style is read from `extensions`).
    func expression(_ value: TokenValue, extensions: YAMLNode? = nil) -> SwiftExpression {
        value.type.descriptor.expression(of: value, self, extensions: extensions) ?? .name("")
    }

    /// `SwiftUI.Color(.sRGB, red: 0, green: 0.4, blue: 1, opacity: 1)`.
    func color(_ color: DeviceColor) -> SwiftExpression {
        .call("SwiftUI.Color", .unlabeled(.member(nil, color.space.rawValue)), .init("red", number(color.red)), .init("green", number(color.green)),
              .init("blue", number(color.blue)), .init("opacity", number(color.opacity)))
    }

    /// `SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0, …)`: a context's value of a varying color.
    func resolved(_ color: DeviceColor) -> SwiftExpression {
        .call("SwiftUI.Color.Resolved", .init("colorSpace", .member(nil, color.space.rawValue)), .init("red", number(color.red)),
              .init("green", number(color.green)), .init("blue", number(color.blue)), .init("opacity", number(color.opacity)))
    }

    func typography(_ typography: TokenTypographyValue, extensions: YAMLNode?) -> SwiftExpression {
        let size = typography.fontSize.points(remBase: remBase)
        let family: SwiftExpression = Self.isSystemFont(typography.fontFamily.first) ? .nil : .string(typography.fontFamily[0])
        let style = Self.catalogTextStyle(extensions) ?? Self.nearestTextStyle(size)
        return .call(.name("TokenTypography"), [
            .init("family", family), .init("size", number(size)), .init("weight", .member("SwiftUI.Font.Weight", Self.weight(typography.fontWeight))),
            .init("lineHeight", number(typography.lineHeight)), .init("tracking", points(typography.letterSpacing)),
            .init("relativeTo", .member("SwiftUI.Font.TextStyle", style)),
        ] + styles(typography.styles))
    }

    /// The text styles that differ from the defaults, as trailing arguments.
    private func styles(_ styles: TokenTextStyles) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        if styles.italic { arguments.append(.init("italic", .bool(true))) }
        if styles.underline { arguments.append(.init("underline", .bool(true))) }
        if styles.strikethrough { arguments.append(.init("strikethrough", .bool(true))) }
        if let textCase = styles.textCase { arguments.append(.init("textCase", .member("SwiftUI.Text.Case", textCase.rawValue))) }
        return arguments
    }

    func curve(_ points: [Double]) -> SwiftExpression {
        .call(.member("SwiftUI.UnitCurve", "bezier"), [
            .init("startControlPoint", .call("SwiftUI.UnitPoint", .init("x", number(points[0])), .init("y", number(points[1])))),
            .init("endControlPoint", .call("SwiftUI.UnitPoint", .init("x", number(points[2])), .init("y", number(points[3])))),
        ])
    }

    /// Solid, or a dash pattern: `dashed` as 3 × 2 widths, `dotted` as round dots two widths apart; the
    /// other CSS styles (double, groove, …) draw solid, with a warning from validation.
    func strokeStyle(_ style: TokenStrokeStyle, width: Double) -> SwiftExpression {
        let lineWidth = SwiftArgument("lineWidth", number(width))
        return switch style {
        case .keyword("dashed"): .call("SwiftUI.StrokeStyle", lineWidth, .init("dash", .array([number(width * 3), number(width * 2)])))
        case .keyword("dotted"):
            .call("SwiftUI.StrokeStyle", lineWidth, .init("lineCap", .member(nil, "round")), .init("dash", .array([.number(0), number(width * 2)])))
        case .keyword: .call("SwiftUI.StrokeStyle", lineWidth)
        case .dashes(let dashes, let cap):
            .call("SwiftUI.StrokeStyle", lineWidth, .init("lineCap", .member(nil, cap)), .init("dash", .array(dashes.map(points))))
        }
    }

    func points(_ dimension: TokenDimension) -> SwiftExpression { number(dimension.points(remBase: remBase)) }

    func number(_ value: Double) -> SwiftExpression {
        // Four decimals: a value converted from another unit or color space prints the same on every run.
        .number((value * 10_000).rounded() / 10_000)
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
