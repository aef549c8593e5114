/// catalog.yaml's `tokens:` → the token and resolver files it names, loaded (positions kept). The CLI reads
/// the files (`files(neededBy:)` says which); the core never touches the disk.
public enum TokenLoader {
    /// The token files (and resolver) `inputs` need that they do not hold yet, as paths to read. The CLI
    /// calls it until it returns nothing new: the settings name a resolver, the resolver names files.
    public static func files(neededBy inputs: [InputFile]) -> [String] {
        guard let settings = settings(in: inputs) else { return [] }
        let present = Set(inputs.map(\.path))
        let directory = Self.directory(of: settings.file)
        guard let tokens = settings.tokens else { return [] }
        if let files = tokens.files { return files.map { join(directory, $0.value) }.filter { !present.contains($0) } }
        guard let resolver = tokens.resolver else { return [] }
        let resolverPath = join(directory, resolver.value)
        guard let file = inputs.first(where: { $0.path == resolverPath }) else { return [resolverPath] }
        guard case let (root?, _) = YAMLLoader.load(file.bytes, file: file.path) else { return [] }
        let (document, _) = ResolverDocumentReader.read(root, file: file.path)
        return Self.filePaths(of: document).map { join(Self.directory(of: resolverPath), $0) }.filter { !present.contains($0) }
    }

    /// The settings' tokens, loaded into sources; nil (with diagnostics) when a file is missing or wrong.
    public static func load(_ settings: CatalogSettingsSpec, inputs: [InputFile]) -> (TokenSources?, [Diagnostic]) {
        guard let tokens = settings.tokens else { return (nil, []) }
        var loader = Loading(inputs: inputs)
        let directory = Self.directory(of: settings.file)
        var sources: TokenSources?
        if let files = tokens.files {
            let documents = files.compactMap { loader.document(join(directory, $0.value), referencedAt: $0.location) }
            sources = TokenSources(steps: [.set(documents)])
        } else if let resolver = tokens.resolver {
            let path = join(directory, resolver.value)
            if let root = loader.tree(path, referencedAt: resolver.location) {
                let (document, diagnostics) = ResolverDocumentReader.read(root, file: path)
                loader.diagnostics += diagnostics
                sources = loader.sources(of: document, directory: Self.directory(of: path))
            }
        }
        return (loader.diagnostics.hasErrors ? nil : sources, loader.diagnostics)
    }

    static func settings(in inputs: [InputFile]) -> CatalogSettingsSpec? {
        guard let file = inputs.first(where: { $0.role == .spec && SpecLoader.isSettingsFile($0.path) }),
              case let (root?, _) = YAMLLoader.load(file.bytes, file: file.path) else { return nil }
        var reader = NodeReader()
        return SpecLoader.decodeSettings(root, file: file.path, reader: &reader)
    }

    private static func filePaths(of document: ResolverDocument) -> [String] {
        func files(_ sources: [TokenSource]) -> [String] {
            sources.compactMap { if case .file(let path) = $0 { path.value } else { nil } }
        }
        var paths = document.sets.keys.sorted().flatMap { files(document.sets[$0] ?? []) }
        for name in document.modifiers.keys.sorted() { paths += document.modifiers[name]?.contexts.flatMap { files($0.sources) } ?? [] }
        for step in document.resolutionOrder {
            switch step {
            case .set(_, let sources): paths += files(sources)
            case .modifier(let modifier): paths += modifier.contexts.flatMap { files($0.sources) }
            }
        }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// The folder part of a path, "" for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `specs/` + `../tokens/a.json` → `tokens/a.json`: `..` cancels a folder name before it.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        var parts: [Substring] = []
        let isAbsolute = directory.hasPrefix("/")
        for part in (directory + relative).split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    private struct Loading {
        let inputs: [String: InputFile]
        var documents: [String: TokenDocument] = [:]
        var diagnostics: [Diagnostic] = []

        init(inputs: [InputFile]) {
            self.inputs = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        }

        mutating func tree(_ path: String, referencedAt location: SourceLocation) -> YAMLNode? {
            guard let file = inputs[path] else {
                diagnostics.append(.error("no token file at '\(path)'", at: location))
                return nil
            }
            let (root, loadDiagnostics) = YAMLLoader.load(file.bytes, file: path)
            diagnostics += loadDiagnostics
            if let root, path.hasSuffix(".json") { diagnostics += JSONStrictness.check(root) }
            return root
        }

        mutating func document(_ path: String, referencedAt location: SourceLocation) -> TokenDocument? {
            if let done = documents[path] { return done }
            guard let root = tree(path, referencedAt: location) else { return nil }
            let (document, readDiagnostics) = TokenDocumentReader.read(root, file: path)
            diagnostics += readDiagnostics
            documents[path] = document
            return document
        }

        mutating func sources(of document: ResolverDocument, directory: String) -> TokenSources {
            var steps: [TokenSources.Step] = []
            for step in document.resolutionOrder {
                switch step {
                case .set(_, let sources):
                    steps.append(.set(documents(sources, in: document, directory: directory)))
                case .modifier(let modifier):
                    if modifier.contexts.count == 1 {
                        diagnostics.append(.warning("modifier '\(modifier.name.value)' has one context; it changes nothing (a set would say the same)", at: modifier.name.location))
                    }
                    steps.append(.modifier(TokenSources.Modifier(
                        name: modifier.name, description: modifier.description,
                        contexts: modifier.contexts.map { ($0.name, documents($0.sources, in: document, directory: directory)) },
                        defaultContext: modifier.defaultContext)))
                }
            }
            return TokenSources(steps: steps)
        }

        private mutating func documents(_ sources: [TokenSource], in resolver: ResolverDocument, directory: String) -> [TokenDocument] {
            sources.flatMap { source -> [TokenDocument] in
                switch source {
                case .inline(let document): return [document]
                case .file(let path): return document(join(directory, path.value), referencedAt: path.location).map { [$0] } ?? []
                case .set(let name):
                    guard let set = resolver.sets[name.value] else {
                        diagnostics.append(.error(ResolverDocumentReader.missing("set", name.value, among: resolver.sets.keys), at: name.location))
                        return []
                    }
                    // A set that names a set: flattened once (sets cannot nest further without a cycle).
                    return set.flatMap { inner -> [TokenDocument] in
                        switch inner {
                        case .inline(let document): return [document]
                        case .file(let path): return document(join(directory, path.value), referencedAt: path.location).map { [$0] } ?? []
                        case .set(let nested):
                            diagnostics.append(.error("set '\(name.value)' refers to set '\(nested.value)'; catalog reads one level of set references", at: nested.location))
                            return []
                        }
                    }
                }
            }
        }
    }
}
