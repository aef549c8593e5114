// The contexts of the resolver's modifiers in Swift: one enum per modifier, `Context` (a combination, read
// from SwiftUI's environment or named), `Varying` (a non-color token per combination), and an
// `EnvironmentValues` entry per `environment` modifier.
extension TokenDeclarations {
    func enumName(_ modifier: TokenCatalog.Modifier) -> String { TokenNames.modifierType(modifier.name, namespace: namespace) }
    func propertyName(_ modifier: TokenCatalog.Modifier) -> String { TokenNames.declared(TokenNames.modifierProperty(modifier.name)) }
    func caseName(_ context: String) -> String { TokenNames.contextCase(context) }

    func defaultContext(_ modifier: TokenCatalog.Modifier) -> String { modifier.defaultContext ?? modifier.contexts[0] }

    var contextDeclarations: [SwiftDeclaration] {
        let modifiers = catalog.modifiers
        let enums = modifiers.map { modifier in
            SwiftDeclaration(doc: ["The contexts of the resolver's `\(modifier.name)` modifier" + (modifier.description.map { ": \($0)" } ?? ".")],
                             .enumeration(TypeDeclaration([access], enumName(modifier), inheritance: ["Int", "CaseIterable", "Hashable", "Sendable"],
                                                          members: [SwiftDeclaration(.enumCase(modifier.contexts.map(caseName)))])))
        }
        let stored = modifiers.map { modifier in
            SwiftDeclaration(.property(PropertyDeclaration([access], .var, propertyName(modifier), type: .named(enumName(modifier)))))
        }
        let parameters = modifiers.map {
            ParameterDeclaration(label: propertyName($0), name: propertyName($0), type: .named(enumName($0)), defaultValue: .member(nil, caseName(defaultContext($0))))
        }
        let memberwise = InitializerDeclaration(access: plan.access, parameters: parameters)
        let assignments = modifiers.map { Statement.assignment(property: propertyName($0), .name(propertyName($0))) }
        var fromEnvironment: [Statement] = [.expression(.call(.member("self", "init"), []))]
        for modifier in modifiers { fromEnvironment += selection(modifier) }
        // Mixed radix, the first modifier the most significant.
        let index = modifiers.enumerated().reduce(SwiftExpression.empty) { partial, item in
            let term = SwiftExpression.member(propertyName(item.element), "rawValue")
            return item.offset == 0 ? term : .binary(.binary(.parenthesized(partial), "*", .number(Double(item.element.contexts.count))), "+", term)
        }
        let context = TypeDeclaration([access], "Context", inheritance: ["Hashable", "Sendable"], members: [
            SwiftDeclaration(.group(stored)),
            SwiftDeclaration(doc: ["A named combination; a modifier left out is its default context."], .initializer(memberwise, body: .block(assignments))),
            SwiftDeclaration(doc: ["The contexts SwiftUI's environment selects: " + modifiers.map(selectionDoc).joined(separator: "; ") + "."],
                             .initializer(InitializerDeclaration(access: plan.access, parameters: [.unlabeled("environment", .named("SwiftUI.EnvironmentValues"))]), body: .block(fromEnvironment))),
            SwiftDeclaration(doc: ["Its place among a `Varying` token's values."], .property(PropertyDeclaration([access], .var, "index", type: .int, body: .expression(index)))),
        ])
        let varying = TypeDeclaration([access], TokenNames.varyingType, generics: [GenericParameter("Value", "Sendable")], inheritance: ["Sendable"], members: [
            SwiftDeclaration(doc: ["One value per combination of contexts, in `Context.index` order."],
                             .property(PropertyDeclaration([access], .let, "values", type: .array(.named("Value"))))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: plan.access, parameters: [.unlabeled("values", .array(.named("Value")))]),
                                          body: .block([.assignment(property: "values", .name("values"))]))),
            SwiftDeclaration(doc: ["The value in the contexts `environment` selects."],
                             .function(FunctionDeclaration([access], "resolve", parameters: [.plain("in", "environment", .named("SwiftUI.EnvironmentValues"))], returns: .named("Value"),
                                                           body: .block([.expression(.subscript(.name("values"), [.member(.call("Context", .unlabeled(.name("environment"))), "index")]))])))),
            SwiftDeclaration(doc: ["The value in a named combination of contexts."],
                             .function(FunctionDeclaration([access], "value", parameters: [.plain("in", "context", .named("Context"))], returns: .named("Value"),
                                                           body: .block([.expression(.subscript(.name("values"), [.member("context", "index")]))])))),
        ])
        return [SwiftDeclaration(doc: ["A combination of contexts, one per modifier."], .structure(context)),
                SwiftDeclaration(doc: ["A token whose value depends on the contexts (a color resolves itself instead)."], .structure(varying))] + enums
    }

    /// How `init(_ environment:)` picks one modifier's context.
    private func selection(_ modifier: TokenCatalog.Modifier) -> [Statement] {
        let property = propertyName(modifier)
        let set = { (value: SwiftExpression) in SwiftExpression.assign(.name(property), value) }
        switch modifier.mode {
        case .fixed: return []
        case .environment: return [.expression(set(.member("environment", property)))]
        case .dynamicTypeSize:
            let sizes = TokenValidation.dynamicTypeSizes.filter(modifier.contexts.contains).reversed()
            guard let smallest = sizes.last else { return [] }
            var statement = Statement.expression(set(.member(nil, caseName(smallest))))
            for size in sizes.dropLast().reversed() {
                statement = .ifElse(.binary(.member("environment", "dynamicTypeSize"), ">=", .member(nil, size)),
                                    [.expression(set(.member(nil, caseName(size))))], else: [statement])
            }
            return [statement]
        case .appearance(let appearances):
            let cases = [(false, false), (true, false), (false, true), (true, true)].map { dark, increased in
                SwitchCase(.tuple([.bool(dark), .bool(increased)]),
                           .expression(set(.member(nil, caseName(context(for: appearances, dark: dark, increased: increased, modifier: modifier))))))
            }
            let subject = SwiftExpression.tuple([.binary(.member("environment", "colorScheme"), "==", .member(nil, "dark")),
                                                 .binary(.member("environment", "colorSchemeContrast"), "==", .member(nil, "increased"))])
            return [.switch(subject, cases)]
        }
    }

    /// The context for a color scheme and contrast: exact, else the same scheme at standard contrast, else
    /// the default.
    func context(for appearances: [String: TokenAppearance], dark: Bool, increased: Bool, modifier: TokenCatalog.Modifier) -> String {
        func matches(_ appearance: TokenAppearance, contrast: Bool) -> Bool {
            let scheme = appearance.colorScheme.map { ($0 == .dark) == dark } ?? true
            return scheme && ((appearance.contrast ?? .standard) == .increased) == contrast
        }
        let ordered = modifier.contexts.filter { appearances[$0] != nil }
        return ordered.first { matches(appearances[$0]!, contrast: increased) }
            ?? ordered.first { matches(appearances[$0]!, contrast: false) }
            ?? defaultContext(modifier)
    }

    private func selectionDoc(_ modifier: TokenCatalog.Modifier) -> String {
        switch modifier.mode {
        case .fixed: "`\(modifier.name)` stays `\(defaultContext(modifier))`"
        case .environment: "`\(modifier.name)` from `EnvironmentValues.\(TokenNames.memberName(modifier.name) ?? "_")`"
        case .dynamicTypeSize: "`\(modifier.name)` from the Dynamic Type size"
        case .appearance: "`\(modifier.name)` from the color scheme and contrast"
        }
    }

    var environmentDeclarations: [SwiftDeclaration] {
        let modifiers = catalog.modifiers.filter { $0.mode == .environment }
        guard !modifiers.isEmpty else { return [] }
        var declarations: [SwiftDeclaration] = []
        var members: [SwiftDeclaration] = []
        for modifier in modifiers {
            let key = TokenNames.environmentKey(forModifier: modifier.name, namespace: namespace)
            let type = SwiftType.named("\(namespace).\(enumName(modifier))")
            members.append(SwiftDeclaration(doc: ["The `\(modifier.name)` context of the catalog's tokens (default `\(defaultContext(modifier))`)."],
                                            .property(PropertyDeclaration([access], .var, propertyName(modifier), type: type, body: .block([
                                                .block("get", [.expression(.keyed(by: key))]),
                                                .block("set", [.expression(.assign(.keyed(by: key), .name("newValue")))]),
                                            ])))))
            declarations.append(SwiftDeclaration(.structure(TypeDeclaration([.private], key, inheritance: ["SwiftUI.EnvironmentKey"], members: [
                SwiftDeclaration(.property(PropertyDeclaration([.static], .let, "defaultValue", type: type, initialValue: .member(nil, caseName(defaultContext(modifier)))))),
            ]))))
        }
        return [SwiftDeclaration(.extension(ExtensionDeclaration("SwiftUI.EnvironmentValues", members: members)))] + declarations
    }
}
