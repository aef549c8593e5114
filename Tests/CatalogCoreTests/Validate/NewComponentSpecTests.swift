import CatalogCore
import TestSupport
import Testing

/// Every spec `catalog new` can write validates: slot names that would hide a type the generated code
/// names get a `generic:` that does not, under every option, `--style`, `--order` and `--tokens`.
@Suite struct NewComponentSpecTests {
    /// Slot names whose generic parameter would hide a type the generated code names (SwiftUI's, Swift's,
    /// the value forms', the component's own and its style's), the names `new` picks instead, and plain ones.
    static let names = [
        "text", "image", "view", "label", "button", "content", "string", "bool", "never", "binding", "optional",
        "emptyView", "viewBuilder", "localizedStringKey", "localizedStringResource", "stringProtocol", "slotResolver",
        "attributedString", "swiftUI", "chip", "chipStyle", "chipStyleConfiguration", "defaultChipStyle", "chipStyleKey",
        "textView", "textView2", "imageView", "title", "icon",
    ]

    /// Each option `--slots` accepts, alone and with `optional` (but `optional+empty`, which the format
    /// refuses and `new` with it), and the value forms together.
    static let optionSets: [(optional: Bool, options: [String])] = [(false, [])] + SlotOption.allCases.map { (false, [$0.rawValue]) }
        + SlotOption.allCases.filter { $0 != .empty }.map { (true, [$0.rawValue]) }
        + [(true, []), (false, ["text", "systemImage"]), (false, ["text", "image", "unlabeled"]), (true, ["systemImage", "image"])]

    static let settings = "module: Kit\ntokens:\n  files: [../tokens/base.tokens.json]\n"
    static let tokens = #"{ "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } }, "# + #""color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#

    static func errors(_ spec: NewComponentSpec, textType: TextType? = nil) -> [String] {
        var files = ["specs/Chip.yaml": spec.text, "specs/catalog.yaml": settings + (textType.map { "textType: \($0.rawValue)\n" } ?? ""),
                     "tokens/base.tokens.json": tokens]
        files["specs/Card.yaml"] = "component: Card\nsummary: A card.\nslots:\n  - name: title\n"
        return Pipeline.validate(TokenRun.inputs(files)).diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    static func slot(_ name: String, _ set: (optional: Bool, options: [String])) -> NewComponentSpec.Slot {
        NewComponentSpec.Slot(name: name, optional: set.optional, options: set.options.compactMap(SlotOption.init(rawValue:)))
    }

    /// One slot of each name under each option set, plain, styleable, and ordered with a second slot.
    @Test(arguments: names) func oneSlotOfEveryOptionValidates(name: String) {
        for set in Self.optionSets {
            for style in [false, true] {
                var spec = NewComponentSpec(name: "Chip", slots: [Self.slot(name, set)], schemaPath: "../Generated/Docs/component.schema.json")
                spec.style = style
                #expect(Self.errors(spec) == [], "\(name):\(set) style: \(style)\n\(spec.text)")
                spec.slots.append(Self.slot(name == "icon" ? "title" : "icon", (true, ["systemImage"])))
                spec.order = spec.slots.map(\.name).reversed()
                spec.tokens = [.init(name: "gap", path: "space.small"), .init(name: "ink", path: "color.ink")]
                #expect(Self.errors(spec) == [], "\(name):\(set) style: \(style), order, tokens\n\(spec.text)")
            }
        }
    }

    /// All of them in one component (and a slot whose text value names catalog.yaml's text type): a name
    /// `new` picks for one slot is not another's.
    @Test(arguments: [false, true]) func everyNameTogetherValidates(style: Bool) {
        for textType in TextType.allCases {
            let slots = Self.names.map { Self.slot($0, (false, [])) } + [Self.slot("caption", (true, ["text"]))]
            var spec = NewComponentSpec(name: "Chip", slots: slots, schemaPath: "x")
            spec.style = style
            spec.textType = textType
            #expect(Self.errors(spec, textType: textType) == [], "\(textType)\n\(spec.text)")
        }
    }

    /// `text` gets `TextView` (a `textView` slot keeps its own, so `text` takes the next free one); a name
    /// that hides nothing gets no `generic:`.
    @Test func theGenericIsTheNameWithViewAndOnlyWhereNeeded() throws {
        let spec = NewComponentSpec(name: "Chip", slots: ["text", "textView", "title", "chip"].map { .init(name: $0) }, schemaPath: "x")
        #expect(spec.generics == ["TextView2", nil, nil, "ChipView"])
        #expect(spec.text.contains("  - name: text\n    generic: TextView2   # Text would hide the type Text, which the generated code names\n"))
        let catalog = try #require(SpecRun.catalog(["Chip.yaml": spec.text]))
        #expect(catalog.components.first?.slots.map(\.genericName) == ["TextView2", "TextView", "Title", "ChipView"])
    }
}
