import CatalogCore
import Testing

/// Load + validate of in-memory files whose paths are relative to the package (`specs/catalog.yaml`,
/// `tokens/base.tokens.json`): files outside `specs/` are token inputs, as the CLI reads them.
public enum TokenRun {
    public static func inputs(_ files: [String: String]) -> [InputFile] {
        files.sorted { $0.key < $1.key }.map { path, text in
            InputFile(path: path, text: text, role: path.hasPrefix("specs/") ? .spec : .tokens)
        }
    }

    public static func validate(_ files: [String: String]) -> (tokens: TokenCatalog?, diagnostics: [String]) {
        let result = Pipeline.validate(inputs(files))
        return (result.catalog?.tokens, result.diagnostics.map(\.formatted))
    }

    /// The generated Swift of `inputs`, as `swiftc` sources, with a body for their one component `Badge`
    /// (a `label` text slot): what the token compile tests type-check and run. Expects no error.
    public static func generatedSwift(_ inputs: [InputFile], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: String] {
        let result = Pipeline.generate(inputs, products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        var sources = Toolchain.sources(result.files)
        sources["Body.swift"] = "import SwiftUI\nextension Badge { @MainActor public var body: some View { label } }\n"
        return sources
    }

    /// A catalog with one component and `tokens: { files: [...] }` over the given token files.
    public static func files(_ tokenFiles: [String: String], settings: String = "") -> [String: String] {
        var files = tokenFiles.mapKeys { "tokens/\($0)" }
        files["specs/catalog.yaml"] = "tokens:\n  files: [\(tokenFiles.keys.sorted().map { "../tokens/\($0)" }.joined(separator: ", "))]\n" + settings
        files["specs/Badge.yaml"] = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"
        return files
    }
}

extension Dictionary {
    func mapKeys<Key2: Hashable>(_ transform: (Key) -> Key2) -> [Key2: Value] {
        Dictionary<Key2, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
