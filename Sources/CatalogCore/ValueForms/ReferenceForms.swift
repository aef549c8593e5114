/// `component: Badge`: another catalog component in its value-typed form; in the model, its model protocol.
public struct ComponentForm: ValueFormDescriptor {
    public let component: String
    public init(component: String) { self.component = component }

    public var key: String { "component:\(component)" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, storedType(in: context))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType {
        context.valueType(ofComponent: component) ?? .named(component)
    }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { arguments[0] }
    public var controlName: String { component }
    public var linkedComponent: String? { component }
    public var typeNames: Set<String> { [component] }
    public var authoredTypeNames: Set<String> { [component] }
    public var wording: String { "as a `\(component)`" }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, context.modelName(ofComponent: component).map(SwiftType.existential) ?? storedType(in: context))]
    }
    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression {
        context.modelName(ofComponent: component) == nil ? arguments[0] : .call(component, .init("model", arguments[0]))
    }

    /// Its value type's `sample`, or the component made of its sample model; what it shows is its own.
    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        let model = context.sampleModel(ofComponent: component)
        let value = SwiftExpression.member(storedType(in: context).description, "sample")
        return FormSamples([model.map { .call(component, .init("model", $0)) } ?? value], shows: nil, model: [model ?? value], showsFromModel: nil)
    }
    /// The component's value type, as the SwiftUI parameter takes it.
    public var uikitReading: UIKitReading { .keepsParameterType }

    /// `component: Badge`: a component of the catalog, other than the slot's own, that a value can make.
    static func read(_ name: String, in context: any ReferenceContext) -> ReferenceReading {
        guard let target = context.components[name] else {
            var message = "no component named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: context.components.keys.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            return ReferenceReading(nil, problem: message)
        }
        let form = ComponentForm(component: name)
        if name == context.componentName { return ReferenceReading(form, problem: "component '\(name)' cannot contain itself") }
        if let generic = target.generics.first {
            // Its value type would have to name a type for each generic, which no value chooses.
            return ReferenceReading(form, problem: "component '\(name)' cannot be used as a value: it is generic over '\(generic.name.value)', which a value of \(context.componentName) could not choose")
        }
        guard let (missing, hasDefault) = context.slotWithoutValueForm(in: target) else { return ReferenceReading(form) }
        return ReferenceReading(form, problem: hasDefault
            ? "component '\(name)' cannot be used as a value: the type of its slot '\(missing)''s default content cannot be named"
            : "component '\(name)' cannot be used as a value: its required slot '\(missing)' has no value form (add options, or make it optional or empty)")
    }
}

/// `resolver: PriorityResolver`: takes `PriorityResolver.Input`, shows `PriorityResolver.resolve(_:)`.
public struct ResolverForm: ValueFormDescriptor {
    public let resolver: String
    public init(resolver: String) { self.resolver = resolver }

    public var key: String { "resolver:\(resolver)" }
    public func parameters(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, .named("\(resolver).Input"))]
    }
    public func storedType(in context: any ValueFormContext) -> SwiftType { .named("\(resolver).Output") }
    public func control(_ arguments: [SwiftExpression]) -> SwiftExpression { .call(.member(resolver, "resolve"), [.unlabeled(arguments[0])]) }
    public var controlName: String { "\(resolver).resolve(_:)" }
    public var wording: String { "through `\(resolver)`" }
    public var controlIsMainActor: Bool { true }
    public var usesSlotResolver: Bool { true }
    public var typeNames: Set<String> { SwiftNames.identifiers(in: resolver) }
    public var authoredTypeNames: Set<String> { typeNames }

    public func controlFromModel(_ arguments: [SwiftExpression], in context: any ValueFormContext) -> SwiftExpression { control(arguments) }

    /// The input's `sample`: the stored view shows the texts the resolver makes of it.
    public func samples(forSlot slot: String, in context: any SampleContext) -> FormSamples {
        let input = SwiftExpression.member(.member(resolver, "Input"), "sample"), shown = ShownSample.textsOf(control([.member(nil, "sample")]))
        return FormSamples([input], shows: shown, model: [input], showsFromModel: shown)
    }
    /// The resolver's input, as the SwiftUI parameter takes it.
    public var uikitReading: UIKitReading { .keepsParameterType }

    /// `resolver: PriorityResolver`: a type's name (`Resolvers.Priority` too), not a function type.
    static func read(_ name: String, in context: any ReferenceContext) -> ReferenceReading {
        guard case .written(_, isFunction: false)? = SwiftSyntaxChecks.parseType(name), !name.contains(" ") else {
            return ReferenceReading(nil, problem: "resolver '\(name)' is not a type name")
        }
        return ReferenceReading(ResolverForm(resolver: name))
    }
}
