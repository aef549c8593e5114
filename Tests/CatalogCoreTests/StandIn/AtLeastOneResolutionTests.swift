import CatalogCore
import TestSupport
import Testing

/// `atLeastOne:` (SPEC revision 5, issue 48 item 2): a tag shows a text, an icon or both, never neither.
/// Each call pinned to its initializer by its generic arguments (inferred first, then pinned) on the
/// stand-in of the era the tests were built for (`.ci/test` runs this suite in both) and on Apple's iOS 17.4
/// SDK; `XTag(theme:)` with neither does not compile, on both at the same line.
@Suite(.slow(.compiles)) struct AtLeastOneResolutionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        // Two slots: the one given alone is required there (`icon: Image`), the other left out (`EmptyView`).
        InputFile(path: "specs/XTag.yaml", text: """
            component: XTag
            summary: A tag with a text, an icon or both.
            initializers: compact
            atLeastOne: [label, icon]
            properties:
              - name: theme
                type: Int
            slots:
              - name: label
                options: [text]
                optional: true
              - name: icon
                options: [image]
                optional: true

            """, role: .spec),
        // A slot and a property: the property given alone is not optional there (`icon: Image`).
        InputFile(path: "specs/XChip.yaml", text: """
            component: XChip
            summary: A chip with a text, an icon or both.
            initializers: compact
            atLeastOne: [label, icon]
            properties:
              - name: theme
                type: Int
              - name: icon
                type: Image?
                default: nil
            slots:
              - name: label
                options: [text]
                optional: true

            """, role: .spec),
    ]

    static let bodies = """
        import SwiftUI
        extension XTag { @MainActor public var body: some View { HStack { icon; label } } }
        extension XChip { @MainActor public var body: some View { HStack { icon; label } } }
        """

    static let callSites = """
        import SwiftUI

        @MainActor func tags(name: String, image: Image) {
            do { let view = XTag(theme: 1, label: "New"); let _: XTag<Text, Image?> = view }
            do { let view = XTag(theme: 1, label: name); let _: XTag<Text, Image?> = view }
            do { let view = XTag(theme: 1, label: "New", icon: image); let _: XTag<Text, Image?> = view }
            do { let view = XTag(theme: 1, icon: image); let _: XTag<EmptyView, Image> = view }
            do { let view = XTag(theme: 1, label: { Text("New") }); let _: XTag<Text, EmptyView> = view }
            do { let view = XTag(theme: 1, label: { Text("New") }, icon: { image }); let _: XTag<Text, Image> = view }
            do { let view = XTag(theme: 1, icon: { image }); let _: XTag<EmptyView, Image> = view }
            // An unlabeled trailing closure is the first member's, as Swift fills the first closure parameter.
            do { let view = XTag(theme: 1) { Text("New") }; let _: XTag<Text, EmptyView> = view }
        }

        @MainActor func chips(name: String, image: Image) {
            do { let view = XChip(theme: 1, label: "New"); let _: XChip<Text> = view }
            do { let view = XChip(theme: 1, icon: image, label: "New"); let _: XChip<Text> = view }
            do { let view = XChip(theme: 1, icon: image); let _: XChip<EmptyView> = view }
            do { let view = XChip(theme: 1) { Text("New") }; let _: XChip<Text> = view }
        }
        """

    @Test func eachCallResolvesToOneInitializer() throws {
        let (result, compiled) = try PlannedCallSiteCompilation.typecheck(Self.specs, with: ["Bodies.swift": Self.bodies, "CallSites.swift": Self.callSites])
        #expect(compiled.status == 0, "\(compiled.output)")
        // Given alone, each member is required and not optional.
        let declarations = Toolchain.sources(result.files).values.joined()
        #expect(declarations.contains("init(theme: Int, icon: Image)"), "\(declarations)")
    }

    /// Neither text nor icon: no initializer takes the call, on both SDKs at the same lines.
    @Test func aCallWithNeitherDoesNotCompile() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        let plan = try #require(result.plan)
        let wrong = """
            import SwiftUI

            @MainActor func wrong() {
                _ = XTag(theme: 1)
                _ = XChip(theme: 1)
            }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": Self.bodies, "Wrong.swift": wrong])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("Wrong.swift:4:"), "\(compiled.output)")
        #expect(compiled.output.contains("Wrong.swift:5:"), "\(compiled.output)")
    }
}
