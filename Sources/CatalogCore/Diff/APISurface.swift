// What `catalog diff` compares: the part of a plan that other code depends on. Callers depend on the
// initializers (their labels, types, defaults and constraints), the type's generic parameters, its
// access, availability and deprecation; conforming types depend on the model protocol's requirements and
// the style protocol's configuration. The stored properties, the assignments, the docs and the examples
// are not API. The surface is built from the plan alone and is plain data, so the diff's rules can be
// tested on surfaces built or edited in code.

/// The API of a whole catalog.
public struct CatalogSurface: Hashable, Sendable {
    public var module: String
    /// The access of the generated `SlotResolver` protocol, nil when the catalog declares none.
    public var slotResolverAccess: AccessLevel?
    /// Every component, whatever its access, sorted by name.
    public var components: [ComponentSurface]
    /// The design tokens' namespace (`tokens:` in catalog.yaml), nil without tokens.
    public var tokens: TokenSurface?

    public init(_ plan: CatalogPlan) {
        module = plan.module
        slotResolverAccess = plan.slotResolverAccess
        // A component passed as a value is written as its value type (`ActivityItems<Image, Image>`), which
        // changes when that component gains a slot. Naming it by the component keeps such a change on that
        // component's own entry instead of breaking every component that uses it.
        var valueTypes: [String: String] = [:]
        for component in plan.components {
            if let valueType = component.valueType { valueTypes[valueType.description] = component.name }
        }
        let meanings = plan.tokens.map(TokenSurface.defaultMeanings) ?? [:]
        components = plan.components.map { component in
            var surface = ComponentSurface(component, valueTypes: valueTypes)
            surface.tokenDefaults = meanings.filter { name, _ in
                component.tokens.contains { $0.qualifiedName == name }
                    || component.properties.contains { $0.defaultValue == name || $0.familyDefaults?.builder == name || $0.familyDefaults?.values == name }
            }
            return surface
        }
        let usedBy = TokenReferencePage.usedBy(plan.components)
        tokens = plan.tokens.map { TokenSurface($0, usedBy: usedBy) }
    }
}

/// One `environment:` modifier's public face.
public struct EnvironmentSurface: Hashable, Sendable, Encodable {
    public var type: String
    public var key: String
    public var defaultValue: String
}

public struct ComponentSurface: Hashable, Sendable {
    public var name: String
    public var access: AccessLevel
    public var strategy: InitializerStrategy
    /// `Element: Identifiable`: the declared `generics`, which come first in the struct's parameters.
    public var generics: [GenericSurface] = []
    /// `Title`, `Actions`: the slots' generic parameters, in order.
    public var genericParameters: [String]
    /// Each slot's one view type (`viewType:`), by slot name; nil for a generic slot.
    public var slotViewTypes: [String: String?] = [:]
    /// The tokens its properties default to and its `tokens:` read (`Tokens.Size.gap`), each with what it
    /// means: its Swift value in every context. Moving to a token of the same values is no change.
    public var tokenDefaults: [String: String] = [:]
    /// The label of each slot's `systemImage` parameter (`iconSystemName`, or its `symbolLabel`), by slot name.
    public var symbolLabels: [String: String] = [:]
    /// By slot, its value's and its closure's labels alone and beside (revision 5), and where it stands alone.
    public var placeLabels: [String: PlaceLabelSurface] = [:]
    /// `environment:`: by modifier, what a call and a reader of `EnvironmentValues` see (`XTagIntent`,
    /// `EnvironmentValues.xTagIntent`) and its default.
    public var environment: [String: EnvironmentSurface] = [:]
    /// `either:` and `atLeastOne:` (revision 5), as written.
    public var either: [[String]] = []
    public var atLeastOne: [String] = []
    /// The deprecation message, nil when not deprecated.
    public var deprecation: String?
    /// `@available` minimum versions by platform (`iOS`: `17.0`); empty when available everywhere.
    public var availability: [String: String] = [:]
    public var initializers: [InitializerSurface]
    public var properties: [PropertySurface]
    /// The modifier properties' methods (`inputState(_:)`), forwarders included.
    public var methods: [MethodSurface] = []
    public var model: ModelSurface?
    /// The style protocol, its modifier and the configuration's members, for a styleable component.
    public var style: StyleSurface?
    /// The UIKit view (`uikit: true`).
    public var uikit: UIKitSurface?
    /// `tokens:`: the members of `<Component>Tokens`, which the component's and its style configuration's
    /// `tokens` give (each name's Swift type and the token it reads).
    public var tokens: [ComponentToken] = []

    /// `Card<Title, Actions>`, `CardList<Element, Card>`.
    public var typeName: String {
        let all = generics.map(\.name) + genericParameters
        return all.isEmpty ? name : "\(name)<\(all.joined(separator: ", "))>"
    }

    init(_ plan: ComponentPlan, valueTypes: [String: String]) {
        name = plan.name
        access = plan.access
        strategy = plan.strategy
        generics = plan.generics.map { GenericSurface(name: $0.name, constraint: $0.constraint) }
        genericParameters = plan.genericParameters
        for slot in plan.slots {
            slotViewTypes[slot.name] = .some(slot.viewType?.description)
            if let label = slot.valueForms.lazy.flatMap(\.parameters).first(where: { $0.symbolNameOf != nil })?.label { symbolLabels[slot.name] = label }
        }
        placeLabels = PlaceLabelSurface.of(plan)
        for entry in plan.environment {
            environment[entry.modifier] = EnvironmentSurface(type: entry.type.description, key: entry.key, defaultValue: entry.defaultValue)
        }
        (either, atLeastOne) = (plan.either, plan.atLeastOne)
        deprecation = plan.deprecation
        for entry in plan.availability { availability[entry.platform] = entry.version }
        // Declarations without the access keyword: every compared component is public.
        initializers = zip(plan.initializers, ComponentDeclarations.initializers(of: plan)).map {
            InitializerSurface($0, declaration: $1, valueTypes: valueTypes)
        }
        properties = plan.properties.map { property in
            // The shape callers pass it in: `Binding<Bool>`, `@escaping () -> Void`.
            let parameter = plan.initializers.lazy.flatMap(\.parameters).first { $0.passesProperty == property.name }
            return PropertySurface(
                name: property.name, type: property.type.description,
                defaults: property.familyDefaults ?? PerFamily(builder: property.defaultValue, values: property.defaultValue),
                cases: property.enumeration.map { $0.cases.map(\.name) },
                families: plan.slots.isEmpty ? [.values] : property.families ?? ParameterFamily.allCases, isBinding: property.isBinding,
                parameterShape: parameter.map { ParameterSurface.shape(of: $0, valueTypes: valueTypes) } ?? ParameterShape(type: property.type),
                twin: property.twin.map { TwinSurface(parameter: "\($0.label): \($0.type)", convert: $0.convert) }
            )
        }
        methods = plan.modifiers.flatMap { method in
            let (own, forwarder) = ComponentDeclarations.modifierMethod(method, access: plan.access)
            var surfaces = [MethodSurface(own, selector: method.selector, property: method.property)]
            if let forwarder, let old = method.forwarder { surfaces.append(MethodSurface(forwarder, selector: method.selector(named: old), property: method.property)) }
            return surfaces
        }
        model = plan.model.map { model in
            ModelSurface(name: model.name, requirements: model.requirements.flatMap { requirement in
                let type = ParameterSurface.canonical(requirement.type, valueTypes: valueTypes).description
                // A renamed requirement and its previous name each have a default that reads the other.
                return [ModelSurface.Requirement(name: requirement.name, type: type, defaultReads: requirement.renamedFrom)]
                    + (requirement.renamedFrom.map { [ModelSurface.Requirement(name: $0, type: type, defaultReads: requirement.name)] } ?? [])
            })
        }
        uikit = plan.uikit.map(UIKitSurface.init)
        tokens = plan.tokens
        style = plan.style.map { style in
            func member(_ member: StyleMember, named name: String) -> StyleSurface.Member {
                StyleSurface.Member(name: name, type: (member.isBinding ? "@Binding " : "") + member.type.description)
            }
            // A renamed member's deprecated accessor too: styles that read the old name still build.
            return StyleSurface(protocolName: style.names.protocol, modifier: "\(style.names.modifier)(_:)",
                                configuration: style.members.map { member($0, named: $0.name) }
                                    + style.members.compactMap { one in one.renamedFrom.map { member(one, named: $0) } })
        }
    }
}

/// A declared generic parameter (`generics:`): calls infer it, and code that spells the type names it.
public struct GenericSurface: Hashable, Sendable {
    public var name: String
    /// What follows `Element:`, as written; nil: unconstrained.
    public var constraint: String?

    /// `Element: Identifiable`.
    public var declaration: String { name + (constraint.map { ": " + $0 } ?? "") }
}

public struct InitializerSurface: Hashable, Sendable {
    /// How the reference shows it, with its extension's `where` clause:
    /// `@_disfavoredOverload init(title: some StringProtocol) where Title == Text, Actions == Never`.
    public var signature: String
    /// `init(title:actions:)`.
    public var selector: String
    /// `Title == Text`, sorted: its extension's `where` clause.
    public var constraints: [ConstraintSurface]
    public var parameters: [ParameterSurface]
    public var isDisfavored: Bool
    /// The deprecation message, nil when not deprecated (a renamed label's forwarder is a deprecated
    /// initializer with the old labels).
    public var deprecation: String?
    /// A rename's forwarder: the selector of the initializer that replaces it.
    public var renamedTo: String?
    /// Its family of initializers (`families:`); nil without slots.
    public var parameterFamily: ParameterFamily?

    /// `declaration`: the node the Swift file prints for `initializer`.
    init(_ initializer: InitializerPlan, declaration: InitializerDeclaration, valueTypes: [String: String]) {
        signature = (SwiftPrinter.attributeLines(declaration.attributes) + [SwiftPrinter.signature(of: declaration, includesAccess: false)])
            .joined(separator: " ") + SwiftPrinter.whereClause(of: declaration)
        selector = initializer.selector
        constraints = initializer.constraints
            .map { ConstraintSurface(genericParameter: $0.genericParameter, type: ParameterSurface.canonical($0.type, valueTypes: valueTypes)) }
            .sorted { ($0.genericParameter, $0.type.description) < ($1.genericParameter, $1.type.description) }
        parameters = initializer.parameters.map { ParameterSurface($0, valueTypes: valueTypes) }
        isDisfavored = declaration.isDisfavored
        deprecation = initializer.deprecation ?? initializer.renamedTo.map { "renamed to \($0)" }
        renamedTo = initializer.renamedTo
        parameterFamily = initializer.parameterFamily
    }

    /// What identifies the initializer for callers: its constraints and, per parameter, the label and the
    /// type a call passes. Internal parameter names, defaults and attributes are compared separately.
    public var identity: String {
        constraints.map(\.rendered).joined(separator: ", ") + " | " + parameters.map(\.identity).joined(separator: ", ")
    }
}

public struct ConstraintSurface: Hashable, Sendable {
    public var genericParameter: String
    /// Canonical: a catalog component's value type is written `⟨Badge⟩`.
    public var type: SwiftType

    public var rendered: String { "\(genericParameter) == \(type)" }
}

public struct ParameterSurface: Hashable, Sendable {
    /// The external label; nil for `_`.
    public var label: String?
    /// What a call passes: result builder, `@escaping` and the type, a catalog component's value type
    /// canonical (`⟨Badge⟩?`).
    public var shape: ParameterShape
    public var defaultValue: String?
    /// `title: LocalizedStringKey = "x"`, as declared.
    public var declaration: String
    /// The plain property this parameter passes, if any: its type and default are compared with the
    /// property, once, instead of once per initializer.
    public var property: String?
    /// Whether an unlabeled trailing closure can fill it (a builder or a closure, optional or not).
    public var takesClosure: Bool
    /// The slot whose `systemImage` symbol name it is, if any: its label is the slot's `symbolLabel`.
    public var symbolOf: String?
    /// The slot whose value or closure it is, and which (`argumentLabel`/`builderLabel` by place).
    public var slotOf: String?
    public var isBuilder = false

    init(_ parameter: Parameter, valueTypes: [String: String]) {
        label = parameter.label
        shape = Self.shape(of: parameter, valueTypes: valueTypes)
        defaultValue = parameter.defaultValue?.description
        declaration = SwiftPrinter.parameter(parameter.declaration)
        property = parameter.passesProperty
        symbolOf = parameter.symbolNameOf
        switch parameter.role {
        case .slotValue(let slot): slotOf = slot
        case .builder(let slot): (slotOf, isBuilder) = (slot, true)
        default: break
        }
        if case .optional(let wrapped) = parameter.type {
            takesClosure = parameter.resultBuilder != nil || wrapped.isFunction
        } else {
            takesClosure = parameter.resultBuilder != nil || parameter.type.isFunction
        }
    }

    /// `title: LocalizedStringKey`: the label and the shape.
    public var identity: String { (label ?? "_") + ": " + shape.description }

    static func shape(of parameter: Parameter, valueTypes: [String: String]) -> ParameterShape {
        ParameterShape(resultBuilder: parameter.resultBuilder, isEscaping: parameter.isEscaping, type: canonical(parameter.type, valueTypes: valueTypes))
    }

    static func canonical(_ type: SwiftType, valueTypes: [String: String]) -> SwiftType {
        if let component = valueTypes[type.description] { return .named("⟨\(component)⟩") }
        if case .optional(let wrapped) = type, let component = valueTypes[wrapped.description] { return .optional(.named("⟨\(component)⟩")) }
        return type
    }
}

/// How a call passes a parameter: `@ViewBuilder () -> Title`, `@escaping () -> Void`, `Binding<Bool>`.
public struct ParameterShape: Hashable, Sendable, CustomStringConvertible {
    public var resultBuilder: String? = nil
    public var isEscaping = false
    public var type: SwiftType

    public var description: String { SwiftPrinter.parameterType(resultBuilder: resultBuilder, isEscaping: isEscaping, type) }

    /// The same shape with generic parameters renamed.
    func renamingGenericParameters(_ renaming: [String: String]) -> ParameterShape {
        var shape = self
        shape.type = type.renamingGenericParameters(renaming)
        return shape
    }
}

/// The design tokens' API (SPEC "Design tokens"): the namespace, each member callers read with its Swift type
/// and availability, and each modifier's enum (`Tokens.Theme`) with its cases. Values are not API, but a
/// changed value is worth a patch release, so they are kept per context, in the reference's words.
public struct TokenSurface: Hashable, Sendable {
    /// `Tokens`.
    public var namespace: String
    public var access: AccessLevel
    public var modifiers: [Modifier]
    /// In declaration order.
    public var tokens: [Token]

    public struct Modifier: Hashable, Sendable {
        /// As the resolver names it: `theme`.
        public var name: String
        /// `Theme`: `Tokens.Theme`, and `Tokens.Context`'s property.
        public var typeName: String
        /// The contexts' names (`light-hc`), in order.
        public var contexts: [String]
        /// Their cases (`lightHc`), in the same order.
        public var cases: [String]
        /// The context `Tokens.Context()` and an unset environment mean.
        public var defaultContext: String
        /// What selects the context (`color scheme and contrast`, `Dynamic Type size`, `environment`, `fixed`);
        /// an `environment` modifier also declares `EnvironmentValues.<modifier>`.
        public var selection: String
    }

    public struct Token: Hashable, Sendable {
        /// `color.text.default.$root`.
        public var path: String
        /// `Color.Text.default`: what follows the namespace (compared once, on its own).
        public var member: String
        /// The member's type as declared under the namespace: `SwiftUI.Color`, `Varying<CGFloat>`.
        public var type: SwiftType
        /// The modifiers it varies with (only a mapped one makes it `Varying` or a resolving color).
        public var varying: [String]
        public var needsIOS17: Bool
        /// The `@available(*, deprecated, message:)` message; nil when not deprecated.
        public var deprecation: String?
        /// The token it is an alias of in every context (a rename's forwarder), nil otherwise.
        public var aliasOf: String?
        /// The token its `renamed:` names (catalog.yaml's `renamed:`, or a `$deprecated` naming one).
        public var renamedTo: String?
        /// The components that read it (`tokens:`) or default a property to it (`token:`).
        public var usedBy: [String] = []
        /// One per context (SPEC: only the modifiers it varies with, the others at their default).
        public var values: [Value]
    }

    public struct Value: Hashable, Sendable {
        /// `theme`: `dark`, per modifier it varies with; empty for a token that does not vary.
        public var context: [String: String]
        /// `#0066ff`, `16 pt` (`TokenDocs.describe`).
        public var words: String
        public var value: TokenValue
    }

    init(_ plan: TokenPlan, usedBy: [TokenPath: [String]] = [:]) {
        let catalog = plan.catalog
        namespace = catalog.namespace
        access = plan.access
        modifiers = catalog.modifiers.map { modifier in
            let selection = switch modifier.mode {
            case .appearance: "color scheme and contrast"
            case .dynamicTypeSize: "Dynamic Type size"
            case .environment: "environment"
            case .fixed: "fixed"
            }
            return Modifier(name: modifier.name, typeName: TokenNames.modifierType(modifier.name, namespace: catalog.namespace), contexts: modifier.contexts,
                            cases: modifier.contexts.map { TokenNames.memberName($0) ?? "_" },
                            defaultContext: modifier.defaultContext ?? modifier.contexts[0], selection: selection)
        }
        tokens = plan.members.map { member, qualifiedName in
            let token = plan.token(member)
            let type = plan.readType(of: member, qualified: false)
            let targets = Set(token.aliasChains.map { $0.first?.description })
            let values = TokenContexts.rows(of: token, in: catalog).map { row in
                Value(context: Dictionary(uniqueKeysWithValues: token.varying.map {
                    (catalog.modifiers[$0].name, catalog.modifiers[$0].contexts[catalog.combinations[row.combination][$0]])
                }), words: TokenDocs.describe(row.value, remBase: catalog.remBase), value: row.value)
            }
            return Token(path: token.path.description, member: String(qualifiedName.dropFirst(catalog.namespace.count + 1)), type: type,
                         varying: token.varying.map { catalog.modifiers[$0].name }, needsIOS17: member.needsIOS17,
                         deprecation: token.deprecated.map { $0.message.map(catalog.swiftMessage) ?? "\(token.path) is deprecated." },
                         aliasOf: targets.count == 1 ? targets.first! : nil, renamedTo: token.renamedTo?.description,
                         usedBy: usedBy[token.path] ?? [], values: values)
        }
    }

    /// Per token, its qualified Swift name → its Swift value in every context (one expression when it does not
    /// vary): what a property default naming it means.
    static func defaultMeanings(_ plan: TokenPlan) -> [String: String] {
        let expressions = TokenExpressions(remBase: plan.catalog.remBase)
        var meanings: [String: String] = [:]
        for (member, name) in plan.members {
            let token = plan.token(member)
            let values = token.varying.isEmpty ? [token.value] : token.values
            meanings[name] = values.map { SwiftPrinter.expression(expressions.expression($0, extensions: token.extensions)) }.joined(separator: " | ")
        }
        return meanings
    }
}
