// The small readers every type shares: an object's fields, a JSON number, a unit.
extension TokenValueParser {
    struct ObjectFields {
        var entries: [String: YAMLNode] = [:]

        mutating func take(_ key: String) -> YAMLNode? { entries.removeValue(forKey: key) }
    }

    /// An object's fields, after reporting missing, duplicate and unknown ones (an unknown field would
    /// otherwise be dropped: `"alpha"` misspelled makes a translucent color opaque).
    mutating func fields(_ node: YAMLNode, _ what: String, required: [String], allowed: [String] = []) -> ObjectFields? {
        guard case .mapping(let pairs) = node.kind else {
            error("expected \(what) (an object with \(required.joined(separator: ", "))), found \(describe(node))", at: node.location)
            return nil
        }
        var fields = ObjectFields()
        var complete = true
        let known = required + allowed
        for (key, value) in pairs {
            guard case .scalar(let name, _) = key.kind else { continue }
            if fields.entries[name] != nil {
                error("duplicate key '\(name)' in \(what)", at: key.location)
                complete = false
            } else if !known.contains(name) {
                let hint = Suggestions.closest(to: name, among: known).map { "; did you mean '\($0)'?" }
                error("'\(name)' is not a field of \(what)" + (hint ?? " (its fields: \(known.joined(separator: ", ")))"), at: key.location)
                complete = false
            } else {
                fields.entries[name] = value
            }
        }
        for name in required where fields.entries[name] == nil {
            error("\(what) needs '\(name)'", at: node.location)
            complete = false
        }
        return complete ? fields : nil
    }

    /// An object's fields without any check (for recognizing a lenient shape before the strict read).
    func plainFields(_ node: YAMLNode) -> ObjectFields? {
        guard case .mapping(let pairs) = node.kind else { return nil }
        var fields = ObjectFields()
        for (key, value) in pairs { if case .scalar(let name, _) = key.kind { fields.entries[name] = value } }
        return fields
    }

    /// A JSON number (finite; never a quoted string), or a `$ref` to one.
    mutating func number(_ node: YAMLNode, for what: String) -> Double? {
        if let pointer = TokenReference.pointer(node) {
            switch resolver.target(of: pointer) {
            case .node(let target)?: return number(target, for: what)
            case .token?:
                error("\(what) cannot be a whole token; point into its $value", at: pointer.location)
                return nil
            case nil: return nil
            }
        }
        if case .scalar(let text, .plain) = node.kind, let value = Self.jsonNumber(text) { return value }
        error("expected a number for \(what), found \(describe(node))", at: node.location)
        return nil
    }

    /// A number token's value; a string holding a number or a percentage (Tokens Studio's opacity and line
    /// heights) is read with a warning, a percentage as its fraction.
    mutating func numberToken(_ node: YAMLNode) -> Double? {
        guard case .scalar(let text, .quoted) = node.kind, let (value, unit) = numberWithUnit(text.trimmingWhitespace()),
              unit.isEmpty || unit == "%" else { return number(node, for: "a number token") }
        let number = unit == "%" ? value / 100 : value
        deviation(.stringValue, "a number written as the string '\(text)'; read as \(format(number))", at: node.location)
        return number
    }

    /// JSON's number grammar (no `inf`, `nan`, hex or a leading `+`, which Swift's parser would accept).
    static func jsonNumber(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
              text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains($0) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: YAMLNode, _: Value.Type, what: String) -> Value? where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        if case .scalar(let text, _) = node.kind, let value = Value(rawValue: text) { return value }
        let hint = Suggestions.closest(to: describeScalar(node), among: names).map { "; did you mean '\($0)'?" }
        error("\(describe(node)) is not \(what)" + (hint ?? " (\(names.joined(separator: ", ")))"), at: node.location)
        return nil
    }

    /// `"16px"` → (16, "px"); `"1.5"` → (1.5, "").
    func numberWithUnit(_ text: String) -> (Double, String)? {
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard !digits.isEmpty, let value = Self.jsonNumber(String(digits)) else { return nil }
        return (value, String(text.dropFirst(digits.count)))
    }

    func describe(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.kind { return "'\(text)'" }
        return node.kindDescription
    }

    func describeScalar(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.kind { return text }
        return ""
    }

    func describe(_ range: TokenColorComponent) -> String {
        let lower = range.lower.map(format) ?? "-∞"
        let upper = range.upper.map(format) ?? "∞"
        return "[\(lower), \(upper)\(range.upperIncluded || range.upper == nil ? "]" : ")")"
    }

    func format(_ value: Double) -> String { TokenNumber.format(value) }
}

/// Numbers as the tool prints them: integers without `.0`, others in Swift's shortest form.
enum TokenNumber {
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// What any token input may cost (RELIABILITY.md): each cap is refused with a position.
public enum TokenLimits {
    /// Aliases followed from one token (and JSON Pointers nested in a value).
    public static let maximumAliasDepth = 64
    /// Groups a `$extends` chain may pass through.
    public static let maximumExtendsDepth = 64
    /// Combinations of the resolver's contexts that are resolved.
    public static let maximumCombinations = 256
    /// Bytes of one token or resolver file.
    public static let maximumFileBytes = 16 << 20
}
