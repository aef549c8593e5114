// Generics (revision 4): a component's generic parameters that are not view slots (`Element: Identifiable`).
// Swift infers each one at every call from an argument, as it infers a slot's view, so some parameter
// without a default must name it in every initializer; and what cannot be generic refuses them.
extension ValidationRun {
    /// The declared generics whose names and constraints are valid, in the spec's order (their names
    /// against the slots' and the generated code's types: `checkGenericParameters`, `checkShadowing`).
    mutating func validateGenerics(_ spec: ComponentSpec) -> [ComponentGeneric] {
        var seen: [String: SourceLocation] = [:]
        var generics: [ComponentGeneric] = []
        for generic in spec.generics {
            let name = generic.name
            var valid = checkIdentifier(name, what: "generic parameter")
            if valid, !SwiftNames.isUpperCamelCase(name.value) {
                error("generic parameter '\(name.value)' must be UpperCamelCase", at: name.location)
                valid = false
            } else if valid, let first = seen[name.value] {
                error("duplicate generic parameter '\(name.value)' (first at \(first.line):\(first.column))", at: name.location)
                valid = false
            }
            if let constraint = generic.constraint, !SwiftSyntaxChecks.isConstraint(constraint.value) {
                error("constraint '\(constraint.value)' is not what Swift accepts after '\(name.value):' (a protocol, a class, or a composition such as 'Hashable & Sendable')\(SwiftSyntaxChecks.reason(constraint.value, after: "; "))",
                      at: constraint.location)
                valid = false
            }
            seen[name.value] = seen[name.value] ?? name.location
            if valid {
                generics.append(ComponentGeneric(name: name.value, constraint: generic.constraint?.value.trimmingWhitespace(), location: name.location))
            }
        }
        return generics
    }

    /// Marks the properties whose types name a generic, and checks that every initializer can infer each
    /// generic: a property without a default (every initializer takes it) or a slot's `input` (a closure in
    /// every initializer) must name it.
    mutating func checkGenericUse(_ generics: inout [ComponentGeneric], component: String, slots: [Slot], properties: inout [Property]) {
        guard !generics.isEmpty else { return }
        let declared = Set(generics.map(\.name))
        // Each generic's required parameters that name it, by name.
        var inferable: [String: [String]] = [:]
        // A generic named only by a property that a call may leave out: the property, for the message.
        var leftOut: [String: Property] = [:]
        for index in properties.indices {
            let names = SwiftSyntaxChecks.typeNames(in: properties[index].type.description).intersection(declared)
            properties[index].usesGenerics = !names.isEmpty
            let property = properties[index]
            // Required in every family (`families:`, a default per family): every initializer takes it.
            if property.isParameter && ParameterFamily.allCases.allSatisfy({ property.isTaken(in: $0) && property.defaultValue(in: $0) == nil }) {
                for name in names { inferable[name, default: []].append(property.name) }
            } else {
                for name in names where leftOut[name] == nil { leftOut[name] = property }
            }
        }
        for slot in slots {
            guard let input = slot.input else { continue }
            for name in SwiftSyntaxChecks.typeNames(in: input.description).intersection(declared) { inferable[name, default: []].append(slot.name) }
        }
        for index in generics.indices { generics[index].inferredFrom = inferable[generics[index].name] ?? [] }
        for generic in generics where generic.inferredFrom.isEmpty {
            let name = generic.name
            if let property = leftOut[name] {
                let why = property.modifier.map { "its method .\($0.selector) sets, and no initializer takes" }
                    ?? (property.families != nil || property.familyDefaults != nil ? "some initializers do not require (families: or a default per family)" : "has a default, so a call may leave it out")
                error("generic parameter '\(name)' is named only by property '\(property.name)', which \(why): Swift could not infer \(name) at such a call; name it in a parameter every initializer requires (a property without a default, or a slot's input)",
                      at: generic.location)
            } else {
                error("generic parameter '\(name)' is named by no parameter of \(component): Swift infers it at each call from an argument; name it in the type of a property without a default (elements: [\(name)]) or in a slot's input (input: \(name))",
                      at: generic.location)
            }
        }
    }

    /// A style, a UIKit view and another component's value would each have to choose the generics: errors.
    mutating func checkGenericComponentKinds(_ spec: ComponentSpec, generics: [ComponentGeneric], info: ComponentInfo) {
        guard let first = generics.first else { return }
        let name = spec.name.value
        if info.isStyled {
            let configuration = SwiftNames.styleNames(forComponent: name).configuration
            if let style = spec.style {
                error("a component with generics cannot have a style: \(configuration) would hold values of type '\(first.name)', and a style is not generic; remove 'style: true' or the generics", at: style.location)
            } else {
                error("catalog.yaml's 'styles: true' makes every component styleable, and \(name) has generics, which \(configuration) could not hold; set 'style: false' on \(name)", at: first.location)
            }
        }
        if info.isUIKit {
            let view = UIKitNames.viewClass(forComponent: name)
            if let uikit = spec.uikit {
                error("a component with generics cannot have a UIKit view: \(view) would have to choose '\(first.name)'; remove 'uikit: true' or the generics", at: uikit.location)
            } else {
                error("catalog.yaml's 'uikit: true' gives every component a UIKit view, and \(name) has generics, which \(view) would have to choose; set 'uikit: false' on \(name)", at: first.location)
            }
        }
    }
}
