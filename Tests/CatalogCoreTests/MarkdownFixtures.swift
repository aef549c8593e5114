@testable import CatalogCore
import TestSupport

/// Validated catalogs built in code, for the Markdown renderer's tests.
enum MarkdownFixture {
    static let location = SourceLocation(file: "specs/Test.yaml", line: 1, column: 1)

    static func located<Value>(_ value: Value) -> Located<Value> { Located(value, at: location) }

    static func slot(_ name: String, _ forms: [ValueForm] = [], optional: Bool = false, empty: Bool = false,
                     unlabeled: Bool = false, doc: String? = nil) -> Slot {
        Slot(name: name, genericName: name.prefix(1).uppercased() + name.dropFirst(),
             presence: optional ? .optional : empty ? .empty : .required, isUnlabeled: unlabeled, valueForms: forms, doc: doc, location: location)
    }

    static func property(_ name: String, _ type: String, default defaultValue: String? = nil, binding: Bool = false,
                         closure: Bool = false, doc: String? = nil) -> Property {
        Property(name: name, type: .written(type, isFunction: closure), defaultValue: defaultValue, isBinding: binding,
                 isClosure: closure, doc: doc, location: location)
    }

    static func component(_ name: String, summary: String, description: String? = nil, access: AccessLevel = .public,
                          strategy: InitializerStrategy = .combinatorial, properties: [Property] = [], slots: [Slot],
                          model: Bool = false, examples: [(title: String, code: String)] = []) -> Component {
        let info = Fixtures.info(name, summary: summary, description: description, access: access, strategy: strategy,
                                 examples: examples.map { Example(title: $0.title, code: $0.code, codeLocation: location) })
        return Component(info: info, modelLocation: location, uikitLocation: location, properties: properties,
                         slots: slots, modelName: model ? name + "Model" : nil)
    }

    static func catalog(_ components: [Component], module: String = "Catalog") -> Catalog {
        Catalog(module: module, textType: .localizedStringKey, maxInitializers: 64,
                components: components.sorted { $0.name < $1.name })
    }

    /// A title (text) and an optional SF Symbol: small enough to spell out its tables by hand.
    static let badge = component(
        "Badge", summary: "A short label with an optional symbol.",
        slots: [
            slot("title", [.text], doc: "The badge's text."),
            slot("icon", [.systemImage], optional: true, doc: "An SF Symbol shown before the text."),
        ],
        model: true,
        examples: [(title: "A plain badge", code: "Badge(title: \"New\")")])

    /// Uses `Badge`, has properties (a binding, a closure) and a model.
    static let card = component(
        "Card", summary: "A container with a title and optional actions.",
        description: "Longer text with `code`.\n\n# Usage\n\nPut it in a list.",
        properties: [
            property("isSelected", "Bool", default: "false", doc: "Whether the card is highlighted."),
            property("isOn", "Bool", binding: true),
            property("onTap", "() -> Void", default: "{}", closure: true),
        ],
        slots: [
            slot("title", [.text], doc: "The headline."),
            slot("marker", [.component("Badge")], optional: true),
            slot("actions", optional: true),
        ],
        model: true)

    /// Uses `Card` and `Badge`, compact, with a resolver and an image.
    static let row = component(
        "Row", summary: "One line of a list.", strategy: .compact,
        slots: [
            slot("leading", [.image, .systemImage], unlabeled: true),
            slot("content", [.component("Card")], empty: true),
            slot("status", [.resolver("StatusResolver")], optional: true),
            slot("marker", [.component("Badge")], optional: true),
        ])

    static var composed: Catalog { catalog([row, card, badge]) }

    /// Author text that tries everything that could break a page: pipes, backticks, comment ends, line breaks,
    /// HTML, brackets, block markers, fences. `tag`-end marks its end, to prove nothing after a break is lost.
    static func hostile(_ tag: String) -> String {
        "\(tag)-start | pipe \\| `tick` ``double`` ` ``` */ <script>alert('\(tag)')</script> ] ( [x]( "
            + "<!-- c --> & &amp; <b>\n# heading?\n- list?\n\n| a | b |\n|---|---|\n| `<i>` | `x|<script>y</script>` |\n"
            + "\\`<script>x</script>` `a|<script>y</script>` \\\n```\n<SCRIPT>fence('\(tag)')</SCRIPT>\n\(tag)-end"
    }

    static var hostileCatalog: Catalog {
        let victim = component(
            "Victim", summary: hostile("summary"),
            description: hostile("description") + "\n```\n" + hostile("descriptionTail"),
            properties: [
                property("count", hostile("type"), default: hostile("default"), doc: hostile("propertyDoc")),
                property("isOn", "Bool", binding: true, doc: hostile("bindingDoc")),
            ],
            slots: [
                slot("title", [.text], doc: hostile("titleDoc")),
                slot("marker", [.component("Badge")], optional: true, doc: hostile("markerDoc")),
            ],
            model: true,
            examples: [(title: hostile("exampleTitle"), code: hostile("exampleCode") + "\n````\n``````")])
        return catalog([victim, badge], module: "Catalog")
    }

    /// `count` components spread over the alphabet, each with one or two slots.
    static func large(_ count: Int) -> Catalog {
        let words = ["Avatar", "Banner", "Chip", "Dial", "Entry", "Field", "Gauge", "Header", "Icon", "Jumbo",
                     "Knob", "Label", "Meter", "Note", "Option", "Panel", "Quote", "Rating", "Stack", "Tile",
                     "Uploader", "Viewer", "Widget", "Xray", "Yield", "Zone"]
        let components = (0..<count).map { index in
            let name = words[index % words.count] + String(index / words.count)
            return component(name, summary: "Component number \(index).",
                             slots: [slot("title", [.text])] + (index % 2 == 0 ? [slot("detail", optional: true)] : []))
        }
        return catalog(components)
    }
}
