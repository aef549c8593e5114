@testable import CatalogCore
import Testing

/// `catalog diff` on `families:` and per-family defaults (revision 4): a property moved between families is
/// reported once, on the property, and classified: a family that stops taking it breaks the calls that
/// passed it there, one that starts taking it is additive when it has a default there.
@Suite struct FamiliesDiffTests {
    static let header = "component: Tile\nsummary: A tile.\ninitializers: compact\n" + RuleSpecs.tileSlots + """
        properties:
          - name: titleStyle
            type: Int

        """

    static func diff(_ old: String, _ new: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> APIDiff? {
        APIDiffTests.diff(["Tile.yaml": Self.header + old], ["Tile.yaml": Self.header + new], sourceLocation: sourceLocation)
    }

    static func described(_ diff: APIDiff) -> [String] { ModifierDiffTests.described(diff) }

    @Test func leavingAFamilyBreaksCallsThatPassedItThere() throws {
        let everywhere = "    default: \"4\"\n"
        let valuesOnly = everywhere + "    families: [values]\n"
        let removed = try #require(Self.diff(everywhere, valuesOnly))
        #expect(Self.described(removed) == [
            "propertyFamilyRemoved breaking: property `titleStyle` is no longer a parameter of the builder initializers (families: [values]): calls that pass it to them break",
        ])
        #expect(removed.bump == .major)
        let added = try #require(Self.diff(valuesOnly, everywhere))
        #expect(Self.described(added) == [
            "propertyFamilyAdded not breaking: property `titleStyle` becomes a parameter of the builder initializers, defaulted (`4`): existing calls compile unchanged",
        ])
        #expect(added.bump == .minor)
        // Moved from one family to the other: both, each classified (the model no longer requires it).
        let moved = try #require(Self.diff(valuesOnly, everywhere + "    families: [builder]\n"))
        #expect(Self.described(moved) == [
            "propertyFamilyRemoved breaking: property `titleStyle` is no longer a parameter of the values initializers (families: [builder]): calls that pass it to them break",
            "requirementRemoved breaking: model requirement `titleStyle` removed from `TileModel`: code that reads it through the protocol breaks",
            "propertyFamilyAdded not breaking: property `titleStyle` becomes a parameter of the builder initializers, defaulted (`4`): existing calls compile unchanged",
        ])
        // Joining a family where it has no default breaks the calls to it that leave it out.
        let required = try #require(Self.diff(valuesOnly, "    default: { values: \"4\" }\n"))
        #expect(Self.described(required) == [
            "propertyFamilyAdded breaking: property `titleStyle` becomes a required parameter of the builder initializers: calls to them that leave it out break",
        ])
    }

    /// Defaults are compared family by family once either side has a default of its own per family.
    @Test func defaultsPerFamily() throws {
        let diff = try #require(Self.diff("    default: \"4\"\n", "    default: { values: \"2\" }\n"))
        #expect(Self.described(diff) == [
            "propertyDefaultRemoved breaking: property `titleStyle` loses its default in the builder initializers (`4`): calls that leave it out break",
            "propertyDefaultChanged not breaking: property `titleStyle`: default in the values initializers `4` → `2`: calls that leave it out behave differently",
        ])
        let uniform = try #require(Self.diff("    default: \"4\"\n", "    default: \"2\"\n"))
        #expect(Self.described(uniform) == [
            "propertyDefaultChanged not breaking: property `titleStyle`: default `4` → `2`: calls that leave it out behave differently",
        ])
    }
}
