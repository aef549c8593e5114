/// One component's reference page: summary, declaration, overview, slots, properties, initializers by family,
/// model protocol, examples and the components it is made of and used by.
struct MarkdownComponentPage {
    let plan: ComponentPlan
    let catalog: CatalogPlan
    /// Every component that has a page, so links never point at a missing file.
    let componentNames: Set<String>
    /// Components that have a `component:` slot of this one, sorted.
    let usedBy: [String]

    private var component: Component { plan.component }

    func render() -> String {
        var blocks = [
            Markdown.heading(1, Markdown.literal(plan.name)),
            Markdown.paragraph(component.spec.summary.value),
            "Module \(Markdown.code(catalog.module)) · [All components](index.md)",
            Markdown.codeBlock(structDeclaration),
        ]
        if let description = component.spec.description.map({ Markdown.blocks($0.value, headingOffset: 2) }),
           !description.isEmpty {
            blocks += ["## Overview", description]
        }
        blocks += slotsSection()
        blocks += propertiesSection()
        blocks += initializersSection()
        blocks += modelSection()
        blocks += examplesSection()
        blocks += compositionSection()
        return MarkdownRenderer.page(blocks)
    }

    /// `public struct Card<Title: View, Actions: View>`, as the Swift renderer opens it.
    var structDeclaration: String { Declarations.structHead(of: plan) }

    // MARK: - Slots

    private func slotsSection() -> [String] {
        let rows = component.slots.indices.map { index in
            let slot = component.slots[index]
            let values = valueParameters(ofSlotAt: index)
            var controls: [String] = []
            for control in values.map({ control(for: $0.value) }) where !controls.contains(control) {
                controls.append(control)
            }
            return [
                Markdown.code(slot.name),
                Markdown.code(slot.genericName),
                slot.isOptional ? "optional" : slot.isEmptyAllowed ? "empty" : "required",
                values.isEmpty ? "—" : values.map { Markdown.code($0.parameter.declaration) }.joined(separator: ", "),
                controls.isEmpty ? "—" : controls.joined(separator: ", "),
                Markdown.inline(slot.doc),
            ]
        }
        var legend = "Every slot also accepts a `@ViewBuilder` closure."
        if component.slots.contains(where: \.isOptional) {
            legend += " An optional slot may be left out: it is stored as `nil` and its generic parameter is `Never`."
        }
        if component.slots.contains(where: \.isEmptyAllowed) {
            legend += " An empty slot may be left out: it shows `EmptyView()`."
        }
        return [
            "## Slots",
            Markdown.table(header: ["Slot", "Generic parameter", "Presence", "Value forms", "Default control", "Description"],
                           rows: rows),
            legend,
        ]
    }

    /// The value parameters this component's initializers take for one slot (default values dropped), in the
    /// order the spec lists the slot's forms. Read from the plan, so the compact strategy shows only its forms.
    private func valueParameters(ofSlotAt index: Int) -> [(value: ValueParameter, parameter: Parameter)] {
        let slot = component.slots[index]
        var found: [(value: ValueParameter, parameter: Parameter)] = []
        for initializer in plan.initializers where index < initializer.slotForms.count {
            guard case .value(let value) = initializer.slotForms[index], !found.contains(where: { $0.value == value }),
                  var parameter = initializer.parameters.first(where: { $0.role == .slotValue(slot: slot.name) })
            else { continue }
            parameter.defaultValue = nil
            found.append((value, parameter))
        }
        return found.sorted { rank(of: $0.value, in: slot) < rank(of: $1.value, in: slot) }
    }

    private func rank(of value: ValueParameter, in slot: Slot) -> Int {
        for (index, form) in slot.valueForms.enumerated() {
            switch (form, value) {
            case (.text, .localizedText), (.systemImage, .systemImage), (.image, .image): return 2 * index
            case (.text, .stringText): return 2 * index + 1
            case (.component(let name), .component(let other, _)) where name == other: return 2 * index
            case (.resolver(let name), .resolver(let other)) where name == other: return 2 * index
            default: continue
            }
        }
        return Int.max
    }

    /// The view that shows a value: `Text`, `Image`, `Image(systemName:)`, the component, or the resolver's result.
    private func control(for value: ValueParameter) -> String {
        switch value {
        case .localizedText, .stringText: Markdown.code("Text")
        case .image: Markdown.code("Image")
        case .systemImage: Markdown.code("Image(systemName:)")
        case .component(let name, _): componentLink(name)
        case .resolver(let resolver): Markdown.code("\(resolver).resolve(_:)")
        }
    }

    // MARK: - Properties

    private func propertiesSection() -> [String] {
        guard !component.properties.isEmpty else { return [] }
        let rows = component.properties.map { property in
            [
                Markdown.code(property.name),
                Markdown.code(property.type),
                property.defaultValue.map(Markdown.code) ?? "required",
                property.isBinding ? "yes: \(Markdown.code(property.storedType))" : "no",
                Markdown.inline(property.doc),
            ]
        }
        return [
            "## Properties",
            Markdown.table(header: ["Property", "Type", "Default", "Binding", "Description"], rows: rows),
        ]
    }

    // MARK: - Initializers

    private func initializersSection() -> [String] {
        let initializers = plan.initializers
        var blocks = ["## Initializers"]
        let counts = InitializerFamily.allCases.compactMap { family -> String? in
            let count = initializers.filter { $0.family == family }.count
            return count == 0 ? nil : "\(count) \(family == .viewBuilder ? "`@ViewBuilder`" : family.rawValue.lowercased())"
        }
        let total = initializers.count == 1 ? "1 initializer" : "\(initializers.count) initializers"
        blocks.append("\(Markdown.code(plan.name)) has \(total)" + (counts.isEmpty ? "." : ": \(list(counts))."))
        if let note = stringVariableNote { blocks.append(note) }
        for family in InitializerFamily.allCases {
            let members = initializers.filter { $0.family == family }
            guard !members.isEmpty else { continue }
            blocks.append(Markdown.heading(3, family == .viewBuilder ? "`@ViewBuilder`" : family.rawValue))
            blocks.append(introduction(to: family))
            for initializer in members {
                blocks.append("**\(Markdown.code(initializer.selector))**: "
                    + Markdown.inline(InitializerDocs.summary(of: initializer, in: plan)))
                blocks.append(Markdown.codeBlock(declaration(of: initializer)))
            }
        }
        return blocks
    }

    /// The initializer as the Swift renderer declares it: attributes, access level, parameters, and for a
    /// constrained one the `extension … where …` it lives in.
    func declaration(of initializer: InitializerPlan) -> String {
        let lines = Declarations.initializer(initializer, of: plan)
        guard let head = Declarations.extensionHead(initializer.constraints, of: plan) else { return lines.joined(separator: "\n") }
        return ([head + " {"] + lines.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }

    private func introduction(to family: InitializerFamily) -> String {
        switch family {
        case .viewBuilder:
            "Every slot from a `@ViewBuilder` closure."
        case .typeBased:
            "Slots with value forms take plain values, shown through their default controls (see Slots)."
        case .protocolBased:
            "Every value from a model (see Model protocol); binding properties stay parameters beside it."
        case .conditional:
            "For leaving slots out: an optional slot's generic parameter is then `Never`, an empty slot's `EmptyView`."
        }
    }

    /// SPEC.md's known consequence of overload ranking, on pages with text slots.
    private var stringVariableNote: String? {
        let textSlots = component.slots.filter { $0.valueForms.contains(.text) }
        guard !textSlots.isEmpty else { return nil }
        let textType = catalog.textType.rawValue
        var note = "> **Note:** A string literal passed to a text slot is localized (`\(textType)`). "
            + "A `String` variable picks the `@_disfavoredOverload` initializer that takes `some StringProtocol`, "
            + "so its text is shown verbatim."
        if textSlots.count > 1 {
            note += " A string literal in another text slot of that call is then shown verbatim too; "
                + "pass `\(textType)(\"…\")` to localize it."
        }
        return note
    }

    // MARK: - Model

    private func modelSection() -> [String] {
        guard let model = plan.model else { return [] }
        var text = "\(Markdown.code("init(model:)")) takes any value that conforms to \(Markdown.code(model.name))."
        let bindings = component.properties.filter(\.isBinding).map { Markdown.code($0.name) }
        if !bindings.isEmpty, let initializer = plan.initializers.first(where: { $0.family == .protocolBased }) {
            text += " Binding properties (\(list(bindings))) stay parameters beside it: \(Markdown.code(initializer.selector))."
        }
        var code = SwiftCode()
        code.block(Declarations.modelHead(model, of: plan)) { code in
            for (index, requirement) in model.requirements.enumerated() {
                if index > 0 { code.line() }
                code.docComment([requirement.doc])
                code.line(Declarations.modelRequirement(requirement))
            }
        }
        return ["## Model protocol", text, Markdown.codeBlock(code.text)]
    }

    // MARK: - Examples

    private func examplesSection() -> [String] {
        let examples = component.spec.examples
        guard !examples.isEmpty else { return [] }
        var blocks = ["## Examples"]
        for (index, example) in examples.enumerated() {
            let title = Markdown.inline(example.title.value)
            blocks.append(Markdown.heading(3, title.isEmpty ? "Example \(index + 1)" : title))
            blocks.append(Markdown.codeBlock(example.code.value))
        }
        return blocks
    }

    // MARK: - Composition

    private func compositionSection() -> [String] {
        var items: [String] = []
        if !plan.composedOf.isEmpty {
            items.append("- Composed of: " + plan.composedOf.map(componentLink).joined(separator: ", "))
        }
        if !usedBy.isEmpty {
            items.append("- Used by: " + usedBy.map(componentLink).joined(separator: ", "))
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
