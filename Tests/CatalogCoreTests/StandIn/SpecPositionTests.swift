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
}
