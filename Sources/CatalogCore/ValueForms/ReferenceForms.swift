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
    public func control(_ arguments: [String]) -> String { arguments[0] }
    public var controlName: String { component }
    public var linkedComponent: String? { component }
    public var typeNames: Set<String> { [component] }
    public var authoredTypeNames: Set<String> { [component] }
    public var wording: String { "as a `\(component)`" }

    public func requirements(forSlot slot: String, in context: any ValueFormContext) -> [FormParameter] {
        [FormParameter(slot, context.modelName(ofComponent: component).map(SwiftType.existential) ?? storedType(in: context))]
    }
    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String {
        context.modelName(ofComponent: component) == nil ? arguments[0] : "\(component)(model: \(arguments[0]))"
    }

    public var formCase: ValueFormCase { .component(self) }
    /// The component's value type, as the SwiftUI parameter takes it.
    public var uikitBridge: (any UIKitBridge)? { nil }
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
    public func control(_ arguments: [String]) -> String { "\(resolver).resolve(\(arguments[0]))" }
    public var controlName: String { "\(resolver).resolve(_:)" }
    public var wording: String { "through `\(resolver)`" }
    public var controlIsMainActor: Bool { true }
    public var typeNames: Set<String> { SwiftNames.identifiers(in: resolver) }
    public var authoredTypeNames: Set<String> { typeNames }

    public func controlFromModel(_ arguments: [String], in context: any ValueFormContext) -> String { control(arguments) }

    public var formCase: ValueFormCase { .resolver(self) }
    /// The resolver's input, as the SwiftUI parameter takes it.
    public var uikitBridge: (any UIKitBridge)? { nil }
}
