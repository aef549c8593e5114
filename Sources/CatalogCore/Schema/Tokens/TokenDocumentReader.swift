/// A DTCG 2025.10 token file's tree → its tokens and groups, every problem positioned. Strict: what the
/// format does not define inside a token or a group is an error (a sibling `alpha` beside `$value` would
/// otherwise be dropped and a translucent color become opaque).
enum TokenDocumentReader {
    static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
    /// Allowed at the top of a file only.
    static let fileProperties = ["$schema"]

    /// Spellings of other tools and languages that mean one of the format's types.
    static let typeSpellings: [String: String] = [
        "colour": "color", "colors": "color", "size": "dimension", "font": "fontFamily", "easing": "cubicBezier",
        "lineheight": "number",
    ]

    /// Why an unknown `$type` is not read, with the type it most likely means.
    static func unknownTypeNote(_ text: String) -> String {
        let names = TokenType.allCases.map(\.rawValue)
        let hint = typeSpellings[text.lowercased()] ?? Suggestions.closest(to: text, among: names)
        return "$type '\(text)' is not a type catalog reads" + (hint.map { " (did you mean '\($0)'?)" } ?? " (the format's types and string, boolean, link)")
    }

    static func read(_ root: YAMLNode, file: String) -> (TokenDocument, [Diagnostic]) {
        var reader = Reader()
        guard case .mapping = root.kind else {
            reader.error("a token file holds a JSON object of groups and tokens, found \(root.kindDescription)", at: root.location)
            return (TokenDocument(root: root), reader.diagnostics)
        }
        reader.group(root, path: TokenPath([]), location: root.location)
        // The older shape reads as errors or as no token at all: then it alone is said, instead of them.
        if reader.diagnostics.hasErrors || reader.tokens.isEmpty, let legacy = legacyShape(root) {
            let diagnostic = Diagnostic.error("this file is in the older Tokens Studio shape ('value' and 'type' without '$'); export it in the W3C DTCG 2025.10 format (in Tokens Studio: Settings → Token Format → W3C DTCG), where every token has '$value' and '$type'", at: legacy)
            return (TokenDocument(root: root), [diagnostic])
        }
        let document = TokenDocument(tokens: reader.tokens, groups: reader.groups, root: root)
        return (document, reader.diagnostics + document.incompleteGroupWarnings())
    }

    /// The first object with a `value` key and a `type` (or without any `$` key at all beside `value`): the
    /// `$`-less shape of Tokens Studio's legacy export.
    private static func legacyShape(_ node: YAMLNode) -> SourceLocation? {
        guard case .mapping(let pairs) = node.kind else { return nil }
        let keys = pairs.compactMap { pair -> String? in
            if case .scalar(let key, _) = pair.key.kind { return key }
            return nil
        }
        if keys.contains("value"), keys.contains("type") || keys.allSatisfy({ !$0.hasPrefix("$") }),
           !keys.contains(where: { $0.hasPrefix("$") }) {
            // `value` beside `type`, with nothing of DTCG's: a legacy token.
            if keys.contains("type") { return node.location }
        }
        for pair in pairs {
            if case .scalar(let key, _) = pair.key.kind, key.hasPrefix("$") { continue }
            if let found = legacyShape(pair.value) { return found }
        }
        return nil
    }

    private struct Reader {
        var tokens: [RawToken] = []
        var groups: [RawGroup] = []
        var diagnostics: [Diagnostic] = []

        mutating func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(message, at: location))
        }

        mutating func deviation(_ kind: TokenDeviation, _ message: String, at location: SourceLocation) {
            diagnostics.append(.deviation(kind, message, at: location))
        }

        mutating func group(_ node: YAMLNode, path: TokenPath, location: SourceLocation) {
            guard case .mapping(let pairs) = node.kind else { return }
            var metadata = TokenMetadata()
            var extends: Located<TokenPath>?
            var seen: Set<String> = []
            var children: [(String, YAMLNode, YAMLNode)] = []
            for (keyNode, value) in pairs {
                guard case .scalar(let key, _) = keyNode.kind else {
                    error("expected a name, found \(keyNode.kindDescription)", at: keyNode.location)
                    continue
                }
                guard seen.insert(key).inserted else {
                    error("duplicate key '\(key)'\(path.segments.isEmpty ? "" : " in group '\(path)'")", at: keyNode.location)
                    continue
                }
                if key.hasPrefix("$") {
                    switch key {
                    case "$root":
                        children.append((key, keyNode, value))
                    case "$extends":
                        extends = reference(value, for: "$extends")
                    case "$schema" where path.segments.isEmpty:
                        if case .scalar = value.kind {} else { error("'$schema' is a URL string", at: value.location) }
                    default:
                        if !readMetadata(key, value, into: &metadata) {
                            let allowed = groupProperties + (path.segments.isEmpty ? fileProperties : [])
                            deviation(.unknownProperty, unknownProperty(key, allowed: allowed + ["$value"], in: "a group") + "; kept as an extension, not read", at: keyNode.location)
                        }
                    }
                    continue
                }
                children.append((key, keyNode, value))
            }
            groups.append(RawGroup(path: path, location: location, metadata: metadata, extends: extends))
            for (name, keyNode, value) in children {
                if name != "$root", let problem = Self.nameProblem(name) {
                    error("the name '\(name)' \(problem)", at: keyNode.location)
                    continue
                }
                child(value, path: path.appending(name), location: keyNode.location)
            }
        }

        /// A member of a group: a token (it has `$value`, or is a `$ref` alias) or a group.
        mutating func child(_ node: YAMLNode, path: TokenPath, location: SourceLocation) {
            guard case .mapping(let pairs) = node.kind else {
                error("'\(path)' is neither a token (an object with '$value') nor a group (an object of tokens); found \(node.kindDescription)", at: node.location)
                return
            }
            let keys = pairs.compactMap { pair -> String? in
                if case .scalar(let key, _) = pair.key.kind { return key }
                return nil
            }
            if keys.contains("$value") || (keys.contains("$ref") && !keys.contains(where: { !$0.hasPrefix("$") })) {
                token(node, pairs: pairs, path: path, location: location)
            } else if path.isRoot {
                error("'$root' is a token: it needs '$value'", at: location)
            } else {
                group(node, path: path, location: location)
            }
        }

        mutating func token(_ node: YAMLNode, pairs: [(key: YAMLNode, value: YAMLNode)], path: TokenPath, location: SourceLocation) {
            var metadata = TokenMetadata()
            var value: YAMLNode?
            var seen: Set<String> = []
            var children: [String] = []
            for (keyNode, entry) in pairs {
                guard case .scalar(let key, _) = keyNode.kind else { continue }
                guard seen.insert(key).inserted else {
                    error("duplicate key '\(key)' in token '\(path)'", at: keyNode.location)
                    continue
                }
                switch key {
                case "$value": value = entry
                case "$ref": value = node
                default:
                    if key.hasPrefix("$") {
                        if !readMetadata(key, entry, into: &metadata) {
                            deviation(.unknownProperty, unknownProperty(key, allowed: tokenProperties, in: "a token") + "; kept as an extension, not read", at: keyNode.location)
                        }
                    } else if case .mapping = entry.kind {
                        children.append(key)
                        error("'\(path)' has '$value' and the child '\(key)': an object is a token or a group, never both", at: keyNode.location)
                    } else {
                        error("'\(key)' is not a property of a token (a token has \(tokenProperties.joined(separator: ", "))); a value's fields go inside '$value'", at: keyNode.location)
                    }
                }
            }
            guard let value else { return }
            tokens.append(RawToken(path: path, location: location, value: value, metadata: metadata))
        }

        /// Reads a shared `$` property; false when `key` is not one.
        mutating func readMetadata(_ key: String, _ value: YAMLNode, into metadata: inout TokenMetadata) -> Bool {
            switch key {
            case "$type":
                guard case .scalar(let text, _) = value.kind else {
                    error("'$type' is a type name, found \(value.kindDescription)", at: value.location)
                    return true
                }
                if let type = TokenType(rawValue: text) {
                    metadata.type = Located(type, at: value.location)
                } else if let type = Self.tokensStudioTypes[text] {
                    deviation(.tokensStudio, "'\(text)' is Tokens Studio's type name; read as the format's '\(type.rawValue)'", at: value.location)
                    metadata.type = Located(type, at: value.location)
                } else {
                    metadata.unknownType = Located(text, at: value.location)
                }
            case "$description":
                guard case .scalar(let text, _) = value.kind else {
                    error("'$description' is a string, found \(value.kindDescription)", at: value.location)
                    return true
                }
                metadata.description = Located(text, at: value.location)
            case "$deprecated":
                switch value.kind {
                case .scalar("true", .plain): metadata.deprecated = Located(.deprecated, at: value.location)
                case .scalar("false", .plain): break
                case .scalar(let text, .quoted): metadata.deprecated = Located(.message(text), at: value.location)
                default: error("'$deprecated' is true, false or a message, found \(Self.describe(value))", at: value.location)
                }
            case "$extensions":
                guard case .mapping = value.kind else {
                    error("'$extensions' is an object keyed by vendor (\"com.example\"), found \(value.kindDescription)", at: value.location)
                    return true
                }
                metadata.extensions = value
            default:
                return false
            }
            return true
        }

        mutating func reference(_ node: YAMLNode, for key: String) -> Located<TokenPath>? {
            if case .scalar(let text, _) = node.kind, let path = TokenReference.curly(text) {
                return Located(path, at: node.location)
            }
            error("'\(key)' names a group in braces (\"{base.group}\"), found \(Self.describe(node))", at: node.location)
            return nil
        }

        func unknownProperty(_ key: String, allowed: [String], in what: String) -> String {
            if let suggestion = Suggestions.closest(to: key, among: allowed) {
                return "unknown property '\(key)' in \(what); did you mean '\(suggestion)'?"
            }
            return "unknown property '\(key)' in \(what) (the format defines \(allowed.joined(separator: ", ")))"
        }

        /// Tokens Studio's type names, which its DTCG export keeps (SPEC revision 5).
        static let tokensStudioTypes: [String: TokenType] = [
            "fontSizes": .dimension, "letterSpacing": .dimension, "borderWidth": .dimension, "borderRadius": .dimension,
            "sizing": .dimension, "spacing": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
            "fontWeights": FontWeightTokenType.type, "fontFamilies": FontFamilyTokenType.type, "lineHeights": .number, "opacity": .number,
            "boxShadow": ShadowTokenType.type, "color": .color,
        ]

        /// Why a group or token name is not allowed (the format reserves `{`, `}`, `.` and a leading `$`).
        static func nameProblem(_ name: String) -> String? {
            if name.isEmpty { return "is empty" }
            if name.hasPrefix("$") { return "starts with '$', which the format reserves for its own properties" }
            if let bad = name.first(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                return "contains '\(bad)', which the format reserves for references"
            }
            return nil
        }

        static func describe(_ node: YAMLNode) -> String {
            if case .scalar(let text, _) = node.kind { return "'\(text)'" }
            return node.kindDescription
        }
    }
}

/// How a value refers to another token: `"{color.blue}"` or `{ "$ref": "#/color/blue" }`.
enum TokenReference {
    /// `{a.b.c}` as a whole string → its path.
    static func curly(_ text: String) -> TokenPath? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let path = TokenPath(dotted: String(inner))
        return path.segments.contains(where: \.isEmpty) ? nil : path
    }

    /// The `$ref` string of a `{ "$ref": "…" }` object (other keys beside it are overrides).
    static func pointer(_ node: YAMLNode) -> Located<String>? {
        guard case .mapping(let pairs) = node.kind else { return nil }
        for (key, value) in pairs {
            if case .scalar("$ref", _) = key.kind, case .scalar(let text, _) = value.kind { return Located(text, at: value.location) }
        }
        return nil
    }

    /// RFC 6901: `#/a/b~1c` → ["a", "b/c"]; nil when not a same-document pointer.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer == "#" || pointer.hasPrefix("#/") else { return nil }
        return pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
            .map { unescape(String($0)) }
            .filter { pointer != "#" || !$0.isEmpty }
    }

    /// `~1` is `/` and `~0` is `~`, in that order of decoding.
    private static func unescape(_ segment: String) -> String {
        guard segment.contains("~") else { return segment }
        var result = ""
        var iterator = segment.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else { result.append(character); continue }
            switch iterator.next() {
            case "1": result.append("/")
            case "0": result.append("~")
            case let other?: result.append("~"); result.append(other)
            case nil: result.append("~")
            }
        }
        return result
    }
}
