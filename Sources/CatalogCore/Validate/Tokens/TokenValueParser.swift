/// Where a reference inside a value leads: a whole token, or a node inside a token's `$value` (a JSON
/// Pointer such as `#/base/blue/$value/components/0`).
enum ReferenceTarget {
    case token(TokenPath)
    case node(YAMLNode)
}

/// What the parser asks of resolution: the value of another token, and the target of a pointer.
protocol TokenReferenceResolving {
    mutating func value(of path: TokenPath, expecting type: TokenType, at location: SourceLocation) -> TokenValue?
    /// Another token's value, whatever its type (arithmetic takes numbers and dimensions alike).
    mutating func value(of path: TokenPath, at location: SourceLocation) -> TokenValue?
    mutating func target(of pointer: Located<String>) -> ReferenceTarget?
    mutating func report(_ diagnostic: Diagnostic)
    /// The token being read has no reading SwiftUI can express: it is left out with a warning, not refused.
    mutating func omit(_ reason: String)
}

/// A `$value` node → a typed value, by the rules of the Format and Color modules. References anywhere in the
/// value are followed through `resolver`; the deviations real exports carry are read with a warning.
struct TokenValueParser<Resolver: TokenReferenceResolving> {
    var resolver: Resolver
    /// JSON Pointers into values may point at more pointers: bounded like alias chains.
    private var pointerDepth = 0

    init(resolver: Resolver) { self.resolver = resolver }

    mutating func error(_ message: String, at location: SourceLocation) { resolver.report(.error(message, at: location)) }
    mutating func warning(_ message: String, at location: SourceLocation) { resolver.report(.warning(message, at: location)) }
    mutating func omit(_ reason: String) { resolver.omit(reason) }
    mutating func deviation(_ kind: TokenDeviation, _ message: String, at location: SourceLocation) {
        resolver.report(.deviation(kind, message, at: location))
    }

    /// The value of `node` as `type`, following a reference if the whole node is one.
    mutating func value(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
        if case .scalar(let text, _) = node.kind, let path = TokenReference.curly(text) {
            return resolver.value(of: path, expecting: type, at: node.location)
        }
        if type == .dimension || type == .number, case .scalar(let text, .quoted) = node.kind, TokenArithmetic.isExpression(text) {
            return arithmetic(text, at: node.location, as: type)
        }
        if let pointer = TokenReference.pointer(node) {
            guard pointerDepth < TokenLimits.maximumAliasDepth else {
                error("references nest deeper than \(TokenLimits.maximumAliasDepth)", at: node.location)
                return nil
            }
            switch resolver.target(of: pointer) {
            case .token(let path)?: return resolver.value(of: path, expecting: type, at: pointer.location)
            case .node(let target)?:
                pointerDepth += 1
                defer { pointerDepth -= 1 }
                return value(target, as: type)
            case nil: return nil
            }
        }
        return literal(node, as: type)
    }

    private mutating func literal(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
        type.descriptor.parseValue(node, with: &self)
    }

    /// A member of a composite: a value of `descriptor`'s type, possibly a reference.
    mutating func member<Descriptor: TokenTypeDescriptor>(_ node: YAMLNode, _ descriptor: Descriptor.Type) -> Descriptor.Value? {
        value(node, as: descriptor.type).flatMap(descriptor.unwrap)
    }

    // MARK: Primitive types

    mutating func color(_ node: YAMLNode) -> TokenColorValue? {
        if case .scalar(let text, .quoted) = node.kind, text.lowercased().hasPrefix("rgb") {
            guard let device = ColorConversion.cssRGB(text) else {
                error("'\(text)' is not a CSS rgb() or rgba() color (channels 0…255, alpha 0…1)", at: node.location)
                return nil
            }
            deviation(.hexString, "a color written as CSS '\(text)'; the format writes { \"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a } (read as sRGB)", at: node.location)
            return TokenColorValue(space: .srgb, components: [device.red, device.green, device.blue], alpha: device.opacity)
        }
        if case .scalar(let text, .quoted) = node.kind, ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains(where: text.lowercased().hasPrefix) {
            omit("'\(text.prefix(40))…' is a CSS gradient in a color token; a Color holds one color (a gradient token holds stops)")
            return nil
        }
        if case .scalar(let text, _) = node.kind, text.hasPrefix("#") {
            guard let device = ColorConversion.hex(text) else {
                error("'\(text)' is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)", at: node.location)
                return nil
            }
            deviation(.hexString, "a color written as a hex string; the format writes { \"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a } (read as sRGB)", at: node.location)
            return TokenColorValue(space: .srgb, components: [device.red, device.green, device.blue], alpha: device.opacity)
        }
        guard var fields = fields(node, "a color", required: ["colorSpace", "components"], allowed: ["alpha", "hex"]) else { return nil }
        guard let spaceNode = fields.take("colorSpace"), let componentsNode = fields.take("components") else { return nil }
        guard case .scalar(let spaceName, _) = spaceNode.kind, let space = TokenColorSpace(rawValue: spaceName) else {
            let names = TokenColorSpace.allCases.map(\.rawValue)
            let hint = Suggestions.closest(to: describeScalar(spaceNode), among: names).map { "; did you mean '\($0)'?" }
            error("\(describe(spaceNode)) is not a color space of the Color module" + (hint ?? " (\(names.joined(separator: ", ")))"), at: spaceNode.location)
            return nil
        }
        guard case .sequence(let items) = componentsNode.kind else {
            error("'components' is a list of numbers, found \(componentsNode.kindDescription)", at: componentsNode.location)
            return nil
        }
        let ranges = space.components
        guard items.count == ranges.count else {
            error("'\(spaceName)' takes \(ranges.count) components (\(ranges.map(\.name).joined(separator: ", "))), found \(items.count)", at: componentsNode.location)
            return nil
        }
        var components: [Double?] = []
        for (item, range) in zip(items, ranges) {
            if case .scalar("none", .quoted) = item.kind { components.append(nil); continue }
            guard let number = number(item, for: "the \(range.name) component") else { return nil }
            guard range.contains(number) else {
                error("\(range.name) \(format(number)) is outside \(describe(range)) in '\(spaceName)'", at: item.location)
                return nil
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaNode = fields.take("alpha") {
            guard let value = number(alphaNode, for: "'alpha'") else { return nil }
            guard (0...1).contains(value) else {
                error("alpha \(format(value)) is outside [0, 1]", at: alphaNode.location)
                return nil
            }
            alpha = value
        }
        if let hexNode = fields.take("hex") {
            guard case .scalar(let text, _) = hexNode.kind, ColorConversion.hex(text) != nil else {
                error("'hex' is a 6-digit CSS hex color (#rrggbb), found \(describe(hexNode))", at: hexNode.location)
                return nil
            }
            if text.count != 7 {
                deviation(.shortHex, "'hex' is a 6-digit CSS hex color (#rrggbb), found '\(text)'; read as a fallback of 'components', which give the color", at: hexNode.location)
            }
        }
        let color = TokenColorValue(space: space, components: components, alpha: alpha)
        if ColorConversion.deviceColor(space, components: components, alpha: alpha).clipped {
            deviation(.gamutClipped, "this color lies outside Display P3; it is clipped to the gamut SwiftUI can show", at: node.location)
        }
        return color
    }

    /// The format's `{ "value": 16, "unit": "px" }`, and what exports write instead (SPEC revision 5): a string
    /// (`"16px"`), a unitless number (px, as Tokens Studio means it), `dp`, `pt` and `em` read with a
    /// warning; a unit SwiftUI points have no reading for (`vw`, `%`, none) leaves the token out.
    mutating func dimension(_ node: YAMLNode) -> TokenDimension? {
        if case .scalar(let text, .plain) = node.kind, let number = Self.jsonNumber(text) {
            deviation(.unitlessDimension, number == 0 ? "a unitless 0 dimension; the format writes { \"value\": 0, \"unit\": \"px\" }"
                    : "a dimension without a unit; read as \(format(number)) px (Tokens Studio's meaning)", at: node.location)
            return TokenDimension(number, .px)
        }
        if case .scalar(let text, .quoted) = node.kind {
            guard let (number, unit) = numberWithUnit(text.trimmingWhitespace()) else {
                error("'\(text)' is not a dimension; write { \"value\": 16, \"unit\": \"px\" } (units px and rem)", at: node.location)
                return nil
            }
            deviation(.stringValue, "a dimension written as the string '\(text)'; the format writes { \"value\": \(format(number)), \"unit\": \"\(unit.isEmpty ? "px" : unit)\" }", at: node.location)
            return dimension(number, unit: unit, at: node.location)
        }
        guard var fields = fields(node, "a dimension", required: ["value", "unit"]),
              let valueNode = fields.take("value"), let unitNode = fields.take("unit"),
              let value = number(valueNode, for: "a dimension's value") else { return nil }
        guard case .scalar(let unit, _) = unitNode.kind else {
            error("a dimension's unit is a string (px or rem), found \(describe(unitNode))", at: unitNode.location)
            return nil
        }
        return dimension(value, unit: unit, at: unitNode.location)
    }

    private mutating func dimension(_ value: Double, unit: String, at location: SourceLocation) -> TokenDimension? {
        if let unit = TokenDimension.Unit(rawValue: unit) { return TokenDimension(value, unit) }
        switch unit {
        case "" where value == 0:
            return TokenDimension(0, .px)
        case "dp", "pt":
            deviation(.pointUnits, "'\(unit)' is not a unit of the format (px, rem); read as points", at: location)
            return TokenDimension(value, .px)
        case "em":
            deviation(.emDimension, "'em' outside a typography value; read as \(format(value)) × remBase (as rem)", at: location)
            return TokenDimension(value, .rem)
        default:
            let written = unit.isEmpty ? "without a unit" : "in '\(unit)'"
            omit("a dimension \(written) has no reading in SwiftUI's points (the format's units are px and rem)")
            return nil
        }
    }

    mutating func duration(_ node: YAMLNode) -> TokenDuration? {
        guard let (value, unit) = quantity(node, "duration", example: "200, \"unit\": \"ms\"", TokenDuration.Unit.self) else { return nil }
        guard value >= 0 else {
            error("a duration cannot be negative", at: node.location)
            return nil
        }
        return TokenDuration(value, unit)
    }

    /// `{ "value": 16, "unit": "px" }`, or (with a warning, as exports write it) the string `"16px"`.
    private mutating func quantity<Unit: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ what: String, example: String,
                                                                       _: Unit.Type) -> (value: Double, unit: Unit)? where Unit.RawValue == String {
        if case .scalar(let text, .quoted) = node.kind {
            guard let (number, written) = numberWithUnit(text), let unit = Unit(rawValue: written) else {
                let units = Unit.allCases.map(\.rawValue).joined(separator: " and ")
                error("'\(text)' is not a \(what); write { \"value\": \(example) } (units \(units))", at: node.location)
                return nil
            }
            deviation(.stringValue, "a \(what) written as the string '\(text)'; the format writes { \"value\": \(format(number)), \"unit\": \"\(unit.rawValue)\" }", at: node.location)
            return (number, unit)
        }
        guard var fields = fields(node, "a \(what)", required: ["value", "unit"]),
              let valueNode = fields.take("value"), let unitNode = fields.take("unit"),
              let value = number(valueNode, for: "a \(what)'s value"),
              let unit = choice(unitNode, Unit.self, what: "a \(what) unit") else { return nil }
        return (value, unit)
    }

    mutating func fontFamily(_ node: YAMLNode) -> [String]? {
        switch node.kind {
        case .scalar(let text, .quoted): return [text]
        case .sequence(let items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard case .scalar(let text, .quoted) = item.kind else {
                    error("a font family list holds names (strings), found \(describe(item))", at: item.location)
                    return nil
                }
                names.append(text)
            }
            return names
        default:
            error("a font family is a name or a list of names, found \(describe(node))", at: node.location)
            return nil
        }
    }

}

/// The format's weight keywords, as numbers.
enum TokenFontWeight {
    static let keywords: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// A keyword written as Figma's style name: capitalized, with spaces, hyphens or none (`Semi Bold`,
    /// `ExtraBold`). A lowercase near-miss (`semibold`) stays an error with its suggestion.
    static func styleName(_ text: String) -> (keyword: String, weight: Double)? {
        guard text.first?.isUppercase == true else { return nil }
        let squashed = { (name: String) in name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" } }
        let name = squashed(text)
        return keywords.first { squashed($0.key) == name }.map { ($0.key, $0.value) }
    }

    /// A style name ending in `Italic` or `Oblique` (any case): the weight before it, regular when none.
    static func withoutStyle(_ text: String) -> (keyword: String, weight: Double)? {
        let words = text.split(separator: " ")
        guard let last = words.last, ["italic", "oblique"].contains(last.lowercased()) else { return nil }
        let rest = words.dropLast().joined(separator: " ")
        if rest.isEmpty { return ("regular", 400) }
        return keywords[rest].map { (rest, $0) } ?? styleName(rest)
    }
}

extension TokenValueParser {
    mutating func fontWeight(_ node: YAMLNode) -> Double? {
        if case .scalar(let text, .quoted) = node.kind {
            if let weight = TokenFontWeight.keywords[text] { return weight }
            // Tokens Studio's fontWeights hold Figma's style names ("Semi Bold", "Regular").
            if let (keyword, weight) = TokenFontWeight.styleName(text) {
                deviation(.tokensStudio, "'\(text)' is Figma's style name for the font weight '\(keyword)', read as \(format(weight))", at: node.location)
                return weight
            }
            // Figma's style names carry the style too ("Bold Italic", "Italic" for Regular Italic).
            if let (keyword, weight) = TokenFontWeight.withoutStyle(text) {
                deviation(.tokensStudio, "'\(text)' is Figma's style name for the font weight '\(keyword)' in italic; read as \(format(weight)) (a font weight holds no style: a typography token's fontStyle: italic does)", at: node.location)
                return weight
            }
            let hint = Suggestions.closest(to: text, among: TokenFontWeight.keywords.keys.sorted()).map { "; did you mean '\($0)'?" }
            error("'\(text)' is not a font weight keyword" + (hint ?? ""), at: node.location)
            return nil
        }
        guard let weight = number(node, for: "a font weight") else { return nil }
        guard (1...1000).contains(weight) else {
            error("font weight \(format(weight)) is outside 1…1000", at: node.location)
            return nil
        }
        return weight
    }

    mutating func cubicBezier(_ node: YAMLNode) -> [Double]? {
        guard case .sequence(let items) = node.kind, items.count == 4 else {
            error("a cubic Bézier is a list of four numbers [x1, y1, x2, y2], found \(describe(node))", at: node.location)
            return nil
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            guard let number = number(item, for: "a control point coordinate") else { return nil }
            if index % 2 == 0, !(0...1).contains(number) {
                error("x\(index / 2 + 1) = \(format(number)) is outside [0, 1]", at: item.location)
                return nil
            }
            numbers.append(number)
        }
        return numbers
    }
}
