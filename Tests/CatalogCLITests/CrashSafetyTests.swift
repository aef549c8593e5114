import CatalogCore
import Foundation
import TestSupport
import Testing

/// The real `catalog generate`, killed with SIGKILL in the middle of a large write, and run while
/// another holds the lock.
@Suite(.serialized, .slow(.process)) struct CrashSafetyTests {
    static func specs(version: String, count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count {
            files["C\(index).yaml"] = """
                component: C\(index)
                summary: Component \(index), version \(version), with a summary long enough to make files larger.
                description: |
                \(String(repeating: "  Version \(version) of a description that fills the reference page.\n", count: 20))
                slots:
                  - name: title
                    options: [text, systemImage]
                  - name: detail
                    optional: true
                    options: [text]
                """
        }
        return files
    }

    static func expected(_ specs: [String: String]) -> [String: String] {
        let inputs = specs.map { InputFile(path: "specs/\($0.key)", text: $0.value) }
        let result = Pipeline.generate(inputs)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    @Test func killedAtRandomPointsEveryFileIsOldOrNew() throws {
        let a = Self.specs(version: "A", count: 250), b = Self.specs(version: "B", count: 250)
        let expectedA = Self.expected(a), expectedB = Self.expected(b)
        #expect(expectedA.count > 500)
        let root = try CatalogCLI.folder(a.reduce(into: [:]) { $0["specsA/\($1.key)"] = $1.value }
            .merging(b.reduce(into: [:]) { $0["specsB/\($1.key)"] = $1.value }) { first, _ in first })
        #expect(try CatalogCLI.run(["generate", "--specs", "specsA", "--output", "out"], in: root).status == 0)

        var random = SeededGenerator(seed: 20261122)
        for round in 0..<12 {
            let specs = round % 2 == 0 ? "specsB" : "specsA"
            let process = Process()
            process.executableURL = CatalogCLI.executable
            process.arguments = ["generate", "--specs", specs, "--output", "out"]
            process.currentDirectoryURL = root
            process.environment = ProcessInfo.processInfo.environment.merging(CatalogCLI.environment) { _, new in new }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Seeded, so a failing round can be replayed.
            usleep(useconds_t(20_000 + random.next(upperBound: UInt64(400_000))))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let out = root.appendingPathComponent("out")
            let walker = FileManager.default.enumerator(at: out, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
                      !url.lastPathComponent.hasPrefix(".") else { continue }
                let relative = String(url.path.dropFirst(out.path.count + 1))
                let content = try String(contentsOf: url, encoding: .utf8)
                #expect(content == expectedA[relative] || content == expectedB[relative],
                        "round \(round): \(relative) is neither the old nor the new content")
            }
            // Back to the old specs after the kill: the killed run's files are still ours, not hand edits.
            if round % 3 == 2 {
                let back = try CatalogCLI.run(["generate", "--specs", specs == "specsA" ? "specsB" : "specsA", "--output", "out"], in: root)
                #expect(back.status == 0, "round \(round): \(back.error)")
            }
        }
        let final = try CatalogCLI.run(["generate", "--specs", "specsB", "--output", "out"], in: root)
        #expect(final.status == 0, "\(final.output)\(final.error)")
        #expect(try CatalogCLI.run(["generate", "--specs", "specsB", "--output", "out", "--check"], in: root).status == 0)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("out").path)
            .filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aSecondRunWaitsForNoOneAndSaysWhy() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let output = root.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // The lock is on the output folder itself (no lock file in the committed folder).
        let descriptor = open(output.path, O_RDONLY | O_DIRECTORY)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let loser = try CatalogCLI.run(["generate"], in: root)
        #expect(loser.status == 1)
        #expect(loser.error.contains("another 'catalog generate' is writing to"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Swift/Card.swift").path))
        flock(descriptor, LOCK_UN)
        close(descriptor)
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
    }

    @Test func deletingASpecRemovesExactlyItsFiles() throws {
        let badge = "component: Badge\nsummary: A badge.\nslots:\n  - name: label\n    options: [text]\n"
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card, "specs/Badge.yaml": badge, "Generated/Notes.md": "mine"])
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/Badge.yaml"))
        let run = try CatalogCLI.run(["generate"], in: root)
        #expect(run.output.hasSuffix("2 written, 6 unchanged, 4 removed\n"), "\(run.output)")
        let left = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Generated").path)
            .filter { !$0.hasPrefix(".") && !$0.contains("/.") }.sorted()
        #expect(left == ["Docs", "Docs/Card.md", "Docs/catalog.schema.json", "Docs/component.schema.json", "Docs/index.md", "Notes.md", "Swift", "Swift/Card.swift", "Swift/CardModel.swift",
                      "Swift/Catalog.docc", "Swift/Catalog.docc/Card.md", "Swift/Catalog.docc/Catalog.md"])
    }

    @Test func handWrittenAndHandEditedFilesSurviveWithTheRightErrors() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card, "Generated/Swift/CardModel.swift": "// hand-written"])
        let run = try CatalogCLI.run(["generate"], in: root)
        #expect(run.status == 1)
        #expect(run.error.contains("Swift/CardModel.swift exists but was not written by catalog"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Generated/Swift/CardModel.swift"))
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
        let card = root.appendingPathComponent("Generated/Swift/Card.swift")
        try "// edited\n".write(to: card, atomically: true, encoding: .utf8)
        try (CLITests.card + "description: changed\n").write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        let edited = try CatalogCLI.run(["generate"], in: root)
        #expect(edited.status == 1)
        #expect(edited.error.contains("Swift/Card.swift was edited by hand since catalog generated it"))
        #expect(edited.error.contains("--force"))
        #expect(try String(contentsOf: card, encoding: .utf8) == "// edited\n")
        #expect(try CatalogCLI.run(["generate", "--force"], in: root).status == 0)
    }

    /// The no-op fast path never hides a hand edit or a deleted file.
    @Test func fastPathNoticesChangedOutput() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        #expect(try CatalogCLI.run(["generate"], in: root).status == 0)
        let card = root.appendingPathComponent("Generated/Swift/Card.swift")
        try "// edited\n".write(to: card, atomically: true, encoding: .utf8)
        let edited = try CatalogCLI.run(["generate"], in: root)
        #expect(edited.status == 1)
        #expect(edited.error.contains("Swift/Card.swift was edited by hand"))
        try FileManager.default.removeItem(at: card)
        let restored = try CatalogCLI.run(["generate"], in: root)
        #expect(restored.output.hasSuffix(": 1 written, 7 unchanged, 0 removed\n"), "\(restored.output)")
        #expect(try CatalogCLI.run(["generate"], in: root).output.hasPrefix("nothing changed since the last run"))
    }

    @Test func checkAndDryRun() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let missing = try CatalogCLI.run(["generate", "--check"], in: root)
        #expect(missing.status == 1)
        #expect(missing.output.contains("missing: Generated/Swift/Card.swift"))
        let dry = try CatalogCLI.run(["generate", "--dry-run"], in: root)
        #expect(dry.status == 0)
        #expect(dry.output.contains("would create Generated/Swift/Card.swift"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Generated").path))
        _ = try CatalogCLI.run(["generate"], in: root)
        try (CLITests.card + "description: changed\n").write(to: root.appendingPathComponent("specs/Card.yaml"), atomically: true, encoding: .utf8)
        let stale = try CatalogCLI.run(["generate", "--check"], in: root)
        #expect(stale.status == 1)
        #expect(stale.output.contains("stale: Generated/Swift/Card.swift"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("specs/Card.yaml"))
        try "component: Badge\nsummary: B.\nslots:\n  - name: label\n".write(to: root.appendingPathComponent("specs/Badge.yaml"), atomically: true, encoding: .utf8)
        let extra = try CatalogCLI.run(["generate", "--check"], in: root)
        #expect(extra.output.contains("extra: Generated/Swift/Card.swift"))
    }
}
