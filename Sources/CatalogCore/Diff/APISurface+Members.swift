// A component's members as `catalog diff` compares them: properties (with their twins), chained methods,
// the model protocol and the style.

public struct PropertySurface: Hashable, Sendable {
    public var name: String
    /// As written in the spec (`Bool` for a binding).
    public var type: String
    /// Its default in each family of initializers (the same in both unless written per family).
    public var defaults: PerFamily<String?>
    /// The cases of its generated enum (`cases:`), in order; nil for a type the author wrote.
    public var cases: [String]? = nil
    /// The families whose initializers take it (`families:`), sorted; `values` alone without slots.
    public var families: [ParameterFamily]
    public var isBinding: Bool
    /// The shape its initializer parameters have (`Binding<Bool>`, `@escaping () -> Void`).
    public var parameterShape: ParameterShape
    /// `twin:`'s second parameter and its conversion; nil without one.
    public var twin: TwinSurface? = nil
}

/// `twin:` as callers see it: `selectionState: Binding<SelectionState>`, converted by `convert`.
public struct TwinSurface: Hashable, Sendable {
    public var parameter: String
    public var convert: String
}

/// A method callers chain (`.inputState(.error)`), read from the declaration the Swift file prints.
public struct MethodSurface: Hashable, Sendable {
    /// `func inputState(_ value: InputState) -> Self`, without attributes or access.
    public var signature: String
    /// `inputState(_:)`.
    public var selector: String
    /// The modifier property it sets.
    public var property: String
    /// The deprecation message, or `renamed to …` for a forwarder; nil when not deprecated.
    public var deprecation: String?

    init(_ declaration: SwiftDeclaration, selector: String, property: String) {
        self.selector = selector
        self.property = property
        if case .function(var function) = declaration.kind {
            function.modifiers = []
            signature = SwiftPrinter.head(of: function)
        } else {
            signature = selector
        }
        deprecation = declaration.attributes.lazy.compactMap { attribute -> String? in
            switch attribute {
            case .deprecated(let message): message
            case .renamed(let selector, _): "renamed to \(selector)"
            default: nil
            }
        }.first
    }
}

public struct ModelSurface: Hashable, Sendable {
    public struct Requirement: Hashable, Sendable {
        public var name: String
        public var type: String
        /// The requirement a default implementation reads (a rename's two names); nil: conforming types implement it.
        public var defaultReads: String? = nil
    }

    public var name: String
    public var requirements: [Requirement]
}

/// A styleable component's style (SPEC, "Styles"): what a style's author and its callers depend on.
public struct StyleSurface: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public var name: String
        public var type: String
    }

    /// `CardStyle`.
    public var protocolName: String
    /// `cardStyle(_:)`.
    public var modifier: String
    /// `CardStyleConfiguration`'s members, which styles read.
    public var configuration: [Member]
}

extension Parameter {
    /// The plain property the parameter passes, if any.
    var passesProperty: String? {
        switch role {
        case .property(let name), .closureProperty(let name): name
        case .slotValue, .builder, .model: nil
        }
    }
}
