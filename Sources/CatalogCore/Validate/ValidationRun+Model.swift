// The model: whether the component gets a model protocol, and its name.
extension ValidationRun {
    /// The model protocol's name, or nil; `init(model:)` then reserves the name `model`.
    mutating func resolveModel(_ spec: ComponentSpec, strategy: InitializerStrategy, slots: [Slot], properties: [Property],
                               usedNames: [String: SourceLocation]) -> String? {
        let name = modelName(spec, strategy: strategy, slots: slots, properties: properties)
        if name != nil, let clash = usedNames["model"] {
            error("'model' is reserved for init(model:); rename this or set model.generate: false", at: clash)
        }
        return name
    }

    /// Compact keeps a required slot without a value form as a builder beside the model; combinatorial
    /// would leave it out, so it gets no model.
    private mutating func modelName(_ spec: ComponentSpec, strategy: InitializerStrategy, slots: [Slot], properties: [Property]) -> String? {
        // A slot with `input` or one view type stays a closure beside the model in both strategies.
        let uncovered = strategy == .compact ? nil : slots.first { $0.presence == .required && $0.valueForms.isEmpty && $0.input == nil && $0.isGeneric }
        // A modifier property is not the model's to provide, nor one that only the builder family takes, nor
        // one whose type names a generic (a parameter beside it).
        let hasData = slots.contains { !$0.valueForms.isEmpty } || properties.contains { $0.isParameter && $0.isTaken(in: .values) && !$0.usesGenerics }
        let name = spec.model?.name ?? Located(SwiftNames.defaultModelName(forComponent: spec.name.value), at: spec.name.location)
        if let explicit = spec.model?.name { checkIdentifier(explicit, what: "model name") }
        switch spec.model?.generate?.value {
        case false?:
            return nil
        case true?:
            if !hasData {
                error("model.generate is true, but \(spec.name.value) has no value form and no property for a model to provide\(properties.contains(where: \.usesGenerics) ? " (a property whose type names a generic stays a parameter beside it)" : "")", at: spec.model!.generate!.location)
                return nil
            }
            if let uncovered {
                error("model.generate is true, but the required slot '\(uncovered.name)' has no value form for the model to provide (add options, or make it optional or empty)", at: spec.model!.generate!.location)
                return nil
            }
            return name.value
        case nil:
            return hasData && uncovered == nil ? name.value : nil
        }
    }
}
