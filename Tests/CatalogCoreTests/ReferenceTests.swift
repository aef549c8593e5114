import CatalogCore
import Foundation
import TestSupport
import Testing

/// One golden set: `Generated/` (compiled and run by CatalogTests, kept fresh by `committedReferenceIsFresh`
/// and `catalog generate --check`), plus a snapshot of the plan of `specs/` as JSON, so that a planner
/// change reads as data before it reads as code. `bash .ci/record` rewrites the snapshot (and the test
/// fails while it records); on a mismatch the failure shows a unified diff.
@Suite struct ReferenceTests {
    static let snapshot = PackagePaths.root.appendingPathComponent("Tests/CatalogCoreTests/References/plan.json")

    @Test func planOfTheSpecsMatchesItsSnapshot() throws {
        let result = Pipeline.generate(try PackagePaths.specFiles(), products: [])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let actual = String(decoding: try encoder.encode(plan), as: UTF8.self) + "\n"
        let expected = try? String(contentsOf: Self.snapshot, encoding: .utf8)
        guard expected != actual else { return }
        if ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1" {
            try actual.write(to: Self.snapshot, atomically: true, encoding: .utf8)
            Issue.record("Recorded References/plan.json; review the diff and run the tests again.")
        } else {
            Issue.record("The plan differs from References/plan.json (run `bash .ci/record` if the change is intended):\n\(try Self.diff(expected ?? "", actual))")
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
