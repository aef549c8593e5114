import Foundation
import CatalogCore
import TestSupport
import Testing

/// libyaml's syntax errors keep its words and position, and add the likely fix with the line it refers
/// to; a key dedented out of the slot or property above says where it belongs.
@Suite struct YAMLSyntaxHintTests {
    /// A realistic spec, broken on one line: the first error of Card.yaml.
    static func firstError(_ spec: String) -> String? {
        SpecRun.diagnostics(["Card.yaml": spec]).first { $0.contains("error:") }
    }

    static let head = "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n"

    static let syntaxErrors = [
        // A line indented with a tab.
        (head + "\toptional: true\n",
         "specs/Card.yaml:6:1: error: YAML syntax error: found character that cannot start any token while scanning for the next token; YAML indents with spaces, not tabs: replace the tab with spaces (`options:` on line 5 is at column 5)"),
        (head + "  - name: icon\n  \toptional: true\n",
         "specs/Card.yaml:7:3: error: YAML syntax error: found a tab character that violates indentation while scanning a plain scalar; YAML indents with spaces, not tabs: replace the tab with spaces (`name:` on line 6 is at column 5)"),
        // A key of a slot list item indented less than the item's keys, but past its '-'.
        (head + "  - name: icon\n   optional: true\n",
         "specs/Card.yaml:7:4: error: YAML syntax error: did not find expected '-' indicator while parsing a block collection; indent `optional:` to column 5 to match `name:` on line 6"),
        // The same without a final line break.
        (head + "  - name: icon\n   optional: true",
         "specs/Card.yaml:7:4: error: YAML syntax error: did not find expected '-' indicator while parsing a block collection; indent `optional:` to column 5 to match `name:` on line 6"),
        // ... at the column of the '-': meant for the item above, or a new item without its '-'.
        (head + "  - name: icon\n  optional: true\n",
         "specs/Card.yaml:7:3: error: YAML syntax error: did not find expected '-' indicator while parsing a block collection; to add `optional:` to the item above, indent it to column 5 to match `name:` on line 6; to start a new item, write `- optional: true`"),
        (head + "  name: icon\n",
         "specs/Card.yaml:6:3: error: YAML syntax error: did not find expected '-' indicator while parsing a block collection; the item above has `name:` already; to start a new item, write `- name: icon`"),
        // A key dedented out of the slot, to a column no mapping above has.
        (head + "  - name: icon\n    optional: true\n renamed: badge\n",
         "specs/Card.yaml:8:2: error: YAML syntax error: did not find expected key while parsing a block mapping; indent `renamed:` to column 5 to match `optional:` on line 7, or to column 1 to match `slots:` on line 3"),
        // A line indented past the key above continues its value.
        (head + "  - name: icon\n      optional: true\n",
         "specs/Card.yaml:7:15: error: YAML syntax error: mapping values are not allowed in this context; line 7 is indented more than `name:` on line 6, so YAML reads it as more of that value; indent `optional:` to column 5 to match `name:`"),
        ("component: Card\n  summary: A card.\n",
         "specs/Card.yaml:2:10: error: YAML syntax error: mapping values are not allowed in this context; line 2 is indented more than `component:` on line 1, so YAML reads it as more of that value; indent `summary:` to column 1 to match `component:`"),
        // `key: value: more` on one line.
        ("component: Card\nsummary: A card: the main one.  # short\nslots:\n  - name: title\n",
         "specs/Card.yaml:2:16: error: YAML syntax error: mapping values are not allowed in this context; the value of `summary:` holds ': ', which YAML reads as another key; put the value in quotes: `summary: \"A card: the main one.\"`"),
        (head + "    doc: The \"main\" title: shown first\n",
         "specs/Card.yaml:6:26: error: YAML syntax error: mapping values are not allowed in this context; the value of `doc:` holds ': ', which YAML reads as another key; put the value in quotes: `doc: \"The \\\"main\\\" title: shown first\"`"),
        // A line of a block scalar less indented than the block's text.
        (head + "examples:\n  - title: A card\n    code: |\n      Card {\n          Text(\"Hi\")\n     }\n",
         "specs/Card.yaml:11:6: error: YAML syntax error: did not find expected key while parsing a block mapping; line 11 is less indented than the text of `code: |` on line 8, which starts at column 7: indent it to at least column 7, or YAML ends the block before it"),
        (head + "examples:\n  - title: A card\n    code: |-\n      Card {\n\n        Text(\"Hi\")\n    }\n",
         "specs/Card.yaml:12:5: error: YAML syntax error: did not find expected key while parsing a block mapping; line 12 is less indented than the text of `code: |-` on line 8, which starts at column 7: indent it to at least column 7, or YAML ends the block before it"),
        (head + "examples:\n  - title: A card\n    code: |\n      Card {\n\tText(\"Hi\")\n      }\n",
         "specs/Card.yaml:10:1: error: YAML syntax error: found a tab character where an indentation space is expected while scanning a block scalar; YAML indents with spaces, not tabs: replace the tab with spaces (the block's text on line 9 starts at column 7)"),
    ]

    @Test(arguments: syntaxErrors) func aSyntaxErrorSaysTheLikelyFix(spec: String, message: String) {
        #expect(Self.firstError(spec) == message)
    }

    /// A syntax error the hints do not know keeps libyaml's words alone.
    @Test func otherSyntaxErrorsKeepLibyamlsWords() {
        #expect(Self.firstError("component: Card\nsummary: [A card\n") == "specs/Card.yaml:3:1: error: YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence")
    }

    static let dedentedKeys = [
        // Dedented to the component's level: it belongs to the slot above.
        (head + "  - name: icon\n    optional: true\nrenamed: badge\n",
         "specs/Card.yaml:8:1: error: unknown key 'renamed' in component: it belongs to slot 'icon' above; indent it to column 5 (4 more spaces) to match `optional:` on line 7"),
        ("component: Card\nsummary: A card.\nproperties:\n  - name: count\n    type: Int\ndefault: \"0\"\nslots:\n  - name: title\n",
         "specs/Card.yaml:6:1: error: unknown key 'default' in component: it belongs to property 'count' above; indent it to column 5 (4 more spaces) to match `type:` on line 5"),
        ("component: Card\nsummary: A card.\nmodel:\n  name: CardModel\ngenerate: false\nslots:\n  - name: title\n",
         "specs/Card.yaml:5:1: error: unknown key 'generate' in component: it belongs to model 'CardModel' above; indent it to column 3 (2 more spaces) to match `name:` on line 4"),
        // A list at column 1: a second `name:` starts another slot.
        ("component: Card\nsummary: A card.\nslots:\n- name: title\n  options: [text]\nname: icon\n",
         "specs/Card.yaml:6:1: error: unknown key 'name' in component: slot 'title' above has 'name' already; to start another slot, write `- name:` at column 1 like the '-' on line 4"),
        // Inside a slot: its backedBy mapping.
        ("component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n    backedBy:\n      type: Heading\n    expression: 'Heading(title)'\n",
         "specs/Card.yaml:8:5: error: unknown key 'expression' in slot: it belongs to the backedBy above; indent it to column 7 (2 more spaces) to match `type:` on line 7"),
    ]

    @Test(arguments: dedentedKeys) func aKeyDedentedOutOfItsMappingSaysWhereItBelongs(spec: String, message: String) {
        // backedBy without its expression is also reported, first.
        #expect(SpecRun.diagnostics(["Card.yaml": spec]).filter { $0.contains("unknown key") } == [message])
    }

    /// A key that belongs nowhere near keeps the usual message.
    @Test func anUnknownKeyAfterAnotherMappingKeepsTheUsualMessage() {
        #expect(Self.firstError(Self.head + "colour: red\n") == "specs/Card.yaml:6:1: error: unknown key 'colour' in component (expected one of: component, summary, description, group, status, tags, access, initializers, order, style, uikit, available, deprecated, generics, properties, state, slots, model, examples, tokens, environment, either, atLeastOne, audit)")
    }

    /// docs/SpecFormat.md's examples of the hints are messages these tests see.
    @Test func theDocumentedHintsAreTheLoaders() throws {
        let doc = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/SpecFormat.md"), encoding: .utf8)
        let seen = (Self.syntaxErrors + Self.dedentedKeys).map(\.1)
        let syntax = doc.split(separator: "\n").filter { $0.hasPrefix("YAML syntax error: ") && !$0.contains("<") }
        #expect(syntax.count >= 6)
        for line in syntax {
            #expect(seen.contains { $0.hasSuffix("error: " + line) }, "docs/SpecFormat.md documents '\(line)', which no test sees")
        }
        let dedented = try #require(doc.firstMatch(of: /``(unknown key 'renamed' in component: [^`]*`[^`]*`[^`]*)``/)).1
        #expect(seen.contains { $0.hasSuffix("error: " + dedented) }, "\(dedented)")
    }
}
