/// A component's declaration tree, built once from its plan: the struct with its own initializers, one
/// extension per constraint set, the model protocol and the style. The Swift renderer prints it; the
/// reference pages and `catalog diff` read their declarations from it.
public struct ComponentDeclarations: Hashable, Sendable {
    /// `public struct Card<Title: View, Actions: View>: View` (a component's `generics` first, with their
    /// constraints: `CardList<Element: Identifiable, Card: View>`): its stored properties, then its own initializers.
    /// The conformance is in the declaration, as in a hand-written view, so the whole type (initializers too) is
    /// main-actor isolated where `View` is (Xcode 16 and 26): a `default:` that builds a main-actor view is then
    /// a default in an isolated context.
    public var structure: SwiftDeclaration
    /// `extension Card where Title == Text, Actions == Never { … }`, in first-use order.
    public var extensions: [SwiftDeclaration]
    /// Every initializer's declaration, in the plan's order (the struct's and the extensions').
    public var initializers: [InitializerDeclaration]
    /// Every initializer's one-sentence summary, in the plan's order: its doc comment and the references' tables.
    public var summaries: [String]
    /// `public protocol CardModel`, with its documented requirements.
    public var model: SwiftDeclaration?
    /// The defaults that keep a renamed requirement's conforming types compiling (`extension CardModel`).
    public var modelRenames: SwiftDeclaration?
    /// A styleable component's `extension Card` whose `body` makes the style's body.
    public var styleBody: SwiftDeclaration?
    /// The style file's declarations: protocol, configuration, default style, environment, modifier.
    public var style: [SwiftDeclaration]
    /// `tokens:`: `struct CardTokens` and the `tokens` members of the component and its style configuration.
    public var tokens: [SwiftDeclaration]
    /// `cases:` (revision 5): `public enum DSButtonRole: Hashable, Sendable`, one per such property, in property order.
    public var enumerations: [SwiftDeclaration]
    /// A renamed `cases:` property's old enum name: `@available(*, deprecated, renamed:) public typealias`.
    public var enumerationAliases: [SwiftDeclaration]
    /// `environment:` (revision 5): the keys, `EnvironmentValues` members and `View` methods this file declares.
    public var environment: [SwiftDeclaration]

    /// `@available(iOS 17.0, *)` and `@available(*, deprecated, message: "…")`: on the struct, every
    /// extension, the model protocol and the style, so that the generated code itself does not warn.
    static func typeAttributes(of info: ComponentInfo) -> [SwiftAttribute] {
        (info.availability.isEmpty ? [] : [.available(info.availability)]) + (info.deprecation.map { [.deprecated(message: $0)] } ?? [])
    }

    /// `self.init(…)` where `init(model:)` delegates, else its locals and assignments.
    static func body(of initializer: InitializerPlan) -> [Statement] {
        if let delegation = initializer.delegation {
            return [.expression(.call(.member("self", "init"), delegation.map { SwiftArgument($0.label, $0.expression) }))]
        }
        return initializer.locals.map { .constant($0.property, type: $0.type, $0.expression) }
            + initializer.assignments.map { .assignment(property: $0.property, $0.expression) }
    }

    public init(_ plan: ComponentPlan) {
        let access = DeclarationModifier.access(plan.access)
        let typeAttributes = Self.typeAttributes(of: plan.info)
        let initializers = Self.initializers(of: plan)
        let summaries = plan.initializers.map { InitializerDocs.summary(of: $0, in: plan) }
        self.initializers = initializers
        self.summaries = summaries
        let members = plan.initializers.indices.map { index in
            let (initializer, declaration) = (plan.initializers[index], initializers[index])
            return SwiftDeclaration(doc: [summaries[index], InitializerDocs.parameterList(of: initializer)],
                             .initializer(declaration, body: .block(Self.body(of: initializer))))
        }
        let stored = plan.storedProperties.map { SwiftDeclaration(doc: [DocWording.storedProperty($0)], .property(Self.property($0))) }
        let examples = plan.examples.map { example in
            "\(InitializerDocs.oneLine(example.title) ?? ""):\n\n" + Markdown.codeBlock(example.code)
        }
        structure = SwiftDeclaration(
            // Where the part that is not generated lives.
            note: plan.style.map { "The body applies the \($0.names.protocol) from the environment; the default layout is hand-written in \(plan.name)+Style.swift." }
                ?? "The body is hand-written in \(plan.name)+Body.swift.",
            // Examples right under the summary, as on the reference pages; the symbol links are DocC's.
            doc: [plan.summary] + examples + [plan.description] + DocCSymbols.seeAlso(plan),
            attributes: typeAttributes,
            .structure(TypeDeclaration([access], plan.name, generics: plan.generics.map { GenericParameter($0.name, $0.constraint) } + plan.genericParameters.map { GenericParameter($0, "View") },
                                       inheritance: ["View"],
                                       members: [SwiftDeclaration(.group(stored))] + EnvironmentDeclarations.properties(of: plan) + zip(plan.initializers, members).filter { $0.0.constraints.isEmpty }.map(\.1)
                                        + Self.modifierMethods(of: plan))))
        extensions = plan.constraintGroups.filter { !$0.isEmpty }.map { group in
            SwiftDeclaration(attributes: typeAttributes, .extension(ExtensionDeclaration(
                plan.name, constraints: group, members: zip(plan.initializers, members).filter { $0.0.constraints == group }.map(\.1))))
        }
        model = plan.model.map { model in
            SwiftDeclaration(doc: ["The data a ``\(plan.name)`` shows, for \(DocCSymbols.modelInitializer(of: plan))."],
                             attributes: typeAttributes, .protocol(TypeDeclaration([access], model.name, members: model.requirements.flatMap {
                [SwiftDeclaration(doc: [$0.doc], .property(PropertyDeclaration(.var, $0.name, type: $0.type, body: .inline("get"))))]
                    + Self.renamedRequirement($0)
            })))
        }
        modelRenames = plan.model.flatMap { Self.modelRenames($0, access: plan.access, attributes: typeAttributes) }
        styleBody = plan.style.map { style in
            let configuration = SwiftExpression.call(.name(style.names.configuration), style.members.map { SwiftArgument($0.name, $0.argument) })
            return SwiftDeclaration(attributes: typeAttributes, .extension(ExtensionDeclaration(plan.name, members: [
                SwiftDeclaration(doc: ["The ``\(style.names.protocol)`` from the environment lays the component out."], .property(PropertyDeclaration(
                    [.mainActor, access], .var, "body", type: .someView,
                    body: .block([.expression(.call("AnyView", .unlabeled(.call(.member(SwiftNames.styleProperty, "makeBody"), [SwiftArgument("configuration", configuration)]))))])))),
            ])))
        }
        style = plan.style.map { StyleDeclarations.declarations($0, of: plan) } ?? []
        tokens = Self.tokens(of: plan, attributes: typeAttributes)
        environment = EnvironmentDeclarations.declarations(of: plan, attributes: typeAttributes)
        enumerations = plan.properties.compactMap { Self.enumeration(of: $0, in: plan, attributes: typeAttributes) }
        enumerationAliases = plan.properties.compactMap(\.enumeration).compactMap { enumeration in
            enumeration.renamedFrom.map { old in
                // The component's availability, and the rename's deprecation (which says more than the component's).
                let available = typeAttributes.filter { if case .deprecated = $0 { false } else { true } }
                return SwiftDeclaration(doc: ["Renamed ``\(enumeration.name)``."], attributes: available + [.renamed(enumeration.name)],
                                 .typeAlias(name: old, type: .named(enumeration.name), modifiers: [.access(plan.access)]))
            }
        }
    }

    /// `public enum DSButtonRole: Hashable, Sendable { case primary, … }`: a `cases:` property's type, with the
    /// component's access and availability, each case with its doc.
    static func enumeration(of property: Property, in plan: ComponentPlan, attributes: [SwiftAttribute]) -> SwiftDeclaration? {
        guard let enumeration = property.enumeration else { return nil }
        let cases = enumeration.cases.map { SwiftDeclaration(doc: [$0.doc], .enumCase([$0.name])) }
        return SwiftDeclaration(doc: ["The values of ``\(plan.name)``'s `\(property.name)`.", property.doc], attributes: attributes,
                                .enumeration(TypeDeclaration([DeclarationModifier.access(plan.access)], enumeration.name,
                                                             inheritance: ["Hashable", "Sendable"], members: [SwiftDeclaration(.group(cases))])))
    }

    /// `public struct CardTokens { public var accent: SwiftUI.Color { Tokens.Color.accent } }`, and
    /// `var tokens: CardTokens` on the component and its style configuration, for the hand-written code.
    static func tokens(of plan: ComponentPlan, attributes: [SwiftAttribute]) -> [SwiftDeclaration] {
        guard !plan.tokens.isEmpty else { return [] }
        let access = DeclarationModifier.access(plan.access)
        let name = TokenNames.componentTokensType(forComponent: plan.name)
        let members = plan.tokens.map { token in
            SwiftDeclaration(doc: ["Design token `\(token.path)`."], attributes: token.deprecation.map { [.deprecated(message: $0)] } ?? [],
                             .property(PropertyDeclaration([access], .var, token.name, type: token.type, body: .inline(token.qualifiedName))))
        }
        let accessor = { (doc: String) in
            SwiftDeclaration(doc: [doc], .property(PropertyDeclaration([.nonisolated, access], .var, "tokens", type: .named(name), body: .inline("\(name)()"))))
        }
        var declarations = [
            SwiftDeclaration(doc: ["The design tokens ``\(plan.name)``'s body and styles read."], attributes: attributes,
                             .structure(TypeDeclaration([access], name, inheritance: ["Sendable"], members: members))),
            SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration(plan.name, members: [accessor("The design tokens this component reads.")]))),
        ]
        if let style = plan.style {
            declarations.append(SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration(style.names.configuration, members: [accessor("The design tokens of the component being styled.")]))))
        }
        return declarations
    }

    /// Every initializer's declaration node, in the plan's order: what `catalog diff` reads without the rest of the tree.
    public static func initializers(of plan: ComponentPlan) -> [InitializerDeclaration] {
        plan.initializers.map { InitializerDeclaration($0, access: plan.access) }
    }

    /// `public func inputState(_ value: InputState) -> Self`, with its doc and deprecation, then a renamed
    /// property's deprecated forwarder: members of the struct, isolated as its initializers are (main actor
    /// where `View` is), as a hand-written method would be.
    public static func modifierMethods(of plan: ComponentPlan) -> [SwiftDeclaration] {
        plan.modifiers.flatMap { method in
            let (own, forwarder) = modifierMethod(method, access: plan.access)
            return [own] + (forwarder.map { [$0] } ?? [])
        }
    }

    /// One method and its forwarder, if any. The forwarder repeats the body rather than call a method
    /// that may be deprecated itself.
    static func modifierMethod(_ method: ModifierMethodPlan, access: AccessLevel) -> (own: SwiftDeclaration, forwarder: SwiftDeclaration?) {
        let parameter = ParameterDeclaration(label: method.label, name: "value", type: method.type, isEscaping: method.isEscaping)
        let body = CodeBody.block([.variable("copy", type: nil, .name("self")),
                                   .expression(.assign(.member(.name("copy"), method.property), .name("value"))), .return(.name("copy"))])
        func function(_ name: String) -> SwiftDeclaration.Kind {
            .function(FunctionDeclaration([.access(access)], name, parameters: [parameter], returns: .named("Self"), body: body))
        }
        let own = SwiftDeclaration(doc: ["Returns a copy of this view with `\(method.property)` set to `value`.", method.doc],
                                   attributes: method.deprecation.map { [.deprecated(message: $0)] } ?? [], function(method.name))
        let forwarder = method.forwarder.map { old in
            SwiftDeclaration(doc: ["Renamed `\(method.selector)`."], attributes: [.renamed(method.selector)], function(old))
        }
        return (own, forwarder)
    }

    /// `let title: Title`, `@Binding var isOn: Bool`, `@State var isExpanded: Bool = false`,
    /// `@Environment(\.dynamicTypeSize) var dynamicTypeSize`, `var hasIcon: Bool { icon != nil }`.
    /// Internal: only the hand-written body reads them.
    static func property(_ property: StoredProperty) -> PropertyDeclaration {
        let type = property.type
        if let computed = property.computed { return PropertyDeclaration(.var, property.name, type: type, body: .expression(computed)) }
        guard let wrapper = property.wrapper else { return PropertyDeclaration(property.isVariable ? .var : .let, property.name, type: type) }
        return PropertyDeclaration(wrapper: wrapper, .var, property.name, type: type, initialValue: property.initialValue)
    }

    /// The declarations of the component's file, in order.
    var file: [SwiftDeclaration] { [structure] + extensions + (styleBody.map { [$0] } ?? []) + tokens + enumerations + enumerationAliases + environment }
}

/// The `SlotResolver` protocol a catalog gets when any slot uses a resolver.
enum SlotResolverDeclaration {
    static func declaration(access: AccessLevel) -> SwiftDeclaration {
        SwiftDeclaration(doc: [
            "Turns a slot's plain value into the view that shows it.",
            "A slot declared with `resolver: SomeResolver` accepts `SomeResolver.Input` and stores `SomeResolver.resolve(_:)`'s result.",
            "`resolve(_:)` runs on the main actor, so it may build the design system's own views; a `nonisolated` one conforms too.",
        ], .protocol(TypeDeclaration([.access(access)], "SlotResolver", members: [
            SwiftDeclaration(.group([SwiftDeclaration(.associatedType(name: "Input", conformance: nil)),
                                     SwiftDeclaration(.associatedType(name: "Output", conformance: "View"))])),
            SwiftDeclaration(.function(FunctionDeclaration([.mainActor, .static], "resolve", parameters: [.unlabeled("input", .named("Input"))], returns: .named("Output"), body: nil))),
        ])))
    }
}
