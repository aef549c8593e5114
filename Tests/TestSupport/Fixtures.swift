// Internal memberwise initializers of the catalog values: only tests build them by hand.
@testable import CatalogCore

/// Validated catalogs built in code, for planner and renderer tests that should not depend on the loader.
public enum Fixtures {
    public static let here = SourceLocation(file: "specs/Test.yaml", line: 1, column: 1)

    public static func slot(_ name: String, optional: Bool = false, empty: Bool = false, unlabeled: Bool = false,
                     _ forms: ValueForm..., doc: String? = nil) -> Slot {
        Slot(name: name, genericName: name.prefix(1).uppercased() + name.dropFirst(),
             presence: optional ? .optional : empty ? .empty : .required, isUnlabeled: unlabeled, valueForms: forms, doc: doc, location: here)
    }

    public static func property(_ name: String, _ type: String, default defaultValue: String? = nil,
                         binding: Bool = false, closure: Bool = false, doc: String? = nil) -> Property {
        Property(name: name, type: .written(type, isFunction: closure), defaultValue: defaultValue, isBinding: binding,
                 isClosure: closure, doc: doc, location: here)
    }

    public static func component(_ name: String, strategy: InitializerStrategy = .combinatorial, access: AccessLevel = .public,
                          properties: [Property] = [], slots: [Slot], model: Bool = true,
                          summary: String = "A test component.") -> Component {
        Component(info: info(name, summary: summary, access: access, strategy: strategy), modelLocation: here, uikitLocation: here,
                  properties: properties, slots: slots, modelName: model ? "\(name)Model" : nil)
    }

    /// A stable component's description with nothing else set, as validation builds it.
    public static func info(_ name: String, summary: String, description: String? = nil, access: AccessLevel,
                            strategy: InitializerStrategy, examples: [Example] = []) -> ComponentInfo {
        ComponentInfo(name: name, file: "specs/\(name).yaml", location: here, summary: summary, description: description,
                      group: nil, status: .stable, tags: [], examples: examples, access: access, strategy: strategy,
                      deprecation: nil, availability: [], isStyled: false, isUIKit: false)
    }

    public static func catalog(_ components: Component..., textType: TextType = .localizedStringKey) -> Catalog {
        Catalog(module: "Catalog", textType: textType, maxInitializers: 64,
                components: components.sorted { $0.name < $1.name })
    }

    public static let card = component("Card", slots: [slot("title", .text, doc: "The headline."), slot("actions", optional: true)])
}

/// The value forms by the names the spec gives them, from the registry.
extension ValueForm {
    public static func option(_ name: String, textType: TextType = .localizedStringKey) -> ValueForm {
        guard let option = SlotOption(rawValue: name), let form = ValueFormRegistry.form(for: option, textType: textType) else {
            preconditionFailure("'\(name)' is not an option of ValueFormRegistry that adds a value form")
        }
        return ValueForm(form)
    }
    public static let text = option("text")
    public static let systemImage = option("systemImage")
    public static let image = option("image")
    public static func component(_ name: String) -> ValueForm { ValueForm(ComponentForm(component: name)) }
    public static func resolver(_ name: String) -> ValueForm { ValueForm(ResolverForm(resolver: name)) }
}
