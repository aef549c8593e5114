/// Reads typed values out of YAML nodes, collecting every problem instead of stopping at the first.
struct NodeReader {
    var diagnostics: [Diagnostic] = []

    /// A mapping's entries by key, after reporting non-scalar keys, duplicates and unknown keys.
    struct Fields {
        let location: SourceLocation
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]

        func has(_ key: String) -> Bool { entries[key] != nil }
    }

    /// The keys of a mapping inside another one (a slot's in the component's `slots:`).
    struct NestedKeys {
        let context: String
        let names: [String]
    }

    /// `nested`: by key, the keys of the mappings its value holds, for a key dedented out of the one above.
    mutating func fields(of node: YAMLNode, in context: String, allowed: [String], required: [String] = [],
                         nested: @autoclosure () -> [String: NestedKeys] = [:]) -> Fields? {
        guard case .mapping(let pairs) = node.kind else {
            report("expected a mapping for \(context), found \(node.kindDescription)", at: node.location)
            return nil
        }
        var fields = Fields(location: node.location)
        for (index, (keyNode, value)) in pairs.enumerated() {
            guard case .scalar(let key, _) = keyNode.kind else {
                report("expected a scalar key in \(context), found \(keyNode.kindDescription)", at: keyNode.location)
                continue
            }
            if fields.entries[key] != nil {
                report("duplicate key '\(key)' in \(context)", at: keyNode.location)
                continue
            }
            guard allowed.contains(key) else {
                let above = index > 0 ? pairs[index - 1] : nil
                let misplaced = above.flatMap { Self.misplacedKey(keyNode, after: $0, nested: nested()) }
                report(misplaced.map { "unknown key '\(key)' in \(context): \($0)" } ?? unknownKey(key, allowed: allowed, in: context),
                       at: keyNode.location)
                continue
            }
            fields.entries[key] = (keyNode, value)
        }
        for key in required where fields.entries[key] == nil {
            report("missing required key '\(key)' in \(context)", at: node.location)
        }
        return fields
    }

    /// A key of the mapping the pair above holds (its last, for a list), dedented out of it: where it goes.
    static func misplacedKey(_ keyNode: YAMLNode, after above: (key: YAMLNode, value: YAMLNode), nested: [String: NestedKeys]) -> String? {
        guard case .scalar(let key, _) = keyNode.kind, case .scalar(let aboveKey, _) = above.key.kind,
              let inner = nested[aboveKey], inner.names.contains(key) else { return nil }
        var item = above.value
        var dash: SourceLocation?
        if case .sequence(let items) = above.value.kind, let last = items.last {
            (item, dash) = (last, above.value.location)
        }
        guard case .mapping(let pairs) = item.kind, let lastKey = pairs.last?.key, case .scalar(let lastName, _) = lastKey.kind,
              lastKey.location.line < keyNode.location.line else { return nil }
        let name = pairs.first { $0.key.kind == .scalar("name", .plain) }.flatMap { pair -> String? in
            if case .scalar(let text, _) = pair.value.kind { return "\(inner.context) '\(text)'" }
            return nil
        } ?? "the \(inner.context)"
        if let dash, pairs.contains(where: { $0.key.kind == .scalar(key, .plain) }) {
            return "\(name) above has '\(key)' already; to start another \(inner.context), write `- \(key):` at column \(dash.column) like the '-' on line \(dash.line)"
        }
        let column = lastKey.location.column
        let spaces = column - keyNode.location.column
        guard spaces > 0 else { return nil }
        return "it belongs to \(name) above; indent it to column \(column) (\(spaces) more space\(spaces == 1 ? "" : "s")) to match `\(lastName):` on line \(lastKey.location.line)"
    }

    func unknownKey(_ key: String, allowed: [String], in context: String) -> String {
        if let suggestion = Suggestions.closest(to: key, among: allowed) {
            return "unknown key '\(key)'; did you mean '\(suggestion)'?"
        }
        return "unknown key '\(key)' in \(context) (expected one of: \(allowed.joined(separator: ", ")))"
    }

    mutating func string(_ key: String, in fields: Fields) -> Located<String>? {
        guard let (_, value) = fields.entries[key] else { return nil }
        return string(value, for: key)
    }

    /// Swift code (an example's): located where its text starts, so generated code can map errors there.
    mutating func code(_ key: String, in fields: Fields) -> Located<String>? {
        guard let (_, value) = fields.entries[key], let text = string(value, for: key) else { return nil }
        return Located(text.value, at: value.contentLocation)
    }

    mutating func string(_ node: YAMLNode, for key: String) -> Located<String>? {
        guard case .scalar(let text, _) = node.kind else {
            report("expected a string for '\(key)', found \(node.kindDescription)", at: node.location)
            return nil
        }
        if let control = Self.controlCharacter(in: text) {
            // Spec text ends up in comments and Markdown, where no escape exists: refused, never written.
            report("'\(key)' holds the control character U+\(control); spec text may hold tabs and line breaks, no other control characters (in Swift code, write an escape such as \\u{0})", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    /// The first control character other than a tab or a line break (`\n`, `\r\n`), as 4 hex digits.
    static func controlCharacter(in text: String) -> String? {
        let bytes = text.utf8
        // Most text is ASCII without control characters: one scan of the bytes.
        if bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return nil }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if previous == "\r" && scalar != "\n" { return "000D" }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" { continue }
            if scalar.properties.generalCategory == .control {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return previous == "\r" ? "000D" : nil
    }

    mutating func bool(_ key: String, in fields: Fields) -> Located<Bool>? {
        guard let (_, value) = fields.entries[key] else { return nil }
        if case .scalar(let text, .plain) = value.kind {
            switch text {
            case "true", "True", "TRUE": return Located(true, at: value.location)
            case "false", "False", "FALSE": return Located(false, at: value.location)
            default: break
            }
        }
        report("expected true or false for '\(key)', found \(describe(value))", at: value.location)
        return nil
    }

    mutating func int(_ key: String, in fields: Fields) -> Located<Int>? {
        guard let (_, value) = fields.entries[key] else { return nil }
        if case .scalar(let text, .plain) = value.kind, let number = Int(text) {
            return Located(number, at: value.location)
        }
        report("expected an integer for '\(key)', found \(describe(value))", at: value.location)
        return nil
    }

    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ key: String, in fields: Fields, as _: Value.Type, what: String
    ) -> Located<Value>? where Value.RawValue == String {
        guard let (_, value) = fields.entries[key] else { return nil }
        return choice(value, for: key, as: Value.self, what: what)
    }

    /// `keysOfTheirOwn`: words a newcomer writes as a choice that are keys beside it (`options: [optional]`,
    /// as `catalog new --slots` spells it), with the key to write instead.
    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, for key: String, as _: Value.Type, what: String, keysOfTheirOwn: [String: String] = [:]
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(node, for: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
        let allowed = Value.allCases.map(\.rawValue)
        var message = "'\(text.value)' is not \(what)"
        if let instead = keysOfTheirOwn[text.value] {
            message += "; it is a key of its own: write '\(instead)' beside '\(key)'"
        } else if let suggestion = Suggestions.closest(to: text.value, among: allowed) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += " (expected one of: \(allowed.joined(separator: ", ")))"
        }
        report(message, at: text.location)
        return nil
    }

    mutating func sequence(_ key: String, in fields: Fields) -> [YAMLNode]? {
        guard let (_, value) = fields.entries[key] else { return nil }
        guard case .sequence(let items) = value.kind else {
            report("expected a list for '\(key)', found \(describe(value))", at: value.location)
            return nil
        }
        return items
    }

    /// A key's mapping; anything else is reported as `expected a mapping of <what> for '<key>', found …`.
    mutating func mapping(_ key: String, in fields: Fields, of what: String) -> [(key: YAMLNode, value: YAMLNode)]? {
        guard let (_, value) = fields.entries[key] else { return nil }
        guard case .mapping(let pairs) = value.kind else {
            report("expected a mapping of \(what) for '\(key)', found \(describe(value))", at: value.location)
            return nil
        }
        return pairs
    }

    func describe(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.kind { return "'\(text)'" }
        return node.kindDescription
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }
}
