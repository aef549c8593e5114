/// One component's reference page as data: what both references say about it, decided once from the plan
/// and its declarations, as Markdown cells. `MarkdownComponentPage` prints it for GitHub and
/// `DocCComponentPage` for DocC (as swift-argument-parser writes two flavors of Markdown from one model):
/// they choose sections, columns and links, never the facts.
struct ReferencePage {
    let plan: ComponentPlan
    /// The declarations the Swift file prints.
    let declarations: ComponentDeclarations

    /// `Group: Containers`, `Status: beta`, `Tags: …`: the line under the summary.
    var classification: [String] {
        var parts: [String] = []
        if let group = plan.group { parts.append("Group: " + Markdown.inline(group)) }
        parts.append("Status: " + plan.status.rawValue)
        if !plan.tags.isEmpty { parts.append("Tags: " + MarkdownRenderer.tagList(plan.tags)) }
        return parts
    }

    /// `iOS 17.0, macOS 14.0`, or nil.
    var availability: String? {
        plan.availability.isEmpty ? nil : plan.availability.map(\.description).joined(separator: ", ")
    }

    /// `Call · Takes · Description`, one row per initializer.
    var calls: [[String]] {
        CallForms.rows(of: plan, summaries: declarations.summaries, code: Markdown.code, prose: Markdown.inline)
    }

    /// `Element` · `Identifiable` · `elements`, `card`: each declared generic, its constraint and the
    /// parameters a call infers it from.
    var generics: [[String]] {
        plan.generics.map { generic in
            [Markdown.code(generic.name), generic.constraint.map(Markdown.code) ?? "any type", generic.inferredFrom.map(Markdown.code).joined(separator: ", ")]
        }
    }

    static let genericsHeader = ["Generic parameter", "Constraint", "Inferred from"]

    /// What the generics table means, under it.
    var genericsLegend: String {
        let type = plan.name + "<" + (plan.generics.map(\.name) + plan.genericParameters).joined(separator: ", ") + ">"
        return "Swift infers each at a call from those arguments, as it infers the slots' views; the declared ones come first: \(Markdown.code(type))."
    }

    struct SlotRow {
        var name: String
        /// The generic parameter, or `none: `DSButton`` for a slot of one view type.
        var genericParameter: String
        /// `· @TagBuilder · takes `ControlState``: the closure's builder and argument, when not the plain `@ViewBuilder`.
        var closure: String
        /// `optional`, `defaulted: `Text("x")``.
        var presence: String
        /// Each value form's parameter types (`String, String`), as code.
        var valueTypes: [String]
        /// Each value form's parameters as declared (`title: LocalizedStringKey`), as code.
        var valueParameters: [String]
        /// What the builder accepts: `views`, or `views (`@TagBuilder`)`.
        var views: String
        /// Deprecation and rename, then the author's words.
        var description: String
    }

    var slots: [SlotRow] {
        plan.slots.map { slot in
            var closure = slot.resultBuilder == "ViewBuilder" ? "" : " · " + Markdown.code("@" + slot.resultBuilder)
            if let input = slot.input { closure += " · takes " + Markdown.code(input.description) }
            return SlotRow(
                name: Markdown.code(slot.name),
                genericParameter: slot.viewType.map { "none: " + Markdown.code($0.description) } ?? Markdown.code(slot.genericParameter), closure: closure,
                presence: slot.presence.keyword + Self.leftOut(slot.presence),
                valueTypes: slot.valueForms.map { Markdown.code($0.parameters.map(\.type.description).joined(separator: ", ")) },
                valueParameters: slot.valueForms.map { Markdown.code($0.parameters.map { SwiftPrinter.parameter($0.declaration) }.joined(separator: ", ")) },
                views: (slot.viewType.map { "a " + Markdown.code($0.description) } ?? "views")
                    + (slot.resultBuilder == "ViewBuilder" ? "" : " (" + Markdown.code("@" + slot.resultBuilder) + ")"),
                description: Self.evolution(slot.deprecation, renamedFrom: slot.renamedFrom) + Markdown.inline(slot.doc))
        }
    }

    struct PropertyRow {
        /// With ` (no label: `_`)` for an unlabeled one, ` (set with `.inputState(_:)`)` for a modifier one.
        var name: String
        /// As written (`Bool` for a binding).
        var type: String
        /// What the initializers take (`Binding<Bool>` for a binding).
        var parameterType: String
        /// The default as code, or `required`.
        var defaultValue: String
        var isBinding: Bool
        var description: String
    }

    var properties: [PropertyRow] {
        plan.properties.map { property in
            // `unlabeled: true`: the parameter is `_ title:` wherever it is taken.
            let unlabeled = plan.initializers.contains { $0.parameters.contains { $0.owner == property.name && $0.label == nil } }
            // `modifier:`: set by its method, not passed to an initializer.
            let method = plan.modifiers.first { $0.property == property.name }
            return PropertyRow(
                name: Markdown.code(property.name) + (unlabeled ? " (no label: `_`)" : "") + (method.map { " (set with " + Markdown.code(".\($0.selector)") + ")" } ?? "")
                    + (property.families.map { " (only " + $0.map { Markdown.code($0.rawValue) }.joined(separator: " and ") + " initializers)" } ?? ""),
                type: Markdown.code(property.type.description), parameterType: Markdown.code(property.storedType.description),
                defaultValue: property.familyDefaults.map(Self.perFamily) ?? property.defaultValue.map(Markdown.code) ?? "required", isBinding: property.isBinding,
                description: Self.evolution(property.deprecation, renamedFrom: property.renamedFrom, method: method) + Markdown.inline(property.doc))
        }
    }

    /// A `cases:` property's enum (revision 5): listed under its component in both references.
    struct Enumeration {
        /// `DSButtonRole`.
        var name: String
        /// `public enum DSButtonRole: Hashable, Sendable`, as the Swift file declares it.
        var declaration: String
        /// "The type of `role`." and the property's doc.
        var description: String
        /// `Case · Description`: `.primary` and its doc.
        var cases: [[String]]
    }

    static let casesHeader = ["Case", "Description"]

    var enumerations: [Enumeration] {
        zip(plan.properties.filter { $0.enumeration != nil }, declarations.enumerations).map { property, declaration in
            let enumeration = property.enumeration!
            return Enumeration(name: enumeration.name, declaration: SwiftPrinter.head(of: declaration.kind) ?? enumeration.name,
                               description: "The type of " + Markdown.code(property.name) + "."
                                + (enumeration.renamedFrom.map { " Renamed from \(Markdown.code($0)) (the old name still compiles, with a warning)." } ?? "")
                                + (property.doc.map { " " + Markdown.inline($0) } ?? ""),
                               cases: enumeration.cases.map { [Markdown.code("." + $0.name), $0.doc.map(Markdown.inline) ?? "—"] })
        }
    }

    /// `either:` and `atLeastOne:` (revision 5) in words, under the calls; nil without them.
    var alternatives: String? {
        var sentences: [String] = []
        if !plan.either.isEmpty {
            let groups = plan.either.map { "[" + $0.map(Markdown.code).joined(separator: ", ") + "]" }
            var sentence = "A call gives the members of one group of `either`: " + groups.joined(separator: " or ")
                + "; each initializer says its group, and leaves the other groups' members out (a slot `EmptyView`, a property its default or `nil`)."
            if let group = plan.initializers.first(where: { $0.family == .protocolBased })?.group {
                sentence += " `init(model:)` belongs to the [" + group.map(Markdown.code).joined(separator: ", ") + "] group, which holds the model's values."
            }
            sentences.append(sentence)
        }
        if !plan.atLeastOne.isEmpty {
            sentences.append("At least one of " + InitializerDocs.list(plan.atLeastOne.map(Markdown.code)) + " is given (`atLeastOne`): no initializer leaves them all out, "
                + "and one that takes a single one of them takes it without a default.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    static let environmentHeader = ["Modifier", "Reads as", "Type", "Default", "Description"]

    /// `environment:` (revision 5): each modifier a subtree sets, the member the body reads, its type and default.
    var environment: [[String]] {
        plan.environment.map { entry in
            [Markdown.code(".\(entry.modifier)(_:)"), Markdown.code(entry.name), Markdown.code(entry.type.description),
             Markdown.code(entry.defaultValue), entry.doc.map(Markdown.inline) ?? "—"]
        }
    }

    /// `: "Untitled"` after a defaulted slot's keyword; per family, each family's value.
    static func leftOut(_ presence: SlotPresence) -> String {
        if case .familyDefaults(let defaults, _) = presence { return " (" + perFamily(defaults) + ")" }
        return presence.shownWhenLeftOut.map { ": " + Markdown.code($0) } ?? ""
    }

    /// `builder: required · values: ""`: a default per family of initializers.
    static func perFamily(_ defaults: PerFamily<String?>) -> String {
        ParameterFamily.allCases.map { "\($0.rawValue): " + (defaults[$0].map(Markdown.code) ?? "required") }.joined(separator: " · ")
    }

    /// `Read as · Token · Swift`: the design tokens its body and style read (`tokens:`), then the ones its
    /// properties default to (`token:`); `link` spells a token's path (a link to the tokens page).
    func tokenRows(link: (TokenPath) -> String) -> [[String]] {
        plan.tokens.map { [Markdown.code("tokens.\($0.name)"), link(TokenPath(dotted: $0.path)), Markdown.code($0.qualifiedName)] }
            + plan.properties.compactMap { property in
                property.token.map { ["default of " + Markdown.code(property.name), link($0), property.defaultValue.map(Markdown.code) ?? "—"] }
            }
    }

    /// How a styleable component is restyled; `symbol` spells a type's name (code, or a DocC link).
    func styleSentence(_ symbol: (String) -> String) -> String? {
        guard let names = plan.style?.names else { return nil }
        return "as SwiftUI's `Button` is with `ButtonStyle`: a type that conforms to \(symbol(names.protocol)) lays it out, "
            + "applied with \(Markdown.code(".\(names.modifier)(_:)")) to a view and everything inside it (the innermost style wins). "
            + "Without one, \(symbol(names.defaultStyle)) applies."
    }

    /// "**Deprecated:** message. Renamed from `old`." before a slot's or property's description.
    /// A modifier property's `method` is what the rename keeps compiling (when it follows the property's name).
    static func evolution(_ deprecation: String?, renamedFrom: String?, method: ModifierMethodPlan? = nil) -> String {
        var text = deprecation.map { "**Deprecated:** \(Markdown.inline($0)) " } ?? ""
        guard let renamedFrom else { return text }
        if let method {
            if let forwarder = method.forwarder { text += "Renamed from \(Markdown.code(renamedFrom)) (\(Markdown.code(".\(method.selector(named: forwarder))")) still compiles, with a warning). " }
        } else {
            text += "Renamed from \(Markdown.code(renamedFrom)) (the old label still compiles, with a warning). "
        }
        return text
    }
}
