/// The gallery's two screens as declarations: `CatalogGallery` (groups, search by name and tag) and one
/// component's screen. Their code is the same for every catalog; only the access and names vary.
enum GalleryViews {
    /// With `tokens`, a link to the tokens' screen and, on each component's screen, the environment switches.
    /// With `controls`, each component's screen offers its `environment:` choices (`GalleryControls`).
    static func declarations(access level: AccessLevel, tokens: TokenPlan?, controls: Bool = false) -> [SwiftDeclaration] {
        let access = DeclarationModifier.access(level)
        let example = SwiftNames.galleryExampleType
        let screen = SwiftNames.galleryComponentView
        let gallery = SwiftDeclaration(doc: [
            "The whole catalog, browsable: components grouped by their spec's `group` (ungrouped ones last, under \"Other\"), searchable by name and tag, each component's examples on its own screen.",
            "Show it from a debug menu: `.sheet(isPresented: $showsGallery) { \(SwiftNames.galleryView)() }`.",
        ], attributes: [GalleryRenderer.availability], .structure(TypeDeclaration([access], SwiftNames.galleryView, inheritance: ["View"], members: [
            SwiftDeclaration(doc: ["A group of the gallery: its name and, per component, the component's examples in its spec's order."],
                             .structure(TypeDeclaration([access], "GroupListing", inheritance: ["Identifiable", "Sendable"], members: [SwiftDeclaration(.group([
                SwiftDeclaration(.property(PropertyDeclaration([access], .let, "name", type: .string))),
                SwiftDeclaration(.property(PropertyDeclaration([access], .let, "components", type: .array(.array(.named(example)))))),
                SwiftDeclaration(.property(PropertyDeclaration([access], .var, "id", type: .string, body: .inline("name")))),
            ]))]))),
            SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("State"), [.private], .var, "query", type: nil, initialValue: .string("")))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: level), body: .inline(""))),
            SwiftDeclaration(doc: ["The components whose name or a tag contains `query` (every component for an empty query), by group."],
                             .function(FunctionDeclaration([access, .static], "groups", parameters: [.plain("matching", "query", .string)], returns: .array(.named("GroupListing")), body: .block([
                .line("let needle = query.lowercased()"),
                .line("var order: [String] = []"),
                .variable("examplesByComponent", type: .dictionary(.string, .array(.named(example))), .emptyDictionary),
                .block("for example in \(example).allCases", [
                    .line("let matches = needle.isEmpty || example.component.lowercased().contains(needle)"),
                    .line("    || example.tags.contains { $0.lowercased().contains(needle) }"),
                    .line("guard matches else { continue }"),
                    .line("if examplesByComponent[example.component] == nil { order.append(example.component) }"),
                    .line("examplesByComponent[example.component, default: []].append(example)"),
                ]),
                .variable("groups", type: .dictionary(.string, .array(.array(.named(example)))), .emptyDictionary),
                .variable("ungrouped", type: .array(.array(.named(example))), .array([])),
                .block("for component in order", [
                    .line("let examples = examplesByComponent[component] ?? []"),
                    .line("guard let group = examples.first?.group, group != \"Other\" else { ungrouped.append(examples); continue }"),
                    .line("groups[group, default: []].append(examples)"),
                ]),
                .line("var result = groups.keys.sorted().map { GroupListing(name: $0, components: groups[$0] ?? []) }"),
                .line("if !ungrouped.isEmpty { result.append(GroupListing(name: \"Other\", components: ungrouped)) }"),
                .line("return result"),
            ])))),
            SwiftDeclaration(.property(PropertyDeclaration([access], .var, "body", type: .someView, body: .block([
                .block("NavigationStack", [
                    .block("List", tokensLink(tokens) + [
                        .closure("ForEach(Self.groups(matching: query))", parameters: "group", [
                            .block("Section(group.name)", [
                                .closure("ForEach(group.components, id: \\.self)", parameters: "examples", [
                                    .block("NavigationLink(examples.first?.component ?? \"\")", [.expression(.call(screen, .init("examples", .name("examples"))))]),
                                ]),
                            ]),
                        ]),
                    ]),
                    .line(".navigationTitle(\"Catalog\")"),
                    .line(".searchable(text: $query)"),
                ]),
            ])))),
        ])))
        return [gallery, componentScreen(access: level, tokens: tokens, controls: controls)] + (tokens.map { GalleryTokens.screen($0, access: level) } ?? [])
    }

    /// One component's screen in the gallery: its summary and status, then each example under its title.
    private static func componentScreen(access level: AccessLevel, tokens: TokenPlan?, controls: Bool) -> SwiftDeclaration {
        let access = DeclarationModifier.access(level)
        let example = SwiftNames.galleryExampleType
        let screen = SwiftNames.galleryComponentView
        return SwiftDeclaration(
            doc: ["One component's screen in the gallery: its summary and status, then each example under its title."],
            attributes: [GalleryRenderer.availability], .structure(TypeDeclaration([access], screen, inheritance: ["View"], members: [
                SwiftDeclaration(.property(PropertyDeclaration([access], .let, "examples", type: .array(.named(example))))),
            ] + (tokens.map(GalleryTokens.environmentMembers) ?? []) + (controls ? [GalleryControls.state] : []) + [
                SwiftDeclaration(.initializer(InitializerDeclaration(access: level, parameters: [
                    .named("examples", .array(.named(example))),
                ] + (tokens.map(GalleryTokens.environmentParameters) ?? [])),
                body: .block([.line("self.examples = examples")] + (tokens.map(GalleryTokens.environmentAssignments) ?? [])
                    + (controls ? [GalleryControls.assignment] : [])))),
                SwiftDeclaration(.property(PropertyDeclaration([access], .var, "body", type: .someView, body: .block([
                    .block("List", [
                        .block("Section", [
                            .line("Text(verbatim: examples.first?.summary ?? \"\")"),
                            .line("Text(verbatim: \"Status: \" + (examples.first?.status.rawValue ?? \"\"))"),
                            .block("if let tags = examples.first?.tags, !tags.isEmpty", [.line("Text(verbatim: \"Tags: \" + tags.joined(separator: \", \"))")]),
                        ]),
                    ] + (tokens.map { [GalleryTokens.environmentSection($0)] } ?? []) + (controls ? [GalleryControls.section] : []) + [
                        .closure("ForEach(examples)", parameters: "example", [
                            .block("Section(example.title)", [.line(controls ? "configured(example)" : "example.view")] + (tokens.map(GalleryTokens.environmentModifiers) ?? [])),
                        ]),
                    ]),
                    .line(".navigationTitle(examples.first?.component ?? \"\")"),
                ])))),
            ] + (controls ? [GalleryControls.configured] : []))))
    }

    /// A catalog of tokens alone: `CatalogGallery` is the tokens' screen in a navigation stack.
    static func tokensOnly(_ tokens: TokenPlan) -> [SwiftDeclaration] {
        let level = tokens.access
        let gallery = SwiftDeclaration(doc: [
            "The catalog's design tokens, browsable (the catalog has no component yet).",
            "Show it from a debug menu: `.sheet(isPresented: $showsGallery) { \(SwiftNames.galleryView)() }`.",
        ], attributes: [GalleryTokens.availability(tokens)],
           .structure(TypeDeclaration([.access(level)], SwiftNames.galleryView, inheritance: ["View"], members: [
            SwiftDeclaration(.initializer(InitializerDeclaration(access: level), body: .inline(""))),
            SwiftDeclaration(.property(PropertyDeclaration([.access(level)], .var, "body", type: .someView, body: .block([
                .block("NavigationStack", [.expression(.call(GalleryTokens.viewName))]),
            ])))),
        ])))
        return [gallery] + GalleryTokens.screen(tokens, access: level)
    }

    /// The tokens' screen needs iOS 17 when a token does (a color that resolves itself); the gallery does not.
    private static func tokensLink(_ tokens: TokenPlan?) -> [Statement] {
        guard let tokens else { return [] }
        let link: Statement = .block("Section", [.block("NavigationLink(\"Design tokens\")", [.expression(.call(GalleryTokens.viewName))])])
        guard GalleryTokens.needsIOS17(tokens) else { return [link] }
        return [.block("if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)", [link])]
    }
}
