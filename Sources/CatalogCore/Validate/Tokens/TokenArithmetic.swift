/// Tokens Studio's arithmetic on aliases (`floor({size.unit} * 4)`, `{space.1} * 2`), which its DTCG export
/// keeps as a string `$value`: evaluated when read, so per context (SPEC revision 5). `+ - * /`, parentheses,
/// `floor`, `ceil`, `round`, `min`, `max`, and CSS's `clamp` and `calc`; numbers with an optional `px` or `rem`
/// (`em` as rem, `dp` and `pt` as px); references to number and dimension tokens. A viewport or container unit
/// (`2vw`, `50%`: fluid type as web exports write it) leaves the token out. Bounded: at most `maximumLength` characters and `maximumDepth` nested parentheses.
enum TokenArithmetic {
    static let maximumLength = 1_000
    static let maximumDepth = 32
    static let functions = ["floor", "ceil", "round", "min", "max", "clamp", "calc"]
    /// Units whose length the page decides, which SwiftUI's points have no reading for.
    static let relativeUnits: Set<String> = ["vw", "vh", "vmin", "vmax", "dvw", "dvh", "svw", "svh", "lvw", "lvh", "cqw", "cqh", "%", "ch", "ex"]

    /// A number, or a dimension in px or rem.
    struct Quantity {
        var value: Double
        var unit: TokenDimension.Unit?
    }

    /// Whether a string value is an expression rather than a number with a unit (`"16px"`, `"-4"`).
    static func isExpression(_ text: String) -> Bool {
        let body = text.trimmingWhitespace()
        guard !body.isEmpty, TokenReference.curly(body) == nil else { return false }
        if body.contains("{") || body.contains("(") || body.contains("*") || body.contains("/") { return true }
        return body.dropFirst().contains { $0 == "+" || $0 == "-" }
    }
}

extension TokenValueParser {
    /// `text` evaluated as `type` (dimension or number), or nil after a positioned error.
    mutating func arithmetic(_ text: String, at location: SourceLocation, as type: TokenType) -> TokenValue? {
        guard text.count <= TokenArithmetic.maximumLength else {
            error("an expression longer than \(TokenArithmetic.maximumLength) characters", at: location)
            return nil
        }
        var reader = ExpressionReader(scalars: Array(text.unicodeScalars))
        let result = expression(&reader, at: location, depth: 0)
        reader.skipSpaces()
        if reader.failure == nil, result != nil, !reader.isAtEnd { reader.failure = "unexpected '\(reader.rest)'" }
        if reader.failure == nil, let value = result?.value, !value.isFinite { reader.failure = "the result is not a finite number" }
        if let failure = reader.failure {
            error("'\(text)' is not an expression catalog can evaluate: \(failure)", at: location)
            return nil
        }
        if let unit = reader.relativeUnit {
            omit("'\(text)' depends on '\(unit)', a length the page decides, which SwiftUI's points have no reading for")
            return nil
        }
        // nil without a failure: a reference already reported (or left out, which leaves this token out too).
        guard let result else { return nil }
        deviation(.arithmetic, "'\(text)' is Tokens Studio's arithmetic; evaluated per context as \(format(result.value))\(result.unit?.rawValue ?? "")", at: location)
        guard type == .number else { return DimensionTokenType.wrap(TokenDimension(result.value, result.unit ?? .px)) }
        guard let unit = result.unit else { return NumberTokenType.wrap(result.value) }
        error("'\(text)' gives a dimension (\(unit.rawValue)); a number token needs a number", at: location)
        return nil
    }

    private mutating func expression(_ reader: inout ExpressionReader, at location: SourceLocation, depth: Int) -> TokenArithmetic.Quantity? {
        guard var left = term(&reader, at: location, depth: depth) else { return nil }
        while let op = reader.take(["+", "-"]) {
            guard let right = term(&reader, at: location, depth: depth) else { return nil }
            guard left.unit == right.unit || left.unit == nil || right.unit == nil else {
                reader.failure = "'\(op)' joins px and rem"
                return nil
            }
            left = .init(value: op == "+" ? left.value + right.value : left.value - right.value, unit: left.unit ?? right.unit)
        }
        return left
    }

    private mutating func term(_ reader: inout ExpressionReader, at location: SourceLocation, depth: Int) -> TokenArithmetic.Quantity? {
        guard var left = factor(&reader, at: location, depth: depth) else { return nil }
        while let op = reader.take(["*", "/"]) {
            guard let right = factor(&reader, at: location, depth: depth) else { return nil }
            if op == "*" {
                guard left.unit == nil || right.unit == nil else { reader.failure = "a dimension times a dimension"; return nil }
                left = .init(value: left.value * right.value, unit: left.unit ?? right.unit)
            } else {
                guard right.value != 0 else { reader.failure = "a division by zero"; return nil }
                guard right.unit == nil || right.unit == left.unit else { reader.failure = "a division by a dimension"; return nil }
                left = .init(value: left.value / right.value, unit: right.unit == nil ? left.unit : nil)
            }
        }
        return left
    }

    private mutating func factor(_ reader: inout ExpressionReader, at location: SourceLocation, depth: Int) -> TokenArithmetic.Quantity? {
        guard depth < TokenArithmetic.maximumDepth else { reader.failure = "parentheses nest deeper than \(TokenArithmetic.maximumDepth)"; return nil }
        if reader.take(["-"]) != nil {
            return factor(&reader, at: location, depth: depth + 1).map { .init(value: -$0.value, unit: $0.unit) }
        }
        if reader.take(["("]) != nil {
            let inner = expression(&reader, at: location, depth: depth + 1)
            guard reader.take([")"]) != nil else { reader.failure = reader.failure ?? "a '(' without its ')'"; return nil }
            return inner
        }
        if let path = reader.reference() {
            return quantity(of: path, at: location, reader: &reader)
        }
        if let name = reader.word() {
            guard TokenArithmetic.functions.contains(name) else {
                reader.failure = "'\(name)' is not a function (\(TokenArithmetic.functions.joined(separator: ", ")))"
                return nil
            }
            return function(name, &reader, at: location, depth: depth)
        }
        guard let (number, unit) = reader.number() else { reader.failure = reader.failure ?? "expected a number, a {reference} or '('"; return nil }
        switch unit {
        case "": return .init(value: number, unit: nil)
        case "px", "rem": return .init(value: number, unit: TokenDimension.Unit(rawValue: unit))
        case "em": return .init(value: number, unit: .rem)
        case "dp", "pt": return .init(value: number, unit: .px)
        case _ where TokenArithmetic.relativeUnits.contains(unit):
            reader.relativeUnit = reader.relativeUnit ?? unit
            return .init(value: number, unit: nil)
        default: reader.failure = "the unit '\(unit)'"; return nil
        }
    }

    private mutating func function(_ name: String, _ reader: inout ExpressionReader, at location: SourceLocation, depth: Int) -> TokenArithmetic.Quantity? {
        guard reader.take(["("]) != nil else { reader.failure = "'\(name)' without '('"; return nil }
        var arguments: [TokenArithmetic.Quantity] = []
        repeat {
            guard let argument = expression(&reader, at: location, depth: depth + 1) else { return nil }
            arguments.append(argument)
        } while reader.take([","]) != nil
        guard reader.take([")"]) != nil else { reader.failure = "'\(name)(' without its ')'"; return nil }
        let rules: [String: FloatingPointRoundingRule] = ["floor": .down, "ceil": .up, "round": .toNearestOrAwayFromZero]
        if let rule = rules[name] {
            guard arguments.count == 1 else { reader.failure = "'\(name)' takes one argument"; return nil }
            return .init(value: arguments[0].value.rounded(rule), unit: arguments[0].unit)
        }
        if name == "calc" {
            guard arguments.count == 1 else { reader.failure = "'calc' takes one argument"; return nil }
            return arguments[0]
        }
        guard Set(arguments.compactMap(\.unit)).count <= 1 else { reader.failure = "'\(name)' of px and rem"; return nil }
        let values = arguments.map(\.value)
        let unit = arguments.lazy.compactMap(\.unit).first
        if name == "clamp" {
            guard values.count == 3 else { reader.failure = "'clamp' takes three arguments (minimum, preferred, maximum)"; return nil }
            return .init(value: max(values[0], min(values[1], values[2])), unit: unit)
        }
        return .init(value: (name == "min" ? values.min() : values.max()) ?? 0, unit: unit)
    }

    /// A referenced number or dimension token's value in this context.
    private mutating func quantity(of path: TokenPath, at location: SourceLocation, reader: inout ExpressionReader) -> TokenArithmetic.Quantity? {
        guard let value = resolver.value(of: path, at: location) else { return nil }
        if let dimension = value.as(DimensionTokenType.self) { return .init(value: dimension.value, unit: dimension.unit) }
        if let number = value.as(NumberTokenType.self) { return .init(value: number, unit: nil) }
        error("'{\(path)}' is a \(value.type.rawValue) token; arithmetic takes numbers and dimensions", at: location)
        return nil
    }
}

/// A cursor over an expression's characters.
struct ExpressionReader {
    let scalars: [Unicode.Scalar]
    var position = 0
    var failure: String?
    /// The first viewport or container unit met (`vw`, `%`): the expression has no reading in points.
    var relativeUnit: String?

    var isAtEnd: Bool { position >= scalars.count }
    var rest: String { String(String.UnicodeScalarView(scalars[position...])) }

    mutating func skipSpaces() { while !isAtEnd, scalars[position].properties.isWhitespace { position += 1 } }

    mutating func take(_ symbols: [Unicode.Scalar]) -> Unicode.Scalar? {
        skipSpaces()
        guard !isAtEnd, symbols.contains(scalars[position]) else { return nil }
        position += 1
        return scalars[position - 1]
    }

    /// `{a.b}` → a.b.
    mutating func reference() -> TokenPath? {
        skipSpaces()
        guard !isAtEnd, scalars[position] == "{", let end = scalars[position...].firstIndex(of: "}") else { return nil }
        let text = String(String.UnicodeScalarView(scalars[position...end]))
        guard let path = TokenReference.curly(text) else { return nil }
        position = end + 1
        return path
    }

    mutating func word() -> String? {
        skipSpaces()
        let start = position
        while !isAtEnd, scalars[position].properties.isAlphabetic { position += 1 }
        return position > start ? String(String.UnicodeScalarView(scalars[start..<position])) : nil
    }

    /// `4`, `1.5rem`, `.5px`: the number and its unit letters.
    mutating func number() -> (Double, String)? {
        skipSpaces()
        let start = position
        while !isAtEnd, scalars[position].properties.numericType != nil || scalars[position] == "." { position += 1 }
        guard let value = Double(String(String.UnicodeScalarView(scalars[start..<position]))), value.isFinite else {
            position = start
            return nil
        }
        let unitStart = position
        while !isAtEnd, scalars[position].properties.isAlphabetic || scalars[position] == "%" { position += 1 }
        return (value, String(String.UnicodeScalarView(scalars[unitStart..<position])))
    }
}
