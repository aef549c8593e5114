import CatalogCore
import TestSupport
import Testing

/// `textType: String` compiled: a design system's text view that takes only a `String` (`DSText`) backs
/// text slots in both strategies, and every call, a literal or a `String` variable, resolves to exactly one
/// initializer, pinned by its concrete type (inferred without a contextual type first, so a `let _: T`
/// cannot pick among initializers and hide an ambiguity). `.ci/test` runs this suite in both eras.
@Suite(.slow(.compiles)) struct StringTextCompileTests {
    /// The specs of the planner's tests (`StringTextTests`): what they plan is what compiles here.
    static let specs = StringTextTests.specs

    static let support = """
        import SwiftUI

        /// A design system's text: a `String` only, no `LocalizedStringKey`, no `StringProtocol`.
        public struct DSText: View {
            let text: String
            public init(_ text: String) { self.text = text }
            public var body: some View { Text(verbatim: "DS " + text) }
        }

        extension Card { @MainActor public var body: some View { VStack { title; subtitle } } }
        extension Chip { @MainActor public var body: some View { HStack { label; detail } } }

        struct Item: CardModel, ChipModel {
            var title: String { "From the model" }
            var subtitle: String? { "Sub" }
            var label: String { "Label" }
            var detail: String? { nil }
        }
        """

    static let callSites = """
        import SwiftUI

        @MainActor func cards(name: String, missing: String?) {
            do { let view = Card(title: "Hello"); let _: Card<Text, Never> = view }
            do { let view = Card(title: name); let _: Card<Text, Never> = view }
            do { let view = Card(title: "Hello", subtitle: "Sub"); let _: Card<Text, DSText> = view }
            do { let view = Card(title: name, subtitle: name); let _: Card<Text, DSText> = view }
            do { let view = Card(title: name, subtitle: missing); let _: Card<Text, DSText> = view }
            do { let view = Card(subtitle: name) { Image(systemName: "star") }; let _: Card<Image, DSText> = view }
            do { let view = Card(title: name) { Text("Sub") }; let _: Card<Text, Text> = view }
            do { let view = Card(model: Item()); let _: Card<Text, DSText> = view }
        }

        @MainActor func chips(name: String) {
            do { let view = Chip("New"); let _: Chip<DSText, Text?> = view }
            do { let view = Chip(name); let _: Chip<DSText, Text?> = view }
            do { let view = Chip(name, detail: "Today"); let _: Chip<DSText, Text?> = view }
            do { let view = Chip("New", detail: name); let _: Chip<DSText, Text?> = view }
            do { let view = Chip { Text("New") }; let _: Chip<Text, EmptyView> = view }
            do { let view = Chip(model: Item()); let _: Chip<DSText, Text?> = view }
        }
        """

    @Test func everyCallResolvesToOneInitializer() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: [
            "Support.swift": Self.support, "CallSites.swift": Self.callSites,
        ])
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Built and run: a literal and a variable are shown as written (a `%` is no format specifier), through
    /// `Text(verbatim:)` or `DSText`.
    @Test func theTextIsShownVerbatim() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        var sources = Toolchain.sources(result.files)
        sources["Support.swift"] = Self.support
        sources["main.swift"] = """
            import SwiftUI
            let name = "50% off"
            for view in [AnyView(Card(title: "%@ %lld", subtitle: name)), AnyView(Chip(name, detail: "Today")),
                         AnyView(Card(model: Item())), AnyView(Chip(model: Item()))] {
                print(_TestRenderer.texts(view).map { "\\($0._testStorage)" }.joined(separator: ", "))
            }
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == """
            verbatim("%@ %lld"), verbatim("DS 50% off")
            verbatim("DS 50% off"), verbatim("Today")
            verbatim("From the model"), verbatim("DS Sub")
            verbatim("DS Label")

            """, "\(run.output)")
    }
}
