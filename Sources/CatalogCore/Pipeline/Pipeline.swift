/// The whole pipeline in memory: load → validate → plan → render. Only the CLI touches the disk.
public enum Pipeline {
    public struct Products: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let swift = Products(rawValue: 1)
        public static let docs = Products(rawValue: 2)
        /// The DocC catalog, `Swift/<Module>.docc`.
        public static let docc = Products(rawValue: 4)
        public static let all: Products = [.swift, .docs, .docc]

        /// The folders (relative to the output) a run of these products owns; nil: the whole output.
        public func scope(module: String) -> [String]? {
            guard !contains(.swift) else { return nil }
            return (contains(.docs) ? ["Docs"] : []) + (contains(.docc) ? [DocCRenderer.catalogFolder(module: module)] : [])
        }
    }

    public struct Result: Sendable {
        /// Sorted by file, line and column.
        public var diagnostics: [Diagnostic]
        /// Nil when validation failed: then nothing may be written.
        public var plan: CatalogPlan?
        public var files: [OutputFile]
    }

    /// Load and validate only.
    public static func validate(_ inputs: [InputFile]) -> (catalog: Catalog?, diagnostics: [Diagnostic]) {
        let (specs, loadDiagnostics) = SpecLoader.load(inputs.filter { $0.role == .spec })
        let (tokens, tokenDiagnostics) = TokenValidation.validate(specs.settings, inputs: inputs)
        var (catalog, validationDiagnostics) = Validator.validate(specs, tokens: tokens)
        catalog?.tokens = tokens
        var auditDiagnostics: [Diagnostic] = []
        if catalog != nil, let file = inputs.first(where: { $0.role == .auditRecord }) {
            let (record, diagnostics) = AuditRecord.load(file)
            auditDiagnostics = diagnostics + (record.map { catalog!.attach($0) } ?? [])
        }
        let diagnostics = (loadDiagnostics + tokenDiagnostics + validationDiagnostics + auditDiagnostics).sorted()
        return (diagnostics.hasErrors ? nil : catalog, diagnostics)
    }

    public static func generate(_ inputs: [InputFile], products: Products = .all) -> Result {
        let (catalog, diagnostics) = validate(inputs)
        guard let catalog else { return Result(diagnostics: diagnostics, plan: nil, files: []) }
        let plan = Planner.plan(catalog)
        return Result(diagnostics: diagnostics, plan: plan, files: render(plan, products: products))
    }

    public static func render(_ plan: CatalogPlan, products: Products = .all) -> [OutputFile] {
        // Built once: the Swift files print the trees, the reference reads the same nodes.
        let declarations = products.isEmpty ? [] : plan.components.concurrentMap(ComponentDeclarations.init)
        // The Swift files and the references share nothing but the plan: one is made beside the other.
        let parts = [products.intersection(.swift), products.intersection([.docs, .docc])].filter { !$0.isEmpty }
        let files = parts.concurrentMap { render(plan, $0, declarations: declarations) }.flatMap { $0 }
        return files.sorted { $0.path < $1.path }
    }

    private static func render(_ plan: CatalogPlan, _ products: Products, declarations: [ComponentDeclarations]) -> [OutputFile] {
        if products.contains(.swift) { return SwiftRenderer.render(plan, declarations: declarations) }
        // Both references print one page model, each on its own.
        let tokenPage = TokenReferencePage(plan, components: plan.components)
        return [Products.docs, .docc].filter(products.contains).concurrentMap { product in
            guard product == .docs else { return DocCRenderer.render(plan, declarations: declarations, tokenPage: tokenPage) }
            // The spec format's schemas, for editors, beside the reference.
            return MarkdownRenderer.render(plan, declarations: declarations, tokenPage: tokenPage)
                + [OutputFile(path: "Docs/component.schema.json", contents: JSONSchema.component),
                   OutputFile(path: "Docs/catalog.schema.json", contents: JSONSchema.settings)]
        }.flatMap { $0 }
    }
}
