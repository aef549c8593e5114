@testable import CatalogCore
import Testing

/// `catalog diff` on `viewType` (revision 4): a slot that becomes of one view type, generic again, or of
/// another type breaks callers and code that spells out the component's type, in both strategies.
@Suite struct ViewTypeDiffTests {
    static func spec(_ strategy: InitializerStrategy, button: String) -> [String: String] {
        ["Bar.yaml": "component: Bar\nsummary: A bar.\ninitializers: \(strategy.rawValue)\nslots:\n  - name: title\n    options: [text]\n"
            + "  - name: button\n    optional: true\n" + button]
    }

    static func slotChanges(_ diff: APIDiff) -> [String] {
        diff.changes.filter { $0.kind == .slotViewTypeChanged }.map { "\($0.isBreaking ? "breaking" : "not breaking"): \($0.description)" }
    }

    @Test(arguments: InitializerStrategy.allCases)
    func aSlotBecomingConcreteOrGenericBreaks(strategy: InitializerStrategy) throws {
        let generic = Self.spec(strategy, button: ""), concrete = Self.spec(strategy, button: "    viewType: DSButton\n")
        let toConcrete = try #require(APIDiffTests.diff(generic, concrete))
        #expect(toConcrete.bump == .major)
        #expect(Self.slotChanges(toConcrete) == [
            "breaking: slot `button` now holds one view type, `DSButton`: calls whose closure makes any other view break, and so does code that spells out `Bar<…>`",
        ])
        // The generic parameter goes too: the type's spelling changes.
        #expect(toConcrete.changes.contains { $0.kind == .genericParametersChanged && $0.isBreaking })

        let toGeneric = try #require(APIDiffTests.diff(concrete, generic))
        #expect(toGeneric.bump == .major)
        #expect(Self.slotChanges(toGeneric) == [
            "breaking: slot `button` is generic instead of holding a `DSButton`: a closure that returns `nil` no longer compiles, code that spells out `Bar<…>` must add its parameter, and bodies and styles that restyle it break",
        ])

        let retyped = try #require(APIDiffTests.diff(concrete, Self.spec(strategy, button: "    viewType: DSLink\n")))
        #expect(Self.slotChanges(retyped) == ["breaking: slot `button` holds a `DSLink` instead of a `DSButton`: calls whose closure makes a `DSButton` break"])
        #expect(try #require(APIDiffTests.diff(concrete, concrete)).changes.isEmpty)
    }
}
