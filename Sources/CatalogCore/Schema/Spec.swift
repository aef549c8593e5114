// The spec as the author wrote it (../shared/SPEC.md), typed, with the position of every value.
// Nothing here is resolved yet: `ref:` is not followed and defaults are not applied (see Validate/).

public enum AccessLevel: String, CaseIterable, Hashable, Sendable, Codable {
    case `public`, `package`, `internal`
}

public enum InitializerStrategy: String, CaseIterable, Hashable, Sendable, Codable {
    case combinatorial, compact
}

public enum TextType: String, CaseIterable, Hashable, Sendable, Codable {
    case localizedStringKey = "LocalizedStringKey"
    case localizedStringResource = "LocalizedStringResource"
    /// One `AttributedString` parameter, no verbatim twin; literals are not localized.
    case attributedString = "AttributedString"
}

public enum SlotOption: String, CaseIterable, Hashable, Sendable, Codable {
    case text, systemImage, image, unlabeled, empty
}

/// `specs/catalog.yaml`: catalog-wide settings and shared slots.
public struct CatalogSettingsSpec: Hashable, Sendable {
    public var file: String
    public var module: Located<String>?
    public var access: Located<AccessLevel>?
    public var textType: Located<TextType>?
    public var initializers: Located<InitializerStrategy>?
    public var maxInitializers: Located<Int>?
    /// Where `catalog generate` writes when no `--output` is given (relative to the package).
    public var output: Located<String>?
    /// Shared slot definitions, reused with `ref:`; each one's `name` is its key.
    public var slots: [SlotSpec]

    public init(file: String, module: Located<String>? = nil, access: Located<AccessLevel>? = nil,
                textType: Located<TextType>? = nil, initializers: Located<InitializerStrategy>? = nil,
                maxInitializers: Located<Int>? = nil, slots: [SlotSpec] = []) {
        self.file = file
        self.module = module
        self.access = access
        self.textType = textType
        self.initializers = initializers
        self.maxInitializers = maxInitializers
        self.slots = slots
    }
}

public struct ComponentSpec: Hashable, Sendable {
    public var file: String
    /// The `component:` key's value; its location is where component-wide diagnostics point.
    public var name: Located<String>
    public var summary: Located<String>
    public var description: Located<String>?
    public var access: Located<AccessLevel>?
    public var initializers: Located<InitializerStrategy>?
    public var properties: [PropertySpec]
    public var slots: [SlotSpec]
    public var model: ModelSpec?
    public var examples: [ExampleSpec]
    /// The parameter order of every initializer; the list's own location is where a missing name is reported.
    public var order: Located<[Located<String>]>?
    public var state: [StateSpec] = []

    public init(file: String, name: Located<String>, summary: Located<String>, description: Located<String>? = nil,
                access: Located<AccessLevel>? = nil, initializers: Located<InitializerStrategy>? = nil,
                properties: [PropertySpec] = [], slots: [SlotSpec], model: ModelSpec? = nil,
                examples: [ExampleSpec] = []) {
        self.file = file
        self.name = name
        self.summary = summary
        self.description = description
        self.access = access
        self.initializers = initializers
        self.properties = properties
        self.slots = slots
        self.model = model
        self.examples = examples
    }
}

public struct PropertySpec: Hashable, Sendable {
    public var name: Located<String>
    /// A Swift type as written in source.
    public var type: Located<String>
    /// A Swift expression; absent means the parameter is required.
    public var defaultValue: Located<String>?
    public var binding: Located<Bool>?
    public var doc: Located<String>?

    public init(name: Located<String>, type: Located<String>, defaultValue: Located<String>? = nil,
                binding: Located<Bool>? = nil, doc: Located<String>? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.binding = binding
        self.doc = doc
    }
}

public struct SlotSpec: Hashable, Sendable {
    /// The slot's name; for a shared slot in catalog.yaml, its key.
    public var name: Located<String>
    public var ref: Located<String>?
    public var options: [Located<SlotOption>]?
    public var optional: Located<Bool>?
    public var component: Located<String>?
    public var resolver: Located<String>?
    public var doc: Located<String>?
    /// The result builder of the slot's closure (default `ViewBuilder`).
    public var builder: Located<String>?
    /// A view expression shown when the slot is left out (compact only).
    public var defaultContent: Located<String>?
    /// The generic parameter's name, when the default would shadow a type.
    public var generic: Located<String>?
    /// Overrides the catalog's text type for this slot's `text` form.
    public var textType: Located<TextType>?

    public init(name: Located<String>, ref: Located<String>? = nil, options: [Located<SlotOption>]? = nil,
                optional: Located<Bool>? = nil, component: Located<String>? = nil,
                resolver: Located<String>? = nil, doc: Located<String>? = nil) {
        self.name = name
        self.ref = ref
        self.options = options
        self.optional = optional
        self.component = component
        self.resolver = resolver
        self.doc = doc
    }
}

/// A `state:` entry: stored SwiftUI state the hand-written body uses; never a parameter.
public struct StateSpec: Hashable, Sendable {
    public var name: Located<String>
    public var wrapper: Located<String>
    public var type: Located<String>?
    public var defaultValue: Located<String>?
    public var keyPath: Located<String>?
}

public struct ModelSpec: Hashable, Sendable {
    /// Where `model:` was written.
    public var location: SourceLocation
    public var name: Located<String>?
    public var generate: Located<Bool>?

    public init(location: SourceLocation, name: Located<String>? = nil, generate: Located<Bool>? = nil) {
        self.location = location
        self.name = name
        self.generate = generate
    }
}

public struct ExampleSpec: Hashable, Sendable {
    public var title: Located<String>
    public var code: Located<String>

    public init(title: Located<String>, code: Located<String>) {
        self.title = title
        self.code = code
    }
}

/// Everything read from a specs folder, before validation.
public struct SpecSet: Hashable, Sendable {
    public var settings: CatalogSettingsSpec?
    public var components: [ComponentSpec]

    public init(settings: CatalogSettingsSpec? = nil, components: [ComponentSpec] = []) {
        self.settings = settings
        self.components = components
    }
}
