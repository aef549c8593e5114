import CatalogCore
import TestSupport
import Testing

/// SPEC revision 4, Isolation: `SlotResolver.resolve(_:)` is `@MainActor` and every initializer that calls it
/// is `@MainActor` too, in every SDK era, so a resolver that builds the design system's own main-actor view
/// compiles without `nonisolated` escapes, and a revision-3 `nonisolated` resolver still conforms. Compiled
/// against the stand-in of the era the tests were built for and against Apple's iOS 17.4 SDK, where `View` is
/// not yet main-actor (so before revision 4 such a resolver failed there), both strategies.
@Suite(.slow(.compiles)) struct ResolverIsolationTests {
    static func specs(_ strategy: String) -> [InputFile] {
        [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/Mood.yaml", text: """
                component: Mood
                summary: A level shown by the design system's own badge, and a caption by an older resolver.
                slots:
                  - name: level
                    resolver: LevelResolver
                  - name: caption
                    optional: true
                    resolver: CaptionResolver

                """),
        ]
    }

    @Test(arguments: ["compact", "combinatorial"]) func aMainActorResolverAndANonisolatedOneBothWork(strategy: String) throws {
        let result = Pipeline.generate(Self.specs(strategy), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            /// The design system's badge: main-actor, as a view is in the Xcode 16 and 26 SDKs.
            @MainActor public struct LevelBadge: View {
                let level: Int
                public init(level: Int) { self.level = level }
                public var body: some View { Text("\\(level)") }
            }
            public enum LevelResolver: SlotResolver {
                @MainActor public static func resolve(_ input: Int) -> LevelBadge { LevelBadge(level: input) }
            }
            /// A revision-3 resolver: nonisolated, it still conforms.
            public enum CaptionResolver: SlotResolver {
                public static func resolve(_ input: String) -> Text { Text(verbatim: input) }
            }
            extension Mood { @MainActor public var body: some View { VStack { level; caption } } }
            """
        let caption = strategy == "compact" ? "Text?" : "Text"
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func calls() {
                do { let view = Mood(level: 3, caption: "calm"); let _: Mood<LevelBadge, \(caption)> = view }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
