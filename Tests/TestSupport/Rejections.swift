import Testing

/// A call Apple's compiler rejects, with the diagnostic it must be rejected with.
public struct RejectionCase: Sendable {
    public let code: String
    public let diagnostic: String

    public init(code: String, diagnostic: String) {
        self.code = code
        self.diagnostic = diagnostic
    }
}

extension Toolchain {
    /// Type-checks every case in one file, each in its own `@MainActor` function, and expects each to fail
    /// with its diagnostic on one of its own lines, so a diagnostic is never credited to another case.
    public static func expectRejected(_ cases: [RejectionCase], prelude: String = "",
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        var source = "import SwiftUI\n" + prelude
        var lines: [Int] = []
        for (index, testCase) in cases.enumerated() {
            source += "\n@MainActor func case\(index)() {\n"
            lines.append(source.split(separator: "\n", omittingEmptySubsequences: false).count)
            source += testCase.code + "\n}\n"
        }
        let result = try typecheck(["Rejected.swift": source])
        #expect(result.status != 0, sourceLocation: sourceLocation)
        let output = result.output.split(separator: "\n")
        for (index, testCase) in cases.enumerated() {
            let codeLines = testCase.code.split(separator: "\n").count
            let matched = (lines[index]..<(lines[index] + codeLines)).contains { line in
                output.contains { $0.contains("Rejected.swift:\(line):") && $0.contains(testCase.diagnostic) }
            }
            #expect(matched, "case \(index) `\(testCase.code)` was not rejected with “\(testCase.diagnostic)”:\n\(result.output)",
                    sourceLocation: sourceLocation)
        }
    }
}
