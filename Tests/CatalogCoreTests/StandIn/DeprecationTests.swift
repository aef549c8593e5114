import CatalogCore
import TestSupport
import Testing

/// API evolution, compiled: a renamed label keeps old call sites compiling with a deprecation warning
/// (`renamed:`, so Xcode offers the fix), the new spelling compiles without one, and a deprecated
/// component warns at its call sites while its generated code itself compiles clean (`swiftc` with
/// warnings as errors, against the stand-in of the era the tests were built for; CI runs both).
@Suite(.slow(.compiles)) struct DeprecationTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        InputFile(path: "specs/Chip.yaml", text: """
            component: Chip
            summary: A chip whose slot and property were renamed.
            initializers: compact
            available: { iOS: "17.0", macOS: "14.0" }
            properties:
              - name: isSelected
                type: Bool
                default: "false"
                renamed: selected
            slots:
              - name: label
                options: [text]
                renamed: title
              - name: badge
                optional: true
            """),
        InputFile(path: "specs/Tile.yaml", text: """
            component: Tile
            summary: A tile whose required caption is deprecated.
            slots:
              - name: caption
                options: [text]
                deprecated: Put it in the label.
            """),
        InputFile(path: "specs/OldCard.yaml", text: """
            component: OldCard
            summary: A card on its way out.
            deprecated: Use Chip instead.
            style: true
            slots:
              - name: title
                options: [text]
            """),
    ]

    static func compile(_ callSites: String) throws -> Toolchain.Result {
        let result = Pipeline.generate(Self.specs, products: .swift)
        var sources = Toolchain.sources(result.files)
        // The author marks the deprecated component's hand-written code too (catalog reminds them).
        sources["Bodies.swift"] = """
            import SwiftUI
            @available(iOS 17.0, macOS 14.0, *)
            extension Chip { @MainActor public var body: some View { HStack { label; badge } } }
            extension Tile { @MainActor public var body: some View { caption } }
            @available(*, deprecated)
            extension DefaultOldCardStyle { public func makeBody(configuration: Configuration) -> some View { configuration.title } }
            """
        sources["CallSites.swift"] = "import SwiftUI\n\n" + callSites
        return try Toolchain.typecheck(sources)
    }

    @Test func theGeneratedCodeAndTheNewSpellingCompileWithoutWarnings() throws {
        let result = try Self.compile("""
            @available(iOS 17.0, macOS 14.0, *)
            @MainActor func current() {
                _ = Chip(isSelected: true, label: "New")
                _ = Chip(label: { Text("New") }, badge: { Text("3") })
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func oldLabelsCompileWithARenameWarning() throws {
        let result = try Self.compile("""
            @available(iOS 17.0, macOS 14.0, *)
            @MainActor func old() { _ = Chip(selected: true, title: "New") }
            """)
        // Warnings are errors here: the only diagnostic is the deprecation, with its replacement.
        #expect(result.output.contains("'init(selected:title:badge:)' is deprecated: replaced by 'init(isSelected:label:badge:)'"), "\(result.output)")
        #expect(result.output.components(separatedBy: "error:").count - 1 == 2, "one diagnostic, printed twice: \(result.output)")
        #expect(!result.output.contains("error: cannot") && !result.output.contains("ambiguous"), "\(result.output)")
    }

    @Test func aDeprecatedComponentWarnsAtItsCallSites() throws {
        let result = try Self.compile("""
            @MainActor func legacy() { _ = OldCard(title: "Hi") }
            """)
        #expect(result.output.contains("'OldCard' is deprecated: Use Chip instead."), "\(result.output)")
    }

    @Test func aDeprecatedSlotWarnsWhereItIsPassed() throws {
        let result = try Self.compile("""
            @MainActor func tile() { _ = Tile(caption: "x") }
            """)
        #expect(result.output.contains("'init(caption:)' is deprecated: Put it in the label."), "\(result.output)")
    }

    /// `@available(iOS 17.0, macOS 14.0, *)` on the struct, every extension and the model protocol (Linux
    /// ignores Apple's platforms, so this is read, not compiled).
    /// Deprecated examples of specs/ use deprecated API: they compile, in a deprecated context, against
    /// the built catalog (the synthesized suite, which must not warn, leaves them out).
    @Test func deprecatedExamplesOfTheCatalogCompile() throws {
        let plan = try #require(Pipeline.generate(try PackagePaths.specFiles(), products: []).plan)
        let examples = plan.components.flatMap { component in component.examples.filter { $0.deprecation != nil } }
        #expect(!examples.isEmpty)
        let source = examples.enumerated().map { index, example in
            "@available(*, deprecated)\n@MainActor @ViewBuilder func example\(index)() -> some View {\n\(example.code)}\n"
        }.joined(separator: "\n")
        let result = try Toolchain.typecheck(["Examples.swift": "import Catalog\nimport SwiftUI\n\n" + source])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theCatalogRemindsTheAuthorToMarkTheBody() {
        let diagnostics = Pipeline.validate(Self.specs).diagnostics.map(\.formatted)
        #expect(diagnostics == ["specs/OldCard.yaml:3:13: warning: OldCard is deprecated: mark its hand-written default style's makeBody @available(*, deprecated) too, or that code warns"])
    }
}

/// The fast check of `available:` on the generated declarations, out of the slow suite above.
@Suite struct AvailabilityDeclarationTests {
    @Test func availabilityIsOnEveryDeclaration() throws {
        let result = Pipeline.generate(DeprecationTests.specs, products: .swift)
        let chip = try #require(result.files.first { $0.path == "Swift/Chip.swift" }).contents
        let model = try #require(result.files.first { $0.path == "Swift/ChipModel.swift" }).contents
        let declarations = chip.split(separator: "\n").filter { $0.hasPrefix("public struct") || $0.hasPrefix("extension") }
        let lines = chip.split(separator: "\n").map(String.init)
        for declaration in declarations {
            let index = try #require(lines.firstIndex(of: String(declaration)))
            #expect(lines[index - 1] == "@available(iOS 17.0, macOS 14.0, *)", "\(declaration)")
        }
        // The struct (which conforms to View itself) and its constrained extension.
        #expect(declarations.count == 2)
        #expect(model.contains("@available(iOS 17.0, macOS 14.0, *)\npublic protocol ChipModel"))
    }
}
