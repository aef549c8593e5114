@testable import CatalogCore
import Testing

/// `catalog diff` on revision 3's `order` per family, `unlabeled` and `argumentLabel`: a label or a
/// position is what callers write, so changing one breaks exactly the initializers that take it.
@Suite struct LabelAndOrderDiffTests {
    static let choice = """
        component: Choice
        summary: A setting and its value.
        initializers: compact
        properties:
          - name: title
            type: String
        slots:
          - name: detail
            optional: true
            options: [text]

        """

    static func changes(_ diff: APIDiff, _ kind: APIChange.Kind) -> [String] {
        diff.changes.filter { $0.kind == kind }.map(\.description)
    }

    @Test func anArgumentLabelRelabelsTheValueInitializersOnly() throws {
        let labeled = Self.choice.replacingOccurrences(of: "    options: [text]\n", with: "    options: [text]\n    argumentLabel: value\n")
        let diff = try #require(APIDiffTests.diff(["Choice.yaml": Self.choice], ["Choice.yaml": labeled]))
        #expect(diff.bump == .major)
        #expect(Self.changes(diff, .initializerRemoved) == [
            "initializer removed: init(title: String, detail: LocalizedStringKey? = nil) where Detail == Text?",
            "initializer removed: @_disfavoredOverload init(title: String, detail: String? = nil) where Detail == Text?",
        ])
        #expect(Self.changes(diff, .initializerAdded) == [
            "initializer added: init(title: String, value detail: LocalizedStringKey? = nil) where Detail == Text?",
            "initializer added: @_disfavoredOverload init(title: String, value detail: String? = nil) where Detail == Text?",
        ])
        // The builder keeps the slot's name; the model requirement too.
        #expect(!diff.changes.contains { $0.description.contains("@ViewBuilder detail") })
        #expect(!diff.changes.contains { $0.kind == .requirementAdded || $0.kind == .requirementRemoved })
    }

    @Test func droppingAPropertysLabelBreaksEveryInitializerThatTakesIt() throws {
        let unlabeled = Self.choice.replacingOccurrences(of: "    type: String\n", with: "    type: String\n    unlabeled: true\n")
        let diff = try #require(APIDiffTests.diff(["Choice.yaml": Self.choice], ["Choice.yaml": unlabeled]))
        #expect(diff.bump == .major)
        // Builder, type-based and twin, and the one without the value slot; init(model:) reads the model.
        #expect(Self.changes(diff, .initializerRemoved).count == 4)
        #expect(Self.changes(diff, .initializerAdded).allSatisfy { $0.contains("(_ title: String") })
        #expect(Self.changes(diff, .initializerAdded).count == 4)
    }

    @Test func orderPerFamilyMovesOnlyTheFamilyItNames() throws {
        let listed = Self.choice + "order: [detail, title]\n"
        let perFamily = Self.choice + "order:\n  builder: [title, detail]\n  values: [detail, title]\n"
        let diff = try #require(APIDiffTests.diff(["Choice.yaml": listed], ["Choice.yaml": perFamily]))
        #expect(diff.bump == .major)
        // The type-based initializers keep `values`, which is the old list: only the builder one moves.
        #expect(Self.changes(diff, .initializerRemoved) == [
            "initializer removed: init(@ViewBuilder detail: () -> Detail = { EmptyView() }, title: String)",
        ])
        #expect(Self.changes(diff, .initializerAdded) == [
            "initializer added: init(title: String, @ViewBuilder detail: () -> Detail = { EmptyView() })",
        ])
    }
}
