import CatalogCore
import TestSupport
import Testing

/// `import SwiftUI` on Apple platforms makes CoreGraphics' and Foundation's types visible (CGFloat, CGSize,
/// Date, URL, UUID, …), so a spec may name them and a generated file that imports only SwiftUI must compile;
/// the stand-in re-exports Foundation for the same reason (Sources/SwiftUI/Exports.swift, FIDELITY.md).
@Suite(.slow(.compiles)) struct FoundationTypesTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        InputFile(path: "specs/Gauge.yaml", text: """
            component: Gauge
            summary: Foundation and CoreGraphics types in properties and state.
            properties:
              - name: spacing
                type: CGFloat
                default: "8"
              - name: origin
                type: CGPoint
                default: ".zero"
              - name: frame
                type: CGRect?
                default: "nil"
              - name: updated
                type: Date
              - name: link
                type: URL?
                default: "nil"
              - name: identifier
                type: UUID
                default: "UUID()"
            state:
              - name: size
                wrapper: State
                type: CGSize
                default: ".zero"
            slots:
              - name: icon
                options: [systemImage]
            """),
    ]

    @Test func specsNamingThemCompileWithSwiftUIAlone() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        let gauge = try #require(sources["Swift_Gauge.swift"])
        #expect(!gauge.contains("import Foundation"), "the case this test is about: a file that imports only SwiftUI")
        sources["Body.swift"] = """
            import SwiftUI
            extension Gauge {
                @MainActor public var body: some View {
                    let width: CGFloat = size.width + spacing
                    return HStack { icon }.frame(width: width)
                }
            }
            @MainActor func gauge() -> some View {
                Gauge(spacing: 4, updated: Date(timeIntervalSince1970: 0), link: URL(string: "https://example.com"), iconSystemName: "gauge")
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
