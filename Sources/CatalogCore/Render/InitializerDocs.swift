/// The words that describe an initializer, shared by the doc comments and the Markdown reference.
public enum InitializerDocs {
    /// `- Parameters:` with one line per parameter, in signature order.
    public static func parameterList(of initializer: InitializerPlan) -> String? {
        guard !initializer.parameters.isEmpty else { return nil }
        return (["- Parameters:"] + initializer.parameters.map { "  - \($0.name): \($0.doc)" }).joined(separator: "\n")
    }

    /// Author text on one line, for parameter lists and table cells.
    public static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        if text.isOneCleanLine { return text }
        let joined = text.splitLines().map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? nil : joined
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }
}
