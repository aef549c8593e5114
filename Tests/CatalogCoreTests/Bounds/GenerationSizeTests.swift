@testable import CatalogCore
import FuzzChecks
import TestSupport
import Testing

/// Issue 34, item 8: generating is linear in a component's size, and a component's initializers take at
/// most `Validator.maximumParameters` parameters in all, so any spec that validates generates in bounded
/// work (`catalog-bench validate` times the largest; a minute's limit here only stops a run that hangs).
@Suite(.timeLimit(.minutes(1))) struct GenerationSizeTests {
    /// A compact component of `count` optional slots: text, system images and views in turn.
    static func compact(_ count: Int) -> [InputFile] { HostileInputs.compact(slots: count).files }

    /// Validation's errors only: the cap is checked without planning.
    func errors(validating inputs: [InputFile]) -> [String] {
        Pipeline.validate(inputs).diagnostics.filter { $0.severity == .error }.map(\.formatted)
    }

    @Test func aCompactComponentAtTheCapGenerates() {
        // Five initializers (views, values, the StringProtocol twin, the model, all left out) of 2,000
        // parameters: at the cap. 4,000 slots took 7 s, 20,000 four minutes and 6.4 GB (below).
        let result = Pipeline.generate(Self.compact(2_000))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(result.plan?.components.first?.initializers.count == 5)
    }

    @Test func aComponentsInitializersTakeAtMostTenThousandParameters() {
        // 2,001 slots × 5 initializers: just over the cap, refused at the component's name.
        #expect(errors(validating: Self.compact(2_001)) == ["specs/Many.yaml:1:12: error: Many would get 5 initializers of up to 2001 parameters (10005 in all), more than 10000, the most a component's initializers may take (generating is linear in them); split it into smaller components, or use fewer slots"])
        #expect(errors(validating: Self.compact(2_000)) == [])
    }

    @Test func aCombinatorialComponentIsHeldToTheSameCap() {
        // Five optional text slots (1,024 initializers, under maxInitializers: 2000) and 200 required ones
        // generated 210,000 parameters in 15 s.
        var yaml = "component: Wide\nsummary: S.\nslots:\n"
        for index in 0..<5 { yaml += "  - name: o\(index)\n    optional: true\n    options: [text]\n" }
        for index in 0..<200 { yaml += "  - name: r\(index)\n" }
        let inputs = [InputFile(path: "specs/catalog.yaml", text: "maxInitializers: 2000\n"), InputFile(path: "specs/Wide.yaml", text: yaml)]
        #expect(errors(validating: inputs) == ["specs/Wide.yaml:1:12: error: Wide would get 1024 initializers of up to 205 parameters (209920 in all), more than 10000, the most a component's initializers may take (generating is linear in them); split it into smaller components, or use fewer slots or 'initializers: compact'"])
    }

    @Test func disambiguationOfTwentyThousandParametersFindsTheLastPosition() {
        // It built the one-position pattern of every position, each as long as the signature: 20,000
        // parameters made 400 million entries (6.4 GB) per link. Five signatures of 20,000 that differ last.
        let shared: [String?] = (0..<19_999).map { $0 % 3 == 0 ? "String?" : ($0 % 3 == 1 ? nil : "()->EmptyView") }
        let signatures = ["Text?", "StringProtocol?", "EmptyView", "()->Title", "Model"].map { shared + [$0] }
        let found = signatures.indices.map { index in
            DocCSymbols.disambiguation(signatures[index], among: signatures.indices.filter { $0 != index }.map { signatures[$0] })
        }
        #expect(found.map { $0?.hasSuffix(",_,\(signatures[0].last!!)") } == [true, false, false, false, false])
        #expect(found.allSatisfy { $0?.split(separator: ",").count == 20_000 })
    }

    @Test func disambiguationFindsWhatTheWholePatternSearchFound() {
        // The search as it was, pattern by pattern, on small random signatures.
        func reference(_ types: [String?], among others: [[String?]]) -> String? {
            func matches(_ pattern: [String?], _ candidate: [String?]) -> Bool {
                pattern.count == candidate.count && zip(pattern, candidate).allSatisfy { $0 == nil || $0 == $1 }
            }
            var candidates = types.indices.compactMap { index -> [String?]? in
                types[index] == nil ? nil : types.indices.map { $0 == index ? types[index] : nil }
            }
            candidates.append(types)
            return candidates.first { pattern in pattern.contains { $0 != nil } && !others.contains { matches(pattern, $0) } }
                .map { $0.map { $0 ?? "_" }.joined(separator: ",") }
        }
        var random = SystemRandomNumberGenerator()
        func signature() -> [String?] {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in [nil, "A", "B", "C"].randomElement(using: &random)! }
        }
        for _ in 0..<2_000 {
            let types = signature(), others = (0..<Int.random(in: 0...3, using: &random)).map { _ in signature() }
            #expect(DocCSymbols.disambiguation(types, among: others) == reference(types, among: others), "\(types) among \(others)")
        }
    }
}
