import CatalogCore
import TestSupport
import Testing

/// `generics:` (revision 4) as generated, against the stand-in of the era the tests were built for and
/// Apple's SDK, in both strategies: Swift infers `Element` at the design system's own calls
/// (`CardList(elements: places) { place in … }`), each call is pinned to one initializer and its generic
/// arguments, the constraint is enforced, and, built and run, the body calls the closure once per element.
@Suite(.slow(.compiles)) struct GenericsCompileTests {
    static func specs(_ strategy: String) -> [InputFile] {
        [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/CardList.yaml", text: GenericsRuleTests.cardList),
        ]
    }

    static let bodies = """
        import SwiftUI
        public struct Place: Identifiable, Sendable {
            public let id: Int
            public let name: String
            public init(id: Int, name: String) { self.id = id; self.name = name }
        }
        public struct PlaceRow: View {
            let place: Place
            public init(place: Place) { self.place = place }
            public var body: some View { Text(verbatim: place.name) }
        }
        extension CardList {
            public var body: some View {
                VStack {
                    if hasTitle { title }
                    ForEach(elements) { element in card(element) }
                }
            }
        }
        """

    static func sources(_ strategy: String) throws -> (result: Pipeline.Result, sources: [String: String]) {
        let result = Pipeline.generate(specs(strategy), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        return (result, sources)
    }

    /// Each call resolves to one initializer, with `Element` inferred from the arguments, then pinned: inferred
    /// without a contextual type (a `let _: T = call` would let the type choose between initializers).
    @Test(arguments: ["compact", "combinatorial"]) func callsInferTheElement(strategy: String) throws {
        var (result, sources) = try Self.sources(strategy)
        // Left out, the title is `EmptyView` (compact's default) or `Never`; given as a value, `Text?` or `Text`.
        let (leftOut, value) = strategy == "compact" ? ("EmptyView", "Text?") : ("Never", "Text")
        sources["CallSites.swift"] = """
            import SwiftUI
            struct Tag: Identifiable { let id: String }
            struct Model: CardListModel {
                var title: String? { "Places" }
                var spacing: Double { 4 }
            }
            @MainActor func calls(places: [Place]) {
                do { let view = CardList(elements: places) { PlaceRow(place: $0) }; let _: CardList<Place, \(leftOut), PlaceRow> = view }
                do { let view = CardList(elements: places) { place in PlaceRow(place: place) }; let _: CardList<Place, \(leftOut), PlaceRow> = view }
                do { let view = CardList(elements: places, spacing: 12, onSelect: { print($0.name) }) { PlaceRow(place: $0) }; let _: CardList<Place, \(leftOut), PlaceRow> = view }
                do { let view = CardList(elements: [Tag(id: "a")]) { Text($0.id) }; let _: CardList<Tag, \(leftOut), Text> = view }
                do { let view = CardList(elements: places, title: "Places") { PlaceRow(place: $0) }; let _: CardList<Place, \(value), PlaceRow> = view }
                do { let view = CardList(elements: places, title: { Text("Places") }) { PlaceRow(place: $0) }; let _: CardList<Place, Text, PlaceRow> = view }
                do { let view = CardList(model: Model(), elements: places) { PlaceRow(place: $0) }; let _: CardList<Place, \(value), PlaceRow> = view }
            }
            """
        let typechecked = try PlannedCallSiteCompilation.typecheck(result, plan: try #require(result.plan), with: sources)
        #expect(typechecked.status == 0, "\(typechecked.output)")
    }

    /// The constraint is the struct's: elements that are not `Identifiable` are refused at the call.
    @Test func theConstraintIsEnforced() throws {
        var (_, sources) = try Self.sources("compact")
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func calls() { _ = CardList(elements: ["Lisbon"]) { Text($0) } }
            """
        let typechecked = try Toolchain.typecheck(sources)
        #expect(typechecked.status != 0)
        #expect(typechecked.output.contains("'String' conform to 'Identifiable'"), "\(typechecked.output)")
    }

    /// Built and run: the body calls the closure once per element, in order, with each element.
    @Test func theBodyCallsTheClosurePerElement() throws {
        var (_, sources) = try Self.sources("compact")
        sources["main.swift"] = """
            import SwiftUI
            var calls: [Int] = []
            let places = [Place(id: 1, name: "Lisbon"), Place(id: 2, name: "Porto"), Place(id: 3, name: "Faro")]
            let list = CardList(elements: places) { place in
                calls.append(place.id)
                return PlaceRow(place: place)
            }
            let texts = _TestRenderer.texts(list).map { text -> String in
                if case .verbatim(let content) = text._testStorage { return content }
                return "?"
            }
            print(calls, texts, list.elements.count, list.hasTitle)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "[1, 2, 3] [\"Lisbon\", \"Porto\", \"Faro\"] 3 false\n", "\(run.output)")
    }
}
