/// Plan → the Markdown reference. (Placeholder until the reference renderer lands.)
public enum MarkdownRenderer {
    public static func render(_ plan: CatalogPlan) -> [OutputFile] { [] }
}
