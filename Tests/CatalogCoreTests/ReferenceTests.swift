import CatalogCore
import Foundation
import TestSupport
import Testing

/// Whole-file reference tests: the output for the specs in References/specs, byte for byte, against the
/// committed files in References/expected. `bash .ci/record` rewrites them (and fails while it records);
/// on a mismatch the failure shows a unified diff.
@Suite struct ReferenceTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/CatalogCoreTests/References")

    @Test func generatedFilesMatchTheReferences() throws {
        let inputs = try PackagePaths.specFiles(in: "Tests/CatalogCoreTests/References/specs")
        let result = CatalogGenerator.generate(inputs)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let record = ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1"
        let expectedFolder = Self.folder.appendingPathComponent("expected")
        var seen: Set<String> = []
        for file in result.files {
            let name = file.path.replacingOccurrences(of: "/", with: "_")
            seen.insert(name)
            let url = expectedFolder.appendingPathComponent(name)
            let expected = try? String(contentsOf: url, encoding: .utf8)
            guard expected != file.contents else { continue }
            if record {
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("Recorded \(name); review the diff and run the tests again.")
            } else {
                Issue.record("\(file.path) differs from References/expected/\(name) (run `bash .ci/record` if the change is intended):\n\(try Self.diff(expected ?? "", file.contents))")
            }
        }
        let stale = try FileManager.default.contentsOfDirectory(atPath: expectedFolder.path).filter { !seen.contains($0) }
        for name in stale {
            if record { try FileManager.default.removeItem(at: expectedFolder.appendingPathComponent(name)) }
            Issue.record("References/expected/\(name) is no longer generated")
        }
    }

    static func diff(_ expected: String, _ actual: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("expected"), new = folder.appendingPathComponent("actual")
        try expected.write(to: old, atomically: true, encoding: .utf8)
        try actual.write(to: new, atomically: true, encoding: .utf8)
        return try Toolchain.run(Toolchain.find("diff") ?? "/usr/bin/diff", ["-u", old.path, new.path]).output
    }
}
