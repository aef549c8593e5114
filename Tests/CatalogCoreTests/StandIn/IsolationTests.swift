import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// SPEC revision 3, "Isolation": a generated component is isolated exactly as the same `struct X<...>: View`
/// written by hand. The catalog's own views are main-actor isolated in the Xcode 16 and 26 eras, so a
/// `default:` content that builds one needs initializers in a main-actor context: the conformance belongs in
/// the struct's declaration (in an extension it left the initializers nonisolated: "main actor-isolated
/// default value in a nonisolated context"). `.ci/test` runs this suite in both eras; Apple's 17.4 SDK checks
/// the same sources when it is there.
@Suite(.slow(.compiles)) struct IsolationTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        InputFile(path: "specs/Marker.yaml", text: """
            component: Marker
            summary: A generated view that another component's default builds.
            slots:
              - name: symbol
                options: [systemImage]
            """),
        InputFile(path: "specs/Row.yaml", text: """
            component: Row
            summary: A row whose defaults are the design system's own views.
            slots:
              - name: title
                options: [text]
              - name: badge
                default: 'Marker(symbolSystemName: "star")'
              - name: accessory
                default: 'Chevron()'
            """),
    ]

    /// `Chevron` is hand-written, as a design system's own views are: main-actor isolated where `View` is.
    static let bodies = """
        import SwiftUI
        public struct Chevron: View {
            public init() {}
            public var body: some View { Image(systemName: "chevron.right") }
        }
        extension Marker { @MainActor public var body: some View { symbol } }
        extension Row { @MainActor public var body: some View { HStack { title; badge; accessory } } }
        """

    /// Each call resolves to one initializer, its type written out; the defaults are the catalog's views.
    static let callSites = """
        import SwiftUI
        @MainActor func rows() {
            do { let view = Row(title: "Settings"); let _: Row<Text, Marker<Image>, Chevron> = view }
            do { let view = Row(title: "Storage", badge: { Text("1") }, accessory: { Text("Manage") }); let _: Row<Text, Text, Text> = view }
            do { let view = Row { Text("Custom") }; let _: Row<Text, Marker<Image>, Chevron> = view }
        }
        """

    static func generated() throws -> [String: String] {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = Self.bodies
        return sources
    }

    @Test func theStructConformsToViewInItsDeclaration() throws {
        let row = try #require(try Self.generated()["Swift_Row.swift"])
        #expect(row.contains("struct Row<Title: View, Badge: View, Accessory: View>: View {"), "\(row)")
        #expect(!row.contains("extension Row: View"), "\(row)")
    }

    @Test func aDefaultThatBuildsTheCatalogsOwnViewCompilesAndResolves() throws {
        var sources = try Self.generated()
        sources["CallSites.swift"] = Self.callSites
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Built into an executable with the stand-in and run: the left-out slots show the default views.
    @Test func aDefaultThatBuildsTheCatalogsOwnViewRuns() throws {
        var sources = try Self.generated()
        sources["main.swift"] = """
            import SwiftUI
            for view in [AnyView(Row(title: "Settings")), AnyView(Row(title: "Storage", badge: { Text("1") }, accessory: { Text("Manage") }))] {
                print(_TestRenderer.render(view).map { leaf in
                    (leaf as? Image).map { "\\($0._testSource)" } ?? (leaf as? Text).map { "\\($0._testStorage)" } ?? "\\(leaf)"
                }.joined(separator: " | "))
            }
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines == [#"localizedKey("Settings") | systemName("star") | systemName("chevron.right")"#,
                          #"localizedKey("Storage") | localizedKey("1") | localizedKey("Manage")"#], "\(run.output)")
    }
}
