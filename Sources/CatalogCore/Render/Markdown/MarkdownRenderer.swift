/// Plan → the Markdown API reference: `Docs/index.md` and one `Docs/<Component>.md` per component.
/// Pure and deterministic: the same plan always gives the same files, in the same order.
public enum MarkdownRenderer {
    /// `declarations`: each component's tree, in the plan's order, when the caller built them already.
    public static func render(_ plan: CatalogPlan, declarations: [ComponentDeclarations]? = nil) -> [OutputFile] {
        render(plan, declarations: declarations, tokenPage: TokenReferencePage(plan, components: plan.components))
    }

    /// `tokenPage`: the tokens page's model, shared with DocC.
    static func render(_ plan: CatalogPlan, declarations: [ComponentDeclarations]?, tokenPage: TokenReferencePage?) -> [OutputFile] {
        let components = plan.components.sorted { $0.name < $1.name }
        let names = Set(components.map(\.name))
        precondition(declarations.map { $0.count == plan.components.count } ?? true, "one declaration tree per component")
        let trees = declarations.map { Dictionary(zip(plan.components.map(\.name), $0), uniquingKeysWith: { first, _ in first }) } ?? [:]
        let pages = components.concurrentMap { component in
            let page = MarkdownComponentPage(plan: component, catalog: plan, componentNames: names, declarations: trees[component.name])
            return OutputFile(path: "Docs/" + pageName(of: component.name), contents: page.render())
        }
        let tokens = tokenPage.map { MarkdownTokenPage(page: $0, componentNames: names).render() } ?? []
        return [OutputFile(path: "Docs/index.md", contents: renderIndex(plan, components: components))] + pages + tokens
    }

    /// `Card.md`: a component's page, relative to the index and to every other page.
    static func pageName(of component: String) -> String {
        component + ".md"
    }

    /// Above this many components, the index groups them by first letter under a jump list.
    static let groupingThreshold = 20

    // MARK: - Index

    static func renderIndex(_ plan: CatalogPlan, components: [ComponentPlan]) -> String {
        var blocks = [Markdown.heading(1, Markdown.literal(plan.module))]
        let count = components.count == 1 ? "1 component" : "\(components.count) components"
        blocks.append("The API reference of the \(Markdown.code(plan.module)) module: \(count). Each page lists a "
            + "component's slots, properties and initializers, its model protocol and examples.")
        if plan.tokens != nil {
            blocks.append("Design tokens: [Tokens](\(MarkdownTokenPage.path)), each with its Swift name, its value in every context and a picture.")
        }
        if components.contains(where: { $0.group != nil }) {
            for group in componentGroups(components) {
                blocks.append(Markdown.heading(2, Markdown.literal(group.name)))
                blocks.append(indexTable(group.components))
            }
            return page(blocks)
        }
        guard components.count > groupingThreshold else {
            blocks.append(indexTable(components))
            return page(blocks)
        }
        let groups = letterGroups(components)
        blocks.append("Jump to: " + groups.map { "[\($0.letter)](#\($0.letter.lowercased()))" }
            .joined(separator: " · "))
        for group in groups {
            blocks.append(Markdown.heading(2, group.letter))
            blocks.append(indexTable(group.components))
        }
        return page(blocks)
    }

    private static func indexTable(_ components: [ComponentPlan]) -> String {
        Markdown.table(
            header: ["Component", "Summary", "Status", "Tags", "Slots", "Initializers"],
            alignments: ["---", "---", "---", "---", "--:", "--:"],
            rows: components.map { component in
                // Styleable components say so: apps can restyle them with `.cardStyle(_:)`.
                // Non-public ones say so: apps cannot use them, and a published (DocC) reference leaves them out.
                [Markdown.link(code: component.name, to: pageName(of: component.name)) + (component.style == nil ? "" : " · styleable")
                    + (component.access == .public ? "" : " · not public (`\(component.access.rawValue)`)"),
                 Markdown.inline(component.summary),
                 component.status.rawValue,
                 tagList(component.tags),
                 "\(component.slots.count)",
                 "\(component.initializers.count)"]
            }
        )
    }

    /// `layout`, `surface`; an em dash for none.
    static func tagList(_ tags: [String]) -> String {
        tags.isEmpty ? "—" : tags.map(Markdown.code).joined(separator: ", ")
    }

    /// The name of the index section and gallery group of components without a `group`.
    static let ungrouped = "Other"

    /// Components by `group`, groups in alphabetical order, then the ungrouped ones under "Other".
    static func componentGroups(_ components: [ComponentPlan]) -> [(name: String, components: [ComponentPlan])] {
        // A group that the specs call "Other" shares the ungrouped section, last.
        let groups = Dictionary(grouping: components.indices) { components[$0].group == ungrouped ? nil : components[$0].group }
        let named = groups.keys.compactMap { $0 }.sorted()
        var result = named.map { name in (name: name, components: groups[name]!.map { components[$0] }) }
        if let others = groups[nil] { result.append((name: ungrouped, components: others.map { components[$0] })) }
        return result
    }

    /// A–Z in order, then `Other` for names that do not start with an ASCII letter.
    private static func letterGroups(_ components: [ComponentPlan]) -> [(letter: String, components: [ComponentPlan])] {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        func letter(of name: String) -> String {
            let first = name.prefix(1).uppercased()
            return letters.contains(first) ? first : "Other"
        }
        // One pass: filtering per letter would copy every component plan 27 times.
        let groups = Dictionary(grouping: components.indices) { letter(of: components[$0].name) }
        return (letters + ["Other"]).compactMap { key in
            groups[key].map { (key, $0.map { components[$0] }) }
        }
    }

    /// Blocks separated by a blank line; the file ends with one newline.
    static func page(_ blocks: [String]) -> String {
        blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }
}
