/// The initializers as a reader calls them, for the rows both references open with:
/// `Card(title: LocalizedStringKey) { … }` rather than the full declaration.
enum CallForms {
    /// `Card(title: LocalizedStringKey) { … } actions: { … }`: values in the parentheses (with their defaults), builders as
    /// trailing closures when they come last (Swift's multiple trailing closures), `{ … }` for a closure.
    static func callForm(_ initializer: InitializerPlan, of plan: ComponentPlan) -> String {
        let parameters = initializer.parameters
        // Builders trail only when no value parameter follows them (`order:` can put one after).
        var trailingStart = parameters.count
        while trailingStart > 0, parameters[trailingStart - 1].resultBuilder != nil { trailingStart -= 1 }
        let inside = parameters[..<trailingStart].map { parameter -> String in
            var value = parameter.resultBuilder != nil ? "{ … }" : parameter.type.description
            // A default says the argument can be left out (`tone: Tone = .info`).
            if parameter.resultBuilder == nil, let defaultValue = parameter.defaultValue { value += " = " + SwiftPrinter.expression(defaultValue) }
            return parameter.label.map { "\($0): \(value)" } ?? value
        }
        var text = plan.name
        if !inside.isEmpty || trailingStart == parameters.count { text += "(" + inside.joined(separator: ", ") + ")" }
        for (index, parameter) in parameters[trailingStart...].enumerated() {
            text += index == 0 ? " { … }" : " \(parameter.label ?? "_"): { … }"
        }
        return text
    }

    /// What the call takes, in a few words per family.
    static func kind(_ family: InitializerFamily) -> String {
        switch family {
        case .viewBuilder: "views"
        case .typeBased: "values"
        case .protocolBased: "a model"
        case .conditional: "slots left out"
        }
    }

    /// Rows of `Call · Takes · Description`, in the plan's order; deprecated initializers say so.
    /// `summaries`: each initializer's, in the same order (`ComponentDeclarations.summaries`).
    static func rows(of plan: ComponentPlan, summaries: [String], code: (String) -> String, prose: (String) -> String) -> [[String]] {
        zip(plan.initializers, summaries).map { initializer, summary in
            // A rename's forwarder says so in its summary ("Deprecated: renamed to …").
            let deprecated = initializer.isDeprecated && initializer.renamedTo == nil ? "Deprecated. " : ""
            return [code(callForm(initializer, of: plan)), kind(initializer.family), deprecated + prose(summary)]
        }
    }

    static let header = ["Call", "Takes", "Description"]
}
