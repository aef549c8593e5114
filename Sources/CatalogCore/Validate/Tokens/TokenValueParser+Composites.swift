// The composite types of the Format module: each member is a value of its own type, or a reference to one.
extension TokenValueParser {
    mutating func strokeStyle(_ node: YAMLNode) -> TokenStrokeStyle? {
        if case .scalar(let text, _) = node.kind {
            guard TokenStrokeStyle.keywords.contains(text) else {
                let hint = Suggestions.closest(to: text, among: TokenStrokeStyle.keywords).map { "; did you mean '\($0)'?" }
                error("'\(text)' is not a stroke style" + (hint ?? " (\(TokenStrokeStyle.keywords.joined(separator: ", ")))"), at: node.location)
                return nil
            }
            return .keyword(text)
        }
        guard var fields = fields(node, "a stroke style", required: ["dashArray", "lineCap"]),
              let dashNode = fields.take("dashArray"), let capNode = fields.take("lineCap") else { return nil }
        guard case .sequence(let items) = dashNode.kind, !items.isEmpty else {
            error("'dashArray' is a non-empty list of dimensions, found \(describe(dashNode))", at: dashNode.location)
            return nil
        }
        var dashes: [TokenDimension] = []
        for item in items {
            guard let dash = member(item, DimensionTokenType.self) else { return nil }
            dashes.append(dash)
        }
        guard case .scalar(let cap, _) = capNode.kind, TokenStrokeStyle.lineCaps.contains(cap) else {
            error("'lineCap' is round, butt or square, found \(describe(capNode))", at: capNode.location)
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    mutating func border(_ node: YAMLNode) -> TokenBorder? {
        guard var fields = fields(node, "a border", required: ["color", "width", "style"]),
              let colorNode = fields.take("color"), let widthNode = fields.take("width"), let styleNode = fields.take("style"),
              let color = member(colorNode, ColorTokenType.self),
              let width = member(widthNode, DimensionTokenType.self),
              let style = member(styleNode, StrokeStyleTokenType.self)
        else { return nil }
        return TokenBorder(color: color, width: width, style: style)
    }

    mutating func transition(_ node: YAMLNode) -> TokenTransitionValue? {
        guard var fields = fields(node, "a transition", required: ["duration", "delay", "timingFunction"]),
              let durationNode = fields.take("duration"), let delayNode = fields.take("delay"), let curveNode = fields.take("timingFunction"),
              let duration = member(durationNode, DurationTokenType.self),
              let delay = member(delayNode, DurationTokenType.self),
              let curve = member(curveNode, CubicBezierTokenType.self)
        else { return nil }
        return TokenTransitionValue(duration: duration, delay: delay, timingFunction: curve)
    }

    mutating func shadow(_ node: YAMLNode) -> [TokenShadowLayer]? {
        if case .sequence(let items) = node.kind {
            guard !items.isEmpty else {
                error("a shadow list needs at least one shadow", at: node.location)
                return nil
            }
            var layers: [TokenShadowLayer] = []
            for item in items {
                // A layer may itself be a reference to a shadow token (of one or more layers).
                guard let more = member(item, ShadowTokenType.self) else { return nil }
                layers += more
            }
            return layers
        }
        guard var fields = fields(studioShadow(node), "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], allowed: ["inset"]),
              let colorNode = fields.take("color"), let xNode = fields.take("offsetX"), let yNode = fields.take("offsetY"),
              let blurNode = fields.take("blur"), let spreadNode = fields.take("spread"),
              let color = member(colorNode, ColorTokenType.self),
              let x = member(xNode, DimensionTokenType.self),
              let y = member(yNode, DimensionTokenType.self),
              let blur = member(blurNode, DimensionTokenType.self),
              let spread = member(spreadNode, DimensionTokenType.self)
        else { return nil }
        var inset = false
        if let insetNode = fields.take("inset") {
            switch insetNode.kind {
            case .scalar("true", .plain): inset = true
            case .scalar("false", .plain): inset = false
            default:
                error("'inset' is true or false, found \(describe(insetNode))", at: insetNode.location)
                return nil
            }
        }
        if blur.value < 0 { error("a shadow's blur cannot be negative", at: blurNode.location); return nil }
        if spread.value != 0 { deviation(.shadowSpread, "SwiftUI's shadow has no spread: the spread \(format(spread.value))\(spread.unit.rawValue) is dropped", at: spreadNode.location) }
        if inset { deviation(.insetShadow, "SwiftUI's shadow(color:radius:x:y:) draws outside a view only: this inner shadow is drawn as an outer one", at: node.location) }
        return [TokenShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)]
    }

    /// Tokens Studio's `boxShadow` fields (`x`, `y`, `type: dropShadow | innerShadow`) as the Format's, with a warning.
    private mutating func studioShadow(_ node: YAMLNode) -> YAMLNode {
        guard case .mapping(let pairs) = node.kind,
              pairs.contains(where: { ["x", "y", "type"].contains(describeScalar($0.key)) }) else { return node }
        deviation(.tokensStudio, "a shadow in Tokens Studio's fields (x, y, type); read as the format's offsetX, offsetY, inset", at: node.location)
        let renamed = pairs.map { pair -> (key: YAMLNode, value: YAMLNode) in
            switch describeScalar(pair.key) {
            case "x": return (YAMLNode(.scalar("offsetX", .quoted), at: pair.key.location), pair.value)
            case "y": return (YAMLNode(.scalar("offsetY", .quoted), at: pair.key.location), pair.value)
            case "type":
                let inset = describeScalar(pair.value) == "innerShadow"
                return (YAMLNode(.scalar("inset", .quoted), at: pair.key.location), YAMLNode(.scalar(inset ? "true" : "false", .plain), at: pair.value.location))
            default: return pair
            }
        }
        return YAMLNode(.mapping(renamed), at: node.location)
    }

    mutating func gradient(_ node: YAMLNode) -> [TokenGradientStop]? {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            error("a gradient is a list of stops ({ \"color\": …, \"position\": 0…1 }), found \(describe(node))", at: node.location)
            return nil
        }
        var stops: [TokenGradientStop] = []
        for item in items {
            guard var fields = fields(item, "a gradient stop", required: ["color", "position"]),
                  let colorNode = fields.take("color"), let positionNode = fields.take("position"),
                  let color = member(colorNode, ColorTokenType.self),
                  let position = member(positionNode, NumberTokenType.self)
            else { return nil }
            stops.append(TokenGradientStop(color: color, position: min(1, max(0, position))))
        }
        return stops
    }

    mutating func typography(_ node: YAMLNode) -> TokenTypographyValue? {
        guard var fields = typographyFields(node), let sizeNode = fields.take("fontSize"),
              let size = member(sizeNode, DimensionTokenType.self) else { return nil }
        guard size.value > 0 else {
            error("a font size must be positive", at: sizeNode.location)
            return nil
        }
        // Exports leave out what is the default (Tokens Studio's Figma styles often have no letter spacing).
        let missing = ["fontFamily", "fontWeight", "letterSpacing", "lineHeight"].filter { fields.entries[$0] == nil }
        if !missing.isEmpty {
            deviation(.typographyDefault, "a typography value without \(missing.joined(separator: ", ")); read as the defaults (the system font, weight 400, no letter spacing, line height normal: 1)", at: node.location)
        }
        let family = fields.take("fontFamily").map { member($0, FontFamilyTokenType.self) } ?? []
        let weight = fields.take("fontWeight").map { member($0, FontWeightTokenType.self) } ?? 400
        let spacing = fields.take("letterSpacing").map { letterSpacing($0, fontSize: size) } ?? TokenDimension(0, .px)
        let line = fields.take("lineHeight").map { lineHeight($0, fontSize: size) } ?? TypographyFields.normalLineHeight
        guard let family, let weight, let spacing, let line else { return nil }
        var value = TokenTypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: line)
        value.styles = textStyles(&fields)
        return value
    }


    /// The Format's five fields and the CSS text styles SwiftUI applies; Tokens Studio's plural names read as
    /// the Format's, and any other field ignored, each with a warning (SPEC revision 5).
    private mutating func typographyFields(_ node: YAMLNode) -> ObjectFields? {
        guard case .mapping(let pairs) = node.kind else { return fields(node, "a typography value", required: TypographyFields.format) }
        let plurals = ["fontFamilies": "fontFamily", "fontWeights": "fontWeight", "fontSizes": "fontSize", "lineHeights": "lineHeight"]
        var kept: [(key: YAMLNode, value: YAMLNode)] = []
        for (key, value) in pairs {
            guard case .scalar(let name, let style) = key.kind else { continue }
            if let singular = plurals[name] {
                deviation(.tokensStudio, "'\(name)' is Tokens Studio's name for the typography field '\(singular)'; read as it", at: key.location)
                kept.append((YAMLNode(.scalar(singular, style), at: key.location), value))
            } else if TypographyFields.format.contains(name) || TypographyFields.textStyles.contains(name) {
                kept.append((key, value))
            } else {
                deviation(.typographyField, "'\(name)' is not a typography field SwiftUI can apply (the Format's five, fontStyle, textDecoration, textTransform); ignored", at: key.location)
            }
        }
        return fields(YAMLNode(.mapping(kept), at: node.location), "a typography value", required: ["fontSize"],
                      allowed: TypographyFields.format.filter { $0 != "fontSize" } + TypographyFields.textStyles)
    }

    /// `fontStyle: italic`, `textDecoration: underline | line-through`, `textTransform` (or Tokens Studio's
    /// `textCase`) `uppercase | lowercase`; another value of theirs is ignored with a warning.
    private mutating func textStyles(_ fields: inout ObjectFields) -> TokenTextStyles {
        var styles = TokenTextStyles()
        for name in TypographyFields.textStyles {
            guard let node = fields.take(name) else { continue }
            let value = describeScalar(node).lowercased()
            switch (name, value) {
            case ("fontStyle", "italic"), ("fontStyle", "oblique"): styles.italic = true
            case ("textDecoration", "underline"): styles.underline = true
            case ("textDecoration", "line-through"), ("textDecoration", "strikethrough"): styles.strikethrough = true
            case ("textTransform", "uppercase"), ("textCase", "uppercase"): styles.textCase = .uppercase
            case ("textTransform", "lowercase"), ("textCase", "lowercase"): styles.textCase = .lowercase
            case (_, "normal"), (_, "none"): break
            default:
                deviation(.typographyField, "\(name) \(describe(node)) has no reading in SwiftUI (italic; underline, line-through; uppercase, lowercase); ignored", at: node.location)
            }
        }
        return styles
    }

    /// A dimension; `em` and `%` (common in exports) are accepted with a warning as fractions of the font size.
    private mutating func letterSpacing(_ node: YAMLNode, fontSize: TokenDimension) -> TokenDimension? {
        var relative: (value: Double, unit: String)?
        if var fields = plainFields(node), let unit = fields.entries["unit"].map(describeScalar), unit == "em" || unit == "%",
           let valueNode = fields.take("value"), let value = number(valueNode, for: "letter spacing") {
            relative = (value, unit)
        } else if case .scalar(let text, .quoted) = node.kind, let (value, unit) = numberWithUnit(text), unit == "em" || unit == "%" {
            relative = (value, unit)
        }
        guard let (value, unit) = relative else { return member(node, DimensionTokenType.self) }
        let fraction = unit == "%" ? value / 100 : value
        deviation(.emLetterSpacing, "letter spacing in '\(unit)' is not a unit of the format (px, rem); read as \(format(fraction)) × the font size", at: node.location)
        return TokenDimension(fraction * fontSize.value, fontSize.unit)
    }

    /// A number (a multiple of the font size); a dimension is accepted with a warning and divided by it.
    private mutating func lineHeight(_ node: YAMLNode, fontSize: TokenDimension) -> Double? {
        if case .scalar(let text, .quoted) = node.kind, ["normal", "auto"].contains(text.lowercased()) {
            deviation(.lineHeightDimension, "line height '\(text)' is the font's own; read as 1 (no added line spacing)", at: node.location)
            return TypographyFields.normalLineHeight
        }
        if plainFields(node)?.entries["unit"] != nil || isDimensionString(node) {
            guard let height = dimension(node) else { return nil }
            let multiple = height.points(remBase: 16) / fontSize.points(remBase: 16)
            deviation(.lineHeightDimension, "a line height given as a dimension; the format writes a multiple of the font size (read as \(format(multiple)))", at: node.location)
            return multiple
        }
        guard let multiple = member(node, NumberTokenType.self) else { return nil }
        guard multiple > 0 else {
            error("a line height must be positive", at: node.location)
            return nil
        }
        if multiple < 1 { warning("line height \(format(multiple)) is smaller than the font size: lines will overlap", at: node.location) }
        return multiple
    }

    private func isDimensionString(_ node: YAMLNode) -> Bool {
        if case .scalar(let text, .quoted) = node.kind, let (_, unit) = numberWithUnit(text) { return !unit.isEmpty && unit != "%" }
        return false
    }
}

/// A typography value's fields: the Format's five, and the CSS text styles exports add.
enum TypographyFields {
    static let format = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    static let textStyles = ["fontStyle", "textDecoration", "textTransform", "textCase"]
    /// `normal`: the font's own line height, no spacing added.
    static let normalLineHeight = 1.0
}
