extension Validator {
    /// A string literal such as `"aString"` or `"anInt"` (`a`/`an` and a type's name): how a generated
    /// call site fills a parameter, not a value a reader should copy from a published example.
    static func samplePlaceholder(in code: String) -> String? {
        let literals = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
        for literal in literals.map(\.element) {
            for article in ["an", "a"] where literal.hasPrefix(article) {
                let rest = literal.dropFirst(article.count)
                if let first = rest.first, first.isUppercase, rest.allSatisfy(\.isLetter) { return String(literal) }
            }
        }
        return nil
    }
}
