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

    /// Revision 4: `AppStorage` and `SceneStorage` with their storage key, a default or an optional type,
    /// compiled on both compilers and run on Linux: what one view writes, another with the key reads.
    @Test func storageWrappersStoreUnderTheirKey() throws {
        let inputs = [
            InputFile(path: "specs/catalog.yaml", text: "module: Bench\n"),
            InputFile(path: "specs/Settings.yaml", text: """
                component: Settings
                summary: A settings screen.
                state:
                  - name: theme
                    wrapper: AppStorage
                    key: catalog.theme
                    type: String
                    default: '"light"'
                  - name: lastVisit
                    wrapper: AppStorage
                    key: catalog.lastVisit
                    type: Int?
                  - name: tab
                    wrapper: SceneStorage
                    key: tab
                    type: Int
                    default: "0"
                slots:
                  - name: title
                    options: [text]
                """),
        ]
        let result = Pipeline.generate(inputs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            extension Settings {
                @MainActor @ViewBuilder public var body: some View {
                    let _: Binding<String> = $theme
                    let _: (Int?, Int) = (lastVisit, tab)
                    title
                }
                /// For the run: writes through the wrappers, as a body's controls do.
                func remember() { theme = "dark"; lastVisit = 7; tab = 2 }
            }
            """
        let compiled = try Toolchain.typecheck(sources)
        #expect(compiled.status == 0, "\(compiled.output)")
        sources["main.swift"] = """
            import Foundation
            UserDefaults.standard.removeObject(forKey: "catalog.theme")
            UserDefaults.standard.removeObject(forKey: "catalog.lastVisit")
            let first = Settings(title: "Settings")
            print(first.theme, first.lastVisit as Any, first.tab)
            first.remember()
            let second = Settings(title: "Settings")
            print(second.theme, second.lastVisit as Any, second.tab)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "light nil 0\ndark Optional(7) 2\n", "\(run.output)")
    }
}
