import CatalogCore
import FuzzChecks
import Foundation
import TestSupport
import Testing

/// Issue 24's hostile inputs, each bounded: refused with a positioned one-line error, or generated, in
/// well under the 2 s of a debug build. Each also passes the fuzzer's checks (`FuzzChecks`).
@Suite struct BoundsTests {
    static let limit = Duration.seconds(2)

    /// Runs the whole pipeline in memory and returns its result and how long it took.
    func run(_ files: [String: String]) -> (Pipeline.Result, Duration) {
        let inputs = files.sorted { $0.key < $1.key }.map { InputFile(path: "specs/\($0.key)", text: $0.value) }
        var result: Pipeline.Result?
        let elapsed = ContinuousClock().measure { result = Pipeline.generate(inputs) }
        return (result!, elapsed)
    }

    func errors(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    @Test func nestedComponentValueTypesAreBuiltOnceAndRefusedWhenTooLong() {
        // Row 3: forty tiny components, each with two optional slots holding the next as a value.
        var files: [String: String] = [:]
        for index in 1...40 {
            var yaml = "component: C\(index)\nsummary: Level \(index).\n"
            if index < 40 {
                yaml += "slots:\n"
                for slot in ["a", "b"] { yaml += "  - name: \(slot)\n    optional: true\n    component: C\(index + 1)\n" }
            } else {
                yaml += "slots:\n  - name: label\n    options: [text]\n"
            }
            files["C\(index).yaml"] = yaml
        }
        let (result, elapsed) = run(files)
        #expect(elapsed < Self.limit)
        #expect(result.plan == nil)
        let refused = errors(result)
        // Refused where the type first grows past the limit, not again at every component above it.
        #expect(refused.count == 1)
        #expect(refused.first?.contains("value type would be spelled in") == true)
        #expect(refused.first?.hasPrefix("specs/C") == true && refused.first?.contains(".yaml:1:12: error:") == true)
    }

    @Test func aFewNestedComponentValueTypesStillGenerate() {
        var files: [String: String] = [:]
        for index in 1...4 {
            let slots = index < 4 ? "  - name: a\n    optional: true\n    component: C\(index + 1)\n  - name: b\n    optional: true\n    component: C\(index + 1)\n"
                : "  - name: label\n    options: [text]\n"
            files["C\(index).yaml"] = "component: C\(index)\nsummary: Level \(index).\nslots:\n" + slots
        }
        let (result, elapsed) = run(files)
        #expect(elapsed < Self.limit)
        #expect(errors(result) == [])
        let swift = result.files.first { $0.path == "Swift/C1.swift" }?.contents ?? ""
        #expect(swift.contains("C2<C3<C4<Text>, C4<Text>>, C3<C4<Text>, C4<Text>>>"))
    }

    @Test func aLongChainOfComponentsUsedAsValuesIsBounded() {
        // The minor row: a chain of 1,000 components, each holding the next as a value.
        var files: [String: String] = [:]
        for index in 1...1_000 {
            let slot = index < 1_000 ? "component: C\(index + 1)" : "options: [text]"
            files["C\(index).yaml"] = "component: C\(index)\nsummary: Link \(index).\nslots:\n  - name: next\n    \(slot)\n"
        }
        let (result, elapsed) = run(files)
        #expect(elapsed < Self.limit * 3)
        #expect(result.plan == nil)
        #expect(errors(result).count == 1)
    }

    @Test func aliasesCannotMultiplyTheText() {
        // Row 4: one 1 MB string anchored and aliased 2,000 times.
        let big = String(repeating: "x", count: 1 << 20)
        let yaml = "component: Card\nsummary: &s \(big)\ntags: [" + Array(repeating: "*s", count: 2_000).joined(separator: ", ") + "]\nslots:\n  - name: title\n    options: [text]\n"
        let (result, elapsed) = run(["Card.yaml": yaml])
        #expect(elapsed < Self.limit)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.contains("MiB of text (aliases included)") == true)
    }

    @Test func everyMessageIsOneBoundedLine() {
        // Row 8: a component name that tries to forge a second diagnostic; row 4: a megabyte in a message.
        let forged = "component: \"A\\nspecs/Other.yaml:1:1: error: forged diagnostic\"\nsummary: S.\n"
        let long = "component: \(String(repeating: "B", count: 200_000))\nsummary: S.\n"
        for yaml in [forged, long] {
            let (result, _) = run(["A.yaml": yaml])
            #expect(!result.diagnostics.isEmpty)
            for diagnostic in result.diagnostics {
                #expect(!diagnostic.formatted.contains("\n"))
                #expect(diagnostic.message.count <= Diagnostic.maximumMessageLength)
            }
        }
        #expect("a\nb\u{0}c\u{202E}".boundedLine(limit: 100) == "a\\nb\\u{0}c\\u{202E}")
        let elided = (String(repeating: "a", count: 50) + String(repeating: "z", count: 50)).boundedLine(limit: 10)
        #expect(elided == "aaaaaa…zzz")
    }

    @Test func longNamesGetNoSuggestionAndCostLittle() {
        // Row 5: a 20,000-character slot name and an `order:` entry as long that is not it.
        let name = String(repeating: "a", count: 20_000)
        let yaml = "component: Card\nsummary: S.\ninitializers: compact\norder: [\(name)b]\nslots:\n  - name: \(name)\n    options: [text]\n"
        let (result, elapsed) = run(["Card.yaml": yaml])
        #expect(elapsed < Self.limit)
        #expect(result.plan == nil)
        #expect(Suggestions.closest(to: name + "b", among: [name]) == nil)
        #expect(Suggestions.closest(to: "titel", among: ["title", "subtitle"]) == "title")
    }

    @Test func deeplyBracketedSwiftIsRefusedBeforeTheParserSeesIt() {
        // Row 10: swift-syntax's lookahead doubles its work with each `[`.
        let brackets = String(repeating: "[", count: 30)
        let yaml = "component: Card\nsummary: S.\nproperties:\n  - name: value\n    type: \"\(brackets)\"\nslots:\n  - name: title\n    options: [text]\n"
        let (result, elapsed) = run(["Card.yaml": yaml])
        #expect(elapsed < Self.limit)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.hasPrefix("specs/Card.yaml:5:11: error:") == true)
    }

    @Test func theSpecsPassTheFuzzersChecks() throws {
        let folder = PackagePaths.root.appendingPathComponent("specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let texts = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let settings = zip(names, texts).first { $0.0 == "catalog.yaml" }?.1
        let components = zip(names, texts).filter { $0.0 != "catalog.yaml" }.map(\.1)
        for component in components.prefix(3) {
            #expect(FuzzChecks.failures(FuzzChecks.files(of: Array(component.utf8))) == [])
        }
        let whole = FuzzChecks.files(of: FuzzChecks.input(settings: settings, components: components))
        #expect(whole.count == components.count + 1)
        #expect(FuzzChecks.failures(whole) == [])
    }
}
