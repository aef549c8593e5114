// Modifier properties (revision 4): `modifier:` sets a defaulted property through a method that returns
// a copy (`.inputState(.error)`) instead of an initializer parameter. The method is a member of the
// component, so its name must be free like a member's.
extension ValidationRun {
    /// A property's `modifier:` on its own: a default to start from, no binding or label, a usable name.
    /// Nil when absent or `false`; `valid` is false after an error.
    mutating func checkModifier(_ spec: PropertySpec, valid: inout Bool) -> PropertyModifier? {
        guard let modifier = spec.modifier, modifier.isOn else { return nil }
        // A default per family is refused beside `modifier` on its own (ValidationRun+Families).
        if spec.defaultValue == nil && spec.familyDefault == nil {
            error("a modifier property needs a default: no initializer takes '\(spec.name.value)', so it starts from its default", at: modifier.location)
            valid = false
        }
        if let binding = spec.binding, binding.value {
            error("a modifier property cannot be a binding: its method stores a plain value; remove 'binding' or 'modifier'", at: binding.location)
            valid = false
        }
        if let unlabeled = spec.unlabeled, unlabeled.value {
            error("'unlabeled' drops an initializer parameter's label, and no initializer takes a modifier property; its method's argument has no label unless 'modifier.label' sets one",
                  at: unlabeled.location)
            valid = false
        }
        if let name = modifier.name {
            if !checkIdentifier(name, what: "modifier name") {
                valid = false
            } else if !SwiftNames.isLowerCamelCase(name.value) {
                error("modifier name '\(name.value)' must be lowerCamelCase", at: name.location)
                valid = false
            }
        }
        var label: String?
        if let written = modifier.label, written.value != "_" {
            if SwiftNames.isIdentifier(written.value), !["inout", "var", "let"].contains(written.value) {
                label = written.value
            } else {
                error("modifier label '\(written.value)' is not an identifier or '_'", at: written.location)
                valid = false
            }
        }
        return PropertyModifier(name: modifier.name?.value ?? spec.name.value, label: label)
    }

    /// Each method's name (and a renamed one's forwarder's) against every other member, the style's
    /// modifier and the other methods; a name SwiftUI's `View` also has warns.
    mutating func checkModifierNames(_ spec: ComponentSpec, properties: [Property], slots: [Slot], strategy: InitializerStrategy,
                                     isStyled: Bool, usedNames: [String: SourceLocation]) {
        guard properties.contains(where: { $0.modifier != nil }) else { return }
        var members = usedNames.mapValues { "the slot, property or state at \($0.line):\($0.column)" }
        for slot in slots where SlotStorage(slot, strategy: strategy).presenceFlag != nil {
            members[SwiftNames.presenceFlag(forSlot: slot.name)] = "the flag that tells whether slot '\(slot.name)' was given"
        }
        members["body"] = "the View's body"
        if isStyled {
            let names = SwiftNames.styleNames(forComponent: spec.name.value)
            members[SwiftNames.styleProperty] = "the property that holds the style"
            members[names.modifier] = "the style's modifier (.\(names.modifier)(_:))"
        }
        let written = Dictionary(spec.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var methods: [String: String] = [:]
        for property in properties {
            guard let modifier = property.modifier, let writtenModifier = written[property.name]?.modifier else { continue }
            var names = [(modifier.name, writtenModifier.name?.location ?? writtenModifier.location)]
            if let forwarder = property.modifierForwarder, let renamed = written[property.name]?.renamed {
                names.append((forwarder, renamed.location))
            }
            for (name, location) in names {
                if name != property.name, let owner = members[name] {
                    error("modifier '\(name)' would be a method named as \(owner); choose a name no other member of \(spec.name.value) has",
                          at: location)
                } else if let other = methods[name] {
                    error("modifier '\(name)' is already the method of property '\(other)'", at: location)
                } else if SwiftNames.swiftUIViewModifiers.contains(name) {
                    diagnostics.append(.warning("modifier '\(name)' is also a SwiftUI View modifier: called on \(spec.name.value) itself, \(spec.name.value)'s method wins; after any other modifier, SwiftUI's applies",
                                                at: location))
                }
                methods[name] = methods[name] ?? property.name
            }
        }
    }

}
