import Foundation
import TestSupport
import Testing

/// `catalog diff` as CI runs it: on two folders and on git revisions of a repository.
@Suite(.serialized, .slow(.process)) struct DiffCommandTests {
    static let contact = """
        component: Contact
        summary: A person.
        initializers: compact
        properties:
          - name: size
            type: Double
            default: "40"
        slots:
          - name: title
            options: [text]
          - name: accessory
            optional: true

        """

    static let old = ["old/Card.yaml": CLITests.card, "old/Contact.yaml": contact]

    /// A removed value form, a changed property type and a new model requirement.
    static let breaking = [
        "new/Card.yaml": CLITests.card.replacingOccurrences(of: "    options: [text]\n", with: ""),
        "new/Contact.yaml": contact.replacingOccurrences(of: "type: Double", with: "type: Int")
            .replacingOccurrences(of: "slots:\n", with: "  - name: count\n    type: Int\n    default: \"0\"\nslots:\n"),
    ]

    /// An optional slot added last to a compact component; Card unchanged.
    static let additive = [
        "new/Card.yaml": CLITests.card,
        "new/Contact.yaml": contact + "  - name: footer\n    optional: true\n",
    ]

    @Test func breakingChangesExitOne() throws {
        let root = try CatalogCLI.folder(Self.old.merging(Self.breaking) { $1 })
        let run = try CatalogCLI.run(["diff", "old", "new"], in: root)
        #expect(run.status == 1, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Card"))
        #expect(lines.contains("  breaking: initializer removed: init(title: LocalizedStringKey) where Title == Text, Actions == Never"))
        #expect(lines.contains("  breaking: property `size`: type `Double` → `Int`"))
        #expect(lines.contains("  breaking: model requirement `var count: Int { get }` added to `ContactModel`: types conforming to it must implement it"))
        #expect(lines.last?.hasSuffix(": needs a major version bump") == true)

        // The JSON lists the same changes.
        let json = try CatalogCLI.run(["diff", "old", "new", "--format", "json"], in: root)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["bump"] as? String == "major")
        let changes = try #require(object["changes"] as? [[String: Any]])
        let described = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("      ") }
        #expect(changes.count == described.count)
        #expect(changes.compactMap { $0["description"] as? String } == described.map { String($0.split(separator: ": ", maxSplits: 1)[1]) })
        #expect(object["breaking"] as? Int == changes.filter { $0["isBreaking"] as? Bool == true }.count)
    }

    @Test func additiveChangesExitZero() throws {
        let root = try CatalogCLI.folder(Self.old.merging(Self.additive) { $1 })
        let run = try CatalogCLI.run(["diff", "old", "new"], in: root)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(!run.output.contains("breaking:"))
        #expect(run.output.contains("  additive (ABI change): new defaulted parameter `@ViewBuilder footer: () -> Footer = { EmptyView() }`: existing calls compile unchanged\n"))
        #expect(run.output.hasSuffix("0 breaking, 2 additive: needs a minor version bump\n"))
    }

    @Test func aFolderAgainstItselfHasNoChanges() throws {
        let root = try CatalogCLI.folder(Self.old)
        let run = try CatalogCLI.run(["diff", "old", "old"], in: root)
        #expect(run.status == 0)
        #expect(run.output == "no API changes\n")
        let json = try CatalogCLI.run(["diff", "old", "old", "--format", "json"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["bump"] as? String == "none")
        #expect((object["changes"] as? [Any])?.isEmpty == true)
    }

    @Test func invalidSpecsAndUsageErrorsExitTwo() throws {
        let root = try CatalogCLI.folder(Self.old.merging(["new/Card.yaml": CLITests.card + "colour: red\n"]) { $1 })
        let invalid = try CatalogCLI.run(["diff", "old", "new"], in: root)
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("error: the specs in new are not valid:\nnew/Card.yaml:8:1: error: unknown key 'colour'"))
        #expect(invalid.output.isEmpty)
        #expect(try CatalogCLI.run(["diff", "old"], in: root).status == 2)
        #expect(try CatalogCLI.run(["diff", "old", "nowhere"], in: root).status == 2)
        #expect(try CatalogCLI.run(["diff", "--to", "HEAD", "old", "new"], in: root).status == 2)
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func gitRevisions() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card, "specs/Contact.yaml": Self.contact, "specs/catalog.yaml": "module: Catalog\n"])
        try Self.git(["init", "-q"], in: root)
        try Self.git(["add", "."], in: root)
        try Self.git(["commit", "-q", "-m", "v1"], in: root)
        try Self.git(["tag", "v1"], in: root)

        // The working tree against the last commit: nothing yet.
        let same = try CatalogCLI.run(["diff", "--from", "HEAD"], in: root)
        #expect(same.status == 0, "\(same.error)")
        #expect(same.output == "no API changes\n")

        // An additive change in the working tree.
        try Self.additive["new/Contact.yaml"]!.write(to: root.appendingPathComponent("specs/Contact.yaml"), atomically: true, encoding: .utf8)
        let additive = try CatalogCLI.run(["diff", "--from", "v1"], in: root)
        #expect(additive.status == 0, "\(additive.error)")
        #expect(additive.output.hasSuffix("needs a minor version bump\n"))

        // A breaking one, committed: between two revisions, whatever the working tree holds.
        try Self.breaking["new/Card.yaml"]!.write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        try Self.git(["commit", "-q", "-am", "v2"], in: root)
        try CLITests.card.write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        let revisions = try CatalogCLI.run(["diff", "--from", "v1", "--to", "HEAD"], in: root)
        #expect(revisions.status == 1, "\(revisions.error)")
        #expect(revisions.output.contains("  breaking: initializer removed: init(title: LocalizedStringKey) where Title == Text, Actions == Never\n"))
        // The working tree (Card restored) against v1: additive again; from a subfolder, with --specs.
        #expect(try CatalogCLI.run(["diff", "--from", "v1"], in: root).status == 0)
        let nested = try CatalogCLI.run(["diff", "--from", "v1", "--specs", "../specs"], in: root.appendingPathComponent("specs"))
        #expect(nested.status == 0, "\(nested.error)")
        #expect(nested.output.hasSuffix("needs a minor version bump\n"))

        // A bad revision, or a folder the revision does not have.
        let bad = try CatalogCLI.run(["diff", "--from", "no-such-revision"], in: root)
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix("error: cannot read 'specs' at revision 'no-such-revision'"))
        let missing = try CatalogCLI.run(["diff", "--from", "v1", "--specs", "elsewhere", "specs"], in: root)
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("error: cannot read 'elsewhere' at revision 'v1'"))
        // Outside a repository.
        let outside = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let notGit = try CatalogCLI.run(["diff", "--from", "HEAD"], in: outside)
        #expect(notGit.status == 2)
        #expect(notGit.error.hasPrefix("error: cannot read 'specs' at revision 'HEAD'"))
    }

    static let tokens = """
        {
          "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } } },
          "size": { "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } }, "radius": { "$value": { "value": 12, "unit": "px" } } }
        }

        """

    /// Token files outside specs/ are read at the revision too: a changed value is compatible, a removed token
    /// breaking, in the text and in the JSON.
    @Test func tokensAtGitRevisions() throws {
        let root = try CatalogCLI.folder([
            "specs/Card.yaml": CLITests.card, "tokens/base.tokens.json": Self.tokens,
            "specs/catalog.yaml": "module: Catalog\ntokens:\n  files: [../tokens/base.tokens.json]\n",
        ])
        try Self.git(["init", "-q"], in: root)
        try Self.git(["add", "."], in: root)
        try Self.git(["commit", "-q", "-m", "v1"], in: root)
        try Self.git(["tag", "v1"], in: root)
        let file = root.appendingPathComponent("tokens/base.tokens.json")

        // A value changed and committed: compatible, exit 0, before and after.
        try Self.tokens.replacingOccurrences(of: "\"value\": 12", with: "\"value\": 16").write(to: file, atomically: true, encoding: .utf8)
        try Self.git(["commit", "-q", "-am", "v2"], in: root)
        let compatible = try CatalogCLI.run(["diff", "--from", "v1", "--to", "HEAD"], in: root)
        #expect(compatible.status == 0, "\(compatible.error)")
        #expect(compatible.output == """
            Tokens
              compatible: token `Tokens.Size.radius` (`size.radius`): value 12 pt → 16 pt
            0 breaking, 0 additive, 1 compatible: needs a patch version bump

            """)

        // A token removed in the working tree: breaking, exit 1; the same in the JSON.
        try Self.tokens.replacingOccurrences(of: ", \"radius\": { \"$value\": { \"value\": 12, \"unit\": \"px\" } }", with: "")
            .write(to: file, atomically: true, encoding: .utf8)
        let breaking = try CatalogCLI.run(["diff", "--from", "v1"], in: root)
        #expect(breaking.status == 1, "\(breaking.error)")
        #expect(breaking.output.contains("Tokens\n  breaking: token `Tokens.Size.radius` (`size.radius`) removed: code that reads it breaks\n"))
        let json = try CatalogCLI.run(["diff", "--from", "v1", "--format", "json"], in: root)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["bump"] as? String == "major")
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["tokenRemoved"])
        #expect(changes.first?["component"] as? String == "Tokens")

        // The value change at HEAD, in the JSON: before and after, per context.
        let values = try CatalogCLI.run(["diff", "--from", "v1", "--to", "HEAD", "--format", "json"], in: root)
        let valueObject = try #require(try JSONSerialization.jsonObject(with: Data(values.output.utf8)) as? [String: Any])
        let valueChange = try #require((valueObject["changes"] as? [[String: Any]])?.first)
        #expect(valueChange["values"] as? [[String: String]] == [["context": "", "old": "12 pt", "new": "16 pt"]])

        // An invalid token file at the old revision is reported there, at its revision.
        try "{ \"a\": { \"$type\": \"boolean\", \"$value\": \"yes\" } }\n".write(to: file, atomically: true, encoding: .utf8)
        try Self.git(["commit", "-q", "-am", "bad"], in: root)
        let invalid = try CatalogCLI.run(["diff", "--from", "HEAD", "--to", "v1"], in: root)
        #expect(invalid.status == 2)
        #expect(invalid.error.contains("HEAD:tokens/base.tokens.json:1:40: error: a boolean token is true or false, found 'yes'"), "\(invalid.error)")
    }
}
