@testable import CatalogCore
import Testing

/// `catalog diff` on revision 3's slot keys: each change as callers and conforming types see it.
@Suite struct SlotKeyDiffTests {
    static let header = """
        component: Chip
        summary: A chip.
        initializers: compact

        """
    static let slots = """
        slots:
          - name: title
            options: [text]
          - name: tags
            optional: true
            resolver: TagsResolver
          - name: label

        """

    static func diff(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> APIDiff? {
        APIDiffTests.diff(["Chip.yaml": Self.header + old], ["Chip.yaml": Self.header + new], sourceLocation: sourceLocation)
    }

    static func described(_ diff: APIDiff) -> [String] { diff.changes.map { "\($0.kind) \($0.isBreaking ? "breaking" : "not breaking"): \($0.description)" } }

    @Test func backedByChangesTheTextSlotsTypeAndBreaksItsCallers() throws {
        let backed = Self.slots.replacingOccurrences(of: "    options: [text]\n", with: "    options: [text]\n    backedBy: Heading($0)\n")
        let diff = try #require(Self.diff(Self.slots, backed))
        #expect(diff.bump == .major, "\(Self.described(diff))")
        // Every initializer that shows the text value now stores a Heading: old `Title == Text` calls break.
        #expect(diff.changes.contains { $0.kind == .initializerRemoved && $0.description.contains("Title == Text") })
        #expect(diff.changes.contains { $0.kind == .initializerAdded && $0.description.contains("Title == Heading") })
        // The model's requirement is still a String: conforming types are unaffected.
        #expect(!diff.changes.contains { [.requirementAdded, .requirementRemoved, .requirementTypeChanged].contains($0.kind) })
    }

    @Test func anArrayValueDefaultInsteadOfNilBreaksNilAndTheModel() throws {
        let defaulted = Self.slots.replacingOccurrences(of: "    optional: true\n    resolver: TagsResolver\n",
                                                        with: "    resolver: TagsResolver\n    default: \"[]\"\n")
        let diff = try #require(Self.diff(Self.slots, defaulted))
        #expect(diff.bump == .major, "\(Self.described(diff))")
        // `tags: [String]? = nil` → `tags: [String] = []`: a call that passes nil, or an optional, breaks.
        #expect(diff.changes.contains { $0.kind == .initializerRemoved && $0.description.contains("tags: TagsResolver.Input? = nil") })
        #expect(diff.changes.contains { $0.kind == .requirementTypeChanged && $0.isBreaking })
    }

    @Test func aValueDefaultOnARequiredSlotIsAdditive() throws {
        let defaulted = Self.slots.replacingOccurrences(of: "    options: [text]\n", with: "    options: [text]\n    default: '\"Untitled\"'\n")
        let diff = try #require(Self.diff(Self.slots, defaulted))
        #expect(!diff.changes.contains { $0.isBreaking }, "\(Self.described(diff))")
        #expect(diff.bump == .minor, "\(Self.described(diff))")
        #expect(diff.changes.contains { $0.kind == .parameterDefaultAdded && $0.description.contains("\"Untitled\"") })
    }

    @Test func inputOnABuilderSlotBreaksItsClosures() throws {
        let taking = Self.slots.replacingOccurrences(of: "  - name: label\n", with: "  - name: label\n    input: Bool\n")
        let diff = try #require(Self.diff(Self.slots, taking))
        #expect(diff.bump == .major, "\(Self.described(diff))")
        #expect(diff.changes.contains { $0.kind == .initializerRemoved && $0.description.contains("@ViewBuilder label: () -> Label") })
        #expect(diff.changes.contains { $0.kind == .initializerAdded && $0.description.contains("@ViewBuilder label: @escaping (Bool) -> Label") })
    }
}
