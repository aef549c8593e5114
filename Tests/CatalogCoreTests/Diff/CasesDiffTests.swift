@testable import CatalogCore
import Testing

/// `catalog diff` on revision 5's keys: a property's `cases` (a removed case breaks the code that names it,
/// an added one every exhaustive `switch` outside the module) and a slot's `symbolLabel` (its change is one
/// breaking entry, not the removal and addition of every initializer that takes the symbol).
@Suite struct CasesDiffTests {
    static func spec(_ strategy: InitializerStrategy, cases: String, symbolLabel: String? = nil) -> [String: String] {
        ["Bar.yaml": "component: Bar\nsummary: A bar.\ninitializers: \(strategy.rawValue)\nproperties:\n  - name: role\n    cases: \(cases)\n    default: primary\n"
            + "slots:\n  - name: title\n    options: [text, unlabeled]\n  - name: icon\n    optional: true\n    options: [systemImage]\n"
            + (symbolLabel.map { "    symbolLabel: \($0)\n" } ?? "")]
    }

    static func lines(_ diff: APIDiff) -> [String] {
        diff.changes.map { "\($0.kind.rawValue) \($0.isBreaking ? "breaking" : "not breaking"): \($0.description)" }
    }

    @Test(arguments: InitializerStrategy.allCases)
    func addingOrRemovingACaseBreaks(strategy: InitializerStrategy) throws {
        let two = Self.spec(strategy, cases: "[primary, secondary]"), three = Self.spec(strategy, cases: "[primary, secondary, destructive]")
        let added = try #require(APIDiffTests.diff(two, three))
        #expect(added.bump == .major)
        #expect(Self.lines(added) == [
            "enumCaseAdded breaking: case `.destructive` added to `BarRole` (property `role`): an exhaustive `switch` over `BarRole` without `default:` no longer compiles",
        ])
        let removed = try #require(APIDiffTests.diff(three, two))
        #expect(Self.lines(removed) == [
            "enumCaseRemoved breaking: case `.destructive` removed from `BarRole` (property `role`): code that names it breaks",
        ])
        #expect(try #require(APIDiffTests.diff(two, two)).changes.isEmpty)
    }

    /// A property that gains `cases` changes its type: reported as that, once.
    @Test func aPropertyBecomingAnEnumIsATypeChange() throws {
        let old = ["Bar.yaml": "component: Bar\nsummary: A bar.\nproperties:\n  - name: role\n    type: String\n    default: '\"primary\"'\n"]
        let new = ["Bar.yaml": "component: Bar\nsummary: A bar.\nproperties:\n  - name: role\n    cases: [primary]\n    default: primary\n"]
        let diff = try #require(APIDiffTests.diff(old, new))
        #expect(Self.lines(diff).first == "propertyTypeChanged breaking: property `role`: type `String` → `BarRole`")
        #expect(!diff.changes.contains { $0.kind == .enumCaseAdded })
    }

    @Test(arguments: InitializerStrategy.allCases)
    func changingTheSymbolLabelIsOneBreakingChange(strategy: InitializerStrategy) throws {
        let before = Self.spec(strategy, cases: "[primary]"), after = Self.spec(strategy, cases: "[primary]", symbolLabel: "systemImage")
        let diff = try #require(APIDiffTests.diff(before, after))
        #expect(diff.bump == .major)
        #expect(Self.lines(diff) == [
            "symbolLabelChanged breaking: slot `icon`: the symbol name's label `iconSystemName:` → `systemImage:`: calls that pass `iconSystemName:` break (no forwarder keeps the old label)",
        ])
        let back = try #require(APIDiffTests.diff(after, before))
        #expect(Self.lines(back) == [
            "symbolLabelChanged breaking: slot `icon`: the symbol name's label `systemImage:` → `iconSystemName:`: calls that pass `systemImage:` break (no forwarder keeps the old label)",
        ])
    }
}
