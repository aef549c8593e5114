/// The gallery's configuration choices (SPEC revision 5, `environment:`): an entry whose type is an enum of
/// cases the catalog generates (a `cases:` property's) becomes a picker on its component's screen, and the
/// chosen case is set on every example with the entry's modifier, as an app would set it for a subtree.
/// Nothing is generated when no entry qualifies: a type written by hand has no cases the catalog knows.
enum GalleryControls {
    /// `CatalogGalleryControl`: one picker's facts; the example enum lists its component's.
    static let controlType = "CatalogGalleryControl"

    /// An entry the gallery can offer: its modifier, its enum's type and cases, and the default's index.
    struct Control {
        var modifier: String
        var type: String
        var cases: [String]
        var initial: Int
    }

    /// The enums the catalog generates (`cases:` properties), by name: their cases in the spec's order.
    static func caseEnums(in plan: CatalogPlan) -> [String: [String]] {
        var enums: [String: [String]] = [:]
        for property in plan.components.flatMap(\.properties) {
            if let enumeration = property.enumeration { enums[enumeration.name] = enumeration.cases.map(\.name) }
        }
        return enums
    }

    /// The entries of `component` whose type is one of `enums`, in the spec's order.
    static func controls(of component: ComponentPlan, enums: [String: [String]]) -> [Control] {
        component.environment.compactMap { entry in
            let type = entry.type.description
            guard let cases = enums[type], !cases.isEmpty else { return nil }
            // `.main` or `XTagIntent.main`: the case after the last dot.
            let defaultCase = entry.defaultValue.split(separator: ".").last.map(String.init)
            return Control(modifier: entry.modifier, type: type, cases: cases, initial: cases.firstIndex { $0 == defaultCase } ?? 0)
        }
    }

    /// The struct the example enum's `controls` returns (declared only when some component offers a choice).
    static func declaration(access: DeclarationModifier) -> SwiftDeclaration {
        SwiftDeclaration(doc: [
            "A choice on a component's gallery screen: an `environment:` entry whose type is an enum of cases.",
            "`apply` sets `cases[choice]` on an example with the entry's modifier.",
        ], .structure(TypeDeclaration([access], controlType, inheritance: ["Identifiable"], members: [SwiftDeclaration(.group([
            SwiftDeclaration(doc: ["The entry's modifier (`xTagIntent`)."], .property(PropertyDeclaration([access], .let, "id", type: .string))),
            SwiftDeclaration(doc: ["The enum's cases, in the spec's order."], .property(PropertyDeclaration([access], .let, "cases", type: .array(.string)))),
            SwiftDeclaration(doc: ["The entry's default, an index into `cases`."], .property(PropertyDeclaration([access], .let, "initial", type: .int))),
            SwiftDeclaration(doc: ["Sets a case, by its index, on an example."], .property(PropertyDeclaration(
                [access], .let, "apply", type: .attributed(.mainActor, .function(parameters: [.named("AnyView"), .int], result: .named("AnyView")))))),
        ]))])))
    }

    /// `CatalogGalleryControl(id: "xTagIntent", cases: ["main", "success"], initial: 0) { AnyView($0.xTagIntent([XTagIntent.main, .success][$1])) }`.
    static func expression(_ control: Control) -> SwiftExpression {
        // The first value names the enum, so the array's element type is inferred.
        let values = SwiftExpression.array(control.cases.enumerated().map { .member($0.offset == 0 ? .name(control.type) : nil, $0.element) })
        let make = SwiftExpression.call(controlType, .init("id", .string(control.modifier)), .init("cases", .array(control.cases.map(SwiftExpression.string))),
                                        .init("initial", .number(Double(control.initial))))
        return .trailingClosure(make, .closure(parameters: [], body: .call("AnyView", .unlabeled(
            .call(.member(.name("$0"), control.modifier), [.unlabeled(.subscript(values, [.name("$1")]))])))))
    }

    // MARK: - The component screen

    /// The screen's chosen cases, an index per control, from the entries' defaults.
    static let state = SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("State"), [.private], .var, "choices", type: .array(.int))))

    static let assignment = Statement.line("self._choices = State(initialValue: examples.first?.controls.map(\\.initial) ?? [])")

    static let section = Statement.block("if let controls = examples.first?.controls, !controls.isEmpty", [
        .block("Section(\"Configuration\")", [
            .closure("ForEach(controls.indices, id: \\.self)", parameters: "control", [
                .block("Picker(controls[control].id, selection: $choices[control])", [
                    .closure("ForEach(controls[control].cases.indices, id: \\.self)", parameters: "index", [
                        .line("Text(verbatim: controls[control].cases[index]).tag(index)"),
                    ]),
                ]),
            ]),
        ]),
    ])

    /// The example's view with the screen's choices set on it.
    static let configured = SwiftDeclaration(doc: ["The example with the screen's choices set on it."], .function(FunctionDeclaration(
        [.mainActor, .private], "configured", parameters: [.unlabeled("example", .named(SwiftNames.galleryExampleType))], returns: .named("AnyView"), body: .block([
            .line("zip(example.controls, choices).reduce(example.view) { view, control in control.0.apply(view, control.1) }"),
        ]))))
}
