// `cases:` on a property (revision 5): the property's type is a generated enum `<Component><Property>`
// (`DSButtonRole`), declared beside the component. The rule checks the cases, the `type:` and the defaults,
// then hands the other property rules a spec whose type is the enum and whose defaults are `.case`, so
// they need to know nothing of `cases`.
extension ValidationRun {
    /// The spec with its type and defaults resolved, and the enum; the spec unchanged without `cases`.
    mutating func resolveCases(_ spec: PropertySpec, component: String) -> (PropertySpec, PropertyEnum?) {
        guard let written = spec.cases else { return (spec, nil) }
        let name = SwiftNames.propertyEnum(forComponent: component, property: spec.name.value)
        var resolved = spec
        var isOptional = false
        if let type = spec.type {
            isOptional = checkEnumType(type, enumName: name, property: spec.name.value)
        } else {
            resolved.type = Located(name, at: written.location)
        }
        let cases = checkCases(written, property: spec.name.value)
        if let token = spec.token {
            error("'token' cannot stand beside 'cases': the type of '\(spec.name.value)' is the generated enum '\(name)', which no token's value is; write 'default:' with a case", at: token.location)
            // Reported once: the token rule would add that it names no token of that type.
            resolved.token = nil
        }
        guard let cases else { return (resolved, nil) }
        let caseNames = cases.map(\.name)
        if let value = spec.defaultValue {
            resolved.defaultValue = caseDefault(value, cases: caseNames, enumName: name, property: spec.name.value, isOptional: isOptional)
        }
        if var family = spec.familyDefault {
            family.builder = family.builder.flatMap { caseDefault($0, cases: caseNames, enumName: name, property: spec.name.value, isOptional: isOptional) }
            family.values = family.values.flatMap { caseDefault($0, cases: caseNames, enumName: name, property: spec.name.value, isOptional: isOptional) }
            resolved.familyDefault = family
        }
        return (resolved, PropertyEnum(name: name, cases: cases))
    }

    /// `type:` beside `cases:` must name the enum (or its Optional); true for an Optional.
    private mutating func checkEnumType(_ type: Located<String>, enumName: String, property: String) -> Bool {
        let parsed = SwiftSyntaxChecks.parseType(type.value)
        let named = SwiftType.named(enumName)
        if parsed == named || parsed == .written(enumName, isFunction: false) { return false }
        if let parsed, case .optional(let wrapped) = parsed, wrapped == named || wrapped == .written(enumName, isFunction: false) { return true }
        error("type '\(type.value)' conflicts with 'cases': the type of '\(property)' is the generated enum '\(enumName)'; write 'type: \(enumName)' (or '\(enumName)?'), or leave 'type' out",
              at: type.location)
        return false
    }

    /// The cases, each a lowerCamelCase identifier, once; nil after an error.
    private mutating func checkCases(_ written: Located<[CaseSpec]>, property: String) -> [EnumCase]? {
        guard !written.value.isEmpty else {
            error("'cases' of '\(property)' is empty; list at least one case (cases: [primary, secondary])", at: written.location)
            return nil
        }
        var valid = true
        var seen: [String: SourceLocation] = [:]
        var cases: [EnumCase] = []
        for item in written.value {
            let name = item.name
            guard checkIdentifier(name, what: "case name") else { valid = false; continue }
            if !SwiftNames.isLowerCamelCase(name.value) {
                error("case name '\(name.value)' must be lowerCamelCase", at: name.location)
                valid = false
            } else if let first = seen[name.value] {
                error("duplicate case '\(name.value)' of '\(property)' (first at \(first.line):\(first.column))", at: name.location)
                valid = false
            }
            seen[name.value] = seen[name.value] ?? name.location
            cases.append(EnumCase(name: name.value, doc: item.doc?.value))
        }
        return valid ? cases : nil
    }

    /// `primary`, `.primary` or `DSButtonRole.primary` → `.primary`; `nil` for an Optional; nil after an error.
    private mutating func caseDefault(_ value: Located<String>, cases: [String], enumName: String, property: String,
                                      isOptional: Bool) -> Located<String>? {
        let text = value.value.trimmingWhitespace()
        if isOptional && text == "nil" { return Located(text, at: value.location) }
        var name = Substring(text)
        if name.hasPrefix(enumName + ".") { name = name.dropFirst(enumName.count) }
        if name.hasPrefix(".") { name = name.dropFirst() }
        if cases.contains(String(name)) { return Located("." + name, at: value.location) }
        let list = cases.joined(separator: ", ")
        if SwiftNames.isIdentifier(String(name)) {
            let hint = Suggestions.closest(to: String(name), among: cases).map { "; did you mean '\($0)'?" } ?? " (its cases: \(list))"
            error("default '\(text)' of '\(property)' is not one of its cases\(hint)", at: value.location)
        } else {
            error("default '\(text)' of '\(property)' must name one of its cases (\(list))\(isOptional ? " or be nil" : "")", at: value.location)
        }
        return nil
    }

    /// An enum's name must not be a component's, or a type another component generates or names.
    mutating func checkEnumNames(_ components: [Component]) {
        var taken: [String: String] = [:]
        for component in components {
            taken[component.name] = "the component \(component.name)"
            if let model = component.modelName { taken[model] = "\(component.name)'s model protocol" }
            if component.isStyled {
                let names = SwiftNames.styleNames(forComponent: component.name)
                for type in [names.protocol, names.configuration, names.defaultStyle, names.environmentKey] { taken[type] = "a type \(component.name)'s style generates" }
            }
            if !component.tokens.isEmpty { taken[component.name + "Tokens"] = "\(component.name)'s tokens" }
            if component.isUIKit { taken[UIKitNames.viewClass(forComponent: component.name)] = "\(component.name)'s UIKit view" }
        }
        for name in SwiftNames.typesUsedByGeneratedCode.union(SwiftNames.typesUsedByGallery) { taken[name] = "a type the generated code uses" }
        for component in components {
            for property in component.properties {
                guard let enumeration = property.enumeration else { continue }
                for name in [enumeration.name] + (enumeration.renamedFrom.map { [$0] } ?? []) {
                    if let owner = taken[name] {
                        let what = name == enumeration.name ? "the enum" : "the old name"
                        error("\(what) '\(name)' of '\(property.name)' has the name of \(owner); rename the property", at: property.location)
                    }
                    taken[name] = "the enum of \(component.name).\(property.name)"
                }
            }
        }
    }
}
