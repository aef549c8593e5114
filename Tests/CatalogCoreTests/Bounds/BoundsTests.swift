import CatalogCore
import FuzzChecks
import Foundation
import TestSupport
import Testing

/// Issue 24's hostile inputs (`HostileInputs`), each refused with a positioned one-line error or generated.
/// Each also passes the fuzzer's checks (`FuzzChecks`). How long each takes is `catalog-bench validate`'s
/// table; here a minute's limit only stops a run that hangs.
@Suite(.timeLimit(.minutes(1))) struct BoundsTests {
    /// Runs the whole pipeline in memory.
    func run(_ files: [String: String]) -> Pipeline.Result {
        run(files.sorted { $0.key < $1.key }.map { InputFile(path: "specs/\($0.key)", text: $0.value) })
    }

    func run(_ inputs: [InputFile]) -> Pipeline.Result { Pipeline.generate(inputs) }

    func errors(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    @Test func nestedComponentValueTypesAreBuiltOnceAndRefusedWhenTooLong() {
        // Row 3: forty tiny components, each with two optional slots holding the next as a value.
        let result = run(HostileInputs.nestedComponentValues(levels: 40).files)
        #expect(result.plan == nil)
        let refused = errors(result)
        // Refused where the type first grows past the limit, not again at every component above it.
        #expect(refused.count == 1)
        #expect(refused.first?.contains("value type would be spelled in") == true)
        #expect(refused.first?.hasPrefix("specs/C") == true && refused.first?.contains(".yaml:1:12: error:") == true)
    }

    @Test func aFewNestedComponentValueTypesStillGenerate() {
        let result = run(HostileInputs.nestedComponentValues(levels: 4).files)
        #expect(errors(result) == [])
        let swift = result.files.first { $0.path == "Swift/C1.swift" }?.contents ?? ""
        #expect(swift.contains("C2<C3<C4<Text>, C4<Text>>, C3<C4<Text>, C4<Text>>>"))
    }

    /// Each `twin:` doubles the initializers that take its property: 22 of them would plan 2²² × 5 initializers
    /// (a run that took 6 GB and did not finish). The count sees them before planning.
    @Test func manyTwinsAreRefusedBeforePlanning() {
        let properties = (0..<22).map { "  - { name: p\($0), type: Int, default: 0, twin: { label: q\($0), type: Double, convert: 'Int($0)' } }" }
        let spec = "component: Bomb\nsummary: A bomb.\nslots:\n  - name: title\n    options: [text]\nproperties:\n" + properties.joined(separator: "\n") + "\n"
        let result = run(["catalog.yaml": "module: Probe\ninitializers: compact\n", "Bomb.yaml": spec])
        #expect(result.plan == nil)
        #expect(errors(result).contains { $0.hasPrefix("specs/Bomb.yaml:1:12: error: Bomb would get 16777216 initializers") && $0.hasSuffix("or fewer twins") }, "\(errors(result))")
    }

    @Test func aLongChainOfComponentsUsedAsValuesIsBounded() {
        // The minor row: a chain of 1,000 components, each holding the next as a value.
        let result = run(HostileInputs.componentChain(length: 1_000).files)
        #expect(result.plan == nil)
        #expect(errors(result).count == 1)
    }

    @Test func aliasesCannotMultiplyTheText() {
        // Row 4: one 1 MB string anchored and aliased 2,000 times.
        let result = run(HostileInputs.aliasedText(megabytes: 1, aliases: 2_000).files)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.contains("MiB of text (aliases included)") == true)
    }

    @Test func everyMessageIsOneBoundedLine() {
        // Row 8: a component name that tries to forge a second diagnostic; row 4: a megabyte in a message.
        let forged = "component: \"A\\nspecs/Other.yaml:1:1: error: forged diagnostic\"\nsummary: S.\n"
        let long = "component: \(String(repeating: "B", count: 200_000))\nsummary: S.\n"
        for yaml in [forged, long] {
            let result = run(["A.yaml": yaml])
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

    @Test func longNamesGetNoSuggestion() {
        // Row 5: a 20,000-character slot name and an `order:` entry as long that is not it.
        let name = String(repeating: "a", count: 20_000)
        let result = run(HostileInputs.longNames(length: 20_000).files)
        #expect(result.plan == nil)
        #expect(Suggestions.closest(to: name + "b", among: [name]) == nil)
        #expect(Suggestions.closest(to: "titel", among: ["title", "subtitle"]) == "title")
    }

    @Test func deeplyBracketedSwiftIsRefusedBeforeTheParserSeesIt() {
        // Row 10: swift-syntax's lookahead doubles its work with each `[`.
        let result = run(HostileInputs.deepBrackets(depth: 30).files)
        #expect(errors(result).count == 1)
        #expect(errors(result).first?.hasPrefix("specs/Card.yaml:5:11: error:") == true)
    }

    /// YAML's line breaks (`\n`, `\r\n`, a lone `\r`, NEL, LS, PS) each end a line, in libyaml's marks,
    /// in the loader's own positions and in the fuzzer's check (it once found 100 `\r` putting diagnostics
    /// "past" a file's 33 `\n` lines).
    @Test(arguments: ["\r", "\u{85}", "\u{2028}", "\u{2029}", "\r\n"])
    func everyYAMLLineBreakEndsALine(_ newline: String) {
        let yaml = ["component: Card", "", "summary: S.", "bogus: 1", "slots:", "  - name: title", ""].joined(separator: newline)
        let result = run(["Card.yaml": yaml])
        #expect(errors(result).contains { $0.hasPrefix("specs/Card.yaml:4:1: error: unknown key 'bogus'") }, "\(errors(result))")
        #expect(YAMLLines.count(Array(yaml.utf8)) == 7)
        #expect(FuzzChecks.failures([InputFile(path: "specs/Card.yaml", text: yaml)]) == [])
        // A syntax error on line 4 is reported there, not pulled back to the first line.
        let broken = ["component: Card", "summary: S.", "slots:", "  - name: [title", ""].joined(separator: newline)
        #expect(errors(run(["Card.yaml": broken])).first?.hasPrefix("specs/Card.yaml:5:1: error: YAML syntax error") == true,
                "\(errors(run(["Card.yaml": broken])))")
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
        // The token files catalog.yaml names travel as `#tokens/<name>` parts, as the fuzzer's seeds carry them.
        let tokenFolder = PackagePaths.root.appendingPathComponent("tokens")
        let tokens = try FileManager.default.contentsOfDirectory(atPath: tokenFolder.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { "#tokens/\($0)\n" + (try String(contentsOf: tokenFolder.appendingPathComponent($0), encoding: .utf8)) }
        let whole = FuzzChecks.files(of: FuzzChecks.input(settings: settings, components: components + tokens))
        #expect(whole.count == components.count + tokens.count + 1)
        #expect(whole.filter { $0.role == .tokens }.count == tokens.count)
        // (The parts' components are named Fuzz<n>, which validation refuses; the token files themselves read clean.)
        let (tokenCatalog, tokenDiagnostics) = TokenValidation.validate(SpecLoader.load(whole.filter { $0.role == .spec }).0.settings, inputs: whole)
        #expect(tokenCatalog != nil && !tokenDiagnostics.hasErrors, "\(tokenDiagnostics.map(\.formatted))")
        #expect(FuzzChecks.failures(whole) == [])
    }
}

/// The rows whose inputs are refused by validation rules.
@Suite(.timeLimit(.minutes(1))) struct BoundedValidationTests {
    func errors(_ files: [String: String]) -> [String] {
        SpecRun.diagnostics(files).filter { $0.contains(": error: ") }
    }

    func errors(_ inputs: [InputFile]) -> [String] {
        Pipeline.validate(inputs).diagnostics.map(\.formatted).filter { $0.contains(": error: ") }
    }

    @Test func controlCharactersInSpecTextAreRefusedAtTheirValue() {
        // Row 1: a NUL in a summary or a doc landed as a raw byte in generated Swift and Markdown.
        let refused = errors(["Card.yaml": "component: Card\nsummary: \"a\\0b\"\nslots:\n  - name: title\n    options: [text]\n    doc: \"bell\\a\"\n"])
        #expect(refused.sorted() == [
            "specs/Card.yaml:2:10: error: 'summary' holds the control character U+0000; spec text may hold tabs and line breaks, no other control characters (in Swift code, write an escape such as \\u{0})",
            "specs/Card.yaml:6:10: error: 'doc' holds the control character U+0007; spec text may hold tabs and line breaks, no other control characters (in Swift code, write an escape such as \\u{0})",
        ])
    }

    @Test func oneLineFieldsRefuseEveryLineBreak() {
        // The minor row: "\r\n" is one Character, so `contains("\n")` missed it.
        for field in ["summary: \"a\\r\\nb\"", "summary: S.\ngroup: \"a\\r\\nb\"", "summary: S.\ntags: [\"a\\rb\"]"] {
            let refused = errors(["Card.yaml": "component: Card\n\(field)\nslots:\n  - name: title\n    options: [text]\n"])
            #expect(refused.count == 1, "\(field)")
        }
    }

    @Test func maxInitializersHasAnUpperBound() {
        // Row 2: a count saturated at Int.max was never more than maxInitializers: Int.max.
        let saturated = HostileInputs.saturatedMaxInitializers().files
        let refused = errors(saturated)
        #expect(refused.contains { $0.hasPrefix("specs/catalog.yaml:1:18: error: maxInitializers is at most 2000") })
        let wide = saturated.filter { $0.path != "specs/catalog.yaml" }
        let counted = errors([InputFile(path: "specs/catalog.yaml", text: "maxInitializers: 2000\n")] + wide)
        #expect(counted.count == 1 && counted[0].contains("Wide would get about"))
    }

    @Test func twentyThousandSlotsAreValidatedInFull() {
        // Row 6: a search per slot made 20,000 slots take a minute (5,000: 3.8 s); `catalog-bench validate`
        // times both sizes. 20,000 are validated in full, then refused by the cap on parameters
        // (GenerationSizeTests): two initializers (views, and one that leaves every slot out) of 20,000 parameters.
        #expect(errors(HostileInputs.manySlots(5_000).files) == [])
        #expect(errors(HostileInputs.manySlots(20_000).files) == ["specs/Many.yaml:1:12: error: Many would get 2 initializers of up to 20000 parameters (40000 in all), more than 10000, the most a component's initializers may take (generating is linear in them); split it into smaller components, or use fewer slots"])
    }

    @Test func theOutputSettingStaysInsideTheFolder() {
        for output in ["/tmp/x", "../elsewhere", "a/../../b", "~/x"] {
            let refused = errors(["catalog.yaml": "output: \"\(output)\"\n", "Card.yaml": "component: Card\nsummary: S.\nslots:\n  - name: title\n    options: [text]\n"])
            #expect(refused == ["specs/catalog.yaml:1:9: error: output '\(output)' must be a relative path without '..' (a folder inside the one catalog runs in); pass --output to write anywhere else"])
        }
        #expect(SpecLoader.outputSetting(in: [InputFile(path: "specs/catalog.yaml", text: "output: Sources/UI/Generated\n")]) == "Sources/UI/Generated")
        #expect(SpecLoader.outputSetting(in: [InputFile(path: "specs/catalog.yaml", text: "output: ../x\n")]) == nil)
    }
}
