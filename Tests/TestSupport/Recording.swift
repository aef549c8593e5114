import Foundation
import Testing

/// The recorded files (`bash .ci/record`): a test fails while its file differs from what the generator
/// makes now, and under `CATALOG_RECORD=1` it writes the file, failing still, so a new baseline is reviewed
/// as a diff and never accepted silently.
public enum Recording {
    public static func check(_ expected: String, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = PackagePaths.root.appendingPathComponent(relativePath)
        guard (try? String(contentsOf: path, encoding: .utf8)) != expected else { return }
        if ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(relativePath); run the tests again.", sourceLocation: sourceLocation)
        } else {
            Issue.record("\(relativePath) is stale: run `bash .ci/record` and review the diff.", sourceLocation: sourceLocation)
        }
    }
}
