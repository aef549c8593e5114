@testable import CatalogCore
import TestSupport
import Testing

/// The declaration tree and its one printer: layout rules, and the reference reading the same nodes.
@Suite struct SwiftPrinterTests {
    private static func parameter(_ label: String?, _ name: String, _ type: SwiftType, builder: String? = nil) -> ParameterDeclaration {
        ParameterDeclaration(label: label, name: name, type: type, resultBuilder: builder)
    }

    @Test func aHandBuiltTreePrintsAsSwift() {
        let initializer = InitializerDeclaration(attributes: [.disfavoredOverload], access: .public,
                                                 parameters: [Self.parameter("title", "title", .named("String"))])
        var constrained = InitializerDeclaration(access: .public, parameters: [Self.parameter(nil, "icon", .named("Image"))])
        constrained.constraints = [Constraint("Icon", .named("Image"))]
        let tree = [
            SwiftDeclaration(note: "Hand-written body elsewhere.", doc: ["A card.", nil, "  "],
                             attributes: [.available([PlatformVersion(platform: "iOS", version: "17.0")]), .mainActor, .preconcurrency],
                             .structure(TypeDeclaration([.access(.public)], "Card", generics: [GenericParameter("Icon", "View")], inheritance: ["View"], members: [
                                 SwiftDeclaration(.group([
                                     SwiftDeclaration(doc: ["The icon."], .property(PropertyDeclaration(.let, "icon", type: .named("Icon")))),
                                     SwiftDeclaration(.property(PropertyDeclaration(wrapper: .binding, .var, "isOn", type: .bool))),
                                     SwiftDeclaration(.property(PropertyDeclaration(.var, "hasIcon", type: .bool, body: .inline("true")))),
                                 ])),
                                 SwiftDeclaration(.initializer(initializer, body: .block([.line("self.title = title")]))),
                             ]))),
            SwiftDeclaration(.group([])),
            SwiftDeclaration(.extension(ExtensionDeclaration("Card", constraints: constrained.constraints, members: [
                SwiftDeclaration(.initializer(constrained, body: .block([
                    .block("if true", [.line("x()")]),
                    .closure("list.forEach", parameters: "item", [.line("print(item)")]),
                ]))),
                SwiftDeclaration(.initializer(InitializerDeclaration(modifiers: [.nonisolated], access: .internal), body: .inline(""))),
            ]))),
            SwiftDeclaration(.protocol(TypeDeclaration([.access(.package)], "CardModel", members: [
                SwiftDeclaration(.property(PropertyDeclaration(.var, "title", type: .string, body: .inline("get")))),
                SwiftDeclaration(attributes: [.viewBuilder, .mainActor],
                                 .function(FunctionDeclaration([.static], "make", parameters: [.unlabeled("x", .int)], returns: .named("Body"), body: nil))),
            ]))),
        ]
        #expect(SwiftPrinter.print(tree) == """
            // Hand-written body elsewhere.
            /// A card.
            @available(iOS 17.0, *)
            @MainActor @preconcurrency
            public struct Card<Icon: View>: View {
                /// The icon.
                let icon: Icon
                @Binding var isOn: Bool
                var hasIcon: Bool { true }

                @_disfavoredOverload
                public init(title: String) {
                    self.title = title
                }
            }

            extension Card where Icon == Image {
                public init(_ icon: Image) {
                    if true {
                        x()
                    }
                    list.forEach { item in
                        print(item)
                    }
                }

                nonisolated init() {}
            }

            package protocol CardModel {
                var title: String { get }

                @ViewBuilder @MainActor
                static func make(_ x: Int) -> Body
            }

            """)
    }

    /// A function's parameters are values the printer prints as it prints an initializer's: labels, `_`,
    /// `inout`, `@escaping`, defaults; its types are values too (arrays, optionals, attributed closures).
    @Test func aFunctionsParametersAndTypesArePrinted() {
        let closure = SwiftType.attributed(.mainActor, .function(parameters: [.named("AnyView"), .int], result: .named("AnyView")))
        let function = FunctionDeclaration([.access(.public), .static], "apply", parameters: [
            .unlabeled("values", .array(.array(.string))),
            .inout("into", "hasher", .named("Hasher")),
            ParameterDeclaration(label: "then", name: "then", type: .function(parameters: [], result: .named("Void")), isEscaping: true),
            .named("scale", .cgFloat, default: .number(1)),
            .plain("with", "apply", .optional(closure)),
        ], returns: .optional(.array(.someView)), body: nil)
        #expect(SwiftPrinter.print([SwiftDeclaration(.function(function))]) == "public static func apply(_ values: [[String]], "
            + "into hasher: inout Hasher, then: @escaping () -> Void, scale: CGFloat = 1, with apply: (@MainActor (AnyView, Int) -> AnyView)?) -> [some View]?\n")
        #expect(SwiftPrinter.print([SwiftDeclaration(.typeAlias(name: "Apply", type: closure, modifiers: [.access(.public)]))])
            == "public typealias Apply = @MainActor (AnyView, Int) -> AnyView\n")
        #expect(closure.isFunction && SwiftType.optional(closure).isFunctionOrOptionalFunction)
    }

    /// The reference page prints the nodes it is given: a change to a node reaches the page, so the page
    /// cannot drift from the Swift file that prints the same tree.
    @Test func theReferenceReadsTheTreesNodes() throws {
        let catalog = Fixtures.catalog(Fixtures.component("Card", slots: [Fixtures.slot("title", .text)]))
        let plan = Planner.plan(catalog)
        let component = try #require(plan.components.first)
        var declarations = ComponentDeclarations(component)
        declarations.initializers[0].attributes.append(.renamed("init(headline:)"))
        declarations.structure.kind = .structure(TypeDeclaration([.access(.public)], "Card", generics: [GenericParameter("Headline", "View")], inheritance: ["View"]))
        let page = MarkdownComponentPage(plan: component, catalog: plan, componentNames: ["Card"], declarations: declarations).render()
        #expect(page.contains("@available(*, deprecated, renamed: \"init(headline:)\")\n" + declarations.initializers[0].signature))
        #expect(page.contains("```swift\npublic struct Card<Headline: View>: View\n```"))
        let files = Pipeline.render(plan, products: .swift)
        #expect(files.first { $0.path == "Swift/Card.swift" }?.contents.contains("public struct Card<Title: View>: View {") == true)
    }

    /// The plan holds the author's words only; the renderers word what the author left out, the same way in
    /// the doc comments and the reference.
    @Test func thePlanHoldsNoGeneratedWording() throws {
        let icon = Fixtures.slot("icon", optional: true, .systemImage)
        let catalog = Fixtures.catalog(Fixtures.component("Badge", strategy: .compact, slots: [Fixtures.slot("title", .text), icon]))
        let plan = try #require(Planner.plan(catalog).components.first)
        let parameters = plan.initializers.flatMap(\.parameters).filter { $0.owner == "icon" }
        #expect(!parameters.isEmpty && parameters.allSatisfy { $0.doc == nil })
        let flag = try #require(plan.storedProperties.first { $0.name == "hasIcon" })
        #expect(flag.doc == nil && flag.role == .presenceFlag(slot: "icon"))
        let files = Pipeline.render(Planner.plan(catalog), products: [.swift, .docs])
        let swift = try #require(files.first { $0.path == "Swift/Badge.swift" }?.contents)
        #expect(swift.contains("/// Whether the `icon` slot was given (false when it was left out).\n    var hasIcon: Bool { "
            + "if case Optional<Any>.none = icon as Any { false } else { !(Icon.self is EmptyView.Type) } }"))
        #expect(swift.contains("///   - icon: Builds the `icon` view."))
        #expect(swift.contains("///   - iconSystemName: The `icon` value."))
    }

    /// A component without slots or properties: an empty struct body, one `init() {}` and a summary that
    /// does not trail off ("Creates a `Divider` with ." before).
    @Test func aComponentWithNothingToStore() throws {
        let plan = Planner.plan(Fixtures.catalog(Fixtures.component("Divider", slots: [])))
        let swift = try #require(Pipeline.render(plan, products: .swift).first { $0.path == "Swift/Divider.swift" }?.contents)
        #expect(swift.contains("public struct Divider: View {\n    /// Creates a `Divider`.\n    public init() {}\n\n"), "\(swift)")
    }
}
