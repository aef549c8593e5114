import Foundation
import Testing

/// What makes a test slow: a tool it runs, or its size (a 50 MB document).
public enum Slowness: String, Sendable {
    case compiles = "runs swiftc"
    case cmark = "runs cmark-gfm"
    case python = "runs python3"
    case process = "runs the catalog executable"
    case large = "takes seconds in the process"
}

extension Trait where Self == ConditionTrait {
    /// A slow test: `CATALOG_QUICK=1 swift test` (the quick loop, README) reports it skipped, saying why it
    /// is slow. One trait, so a slow test cannot be marked and still run in the quick loop. Not tags:
    /// `swift test` (Swift 6.3) selects by name only, and Swift Testing reads tags from `.tags(…)` alone, so a
    /// trait cannot be both a tag and a condition.
    public static func slow(_ reasons: Slowness...) -> Self {
        let why = reasons.isEmpty ? "" : " (" + reasons.map(\.rawValue).joined(separator: ", ") + ")"
        return .disabled(if: ProcessInfo.processInfo.environment["CATALOG_QUICK"] == "1",
                         Comment(rawValue: "a slow test\(why): CATALOG_QUICK=1 leaves it out"))
    }
}
