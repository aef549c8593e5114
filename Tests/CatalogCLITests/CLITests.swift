import Foundation
import Testing

/// The `catalog` executable run as a real process, as authors and CI run it.
@Suite(.serialized) struct CLITests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The built `catalog`, next to the test bundle.
    static var executable: URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("catalog")
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   error: String(decoding: errorData, as: UTF8.self))
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static let card = "component: Card\nsummary: A card.\nslots:\n  - name: title\n    options: [text]\n  - name: actions\n    optional: true\n"

    @Test func validSpecsExitZero() throws {
        let root = try Self.folder(["specs/Card.yaml": Self.card])
        let run = try Self.run(["validate"], in: root)
        #expect(run.status == 0)
        #expect(run.output == "1 spec valid\n")
    }

    @Test func misspelledKeyIsPositionedWithASuggestion() throws {
        let bad = Self.card.replacingOccurrences(of: "optional: true", with: "optinal: true")
        let root = try Self.folder(["specs/Card.yaml": bad, "specs/Badge.yaml": "component: Badge\nsummary: B.\nslots:\n  - name: label\n"])
        let run = try Self.run(["validate"], in: root)
        #expect(run.status == 1)
        #expect(run.output == "specs/Card.yaml:7:5: error: unknown key 'optinal'; did you mean 'optional'?\n1 error in 1 file\n")
    }

    @Test func jsonFormat() throws {
        let bad = Self.card.replacingOccurrences(of: "optional: true", with: "optinal: true")
        let root = try Self.folder(["specs/Card.yaml": bad])
        let run = try Self.run(["validate", "--format", "json"], in: root)
        #expect(run.status == 1)
        let records = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        #expect(records?.count == 1)
        #expect(records?.first?["line"] as? Int == 7)
        #expect(records?.first?["column"] as? Int == 5)
        #expect(records?.first?["file"] as? String == "specs/Card.yaml")
        #expect(records?.first?["severity"] as? String == "error")
    }

    @Test func usageErrorsExitTwo() throws {
        let root = try Self.folder([:])
        #expect(try Self.run(["validate", "--format", "xml"], in: root).status == 2)
        #expect(try Self.run(["validate", "--specs", "nowhere"], in: root).status == 2)
        #expect(try Self.run(["frobnicate"], in: root).status == 2)
        // A folder without component specs is refused before anything could be "removed".
        let onlySettings = try Self.folder(["specs/catalog.yaml": "module: Catalog\n"])
        let run = try Self.run(["generate"], in: onlySettings)
        #expect(run.status == 2)
        #expect(run.error.contains("no component specs in 'specs'"))
    }

    @Test func generateWritesThenWritesNothing() throws {
        let root = try Self.folder(["specs/Card.yaml": Self.card])
        let first = try Self.run(["generate"], in: root)
        #expect(first.status == 0)
        #expect(first.output == "1 component, 7 initializers (largest: Card, 7): 6 written, 0 unchanged, 0 removed\n")
        let card = root.appendingPathComponent("Generated/Swift/Card.swift")
        let before = try FileManager.default.attributesOfItem(atPath: card.path)[.modificationDate] as? Date
        let second = try Self.run(["generate"], in: root)
        #expect(second.output == "nothing changed since the last run: 6 files up to date\n")
        // Without the fast path (forced), the writer still finds nothing to write.
        let forced = try Self.run(["generate", "--force"], in: root)
        #expect(forced.output.hasSuffix(": 0 written, 6 unchanged, 0 removed\n"))
        let after = try FileManager.default.attributesOfItem(atPath: card.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try Self.run(["generate", "--check"], in: root).status == 0)
    }

    @Test func invalidSpecsWriteNothing() throws {
        let root = try Self.folder(["specs/Card.yaml": Self.card])
        _ = try Self.run(["generate"], in: root)
        let before = try String(contentsOf: root.appendingPathComponent("Generated/Swift/Card.swift"), encoding: .utf8)
        try (Self.card + "colour: red\n").write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        let run = try Self.run(["generate"], in: root)
        #expect(run.status == 1)
        #expect(run.output.contains("specs/Card.yaml:8:1: error: unknown key 'colour'"))
        #expect(run.output.hasSuffix("nothing was written\n"))
        let after = try String(contentsOf: root.appendingPathComponent("Generated/Swift/Card.swift"), encoding: .utf8)
        #expect(before == after)
    }
}
