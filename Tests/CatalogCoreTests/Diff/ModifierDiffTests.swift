@testable import CatalogCore
import Testing

/// `catalog diff` on `modifier:` properties (revision 4): the methods are API that callers chain.
@Suite struct ModifierDiffTests {
    static let header = """
        component: Badge
        summary: A badge.
        initializers: compact
        slots:
          - name: title
            options: [text]
        properties:
          - name: count
            type: Int
            default: "0"

        """
    static let tone = """
          - name: tone
            type: Int
            default: "0"
            modifier: true

        """

    static func diff(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> APIDiff? {
        APIDiffTests.diff(["Badge.yaml": Self.header + old], ["Badge.yaml": Self.header + new], sourceLocation: sourceLocation)
    }

    static func described(_ diff: APIDiff) -> [String] { diff.changes.map { "\($0.kind) \($0.isBreaking ? "breaking" : "not breaking"): \($0.description)" } }

    @Test func addingAMethodIsAdditiveAndRemovingItBreaks() throws {
        let added = try #require(Self.diff("", Self.tone))
        #expect(Self.described(added) == ["methodAdded not breaking: method added: func tone(_ value: Int) -> Self"])
        #expect(added.bump == .minor)
        let removed = try #require(Self.diff(Self.tone, ""))
        #expect(Self.described(removed) == ["methodRemoved breaking: method removed: func tone(_ value: Int) -> Self: calls that chain `.tone(_:)` break"])
        #expect(removed.bump == .major)
    }

    /// A new label changes the method; a retyped property is reported once, as the property; a deprecation is additive.
    @Test func changesToTheMethod() throws {
        let labeled = try #require(Self.diff(Self.tone, Self.tone.replacingOccurrences(of: "modifier: true", with: "modifier: { name: tone, label: level }")))
        #expect(labeled.bump == .major)
        #expect(labeled.changes.map(\.kind) == [.methodRemoved, .methodAdded], "\(Self.described(labeled))")
        let retyped = try #require(Self.diff(Self.tone, Self.tone.replacingOccurrences(of: "type: Int", with: "type: Double")))
        #expect(Self.described(retyped) == ["propertyTypeChanged breaking: property `tone`: type `Int` → `Double`"])
        let deprecated = try #require(Self.diff(Self.tone, Self.tone + "    deprecated: Use count.\n"))
        #expect(Self.described(deprecated) == ["methodDeprecated not breaking: method `tone(_:)` deprecated: Use count."])
    }

    /// A rename keeps the old method as a deprecated forwarder: nothing breaks.
    @Test func aRenameKeepsTheOldMethod() throws {
        let renamed = Self.tone.replacingOccurrences(of: "name: tone", with: "name: emphasis") + "    renamed: tone\n"
        let diff = try #require(Self.diff(Self.tone, renamed))
        #expect(!diff.changes.contains { $0.isBreaking }, "\(Self.described(diff))")
        #expect(diff.changes.contains { $0.kind == .methodAdded && $0.description == "method added: func emphasis(_ value: Int) -> Self" })
        #expect(diff.changes.contains { $0.kind == .methodDeprecated && $0.description == "method `tone(_:)` deprecated: renamed to emphasis(_:)" })
    }

    /// A property that becomes a modifier leaves the initializers (old calls that pass it break) and gains its method.
    @Test func aParameterThatBecomesAModifierBreaksCallsThatPassIt() throws {
        let diff = try #require(APIDiffTests.diff(["Badge.yaml": Self.header], ["Badge.yaml": Self.header + "    modifier: true\n"]))
        #expect(diff.bump == .major, "\(Self.described(diff))")
        #expect(diff.changes.contains { $0.kind == .initializerRemoved })
        #expect(diff.changes.contains { $0.kind == .methodAdded && $0.description == "method added: func count(_ value: Int) -> Self" })
    }
}
