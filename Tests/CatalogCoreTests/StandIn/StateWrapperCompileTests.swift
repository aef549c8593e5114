import CatalogCore
import TestSupport
import Testing

/// The wrappers a `state:` entry may name compile as generated, against the stand-in and Apple's SDK
/// alike: the stand-in once lacked `FocusState`, `ScaledMetric` and `Namespace`, so a catalog using them
/// built on a Mac and failed on Linux.
@Suite(.slow(.compiles)) struct StateWrapperCompileTests {
    @Test func everyDocumentedWrapperCompiles() throws {
        let inputs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Bench\n"),
            InputFile(path: "specs/Field.yaml", text: """
                component: Field
                summary: A field.
                state:
                  - name: isFocused
                    wrapper: FocusState
                    type: Bool
                  - name: focusedPart
                    wrapper: FocusState
                    type: String?
                  - name: spacing
                    wrapper: ScaledMetric
                    type: CGFloat
                    default: "8"
                  - name: glyphs
                    wrapper: Namespace
                    type: Namespace.ID
                  - name: isExpanded
                    wrapper: State
                    type: Bool
                    default: "false"
                  - name: sizeCategory
                    wrapper: Environment
                    keyPath: \\.dynamicTypeSize
                slots:
                  - name: title
                    options: [text]
                """),
        ]
        let result = Pipeline.generate(inputs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let swift = try #require(result.files.first { $0.path.hasSuffix("Field.swift") }).contents
        for declaration in ["@FocusState var isFocused: Bool", "@FocusState var focusedPart: String?",
                            "@ScaledMetric var spacing: CGFloat = 8", "@Namespace var glyphs: Namespace.ID"] {
            #expect(swift.contains(declaration), "\(declaration)")
        }
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            extension Field {
                @MainActor @ViewBuilder public var body: some View {
                    let _: FocusState<Bool>.Binding = $isFocused
                    let _: FocusState<String?>.Binding = $focusedPart
                    let _: (CGFloat, Namespace.ID, Bool, DynamicTypeSize) = (spacing, glyphs, isExpanded, sizeCategory)
                    VStack { title }
                        .focused($isFocused)
                        .focused($focusedPart, equals: "title")
                }
            }
            @MainActor func call() { _ = Field(title: "Name") }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
        // Built and run too: the values the wrappers start with.
        sources["main.swift"] = "let field = Field(title: \"Name\")\nprint(field.spacing, field.isFocused, field.focusedPart as Any, field.isExpanded)\n"
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "8.0 false nil false\n", "\(run.output)")
    }
}
