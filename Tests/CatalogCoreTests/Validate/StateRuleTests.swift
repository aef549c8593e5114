@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `state:` entries held to SwiftUI's wrappers: each with its exact, positioned diagnostic, and what it makes of the plan.
@Suite struct StateRuleTests {
    @Test func stateNeedsATypeOrAKeyPath() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
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
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
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
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
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
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
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

    /// Revision 4: `AppStorage` and `SceneStorage` take their storage key (`key:`), required there and refused
    /// elsewhere, and a default unless the type is written `T?`.
    @Test func storageWrappersTakeTheirKey() throws {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.header + """
            state:
              - name: isCompact
                wrapper: AppStorage
                type: Bool
                default: "false"
              - name: lastTab
                wrapper: SceneStorage
                type: String
              - name: isOn
                wrapper: State
                type: Bool
                default: "false"
                key: on
              - name: theme
                wrapper: AppStorage
                type: String?
                key: "  "
            slots:
              - name: title
            """]) == [
                "specs/Row.yaml:5:14: error: @AppStorage needs a key: the name its value is stored under (like 'appTheme')",
                "specs/Row.yaml:8:11: error: @SceneStorage needs a default: its type is not written as an optional (`T?`), so it has no value before one is stored",
                "specs/Row.yaml:9:14: error: @SceneStorage needs a key: the name its value is stored under (like 'appTheme')",
                "specs/Row.yaml:15:10: error: @State takes no key (a storage key is for AppStorage and SceneStorage)",
                "specs/Row.yaml:19:10: error: a storage key must be one non-empty line",
            ])
        let plan = try RuleSpecs.component(RuleSpecs.header + """
            state:
              - name: theme
                wrapper: AppStorage
                type: String
                default: '"light"'
                key: app.theme
            slots:
              - name: title
            """)
        let declarations = SwiftPrinter.print([ComponentDeclarations(plan).structure])
        #expect(declarations.contains("@AppStorage(\"app.theme\") var theme: String = \"light\""), "\(declarations)")
    }
}
