/// libyaml reads JSON as YAML, which accepts more than JSON does: a `.json` token file is held to JSON.
enum JSONStrictness {
    /// Unquoted text that is not a JSON literal (`true`, `false`, `null`, a number), anywhere in the tree.
    static func check(_ root: YAMLNode) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stack = [root]
        while let node = stack.popLast(), diagnostics.count < 20 {
            switch node.kind {
            case .scalar(let text, .plain):
                if !isLiteral(text) {
                    diagnostics.append(.error("'\(text)' is not JSON: strings are written in double quotes", at: node.location))
                }
            case .scalar: break
            case .sequence(let items): stack += items.reversed()
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    if case .scalar(let key, .plain) = pair.key.kind {
                        diagnostics.append(.error("the key '\(key)' is not JSON: keys are strings in double quotes", at: pair.key.location))
                    }
                    stack.append(pair.value)
                }
            }
        }
        return diagnostics
    }

    private static func isLiteral(_ text: String) -> Bool {
        text == "true" || text == "false" || text == "null" || TokenValueParser<ResolutionContext>.jsonNumber(text) != nil
    }
}
