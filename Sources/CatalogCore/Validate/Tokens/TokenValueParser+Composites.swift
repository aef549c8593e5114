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
        guard var fields = fields(node, "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], allowed: ["inset"]),
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
        if spread.value != 0 { warning("SwiftUI's shadow has no spread: the spread \(format(spread.value))\(spread.unit.rawValue) is dropped", at: spreadNode.location) }
        if inset { warning("SwiftUI's shadow(color:radius:x:y:) draws outside a view only: this inner shadow is drawn as an outer one", at: node.location) }
        return [TokenShadowLayer(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)]
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
        guard var fields = fields(node, "a typography value", required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]),
              let familyNode = fields.take("fontFamily"), let sizeNode = fields.take("fontSize"), let weightNode = fields.take("fontWeight"),
              let spacingNode = fields.take("letterSpacing"), let lineNode = fields.take("lineHeight"),
              let family = member(familyNode, FontFamilyTokenType.self),
              let size = member(sizeNode, DimensionTokenType.self),
              let weight = member(weightNode, FontWeightTokenType.self)
        else { return nil }
        guard size.value > 0 else {
            error("a font size must be positive", at: sizeNode.location)
            return nil
        }
        guard let spacing = letterSpacing(spacingNode, fontSize: size), let line = lineHeight(lineNode, fontSize: size) else { return nil }
        return TokenTypographyValue(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: line)
    }

    /// A dimension; `em` (common in exports) is accepted with a warning as em × the font size.
    private mutating func letterSpacing(_ node: YAMLNode, fontSize: TokenDimension) -> TokenDimension? {
        if var fields = plainFields(node), fields.entries["unit"].map({ describeScalar($0) == "em" }) == true,
           let valueNode = fields.take("value"), let em = number(valueNode, for: "letter spacing") {
            warning("letter spacing in 'em' is not a unit of the format (px, rem); read as \(format(em)) × the font size", at: node.location)
            return TokenDimension(em * fontSize.value, fontSize.unit)
        }
        return member(node, DimensionTokenType.self)
    }

    /// A number (a multiple of the font size); a dimension is accepted with a warning and divided by it.
    private mutating func lineHeight(_ node: YAMLNode, fontSize: TokenDimension) -> Double? {
        if plainFields(node)?.entries["unit"] != nil || isDimensionString(node) {
            guard let height = dimension(node) else { return nil }
            let multiple = height.points(remBase: 16) / fontSize.points(remBase: 16)
            warning("a line height given as a dimension; the format writes a multiple of the font size (read as \(format(multiple)))", at: node.location)
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
        if case .scalar(let text, .quoted) = node.kind, let (_, unit) = numberWithUnit(text) { return !unit.isEmpty }
        return false
    }
}
