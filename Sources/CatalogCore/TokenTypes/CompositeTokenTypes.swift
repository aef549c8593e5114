// The Format's composite types: one descriptor each (TokenTypeDescriptor).

enum StrokeStyleTokenType: TokenTypeDescriptor {
    static let name = "strokeStyle"
    static let swiftType = SwiftType.named("SwiftUI.StrokeStyle")
    static let notes = "`dashed` and `dotted` as dash patterns; other CSS styles solid"
    static let sample = #""dashed""#
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenStrokeStyle? { parser.strokeStyle(node) }
    static func expression(_ value: TokenStrokeStyle, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression { expressions.strokeStyle(value, width: 1) }
    static func words(_ value: TokenStrokeStyle, remBase: Double) -> String {
        switch value {
        case .keyword(let keyword): keyword
        case .dashes(let dashes, let cap): "dashes \(dashes.map { TokenNumber.format($0.points(remBase: remBase)) }.joined(separator: " ")) pt, \(cap) caps"
        }
    }
    static func picture(_ value: TokenStrokeStyle, remBase: Double) -> TokenPicture? {
        TokenPictures.document(width: 160, height: 16, "<line x1=\"4\" y1=\"8\" x2=\"156\" y2=\"8\" stroke=\"#3A3A3C\" stroke-width=\"3\""
                               + TokenPictures.dashes(value, width: 3, remBase: remBase) + "/>")
    }
}

enum GradientTokenType: TokenTypeDescriptor {
    static let name = "gradient"
    static let swiftType = SwiftType.named("SwiftUI.Gradient")
    static let notes = "stop positions clamped to 0…1"
    static let sample = #"[{ "color": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "position": 0 }, { "color": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "position": 1 }]"#
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> [TokenGradientStop]? { parser.gradient(node) }
    static func expression(_ value: [TokenGradientStop], _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        .call("SwiftUI.Gradient", .init("stops", .array(value.map {
            .call("SwiftUI.Gradient.Stop", .init("color", expressions.color($0.color.device)), .init("location", expressions.number($0.position)))
        })))
    }
    static func words(_ value: [TokenGradientStop], remBase: Double) -> String {
        value.map { "\($0.color.device.hex) at \(TokenNumber.format($0.position * 100))%" }.joined(separator: ", ")
    }
    static func picture(_ value: [TokenGradientStop], remBase: Double) -> TokenPicture? { TokenPictures.gradient(value) }
}

/// One layer or several, in order.
enum ShadowTokenType: TokenTypeDescriptor {
    static let name = "shadow"
    static let swiftType = SwiftType.array(.named("TokenShadow"))
    static let notes = "`radius` = blur / 2; `View.shadow(_:)` draws the first four layers; spread and `inset` warn"
    static let sample = #"{ "color": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
    static let valueType: TokenPlan.ValueType? = .shadow
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> [TokenShadowLayer]? { parser.shadow(node) }
    static func expression(_ value: [TokenShadowLayer], _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        .array(value.map {
            .call("TokenShadow", .init("color", expressions.color($0.color.device)), .init("x", expressions.points($0.offsetX)),
                  .init("y", expressions.points($0.offsetY)), .init("radius", expressions.number($0.blur.points(remBase: expressions.remBase) / 2)))
        })
    }
    static func words(_ value: [TokenShadowLayer], remBase: Double) -> String {
        let format = TokenNumber.format
        return value.map {
            "\($0.color.device.hex) \(format($0.offsetX.points(remBase: remBase)))×\(format($0.offsetY.points(remBase: remBase))) blur \(format($0.blur.points(remBase: remBase)))"
        }.joined(separator: "; ")
    }
    static func picture(_ value: [TokenShadowLayer], remBase: Double) -> TokenPicture? { TokenPictures.shadow(value, remBase: remBase) }
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression? {
        isVarying ? nil : SwiftExpression.call("RoundedRectangle", .init("cornerRadius", .number(8)))
            .calling("fill", .unlabeled(.member("Color", "white"))).framedSquare.calling("shadow", .unlabeled(token))
    }
}

enum BorderTokenType: TokenTypeDescriptor {
    static let name = "border"
    static let swiftType = SwiftType.named("TokenBorder")
    static let notes = "color, width, stroke style"
    static let sample = #"{ "color": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "width": { "value": 1, "unit": "px" }, "style": "solid" }"#
    static let valueType: TokenPlan.ValueType? = .border
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenBorder? { parser.border(node) }
    static func expression(_ value: TokenBorder, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        .call("TokenBorder", .init("color", expressions.color(value.color.device)), .init("width", expressions.points(value.width)),
              .init("style", expressions.strokeStyle(value.style, width: value.width.points(remBase: expressions.remBase))))
    }
    static func words(_ value: TokenBorder, remBase: Double) -> String {
        "\(TokenNumber.format(value.width.points(remBase: remBase))) pt \(StrokeStyleTokenType.words(value.style, remBase: remBase)) \(value.color.device.hex)"
    }
    static func picture(_ value: TokenBorder, remBase: Double) -> TokenPicture? { TokenPictures.border(value, remBase: remBase) }
}

enum TransitionTokenType: TokenTypeDescriptor {
    static let name = "transition"
    static let swiftType = SwiftType.named("TokenTransition")
    static let notes = "duration, delay, curve and its `animation`; iOS 17"
    static let sample = #"{ "duration": { "value": 150, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.25, 0.1, 0.25, 1] }"#
    static let valueType: TokenPlan.ValueType? = .transition
    static let needsIOS17 = true
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenTransitionValue? { parser.transition(node) }
    static func expression(_ value: TokenTransitionValue, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        .call("TokenTransition", .init("duration", expressions.number(value.duration.seconds)), .init("delay", expressions.number(value.delay.seconds)),
              .init("curve", expressions.curve(value.timingFunction)))
    }
    static func words(_ value: TokenTransitionValue, remBase: Double) -> String {
        "\(DurationTokenType.words(value.duration, remBase: remBase)) after \(DurationTokenType.words(value.delay, remBase: remBase)), \(CubicBezierTokenType.words(value.timingFunction, remBase: remBase))"
    }
    static func picture(_ value: TokenTransitionValue, remBase: Double) -> TokenPicture? { TokenPictures.curve(value.timingFunction) }
}

enum TypographyTokenType: TokenTypeDescriptor {
    static let name = "typography"
    static let swiftType = SwiftType.named("TokenTypography")
    static let notes = "`View.typography(_:)`; `system-ui`, `-apple-system` and `SF Pro…` mean the system font; scaled with Dynamic Type relative to `$extensions[\"dev.catalog\"].textStyle`, else the text style whose default size is nearest (one that varies with the Dynamic Type size is not: below)"
    static let sample = #"{ "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 600, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.25 }"#
    static let valueType: TokenPlan.ValueType? = .typography
    static func parse<R: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<R>) -> TokenTypographyValue? { parser.typography(node) }
    static func expression(_ value: TokenTypographyValue, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression {
        expressions.typography(value, extensions: extensions)
    }
    static func words(_ value: TokenTypographyValue, remBase: Double) -> String {
        let format = TokenNumber.format
        return "\(value.fontFamily.first ?? "system") \(format(value.fontSize.points(remBase: remBase))) pt, weight \(format(value.fontWeight)), line height \(format(value.lineHeight))×, tracking \(format(value.letterSpacing.points(remBase: remBase))) pt"
            + value.styles.words.map { ", " + $0 }.joined()
    }
    static func picture(_ value: TokenTypographyValue, remBase: Double) -> TokenPicture? {
        TokenPictures.specimen(family: value.fontFamily, size: value.fontSize.points(remBase: remBase), weight: value.fontWeight,
                               tracking: value.letterSpacing.points(remBase: remBase))
    }
    // A varying one too: its modifier reads the environment.
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression? {
        SwiftExpression.call("Text", .unlabeled(.string("Aa"))).calling("typography", .unlabeled(token))
    }
}
