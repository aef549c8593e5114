/// A token's value drawn as a small SVG for the reference (no SwiftUI rendering): a color swatch (on a
/// checkerboard when translucent), a gradient bar, a dimension bar, a type specimen, a shadow under a card,
/// a stroke, a border, a cubic-bezier curve. Deterministic (numbers rounded to 2 decimals, fixed ids), and
/// every author string escaped for XML. `TokenGroupPicture` places them in one document per group.
enum TokenPictures {
    /// nil: a type with nothing to draw (a plain number).
    static func picture(_ value: TokenValue, remBase: Double) -> TokenPicture? { value.type.descriptor.picture(of: value, remBase: remBase) }

    // MARK: - Pictures

    private static let outline = " stroke=\"#8E8E93\" stroke-opacity=\"0.5\""

    /// A filled rectangle, over a checkerboard when the color is translucent (so its alpha shows).
    static func swatch(_ color: DeviceColor, x: Double, width: Double, height: Double) -> String {
        (color.opacity < 1 ? checkerboard(width: width, height: height) : "")
            + rect(x, 0, width, height, radius: 6, "fill=\"\(opaqueHex(color))\"" + opacity("fill-opacity", color) + outline)
    }

    static func checkerboard(width: Double, height: Double) -> String {
        "<defs><pattern id=\"checker\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\"><rect width=\"12\" height=\"12\" fill=\"#FFFFFF\"/>"
            + "<rect width=\"6\" height=\"6\" fill=\"#C7C7CC\"/><rect x=\"6\" y=\"6\" width=\"6\" height=\"6\" fill=\"#C7C7CC\"/></pattern></defs>"
            + rect(0, 0, width, height, radius: 6, "fill=\"url(#checker)\"")
    }

    /// A bar as long as the value (capped at 320 so a 999 pt radius still fits), with the value written.
    static func bar(_ length: Double, label: String) -> TokenPicture {
        let shown = clamp(length, 1, 320)
        return document(width: 480, height: 24, rect(0, 6, shown, 12, radius: 2, "fill=\"#007AFF\"")
                        + "<text x=\"\(number(shown + 6))\" y=\"17\" font-family=\"-apple-system, system-ui, sans-serif\" font-size=\"12\" fill=\"#3A3A3C\">"
                        + escaped(label) + (length > 320 ? " (not to scale)" : "") + "</text>")
    }

    /// "Ag The quick brown fox" in the font, on a light panel so it reads on a dark page too.
    static func specimen(family: [String], size: Double, weight: Double, tracking: Double) -> TokenPicture {
        let size = clamp(size, 6, 72)
        let height = (size * 1.6).rounded()
        let fonts = (family.filter { !TokenExpressions.isSystemFont($0) } + ["-apple-system", "system-ui", "sans-serif"])
            .map { $0.contains(" ") || $0.contains(",") ? "'\($0.filter { $0 != "'" })'" : $0 }.joined(separator: ", ")
        return document(width: 400, height: height, rect(0, 0, 400, height, radius: 6, "fill=\"#FFFFFF\"" + outline)
                        + "<text x=\"10\" y=\"\(number((height + size * 0.7) / 2))\" font-family=\"\(escaped(fonts))\" font-size=\"\(number(size))\""
                        + " font-weight=\"\(number(weight))\" letter-spacing=\"\(number(tracking))\" fill=\"#1C1C1E\">Ag The quick brown fox</text>")
    }

    /// A bar of the stops, over a checkerboard when a stop is translucent.
    static func gradient(_ stops: [TokenGradientStop]) -> TokenPicture {
        let translucent = stops.contains { $0.color.device.opacity < 1 }
        let defs = "<linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">" + stops.map { stop in
            "<stop offset=\"\(number(stop.position))\" stop-color=\"\(opaqueHex(stop.color.device))\"" + opacity("stop-opacity", stop.color.device) + "/>"
        }.joined() + "</linearGradient>"
        return document(width: 160, height: 40, (translucent ? checkerboard(width: 160, height: 40) : "") + "<defs>\(defs)</defs>" + rect(0, 0, 160, 40, radius: 6, "fill=\"url(#g)\"" + outline))
    }

    /// A rounded rectangle drawn with the border.
    static func border(_ border: TokenBorder, remBase: Double) -> TokenPicture {
        let width = clamp(border.width.points(remBase: remBase), 0.5, 12)
        return document(width: 96, height: 48, rect(width / 2, width / 2, 96 - width, 48 - width, radius: 6,
                                                    "fill=\"none\" stroke=\"\(opaqueHex(border.color.device))\"" + opacity("stroke-opacity", border.color.device)
                                                    + " stroke-width=\"\(number(width))\"" + dashes(border.style, width: width, remBase: remBase)))
    }

    /// A white card with the layers as drop shadows (inset ones inside it), on a light gray panel.
    static func shadow(_ layers: [TokenShadowLayer], remBase: Double) -> TokenPicture {
        var filters = ""
        for (index, layer) in layers.enumerated() {
            let (dx, dy) = (layer.offsetX.points(remBase: remBase), layer.offsetY.points(remBase: remBase))
            let deviation = number(clamp(layer.blur.points(remBase: remBase) / 2, 0, 24))
            let color = "flood-color=\"\(opaqueHex(layer.color.device))\" flood-opacity=\"\(number(layer.color.device.opacity))\""
            filters += "<filter id=\"s\(index)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">" + (layer.inset
                ? "<feFlood \(color)/><feComposite in2=\"SourceAlpha\" operator=\"out\"/><feOffset dx=\"\(number(dx))\" dy=\"\(number(dy))\"/>"
                    + "<feGaussianBlur stdDeviation=\"\(deviation)\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/><feMerge><feMergeNode in=\"SourceGraphic\"/><feMergeNode/></feMerge>"
                : "<feDropShadow dx=\"\(number(dx))\" dy=\"\(number(dy))\" stdDeviation=\"\(deviation)\" \(color)/>") + "</filter>"
        }
        let cards = layers.indices.map { rect(40, 24, 80, 48, radius: 8, "fill=\"#FFFFFF\" filter=\"url(#s\($0))\"") }.joined()
        return document(width: 160, height: 96, "<defs>\(filters)</defs>" + rect(0, 0, 160, 96, radius: 6, "fill=\"#F2F2F7\"") + cards)
    }

    /// The easing curve from (0, 0) to (1, 1) in a 64-point box, y up; control points may leave the box.
    static func curve(_ points: [Double]) -> TokenPicture {
        guard points.count == 4 else { return document(width: 96, height: 96, "") }
        let (size, margin) = (64.0, 16.0)
        func x(_ value: Double) -> String { number(margin + value * size) }
        func y(_ value: Double) -> String { number(margin + size - clamp(value, -0.25, 1.25) * size) }
        return document(width: 96, height: 96, rect(margin, margin, size, size, radius: 0, "fill=\"#FFFFFF\"" + outline)
                        + "<path d=\"M\(x(0)) \(y(0)) C\(x(points[0])) \(y(points[1])) \(x(points[2])) \(y(points[3])) \(x(1)) \(y(1))\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"2.5\"/>"
                        + "<circle cx=\"\(x(points[0]))\" cy=\"\(y(points[1]))\" r=\"2.5\" fill=\"#FF9500\"/><circle cx=\"\(x(points[2]))\" cy=\"\(y(points[3]))\" r=\"2.5\" fill=\"#FF9500\"/>")
    }

    // MARK: - Pieces

    static func document(width: Double, height: Double, _ content: String) -> TokenPicture {
        TokenPicture(width: width, height: height, content: content)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double, _ attributes: String) -> String {
        "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\"" + (radius > 0 ? " rx=\"\(number(radius))\"" : "") + " \(attributes)/>"
    }

    /// `stroke-dasharray` for a stroke style: CSS's dashed and dotted as SwiftUI draws them, or the dashes given.
    static func dashes(_ style: TokenStrokeStyle, width: Double, remBase: Double) -> String {
        switch style {
        case .keyword("dashed"): return " stroke-dasharray=\"\(number(width * 3)) \(number(width * 2))\""
        case .keyword("dotted"): return " stroke-dasharray=\"0 \(number(width * 2))\" stroke-linecap=\"round\""
        case .keyword: return ""
        case .dashes(let dashes, let cap):
            return " stroke-dasharray=\"\(dashes.map { number(max(0, $0.points(remBase: remBase))) }.joined(separator: " "))\" stroke-linecap=\"\(escaped(cap))\""
        }
    }

    /// `#RRGGBB`: SVG 1.1 viewers do not all read `#RRGGBBAA`, so opacity is its own attribute.
    static func opaqueHex(_ color: DeviceColor) -> String {
        var opaque = color
        opaque.opacity = 1
        return opaque.hex
    }

    static func opacity(_ attribute: String, _ color: DeviceColor) -> String {
        color.opacity < 1 ? " \(attribute)=\"\(number(color.opacity))\"" : ""
    }

    static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        value.isFinite ? min(max(value, lower), upper) : lower
    }

    /// At most 2 decimals, no exponent, no `-0`.
    static func number(_ value: Double) -> String {
        let rounded = value.isFinite ? (min(max(value, -1e9), 1e9) * 100).rounded() / 100 + 0 : 0
        return TokenNumber.format(rounded)
    }

    /// Text and attribute values for XML.
    static func escaped(_ text: String) -> String { StringLiteral.escaped(text, in: .xml) }
}

/// A token's picture: its size and SVG content, kept apart so a group's picture places it without reading it back.
struct TokenPicture: Hashable, Sendable {
    var width: Double
    var height: Double
    var content: String

    /// The picture as an SVG file of its own.
    var svg: String {
        let (width, height) = (TokenPictures.number(width), TokenPictures.number(height))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">" + content + "</svg>\n"
    }
}
