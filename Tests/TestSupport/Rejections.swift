import Testing

/// A call Apple's compiler rejects, with the diagnostic it must be rejected with.
public struct RejectionCase: Sendable {
    public let code: String
    public let diagnostic: String
    /// What Apple's iOS 17.4 SDK says: by default the same diagnostic on the same lines.
    public let apple: Apple

    public enum Apple: Sendable {
        case rejectsAlike
        /// The rule is one of the Xcode 16/26 eras (main-actor views) that the 17.4 SDK predates: Apple accepts.
        case acceptsBeforeMainActorViews
        /// Rejected on the same lines, in the 17.4 SDK's words (a declaration a later SDK changed, FIDELITY.md).
        case rejectsSaying(String)
    }

    public init(code: String, diagnostic: String, apple: Apple = .rejectsAlike) {
        self.code = code
        self.diagnostic = diagnostic
        self.apple = apple
    }
}

extension Toolchain {
    /// Type-checks every case in one file, each in its own `@MainActor` function, and expects each to fail
    /// with its diagnostic on one of its own lines, so a diagnostic is never credited to another case.
    /// Type-checking errors only: SIL's (definite initialization, region isolation) never come after one,
    /// so such a case needs a file of its own (`silDiagnosticsAreChecked`). With
    /// Apple's SDK there, the same file must fail there alike, case by case (or pass, for an era's rule).
    /// `sources`: other files of the module (generated code the cases use).
    public static func expectRejected(_ cases: [RejectionCase], prelude: String = "", sources: [String: String] = [:],
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        var source = "import SwiftUI\n" + prelude
        var lines: [Int] = []
        for (index, testCase) in cases.enumerated() {
            source += "\n@MainActor func case\(index)() {\n"
            lines.append(source.split(separator: "\n", omittingEmptySubsequences: false).count)
            source += testCase.code + "\n}\n"
        }
        let (result, apple) = try typecheckBoth(sources.merging(["Rejected.swift": source]) { _, rejected in rejected })
        #expect(result.status != 0, sourceLocation: sourceLocation)
        for (index, testCase) in cases.enumerated() {
            let codeLines = lines[index]..<(lines[index] + testCase.code.split(separator: "\n").count)
            #expect(rejects(result.output, codeLines, testCase.diagnostic),
                    "case \(index) `\(testCase.code)` was not rejected with “\(testCase.diagnostic)”:\n\(result.output)",
                    sourceLocation: sourceLocation)
            guard let apple else { continue }
            switch testCase.apple {
            case .rejectsAlike:
                #expect(rejects(apple.output, codeLines, testCase.diagnostic),
                        "case \(index) `\(testCase.code)`: Apple's iOS 17.4 SDK does not reject it with “\(testCase.diagnostic)”:\n\(apple.output)",
                        sourceLocation: sourceLocation)
            case .rejectsSaying(let diagnostic):
                #expect(rejects(apple.output, codeLines, diagnostic),
                        "case \(index) `\(testCase.code)`: Apple's iOS 17.4 SDK does not reject it with “\(diagnostic)”:\n\(apple.output)",
                        sourceLocation: sourceLocation)
            case .acceptsBeforeMainActorViews:
                #expect(!rejects(apple.output, codeLines, ""),
                        "case \(index) `\(testCase.code)`: Apple's iOS 17.4 SDK rejects it:\n\(apple.output)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether `output` has an error containing `diagnostic` on one of `lines` of Rejected.swift.
    static func rejects(_ output: String, _ lines: Range<Int>, _ diagnostic: String) -> Bool {
        lines.contains { line in
            output.split(separator: "\n").contains { $0.contains("Rejected.swift:\(line):") && $0.contains(" error: ") && $0.contains(diagnostic) }
        }
    }
}
