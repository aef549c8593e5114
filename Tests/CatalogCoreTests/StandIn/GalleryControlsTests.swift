import CatalogCore
import TestSupport
import Testing

/// `environment:` entries in the gallery (issue 48, item 1): an entry whose type is an enum of the catalog's
/// (a `cases:` property's) is a picker on its component's screen, and the chosen case is set on each example
/// with the entry's modifier. Run on Linux and type-checked on Apple's SDK.
@Suite(.slow(.compiles)) struct GalleryControlsTests {
    static let specs = [
        "XChip": """
            component: XChip
            summary: A chip.
            slots:
              - name: title
                options: [text]
            properties:
              - name: intent
                cases: [main, success, danger]
                default: main
            examples:
              - title: Default
                code: 'XChip(title: "Chip")'

            """,
        "XTag": """
            component: XTag
            summary: A tag.
            slots:
              - name: title
                options: [text]
            environment:
              - { name: intent, type: XChipIntent, default: .success, modifier: xTagIntent }
              - { name: note, type: String, default: "\\"\\"", modifier: xTagNote }
            examples:
              - title: Saved
                code: 'XTag(title: "Saved")'

            """,
    ]

    static let bodies = """
        import SwiftUI
        extension XChip { public var body: some View { title } }
        extension XTag {
            public var body: some View {
                HStack { title; Text(verbatim: intent == .success ? "success" : intent == .danger ? "danger" : "main") }
            }
        }
        """

    static func sources() throws -> [String: String] {
        let result = Pipeline.generate(specs.map { InputFile(path: "specs/\($0.key).yaml", text: $0.value, role: .spec) }, products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        return sources
    }

    @Test func onlyAnEnumOfTheCatalogsIsOffered() throws {
        let gallery = try #require(try Self.sources().first { $0.key.hasSuffix("CatalogGallery.swift") }?.value)
        #expect(gallery.contains(#"case .xTag1: return [CatalogGalleryControl(id: "xTagIntent", cases: ["main", "success", "danger"], initial: 1) { AnyView($0.xTagIntent([XChipIntent.main, .success, .danger][$1])) }]"#), "\(gallery)")
        #expect(gallery.contains("case .xChip1: return []"))
        #expect(!gallery.contains("xTagNote"), "a String entry has no cases to offer")
    }

    @Test func theScreenShowsTheDefaultAndAChoiceIsSet() throws {
        var sources = try Self.sources()
        sources["main.swift"] = """
            import SwiftUI
            @MainActor func verbatim(_ view: some View) -> [String] {
                _TestRenderer.texts(view).compactMap { text -> String? in
                    if case .verbatim(let content) = text._testStorage { return content }
                    return nil
                }
            }
            MainActor.assumeIsolated {
                let screen = CatalogGalleryComponent(examples: [.xTag1])
                print(verbatim(screen).filter { ["main", "success", "danger"].contains($0) }.joined(separator: ","))
                let control = CatalogExample.xTag1.controls[0]
                print(control.id, control.cases.count, verbatim(control.apply(CatalogExample.xTag1.view, 2)).last ?? "")
            }
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "success\nxTagIntent 3 danger\n", "\(run.output)")
    }

    @Test func theGalleryTypeChecksOnBothSDKs() throws {
        let result = try Toolchain.typecheck(try Self.sources())
        #expect(result.status == 0, "\(result.output)")
    }
}
