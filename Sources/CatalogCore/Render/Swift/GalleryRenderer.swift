/// Plan → the catalog's gallery and its previews: every example of every component becomes a case of
/// `CatalogExample` (with its component, title, summary, group, status, tags and view), `CatalogGallery` browses
/// them by group with a search by name and tag, and each component's file ends with one Xcode `#Preview` per
/// example. SwiftUI only: nothing else is imported or needed at run time.
public enum GalleryRenderer {
    /// Where the gallery goes, in the output folder.
    public static let path = "Swift/\(SwiftNames.galleryView).swift"

    /// The previews are for Xcode's canvas: compiled on Apple platforms only. `canImport(SwiftUI)` would not do,
    /// since the stand-in makes it true on Linux.
    public static let platformGuard = "#if os(iOS) || os(macOS) || os(tvOS) || os(watchOS) || os(visionOS)"

    /// `NavigationStack` and `Section(_:content:)` with a string: what the gallery's views need on Apple
    /// platforms, whatever the adopting package's deployment targets.
    static let availability = SwiftAttribute.available([
        PlatformVersion(platform: "iOS", version: "16.0"), PlatformVersion(platform: "macOS", version: "13.0"),
        PlatformVersion(platform: "tvOS", version: "16.0"), PlatformVersion(platform: "watchOS", version: "9.0"),
    ])

    /// The gallery's access: the widest of the components' (public when any is public).
    static func access(of plan: CatalogPlan) -> AccessLevel {
        let accesses = Set(plan.components.map(\.access))
        return accesses.contains(.public) ? .public : accesses.contains(.package) ? .package : .internal
    }

    /// The gallery file: the components' examples and the tokens' screen; only the tokens' when no component
    /// has an example (a team adopting tokens first); nil when there is neither.
    static func renderGallery(_ plan: CatalogPlan) -> OutputFile? {
        // Deprecated API would warn in the gallery (and the catalog builds with warnings as errors).
        let components = plan.components.filter { $0.deprecation == nil && !$0.galleryExamples.isEmpty }
        guard !components.isEmpty else {
            guard let tokens = plan.tokens else { return nil }
            return OutputFile(path: path, contents: SwiftRenderer.file(SwiftRenderer.header(source: nil, imports: []), GalleryViews.tokensOnly(tokens)))
        }
        let access = DeclarationModifier.access(Self.access(of: plan))
        let cases = components.flatMap { component in
            component.galleryExamples.map { (component: component, index: $0, name: SwiftNames.galleryCase(forComponent: component.name, example: $0)) }
        }
        let byComponent = components.map { component in
            (component, component.galleryExamples.map { SwiftNames.galleryCase(forComponent: component.name, example: $0) })
        }
        let enums = GalleryControls.caseEnums(in: plan)
        let controls = components.map { GalleryControls.controls(of: $0, enums: enums) }
        let offersControls = controls.contains { !$0.isEmpty }
        func switchProperty(_ doc: String, _ name: String, type: SwiftType, _ rows: [([String], SwiftExpression)]) -> SwiftDeclaration {
            Self.switchProperty(doc, name, type: type, access: access, rows)
        }
        let example = SwiftDeclaration(doc: [
            "Every example of the catalog's specs, in component order: \(cases.count) examples of \(components.count) components.",
            "`CaseIterable`, so a test or a screen can build each one; `view` builds the example's code.",
        ], .enumeration(TypeDeclaration([access], SwiftNames.galleryExampleType, inheritance: ["String", "CaseIterable", "Identifiable", "Sendable"], members: [
            SwiftDeclaration(.group(cases.map { SwiftDeclaration(.enumCase([$0.name])) })),
            SwiftDeclaration(doc: ["A component's maturity, as its spec's `status` gives it."], .enumeration(TypeDeclaration(
                [access], "Status", inheritance: ["String", "CaseIterable", "Sendable"], members: [SwiftDeclaration(.enumCase(ComponentStatus.allCases.map(\.rawValue)))]))),
            SwiftDeclaration(.property(PropertyDeclaration([access], .var, "id", type: .string, body: .inline("rawValue")))),
            switchProperty("The example's title, as the spec writes it.", "title", type: .string,
                           cases.map { ([$0.name], .string($0.component.examples[$0.index].title)) }),
            switchProperty("The example's Swift code, as the spec writes it.", "code", type: .string,
                           cases.map { ([$0.name], .string($0.component.examples[$0.index].code.trimmingWhitespace())) }),
            switchProperty("The component the example shows.", "component", type: .string, byComponent.map { ($1, .string($0.name)) }),
            switchProperty("The component's one-line summary.", "summary", type: .string, byComponent.map { ($1, .string($0.summary)) }),
            switchProperty("The component's group; nil when its spec gives none.", "group", type: .optional(.string),
                           byComponent.map { ($1, $0.group.map(SwiftExpression.string) ?? .nil) }),
            switchProperty("The component's status.", "status", type: .named("Status"), byComponent.map { ($1, .member(nil, $0.status.rawValue)) }),
            switchProperty("The component's tags, in the spec's order.", "tags", type: .array(.string),
                           byComponent.map { ($1, .array($0.tags.map(SwiftExpression.string))) }),
            SwiftDeclaration(doc: ["The example's view, type-erased (the example itself is a `View`)."],
                             .property(PropertyDeclaration([.mainActor, access], .var, "view", type: .named("AnyView"), body: .inline("AnyView(self)")))),
        ] + (offersControls ? [
            switchProperty("The choices the example's component offers: its `environment:` entries whose type is an enum of cases.", "controls",
                           type: .array(.named(GalleryControls.controlType)), zip(byComponent, controls).map { ($0.1, .array($1.map(GalleryControls.expression))) }),
        ] : []) + GalleryAudit.members(cases, access: access))))
        let declarations = [example, exampleBody(cases.map { ($0.name, $0.component.examples[$0.index]) }, access: access),
                            GalleryAudit.acceptance(access: access, level: Self.access(of: plan))]
            + (offersControls ? [GalleryControls.declaration(access: access)] : [])
            + GalleryViews.declarations(access: Self.access(of: plan), tokens: plan.tokens, controls: offersControls)
        let imports = Set(components.flatMap(\.imports)).sorted()
        return OutputFile(path: path, contents: SwiftRenderer.file(SwiftRenderer.header(source: nil, imports: imports), declarations))
    }

    /// `public var title: String { switch self { case .card1, .card2: return "…" } }`: a fact per example.
    static func switchProperty(_ doc: String, _ name: String, type: SwiftType, access: DeclarationModifier, _ rows: [([String], SwiftExpression)]) -> SwiftDeclaration {
        SwiftDeclaration(doc: [doc], .property(PropertyDeclaration([access], .var, name, type: type, body: .block([
            .switch(.name("self"), rows.map { cases, value in SwitchCase(patterns: cases.map { .member(nil, $0) }, .return(value)) }),
        ]))))
    }

    /// `CatalogExample` is a view: `ForEach(CatalogExample.allCases) { $0 }`. Its body switches over the cases
    /// with their concrete types, each case's code in its own builder property. One builder `switch` over 200
    /// cases takes the type checker seconds (BENCHMARKS.md), so past `chunk` cases the body switches over runs
    /// of at most `chunk` cases, each run its own property with its own `switch`. In an extension, so only
    /// `body` is main-actor isolated and the enum's other members stay usable anywhere.
    static let chunk = 16

    private static func exampleBody(_ cases: [(name: String, example: Example)], access: DeclarationModifier) -> SwiftDeclaration {
        let runs = stride(from: 0, to: cases.count, by: chunk).map { Array(cases[$0..<min($0 + chunk, cases.count)].map(\.name)) }
        func builder(_ modifiers: [DeclarationModifier], _ name: String, _ statements: [Statement]) -> SwiftDeclaration {
            SwiftDeclaration(.property(PropertyDeclaration(modifiers, .var, name, type: .someView, body: .block(statements))))
        }
        func view(_ name: String) -> SwiftExpression { .name(name + "View") }
        let body: [SwitchCase] = runs.count == 1
            ? runs[0].map { SwitchCase(.member(nil, $0), .expression(view($0))) }
            : runs.enumerated().map { SwitchCase(patterns: $1.map { .member(nil, $0) }, .expression(.name("examples\($0)"))) }
        var members = [builder([.mainActor, .viewBuilder, access], "body", [.switch(.name("self"), body)])]
        for (index, run) in runs.enumerated() where runs.count > 1 {
            members.append(builder([.mainActor, .viewBuilder, .private], "examples\(index)", run.count == 1 ? [.expression(view(run[0]))] : [
                .switch(.name("self"), run.dropLast().map { SwitchCase(.member(nil, $0), .expression(view($0))) } + [.default(.expression(view(run.last!)))]),
            ]))
        }
        for entry in cases {
            // At the spec's line and column: a wrong example is reported where its author wrote it.
            members.append(builder([.mainActor, .viewBuilder, .private], "\(entry.name)View", [.authored(entry.example.code, at: entry.example.codeLocation)]))
        }
        return SwiftDeclaration(.extension(ExtensionDeclaration(SwiftNames.galleryExampleType, inheritance: ["View"], members: members)))
    }

    // MARK: - Previews

    /// One `#Preview` per example, inside the platform guard, for the end of the component's file; empty
    /// without examples. With `darkVariants` (tokens that vary with the appearance), each also in dark.
    static func previews(of plan: ComponentPlan, darkVariants: Bool = false) -> [Statement] {
        guard plan.deprecation == nil, !plan.galleryExamples.isEmpty else { return [] }
        var statements: [Statement] = [.line(""), .line(platformGuard)]
        for example in plan.galleryExamples.map({ plan.examples[$0] }) {
            statements.append(.line(""))
            let code: [Statement] = example.code.trimmingWhitespace().splitLines().map { .line($0) }
            statements.append(.block("#Preview(\(SwiftNames.stringLiteral(plan.name + ": " + example.title)))", code))
            if darkVariants {
                statements.append(.line(""))
                statements.append(.block("#Preview(\(SwiftNames.stringLiteral(plan.name + ": " + example.title + " (dark)")))", [
                    .block("Group", code), .line(".environment(\\.colorScheme, .dark)"),
                ]))
            }
        }
        return statements + [.line("#endif")]
    }
}

