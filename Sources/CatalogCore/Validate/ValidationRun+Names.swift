// Names: the component's, its members' (unique, lowerCamelCase, not reserved), generic parameters, and
// names generated code adds (presence flags) or uses (types it must not shadow).
extension ValidationRun {
    mutating func checkComponentName(_ name: Located<String>, file: String) {
        if checkIdentifier(name, what: "component name") {
            if !SwiftNames.isUpperCamelCase(name.value) {
                error("component name '\(name.value)' must be UpperCamelCase", at: name.location)
            } else if SwiftNames.typesUsedByGeneratedCode.contains(name.value) || SwiftNames.typesUsedByGallery.contains(name.value) {
                error("component name '\(name.value)' would shadow a type the generated code uses", at: name.location)
            }
        }
        let fileName = SpecLoader.fileName(of: file)
        let stem = fileName.split(separator: ".").dropLast().joined(separator: ".")
        if stem != name.value {
            error("the file '\(fileName)' declares component '\(name.value)'; name the file after the component ('\(name.value).\(fileName.split(separator: ".").last ?? "yaml")')", at: name.location)
        }
    }

    mutating func checkMemberName(_ name: Located<String>, what: String, usedNames: inout [String: SourceLocation]) -> Bool {
        guard checkIdentifier(name, what: "\(what) name") else { return false }
        if !SwiftNames.isLowerCamelCase(name.value) {
            error("\(what) name '\(name.value)' must be lowerCamelCase", at: name.location)
            return false
        }
        if name.value == "body" {
            error("'body' is reserved: it is the View's body", at: name.location)
            return false
        }
        if let first = usedNames[name.value] {
            error("duplicate name '\(name.value)' (a slot or property at \(first.line):\(first.column) has it)", at: name.location)
            return false
        }
        usedNames[name.value] = name.location
        return true
    }

    /// Two slots must not share a generic parameter, nor take a declared generic's (`generics:`).
    mutating func checkGenericParameters(_ slots: [Slot], generics: [ComponentGeneric], spec: ComponentSpec) {
        let declared = Set(generics.map(\.name))
        var seen: [String: String] = [:]
        for slot in slots where slot.isGeneric {
            // Looked up only for an error: a linear search per slot would make validation quadratic.
            var location: SourceLocation { spec.slots.first { $0.name.value == slot.name }?.generic?.location ?? slot.location }
            if declared.contains(slot.genericName) {
                error("slot '\(slot.name)' would have the generic parameter '\(slot.genericName)', which the component's generics declare; set 'generic' to another name", at: location)
            } else if let first = seen[slot.genericName] {
                error("slot '\(slot.name)' would have the generic parameter '\(slot.genericName)', which slot '\(first)' has; set 'generic' to another name", at: location)
            }
            seen[slot.genericName] = slot.name
        }
    }

    /// A generic parameter, a slot's or a declared one, must not hide a type the component's generated code names.
    mutating func checkShadowing(_ spec: ComponentSpec, slots: [Slot], properties: [Property], generics: [ComponentGeneric], modelName: String?) {
        var used = SwiftNames.typesUsedByGeneratedCode
        used.insert(spec.name.value)
        if let modelName { used.insert(modelName) }
        for slot in slots {
            for form in slot.valueForms { used.formUnion(form.descriptor.typeNames) }
            if let viewType = slot.viewType { used.formUnion(SwiftNames.identifiers(in: viewType.description)) }
        }
        for generic in generics where used.contains(generic.name) {
            error("generic parameter '\(generic.name)' would hide the type '\(generic.name)' that \(spec.name.value)'s generated code uses; choose another name", at: generic.location)
        }
        // A declared generic is named in property types on purpose; a slot's that takes its name is
        // reported by `checkGenericParameters`.
        let declared = Set(generics.map(\.name))
        for property in properties { used.formUnion(SwiftNames.identifiers(in: property.type.description).subtracting(declared)) }
        for generic in generics { used.formUnion(generic.constraint.map(SwiftNames.identifiers(in:))?.subtracting(declared) ?? []) }
        for slot in slots where slot.isGeneric && used.contains(slot.genericName) {
            error("slot '\(slot.name)' would have the generic parameter '\(slot.genericName)', which hides the type '\(slot.genericName)' that \(spec.name.value)'s generated code uses; set 'generic' to another name (the slot keeps its label)", at: slot.location)
        }
    }

    /// `hasSubtitle` tells a body whether an omittable slot was given; it must not clash with a member.
    mutating func checkPresenceFlags(_ slots: [Slot], strategy: InitializerStrategy, usedNames: [String: SourceLocation]) {
        for slot in slots where SlotStorage(slot, strategy: strategy).presenceFlag != nil {
            let flag = SwiftNames.presenceFlag(forSlot: slot.name)
            if let clash = usedNames[flag] {
                error("'\(flag)' tells whether slot '\(slot.name)' was given; rename the slot or property at \(clash.line):\(clash.column)", at: slot.location)
            }
        }
    }
}
