@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The rules of `viewType` (revision 4): a slot of one concrete view, not a generic parameter: each with its
/// exact, positioned diagnostic, and what it makes of the plan (compiled in ViewTypeResolutionTests).
@Suite struct ViewTypeRuleTests {
    @Test func viewTypeIsOneTypeThatNothingElseDecides() {
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: action
                viewType: "() -> DSButton"
              - name: button
                viewType: DSButton
                generic: ButtonView
              - name: label
                viewType: DSButton
                input: Bool
              - name: detail
                viewType: DSButton
                options: [empty, text]
              - name: badge
                viewType: DSButton
                resolver: BadgeResolver
              - name: accessory
                viewType: DSButton
                default: 'Button("Go") {}'
            """]) == [
                "specs/Row.yaml:6:15: error: viewType '() -> DSButton' is not exactly one view type (a type name, like 'DSButton'; for a slot that may be left out, add 'optional: true')",
                "specs/Row.yaml:9:14: error: a slot with viewType is not generic: remove 'generic' (slot 'button' holds a DSButton)",
                "specs/Row.yaml:12:12: error: a slot with viewType cannot take input: its closure makes a DSButton without arguments",
                "specs/Row.yaml:15:15: error: a slot with viewType cannot be 'empty' (an EmptyView is no DSButton); use 'optional: true': left out, it is nil",
                "specs/Row.yaml:15:22: error: a slot with viewType holds a DSButton, so it takes no 'text' value; remove the option",
                "specs/Row.yaml:18:15: error: a slot with viewType holds a DSButton, so it takes no resolver value; remove 'resolver'",
                "specs/Row.yaml:21:14: error: default content 'Button(\"Go\") {}' makes a Button, and slot 'accessory' holds a DSButton (its viewType)",
            ])
        // A near-miss of the key is suggested; default content of the type, or built otherwise, is left to the compiler.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "slots:\n  - name: button\n    viewtype: DSButton\n"])
            == ["specs/Row.yaml:6:5: error: unknown key 'viewtype'; did you mean 'viewType'?"])
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + """
            slots:
              - name: button
                viewType: Tagged<DSButton>
                default: 'Tagged(DSButton("Go"))'
              - name: more
                viewType: DSButton
                default: .primary("More")
            """]) == [])
    }

    @Test func aViewTypeIsNoGenericParameterAndHidesNothing() throws {
        // A slot of one view type takes no generic parameter, so it clashes with no other slot's.
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + """
            slots:
              - name: button
                viewType: DSButton
              - name: dsButton
                generic: Button
            """)
        #expect(plan.genericParameters == ["Button"])
        // Another slot's generic parameter must not hide the view type.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "slots:\n  - name: button\n    viewType: DSButton\n  - name: other\n    generic: DSButton\n"]) == [
            "specs/Row.yaml:7:11: error: slot 'other' would have the generic parameter 'DSButton', which hides the type 'DSButton' that Row's generated code uses; set 'generic' to another name (the slot keeps its label)",
        ])
        // Hosted in UIKit, the slot would be given a UIView.
        #expect(SpecRun.diagnostics(["Row.yaml": RuleSpecs.compactHeader + "uikit: true\nslots:\n  - name: button\n    viewType: DSButton\n"]) == [
            "specs/Row.yaml:6:11: error: slot 'button' holds a DSButton (viewType), and RowView would pass it a UIView; remove viewType, or set uikit: false",
        ])
    }

    @Test(arguments: InitializerStrategy.allCases)
    func anOptionalViewTypeDefaultsToNilInEveryInitializer(strategy: InitializerStrategy) throws {
        let spec = "component: Row\nsummary: A row.\ninitializers: \(strategy.rawValue)\n" + """
            slots:
              - name: title
                options: [text]
              - name: button
                optional: true
                viewType: DSButton
              - name: trailing
                viewType: DSTag
            """
        let plan = try RuleSpecs.component(spec)
        #expect(plan.genericParameters == ["Title"])
        #expect(plan.storedProperties.map { SwiftPrinter.head(of: ComponentDeclarations.property($0)) }.prefix(4)
            == ["let title: Title", "let button: DSButton?", "let trailing: DSTag", "var hasButton: Bool"])
        // One form each: combinatorial has the title's three forms and the model, as without these slots.
        #expect(plan.initializers.count == 4)
        #expect(InitializerCount.of(try #require(SpecRun.catalog(["Row.yaml": spec])?.components.first)) == 4)
        for initializer in plan.initializers {
            #expect(initializer.parameters.suffix(2).map(\.printed) == [
                "@ViewBuilder button: () -> DSButton? = { nil }", "@ViewBuilder trailing: () -> DSTag",
            ])
            #expect(initializer.constraints.allSatisfy { $0.genericParameter == "Title" })
        }
        #expect(plan.initializers.last.map(\.selector) == "init(model:button:trailing:)")
    }

    /// Renamed, a slot of one view type gets forwarders as a property does (a defaulted one each, and one for
    /// the required): validation's count agrees with the planner's.
    @Test(arguments: InitializerStrategy.allCases)
    func renamedViewTypesAreCountedAsPlanned(strategy: InitializerStrategy) throws {
        let spec = "component: Row\nsummary: A row.\ninitializers: \(strategy.rawValue)\n" + """
            slots:
              - name: title
                optional: true
                options: [text]
              - name: button
                optional: true
                viewType: DSButton
                renamed: action
              - name: trailing
                viewType: DSTag
                renamed: accessory
            """
        let component = try #require(SpecRun.catalog(["Row.yaml": spec])?.components.first)
        let plan = try RuleSpecs.component(spec)
        #expect(InitializerCount.of(component) == plan.initializers.count)
        #expect(plan.initializers.contains { $0.selector.hasSuffix("action:accessory:)") && $0.renamedTo != nil })
    }

    @Test func compactLeavesEveryOptionalViewTypeOutWithoutAParameter() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + "slots:\n  - name: action\n    optional: true\n    viewType: DSButton\n")
        #expect(plan.genericParameters.isEmpty)
        #expect(RuleSpecs.declarations(plan) == ["public init(@ViewBuilder action: () -> DSButton? = { nil })", "public init()"])
        #expect(plan.initializers.map { $0.assignments.map(\.expression.description) } == [["action()"], ["nil"]])
    }

    @Test func theReferenceNamesTheViewTypeInsteadOfAGeneric() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + "slots:\n  - name: button\n    optional: true\n    viewType: DSButton\n    builder: ActionsBuilder\n")
        let row = try #require(ReferencePage(plan: plan, declarations: ComponentDeclarations(plan)).slots.first)
        #expect(row.genericParameter == "none: `DSButton`")
        #expect(row.views == "a `DSButton` (`@ActionsBuilder`)")
    }

    @Test func aStyleKeepsTheViewType() throws {
        let plan = try RuleSpecs.component(RuleSpecs.compactHeader + "style: true\nslots:\n  - name: button\n    optional: true\n    viewType: DSButton\n")
        #expect(plan.style?.members.map { "\($0.name): \($0.type) = \($0.argument)" } == ["button: DSButton? = button", "hasButton: Bool = hasButton"])
    }
}
