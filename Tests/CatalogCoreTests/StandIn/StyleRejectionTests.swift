import CatalogCore
import Foundation
import TestSupport
import Testing

/// A style is checked by the compiler like Apple's `ButtonStyle`: these styles of the catalog's generated
/// `CardStyle`, written in another module, must fail with the expected diagnostic (real `swiftc`, Swift 6
/// mode, warnings as errors, against the built `Catalog` module), and the well-formed one must compile.
@Suite(.slow(.compiles)) struct StyleRejectionTests {
    static func typecheck(_ style: String) throws -> Toolchain.Result {
        try Toolchain.typecheck(["Style.swift": "import Catalog\nimport SwiftUI\n\n" + style])
    }

    @Test func aWellFormedStyleCompiles() throws {
        let result = try Self.typecheck("""
            struct Plain: CardStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack { configuration.title; configuration.actions }
                }
            }
            @MainActor func apply() -> some View { Card(title: "x").cardStyle(Plain()) }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The custom style every styleable component's reference page shows compiles and reads every member.
    @Test func theReferencePagesStylesCompile() throws {
        let result = Pipeline.generate(try PackagePaths.specFiles(), products: .docs)
        let plan = try #require(result.plan)
        var styles: [String] = []
        for component in plan.components where component.style != nil {
            let page = try #require(result.files.first { $0.path == "Docs/\(component.name).md" }).contents
            let block = try #require(page.components(separatedBy: "```swift\nstruct Custom\(component.name)Style: ").dropFirst().first)
            styles.append("struct Custom\(component.name)Style: " + block.components(separatedBy: "\n```")[0])
        }
        #expect(styles.count == 4)
        let compiled = try Self.typecheck(styles.joined(separator: "\n\n"))
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    @Test func makeBodyMustReturnAView() throws {
        let result = try Self.typecheck("""
            struct NotAView: CardStyle {
                func makeBody(configuration: Configuration) -> Int { 42 }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("type 'NotAView' does not conform to protocol 'CardStyle'"), "\(result.output)")
    }

    @Test func aSlotThatDoesNotExistCannotBeRead() throws {
        let result = try Self.typecheck("""
            struct Misspelled: CardStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.subtitle }
            }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("(aka 'CardStyleConfiguration') has no member 'subtitle'"), "\(result.output)")
    }

    @Test func onlyAStyleGoesIntoTheModifier() throws {
        let result = try Self.typecheck("""
            struct Other: BannerStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.message }
            }
            @MainActor func apply() -> some View { Card(title: "x").cardStyle(Other()) }
            """)
        #expect(result.status != 0)
        #expect(result.output.contains("does not conform to expected type 'CardStyle'") || result.output.contains("requires that 'Other' conform to 'CardStyle'"), "\(result.output)")
    }
}
