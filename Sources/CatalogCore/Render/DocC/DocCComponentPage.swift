/// One component's DocC extension page. It replaces the doc comment's text on the published page
/// (`mergeBehavior: override`; Quick Help keeps the doc comment) so the page reads in the order people
/// need it: summary, examples, how to call it, slots, properties, style, then the author's overview.
/// Topics curate the initializers by family, the model and the style types.
struct DocCComponentPage {
    let plan: ComponentPlan
    let catalog: CatalogPlan
    /// The component's declarations, built once for every renderer.
    var declarations: ComponentDeclarations

    func render() -> String {
        var blocks = ["# ``\(catalog.module)/\(plan.name)``", metadata, Markdown.paragraph(plan.summary)]
        blocks.append("## Overview")
        if let deprecation = plan.deprecation {
            blocks.append("> Warning: Deprecated. " + Markdown.inline(deprecation))
        }
        blocks.append(classification)
        blocks += examples
        blocks += calls
        blocks += slots
        blocks += properties
        blocks += style
        if let description = plan.description.map({ Markdown.blocks($0, headingOffset: 2) }), !description.isEmpty {
            blocks += ["### Discussion", description]
        }
        blocks += topics
        return MarkdownRenderer.page(blocks)
    }

    /// The status above the title (`Beta component`), and the doc comment replaced by this page.
    private var metadata: String {
        let status = plan.status.rawValue.prefix(1).uppercased() + plan.status.rawValue.dropFirst()
        return """
            @Metadata {
                @DocumentationExtension(mergeBehavior: override)
                @TitleHeading("\(status) component")
            }
            """
    }

    private var classification: String {
        var parts: [String] = []
        if let group = plan.group { parts.append("Group: " + Markdown.inline(group)) }
        parts.append("Status: " + plan.status.rawValue)
        if !plan.tags.isEmpty { parts.append("Tags: " + MarkdownRenderer.tagList(plan.tags)) }
        if !plan.availability.isEmpty { parts.append("Available: " + plan.availability.map(\.description).joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    private var examples: [String] {
        plan.examples.flatMap { example -> [String] in
            let title = Markdown.paragraph(example.title)
            let deprecated = example.deprecation.map { " (deprecated: \(Markdown.inline($0)))" } ?? ""
            return [(title.isEmpty ? "Example" : title) + deprecated + ":", Markdown.codeBlock(example.code)]
        }
    }

    private var calls: [String] {
        guard !plan.initializers.isEmpty else { return [] }
        return ["### Creating a \(Markdown.literal(plan.name))",
                Markdown.table(header: CallForms.header, rows: CallForms.rows(of: plan, summaries: declarations.summaries, code: Markdown.code, prose: Markdown.inline))]
    }

    private var slots: [String] {
        guard !plan.slots.isEmpty else { return [] }
        let rows = plan.slots.map { slot -> [String] in
            var accepts = slot.valueForms.map { Markdown.code($0.parameters.map(\.type.description).joined(separator: ", ")) }
            accepts.append(slot.resultBuilder == "ViewBuilder" ? "views" : "views (" + Markdown.code("@" + slot.resultBuilder) + ")")
            var presence = slot.presence.rawValue
            if let content = slot.defaultContent { presence += ": " + Markdown.code(content) }
            let deprecated = slot.deprecation.map { "Deprecated: \(Markdown.inline($0)) " } ?? ""
            return [Markdown.code(slot.name), accepts.joined(separator: ", "), presence, deprecated + Markdown.inline(slot.doc)]
        }
        return ["### Slots", Markdown.table(header: ["Slot", "Accepts", "Presence", "Description"], rows: rows)]
    }

    private var properties: [String] {
        guard !plan.properties.isEmpty else { return [] }
        let rows = plan.properties.map { property -> [String] in
            let type = property.isBinding ? SwiftType.named("Binding", [property.type]) : property.type
            let deprecated = property.deprecation.map { "Deprecated: \(Markdown.inline($0)) " } ?? ""
            return [Markdown.code(property.name), Markdown.code(type.description),
                    property.defaultValue.map(Markdown.code) ?? "required", deprecated + Markdown.inline(property.doc)]
        }
        return ["### Properties", Markdown.table(header: ["Property", "Type", "Default", "Description"], rows: rows)]
    }

    private var style: [String] {
        guard let style = plan.style else { return [] }
        let names = style.names
        return ["### Style",
                "Restyle it as SwiftUI's `Button` is with `ButtonStyle`: a type that conforms to ``\(names.protocol)`` lays it out, "
                + "applied with `.\(names.modifier)(_:)` to a view and everything inside it (the innermost style wins). "
                + "Without one, ``\(names.defaultStyle)`` applies."]
    }

    // MARK: - Topics

    /// The Topics section: each initializer as ``init(title:actions:)``, disambiguated by parameter types when the
    /// selector is overloaded, as DocC
    /// suggests it (``init(title:actions:)-(LocalizedStringKey,_)``); nil when even the types cannot tell it
    /// apart (a combinatorial family's `where` clauses): DocC then lists it under Initializers by itself.
    private var topics: [String] {
        var blocks: [String] = []
        // Each selector and each overloaded initializer's types once: scanning every initializer for every
        // initializer made a combinatorial component's page quadratic.
        let selectors = plan.initializers.map(\.selector)
        var overloads: [String: [Int]] = [:]
        for (index, selector) in selectors.enumerated() { overloads[selector, default: []].append(index) }
        var types: [Int: [String?]] = [:]
        for indices in overloads.values where indices.count > 1 {
            for index in indices { types[index] = DocCSymbols.parameterTypes(plan.initializers[index]) }
        }
        func link(_ index: Int) -> String? {
            let selector = selectors[index]
            let others = (overloads[selector] ?? []).filter { $0 != index }.compactMap { types[$0] }
            if others.isEmpty { return "- ``\(selector)``" }
            return DocCSymbols.disambiguation(types[index] ?? [], among: others).map { "- ``\(selector)-(\($0))``" }
        }
        for family in InitializerFamily.allCases {
            let links = plan.initializers.indices.filter { plan.initializers[$0].family == family }.compactMap(link)
            guard !links.isEmpty else { continue }
            blocks += [Markdown.heading(3, title(of: family)), links.joined(separator: "\n")]
        }
        if let model = plan.model { blocks += ["### Model", "- ``\(model.name)``"] }
        if let style = plan.style {
            let names = style.names
            blocks += ["### Style", ["- ``\(names.protocol)``", "- ``\(names.configuration)``", "- ``\(names.defaultStyle)``"].joined(separator: "\n")]
        }
        return blocks.isEmpty ? [] : ["## Topics"] + blocks
    }

    private func title(of family: InitializerFamily) -> String {
        switch family {
        case .viewBuilder: "Creating it from views"
        case .typeBased: "Creating it from values"
        case .protocolBased: "Creating it from a model"
        case .conditional: "Creating it with slots left out"
        }
    }

}

/// How DocC spells symbols in links (doc comments and the DocC catalog alike).
enum DocCSymbols {
    /// ``Card/init(model:)`` when that selector names one initializer; else the selector as code.
    static func modelInitializer(of plan: ComponentPlan) -> String {
        guard let initializer = plan.initializers.first(where: { $0.family == .protocolBased }) else { return "`init(model:)`" }
        let selector = initializer.selector
        return plan.initializers.filter(initializer.hasSelector).count == 1 ? "``\(plan.name)/\(selector)``" : "`\(selector)`"
    }

    /// The component's doc comment's last paragraph: its model and its style, as links.
    static func seeAlso(_ plan: ComponentPlan) -> [String] {
        var sentences: [String] = []
        if let model = plan.model { sentences.append("Its data can come from any ``\(model.name)``, through \(modelInitializer(of: plan)).") }
        if let style = plan.style {
            sentences.append("Restyle it with a ``\(style.names.protocol)``: `.\(style.names.modifier)(_:)`.")
        }
        return sentences.isEmpty ? [] : [sentences.joined(separator: " ")]
    }

    /// The parameter types as DocC spells them in a disambiguation: no spaces, no `some`/`any`
    /// (`()->Title`, `StringProtocol`, `String?`); nil for a type with an attribute, which DocC cannot match.
    static func parameterTypes(_ initializer: InitializerPlan) -> [String?] {
        initializer.parameters.map { parameter -> String? in
            let text = parameter.type.description
            if let ascii = asciiParameterType(text) { return ascii }
            guard !text.contains("@") else { return nil }
            // Words joined without spaces; `some`/`any` (also after a `(` or `<`) dropped.
            return text.split(whereSeparator: \.isWhitespace).map { word -> Substring in
                for keyword in ["some", "any"] where word.hasSuffix(keyword) {
                    let rest = word.dropLast(keyword.count)
                    if rest.isEmpty || rest.last == "(" || rest.last == "<" || rest.last == "," { return rest }
                }
                return word
            }.joined()
        }
    }

    /// `parameterTypes` for an ASCII type in one pass over its bytes (the common case; nil otherwise, and
    /// `.some(nil)` for a type with an attribute).
    private static func asciiParameterType(_ text: String) -> String?? {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var wordStart = 0
        func endWord() {
            // `some`/`any` at the start of a word, or after `(`, `<` or `,`, is dropped.
            for keyword in ["some", "any"] where result.count - wordStart >= keyword.utf8.count && result[(result.count - keyword.utf8.count)...].elementsEqual(keyword.utf8) {
                let rest = result.count - keyword.utf8.count
                if rest == wordStart || [UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: ",")].contains(result[rest - 1]) {
                    result.removeLast(keyword.utf8.count)
                    break
                }
            }
            wordStart = result.count
        }
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "@") { return .some(nil) }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                endWord()
            } else {
                result.append(byte)
            }
        }
        endWord()
        return .some(String(decoding: result, as: UTF8.self))
    }

    /// The shortest pattern that matches `types` and none of `others`: one telling position (the rest
    /// `_`), else every spelled position; nil when none does. Linear in the parameters: building the
    /// one-position pattern of every position, each as long as the signature, made a compact component
    /// of 20,000 optional slots take four minutes and 6 GB (issue 34).
    static func disambiguation(_ types: [String?], among others: [[String?]]) -> String? {
        // A pattern only matches a signature as long as it.
        let rivals = others.filter { $0.count == types.count }
        // The first spelled position where no rival has the same type.
        if let index = types.indices.first(where: { index in types[index] != nil && !rivals.contains { $0[index] == types[index] } }) {
            return types.indices.map { $0 == index ? types[index] ?? "_" : "_" }.joined(separator: ",")
        }
        // Every spelled position, when some rival differs at one of them.
        guard types.contains(where: { $0 != nil }),
              !rivals.contains(where: { rival in zip(types, rival).allSatisfy { $0 == nil || $0 == $1 } }) else { return nil }
        return types.map { $0 ?? "_" }.joined(separator: ",")
    }
}
