/// A resolver document's tree → its sets, modifiers and resolution order, every problem positioned.
enum ResolverDocumentReader {
    static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions"]

    static func read(_ root: YAMLNode, file: String) -> (ResolverDocument, [Diagnostic]) {
        var reader = NodeReader()
        var document = ResolverDocument(file: file)
        guard let fields = reader.fields(of: root, in: "a resolver document", allowed: rootKeys, required: ["version", "resolutionOrder"]) else {
            return (document, reader.diagnostics)
        }
        if let version = reader.string("version", in: fields), version.value != "2025.10" {
            reader.report("this resolver is version '\(version.value)'; catalog reads the Resolver module 2025.10 (\"version\": \"2025.10\")", at: version.location)
        }
        document.name = reader.string("name", in: fields)?.value
        document.description = reader.string("description", in: fields)?.value
        var sources = SourceReader(file: file)
        if let (_, sets) = fields.entries["sets"], let members = members(sets, "sets", reader: &reader) {
            for (name, node) in members {
                guard let setFields = reader.fields(of: node, in: "set '\(name.value)'", allowed: ["sources", "description", "$extensions"], required: ["sources"]),
                      let list = reader.sequence("sources", in: setFields) else { continue }
                document.sets[name.value] = sources.read(list, reader: &reader)
            }
        }
        if let (_, modifiers) = fields.entries["modifiers"], let members = members(modifiers, "modifiers", reader: &reader) {
            for (name, node) in members {
                if let modifier = modifier(node, name: name, sources: &sources, reader: &reader) { document.modifiers[name.value] = modifier }
            }
        }
        var inlineNames: Set<String> = []
        for item in reader.sequence("resolutionOrder", in: fields) ?? [] {
            if let step = step(item, document: document, inlineNames: &inlineNames, sources: &sources, reader: &reader) {
                document.resolutionOrder.append(step)
            }
        }
        return (document, reader.diagnostics)
    }

    private static func members(_ node: YAMLNode, _ what: String, reader: inout NodeReader) -> [(Located<String>, YAMLNode)]? {
        guard case .mapping(let pairs) = node.kind else {
            reader.report("'\(what)' is an object of names, found \(node.kindDescription)", at: node.location)
            return nil
        }
        var seen: Set<String> = []
        return pairs.compactMap { key, value in
            guard case .scalar(let name, _) = key.kind else { return nil }
            guard seen.insert(name).inserted else {
                reader.report("duplicate name '\(name)' in '\(what)'", at: key.location)
                return nil
            }
            return (Located(name, at: key.location), value)
        }
    }

    private static func modifier(_ node: YAMLNode, name: Located<String>, sources: inout SourceReader, reader: inout NodeReader) -> ResolverDocument.Modifier? {
        guard let fields = reader.fields(of: node, in: "modifier '\(name.value)'", allowed: ["contexts", "description", "default", "$extensions", "type", "name"], required: ["contexts"]),
              let (_, contextsNode) = fields.entries["contexts"],
              let members = members(contextsNode, "contexts", reader: &reader) else { return nil }
        guard !members.isEmpty else {
            reader.report("modifier '\(name.value)' has no contexts; a modifier needs at least one (the format requires it), and two to vary anything", at: contextsNode.location)
            return nil
        }
        var contexts: [ResolverDocument.Context] = []
        for (context, list) in members {
            guard case .sequence(let items) = list.kind else {
                reader.report("context '\(context.value)' is a list of token sources, found \(list.kindDescription)", at: list.location)
                continue
            }
            contexts.append(ResolverDocument.Context(name: context, sources: sources.read(items, reader: &reader)))
        }
        let defaultContext = reader.string("default", in: fields)
        if let defaultContext, !contexts.contains(where: { $0.name.value == defaultContext.value }) {
            let hint = Suggestions.closest(to: defaultContext.value, among: contexts.map(\.name.value)).map { "; did you mean '\($0)'?" }
            reader.report("the default '\(defaultContext.value)' is not a context of modifier '\(name.value)'" + (hint ?? " (its contexts: \(contexts.map(\.name.value).joined(separator: ", ")))"), at: defaultContext.location)
        }
        return ResolverDocument.Modifier(name: name, description: reader.string("description", in: fields)?.value,
                                         contexts: contexts, defaultContext: defaultContext)
    }

    private static func step(_ item: YAMLNode, document: ResolverDocument, inlineNames: inout Set<String>,
                             sources: inout SourceReader, reader: inout NodeReader) -> ResolverDocument.Step? {
        if let pointer = TokenReference.pointer(item) {
            let segments = TokenReference.pointerSegments(pointer.value) ?? []
            switch (segments.first, segments.count) {
            case ("sets", 2):
                guard let set = document.sets[segments[1]] else {
                    reader.report(missing("set", segments[1], among: document.sets.keys), at: pointer.location)
                    return nil
                }
                return .set(name: Located(segments[1], at: pointer.location), sources: set)
            case ("modifiers", 2):
                guard let modifier = document.modifiers[segments[1]] else {
                    reader.report(missing("modifier", segments[1], among: document.modifiers.keys), at: pointer.location)
                    return nil
                }
                return .modifier(modifier)
            default:
                reader.report("resolutionOrder refers to sets (\"#/sets/name\") and modifiers (\"#/modifiers/name\"), or declares one inline; '\(pointer.value)' is neither", at: pointer.location)
                return nil
            }
        }
        guard case .mapping = item.kind,
              let fields = reader.fields(of: item, in: "an inline set or modifier", allowed: ["type", "name", "sources", "contexts", "description", "default", "$extensions"], required: ["type", "name"]),
              let type = reader.string("type", in: fields), let name = reader.string("name", in: fields) else { return nil }
        guard inlineNames.insert(name.value).inserted else {
            reader.report("a second item named '\(name.value)' in resolutionOrder; names there are unique", at: name.location)
            return nil
        }
        switch type.value {
        case "set":
            guard let list = reader.sequence("sources", in: fields) else {
                reader.report("an inline set needs 'sources'", at: item.location)
                return nil
            }
            return .set(name: name, sources: sources.read(list, reader: &reader))
        case "modifier":
            return modifier(item, name: name, sources: &sources, reader: &reader).map(ResolverDocument.Step.modifier)
        default:
            reader.report("'type' is \"set\" or \"modifier\", found '\(type.value)'", at: type.location)
            return nil
        }
    }

    static func missing(_ what: String, _ name: String, among names: Dictionary<String, some Any>.Keys) -> String {
        let hint = Suggestions.closest(to: name, among: names.sorted()).map { "; did you mean '\($0)'?" }
        return "no \(what) named '\(name)' in this resolver" + (hint ?? "")
    }

    /// Reads sources: a `$ref` to a file or a set, or inline tokens.
    private struct SourceReader {
        let file: String

        func read(_ items: [YAMLNode], reader: inout NodeReader) -> [TokenSource] {
            items.flatMap { source($0, reader: &reader) }
        }

        func source(_ node: YAMLNode, reader: inout NodeReader) -> [TokenSource] {
            guard let pointer = TokenReference.pointer(node) else {
                let (document, diagnostics) = TokenDocumentReader.read(node, file: file)
                reader.diagnostics += diagnostics
                return [.inline(document)]
            }
            let target = pointer.value
            var result: [TokenSource]
            if let segments = TokenReference.pointerSegments(target) {
                switch segments.first {
                case "sets" where segments.count == 2: result = [.set(Located(segments[1], at: pointer.location))]
                case "modifiers":
                    reader.report("a source cannot refer to a modifier (the format allows modifiers only in resolutionOrder)", at: pointer.location)
                    return []
                case "resolutionOrder":
                    reader.report("a source cannot refer into resolutionOrder (the format forbids it)", at: pointer.location)
                    return []
                default:
                    reader.report("'\(target)' is not a set of this resolver (\"#/sets/name\")", at: pointer.location)
                    return []
                }
            } else if target.contains("://") {
                reader.report("'\(target)' is a remote URL; catalog reads no network: download the file beside the resolver and refer to it by a relative path", at: pointer.location)
                return []
            } else if target.contains("#") {
                reader.report("'\(target)' points into a file; refer to the whole file, whose tokens the set merges", at: pointer.location)
                return []
            } else {
                result = [.file(pointer)]
            }
            // Keys beside `$ref` override what it refers to (the Resolver module's "Extending").
            if case .mapping(let pairs) = node.kind, pairs.count > 1 {
                let rest = YAMLNode(.mapping(pairs.filter { if case .scalar("$ref", _) = $0.key.kind { false } else { true } }), at: node.location)
                let (document, diagnostics) = TokenDocumentReader.read(rest, file: file)
                reader.diagnostics += diagnostics
                result.append(.inline(document))
            }
            return result
        }
    }
}
