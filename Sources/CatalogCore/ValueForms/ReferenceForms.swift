/// `component: Badge`: another catalog component in its value-typed form; in the model, its model protocol.
public struct ComponentForm: ValueFormDescriptor {
    public let component: String
    public init(component: String) { self.component = component }

    public var key: String { "component:\(component)" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { storedType(in: context) }
    public func storedType(in context: ValueFormContext) -> SwiftType {
        context.valueType(ofComponent: component) ?? .named(component)
    }
    public func control(_ argument: String) -> String { argument }
    public var controlName: String { component }
    public var linkedComponent: String? { component }
    public var typeNames: Set<String> { [component] }
    public var wording: String { "as a `\(component)`" }

    public func requirementType(in context: ValueFormContext) -> SwiftType {
        context.modelName(ofComponent: component).map(SwiftType.existential) ?? storedType(in: context)
    }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String {
        context.modelName(ofComponent: component) == nil ? argument : "\(component)(model: \(argument))"
    }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String {
        context.modelName(ofComponent: component) == nil ? "\(storedType(in: context)).sample"
            : "\(component)(model: \(sampleRequirementValue(forSlot: slot, in: context)))"
    }
    public func check(_ stored: String, slot: String) -> String? { nil }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String {
        context.modelName(ofComponent: component).map { "Planned\(component).Sample\($0)()" } ?? "\(storedType(in: context)).sample"
    }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}

/// `resolver: PriorityResolver`: takes `PriorityResolver.Input`, shows `PriorityResolver.resolve(_:)`.
public struct ResolverForm: ValueFormDescriptor {
    public let resolver: String
    public init(resolver: String) { self.resolver = resolver }

    public var key: String { "resolver:\(resolver)" }
    public func parameterType(in context: ValueFormContext) -> SwiftType { .named("\(resolver).Input") }
    public func storedType(in context: ValueFormContext) -> SwiftType { .named("\(resolver).Output") }
    public func control(_ argument: String) -> String { "\(resolver).resolve(\(argument))" }
    public var controlName: String { "\(resolver).resolve(_:)" }
    public var wording: String { "through `\(resolver)`" }
    public var typeNames: Set<String> { SwiftNames.identifiers(in: resolver) }

    public func requirementType(in context: ValueFormContext) -> SwiftType { parameterType(in: context) }
    public func controlFromModel(_ argument: String, in context: ValueFormContext) -> String { control(argument) }

    public func sampleArgument(forSlot slot: String, in context: ValueFormContext) -> String { "\(resolver).Input.sample" }
    public func check(_ stored: String, slot: String) -> String? { nil }
    public func sampleRequirementValue(forSlot slot: String, in context: ValueFormContext) -> String { "\(resolver).Input.sample" }
    public func checkFromModel(_ stored: String, slot: String) -> String? { nil }
}
