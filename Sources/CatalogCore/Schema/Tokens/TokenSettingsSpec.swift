/// catalog.yaml's `tokens:` (SPEC "Design tokens"): where the catalog's tokens are and how they reach Swift.
public struct TokenSettingsSpec: Hashable, Sendable {
    public var location: SourceLocation
    /// A 2025.10 resolver document, relative to catalog.yaml's folder.
    public var resolver: Located<String>? = nil
    /// Token files forming one set, merged in order (later wins).
    public var files: [Located<String>]? = nil
    public var namespace: Located<String>? = nil
    /// Points per rem (default 16).
    public var remBase: Located<Double>? = nil
    /// Per resolver modifier: how its contexts reach SwiftUI.
    public var modes: [TokenModeSpec] = []
    /// Old path → new path: a renamed token's old member kept as a deprecated forwarder (revision 5).
    public var renamed: [TokenRenameSpec] = []
    /// Kinds of deviation the team acknowledges: counted in the run's summary, not repeated (revision 5).
    public var accept: [Located<String>]? = nil
    /// Every deviation and every omission is an error (revision 5), for teams that gate their exports in CI.
    public var strict: Located<Bool>? = nil
}

/// One entry of `renamed:`: `color.background.brand.tertiary: color.background.brand.subtle`.
public struct TokenRenameSpec: Hashable, Sendable {
    public var old: Located<String>
    public var new: Located<String>
}

/// One entry of `modes:`: `theme: { light: { colorScheme: light } }`, `size: dynamicTypeSize`, `brand: environment`.
public struct TokenModeSpec: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case appearance([(context: Located<String>, scheme: Located<String>?, contrast: Located<String>?)])
        case dynamicTypeSize
        case environment

        public static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.dynamicTypeSize, .dynamicTypeSize), (.environment, .environment): true
            case let (.appearance(a), .appearance(b)):
                a.map(\.context) == b.map(\.context) && a.map(\.scheme) == b.map(\.scheme) && a.map(\.contrast) == b.map(\.contrast)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            if case .appearance(let entries) = self { hasher.combine(entries.map(\.context)) }
        }
    }

    public var modifier: Located<String>
    public var kind: Kind
}

extension SpecKeyTable where Spec == TokenSettingsSpec {
    /// Documented under the settings' `tokens` key.
    static let tokens = SpecKeyTable(context: "tokens", docsSection: nil, anchorPrefix: nil, keys: [
        .text("resolver", \.resolver),
        .value("files", \.files, schema: JSONSchema.array(JSONSchema.text)) { reader, fields in
            reader.sequence("files", in: fields).map { $0.compactMap { reader.string($0, for: "files") } }
        },
        .text("namespace", \.namespace),
        .value("remBase", \.remBase, schema: .object(["type": .string("number"), "exclusiveMinimum": .number(0)])) { reader, fields in
            guard let (_, node) = fields.entries["remBase"] else { return nil }
            if case .scalar(let text, .plain) = node.kind, let value = Double(text), value > 0, value.isFinite { return Located(value, at: node.location) }
            reader.report("expected a positive number of points for 'remBase', found \(reader.describe(node))", at: node.location)
            return nil
        },
        .list("modes", \.modes, schema: .object(["type": .string("object"), "additionalProperties": .object(["oneOf": .array([
            JSONSchema.choice(["dynamicTypeSize", "environment"]),
            .object(["type": .string("object"), "additionalProperties": .object([
                "type": .string("object"), "additionalProperties": .bool(false),
                "properties": .object(["colorScheme": JSONSchema.choice(["light", "dark"]), "contrast": JSONSchema.choice(["standard", "increased"])]),
            ])]),
        ])])])) { reader, fields in SpecLoader.decodeTokenModes(fields, reader: &reader) },
        .list("renamed", \.renamed, schema: .object(["type": .string("object"), "additionalProperties": JSONSchema.text])) { reader, fields in
            SpecLoader.decodeTokenRenames(fields, reader: &reader)
        },
        .value("accept", \.accept, schema: JSONSchema.array(JSONSchema.choice(TokenDeviation.allCases.map(\.rawValue)))) { reader, fields in
            reader.sequence("accept", in: fields).map { $0.compactMap { reader.string($0, for: "accept") } }
        },
        .bool("strict", \.strict),
    ])
}

extension SpecLoader {
    static func decodeTokenSettings(_ fields: NodeReader.Fields, reader: inout NodeReader) -> TokenSettingsSpec? {
        guard let (_, node) = fields.entries["tokens"] else { return nil }
        let settings = decode(node, SpecKeyTable<TokenSettingsSpec>.tokens, into: TokenSettingsSpec(location: node.location), reader: &reader)
        if let settings, settings.resolver != nil, settings.files != nil {
            reader.report("'tokens' takes 'resolver' or 'files', not both (a resolver lists its files itself)", at: node.location)
        } else if let settings, settings.resolver == nil, settings.files == nil {
            reader.report("'tokens' needs 'resolver' (a 2025.10 resolver document) or 'files' (token files merged in order)", at: node.location)
        }
        return settings
    }

    /// `renamed: { old.path: new.path }`, each path without braces (braces are forgiven).
    static func decodeTokenRenames(_ fields: NodeReader.Fields, reader: inout NodeReader) -> [TokenRenameSpec]? {
        guard let pairs = reader.mapping("renamed", in: fields, of: "old token paths to new ones") else { return nil }
        return pairs.compactMap { key, value in
            guard let old = reader.string(key, for: "renamed"), let new = reader.string(value, for: old.value) else { return nil }
            return TokenRenameSpec(old: old, new: new)
        }
    }

    static func decodeTokenModes(_ fields: NodeReader.Fields, reader: inout NodeReader) -> [TokenModeSpec]? {
        guard let pairs = reader.mapping("modes", in: fields, of: "resolver modifiers") else { return nil }
        return pairs.compactMap { key, value in
            guard let modifier = reader.string(key, for: "modes") else { return nil }
            switch value.kind {
            case .scalar(let text, _):
                switch text {
                case "dynamicTypeSize": return TokenModeSpec(modifier: modifier, kind: .dynamicTypeSize)
                case "environment": return TokenModeSpec(modifier: modifier, kind: .environment)
                default:
                    let hint = Suggestions.closest(to: text, among: ["dynamicTypeSize", "environment"]).map { "; did you mean '\($0)'?" }
                    reader.report("'\(text)' is not a mode: write dynamicTypeSize, environment, or a mapping of contexts to { colorScheme, contrast }" + (hint ?? ""), at: value.location)
                    return nil
                }
            case .mapping(let contexts):
                let entries = contexts.compactMap { contextKey, mapping -> (context: Located<String>, scheme: Located<String>?, contrast: Located<String>?)? in
                    guard let context = reader.string(contextKey, for: "modes"),
                          let fields = reader.fields(of: mapping, in: "the mode of context '\(context.value)'", allowed: ["colorScheme", "contrast"]) else { return nil }
                    let scheme = reader.string("colorScheme", in: fields)
                    let contrast = reader.string("contrast", in: fields)
                    if let scheme, !["light", "dark"].contains(scheme.value) { reader.report("colorScheme is light or dark, found '\(scheme.value)'", at: scheme.location) }
                    if let contrast, !["standard", "increased"].contains(contrast.value) { reader.report("contrast is standard or increased, found '\(contrast.value)'", at: contrast.location) }
                    return (context, scheme, contrast)
                }
                return TokenModeSpec(modifier: modifier, kind: .appearance(entries))
            case .sequence:
                reader.report("a mode is dynamicTypeSize, environment, or a mapping of contexts to { colorScheme, contrast }, found a sequence", at: value.location)
                return nil
            }
        }
    }
}

extension SpecLoader {
    /// A component's `tokens:`: names → token paths.
    static func decodeTokenUses(_ fields: NodeReader.Fields, reader: inout NodeReader) -> [TokenUseSpec]? {
        guard let (_, node) = fields.entries["tokens"] else { return nil }
        guard case .mapping(let pairs) = node.kind else {
            reader.report("expected a mapping of names to token paths for 'tokens' (accent: color.accent), found \(reader.describe(node))", at: node.location)
            return nil
        }
        var seen: Set<String> = []
        return pairs.compactMap { key, value in
            guard let name = reader.string(key, for: "tokens"), let path = reader.string(value, for: name.value) else { return nil }
            guard seen.insert(name.value).inserted else {
                reader.report("duplicate name '\(name.value)' in 'tokens'", at: name.location)
                return nil
            }
            return TokenUseSpec(name: name, path: path)
        }
    }
}
