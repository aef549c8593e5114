@testable import CatalogCore
import TestSupport
import Testing

/// The typed nodes the Swift file, the reference and `catalog diff` share: each prints one way.
@Suite struct DeclarationNodeTests {
    @Test func attributesPrintAsSwift() {
        let platforms = [PlatformVersion(platform: "iOS", version: "17.0"), PlatformVersion(platform: "macOS", version: "14.0")]
        #expect(SwiftAttribute.available(platforms).rendered == "@available(iOS 17.0, macOS 14.0, *)")
        #expect(SwiftAttribute.deprecated(message: "Use \"Panel\".").rendered == "@available(*, deprecated, message: \"Use \\\"Panel\\\".\")")
        #expect(SwiftAttribute.renamed("init(title:)").rendered == "@available(*, deprecated, renamed: \"init(title:)\")")
        #expect(PropertyWrapper("Environment", argument: .keyPath("dynamicTypeSize")).description == "@Environment(\\.dynamicTypeSize)")
        #expect(PropertyWrapper.binding.description == "@Binding")
    }

    /// A renamed slot's forwarder: deprecated with `renamed:`, and disfavored when its form is.
    @Test func aForwardersDeclaration() throws {
        var slot = Fixtures.slot("headline", .text)
        slot.renamedFrom = "title"
        let plan = Planner.plan(Fixtures.catalog(Fixtures.component("Card", slots: [slot]))).components[0]
        let forwarder = try #require(plan.initializers.first { $0.renamedTo != nil && $0.isDisfavored })
        let declaration = InitializerDeclaration(forwarder, access: plan.access)
        #expect(declaration.lines == ["@_disfavoredOverload", "@available(*, deprecated, renamed: \"init(headline:)\")",
                                      "public init(title headline: some StringProtocol)"])
        #expect(declaration.whereClause == " where Headline == Text")
        #expect(declaration.isDisfavored)
    }

    /// `available:` reaches the plan as platforms and versions, and the diff's surface reads them as such.
    @Test func availabilityIsTypedFromSpecToSurface() throws {
        let result = Pipeline.generate([InputFile(path: "specs/Card.yaml", text: """
            component: Card
            summary: A card.
            available: { iOS: "17.0", macOS: "14.0" }
            slots:
              - name: title
            """)], products: [])
        let plan = try #require(result.plan?.components.first)
        #expect(plan.availability == [PlatformVersion(platform: "iOS", version: "17.0"), PlatformVersion(platform: "macOS", version: "14.0")])
        #expect(ComponentDeclarations.typeAttributes(of: plan.info).map(\.rendered) == ["@available(iOS 17.0, macOS 14.0, *)"])
        let surface = CatalogSurface(try #require(result.plan))
        #expect(surface.components.first?.availability == ["iOS": "17.0", "macOS": "14.0"])
    }
}
