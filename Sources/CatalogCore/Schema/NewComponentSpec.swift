/// The spec `catalog new` writes, as text: built beside the loader that reads it back, so the tests hold
/// every combination of the command's options to the validator without running it.
public struct NewComponentSpec: Sendable {
    public struct Slot: Sendable, Hashable {
        public var name: String
        public var optional: Bool
        /// As written after `name:` (`text+systemImage`), `optional` excluded.
        public var options: [SlotOption]

        public init(name: String, optional: Bool = false, options: [SlotOption] = []) {
            self.name = name
            self.optional = optional
            self.options = options
        }

        var isRequired: Bool { !optional && !options.contains(.empty) }
        var isLabeled: Bool { !options.contains(.unlabeled) }
    }

    public struct TokenUse: Sendable, Hashable {
        public var name: String
        public var path: String

        public init(name: String, path: String) {
            (self.name, self.path) = (name, path)
        }
    }

    public var name: String
    public var slots: [Slot]
    public var style = false
    public var order: [String]?
    public var tokens: [TokenUse] = []
    /// A token it reads needs iOS 17: the spec says `available:`.
    public var needsIOS17 = false
    /// catalog.yaml's `textType`: the type a `text` value form names.
    public var textType: TextType = .localizedStringKey
    /// The `$schema` the first line names, for an editor's completion.
    public var schemaPath: String

    public init(name: String, slots: [Slot], schemaPath: String) {
        self.name = name
        self.slots = slots
        self.schemaPath = schemaPath
    }

    /// Each slot's `generic:`, nil where its name in UpperCamelCase is free: `text` would hide SwiftUI's
    /// `Text`, which the generated code names, so it gets `TextView`.
    public var generics: [String?] {
        var used = SwiftNames.typesUsedByGeneratedCode
        used.insert(name)
        let style = SwiftNames.styleNames(forComponent: name)
        used.formUnion([style.protocol, style.configuration, style.defaultStyle, style.environmentKey])
        for slot in slots {
            for option in slot.options { used.formUnion(ValueFormRegistry.form(for: option, textType: textType)?.typeNames ?? []) }
        }
        var taken = Set(slots.map { SwiftNames.genericParameter(forSlot: $0.name) })
        return slots.map { slot in
            let generic = SwiftNames.genericParameter(forSlot: slot.name)
            guard used.contains(generic) else { return nil }
            var chosen = generic + "View", number = 1
            while used.contains(chosen) || taken.contains(chosen) {
                number += 1
                chosen = "\(generic)View\(number)"
            }
            taken.insert(chosen)
            return chosen
        }
    }

    public var text: String {
        var text = "# yaml-language-server: $schema=\(schemaPath)\ncomponent: \(name)\nsummary: TODO one line that says what \(name) is.\n"
        if style { text += "style: true\n" }
        if let order { text += "order: [\(order.joined(separator: ", "))]\n" }
        if !tokens.isEmpty {
            if needsIOS17 {
                text += "# A token it reads needs iOS 17 (a color that follows the color scheme, or typography).\n"
                text += "available: { iOS: \"17.0\", macOS: \"14.0\", tvOS: \"17.0\", watchOS: \"10.0\" }\n"
            }
            text += "tokens:\n" + tokens.map { "  \($0.name): \(Self.yamlScalar($0.path))\n" }.joined()
        }
        text += "slots:\n"
        for (slot, generic) in zip(slots, generics) {
            text += "  - name: \(slot.name)\n"
            if slot.optional { text += "    optional: true\n" }
            if !slot.options.isEmpty { text += "    options: [\(slot.options.map(\.rawValue).joined(separator: ", "))]\n" }
            if let generic {
                let hidden = SwiftNames.genericParameter(forSlot: slot.name)
                text += "    generic: \(generic)   # \(hidden) would hide the type \(hidden), which the generated code names\n"
            }
        }
        return text + example
    }

    /// `examples:` with one call that fills every required slot from a view builder: shown in the
    /// reference, and compiled and run by the tests, so it is replaced rather than kept as it is.
    var example: String {
        let required = slots.filter(\.isRequired)
        // Swift has no `_:` trailing closure: a later unlabeled slot gets no stub.
        guard required.dropFirst().allSatisfy(\.isLabeled) else { return "" }
        var call = name
        for (index, slot) in required.enumerated() {
            let closure = "{ Text(\(SwiftNames.stringLiteral(slot.name))) }"
            call += index == 0 ? " " + closure : " \(slot.isLabeled ? slot.name : "_"): " + closure
        }
        if required.isEmpty { call += "()" }
        return "examples:\n  - title: TODO what this example shows\n    code: |\n      \(call)\n"
    }

    /// A token path as a YAML scalar: plain when it cannot be read as anything but a string, else a JSON
    /// string (a YAML double-quoted scalar) from the project's one escaper.
    static func yamlScalar(_ text: String) -> String {
        let plain = text.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(text.lowercased())
        return plain ? text : StringLiteral.quoted(text, in: .json)
    }
}
