import CatalogCore
import TestSupport
import Testing

/// `families:` and per-family `default:` (revision 4), compiled against the stand-in of the era the tests
/// were built for and Apple's SDK, with the planned call sites: Orbit's tile (`titleStyle` in the value
/// initializers only, `title` required beside a builder and defaulted beside values) in both strategies, a
/// compact slot with a default per family, and a `backedBy` that reads a property its family does not take.
/// Each call is pinned to one initializer by the concrete type Swift infers without a contextual type;
/// calls a family does not take are refused; built and run, each initializer stores its family's default.
/// `.ci/test` runs this suite in both SDK eras of the stand-in.
@Suite(.slow(.compiles)) struct FamiliesResolutionTests {
    static func specs(_ strategy: String) -> [InputFile] {
        var specs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/Tile.yaml", text: """
                component: Tile
                summary: Orbit's tile.
                order:
                  builder: [title, description, content]
                  values: [title, description, titleStyle, content]
                properties:
                  - name: title
                    type: String
                    unlabeled: true
                    default: { values: '""' }
                  - name: titleStyle
                    type: TitleStyle
                    default: .title4
                    families: [values]

                """ + RuleSpecs.tileSlots),
        ]
        if strategy == "compact" {
            specs.append(InputFile(path: "specs/Banner.yaml", text: """
                component: Banner
                summary: A message with a default per family.
                slots:
                  - name: message
                    options: [text]
                    default: { builder: '"Done"', values: '""' }
                  - name: icon
                    optional: true

                """))
            // A backedBy that reads a property the value initializers do not take: their default, as a constant.
            specs.append(InputFile(path: "specs/Rating.yaml", text: """
                component: Rating
                summary: A title styled by a size the builder family takes.
                properties:
                  - name: size
                    type: Int
                    default: "2"
                    families: [builder]
                slots:
                  - name: title
                    options: [text]
                    backedBy: { type: Heading, expression: 'Heading($0, level: self.size)' }

                """))
        }
        return specs
    }

    static func bodies(_ strategy: String) -> String {
        """
        import SwiftUI
        public enum TitleStyle: Sendable { case title1, title2, title4 }
        extension Tile { @MainActor public var body: some View { VStack { Text(verbatim: title); description; content } } }
        extension TitleStyle { static var sample: TitleStyle { .title1 } }

        """ + (strategy == "compact" ? Self.compactBodies : "")
    }

    static let compactBodies = """
        extension Banner { @MainActor public var body: some View { HStack { icon; message } } }
        extension Rating { @MainActor public var body: some View { title } }
        public struct Heading: View {
            public let text: Text
            public let level: Int
            public init(_ key: LocalizedStringKey, level: Int) { (text, self.level) = (Text(key), level) }
            @_disfavoredOverload public init(_ string: some StringProtocol, level: Int) { (text, self.level) = (Text(string), level) }
            public var body: some View { text }
        }
        """

    static let compactCalls = """
        import SwiftUI

        @MainActor func tiles(name: String) {
            do { let view = Tile("Account", description: "Balance", titleStyle: .title2); let _: Tile<Text?, EmptyView> = view }
            do { let view = Tile(description: "Balance"); let _: Tile<Text?, EmptyView> = view }
            do { let view = Tile(); let _: Tile<Text?, EmptyView> = view }
            do { let view = Tile("Account", titleStyle: .title2); let _: Tile<Text?, EmptyView> = view }
            do { let view = Tile(name, description: name); let _: Tile<Text?, EmptyView> = view }
            do { let view = Tile("Account"); let _: Tile<EmptyView, EmptyView> = view }
            do { let view = Tile("Account") { Image(systemName: "star") }; let _: Tile<EmptyView, Image> = view }
            do { let view = Tile("Account", description: { Text("b") }, content: { Image(systemName: "star") }); let _: Tile<Text, Image> = view }
        }

        @MainActor func banners() {
            do { let view = Banner(); let _: Banner<Text, EmptyView> = view }
            do { let view = Banner { Image(systemName: "bell") }; let _: Banner<Text, Image> = view }
            do { let view = Banner(message: "Hi"); let _: Banner<Text, EmptyView> = view }
            do { let view = Banner(message: { Text("x").bold() }); let _: Banner<Text, EmptyView> = view }
        }

        @MainActor func ratings(name: String) {
            do { let view = Rating(title: "Good"); let _: Rating<Heading> = view }
            do { let view = Rating(title: name); let _: Rating<Heading> = view }
            do { let view = Rating(size: 3) { Text("Good") }; let _: Rating<Text> = view }
        }
        """

    static let combinatorialCalls = """
        import SwiftUI

        @MainActor func tiles(name: String) {
            do { let view = Tile("Account", description: "Balance", titleStyle: .title2); let _: Tile<Text, Never> = view }
            do { let view = Tile(description: "Balance"); let _: Tile<Text, Never> = view }
            do { let view = Tile(name, description: name, content: { Image(systemName: "star") }); let _: Tile<Text, Image> = view }
            do { let view = Tile("Account"); let _: Tile<Never, Never> = view }
            do { let view = Tile("Account", content: { Image(systemName: "star") }); let _: Tile<Never, Image> = view }
            do { let view = Tile("Account", description: { Text("b") }, content: { Image(systemName: "star") }); let _: Tile<Text, Image> = view }
        }
        """

    static func compiled(_ strategy: String, calls: [String: String]) throws -> Toolchain.Result {
        let result = Pipeline.generate(Self.specs(strategy), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        return try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: calls.merging(["Bodies.swift": Self.bodies(strategy)]) { call, _ in call })
    }

    @Test(arguments: ["compact", "combinatorial"]) func everyCallResolvesToOneInitializer(strategy: String) throws {
        let calls = strategy == "compact" ? Self.compactCalls : Self.combinatorialCalls
        let compiled = try Self.compiled(strategy, calls: ["CallSites.swift": calls])
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// A builder call without the title it requires, and a builder call with the values' `titleStyle`.
    @Test(arguments: ["compact", "combinatorial"]) func aFamilyRefusesWhatItDoesNotTake(strategy: String) throws {
        let compiled = try Self.compiled(strategy, calls: ["Refused.swift": """
            import SwiftUI
            @MainActor func refused() {
                _ = Tile(description: { Text("b") }, content: { Image(systemName: "star") })
                _ = Tile("Account", description: { Text("b") }, titleStyle: .title2, content: { Image(systemName: "star") })
            }
            """])
        #expect(compiled.status != 0)
        let errors = compiled.output.split(separator: "\n").filter { $0.contains("Refused.swift:") && $0.contains(": error: ") }
        #expect(Set(errors.compactMap { $0.split(separator: ":").dropFirst().first }) == ["3", "4"], "\(compiled.output)")
    }

    /// Built and run: each initializer stores its family's default, and a slot's default per family shows
    /// the builder value where the builder family leaves it out, the values one where values do.
    @Test func eachFamilyStoresItsDefault() throws {
        let result = Pipeline.generate(Self.specs("compact"), products: .swift)
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = Self.bodies("compact")
        sources["main.swift"] = """
            import SwiftUI
            let values = Tile(description: "Balance")
            let styled = Tile("Account", titleStyle: .title2)
            let built = Tile("Account") { Image(systemName: "star") }
            print(values.title.isEmpty, values.titleStyle, styled.titleStyle, built.title, built.titleStyle)
            print(Banner().message == Text("Done"), Banner(message: "Hi").message == Text("Hi"),
                  Banner { Image(systemName: "bell") }.message == Text("Done"))
            print(Rating(title: "Good").title.level, Rating(title: "Good").size, Rating(size: 3) { Text("Good") }.size)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "true title4 title2 Account title4\ntrue true true\n2 2 3\n", "\(run.output)")
    }
}
