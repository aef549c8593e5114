import CatalogCore
import TestSupport
import Testing

/// Revision 4's `backedBy` that reads the component's properties (`self.size`) and uses `$0` inside a closure
/// (`Chip { Text($0) }`): every initializer, `init(model:)` included, binds what it reads to a local constant,
/// so nothing reads `self` before it is initialized. Compiled against the stand-in and Apple's SDK in both
/// strategies, each call pinned to its concrete type, then built and run on Linux.
@Suite(.slow(.compiles)) struct BackedByPropertiesTests {
    static func specs(_ strategy: String, textType: String = "LocalizedStringKey") -> [InputFile] {
        [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\ntextType: \(textType)\n"),
            InputFile(path: "specs/Rating.yaml", text: """
                component: Rating
                summary: Stars under a title that its size styles.
                properties:
                  - name: size
                    type: Int
                    default: "1"
                  - name: value
                    type: Int
                slots:
                  - name: title
                    options: [text]
                    backedBy: 'SizedTitle($0, size: self.size)'
                  - name: badge
                    optional: true
                    options: [text]
                    backedBy: { type: Chip, expression: 'Chip { Text($0) }' }

                """),
        ]
    }

    static let views = """
        import SwiftUI
        public struct SizedTitle: View {
            let size: Int
            public init(_ text: LocalizedStringKey, size: Int) { self.size = size }
            public init(_ text: some StringProtocol, size: Int) { self.size = size }
            public var body: some View { EmptyView() }
        }
        public struct Chip: View {
            let content: Text
            public init(@ViewBuilder content: () -> Text) { self.content = content() }
            public var body: some View { content }
        }
        extension Rating { @MainActor public var body: some View { VStack { title; badge } } }
        struct Stars: RatingModel {
            var size: Int { 3 }
            var value: Int { 4 }
            var title: String { "Stars" }
            var badge: String? { "New" }
        }
        """

    static func sources(_ strategy: String, textType: String = "LocalizedStringKey") throws -> [String: String] {
        let result = Pipeline.generate(specs(strategy, textType: textType), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Views.swift"] = views
        return sources
    }

    @Test(arguments: ["compact", "combinatorial"]) func everyInitializerReadsTheProperty(strategy: String) throws {
        var sources = try Self.sources(strategy)
        let badge = strategy == "compact" ? "Chip?" : "Chip"
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func calls(name: String) {
                do { let view = Rating(size: 2, value: 3, title: "Stars", badge: "New"); let _: Rating<SizedTitle, \(badge)> = view }
                do { let view = Rating(value: 3, title: name, badge: name); let _: Rating<SizedTitle, \(badge)> = view }
                do { let view = Rating(model: Stars()); let _: Rating<SizedTitle, \(badge)> = view }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// A `String`-only text form (revision 4) reads the property too: `init(model:)` binds it.
    @Test func aStringTextFormReadsThePropertyToo() throws {
        var sources = try Self.sources("compact", textType: "String")
        #expect(sources["Swift_Rating.swift"]?.contains("let size = model.size") == true)
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func calls() {
                do { let view = Rating(model: Stars()); let _: Rating<SizedTitle, Chip?> = view }
                do { let view = Rating(size: 2, value: 3, title: "Stars"); let _: Rating<SizedTitle, Chip?> = view }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Run: each initializer styled the title with the size it was given, the model's included.
    @Test func theTitleHasTheSizeItWasGiven() throws {
        var sources = try Self.sources("compact")
        sources["main.swift"] = """
            let given = Rating(size: 2, value: 3, title: "Stars")
            let fromModel = Rating(model: Stars())
            print(given.title.size, given.size, fromModel.title.size, fromModel.size, fromModel.badge != nil)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "2 2 3 3 true\n", "\(run.output)")
    }

    @Test func onlyAPlainPropertyCanBeRead() {
        let base = "component: Rating\nsummary: Stars.\ninitializers: compact\nproperties:\n  - name: isOn\n    type: Bool\n    binding: true\n"
        #expect(SpecRun.diagnostics(["Rating.yaml": base + """
            slots:
              - name: title
                options: [text]
                backedBy: 'Title($0, on: self.isOn)'
              - name: caption
                options: [text]
                backedBy: 'SizedTitle($0, size: self.size)'
            """]) == [
                "specs/Rating.yaml:11:15: error: backedBy reads 'self.isOn', which is not a plain property of Rating (a binding, state, slot or unknown name has no value before the initializer sets it)",
                "specs/Rating.yaml:14:15: error: backedBy reads 'self.size', which is not a plain property of Rating (a binding, state, slot or unknown name has no value before the initializer sets it)",
            ])
    }
}
