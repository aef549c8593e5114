@testable import CatalogCore
import TestSupport
import Testing

/// SPEC revision 2's keys for real components (`order`, `builder`, slot `default`, `generic`, `state`,
/// `textType` per slot, components without slots): each rule with its exact, positioned diagnostic.
@Suite struct RevisionTwoKeyTests {
    static let header = "component: Row\nsummary: A row.\n"

    @Test func orderMustNameEverySlotAndPropertyOnce() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            initializers: compact
            order: [title, isOn, titel, isOn]
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: size
                type: Double
            slots:
              - name: title
                options: [text]
            """]) == [
                "specs/Row.yaml:4:8: error: order must name every slot and property once; missing: 'size'",
                "specs/Row.yaml:4:22: error: order names 'titel', which is not a slot or property of Row; did you mean 'title'?",
                "specs/Row.yaml:4:29: error: order names 'isOn' twice",
            ])
    }

    @Test func orderPlacesEveryParameter() throws {
        let catalog = try #require(SpecRun.catalog(["SwitchView.yaml": """
            component: SwitchView
            summary: A switch row in SAP's parameter order.
            initializers: compact
            order: [title, isOn, controlState]
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: controlState
                type: Int
                default: "0"
            slots:
              - name: title
                options: [text]
            """]))
        let plan = Planner.plan(catalog).components[0]
        #expect(plan.initializers.map(\.selector) == [
            "init(title:isOn:controlState:)", "init(title:isOn:controlState:)", "init(title:isOn:controlState:)",
            "init(model:isOn:)",
        ])
        #expect(plan.storedProperties.map { SwiftPrinter.head(of: ComponentDeclarations.property($0)) }.contains("@Binding var isOn: Bool"))
    }

    @Test func defaultContentOnlyInCompact() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            slots:
              - name: title
                options: [text]
                default: Text("x")
              - name: accessory
                default: 'Image(systemName: "chevron.right")'
            """]) == [
                "specs/Row.yaml:6:14: error: a value 'default' needs 'initializers: compact': a combinatorial component leaves a slot out as Never",
                "specs/Row.yaml:8:14: error: 'default' content needs 'initializers: compact': a combinatorial component leaves a slot out as Never",
            ])
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            initializers: compact
            slots:
              - name: title
                options: [text]
                default: Text("x")
              - name: accessory
                default: "Image(systemName: ) }"
            """]) == [
                "specs/Row.yaml:9:14: error: default 'Image(systemName: ) }' is not exactly one Swift expression",
            ])
    }

    @Test func genericParametersAreNamedAndDistinct() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            slots:
              - name: action
                generic: ActionView
              - name: actionView
              - name: icon
                generic: icon
              - name: detail
                generic: Body
            """]) == [
                "specs/Row.yaml:6:11: error: slot 'actionView' would have the generic parameter 'ActionView', which slot 'action' has; set 'generic' to another name",
                "specs/Row.yaml:8:14: error: generic parameter 'icon' must be UpperCamelCase",
                "specs/Row.yaml:10:14: error: slot 'detail' would have the generic parameter 'Body', which View reserves",
            ])
    }

    @Test func stateNeedsATypeOrAKeyPath() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            state:
              - name: isExpanded
                wrapper: State
              - name: sizeClass
                wrapper: Environment
              - name: scale
                wrapper: Environment
                keyPath: .dynamicTypeSize
              - name: count
                wrapper: State
                type: Int
                default: "1 +"
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:4:11: error: state 'isExpanded' needs a type",
                "specs/Row.yaml:7:14: error: an Environment state needs a keyPath (like \\.dynamicTypeSize)",
                "specs/Row.yaml:10:14: error: keyPath '.dynamicTypeSize' is not exactly one Swift key path (like \\.dynamicTypeSize)",
                "specs/Row.yaml:14:14: error: default '1 +' is not exactly one Swift expression",
            ])
    }

    @Test func stateTakesNoKeyPath() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            state:
              - name: count
                wrapper: State
                type: Int
                default: "0"
                keyPath: \\.count
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:8:14: error: @State takes no keyPath (a key path is for a wrapper such as Environment)",
            ])
    }

    /// SwiftUI's wrappers that need an initial value, or cannot take one, say so at the entry.
    @Test func defaultsFollowTheWrappersInitializers() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            state:
              - name: isOn
                wrapper: State
                type: Bool
              - name: selection
                wrapper: State
                type: Int?
              - name: spacing
                wrapper: ScaledMetric
                type: CGFloat
              - name: isFocused
                wrapper: FocusState
                type: Bool
                default: "true"
              - name: glyphs
                wrapper: Namespace
                type: Namespace.ID
                default: Namespace.ID()
              - name: size
                wrapper: Environment
                keyPath: \\.dynamicTypeSize
                default: .large
              - name: custom
                wrapper: Persisted
                type: Int
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:4:11: error: @State needs a default: its type is not written as an optional (`T?`), so it has no initial value",
                "specs/Row.yaml:10:11: error: @ScaledMetric needs a default: the value it scales",
                "specs/Row.yaml:16:14: error: @FocusState takes no default: it starts unfocused (false or nil)",
                "specs/Row.yaml:20:14: error: @Namespace takes no default: SwiftUI makes its ID",
                "specs/Row.yaml:24:14: error: @Environment takes no default: it reads the environment's value",
            ])
    }

    /// Types and key paths SwiftUI's wrappers cannot take.
    @Test func typesAndKeyPathsFollowTheWrappersInitializers() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            state:
              - name: focusedIndex
                wrapper: FocusState
                type: Int
              - name: focusedField
                wrapper: FocusState
                type: Optional<String>
              - name: glyphs
                wrapper: Namespace
                type: UUID
              - name: spacing
                wrapper: ScaledMetric
                keyPath: \\.dynamicTypeSize
                default: "8"
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:6:11: error: @FocusState's type is Bool or an optional (it has no other initializer), not 'Int'",
                "specs/Row.yaml:12:11: error: @Namespace's type is Namespace.ID, not 'UUID'",
                "specs/Row.yaml:15:14: error: @ScaledMetric takes no keyPath (a key path is for a wrapper such as Environment)",
            ])
    }

    @Test func storageWrappersAreRefusedForTheirKey() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            state:
              - name: isCompact
                wrapper: AppStorage
                type: Bool
                default: "false"
              - name: lastTab
                wrapper: SceneStorage
                type: String
                default: '"home"'
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:5:14: error: AppStorage needs a storage key, which a state entry cannot give (keyPath is a key path); keep the value in the app and pass it in as a binding property",
                "specs/Row.yaml:9:14: error: SceneStorage needs a storage key, which a state entry cannot give (keyPath is a key path); keep the value in the app and pass it in as a binding property",
            ])
    }

    @Test func builderAndTextTypeAreChecked() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            slots:
              - name: tags
                builder: "() -> Void"
              - name: title
                textType: AttributedString
            """]) == [
                "specs/Row.yaml:5:14: error: builder '() -> Void' is not a result builder's type name",
                "specs/Row.yaml:7:15: error: textType applies to a slot's text form, and 'title' has no 'text' option",
            ])
    }

    @Test func explicitModelNeedsDataToProvide() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            initializers: compact
            model:
              generate: true
            slots:
              - name: content
            """]) == ["specs/Row.yaml:5:13: error: model.generate is true, but Row has no value form and no property for a model to provide"])
    }

    @Test func evolutionKeysAreChecked() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + """
            deprecated: "  "
            available: { iOs: "17.0", macOS: "14.x" }
            properties:
              - name: value
                type: Int
                renamed: label
            slots:
              - name: label
                renamed: Title
            """]) == [
                "specs/Row.yaml:3:13: error: a deprecation message must be one non-empty line",
                "specs/Row.yaml:4:14: error: 'iOs' is not a platform of @available; did you mean 'iOS'?",
                "specs/Row.yaml:4:34: error: '14.x' is not a version like \"17.0\"",
                "specs/Row.yaml:8:14: error: previous name 'label' is a name in use (at 10:11); a renamed spelling must be free",
                "specs/Row.yaml:11:14: error: previous name 'Title' must be lowerCamelCase",
            ])
    }

    @Test func aDeprecatedStatusNeedsAMessage() {
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + "status: deprecated\n"])
            == ["specs/Row.yaml:3:9: error: status: deprecated needs a 'deprecated:' message that says what to use instead"])
        #expect(SpecRun.diagnostics(["Row.yaml": Self.header + "status: beta\ndeprecated: Use Column.\n"]).filter { $0.contains("error") }
            == ["specs/Row.yaml:3:9: error: a deprecated component's status is deprecated; remove 'status: beta'"])
    }

    @Test func aComponentWithoutSlotsIsAPlainView() throws {
        let catalog = try #require(SpecRun.catalog(["Rating.yaml": """
            component: Rating
            summary: Stars, from data only.
            properties:
              - name: value
                type: Int
              - name: onChange
                type: "(Int) -> Void"
            """]))
        let plan = Planner.plan(catalog).components[0]
        #expect(SwiftPrinter.head(of: ComponentDeclarations(plan).structure.kind) == "public struct Rating: View")
        #expect(plan.initializers.map(\.selector) == ["init(value:onChange:)", "init(model:)"])
    }
}
