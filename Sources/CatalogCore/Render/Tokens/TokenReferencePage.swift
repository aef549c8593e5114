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
        var swiftType: String
        var description: String?
        /// "Deprecated." or the author's message.
        var deprecation: String?
        /// One row per context the token varies with (one row, context `""`, when it does not).
        var contexts: [ContextRow]
        var contrasts: [Contrast]
        var picture: Picture?
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

    /// A token's picture: the light (or only) one and, when it differs, the dark one.
    struct Picture {
        /// A file name without extension, unique on the page: `color-text-primary`.
        var name: String
        var light: String
        var dark: String?
    }

    /// Every section as `## group` and its entries' blocks (as the page prints an entry), and every picture
    /// in `folder`.
    func body(pictureFolder folder: String, entry: (Entry) -> [String]) -> (blocks: [String], pictures: [OutputFile]) {
        var blocks: [String] = []
        var pictures: [OutputFile] = []
        for section in sections {
            blocks.append(Markdown.heading(2, Markdown.literal(section.title)))
            for item in section.entries {
                blocks += entry(item)
                pictures += Self.files(of: item.picture, in: folder)
            }
        }
        return (blocks, pictures)
    }

    /// `<folder>/<name>.svg`, and `<folder>/<name>~dark.svg` when the dark picture differs.
    static func files(of picture: Picture?, in folder: String) -> [OutputFile] {
        guard let picture else { return [] }
        return [OutputFile(path: "\(folder)/\(picture.name).svg", contents: picture.light)]
            + (picture.dark.map { [OutputFile(path: "\(folder)/\(picture.name)~dark.svg", contents: $0)] } ?? [])
    }

    struct Section {
        /// The first segment of its tokens' paths, or `Top level` for tokens outside any group.
        var title: String
        var entries: [Entry]
    }

    /// Tokens by their first path segment, in the plan's order (which declares a group's own tokens first).
    private func makeSections() -> [Section] {
        var sections: [Section] = []
        var indices: [String: Int] = [:]
        var names = Set<String>()
        for (member, qualifiedName) in plan.members {
            let token = plan.token(member)
            let entry = entry(token, member: member, swiftName: qualifiedName, names: &names)
            let title = token.path.segments.count > 1 ? token.path.segments[0] : "Top level"
            if let index = indices[title] {
                sections[index].entries.append(entry)
            } else {
                indices[title] = sections.count
                sections.append(Section(title: title, entries: [entry]))
            }
        }
        return sections
    }

    func entry(_ token: TokenCatalog.Token, member: TokenPlan.Member, swiftName: String, names: inout Set<String>) -> Entry {
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
        let type = plan.readType(of: member, qualified: true).description
        return Entry(path: token.path, swiftName: swiftName, swiftType: type, description: token.description, deprecation: deprecation,
                     contexts: rows, contrasts: contrasts(of: token), picture: picture(of: token, names: &names),
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

    /// The light value's picture, and the dark one's where it draws differently.
    func picture(of token: TokenCatalog.Token, names: inout Set<String>) -> Picture? {
        let (lightIndex, darkIndex) = appearance.map { ($0.light, $0.dark) } ?? (catalog.index(of: defaults), catalog.index(of: defaults))
        guard let light = TokenPictures.svg(token.values[lightIndex], remBase: catalog.remBase) else { return nil }
        let dark = TokenPictures.svg(token.values[darkIndex], remBase: catalog.remBase)
        return Picture(name: Self.fileName(token.path, taken: &names), light: light, dark: dark == light ? nil : dark)
    }

    /// `color-text-primary`: lowercase letters, digits and dashes (safe in a URL and in DocC's resource names);
    /// a second token that would get the same name gets `-2`.
    static func fileName(_ path: TokenPath, taken: inout Set<String>) -> String {
        var base = ""
        for scalar in path.description.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if keep { base.unicodeScalars.append(scalar) } else if !base.isEmpty, !base.hasSuffix("-") { base += "-" }
        }
        while base.hasSuffix("-") { base.removeLast() }
        base = "token-" + (base.isEmpty ? "unnamed" : base)
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
                guard case .color(let foreground) = token.values[context.combination],
                      case .color(let backdrop) = background.values[context.combination] else { return nil }
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

    /// "Value: `16 pt`, alias of `space.400`." for a token with one value; nil when it varies.
    func singleValue(_ entry: Entry) -> String? {
        guard entry.contexts.count == 1, let row = entry.contexts.first, row.context.isEmpty else { return nil }
        return "Value: " + row.value + (aliasChain(row).map { ", alias of " + $0 } ?? "") + "."
    }

    /// `Context · Value · Alias of`: the context column only when the token varies.
    func contextTable(_ entry: Entry) -> (header: [String], rows: [[String]]) {
        let varies = entry.contexts.count > 1 || entry.contexts.first?.context.isEmpty == false
        let hasAlias = entry.contexts.contains { !$0.aliasChain.isEmpty }
        let header = (varies ? ["Context"] : []) + ["Value"] + (hasAlias ? ["Alias of"] : [])
        let rows = entry.contexts.map { row in
            (varies ? [Markdown.inline(row.context)] : []) + [row.value]
                + (hasAlias ? [aliasChain(row) ?? "—"] : [])
        }
        return (header, rows)
    }

    /// `` `palette.gray.900` → `palette.black` ``, nearest first; nil for a value of its own.
    func aliasChain(_ row: ContextRow) -> String? {
        row.aliasChain.isEmpty ? nil : row.aliasChain.map { Markdown.code($0.description) }.joined(separator: " → ")
    }

    /// `Context · Ratio · WCAG AA (4.5:1)`.
    func contrastTable(_ contrast: Contrast) -> (header: [String], rows: [[String]]) {
        (["Context", "Ratio", "WCAG AA (4.5:1)"], contrast.rows.map { row in
            [row.context.isEmpty ? "every context" : Markdown.inline(row.context), row.ratioText,
             row.isBelowMinimum ? "**below 4.5:1**" : "passes"]
        })
    }

    /// The lines under a token's heading, before its tables: Swift spelling, deprecation, description.
    func summary(_ entry: Entry) -> [String] {
        var blocks = ["Swift: \(Markdown.code(entry.swiftName)) (\(Markdown.code(entry.swiftType)))"]
        if let deprecation = entry.deprecation { blocks.append("**Deprecated:** " + Markdown.paragraph(deprecation)) }
        if let description = entry.description { blocks.append(Markdown.paragraph(description)) }
        return blocks
    }

    /// "The design tokens of …": the page's opening, shared by both pages.
    var introduction: String {
        let count = catalog.tokens.count == 1 ? "1 token" : "\(catalog.tokens.count) tokens"
        var text = "The design tokens of the module (\(count)), generated as \(Markdown.code(catalog.namespace)): each with its Swift "
            + "spelling, its value in every context it varies with, its alias chain and a picture of its value."
        if let appearance {
            let modifier = catalog.modifiers[appearance.modifier]
            let light = modifier.contexts[catalog.combinations[appearance.light][appearance.modifier]]
            let dark = modifier.contexts[catalog.combinations[appearance.dark][appearance.modifier]]
            text += " Pictures show the \(Markdown.code(modifier.name)) contexts \(Markdown.code(light)) (light) and \(Markdown.code(dark)) (dark)."
        }
        return text + " A color that names backgrounds (\(Markdown.code("$extensions[\"dev.catalog\"].contrastWith"))) lists its WCAG contrast "
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
