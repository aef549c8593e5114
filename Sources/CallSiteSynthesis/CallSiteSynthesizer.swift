import CatalogCore

/// Writes one Swift Testing test per planned initializer: a call site with its expected concrete type
/// (so the wrong overload or an ambiguity fails to compile) and runtime checks of what each slot stores
/// (so a localized key and a verbatim string are told apart). Also one test per spec example.
public enum CallSiteSynthesizer {
    public static func source(for plan: CatalogPlan) -> String {
        var out = """
            // Generated from specs/ by CallSiteSynthesizer (Sources/CallSiteSynthesis).
            // Do not edit: run `bash .ci/record` to rewrite it.

            import SwiftUI
            import Testing
            @testable import \(plan.module)

            """
        for component in plan.components {
            out += "\n" + suite(for: component, in: plan)
        }
        return out
    }

    /// Typed call sites only, in the catalog's own module (no Testing, no inspection): what an app's
    /// build pays to type-check one call per initializer. For the compile-cost benchmark.
    public static func typedCallSites(for plan: CatalogPlan) -> String {
        callSites(for: plan, typed: true)
    }

    /// The same calls as an app writes them: each the result of a `@ViewBuilder` function, its type left
    /// to inference. The typed form above can cost the solver much more for a large overload set
    /// (measured: 150 ms against 3 ms for three builder closures among 49 initializers).
    public static func untypedCallSites(for plan: CatalogPlan) -> String {
        callSites(for: plan, typed: false)
    }

    private static func callSites(for plan: CatalogPlan, typed: Bool) -> String {
        var out = """
            import SwiftUI

            protocol Sampleable { static var sample: Self { get } }
            extension Bool: Sampleable { static var sample: Bool { true } }
            extension Int: Sampleable { static var sample: Int { 3 } }
            extension Double: Sampleable { static var sample: Double { 24 } }
            extension String: Sampleable { static var sample: String { "sample" } }

            """
        for component in plan.components {
            out += "\n@MainActor enum Planned\(component.name) {\n"
            for (index, initializer) in component.initializers.enumerated() {
                // An app fills builder slots with content; `{ Spacer() }` in all of them is a measured outlier
                // (three among 49 initializers: 110–150 ms, against 3–5 ms for `{ Text("…") }`).
                let call = "\(component.name)(" + initializer.parameters.map { parameter in
                    guard !typed, case .builder = parameter.role else { return argument(for: parameter, in: component, plan: plan) }
                    return "\(parameter.label.map { "\($0): " } ?? ""){ Text(\"content\") }"
                }.joined(separator: ", ") + ")"
                let expected = "\(component.name)<" + zip(component.component.slots, initializer.slotForms).map { slot, form in
                    expectedType(of: slot, form: form, in: initializer)
                }.joined(separator: ", ") + ">"
                out += typed ? "    static func initializer\(index)() { let _: \(expected) = \(call) }\n"
                    : "    @ViewBuilder static func initializer\(index)() -> some View { \(call) }\n"
            }
            if let model = component.model {
                out += "    struct Sample\(model.name): \(model.name) {\n"
                for requirement in model.requirements {
                    out += "        var \(requirement.name): \(requirement.type) { \(sampleValue(ofType: requirement.type, named: requirement.name, in: plan)) }\n"
                }
                out += "    }\n"
            }
            out += "}\n"
        }
        return out
    }

    private static func suite(for component: ComponentPlan, in plan: CatalogPlan) -> String {
        var lines: [String] = []
        lines.append("@MainActor @Suite struct Planned\(component.name) {")
        for (index, initializer) in component.initializers.enumerated() {
            let call = "\(component.name)(" + initializer.parameters.map { argument(for: $0, in: component, plan: plan) }.joined(separator: ", ") + ")"
            let expected = "\(component.name)<" + zip(component.component.slots, initializer.slotForms).map { slot, form in
                expectedType(of: slot, form: form, in: initializer)
            }.joined(separator: ", ") + ">"
            lines.append("    @Test(\"\(initializer.family.rawValue) \(initializer.selector) #\(index)\") func initializer\(index)() {")
            lines.append("        let view: \(expected) = \(call)")
            for (slot, form) in zip(component.component.slots, initializer.slotForms) {
                if let check = check(slot: slot, form: form, textType: plan.textType, component: component) {
                    lines.append("        " + check)
                }
            }
            lines.append("        _ = view")
            lines.append("    }")
            lines.append("")
        }
        for (index, example) in component.component.spec.examples.enumerated() {
            lines.append("    /// \(example.title.value.splitLinesForComment())")
            lines.append("    @ViewBuilder var example\(index): some View {")
            for line in example.code.value.split(separator: "\n", omittingEmptySubsequences: false) where !line.allSatisfy(\.isWhitespace) {
                lines.append("        " + line)
            }
            lines.append("    }")
            lines.append("")
            lines.append("    @Test(\"Example: \(example.title.value.escapedForStringLiteral())\") func runsExample\(index)() {")
            lines.append("        _ = example\(index)")
            lines.append("    }")
            lines.append("")
        }
        if let model = component.model {
            lines.append("    struct Sample\(model.name): \(model.name) {")
            for requirement in model.requirements {
                lines.append("        var \(requirement.name): \(requirement.type) { \(sampleValue(ofType: requirement.type, named: requirement.name, in: plan)) }")
            }
            lines.append("    }")
        }
        if lines.last == "" { lines.removeLast() }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func expectedType(of slot: Slot, form: SlotForm, in initializer: InitializerPlan) -> String {
        if form == .builder { return "Spacer" }
        return initializer.constraints.first { $0.genericParameter == slot.genericName }!.type
    }

    static func sampleText(_ slot: Slot) -> String { "\(slot.name) text" }

    private static func argument(for parameter: Parameter, in component: ComponentPlan, plan: CatalogPlan) -> String {
        let label = parameter.label.map { "\($0): " } ?? ""
        switch parameter.role {
        case .builder:
            return "\(label){ Spacer() }"
        case .model:
            return "\(label)Sample\(component.model!.name)()"
        case .property(let name), .closureProperty(let name):
            let property = component.component.properties.first { $0.name == name }!
            return label + sampleValue(ofType: property.storedType, named: name, in: plan, isClosure: property.isClosure)
        case .slotValue(let name):
            let slot = component.component.slots.first { $0.name == name }!
            let form = slotForm(of: parameter, in: component)
            switch form {
            case .localizedText: return "\(label)\"\(sampleText(slot))\""
            case .stringText: return "\(label)(\"\(sampleText(slot))\" as String)"
            case .systemImage: return "\(label)\"star\""
            case .image: return "\(label)Image(\"photo\")"
            case .component(let target, _):
                let targetPlan = plan.components.first { $0.name == target }!
                return "\(label)\(target)(model: Planned\(targetPlan.name).Sample\(targetPlan.model!.name)())"
            case .resolver(let resolver): return "\(label)\(resolver).Input.sample"
            }
        }
    }

    private static func slotForm(of parameter: Parameter, in component: ComponentPlan) -> ValueParameter {
        guard case .slotValue(let name) = parameter.role,
              let index = component.component.slots.firstIndex(where: { $0.name == name })
        else { preconditionFailure("not a slot value") }
        for initializer in component.initializers where initializer.parameters.contains(parameter) {
            if case .value(let value) = initializer.slotForms[index] { return value }
        }
        preconditionFailure("no value form for \(name)")
    }

    private static func check(slot: Slot, form: SlotForm, textType: TextType, component: ComponentPlan) -> String? {
        let access = "view.\(slot.name)" + (slot.isOptional ? "?" : "")
        switch form {
        case .builder:
            return slot.isOptional ? "#expect(view.\(slot.name) != nil)" : nil
        case .omitted:
            return slot.isOptional ? "#expect(view.\(slot.name) == nil)" : nil
        case .value(.localizedText(let type)):
            let storage = type == .localizedStringKey ? "localizedKey" : "resource"
            return "#expect(\(access)._testStorage == .\(storage)(\"\(sampleText(slot))\"))"
        case .value(.stringText):
            return "#expect(\(access)._testStorage == .verbatim(\"\(sampleText(slot))\"))"
        case .value(.systemImage):
            return "#expect(\(access)._testSource == .systemName(\"star\"))"
        case .value(.image):
            return "#expect(\(access)._testSource == .named(\"photo\"))"
        case .value(.component), .value(.resolver):
            return slot.isOptional ? "#expect(view.\(slot.name) != nil)" : nil
        case .model:
            switch slot.primaryValueForm {
            case .text: return "#expect(\(access)._testStorage == .verbatim(\"\(slot.name) from model\"))"
            case .systemImage: return "#expect(\(access)._testSource == .systemName(\"\(slot.systemNameParameter) from model\"))"
            case .image: return "#expect(\(access)._testSource == .named(\"photo\"))"
            default: return slot.isOptional ? "#expect(view.\(slot.name) != nil)" : nil
            }
        }
    }

    /// A value of a spec-written type: literals for the common ones, `Type.sample` (the test target's
    /// `Sampleable`) for the rest, so a type without a sample fails to compile rather than pass.
    private static func sampleValue(ofType type: String, named name: String, in plan: CatalogPlan, isClosure: Bool = false) -> String {
        if type.hasSuffix("?") {
            // An optional closure is left out; any other optional gets a value, so the slot is not nil.
            return type.contains("->") ? "nil" : sampleValue(ofType: String(type.dropLast()), named: name, in: plan)
        }
        if isClosure || type.contains("->") { return "{}" }
        if type.hasPrefix("Binding<") { return ".constant(\(type.dropFirst(8).dropLast()).sample)" }
        if type.hasPrefix("any ") || type.hasPrefix("(any ") {
            let modelName = type.replacingOccurrences(of: "(any ", with: "").replacingOccurrences(of: "any ", with: "")
                .replacingOccurrences(of: ")", with: "")
            let owner = plan.components.first { $0.model?.name == modelName }!
            return "Planned\(owner.name).Sample\(modelName)()"
        }
        switch type {
        case "String": return "\"\(name) from model\""
        case "Image": return "Image(\"photo\")"
        default: return "\(type).sample"
        }
    }
}

private extension String {
    func splitLinesForComment() -> String {
        split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    func escapedForStringLiteral() -> String {
        replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: " ")
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
