import CatalogCore
import TestSupport
import Testing

/// A group that holds only `$type` or `$description` (issue 45, item 10): the format allows it, so the set
/// loads, but it is most often a token whose `$value` the export lost, so it warns at the group's key.
@Suite struct IncompleteGroupTests {
    static let file = """
        {
          "color": {
            "$type": "color",
            "brand": { "$type": "color" },
            "muted": { "$description": "Muted text, to come." },
            "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "nested": { "only": { "inner": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } },
            "copy": { "$extends": "{color.nested}", "$type": "color" },
            "empty": {}
          }
        }
        """

    @Test func aGroupWithOnlyTypeOrDescriptionWarnsAtItsKey() throws {
        let (tokens, diagnostics) = TokenRun.validate(TokenRun.files(["base.tokens.json": Self.file]))
        let incomplete = diagnostics.filter { $0.contains("incomplete token") }
        #expect(incomplete == [
            "tokens/base.tokens.json:4:5: warning: the group 'color.brand' holds only '$type', no token or group: it looks like an incomplete token (a token needs '$value')",
            "tokens/base.tokens.json:5:5: warning: the group 'color.muted' holds only '$description', no token or group: it looks like an incomplete token (a token needs '$value')",
        ], "\(diagnostics)")
        // A warning, not a refusal: the set loads, groups with members, `$extends` or nothing at all are quiet.
        #expect(!diagnostics.contains { $0.contains(": error: ") }, "\(diagnostics)")
        let paths = try #require(tokens).tokens.map(\.path.description)
        #expect(paths.contains("color.text") && paths.contains("color.nested.only.inner"), "\(paths)")
    }
}
