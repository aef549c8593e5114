import CatalogCore
import TestSupport
import Testing

/// SPEC revision 4's `viewType` compiled, with issue 36's items 8, 9 and 12: each call pinned to the one
/// initializer it resolves to by its concrete type (inferred first, then pinned, so a contextual type cannot
/// choose among initializers), where a slot of one view type is no generic argument (`Header<Text>` has one
/// parameter for three slots). On the stand-in of the era the tests were built for (`.ci/test` runs this
/// suite in both) and on Apple's iOS 17.4 SDK.
@Suite(.slow(.compiles)) struct ViewTypeResolutionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        // Compact, styled: an optional button, a required tag with default content, a generic text title.
        InputFile(path: "specs/Header.yaml", text: """
            component: Header
            summary: A header whose button and tag the style restyles.
            initializers: compact
            style: true
            slots:
              - name: title
                options: [text]
              - name: button
                optional: true
                viewType: DSButton
              - name: tag
                viewType: DSTag
                default: 'DSTag("New")'
            """),
        // Combinatorial: one form each, so they multiply nothing.
        InputFile(path: "specs/Toolbar.yaml", text: """
            component: Toolbar
            summary: A title and its actions.
            properties:
              - name: tagStyle
                type: TagStyle
                default: .warning
            slots:
              - name: title
                optional: true
                options: [text]
              - name: action
                viewType: DSButton
              - name: more
                optional: true
                viewType: DSButton
            """),
        // Every slot of one view type: no generic parameter at all; `Footer()` takes the slots-omitted initializer.
        InputFile(path: "specs/Footer.yaml", text: """
            component: Footer
            summary: An optional button.
            initializers: compact
            slots:
              - name: action
                optional: true
                viewType: DSButton
            """),
        // Item 12: a generic component whose `Style` is a top-level type, named `Tag.Style` by a typealias.
        InputFile(path: "specs/Tag.yaml", text: """
            component: Tag
            summary: A generic tag with a style.
            initializers: compact
            properties:
              - name: style
                type: TagStyle
                default: .info
            slots:
              - name: label
                options: [text]
            """),
        // Item 8: a text shown by the catalog's own generic component.
        InputFile(path: "specs/Heading.yaml", text: "component: Heading\nsummary: A heading.\nslots:\n  - name: label\n    options: [text]\n"),
        InputFile(path: "specs/Card.yaml", text: """
            component: Card
            summary: A card titled by a Heading.
            slots:
              - name: title
                options: [text]
                backedBy: { type: Heading<Text>, expression: 'Heading(label: $0)' }
            """),
        // Item 9: the generic `Badge` beside `DesignSystem.Badge`, which Swift finds in `DesignSystem`.
        InputFile(path: "specs/Row.yaml", text: """
            component: Row
            summary: A row with a design-system badge.
            initializers: compact
            properties:
              - name: kind
                type: DesignSystem.Badge.Kind
                default: .info
            slots:
              - name: badge
                optional: true
              - name: title
                options: [text]
                backedBy: { type: DesignSystem.Badge, expression: 'DesignSystem.Badge($0)' }
            """),
    ]

    static let support = """
        import SwiftUI

        /// A design system's own views: the body and the style restyle them with `compact()`.
        public struct DSButton: View {
            let title: String
            var isCompact = false
            public init(_ title: String) { self.title = title }
            public func compact() -> DSButton { var copy = self; copy.isCompact = true; return copy }
            public var body: some View { Text(verbatim: title).font(isCompact ? .footnote : .body) }
        }
        public struct DSTag: View {
            let title: String
            var isCompact = false
            public init(_ title: String) { self.title = title }
            public func compact() -> DSTag { var copy = self; copy.isCompact = true; return copy }
            public var body: some View { Text(verbatim: title) }
        }
        extension DSButton { static var sample: DSButton { DSButton("Sample") } }
        extension DSTag { static var sample: DSTag { DSTag("Sample") } }

        public enum DesignSystem {
            public struct Badge: View {
                public enum Kind: Sendable { case info, warning }
                let text: Text
                public init(_ key: LocalizedStringKey) { text = Text(key) }
                @_disfavoredOverload public init(_ string: some StringProtocol) { text = Text(string) }
                public var body: some View { text }
            }
        }
        extension DesignSystem.Badge.Kind { static var sample: Self { .warning } }

        /// docs/SpecFormat.md, "What Swift itself cannot express": `Tag.Style` without `Tag`'s arguments.
        public enum TagStyle: Sendable { case info, warning }
        extension Tag { public typealias Style = TagStyle }
        extension TagStyle { static var sample: TagStyle { .warning } }

        extension DefaultHeaderStyle {
            // The configuration keeps each slot's one view type: the style calls its API.
            @MainActor public func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.title; configuration.button?.compact(); configuration.tag.compact() }
            }
        }
        extension Toolbar { @MainActor public var body: some View { HStack { title; action.compact(); more } } }
        extension Footer { @MainActor public var body: some View { HStack { if hasAction { action } } } }
        extension Tag { @MainActor public var body: some View { label } }
        extension Heading { @MainActor public var body: some View { label } }
        extension Card { @MainActor public var body: some View { title } }
        extension Row { @MainActor public var body: some View { HStack { badge; title } } }

        struct Figures: ToolbarModel { var title: String? { "Model" }; var tagStyle: Tag.Style { .info } }
        /// Outside `Tag`, `Tag.Style` names the type without `Tag`'s generic argument, through the typealias.
        extension Toolbar { var restyled: Tag.Style { tagStyle == .info ? .warning : .info } }
        """

    static let callSites = """
        import SwiftUI

        @MainActor func headers(flag: Bool) {
            // Left out, the button is nil and the tag shows its default; neither is a generic argument.
            do { let view = Header(title: "News"); let _: Header<Text> = view; let _: DSButton? = view.button; let _: DSTag = view.tag }
            do { let view = Header(title: "News") { DSButton("Go") }; let _: Header<Text> = view }
            // `if` without `else` builds a `DSButton?`, which the optional slot's closure returns.
            do { let view = Header(title: "News", button: { if flag { DSButton("Go") } }); let _: Header<Text> = view }
            do { let view = Header(title: "News", button: { DSButton("Go") }, tag: { DSTag("Hot") }); let _: Header<Text> = view }
            do { let view = Header { Text("News").bold() } button: { DSButton("Go") }; let _: Header<Text> = view }
            do { let view = Header(title: { Image(systemName: "star") }); let _: Header<Image> = view }
        }

        @MainActor func toolbars() {
            do { let view = Toolbar(title: "Edit") { DSButton("Save") }; let _: Toolbar<Text> = view }
            do { let view = Toolbar { DSButton("Save") }; let _: Toolbar<Never> = view }
            do { let view = Toolbar(action: { DSButton("Save") }, more: { DSButton("More") }); let _: Toolbar<Never> = view }
            do { let view = Toolbar(title: { Text("Edit") }, action: { DSButton("Save") }); let _: Toolbar<Text> = view }
            do { let view = Toolbar(tagStyle: .info, title: "Edit", action: { DSButton("Save") }); let _: Toolbar<Text> = view }
            do { let view = Toolbar(model: Figures()) { DSButton("Save") }; let _: Toolbar<Text> = view }
            let style: Tag.Style = .warning
            _ = style
        }

        @MainActor func footers() {
            do { let view = Footer(); let _: Footer = view }
            do { let view = Footer { DSButton("Go") }; let _: Footer = view }
        }

        @MainActor func others(name: String) {
            do { let view = Tag(style: .warning, label: "New"); let _: Tag<Text> = view }
            do { let style: Tag.Style = .warning; let view = Tag(style: style, label: name); let _: Tag<Text> = view }
            do { let view = Card(title: "News"); let _: Card<Heading<Text>> = view }
            do { let view = Card(title: name); let _: Card<Heading<Text>> = view }
            do { let view = Row(title: "News"); let _: Row<EmptyView, DesignSystem.Badge> = view }
            do { let view = Row(kind: .warning, title: "News") { Image(systemName: "star") }; let _: Row<Image, DesignSystem.Badge> = view }
        }
        """

    @Test func everyCallResolvesToOneInitializerWithItsGenericArguments() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let header = try #require(plan.components.first { $0.name == "Header" })
        #expect(header.genericParameters == ["Title"])
        #expect(header.storedProperties.prefix(3).map { "\($0.name): \($0.type?.description ?? "")" } == ["title: Title", "button: DSButton?", "tag: DSTag"])
        #expect(header.style?.members.prefix(3).map { "\($0.name): \($0.type)" } == ["title: AnyView", "button: DSButton?", "tag: DSTag"])
        let toolbar = try #require(plan.components.first { $0.name == "Toolbar" })
        // The title's four forms times one each, and init(model:).
        #expect(toolbar.initializers.count == 5)
        #expect(toolbar.initializers.allSatisfy { $0.parameters.last?.defaultValue?.description == "{ nil }" })
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: [
            "Support.swift": Self.support, "CallSites.swift": Self.callSites,
        ])
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
