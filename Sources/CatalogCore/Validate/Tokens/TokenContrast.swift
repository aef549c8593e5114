/// `$extensions["dev.catalog"].contrastWith` on a color token: the backgrounds it is drawn on, as aliases
/// (`"{color.surface.card}"` or a list of them). The reference gives the WCAG contrast ratio of each pair in
/// every context and flags those below 4.5:1; nothing else reads it.
public enum TokenContrast {
    /// WCAG 2.x AA for body text.
    public static let minimumRatio = 4.5

    /// The backgrounds a token names (a bad one is reported by `check`, then left out).
    public static func backgrounds(of token: TokenCatalog.Token) -> [TokenPath] {
        entries(of: token)?.items.compactMap(\.path) ?? []
    }

    /// The field, and each item with the path it names (nil: not an alias).
    private static func entries(of token: TokenCatalog.Token) -> (field: YAMLNode, items: [(node: YAMLNode, path: TokenPath?)])? {
        guard let field = TokenExtensions.catalogField("contrastWith", in: token.extensions) else { return nil }
        let nodes: [YAMLNode]
        if case .sequence(let list) = field.kind { nodes = list } else { nodes = [field] }
        return (field, nodes.map { node in
            guard case .scalar(let text, _) = node.kind, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return (node, nil) }
            return (node, TokenPath(dotted: String(text.dropFirst().dropLast())))
        })
    }

    /// Each `contrastWith` must name, as an alias, another color token of the set.
    static func check(_ catalog: TokenCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let colors = catalog.tokens.filter { $0.type == .color }.map(\.path)
        for token in catalog.tokens {
            guard let (field, items) = entries(of: token) else { continue }
            guard token.type == .color else {
                diagnostics.append(.error("contrastWith is read on color tokens only; '\(token.path)' is a \(token.type.rawValue)", at: field.location))
                continue
            }
            for (node, path) in items {
                guard let path else {
                    diagnostics.append(.error("contrastWith takes an alias of a color token, \"{color.surface.card}\", or a list of them", at: node.location))
                    continue
                }
                guard let background = catalog.token(path) else {
                    let hint = Suggestions.closestPath(to: path.description, among: colors.map(\.description)).map { "; did you mean '{\($0)}'?" } ?? ""
                    diagnostics.append(.error("contrastWith names '\(path)', which is not a token" + hint, at: node.location))
                    continue
                }
                if background.type != .color {
                    diagnostics.append(.error("contrastWith names '\(path)', a \(background.type.rawValue); it takes a color", at: node.location))
                } else if path == token.path {
                    diagnostics.append(.error("contrastWith names the token itself", at: node.location))
                }
            }
        }
        return diagnostics
    }
}

/// `$extensions["dev.catalog"]`: the fields this tool reads (SPEC "Design tokens").
enum TokenExtensions {
    static func catalogField(_ key: String, in extensions: YAMLNode?) -> YAMLNode? { field(key, of: "dev.catalog", in: extensions) }

    /// A vendor's field: `$extensions[vendor][key]`.
    static func field(_ key: String, of vendor: String, in extensions: YAMLNode?) -> YAMLNode? {
        guard let fields = extensions.flatMap({ value(vendor, in: $0) }) else { return nil }
        return value(key, in: fields)
    }

    static func value(_ key: String, in node: YAMLNode) -> YAMLNode? {
        guard case .mapping(let pairs) = node.kind else { return nil }
        return pairs.first(where: { if case .scalar(key, _) = $0.key.kind { true } else { false } })?.value
    }
}
