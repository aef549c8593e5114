import Foundation
import Testing

/// Slow tests: those that leave the process (they run a tool), and the few that take seconds in it (a
/// 50 MB document). `swift test` in this toolchain (Swift 6.3) cannot select tests by tag (`--filter` and
/// `--skip` match names only), so each such test also carries `.skippedInQuickLoop`, and
/// `CATALOG_QUICK=1 swift test` leaves them out: the quick loop (README). The tags still group them in
/// Xcode and in test reports.
extension Tag {
    /// Any slow test; every test with one of the tags below has this one too.
    @Tag public static var slow: Self
    /// Runs `swiftc` on generated code or call sites.
    @Tag public static var compiles: Self
    /// Runs `cmark-gfm` on the Markdown reference.
    @Tag public static var cmark: Self
    /// Runs `python3` (the JSON Schema checks).
    @Tag public static var python: Self
    /// Runs the `catalog` executable as a process (and kills it).
    @Tag public static var process: Self
}

extension Trait where Self == ConditionTrait {
    /// Left out when `CATALOG_QUICK=1`: for tests tagged `.slow`.
    public static var skippedInQuickLoop: Self {
        .disabled(if: ProcessInfo.processInfo.environment["CATALOG_QUICK"] == "1", "a slow test: CATALOG_QUICK=1 leaves it out")
    }
}
