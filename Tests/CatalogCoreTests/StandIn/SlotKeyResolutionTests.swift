import CatalogCore
import TestSupport
import Testing

/// SPEC revision 3's `backedBy`, value `default:` and `input`, compiled: each call site pinned to the one
/// initializer it resolves to by its concrete type, inferred without a contextual type first (a `let _: T =
/// call` alone would let the type choose among initializers and hide an ambiguity). They compile with
/// `swiftc` against the stand-in of the era the tests were built for: `.ci/test` runs this suite in both.
@Suite(.slow(.compiles)) struct SlotKeyResolutionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        // Value defaults: text, a symbol, an optional resolver value, an array resolver input.
        InputFile(path: "specs/Pill.yaml", text: """
            component: Pill
            summary: Every slot has a value default.
            properties:
              - name: size
                type: Int
                default: "1"
            slots:
              - name: label
                options: [text]
                default: '"Active"'
              - name: icon
                options: [systemImage]
                default: '"checkmark"'
              - name: priority
                optional: true
                resolver: LevelResolver
                default: .medium
              - name: tags
                resolver: WordsResolver
                default: "[]"
            """),
        // A value default beside a required slot and a builder-only slot.
        InputFile(path: "specs/Stepper.yaml", text: """
            component: Stepper
            summary: SAP's StepperView, reduced to its default buttons.
            properties:
              - name: value
                type: Int
                binding: true
            slots:
              - name: title
                options: [text]
              - name: decrement
                options: [systemImage]
                default: '"minus"'
              - name: increment
                default: 'Button(action: {}) { Image(systemName: "plus") }'
              # The catalog's own main-actor view as default content (SPEC, Isolation).
              - name: reset
                default: 'Header(title: "Reset")'
            """),
        // backedBy: the call names the type; the mapping names it; an AttributedString text; the model's String.
        InputFile(path: "specs/Header.yaml", text: """
            component: Header
            summary: Text values shown by Heading.
            slots:
              - name: title
                options: [text]
                backedBy: Heading($0)
              - name: kicker
                optional: true
                options: [text]
                backedBy:
                  type: Tagged<Heading>
                  expression: 'Tagged(Heading($0, level: 3))'
              - name: note
                optional: true
                options: [text]
                textType: AttributedString
                backedBy: 'Heading($0, level: 4)'
            """),
        // input: a closure that takes the body's state; beside the model, and in a style.
        InputFile(path: "specs/Chip.yaml", text: """
            component: Chip
            summary: A label drawn for each state.
            style: true
            properties:
              - name: isOn
                type: Bool
                binding: true
            slots:
              - name: hint
                optional: true
                options: [text]
              - name: label
                input: Bool
            """),
        InputFile(path: "specs/Legacy.yaml", text: """
            component: Legacy
            summary: input in combinatorial, beside the model.
            initializers: combinatorial
            slots:
              - name: title
                options: [text]
              - name: label
                input: Int
            """),
    ]

    static let support = """
        import Foundation
        import SwiftUI

        public enum Level: Sendable { case low, medium, high }
        public enum LevelResolver: SlotResolver {
            public static func resolve(_ input: Level) -> Text { Text(verbatim: "\\(input)") }
        }
        extension Level { static var sample: Level { .low } }
        public enum WordsResolver: SlotResolver {
            public static func resolve(_ input: [String]) -> Text { Text(verbatim: input.joined(separator: ", ")) }
        }

        /// A design system's styled text: each text type a text slot passes, as `Text` takes them. Plain
        /// views, main-actor isolated as every `struct X: View` is: the generated initializers call them.
        public struct Heading: View {
            let text: Text
            public init(_ key: LocalizedStringKey, level: Int = 1) { text = Text(key) }
            @_disfavoredOverload public init(_ string: some StringProtocol, level: Int = 1) { text = Text(string) }
            public init(_ attributed: AttributedString, level: Int = 1) { text = Text(attributed) }
            public var body: some View { text }
        }
        public struct Tagged<Content: View>: View {
            let content: Content
            public init(_ content: Content) { self.content = content }
            public var body: some View { content }
        }

        extension Pill { @MainActor public var body: some View { HStack { icon; label; priority; tags } } }
        extension Stepper { @MainActor public var body: some View { HStack { title; decrement; increment; reset } } }
        extension Header { @MainActor public var body: some View { VStack { kicker; title; note } } }
        extension Legacy { @MainActor public var body: some View { VStack { title; label(1) } } }
        extension DefaultChipStyle {
            @MainActor public func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label(configuration.isOn); configuration.hint }
            }
        }

        struct Headline: HeaderModel {
            var title: String { "From the model" }
            var kicker: String? { nil }
            var note: AttributedString? { AttributedString("Note") }
        }
        struct Figures: PillModel {
            var label: String { "Blocked" }
            var iconSystemName: String { "xmark" }
            var priority: Level? { .high }
            var tags: [String] { [] }
            var size: Int { 2 }
        }
        struct Hint: ChipModel { var hint: String? { "Tap" } }
        """

    static let callSites = """
        import Foundation
        import SwiftUI

        @MainActor func pills(name: String) {
            typealias Defaults = Pill<Text, Image, LevelResolver.Output, WordsResolver.Output>
            typealias Values = Pill<Text, Image, LevelResolver.Output?, WordsResolver.Output>
            // No slot argument: the slots-omitted initializer, each slot showing its default value.
            do { let view = Pill(); let _: Defaults = view }
            do { let view = Pill(size: 2); let _: Defaults = view }
            // The value initializer: non-optional values stay non-optional, `optional: true` keeps `nil`.
            do { let view = Pill(label: "Done"); let _: Values = view }
            do { let view = Pill(label: "Done", priority: nil); let _: Values = view }
            do { let view = Pill(iconSystemName: "star", priority: .high, tags: ["a"]); let _: Values = view }
            do { let view = Pill(label: name); let _: Values = view }
            // The builder initializer: the left-out slots show their default values' views.
            do { let view = Pill { Text("Waiting").bold() }; let _: Pill<Text, Image, LevelResolver.Output, WordsResolver.Output> = view }
            do { let view = Pill(label: { Spacer() }, tags: { Spacer() }); let _: Pill<Spacer, Image, Text, Spacer> = view }
            do { let view = Pill(model: Figures()); let _: Values = view }
        }

        @MainActor func steppers(value: Binding<Int>) {
            typealias Reset = Header<Heading, Tagged<Heading>?, Heading?>
            do { let view = Stepper(value: value, title: "Count"); let _: Stepper<Text, Image, Button<Image>, Reset> = view }
            do { let view = Stepper(value: value, title: "Count", decrementSystemName: "chevron.down"); let _: Stepper<Text, Image, Button<Image>, Reset> = view }
            do { let view = Stepper(value: value) { Text("Count") }; let _: Stepper<Text, Image, Button<Image>, Reset> = view }
            do { let view = Stepper(value: value, title: "Count", increment: { Text("+") }); let _: Stepper<Text, Image, Text, Reset> = view }
            // One trailing closure fills the first defaulted builder, `increment`, as Swift's forward scan does.
            do { let view = Stepper(value: value, title: "Count") { Text("+") }; let _: Stepper<Text, Image, Text, Reset> = view }
            do { let view = Stepper(value: value, title: "Count", reset: { Text("Reset") }); let _: Stepper<Text, Image, Button<Image>, Text> = view }
        }

        @MainActor func headers(name: String) {
            typealias Backed = Header<Heading, Tagged<Heading>?, Heading?>
            do { let view = Header(title: "News"); let _: Backed = view }
            do { let view = Header(title: name, kicker: "Today"); let _: Backed = view }
            do { let view = Header(title: "News", note: AttributedString("Note")); let _: Backed = view }
            do { let view = Header { Text("News") }; let _: Header<Text, EmptyView, EmptyView> = view }
            do { let view = Header(model: Headline()); let _: Backed = view }
        }

        @MainActor func chips(isOn: Binding<Bool>) {
            // Only the input closure, the value slot left out: the initializer that leaves value-form slots out.
            do { let view = Chip(isOn: isOn) { on in Image(systemName: on ? "star.fill" : "star") }; let _: Chip<EmptyView, Image> = view }
            do { let view = Chip(isOn: isOn, hint: nil) { on in Image(systemName: on ? "star.fill" : "star") }; let _: Chip<Text?, Image> = view }
            do { let view = Chip(isOn: isOn, hint: "Tap") { on in Text(on ? "On" : "Off") }; let _: Chip<Text?, Text> = view }
            do { let view = Chip(isOn: isOn, hint: { Text("Tap") }, label: { _ in Text("Off") }); let _: Chip<Text, Text> = view }
            do { let view = Chip(model: Hint(), isOn: isOn) { _ in Text("Off") }; let _: Chip<Text?, Text> = view }
            let stored: (Bool) -> Text = Chip(isOn: isOn, hint: "Tap") { on in Text(on ? "On" : "Off") }.label
            _ = stored
        }

        @MainActor func legacy() {
            do { let view = Legacy(title: "T") { n in Text("\\(n)") }; let _: Legacy<Text, Text> = view }
            do { let view = Legacy { Text("T") } label: { _ in Image(systemName: "star") }; let _: Legacy<Text, Image> = view }
        }
        """

    @Test func everyCallResolvesToOneInitializerWithItsGenericArguments() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: [
            "Support.swift": Self.support, "CallSites.swift": Self.callSites,
        ])
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
