/// One component's reference page, in the order people read it: summary, examples, the ways to call it (one
/// short table; the full declarations folded), overview, declaration, slots, properties, model protocol,
/// style and the components it is made of and used by. It prints the page model (`ReferencePage`) for GitHub.
struct MarkdownComponentPage {
    let plan: ComponentPlan
    let catalog: CatalogPlan
    /// Every component that has a page, so links never point at a missing file.
    let componentNames: Set<String>
    /// The declarations the Swift file prints: the page shows the same nodes.
    let declarations: ComponentDeclarations
    var page: ReferencePage { ReferencePage(plan: plan, declarations: declarations) }

    init(plan: ComponentPlan, catalog: CatalogPlan, componentNames: Set<String>, declarations: ComponentDeclarations? = nil) {
        self.plan = plan
        self.catalog = catalog
        self.componentNames = componentNames
        self.declarations = declarations ?? ComponentDeclarations(plan)
    }

    func render() -> String {
        var blocks = [
            Markdown.heading(1, Markdown.literal(plan.name)),
            Markdown.paragraph(plan.summary),
            classification,
            "Module \(Markdown.code(catalog.module)) · [All components](index.md)" + (page.availability.map { " · Available: " + $0 } ?? ""),
        ]
        if let deprecation = plan.deprecation {
            blocks.insert("> **Deprecated:** " + Markdown.inline(deprecation), at: 2)
        }
        if plan.access != .public {
            blocks.insert("> **Not public:** `\(plan.access.rawValue)` access, so apps cannot use it; a published reference (`catalog site`) leaves it out.", at: 2)
        }
        // What people read first: how it looks in code, then the ways to call it.
        blocks += examplesSection()
        blocks += initializersSection()
        if let description = plan.description.map({ Markdown.blocks($0, headingOffset: 2) }),
           !description.isEmpty {
            blocks += ["## Overview", description]
        }
        blocks += ["## Declaration", Markdown.codeBlock(structDeclaration)]
        if !plan.generics.isEmpty {
            blocks += ["## Generic parameters", Markdown.table(header: ReferencePage.genericsHeader, rows: page.generics), page.genericsLegend]
        }
        blocks += slotsSection()
        blocks += propertiesSection()
        blocks += enumerationsSection()
        blocks += environmentSection()
        blocks += stateSection()
        blocks += modelSection()
        blocks += styleSection()
        blocks += tokensSection()
        blocks += UIKitMarkdown.section(of: plan)
        blocks += accessibilitySection()
        blocks += compositionSection()
        return MarkdownRenderer.page(blocks)
    }

    /// `Group: Containers · Status: beta · Tags: `layout`, `surface``: the line under the summary.
    var classification: String { page.classification.joined(separator: " · ") }

    /// `public struct Card<Title: View, Actions: View>: View`, as the Swift renderer opens it.
    var structDeclaration: String { SwiftPrinter.head(of: declarations.structure.kind) ?? "" }

    // MARK: - Slots

    private func slotsSection() -> [String] {
        guard !plan.slots.isEmpty else { return [] }
        let rows = zip(plan.slots, page.slots).map { slot, row in
            var controls: [String] = []
            for form in slot.valueForms {
                let control = form.linkedComponent.map(componentLink) ?? Markdown.code(form.control)
                if !controls.contains(control) { controls.append(control) }
            }
            return [row.name, row.genericParameter + row.closure, row.presence,
                    row.valueParameters.isEmpty ? "—" : row.valueParameters.joined(separator: ", "),
                    controls.isEmpty ? "—" : controls.joined(separator: ", "), row.description]
        }
        var legend = plan.slots.contains { $0.resultBuilder != "ViewBuilder" }
            ? "Every slot also accepts a closure of its result builder (`@ViewBuilder` unless the table names another)."
            : "Every slot also accepts a `@ViewBuilder` closure."
        if plan.slots.contains(where: { if case .defaultContent = $0.presence { true } else { false } }) {
            legend += " A defaulted slot may be left out: it then shows its default content."
        }
        if plan.slots.contains(where: { if case .valueDefault = $0.presence { true } else { false } }) {
            legend += " A slot with a default value may be left out: every initializer then shows that value (the builder closure defaults to its default control)."
        }
        if plan.slots.contains(where: { if case .familyDefaults = $0.presence { true } else { false } }) {
            legend += " A slot with a default value per family may be left out where its family has one: the builder initializers show the `builder` value (the closure defaults to its control), the value initializers the `values` one."
        }
        if plan.slots.contains(where: { $0.viewType != nil }) {
            legend += " A slot of one view type (`none: …`) is no generic parameter: its closure makes exactly that type, which the body can restyle; an optional one defaults to `{ nil }`."
        }
        if plan.slots.contains(where: { $0.input != nil }) {
            legend += " A slot that takes a value (`takes`) is a closure the body calls with it: `{ value in … }`."
        }
        if plan.strategy == .compact, plan.slots.contains(where: \.presence.isOmittable) {
            legend += " An optional or empty slot may be left out: its parameter has a default (`{ EmptyView() }`, or `nil` for a value),"
                + " Swift infers its generic parameter from that default (`EmptyView`, or `Text?`), and `has…` tells the body whether it was given."
        } else {
            if plan.slots.contains(where: { $0.presence == .optional }) {
                legend += " An optional slot may be left out: it is stored as `nil` and its generic parameter is `Never`."
            }
            if plan.slots.contains(where: { $0.presence == .empty }) {
                legend += " An empty slot may be left out: it shows `EmptyView()`."
            }
        }
        return [
            "## Slots",
            Markdown.table(header: ["Slot", "Generic parameter", "Presence", "Accepts", "Shown as", "Description"],
                           rows: rows),
            legend,
        ]
    }

    // MARK: - Properties

    private func propertiesSection() -> [String] {
        guard !plan.properties.isEmpty else { return [] }
        let rows = zip(plan.properties, page.properties).map { property, row in
            // A generated enum's type links to its section below (GitHub's anchor of the heading `DSButtonRole`).
            let type = property.enumeration.map { Markdown.link(code: property.type.description, to: "#" + $0.name.lowercased()) } ?? row.type
            return [row.name, type, row.defaultValue, row.isBinding ? "yes: " + row.parameterType : "no", row.description]
        }
        return [
            "## Properties",
            Markdown.table(header: ["Property", "Type", "Default", "Binding", "Description"], rows: rows),
        ]
    }

    /// The enums of `cases:` properties, each with its declaration and its cases.
    private func enumerationsSection() -> [String] {
        let enumerations = page.enumerations
        guard !enumerations.isEmpty else { return [] }
        return ["## Enumerations"] + enumerations.flatMap { enumeration in
            [Markdown.heading(3, Markdown.code(enumeration.name)), enumeration.description, Markdown.codeBlock(enumeration.declaration),
             Markdown.table(header: ReferencePage.casesHeader, rows: enumeration.cases)]
        }
    }

    /// `environment:`: the modifiers a subtree sets and the component reads.
    private func environmentSection() -> [String] {
        guard !plan.environment.isEmpty else { return [] }
        return ["## Environment", "Set on the component or any view around it; the innermost setting wins.",
                Markdown.table(header: ReferencePage.environmentHeader, rows: page.environment)]
    }

    /// `@State` and `@Environment` properties the hand-written body uses: not parameters.
    private func stateSection() -> [String] {
        guard plan.hasState else { return [] }
        guard case .structure(let type) = declarations.structure.kind else { return [] }
        let members = type.members.flatMap { member -> [SwiftDeclaration] in
            if case .group(let members) = member.kind { return members }
            return [member]
        }
        let state = members.compactMap { member -> String? in
            guard case .property(let property) = member.kind, let wrapper = property.wrapper, wrapper != .binding else { return nil }
            return SwiftPrinter.head(of: property)
        }
        return ["## Stored state", "Stored for the body, never passed in:", Markdown.codeBlock(state.joined(separator: "\n"))]
    }

    // MARK: - Initializers

    /// One short table of call forms, then every full declaration folded away by family.
    private func initializersSection() -> [String] {
        let initializers = plan.initializers
        guard !initializers.isEmpty else { return [] }
        var blocks = ["## Initializers"]
        let counts = InitializerFamily.allCases.compactMap { family -> String? in
            let count = initializers.filter { $0.family == family }.count
            return count == 0 ? nil : "\(count) \(family == .viewBuilder ? "`@ViewBuilder`" : family.rawValue.lowercased())"
        }
        let total = initializers.count == 1 ? "1 initializer" : "\(initializers.count) initializers"
        blocks.append("\(Markdown.code(plan.name)) has \(total)" + (counts.isEmpty ? "." : ": \(list(counts))."))
        blocks.append(Markdown.table(header: CallForms.header, rows: page.calls))
        if let alternatives = page.alternatives { blocks.append(alternatives) }
        if let note = stringVariableNote { blocks.append(note) }
        for family in InitializerFamily.allCases {
            let members = initializers.indices.filter { initializers[$0].family == family }
            guard !members.isEmpty else { continue }
            var folded = [introduction(to: family)]
            for index in members {
                let (initializer, node) = (initializers[index], declarations.initializers[index])
                folded.append("**\(Markdown.code(initializer.selector))**: " + Markdown.inline(declarations.summaries[index]))
                folded.append(Markdown.codeBlock(declaration(of: node)))
            }
            let title = family == .viewBuilder ? "<code>@ViewBuilder</code>" : family.rawValue
            let count = members.count == 1 ? "1 declaration" : "\(members.count) declarations"
            blocks.append("<details><summary>\(title): \(count)</summary>\n\n" + folded.joined(separator: "\n\n") + "\n\n</details>")
        }
        return blocks
    }

    /// Declarations wider than this put one parameter per line.
    static let declarationWidth = 100

    /// The initializer as the Swift renderer declares it: attributes, access level, parameters, and for a
    /// constrained one the `extension … where …` it lives in; past 100 columns, one parameter per line.
    func declaration(of node: InitializerDeclaration) -> String {
        SwiftPrinter.declaration(of: node, in: plan.name, width: Self.declarationWidth)
    }

    private func introduction(to family: InitializerFamily) -> String {
        switch family {
        case .viewBuilder:
            "Every slot from a `@ViewBuilder` closure."
        case .typeBased:
            "Slots with value forms take plain values, shown through their default controls (see Slots)."
        case .protocolBased:
            "Every value from a model (see Model protocol); binding properties stay parameters beside it."
        case .conditional where plan.strategy == .compact && plan.slots.contains(where: { !$0.valueForms.isEmpty }):
            "Leaves out every slot that has a value form (each `EmptyView`; the other slots keep their builders), "
                + "so that a call that passes none of their values picks exactly one initializer."
        case .conditional where plan.strategy == .compact:
            "Leaves every slot out (each `EmptyView`), so that a call without slot arguments picks exactly one initializer."
        case .conditional:
            "For leaving slots out: an optional slot's generic parameter is then `Never`, an empty slot's `EmptyView`."
        }
    }

    /// SPEC.md's known consequence of overload ranking, on pages with text slots.
    private var stringVariableNote: String? {
        let textSlots = plan.slots.filter { $0.valueForms.contains(where: \.isDisfavored) }
        guard !textSlots.isEmpty else { return nil }
        let textType = Self.localizedType(of: textSlots[0]) ?? catalog.textType.rawValue
        var note = "> **Note:** A string literal passed to a text slot is localized (`\(textType)`). "
            + "A `String` variable picks the `@_disfavoredOverload` initializer that takes `some StringProtocol`, "
            + "so its text is shown verbatim."
        if textSlots.count > 1 {
            note += " A string literal in another text slot of that call is then shown verbatim too; "
                + "pass `\(textType)(\"…\")` to localize it."
        }
        return note
    }

    /// The type of the form the twin follows (a slot's `textType` overrides the catalog's), unwrapped.
    private static func localizedType(of slot: SlotPlan) -> String? {
        guard let twin = slot.valueForms.firstIndex(where: \.isDisfavored), twin > 0,
              let type = slot.valueForms[twin - 1].parameters.first?.type else { return nil }
        if case .optional(let wrapped) = type { return wrapped.description }
        return type.description
    }

    // MARK: - Model

    private func modelSection() -> [String] {
        guard let model = plan.model else { return [] }
        var text = "\(Markdown.code("init(model:)")) takes any value that conforms to \(Markdown.code(model.name))."
        let beside = plan.properties.filter(\.isBesideModel)
        if !beside.isEmpty, let initializer = plan.initializers.first(where: { $0.family == .protocolBased }) {
            let kinds = beside.allSatisfy(\.isBinding) ? "Binding properties"
                : beside.contains(where: \.isBinding) ? "Binding properties and properties whose types name a generic parameter" : "Properties whose types name a generic parameter"
            text += " \(kinds) (\(list(beside.map { Markdown.code($0.name) }))) stay parameters beside it: \(Markdown.code(initializer.selector))."
        }
        let renamed = model.requirements.filter { $0.renamedFrom != nil }
        if !renamed.isEmpty {
            let pairs = list(renamed.map { "\(Markdown.code($0.renamedFrom ?? "")) → \(Markdown.code($0.name))" })
            text += " Renamed (\(pairs)): the protocol keeps the old name as a deprecated requirement, and each name has a default that reads the other, so a type that implements either conforms (the old one with a deprecation warning). One that implements neither gets that warning too; ignored, reading the value recurses until the program crashes."
        }
        // The file's doc comment introduces the protocol; the page's text does that here.
        var declaration = declarations.model
        declaration?.doc = []
        return ["## Model protocol", text, Markdown.codeBlock(SwiftPrinter.print(declaration.map { [$0] } ?? []))]
    }

    // MARK: - Style

    /// The style protocol, the configuration's members and a custom style that reads every member
    /// (compiled by the tests, like the examples).
    private func styleSection() -> [String] {
        guard let style = plan.style else { return [] }
        let names = style.names
        var text = "\(Markdown.code(plan.name)) is styleable, " + (page.styleSentence(Markdown.code) ?? "")
        text += " Its body is generated; the default layout is hand-written in `\(plan.name)+Style.swift`."
        let rows = style.members.map { member in
            [Markdown.code(member.name),
             Markdown.code(member.type.description) + (member.isBinding ? " (`@Binding`)" : ""),
             Markdown.inline(DocWording.styleMember(member))]
        }
        // Views are shown; values are read (a style decides what to make of them).
        let reads: [Statement] = style.members.map { .line($0.type == .named("AnyView") ? "configuration.\($0.name)" : "let _ = configuration.\($0.name)") }
        let example = SwiftPrinter.print([SwiftDeclaration(.structure(TypeDeclaration([], "Custom\(names.protocol)", inheritance: [names.protocol], members: [
            SwiftDeclaration(.function(FunctionDeclaration([], "makeBody", parameters: [.named("configuration", .named("Configuration"))], returns: .someView,
                                                           body: .block([.block("VStack", reads)])))),
        ])))])
        return [
            "## Style", text,
            Markdown.table(header: ["Configuration member", "Type", "Description"], rows: rows),
            "A custom style:",
            Markdown.codeBlock(String(example.dropLast())),
        ]
    }

    // MARK: - Examples

    private func examplesSection() -> [String] {
        let examples = plan.examples
        guard !examples.isEmpty else { return [] }
        var blocks = ["## Examples"]
        for (index, example) in examples.enumerated() {
            let title = Markdown.inline(example.title)
            blocks.append(Markdown.heading(3, title.isEmpty ? "Example \(index + 1)" : title))
            if let deprecation = example.deprecation { blocks.append("**Deprecated:** " + Markdown.inline(deprecation)) }
            blocks.append(Markdown.codeBlock(example.code))
        }
        return blocks
    }

    // MARK: - Design tokens

    private func tokensSection() -> [String] {
        let rows = page.tokenRows { Markdown.link(code: $0.description, to: MarkdownTokenPage.path + "#" + MarkdownTokenPage.anchor(of: $0)) }
        return rows.isEmpty ? [] : ["## Design tokens", Markdown.table(header: ["Read as", "Token", "Swift"], rows: rows)]
    }

    // MARK: - Accessibility

    /// A table per example: its modes, its texts' contrast and the audit's result (`specs/audit/accessibility.json`).
    private func accessibilitySection() -> [String] {
        let examples = page.accessibility
        guard !examples.isEmpty else { return [] }
        return ["## Accessibility", ReferencePage.accessibilityIntro] + examples.flatMap { example in
            ["**\(example.title)**", Markdown.table(header: ReferencePage.accessibilityHeader,
                                                  rows: example.rows.map { [$0.modes, $0.texts.joined(separator: "; "), $0.result] })]
        }
    }

    // MARK: - Composition

    private func compositionSection() -> [String] {
        var items: [String] = []
        if !plan.composedOf.isEmpty {
            items.append("- Composed of: " + plan.composedOf.map(componentLink).joined(separator: ", "))
        }
        if !plan.usedBy.isEmpty {
            items.append("- Used by: " + plan.usedBy.map(componentLink).joined(separator: ", "))
        }
        return items.isEmpty ? [] : ["## Composition", items.joined(separator: "\n")]
    }

    /// A link to another component's page, or its name when it has none.
    private func componentLink(_ name: String) -> String {
        componentNames.contains(name) ? Markdown.link(code: name, to: MarkdownRenderer.pageName(of: name)) : Markdown.code(name)
    }

    private func list(_ parts: [String]) -> String {
        parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
