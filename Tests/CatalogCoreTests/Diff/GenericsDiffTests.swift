@testable import CatalogCore
import Testing

/// `catalog diff` on a component's `generics:` (revision 4): each is spelled in the component's type and
/// inferred from a required argument, so adding, removing or constraining one breaks callers.
@Suite struct GenericsDiffTests {
    static let header = """
        component: CardList
        summary: Cards.
        initializers: compact
        slots:
          - name: card
            input: Element

        """

    static func spec(_ generics: String, elements: String = "[Element]") -> String {
        header + generics + "properties:\n  - { name: elements, type: \"\(elements)\" }\n"
    }

    static func diff(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> APIDiff? {
        APIDiffTests.diff(["CardList.yaml": old], ["CardList.yaml": new], sourceLocation: sourceLocation)
    }

    static func generics(_ diff: APIDiff) -> [String] {
        diff.changes.filter { [.genericAdded, .genericRemoved, .genericConstraintChanged].contains($0.kind) }
            .map { "\($0.kind) \($0.isBreaking ? "breaking" : "not breaking"): \($0.description)" }
    }

    @Test func aGenericAddedOrRemovedBreaks() throws {
        let one = Self.spec("generics: [{ name: Element, constraint: Identifiable }]\n")
        let two = Self.spec("generics: [{ name: Element, constraint: Identifiable }, { name: Selection, constraint: Hashable }]\n")
            + "  - { name: selection, type: \"Binding<Selection?>\" }\n"
        let added = try #require(Self.diff(one, two))
        #expect(Self.generics(added) == [
            "genericAdded breaking: generic parameter `Selection: Hashable` added: `CardList<Element, Card>` → `CardList<Element, Selection, Card>`; code that spells out the type breaks, and calls must pass an argument to infer it from",
        ])
        #expect(added.bump == .major)
        let removed = try #require(Self.diff(two, one))
        #expect(Self.generics(removed) == [
            "genericRemoved breaking: generic parameter `Selection: Hashable` removed: `CardList<Element, Selection, Card>` → `CardList<Element, Card>`; code that spells out the type breaks",
        ])
        #expect(removed.bump == .major)
    }

    /// Tighter or looser, a changed constraint is reported once, as breaking; the same generics are no change.
    @Test func aConstraintChangedBreaks() throws {
        let identifiable = Self.spec("generics: [{ name: Element, constraint: Identifiable }]\n")
        let tighter = try #require(Self.diff(identifiable, Self.spec("generics: [{ name: Element, constraint: Identifiable & Sendable }]\n")))
        #expect(Self.generics(tighter) == [
            "genericConstraintChanged breaking: generic parameter `Element`: constraint `Identifiable` → `Identifiable & Sendable`; calls whose arguments no longer conform, or code that relied on the old constraint, break",
        ])
        #expect(tighter.bump == .major)
        let looser = try #require(Self.diff(identifiable, Self.spec("generics: [{ name: Element }]\n")))
        #expect(Self.generics(looser) == [
            "genericConstraintChanged breaking: generic parameter `Element`: constraint `Identifiable` → `none`; calls whose arguments no longer conform, or code that relied on the old constraint, break",
        ])
        let same = try #require(Self.diff(identifiable, identifiable))
        #expect(same.changes.isEmpty)
    }

    /// A component that becomes generic over its data: the generic is added, and the old initializers are
    /// removed (their `elements` took `[any Identifiable]`), all breaking.
    @Test func becomingGenericBreaks() throws {
        let existential = Self.header.replacingOccurrences(of: "input: Element", with: "input: any Identifiable")
            + "properties:\n  - { name: elements, type: \"[any Identifiable]\" }\n"
        let diff = try #require(Self.diff(existential, Self.spec("generics: [{ name: Element, constraint: Identifiable }]\n")))
        #expect(diff.bump == .major)
        #expect(diff.changes.map(\.kind).contains(.genericAdded))
        #expect(diff.changes.map(\.kind).contains(.propertyTypeChanged))
    }
}
