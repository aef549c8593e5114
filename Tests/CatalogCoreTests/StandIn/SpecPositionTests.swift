import CatalogCore
import TestSupport
import Testing

/// A wrong example validates (it is one Swift expression) but does not compile: the compiler's error must
/// land on the spec's line and column, where its author wrote it, not in the generated gallery (issue 37).
/// Compiled with `swiftc` against the stand-in of the era the tests were built for, and Apple's SDK.
@Suite(.slow(.compiles)) struct SpecPositionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        InputFile(path: "specs/Banner.yaml", text: """
            component: Banner
            summary: A message across the top of a screen.
            slots:
              - name: title
                options: [text]
            examples:
              - title: A block scalar, two lines
                code: |
                  Banner(
                      title: 42)
              - title: Quoted on one line
                code: "Banner(titel: \\"Offline\\")"

            """),
    ]

    @Test func aWrongExampleIsReportedAtTheSpecsLineAndColumn() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = "import SwiftUI\nextension Banner { @MainActor public var body: some View { title } }\n"
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status != 0)
        let errors = compiled.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.contains("|") }
        // `42` on the block's second line; the wrong label's call, whose `(` Swift points at, inside the quotes.
        #expect(errors.contains { $0.hasPrefix("specs/Banner.yaml:10:18: error: cannot convert value of type 'Int'") }, "\(compiled.output)")
        #expect(errors.contains { $0.hasPrefix("specs/Banner.yaml:12:18: error: incorrect argument label") }, "\(compiled.output)")
        #expect(!errors.contains { $0.contains("CatalogGallery.swift") }, "\(compiled.output)")
    }

    /// A `backedBy:` whose view does not take what it is given: the error lands on the expression in the spec,
    /// in every initializer that shows it (the directive cannot stand inside a statement, so the assignment's
    /// first line is the spec's line above).
    @Test func aWrongBackedByIsReportedAtTheSpecsLineAndColumn() throws {
        let specs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
            InputFile(path: "specs/Banner.yaml", text: """
                component: Banner
                summary: A message across the top of a screen.
                slots:
                  - name: title
                    options: [text]
                    backedBy: 'Heading($0, size: .large)'

                """),
        ]
        let result = Pipeline.generate(specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            public struct Heading: View {
                public init(_ text: LocalizedStringKey) {}
                public init(_ text: some StringProtocol) {}
                public var body: some View { EmptyView() }
            }
            extension Banner { @MainActor public var body: some View { title } }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status != 0)
        let errors = compiled.output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.contains("|") }
        // Every error on the expression's line, within it (it starts at column 16, after `backedBy: '`); past
        // `$0` a column moves by the length of the value's name (`title` for `$0`: `.large` at 35 reads 38).
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("specs/Banner.yaml:6:") }, "\(compiled.output)")
        #expect(errors.contains { $0.hasPrefix("specs/Banner.yaml:6:38: error: extra argument 'size' in call") }, "\(compiled.output)")
    }
}
