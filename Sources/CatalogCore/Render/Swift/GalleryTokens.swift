/// The gallery's design-token parts (issue 35, item 6): a screen listing every token with a picture SwiftUI
/// draws from the token itself, and the environment switches (dark appearance, larger text) that show the
/// examples and the tokens under the contexts the tokens define.
enum GalleryTokens {
    static let viewName = "CatalogGalleryTokens"

    // MARK: - Environment switches

    /// The switches' state and the environment they start from; `@State`, so a screen can be built in a given
    /// state (`CatalogGalleryComponent(examples:, dark: true)`).
    static let environmentMembers: [SwiftDeclaration] = [
        SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("State"), [.private], .var, "dark", type: "Bool"))),
        SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("State"), [.private], .var, "largeText", type: "Bool"))),
        SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("Environment", argument: "\\.colorScheme"), [.private], .var, "colorScheme", type: nil))),
        SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("Environment", argument: "\\.dynamicTypeSize"), [.private], .var, "dynamicTypeSize", type: nil))),
    ]

    static let environmentParameters: [ParameterDeclaration] = [
        .plain("dark", "dark", .named("Bool", []), default: "false"),
        .plain("largeText", "largeText", .named("Bool", []), default: "false"),
    ]

    static let environmentAssignments: [Statement] = [
        .line("self._dark = State(initialValue: dark)"),
        .line("self._largeText = State(initialValue: largeText)"),
    ]

    static let environmentSection: Statement = .block("Section(\"Environment\")", [
        .line("Toggle(\"Dark appearance\", isOn: $dark)"),
        .line("Toggle(\"Larger text\", isOn: $largeText)"),
    ])

    /// Appended to a view: off, a switch leaves the environment as it was.
    static let environmentModifiers: [Statement] = [
        .line(".environment(\\.colorScheme, dark ? .dark : colorScheme)"),
        .line(".environment(\\.dynamicTypeSize, largeText ? .accessibility2 : dynamicTypeSize)"),
    ]

    // MARK: - The tokens screen

    /// `CatalogGalleryTokens`: a section per top-level group, a row per token.
    static func screen(_ plan: TokenPlan, access level: AccessLevel) -> SwiftDeclaration {
        let access = DeclarationModifier.access(level)
        var sections: [(name: String, rows: [Statement])] = []
        var rows: [SwiftDeclaration] = []
        for (index, entry) in plan.members.enumerated() {
            let parts = entry.qualifiedName.split(separator: ".")
            let section = parts.count > 2 ? String(parts[1]) : plan.catalog.namespace
            if sections.last?.name != section { sections.append((section, [])) }
            sections[sections.count - 1].rows.append(.line("row\(index)"))
            rows.append(SwiftDeclaration(.property(PropertyDeclaration([.private], .var, "row\(index)", type: "some View",
                                                                       body: .block(row(entry.member, entry.qualifiedName, plan))))))
        }
        let list: [Statement] = [environmentSection] + sections.map { .block("Section(\(SwiftNames.stringLiteral($0.name)))", grouped($0.rows)) }
        let body = SwiftDeclaration(.property(PropertyDeclaration([access], .var, "body", type: "some View", body: .block([
            .block("List", grouped(list)),
        ] + environmentModifiers + [.line(".navigationTitle(\"Design tokens\")")]))))
        let available = plan.members.contains { $0.member.needsIOS17 } ? TokenDeclarations.iOS17 : GalleryRenderer.availability
        return SwiftDeclaration(
            doc: ["Every design token of the catalog: its Swift name, description and value, with a swatch, specimen, bar or card SwiftUI draws from the token."],
            attributes: [available], .structure(TypeDeclaration([access], viewName, inheritance: ["View"], members: environmentMembers + [
                SwiftDeclaration(.initializer(InitializerDeclaration(access: level, parameters: environmentParameters), body: .block(environmentAssignments))),
                body,
            ] + rows)))
    }

    /// A view builder takes at most ten views: longer runs go in `Group`s of ten.
    private static func grouped(_ statements: [Statement]) -> [Statement] {
        guard statements.count > 10 else { return statements }
        return stride(from: 0, to: statements.count, by: 10).map { .block("Group", Array(statements[$0..<min($0 + 10, statements.count)])) }
    }

    private static func row(_ member: TokenPlan.Member, _ name: String, _ plan: TokenPlan) -> [Statement] {
        let token = plan.token(member)
        let words = token.varying.isEmpty
            ? TokenDocs.describe(token.value, remBase: plan.catalog.remBase)
            : TokenContexts.rows(of: token, in: plan.catalog).map { "\($0.context): \(TokenDocs.describe($0.value, remBase: plan.catalog.remBase))" }.joined(separator: "; ")
        var texts: [Statement] = [.line("Text(verbatim: \(SwiftNames.stringLiteral(name)))")]
        if let description = token.description { texts.append(.line("Text(verbatim: \(SwiftNames.stringLiteral(description))).font(.caption)")) }
        texts.append(.line("Text(verbatim: \(SwiftNames.stringLiteral(words))).font(.caption)"))
        let stack: Statement = .block("VStack(alignment: .leading, spacing: 2)", texts)
        guard let picture = picture(member, name) else { return [stack] }
        return [.block("HStack(spacing: 12)", [.line(picture), stack])]
    }

    /// What SwiftUI draws for a token: nil for the types it has no picture for (and for values that vary other
    /// than colors, which resolve themselves).
    private static func picture(_ member: TokenPlan.Member, _ name: String) -> String? {
        switch member.type {
        case .color: return "RoundedRectangle(cornerRadius: 6).fill(\(name)).frame(width: 44, height: 44)"
        case _ where member.isVarying: return nil
        case .typography: return "Text(\"Aa\").typography(\(name))"
        case .cgFloat: return "Rectangle().fill(Color.accentColor).frame(width: min(\(name), 240), height: 8)"
        case .shadow: return "RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 44, height: 44).shadow(\(name))"
        default: return nil
        }
    }
}

extension TokenCatalog {
    /// Whether a token varies with a modifier SwiftUI reaches through the color scheme or contrast.
    var variesWithAppearance: Bool {
        tokens.contains { token in
            token.varying.contains { if case .appearance = modifiers[$0].mode { true } else { false } }
        }
    }
}
