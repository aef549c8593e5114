import CatalogCore

/// Runs load + validate on in-memory specs and returns the formatted diagnostics.
public enum SpecRun {
    public static func diagnostics(_ files: [String: String]) -> [String] {
        let inputs = files.map { InputFile(path: "specs/\($0.key)", text: $0.value) }
        return Pipeline.validate(inputs).diagnostics.map(\.formatted)
    }

    public static func catalog(_ files: [String: String]) -> Catalog? {
        Pipeline.validate(files.map { InputFile(path: "specs/\($0.key)", text: $0.value) }).catalog
    }
}
