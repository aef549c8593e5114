@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `generics:` on a component (revision 4): each with its exact, positioned diagnostic, and
/// what it makes of the plan and the declarations.
@Suite struct GenericsRuleTests {
    static let header = "component: CardList\nsummary: Cards.\n"
    /// A valid card list: `Element` is inferred from `elements` and from the `card` closure's argument
    /// (`onSelect` names it too, but a call may leave it out). GenericsCompileTests compiles it.
    static let cardList = header + """
        generics:
          - name: Element
            constraint: Identifiable
        properties:
          - name: elements
            type: "[Element]"
          - name: spacing
            type: Double
            default: "8"
          - name: onSelect
            type: "((Element) -> Void)?"
            default: "nil"
        slots:
          - name: title
            optional: true
            options: [text]
          - name: card
            input: Element

        """

    static func plan(_ spec: String, strategy: String = "compact", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ComponentPlan {
        let files = ["CardList.yaml": spec + "initializers: \(strategy)\n"]
        let catalog = try #require(SpecRun.catalog(files), "\(SpecRun.diagnostics(files))", sourceLocation: sourceLocation)
        return try #require(Planner.plan(catalog).components.first, sourceLocation: sourceLocation)
    }

    @Test func namesAndConstraints() {
        #expect(SpecRun.diagnostics(["CardList.yaml": Self.header + """
            generics:
              - name: element
              - name: Item
                constraint: "Identifiable &"
              - name: Item
              - { name: Self }
              - name: Text
              - name: Key
                constraint: "any Hashable"
            properties:
              - name: elements
                type: "[Text: Item]"

            """]) == [
                "specs/CardList.yaml:4:11: error: generic parameter 'element' must be UpperCamelCase",
                "specs/CardList.yaml:6:17: error: constraint 'Identifiable &' is not what Swift accepts after 'Item:' (a protocol, a class, or a composition such as 'Hashable & Sendable')",
                "specs/CardList.yaml:7:11: error: duplicate generic parameter 'Item' (first at 5:11)",
                "specs/CardList.yaml:8:13: error: generic parameter 'Self' is a reserved word in Swift",
                "specs/CardList.yaml:9:11: error: generic parameter 'Text' would hide the type 'Text' that CardList's generated code uses; choose another name",
                "specs/CardList.yaml:11:17: error: constraint 'any Hashable' is not what Swift accepts after 'Key:' (a protocol, a class, or a composition such as 'Hashable & Sendable')",
            ])
    }

    /// A generic must be named by a parameter every initializer requires; a defaulted property or a
    /// modifier's is not one, and the message names both.
    @Test func everyGenericNeedsARequiredParameter() {
        #expect(SpecRun.diagnostics(["CardList.yaml": Self.header + """
            generics:
              - name: Element
              - name: Selection
              - name: Accent
              - name: Value
            properties:
              - name: selection
                type: Selection?
                default: "nil"
              - name: accent
                type: Accent
                default: .init()
                modifier: true
              - name: values
                type: "[String: Value]"
            slots:
              - name: card
                input: Value

            """]) == [
                "specs/CardList.yaml:4:11: error: generic parameter 'Element' is named by no parameter of CardList: Swift infers it at each call from an argument; name it in the type of a property without a default (elements: [Element]) or in a slot's input (input: Element)",
                "specs/CardList.yaml:5:11: error: generic parameter 'Selection' is named only by property 'selection', which has a default, so a call may leave it out: Swift could not infer Selection at such a call; name it in a parameter every initializer requires (a property without a default, or a slot's input)",
                "specs/CardList.yaml:6:11: error: generic parameter 'Accent' is named only by property 'accent', which its method .accent(_:) sets, and no initializer takes: Swift could not infer Accent at such a call; name it in a parameter every initializer requires (a property without a default, or a slot's input)",
            ])
    }

    /// A slot's generic parameter must not take a declared generic's name, nor hide a constraint's type;
    /// a member type named like a generic (`Place.Element`) is not the generic.
    @Test func namesAgainstTheSlotsAndTheGeneratedCode() {
        #expect(SpecRun.diagnostics(["CardList.yaml": Self.header + """
            generics:
              - name: Element
                constraint: Identifiable
              - name: CardList
              - name: Key
            properties:
              - name: elements
                type: "[Element]"
              - name: keys
                type: "[Key]"
              - name: other
                type: "[String].Element"
            slots:
              - name: element
                input: Element
              - name: identifiable
                optional: true

            """]) == [
                "specs/CardList.yaml:6:11: error: generic parameter 'CardList' is named by no parameter of CardList: Swift infers it at each call from an argument; name it in the type of a property without a default (elements: [CardList]) or in a slot's input (input: CardList)",
                "specs/CardList.yaml:6:11: error: generic parameter 'CardList' would hide the type 'CardList' that CardList's generated code uses; choose another name",
                "specs/CardList.yaml:16:11: error: slot 'element' would have the generic parameter 'Element', which the component's generics declare; set 'generic' to another name",
                "specs/CardList.yaml:18:11: error: slot 'identifiable' would have the generic parameter 'Identifiable', which hides the type 'Identifiable' that CardList's generated code uses; set 'generic' to another name (the slot keeps its label)",
            ])
    }

    /// A style, a UIKit view and another component's `component:` slot would each have to choose the generics.
    @Test func stylesUIKitViewsAndValuesRefuseGenerics() {
        let generic = "generics: [{ name: Element }]\nproperties:\n  - { name: elements, type: \"[Element]\" }\n"
        #expect(SpecRun.diagnostics([
            "CardList.yaml": Self.header + "style: true\nuikit: true\n" + generic,
            "Shelf.yaml": "component: Shelf\nsummary: A shelf.\nslots:\n  - name: list\n    component: CardList\n",
        ]) == [
            "specs/CardList.yaml:3:8: error: a component with generics cannot have a style: CardListStyleConfiguration would hold values of type 'Element', and a style is not generic; remove 'style: true' or the generics",
            "specs/CardList.yaml:4:8: error: a component with generics cannot have a UIKit view: CardListView would have to choose 'Element'; remove 'uikit: true' or the generics",
            "specs/Shelf.yaml:5:16: error: component 'CardList' cannot be used as a value: it is generic over 'Element', which a value of Shelf could not choose",
        ])
        #expect(SpecRun.diagnostics([
            "catalog.yaml": "styles: true\nuikit: true\n",
            "CardList.yaml": Self.header + generic,
        ]) == [
            "specs/CardList.yaml:3:20: error: catalog.yaml's 'styles: true' makes every component styleable, and CardList has generics, which CardListStyleConfiguration could not hold; set 'style: false' on CardList",
            "specs/CardList.yaml:3:20: error: catalog.yaml's 'uikit: true' gives every component a UIKit view, and CardList has generics, which CardListView would have to choose; set 'uikit: false' on CardList",
        ])
        #expect(SpecRun.diagnostics([
            "catalog.yaml": "styles: true\nuikit: true\n",
            "CardList.yaml": Self.header + "style: false\nuikit: false\n" + generic,
        ]) == [])
    }

    /// Declared generics come first in the struct's parameters, with their constraints (a composition too);
    /// a property that names one stays beside the model, which requires the others.
    @Test(arguments: ["compact", "combinatorial"]) func theStructAndTheModel(strategy: String) throws {
        let spec = Self.cardList.replacingOccurrences(of: "constraint: Identifiable", with: "constraint: Hashable & Sendable")
        let plan = try Self.plan(spec, strategy: strategy)
        let declarations = ComponentDeclarations(plan)
        #expect(SwiftPrinter.head(of: declarations.structure.kind) == "public struct CardList<Element: Hashable & Sendable, Title: View, Card: View>: View")
        #expect(plan.model?.requirements.map(\.name) == ["title", "spacing"])
        let model = try #require(plan.initializers.first { $0.family == .protocolBased })
        #expect(model.selector == "init(model:elements:onSelect:card:)")
        // It calls the type-based initializer with them (issue 38).
        #expect(model.delegation?.contains { $0.label == "elements" && $0.expression.description == "elements" } == true)
        #expect(model.delegation?.contains { $0.label == "spacing" && $0.expression.description == "model.spacing" } == true)
        #expect(plan.generics.map(\.inferredFrom) == [["elements", "card"]])
        // Every initializer takes `elements` without a default.
        try #require(!plan.initializers.isEmpty)
        for initializer in plan.initializers {
            #expect(initializer.parameters.contains { $0.name == "elements" && $0.defaultValue == nil && $0.type.description == "[Element]" }, "\(initializer.selector)")
        }
        let component = try #require(SpecRun.catalog(["CardList.yaml": spec + "initializers: \(strategy)\n"])?.components.first)
        #expect(InitializerCount.of(component) == plan.initializers.count)
        #expect(plan.valueType == nil)
    }

    /// Properties that name a generic alone give no model (a protocol cannot require them): `model.generate: true` says why.
    @Test func aGenericPropertyAloneGivesNoModel() throws {
        let spec = Self.header + "generics: [{ name: Element }]\nproperties:\n  - { name: elements, type: \"[Element]\" }\n"
        #expect(try Self.plan(spec).model == nil)
        #expect(SpecRun.diagnostics(["CardList.yaml": spec + "model: { generate: true }\n"]) == [
            "specs/CardList.yaml:6:20: error: model.generate is true, but CardList has no value form and no property for a model to provide (a property whose type names a generic stays a parameter beside it)",
        ])
    }

    /// Renamed, a property beside the model gets its forwarder in `init(model:)` too; the count agrees.
    @Test func aRenamedGenericPropertyKeepsItsOldLabelBesideTheModel() throws {
        let spec = Self.cardList.replacingOccurrences(of: "type: \"[Element]\"", with: "type: \"[Element]\"\n    renamed: items")
        let plan = try Self.plan(spec)
        #expect(plan.initializers.filter { $0.family == .protocolBased }.map(\.selector) == ["init(model:elements:onSelect:card:)", "init(model:items:onSelect:card:)"])
        let component = try #require(SpecRun.catalog(["CardList.yaml": spec + "initializers: compact\n"])?.components.first)
        #expect(InitializerCount.of(component) == plan.initializers.count)
    }

    /// Both reference pages list each generic, its constraint and what a call infers it from; the model
    /// section says which properties stay beside the model.
    @Test func theReferencePagesListTheGenerics() throws {
        let catalog = try #require(SpecRun.catalog(["CardList.yaml": Self.cardList + "initializers: compact\n"]))
        let pages = Dictionary(uniqueKeysWithValues: MarkdownRenderer.render(Planner.plan(catalog)).map { ($0.path, $0.contents) })
        let markdown = try #require(pages["Docs/CardList.md"])
        let table = """
            | Generic parameter | Constraint | Inferred from |
            |---|---|---|
            | `Element` | `Identifiable` | `elements`, `card` |

            Swift infers each at a call from those arguments, as it infers the slots' views; the declared ones come first: `CardList<Element, Title, Card>`.
            """
        #expect(markdown.contains("## Generic parameters\n\n" + table), "\(markdown)")
        #expect(markdown.contains("public struct CardList<Element: Identifiable, Title: View, Card: View>: View"))
        #expect(markdown.contains("Properties whose types name a generic parameter (`elements` and `onSelect`) stay parameters beside it: `init(model:elements:onSelect:card:)`."))
        let docc = try #require(DocCRenderer.render(Planner.plan(catalog)).first { $0.path.hasSuffix("/CardList.md") }?.contents)
        #expect(docc.contains("### Generic parameters\n\n" + table), "\(docc)")
    }

    /// A property that one family does not take (`families:`) cannot be what a call infers a generic from.
    @Test func aPropertyOfOneFamilyDoesNotInferAGeneric() {
        #expect(SpecRun.diagnostics(["CardList.yaml": Self.header + """
            initializers: compact
            generics:
              - name: Element
            properties:
              - name: elements
                type: "[Element]"
                default: "[]"
                families: [values]
            slots:
              - name: title
                options: [text]

            """]) == [
                "specs/CardList.yaml:5:11: error: generic parameter 'Element' is named only by property 'elements', which some initializers do not require (families: or a default per family): Swift could not infer Element at such a call; name it in a parameter every initializer requires (a property without a default, or a slot's input)",
            ])
    }
}
