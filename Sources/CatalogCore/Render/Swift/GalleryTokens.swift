/// The gallery's design-token parts (issue 35, item 6): a screen listing every token with a picture SwiftUI
/// draws from the token itself, and the environment switches (dark appearance, larger text, increased contrast) that show the
/// examples and the tokens under the contexts the tokens define.
enum GalleryTokens {
    static let viewName = "CatalogGalleryTokens"

    // MARK: - Environment switches

    /// A switch: its `@State` flag, the environment value it sets (`keyPath`) and reads back when off (`read`).
    private struct Switch {
        let flag: String, title: String, keyPath: String, read: String, on: SwiftExpression
    }

    /// Dark appearance and larger text always; increased contrast when a context is mapped to it (it is set
    /// through Apple's underscored `_colorSchemeContrast`, the only setter SwiftUI has).
    private static func switches(_ plan: TokenPlan) -> [Switch] {
        var switches = [
            Switch(flag: "dark", title: "Dark appearance", keyPath: "colorScheme", read: "colorScheme", on: .member(nil, "dark")),
            Switch(flag: "largeText", title: "Larger text", keyPath: "dynamicTypeSize", read: "dynamicTypeSize", on: .member(nil, "accessibility2")),
        ]
        if plan.catalog.mapsIncreasedContrast {
            switches.append(Switch(flag: "increasedContrast", title: "Increased contrast", keyPath: "_colorSchemeContrast",
                                   read: "colorSchemeContrast", on: .member(nil, "increased")))
        }
        return switches
    }

    /// The switches' state and the environment they start from; `@State`, so a screen can be built in a given
    /// state (`CatalogGalleryComponent(examples:, dark: true)`).
    static func environmentMembers(_ plan: TokenPlan) -> [SwiftDeclaration] {
        let switches = switches(plan)
        return switches.map { SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("State"), [.private], .var, $0.flag, type: .bool))) }
            + switches.map { SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("Environment", argument: .keyPath($0.read)), [.private], .var, $0.read, type: nil))) }
    }

    static func environmentParameters(_ plan: TokenPlan) -> [ParameterDeclaration] {
        switches(plan).map { .named($0.flag, .bool, default: .bool(false)) }
    }

    static func environmentAssignments(_ plan: TokenPlan) -> [Statement] {
        switches(plan).map { .assignment(property: "_" + $0.flag, .call("State", .init("initialValue", .name($0.flag)))) }
    }

    static func environmentSection(_ plan: TokenPlan) -> Statement {
        .block("Section(\"Environment\")", switches(plan).map { .expression(.call("Toggle", .unlabeled(.string($0.title)), .init("isOn", .name("$" + $0.flag)))) })
    }

    /// Appended to a view: off, a switch leaves the environment as it was.
    static func environmentModifiers(_ plan: TokenPlan) -> [Statement] {
        switches(plan).map {
            .expression(.call(.member(nil, "environment"), [.unlabeled(.keyPath($0.keyPath)), .unlabeled(.conditional(.name($0.flag), then: $0.on, else: .name($0.read)))]))
        }
    }

    /// The tokens' screen uses iOS 17 API when a token does (a color that resolves itself) and when it applies
    /// a typography token (`View.typography(_:)` reads `ScaledMetric` relative to a text style).
    /// The tokens' screen's `@available`: iOS 17 when a token needs it, else the gallery's.
    static func availability(_ plan: TokenPlan) -> SwiftAttribute {
        needsIOS17(plan) ? TokenDeclarations.iOS17 : GalleryRenderer.availability
    }

    static func needsIOS17(_ plan: TokenPlan) -> Bool {
        plan.members.contains { $0.member.needsIOS17 || $0.member.tokenType == .typography }
    }

    // MARK: - The tokens screen

    /// `CatalogGalleryTokens`: a section per top-level group, a row per token; deprecated tokens last, in a
    /// "Deprecated" section drawn by `CatalogGalleryDeprecatedTokens`. Each row is one line, a call of
    /// `CatalogGalleryTokenRow`: the screen grows by about 150 bytes a token, not a property of ten lines.
    static func screen(_ plan: TokenPlan, access level: AccessLevel) -> [SwiftDeclaration] {
        let access = DeclarationModifier.access(level)
        var sections: [(name: String, rows: [Statement])] = []
        var deprecatedRows: [Statement] = []
        for entry in plan.members {
            let row = self.row(entry.member, entry.qualifiedName, plan)
            if plan.token(entry.member).deprecated != nil {
                deprecatedRows.append(row)
                continue
            }
            let parts = entry.qualifiedName.split(separator: ".")
            let section = parts.count > 2 ? String(parts[1]) : plan.catalog.namespace
            if sections.last?.name != section { sections.append((section, [])) }
            sections[sections.count - 1].rows.append(row)
        }
        var list: [Statement] = [environmentSection(plan)] + sections.map { .block("Section(\(SwiftNames.stringLiteral($0.name)))", grouped($0.rows)) }
        if !deprecatedRows.isEmpty { list.append(.block("Section(\"Deprecated\")", [.expression(.call(deprecatedViewName))])) }
        let body = SwiftDeclaration(.property(PropertyDeclaration([access], .var, "body", type: .someView, body: .block([
            .block("List", grouped(list)),
        ] + environmentModifiers(plan) + [.line(".navigationTitle(\"Design tokens\")")]))))
        let available = availability(plan)
        let screen = SwiftDeclaration(
            doc: ["Every design token of the catalog: its Swift name, description and value, with a swatch, specimen, bar or card SwiftUI draws from the token."],
            attributes: [available], .structure(TypeDeclaration([access], viewName, inheritance: ["View"], members: environmentMembers(plan) + [
                SwiftDeclaration(.initializer(InitializerDeclaration(access: level, parameters: environmentParameters(plan)), body: .block(environmentAssignments(plan)))),
                body,
            ])))
        return [screen] + (deprecatedRows.isEmpty ? [] : [deprecatedScreen(deprecatedRows, available: available)]) + [rowView()]
    }

    static let deprecatedViewName = "CatalogGalleryDeprecatedTokens"
    static let rowViewName = "CatalogGalleryTokenRow"

    /// The deprecated tokens' rows. `body` is deprecated, so reading a deprecated token does not warn (the
    /// catalog builds with warnings as errors); it is the witness of `View.body`, which is not, so SwiftUI
    /// reads it and nothing in the module names a deprecated declaration outside a deprecated one.
    private static func deprecatedScreen(_ rows: [Statement], available: SwiftAttribute) -> SwiftDeclaration {
        let deprecated = SwiftAttribute.deprecated(message: "Shows the deprecated design tokens.")
        let body = SwiftDeclaration(attributes: [deprecated], .property(PropertyDeclaration([], .var, "body", type: .someView,
                                                                                           body: .block(grouped(rows)))))
        return SwiftDeclaration(doc: ["The gallery's \"Deprecated\" section: tokens kept for old code, each with what replaces it."],
                                attributes: [available],
                                .structure(TypeDeclaration([.private], deprecatedViewName, inheritance: ["View"], members: [body])))
    }

    /// One token's row: the picture SwiftUI draws from the token, its Swift name and the notes under it.
    private static func rowView() -> SwiftDeclaration {
        let members = [
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "name", type: .string))),
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "notes", type: .array(.string)))),
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "picture", type: .named("Picture")))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: .internal, parameters: [
                .unlabeled("name", .string), .unlabeled("notes", .array(.string)),
                ParameterDeclaration(label: "picture", name: "picture", type: .builderClosure(result: "Picture"), resultBuilder: "ViewBuilder"),
            ]), body: .block([.line("self.name = name"), .line("self.notes = notes"), .line("self.picture = picture()")]))),
            SwiftDeclaration(.property(PropertyDeclaration([], .var, "body", type: .someView, body: .block([
                .block("HStack(spacing: 12)", [
                    .line("picture"),
                    .block("VStack(alignment: .leading, spacing: 2)", [
                        .line("Text(verbatim: name)"),
                        .block("ForEach(notes.indices, id: \\.self)", [.line("Text(verbatim: notes[$0]).font(.caption)")]),
                    ]),
                ]),
            ])))),
        ]
        return SwiftDeclaration(attributes: [GalleryRenderer.availability],
                                .structure(TypeDeclaration([.private], rowViewName, generics: [GenericParameter("Picture", "View")],
                                                           inheritance: ["View"], members: members)))
    }

    /// A view builder takes at most ten views: longer runs go in `Group`s of ten.
    private static func grouped(_ statements: [Statement]) -> [Statement] {
        guard statements.count > 10 else { return statements }
        return stride(from: 0, to: statements.count, by: 10).map { .block("Group", Array(statements[$0..<min($0 + 10, statements.count)])) }
    }

    /// `CatalogGalleryTokenRow("Tokens.Space.s200", ["8 pt"]) { … }`: the name, then the description, the
    /// deprecation and the value in words.
    private static func row(_ member: TokenPlan.Member, _ name: String, _ plan: TokenPlan) -> Statement {
        let token = plan.token(member)
        let words = token.varying.isEmpty
            ? TokenDocs.describe(token.value, remBase: plan.catalog.remBase)
            : TokenContexts.rows(of: token, in: plan.catalog).map { "\($0.context): \(TokenDocs.describe($0.value, remBase: plan.catalog.remBase))" }.joined(separator: "; ")
        let notes = [token.description, deprecation(of: token, in: plan.catalog), words].compactMap { $0 }
        let call = SwiftExpression.call(rowViewName, .unlabeled(.string(name)), .unlabeled(.array(notes.map(SwiftExpression.string))))
        return .expression(.trailingClosure(call, .closure(parameters: [], body: picture(member, name) ?? .empty)))
    }

    /// `Deprecated: renamed to Tokens.Color.accent.`, or its message.
    private static func deprecation(of token: TokenCatalog.Token, in catalog: TokenCatalog) -> String? {
        if let renamed = token.renamedTo { return "Deprecated: renamed to \(TokenNames.qualifiedName(of: renamed, namespace: catalog.namespace))." }
        return token.deprecated.map { "Deprecated" + ($0.message.map { ": " + catalog.swiftMessage($0) } ?? ".") }
    }

    /// What SwiftUI draws for a token: nil for the types it has no picture for (and for values that vary other
    /// than colors, which resolve themselves).
    private static func picture(_ member: TokenPlan.Member, _ name: String) -> SwiftExpression? {
        member.tokenType.descriptor.galleryPicture(.name(name), isVarying: member.isVarying)
    }
}

extension TokenCatalog {
    /// Whether a modifier's context is mapped to increased contrast (`modes:`), so the gallery has its switch.
    var mapsIncreasedContrast: Bool {
        modifiers.contains { modifier in
            if case .appearance(let appearances) = modifier.mode { appearances.values.contains { $0.contrast == .increased } } else { false }
        }
    }

    /// Whether a token varies with a modifier SwiftUI reaches through the color scheme or contrast.
    var variesWithAppearance: Bool {
        tokens.contains { token in
            token.varying.contains { if case .appearance = modifiers[$0].mode { true } else { false } }
        }
    }
}
