/// The tokens page as data: what both references say about each token, decided once from the token plan, as
/// Markdown cells and SVG pictures. `MarkdownTokenPage` prints it for GitHub and `DocCTokenPage` for DocC (as
/// `ReferencePage` serves both component pages): they choose layout, image paths and links, never the facts.
struct TokenReferencePage {
    let plan: TokenPlan
    /// Per token, the components that use it (`tokens:` on a component), by name.
    let usedBy: [TokenPath: [String]]
    /// Every entry, pictures included, made once for both references (a large set's page is most of
    /// rendering: issue 35's 10,000 tokens).
    private(set) var sections: [Section] = []

    init(plan: TokenPlan, usedBy: [TokenPath: [String]] = [:]) {
        self.plan = plan
        self.usedBy = usedBy
        self.sections = makeSections()
    }

    var catalog: TokenCatalog { plan.catalog }

    /// The page of `plan`'s tokens, nil without tokens; `components` say which use each token.
    init?(_ plan: CatalogPlan, components: [ComponentPlan]) {
        guard let tokens = plan.tokens else { return nil }
        self.init(plan: tokens, usedBy: Self.usedBy(components))
    }

    /// Per token, the components that read it (`tokens:`) or default a property to it (`token:`), by name.
    static func usedBy(_ components: [ComponentPlan]) -> [TokenPath: [String]] {
        var result: [TokenPath: [String]] = [:]
        for component in components.sorted(by: { $0.name < $1.name }) {
            let paths = Set(component.tokens.map { TokenPath(dotted: $0.path) } + component.properties.compactMap(\.token))
            for path in paths { result[path, default: []].append(component.name) }
        }
        return result
    }

    struct Entry {
        var path: TokenPath
        /// `Tokens.Color.Text.primary`.
        var swiftName: String
        /// `SwiftUI.Color`, or `Tokens.Varying<CGFloat>` for a varying non-color.
        var swiftType: SwiftType
        var description: String?
        /// "Deprecated." or the author's message.
        var deprecation: String?
        /// One row per context the token varies with (one row, context `""`, when it does not).
        var contexts: [ContextRow]
        var contrasts: [Contrast]
        /// SVG documents, one per picture column, or one when the token draws the same in each; empty for a
        /// type with nothing to draw.
        var pictures: [TokenPicture]
        var components: [String]
    }

    struct ContextRow: Equatable {
        /// `theme: dark`, or `""` where the token has one value.
        var context: String
        /// In words (`#1C1C1E`, `16 pt`), as code.
        var value: String
        /// Nearest first; empty: a value of its own.
        var aliasChain: [TokenPath]
    }

    struct Contrast {
        var background: TokenPath
        var rows: [ContrastRow]
    }

    struct ContrastRow: Equatable {
        var context: String
        /// WCAG 2.x, 1…21.
        var ratio: Double
        var isBelowMinimum: Bool { ratio < TokenContrast.minimumRatio }
        /// `4.52:1`: truncated, so a ratio just under 4.5 never reads 4.50.
        var ratioText: String { String(format2: (ratio * 100).rounded(.down) / 100) + ":1" }
    }

    /// Every group's picture, `<folder>/<name>.svg`: one file per group, whatever its size.
    func pictures(in folder: String) -> [OutputFile] {
        sections.compactMap { section in section.picture.map { OutputFile(path: "\(folder)/\(section.pictureName).svg", contents: $0) } }
    }

    struct Section {
        /// The first segment of its tokens' paths, or `Top level` for tokens outside any group.
        var title: String
        var entries: [Entry]
        /// Most of its tokens are aliases: a semantic group, listed before the primitives it names.
        var isSemantic = false
        /// A file name without extension, unique on the page: `tokens-color`.
        var pictureName = ""
        /// Its tokens' pictures in one SVG (`TokenGroupPicture`); nil when none has a picture.
        var picture: String?
    }

    /// The contexts pictures are drawn in, side by side: each context of the modifier mapped to an appearance
    /// (every other modifier at its default), or the default context alone.
    var columns: [(column: TokenGroupPicture.Column, combination: Int)] {
        guard let appearance else { return [(.init(title: "value", isDark: false), catalog.index(of: defaults))] }
        let modifier = catalog.modifiers[appearance.modifier]
        return modifier.contexts.indices.map { context in
            var combination = defaults
            combination[appearance.modifier] = context
            let index = catalog.index(of: combination)
            return (.init(title: "\(modifier.name): \(modifier.contexts[context])", isDark: isDark(index)), index)
        }
    }

    /// Tokens by their first path segment, in the plan's order (which declares a group's own tokens first);
    /// semantic groups (more than half aliases) first, then the others, each in the plan's order.
    private func makeSections() -> [Section] {
        var sections: [Section] = []
        var indices: [String: Int] = [:]
        var aliases: [Int] = []
        let columns = self.columns
        for (member, qualifiedName) in plan.members {
            let token = plan.token(member)
            let entry = entry(token, member: member, swiftName: qualifiedName, columns: columns.map(\.combination))
            let title = token.path.segments.count > 1 ? token.path.segments[0] : "Top level"
            let isAlias = token.aliasChains.contains { !$0.isEmpty } ? 1 : 0
            if let index = indices[title] {
                sections[index].entries.append(entry)
                aliases[index] += isAlias
            } else {
                indices[title] = sections.count
                sections.append(Section(title: title, entries: [entry]))
                aliases.append(isAlias)
            }
        }
        var names = Set<String>()
        for index in sections.indices {
            sections[index].isSemantic = aliases[index] * 2 > sections[index].entries.count
            sections[index].pictureName = Self.fileName(TokenPath([sections[index].title]), prefix: "tokens", taken: &names)
            sections[index].picture = TokenGroupPicture.svg(rows: sections[index].entries.map { .init(name: $0.path.description, pictures: $0.pictures) },
                                                            columns: columns.map(\.column))
        }
        return sections.filter(\.isSemantic) + sections.filter { !$0.isSemantic }
    }

    func entry(_ token: TokenCatalog.Token, member: TokenPlan.Member, swiftName: String, columns: [Int]) -> Entry {
        let rows = TokenContexts.rows(of: token, in: catalog).map { row in
            ContextRow(context: row.context, value: Markdown.code(TokenDocs.describe(row.value, remBase: catalog.remBase)),
                       aliasChain: token.aliasChains[row.combination])
        }
        let renamed = token.renamedTo.map { "Renamed to `\(TokenNames.qualifiedName(of: $0, namespace: catalog.namespace))` (`\($0)`)." }
        let deprecation: String? = switch token.deprecated {
        case nil: nil
        case .deprecated?: renamed ?? "Deprecated."
        case .message(let text)?: renamed.map { "\($0) \(catalog.swiftMessage(text))" } ?? text
        }
        let type = plan.readType(of: member, qualified: true)
        return Entry(path: token.path, swiftName: swiftName, swiftType: type, description: token.description, deprecation: deprecation,
                     contexts: rows, contrasts: contrasts(of: token), pictures: pictures(of: token, in: columns),
                     components: usedBy[token.path] ?? [])
    }

    // MARK: - Light and dark

    /// The combinations that stand for light and dark: the `.appearance` modifier's contexts with that color
    /// scheme at standard contrast, every other modifier at its default. nil without such a modifier.
    var appearance: (modifier: Int, light: Int, dark: Int)? {
        for (index, modifier) in catalog.modifiers.enumerated() {
            guard case .appearance(let appearances) = modifier.mode else { continue }
            func context(_ scheme: TokenAppearance.Scheme) -> Int? {
                modifier.contexts.firstIndex { appearances[$0]?.colorScheme == scheme && (appearances[$0]?.contrast ?? .standard) == .standard }
            }
            guard let light = context(.light), let dark = context(.dark) else { continue }
            var combination = defaults
            combination[index] = light
            let lightIndex = catalog.index(of: combination)
            combination[index] = dark
            return (index, lightIndex, catalog.index(of: combination))
        }
        return nil
    }

    /// Each modifier's default context.
    var defaults: [Int] {
        catalog.modifiers.map { modifier in modifier.defaultContext.flatMap(modifier.contexts.firstIndex) ?? 0 }
    }

    /// The token's picture in each column's context, or one picture when they are all the same.
    func pictures(of token: TokenCatalog.Token, in columns: [Int]) -> [TokenPicture] {
        var pictures: [TokenPicture] = []
        for combination in columns {
            guard let picture = TokenPictures.picture(token.values[combination], remBase: catalog.remBase) else { return [] }
            pictures.append(picture)
        }
        return pictures.dropFirst().allSatisfy({ $0 == pictures[0] }) ? Array(pictures.prefix(1)) : pictures
    }

    /// `tokens-color-text`: lowercase letters, digits and dashes (safe in a URL and in DocC's resource names);
    /// a second name that would be the same gets `-2`.
    static func fileName(_ path: TokenPath, prefix: String = "token", taken: inout Set<String>) -> String {
        var base = ""
        for scalar in path.description.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if keep { base.unicodeScalars.append(scalar) } else if !base.isEmpty, !base.hasSuffix("-") { base += "-" }
        }
        while base.hasSuffix("-") { base.removeLast() }
        base = prefix + "-" + (base.isEmpty ? "unnamed" : base)
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = "\(base)-\(counter)"
            counter += 1
        }
        taken.insert(name)
        return name
    }

    // MARK: - Contrast

    /// Per background the token names, the ratio in each context either varies with. A translucent
    /// foreground is composited over the background; a translucent background over white, or black in a
    /// dark context.
    func contrasts(of token: TokenCatalog.Token) -> [Contrast] {
        TokenContrast.backgrounds(of: token).compactMap { path in
            guard let background = catalog.token(path), background.type == .color, token.type == .color else { return nil }
            let varying = Array(Set(token.varying + background.varying)).sorted()
            let rows = TokenContexts.contexts(varying: varying, in: catalog).compactMap { context -> ContrastRow? in
                guard let foreground = token.values[context.combination].as(ColorTokenType.self),
                      let backdrop = background.values[context.combination].as(ColorTokenType.self) else { return nil }
                let page = isDark(context.combination) ? DeviceColor(red: 0, green: 0, blue: 0) : DeviceColor(red: 1, green: 1, blue: 1)
                let opaque = backdrop.device.over(page)
                return ContrastRow(context: context.context, ratio: DeviceColor.contrastRatio(foreground.device.over(opaque), opaque))
            }
            return Contrast(background: path, rows: rows)
        }
    }

    /// Whether a combination's appearance context is dark.
    func isDark(_ combination: Int) -> Bool {
        for (index, modifier) in catalog.modifiers.enumerated() {
            if case .appearance(let appearances) = modifier.mode,
               appearances[modifier.contexts[catalog.combinations[combination][index]]]?.colorScheme == .dark { return true }
        }
        return false
    }

    // MARK: - Cells both pages print

    /// A group's table: `Token · Swift · Context · Value · Alias of · Notes`, one row per context of each
    /// token (its name, Swift and notes on the first), the context, alias and notes columns only where some
    /// token of the group needs them. `name` prints the token cell, `link` a component's name.
    func table(_ section: Section, name: (Entry) -> String, link: (String) -> String?) -> (header: [String], rows: [[String]]) {
        let varies = section.entries.contains { $0.contexts.count > 1 || $0.contexts.first?.context.isEmpty == false }
        let hasAlias = section.entries.contains { $0.contexts.contains { !$0.aliasChain.isEmpty } }
        let allNotes = section.entries.map { notes($0, link: link) }
        let hasNotes = allNotes.contains { !$0.isEmpty }
        var header = ["Token", "Swift"]
        if varies { header.append("Context") }
        header.append("Value")
        if hasAlias { header.append("Alias of") }
        if hasNotes { header.append("Notes") }
        var rows: [[String]] = []
        for (entry, note) in zip(section.entries, allNotes) {
            for (index, row) in entry.contexts.enumerated() {
                let first = index == 0
                var cells = first ? [name(entry), "\(Markdown.code(entry.swiftName)): \(Markdown.code(entry.swiftType.description))"] : ["", ""]
                if varies { cells.append(Markdown.inline(row.context)) }
                cells.append(row.value)
                if hasAlias { cells.append(aliasChain(row) ?? "") }
                if hasNotes { cells.append(first ? note : "") }
                rows.append(cells)
            }
        }
        return (header, rows)
    }

    /// Deprecation, description, contrast on each background, and the components that use the token.
    func notes(_ entry: Entry, link: (String) -> String?) -> String {
        var parts: [String] = []
        if let deprecation = entry.deprecation { parts.append("**Deprecated:** " + Markdown.inline(deprecation)) }
        if let description = entry.description { parts.append(Markdown.inline(description)) }
        for contrast in entry.contrasts {
            parts.append("Contrast on \(Markdown.code(contrast.background.description)): " + contrast.rows.map { row in
                row.ratioText + (row.isBelowMinimum ? " **below 4.5:1**" : "") + (row.context.isEmpty ? "" : " (\(Markdown.inline(row.context)))")
            }.joined(separator: ", ") + ".")
        }
        let components = entry.components.compactMap(link)
        if !components.isEmpty { parts.append("Used by " + components.joined(separator: ", ") + ".") }
        return parts.joined(separator: " ")
    }

    /// The index of groups: semantic ones first, each with its token count.
    func index(link: (Section) -> String) -> String {
        func line(_ sections: [Section], _ title: String) -> String? {
            sections.isEmpty ? nil : "\(title): " + sections.map { "\(link($0)) (\($0.entries.count))" }.joined(separator: ", ") + "."
        }
        return [line(sections.filter(\.isSemantic), "Semantic groups (mostly aliases)"),
                line(sections.filter { !$0.isSemantic }, "Primitives and other groups")].compactMap { $0 }.joined(separator: "\n\n")
    }

    /// `` `palette.gray.900` → `palette.black` ``, nearest first; nil for a value of its own.
    func aliasChain(_ row: ContextRow) -> String? {
        row.aliasChain.isEmpty ? nil : row.aliasChain.map { Markdown.code($0.description) }.joined(separator: " → ")
    }

    /// "The design tokens of …": the page's opening, shared by both pages.
    var introduction: String {
        let count = catalog.tokens.count == 1 ? "1 token" : "\(catalog.tokens.count) tokens"
        var text = "The design tokens of the module (\(count)), generated as \(Markdown.code(catalog.namespace)), one table per group: "
            + "each token's Swift spelling, its value in every context it varies with, its alias chain and notes. Above each table, "
            + "one picture draws the group's tokens in the table's order"
        if let appearance {
            text += ", in each \(Markdown.code(catalog.modifiers[appearance.modifier].name)) context side by side (dark ones on a dark panel)"
        }
        return text + ". Semantic groups (more than half of their tokens aliases) come first, then the primitives they name. "
            + "A color that names backgrounds (\(Markdown.code("$extensions[\"dev.catalog\"].contrastWith"))) lists its WCAG contrast "
            + "ratio with each in every context, flagged below 4.5:1."
    }
}

private extension String {
    /// `4.5` → `4.50`: two decimals, for ratios.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
