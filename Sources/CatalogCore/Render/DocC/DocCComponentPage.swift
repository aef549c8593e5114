/// One component's DocC extension page. It replaces the doc comment's text on the published page
/// (`mergeBehavior: override`; Quick Help keeps the doc comment) so the page reads in the order people
/// need it: summary, examples, how to call it, slots, properties, style, then the author's overview.
/// Topics curate the initializers by family, the model and the style types. It prints the page model
/// (`ReferencePage`) for DocC.
struct DocCComponentPage {
    let plan: ComponentPlan
    let catalog: CatalogPlan
    /// The component's declarations, built once for every renderer.
    var declarations: ComponentDeclarations
    var page: ReferencePage { ReferencePage(plan: plan, declarations: declarations) }

    func render() -> String {
        var blocks = ["# ``\(catalog.module)/\(plan.name)``", metadata, Markdown.paragraph(plan.summary)]
        blocks.append("## Overview")
        if let deprecation = plan.deprecation {
            blocks.append("> Warning: Deprecated. " + Markdown.inline(deprecation))
        }
        blocks.append(classification)
        blocks += examples
        blocks += calls
        blocks += generics
        blocks += slots
        blocks += properties
        blocks += enumerations
        blocks += environment
        blocks += style
        blocks += tokens
        blocks += accessibility
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
        (page.classification + (page.availability.map { ["Available: " + $0] } ?? [])).joined(separator: " · ")
    }

    private var examples: [String] {
        plan.examples.flatMap { example -> [String] in
            let title = Markdown.paragraph(example.title)
            let deprecated = example.deprecation.map { " (deprecated: \(Markdown.inline($0)))" } ?? ""
            return [(title.isEmpty ? "Example" : title) + deprecated + ":", Markdown.codeBlock(example.code)]
        }
    }

    /// A list, not the Markdown page's table: DocC's narrow table cells broke identifiers mid-word
    /// (`Localized` / `StringKey`); a list item has the page's width.
    private var calls: [String] {
        guard !plan.initializers.isEmpty else { return [] }
        let items = page.calls.map { row in "- \(row[0]) (\(row[1])): \(row[2])" }
        return ["### Creating a \(Markdown.literal(plan.name))", items.joined(separator: "\n")] + (page.alternatives.map { [$0] } ?? [])
    }

    private var generics: [String] {
        guard !plan.generics.isEmpty else { return [] }
        return ["### Generic parameters", Markdown.table(header: ReferencePage.genericsHeader, rows: page.generics), page.genericsLegend]
    }

    private var slots: [String] {
        guard !plan.slots.isEmpty else { return [] }
        let rows = page.slots.map { row in
            [row.name, (row.valueTypes + [row.views]).joined(separator: ", "), row.presence, row.description]
        }
        return ["### Slots", Markdown.table(header: ["Slot", "Accepts", "Presence", "Description"], rows: rows)]
    }

    private var properties: [String] {
        guard !plan.properties.isEmpty else { return [] }
        let rows = page.properties.map { row in [row.name, row.parameterType, row.defaultValue, row.description] }
        return ["### Properties", Markdown.table(header: ["Property", "Type", "Default", "Description"], rows: rows)]
    }

    /// `environment:`: each modifier as a list item, as the calls are.
    private var environment: [String] {
        guard !plan.environment.isEmpty else { return [] }
        let items = page.environment.map { "- \($0[0]): the component reads it as \($0[1]) (\($0[2]), default \($0[3]))." + ($0[4] == "—" ? "" : " " + $0[4]) }
        return ["### Environment", items.joined(separator: "\n")]
    }

    /// Each enum of a `cases:` property, linked (its page lists the cases), with its cases.
    private var enumerations: [String] {
        let enumerations = page.enumerations
        guard !enumerations.isEmpty else { return [] }
        let items = enumerations.map { enumeration in
            "- ``\(enumeration.name)``: \(enumeration.description) Cases: " + enumeration.cases.map(\.[0]).joined(separator: ", ") + "."
        }
        return ["### Enumerations", items.joined(separator: "\n")]
    }

    /// A list, as the calls are: DocC's table cells are narrow.
    private var tokens: [String] {
        let rows = page.tokenRows { Markdown.code($0.description) }
        guard !rows.isEmpty else { return [] }
        return ["### Design tokens", rows.map { "- \($0[0]): \($0[1]) (\($0[2]))" }.joined(separator: "\n") + "\n\nSee <doc:\(DocCTokenPage.article)>."]
    }

    /// A list per example, as the calls are (DocC's table cells are narrow): its modes, its texts' contrast
    /// and the audit's result.
    private var accessibility: [String] {
        let examples = page.accessibility
        guard !examples.isEmpty else { return [] }
        return ["### Accessibility", ReferencePage.accessibilityIntro] + examples.map { example in
            example.title + ":\n\n" + example.rows.map { row in
                "- " + row.modes + ": " + (row.texts.isEmpty ? "" : row.texts.joined(separator: "; ") + ". ") + "Audit: " + row.result + "."
            }.joined(separator: "\n")
        }
    }

    private var style: [String] {
        guard let sentence = page.styleSentence({ "``\($0)``" }) else { return [] }
        return ["### Style", "Restyle it " + sentence]
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
        // Curated here, an enum is listed under its component instead of the module's Enumerations.
        let enumerations = plan.properties.compactMap(\.enumeration)
        if !enumerations.isEmpty { blocks += ["### Enumerations", enumerations.map { "- ``\($0.name)``" }.joined(separator: "\n")] }
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
