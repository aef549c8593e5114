import CatalogCore

/// Writes one call site per planned initializer with its expected concrete type (so the wrong overload or
/// an ambiguity fails to compile), and run-time checks of what the view stores: each slot (so a localized
/// key and a verbatim string are told apart) and each property. A call with checks is a Swift Testing
/// test; one with none (builder closures only) is a plain function, compiled and never run, so no test
/// passes without checking anything. An initializer with defaulted parameters gets a second call that
/// leaves them out, pinning the types Swift infers from the defaults. Each spec example is compiled the
/// same way (the gallery's tests run them). Reads only the plan.
public enum CallSiteSynthesizer {
    public static func source(for plan: CatalogPlan) -> String {
        var out = """
            // Generated from specs/ by CallSiteSynthesizer (Sources/CallSiteSynthesis).
            // Do not edit: run `bash .ci/record` to rewrite it.

            import Foundation
            import SwiftUI
            import Testing
            @testable import \(plan.module)

            """ + "\n" + Samples.declarations(for: plan)
        // Deprecated API warns at every call, and the test targets treat warnings as errors: it is
        // compiled, with its warnings checked, by DeprecationTests instead.
        let context = PlannedComponents(plan)
        for component in plan.components where component.deprecation == nil {
            out += "\n" + suite(for: component, in: context)
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
            import Foundation
            import SwiftUI

            """ + "\n" + Samples.declarations(for: plan)
        let context = PlannedComponents(plan)
        for component in plan.components where component.deprecation == nil {
            out += "\n@MainActor enum Planned\(component.name) {\n"
            for generic in component.generics { out += "    \(Samples.declaration(of: generic))\n" }
            for (index, initializer) in component.initializers.enumerated() where !initializer.isDeprecated {
                // An app fills builder slots with content; `{ Spacer() }` in all of them is a measured outlier
                // (three among 49 initializers: 110–150 ms, against 3–5 ms for `{ Text("…") }`).
                let call = self.call(component, initializer) { parameter in
                    guard !typed, case .builder = parameter.role, case .builderClosure = parameter.type else {
                        return sample(parameter, of: initializer, in: context)
                    }
                    return "{ Text(\"content\") }"
                }
                out += typed ? "    static func initializer\(index)() { let _: \(expectedType(component, initializer)) = \(call) }\n"
                    : "    @ViewBuilder static func initializer\(index)() -> some View { \(call) }\n"
            }
            if let model = component.model {
                out += sampleModel(model, indent: "    ", in: context)
            }
            out += "}\n"
        }
        return out
    }

    private static func suite(for component: ComponentPlan, in context: PlannedComponents) -> String {
        var lines: [String] = []
        lines.append("@MainActor @Suite struct Planned\(component.name) {")
        // The declared generics' sample types, named as the generics: the calls infer them from the samples.
        lines += component.generics.map { "    " + Samples.declaration(of: $0) }
        for (index, initializer) in component.initializers.enumerated() where !initializer.isDeprecated {
            let expectations = zip(component.slots, initializer.fills).flatMap { slot, fill in
                checks(fill, slot: slot, of: initializer, leftOut: false, in: context)
            } + propertyChecks(initializer, of: component, leftOut: false)
            // Inferred first, then pinned: a contextual type would pick among initializers and hide an ambiguity.
            lines += function("\(initializer.family.rawValue) \(initializer.selector) #\(index)", "initializer\(index)",
                              call: call(component, initializer) { sample($0, of: initializer, in: context) },
                              type: expectedType(component, initializer), checks: expectations)
            guard initializer.parameters.contains(where: { $0.defaultValue != nil }) else { continue }
            let leftOut = { (initializer: InitializerPlan) -> (fills: [SlotFill], checks: [String]) in
                var found: [String] = []
                let fills = zip(component.slots, initializer.fills).map { slot, fill in
                    var fill = fill
                    if let leftOut = fill.genericArgumentWhenLeftOut {
                        found += checks(fill, slot: slot, of: initializer, leftOut: true, in: context)
                        fill.kind = .omitted
                        fill.genericArgument = leftOut
                    } else if !slot.isGeneric, fill.kind == .builder, fill.isStoredOptional {
                        // One view type left out (`{ nil }`): no type to infer, so the call leaves it out.
                        found.append("#expect(view.\(slot.name) == nil)")
                        fill.kind = .omitted
                    } else {
                        found += checks(fill, slot: slot, of: initializer, leftOut: false, in: context)
                    }
                    return fill
                }
                return (fills, found)
            }
            let (fills, leftOutChecks) = leftOut(initializer)
            // In compact, a type-based call that leaves every value out is the initializer that leaves the
            // value-form slots out (SPEC: it fills fewer parameters from defaults, so it is not ambiguous),
            // when that one takes what the call passes and requires nothing more (`families:` may differ).
            let passed = Set(initializer.parameters.filter { $0.defaultValue == nil }.map(\.owner))
            let taker = component.strategy == .compact && initializer.family == .typeBased
                ? component.initializers.first { other in
                    other.family == .conditional && passed.isSubset(of: other.parameters.map(\.owner))
                        && other.parameters.allSatisfy { $0.defaultValue != nil || passed.contains($0.owner) }
                } ?? initializer : initializer
            // A builder whose default is `default:` content stays: its type cannot be named here.
            let minimal = call(component, initializer) { parameter in
                guard parameter.defaultValue != nil else { return sample(parameter, of: initializer, in: context) }
                if case .builder(let slot) = parameter.role, let index = component.slots.firstIndex(where: { $0.name == slot }),
                   fills[index].kind == .builder { return sample(parameter, of: initializer, in: context) }
                return nil
            }
            let taken = taker == initializer ? (fills: fills, checks: leftOutChecks) : leftOut(taker)
            lines += function("\(initializer.family.rawValue) \(initializer.selector) #\(index), defaults left out",
                              "initializer\(index)LeavingDefaultsOut", call: minimal, type: expectedType(component, taken.fills),
                              checks: taken.checks + propertyChecks(initializer, of: component, leftOut: true))
        }
        for (index, example) in component.examples.enumerated() where example.deprecation == nil {
            lines.append("    /// \(example.title.splitLinesForComment())")
            lines.append("    @ViewBuilder var example\(index): some View {")
            for line in example.code.split(separator: "\n", omittingEmptySubsequences: false) where !line.allSatisfy(\.isWhitespace) {
                lines.append("        " + line)
            }
            lines.append("    }")
            lines.append("")
        }
        if let model = component.model {
            lines.append(sampleModel(model, indent: "    ", in: context).dropLastNewline())
        }
        if lines.last == "" { lines.removeLast() }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One call site: a test when it has checks, else a function that is only compiled.
    private static func function(_ title: String, _ name: String, call: String, type: String, checks: [String]) -> [String] {
        let head = checks.isEmpty ? ["    /// \(title): compiled, not run (the pinned type is its check).", "    func \(name)() {"]
            : ["    @Test(\"\(title.escapedForStringLiteral())\") func \(name)() {"]
        var lines = head
        lines.append("        let view = \(call)")
        lines.append("        let _: \(type) = view")
        lines += checks.map { "        " + $0 }
        return lines + ["    }", ""]
    }

    /// The checks that the view stores each property argument (a call's sample, the model's, or, `leftOut`,
    /// the default), for the types whose samples compare with `==`.
    private static func propertyChecks(_ initializer: InitializerPlan, of component: ComponentPlan, leftOut: Bool) -> [String] {
        var checks: [String] = []
        // A generated enum (`cases:`) is `Hashable`: its sample (a case) and its default compare too.
        let enums = Set(component.properties.filter { $0.enumeration != nil && !$0.isBinding }.map(\.name))
        func comparable(_ type: SwiftType, named name: String) -> String? {
            enums.contains(name) ? Samples.value(of: type, named: name) : Samples.comparableValue(of: type, named: name)
        }
        for parameter in initializer.parameters {
            switch parameter.role {
            case .property(let name):
                if leftOut, parameter.defaultValue != nil {
                    if let value = parameter.defaultValue, Samples.isComparable(parameter.type) || enums.contains(name) { checks.append("#expect(view.\(name) == \(value))") }
                } else if let value = comparable(parameter.type, named: name) {
                    checks.append("#expect(view.\(name) == \(value))")
                }
            case .model:
                for requirement in component.model?.requirements ?? [] where requirement.slot == nil
                    && component.properties.contains(where: { $0.name == requirement.name }) {
                    if let value = comparable(requirement.type, named: requirement.name) {
                        checks.append("#expect(view.\(requirement.name) == \(value))")
                    }
                }
            case .slotValue, .closureProperty, .builder:
                break
            }
        }
        return checks
    }

    /// `Card(title: "title text", actions: { Spacer() })`; `argument` returns nil to leave a parameter out.
    private static func call(_ component: ComponentPlan, _ initializer: InitializerPlan, argument: (Parameter) -> String?) -> String {
        "\(component.name)(" + initializer.parameters.compactMap { parameter in
            argument(parameter).map { (parameter.label.map { "\($0): " } ?? "") + $0 }
        }.joined(separator: ", ") + ")"
    }

    private static func expectedType(_ component: ComponentPlan, _ initializer: InitializerPlan) -> String {
        expectedType(component, initializer.fills)
    }

    /// A builder's sample closure is `{ Spacer() }`; what an author's result builder makes of it is left to
    /// inference (`_`, a type placeholder). A declared generic is its sample type, declared under its name.
    private static func expectedType(_ component: ComponentPlan, _ fills: [SlotFill]) -> String {
        // A slot of one view type is no generic argument.
        let arguments = component.generics.map(\.name) + zip(component.slots, fills).filter { $0.0.isGeneric }.map { slot, fill in
            guard fill.kind == .builder else { return fill.genericArgument!.description }
            return slot.resultBuilder == "ViewBuilder" ? "Spacer" : "_"
        }
        return arguments.isEmpty ? component.name : "\(component.name)<" + arguments.joined(separator: ", ") + ">"
    }

    private static func sampleModel(_ model: ModelPlan, indent: String, in context: PlannedComponents) -> String {
        var out = "\(indent)struct Sample\(model.name): \(model.name) {\n"
        for (index, requirement) in model.requirements.enumerated() {
            var value = Samples.value(of: requirement.type, named: requirement.name)
            if let form = requirement.form, let slot = requirement.slot {
                // A form's requirements are listed together, in its order.
                let position = model.requirements[..<index].count { $0.slot == slot }
                value = SwiftPrinter.expression(form.descriptor.samples(forSlot: slot, in: context).modelValues[position])
            }
            out += "\(indent)    var \(requirement.name): \(requirement.type) { \(value) }\n"
        }
        return out + "\(indent)}\n"
    }

    /// What a call passes for `parameter`: its form's sample, a property's, `{ Spacer() }` for a builder.
    private static func sample(_ parameter: Parameter, of initializer: InitializerPlan, in context: PlannedComponents) -> String {
        switch parameter.role {
        case .builder:
            // A slot with `input` takes a closure of one argument.
            if case .builderClosure = parameter.type { return "{ Spacer() }" }
            // A slot of one view type makes that type: the catalog's `sample` of it (`DSButton.sample`).
            if case .function(let parameters, let result) = parameter.type, parameters.isEmpty {
                if case .optional(let wrapped) = result { return "{ \(wrapped).sample }" }
                return "{ \(result).sample }"
            }
            return "{ _ in Spacer() }"
        case .model:
            if case .existential(let name) = parameter.type { return "Sample\(name)()" }
            return "Sample\(parameter.type)()"
        case .property, .closureProperty: return Samples.value(of: parameter.type, named: parameter.owner)
        case .slotValue(let slot):
            guard let form = parameter.form else { preconditionFailure("value parameter '\(parameter.name)' without its form") }
            // A form's parameters stand together in every initializer, in its order.
            let index = initializer.parameters.firstIndex(of: parameter) ?? 0
            let position = initializer.parameters[..<index].count { if case .slotValue(slot) = $0.role { true } else { false } }
            return SwiftPrinter.expression(form.descriptor.samples(forSlot: slot, in: context).arguments[position])
        }
    }

    /// The checks of what the view stores for one slot after the call (or, `leftOut`, after a call that
    /// leaves the slot's defaulted parameter out).
    private static func checks(_ fill: SlotFill, slot plan: SlotPlan, of initializer: InitializerPlan, leftOut: Bool, in context: PlannedComponents) -> [String] {
        var checks: [String] = []
        let slot = plan.name
        let stored = "view.\(slot)" + (fill.isStoredOptional ? "?" : "")
        if leftOut {
            if fill.kind == .value {
                // Left out, a value default is shown (an optional value then is not nil); `nil` shows nothing.
                let isOptional = initializer.parameters.first { $0.role == .slotValue(slot: slot) }?.type.isOptional ?? false
                if plan.presence.valueDefault(in: .values) == nil { checks.append("#expect(view.\(slot) == nil)") }
                else if isOptional { checks.append("#expect(view.\(slot) != nil)") }
            }
            if let flag = fill.presenceFlag { checks.append("#expect(!view.\(flag))") }
            return checks
        }
        switch fill.kind {
        case .builder:
            if fill.isStoredOptional { checks.append("#expect(view.\(slot) != nil)") }
        case .omitted:
            if fill.isStoredOptional { checks.append("#expect(view.\(slot) == nil)") }
        case .valueDefault:
            break
        case .value, .model:
            let samples = fill.form?.descriptor.samples(forSlot: slot, in: context)
            let check = (fill.kind == .value ? samples?.shows : samples?.showsFromModel)?.check(stored)
            if let check { checks.append(check) } else if fill.isStoredOptional { checks.append("#expect(view.\(slot) != nil)") }
        }
        if let flag = fill.presenceFlag { checks.append(fill.kind == .omitted ? "#expect(!view.\(flag))" : "#expect(view.\(flag))") }
        return checks
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

    func dropLastNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
