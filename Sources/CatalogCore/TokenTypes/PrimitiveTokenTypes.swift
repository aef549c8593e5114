// The Format's primitive types: one descriptor each (TokenTypeDescriptor).

enum ColorTokenType: TokenTypeDescriptor {
    static let name = "color"
    static let swiftType = SwiftType.named("SwiftUI.Color")
    static let notes = "every color space of the Color module converted at generation time: sRGB, or Display P3 outside it (clipped to P3 with a warning)"
    static let sample = #"{ "colorSpace": "srgb", "components": [0, 0.4, 1] }"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenColorValue? { parser.color(node) }
    static func expression(_ value: TokenColorValue, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.color(value.device) }
    static func words(_ value: TokenColorValue, remBase: Double) -> String { value.device.hex + (value.device.space == .displayP3 ? " (Display P3)" : "") }
    static func picture(_ value: TokenColorValue, remBase: Double) -> TokenPicture? {
        TokenPictures.document(width: 72, height: 40, TokenPictures.swatch(value.device, x: 0, width: 72, height: 40))
    }
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression? {
        SwiftExpression.call("RoundedRectangle", .init("cornerRadius", .number(6))).calling("fill", .unlabeled(token)).framedSquare
    }
}

enum DimensionTokenType: TokenTypeDescriptor {
    static let name = "dimension"
    static let swiftType = SwiftType.named("CGFloat")
    static let notes = "px as points, rem × `remBase` (16)"
    static let sample = #"{ "value": 8, "unit": "px" }"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenDimension? { parser.dimension(node) }
    static func expression(_ value: TokenDimension, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.points(value) }
    static func words(_ value: TokenDimension, remBase: Double) -> String {
        let points = TokenNumber.format(value.points(remBase: remBase))
        return value.unit == .rem ? "\(TokenNumber.format(value.value)) rem (\(points) pt)" : "\(points) pt"
    }
    static func picture(_ value: TokenDimension, remBase: Double) -> TokenPicture? {
        let points = value.points(remBase: remBase)
        return TokenPictures.bar(points, label: TokenPictures.number(points) + " pt")
    }
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression? {
        isVarying ? nil : SwiftExpression.call("Rectangle").calling("fill", .unlabeled(.member("Color", "accentColor")))
            .calling("frame", .init("width", .call("min", .unlabeled(token), .unlabeled(.number(240)))), .init("height", .number(8)))
    }
}

enum NumberTokenType: TokenTypeDescriptor {
    static let name = "number"
    static let swiftType = SwiftType.named("Double")
    static let notes = ""
    static let sample = #"1.5"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> Double? { parser.numberToken(node) }
    static func expression(_ value: Double, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.number(value) }
    static func words(_ value: Double, remBase: Double) -> String { TokenNumber.format(value) }
}

enum DurationTokenType: TokenTypeDescriptor {
    static let name = "duration"
    static let swiftType = SwiftType.named("Double")
    static let notes = "seconds"
    static let sample = #"{ "value": 150, "unit": "ms" }"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenDuration? { parser.duration(node) }
    static func expression(_ value: TokenDuration, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.number(value.seconds) }
    static func words(_ value: TokenDuration, remBase: Double) -> String {
        value.unit == .ms ? "\(TokenNumber.format(value.value)) ms" : "\(TokenNumber.format(value.value)) s"
    }
    // 1 point per 4 ms: 300 ms is 75 points.
    static func picture(_ value: TokenDuration, remBase: Double) -> TokenPicture? { TokenPictures.bar(value.seconds * 250, label: words(value, remBase: remBase)) }
}

/// `[x1, y1, x2, y2]`, x in [0, 1].
enum CubicBezierTokenType: TokenTypeDescriptor {
    static let name = "cubicBezier"
    static let swiftType = SwiftType.named("SwiftUI.UnitCurve")
    static let notes = "iOS 17"
    static let sample = #"[0.25, 0.1, 0.25, 1]"#
    static let needsIOS17 = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> [Double]? { parser.cubicBezier(node) }
    static func expression(_ value: [Double], _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.curve(value) }
    static func words(_ value: [Double], remBase: Double) -> String { "cubic-bezier(\(value.map(TokenNumber.format).joined(separator: ", ")))" }
    static func picture(_ value: [Double], remBase: Double) -> TokenPicture? { TokenPictures.curve(value) }
}

enum FontFamilyTokenType: TokenTypeDescriptor {
    static let name = "fontFamily"
    static let swiftType = SwiftType.string
    static let notes = "the first family"
    static let sample = #"["Inter", "system-ui"]"#
    static let isStoredConstant = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> [String]? { parser.fontFamily(node) }
    static func expression(_ value: [String], _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { .string(value.first ?? "") }
    static func words(_ value: [String], remBase: Double) -> String { value.joined(separator: ", ") }
    static func picture(_ value: [String], remBase: Double) -> TokenPicture? { TokenPictures.specimen(family: value, size: 20, weight: 400, tracking: 0) }
}

/// 1…1000 (a keyword is read as its number).
enum FontWeightTokenType: TokenTypeDescriptor {
    static let name = "fontWeight"
    static let swiftType = SwiftType.named("SwiftUI.Font.Weight")
    static let notes = "rounded to the nearest 100 (100 `ultraLight` … 900 and above `black`)"
    static let sample = #"600"#
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> Double? { parser.fontWeight(node) }
    static func expression(_ value: Double, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { .member("SwiftUI.Font.Weight", TokenExpressions.weight(value)) }
    static func words(_ value: Double, remBase: Double) -> String { "\(TokenNumber.format(value)) (\(TokenExpressions.weight(value)))" }
    static func picture(_ value: Double, remBase: Double) -> TokenPicture? { TokenPictures.specimen(family: [], size: 20, weight: value, tracking: 0) }
}
