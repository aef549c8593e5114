/// Reads typed values out of YAML nodes, collecting every problem instead of stopping at the first.
struct NodeReader {
    var diagnostics: [Diagnostic] = []

    /// A mapping's entries by key, after reporting non-scalar keys, duplicates and unknown keys.
    struct Fields {
        let location: SourceLocation
        var entries: [String: (key: YAMLNode, value: YAMLNode)] = [:]

        func has(_ key: String) -> Bool { entries[key] != nil }
    }

    mutating func fields(of node: YAMLNode, in context: String, allowed: [String], required: [String] = []) -> Fields? {
        guard case .mapping(let pairs) = node.kind else {
            report("expected a mapping for \(context), found \(node.kindDescription)", at: node.location)
            return nil
        }
        var fields = Fields(location: node.location)
        for (keyNode, value) in pairs {
            guard case .scalar(let key, _) = keyNode.kind else {
                report("expected a scalar key in \(context), found \(keyNode.kindDescription)", at: keyNode.location)
                continue
            }
            if fields.entries[key] != nil {
                report("duplicate key '\(key)' in \(context)", at: keyNode.location)
                continue
            }
            guard allowed.contains(key) else {
                report(unknownKey(key, allowed: allowed, in: context), at: keyNode.location)
                continue
            }
            fields.entries[key] = (keyNode, value)
        }
        for key in required where fields.entries[key] == nil {
            report("missing required key '\(key)' in \(context)", at: node.location)
        }
        return fields
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

    mutating func string(_ node: YAMLNode, for key: String) -> Located<String>? {
        guard case .scalar(let text, _) = node.kind else {
            report("expected a string for '\(key)', found \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
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

    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, for key: String, as _: Value.Type, what: String
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(node, for: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.location) }
        let allowed = Value.allCases.map(\.rawValue)
        var message = "'\(text.value)' is not \(what)"
        if let suggestion = Suggestions.closest(to: text.value, among: allowed) {
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

    func describe(_ node: YAMLNode) -> String {
        if case .scalar(let text, _) = node.kind { return "'\(text)'" }
        return node.kindDescription
    }

    mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }
}
