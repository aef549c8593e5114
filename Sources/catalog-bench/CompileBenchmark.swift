import ArgumentParser
import CallSiteSynthesis
import CatalogCore
import Foundation

/// What the generated code costs the Swift compiler in every app build: `swiftc -typecheck` of the
/// generated sources alone and with call sites, against the SwiftUI stand-in. One component of 4 to 20
/// slots under three strategies side by side (combinatorial, compact as it was until 9314270 and compact
/// now), then whole synthetic catalogs.
struct CompileBenchmark: ParsableCommand {
    /// The generated Swift without the gallery: it compiles every example, which is not what this measures
    /// (the components and their call sites).
    static func generate(_ specs: [InputFile]) -> Pipeline.Result {
        var result = Pipeline.generate(specs, products: .swift)
        result.files.removeAll { $0.path == GalleryRenderer.path }
        return result
    }

    static let configuration = CommandConfiguration(commandName: "compile", abstract: "Type-check cost of generated code and its call sites.")

    @Option(help: "Slot counts of the one-component series, comma-separated.")
    var slotCounts: String = "4,6,8,12,16,20"

    @Option(help: "Skip type-checking a component with more initializers than this (the count is still reported).")
    var maxInitializers: Int = 2100

    @Option(help: "Plan and render a combinatorial component (to count its lines) only up to this many initializers.")
    var maxGenerated: Int = 20000

    @Option(help: "At most this many one-per-initializer call sites a component (an even sample beyond).")
    var maxCallSites: Int = 300

    @Option(help: "Synthetic catalog sizes to type-check whole.")
    var catalogs: String = "10,50"

    @Option(help: "Runs per measurement; the table shows medians.")
    var runs: Int = 3

    @Option(help: "Count the compiler's instructions with callgrind where there are at most this many initializers (0: never).")
    var instructionsUpTo: Int = 300

    @Option(help: "Keep the type-checked sources in this folder, one subfolder per row, to look at slow call sites.")
    var keepSources: String?

    @Option(help: "Where to write the tables.")
    var output: String = ".build/catalog-bench/compile.md"

    enum Series: String, CaseIterable {
        case combinatorial, compactAsItWas = "compact as it was", compactNow = "compact now"
    }

    func run() throws {
        guard let swiftc = which("swiftc") else { throw ValidationError("swiftc is not on PATH") }
        let modules = URL(fileURLWithPath: selfExecutable).deletingLastPathComponent().appendingPathComponent("Modules")
        let counter = instructionsUpTo > 0 ? FrontendInstructionCounter(swiftc: swiftc) : nil
        let measurer = Measurer(swiftc: swiftc, modules: modules, runs: runs, counter: counter, keepSources: keepSources)
        let slotCounts = self.slotCounts.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }

        var results: [Int: [Series: SeriesResult]] = [:]
        for slots in slotCounts {
            for series in Series.allCases {
                results[slots, default: [:]][series] = try measure(series, slots: slots, measurer: measurer)
                FileHandle.standardError.write(Data("measured \(series.rawValue), \(slots) slots\n".utf8))
            }
        }

        var catalogRows = ["| components | initializers | generated lines | type-check, code only (s) | with call sites (s) | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | per initializer | per call site |",
                           "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for size in catalogs.split(separator: ",").compactMap({ Int($0) }) {
            let specs = SyntheticCatalog(componentCount: size, seed: 7).specs().map { InputFile(path: "specs/\($0.name)", text: $0.text) }
            let result = Self.generate(specs)
            guard let plan = result.plan else { throw ValidationError("the synthetic catalog did not validate") }
            let count = plan.components.reduce(0) { $0 + $1.initializers.count }
            let subject = Subject(label: "catalog\(size)", initializers: count, callCount: count,
                                  sources: result.files.map { (name: $0.path, contents: $0.contents) } + [(name: "Bodies.swift", contents: Self.bodies(plan))],
                                  callSites: CallSiteSynthesizer.untypedCallSites(for: plan),
                                  typedCallSites: CallSiteSynthesizer.typedCallSites(for: plan))
            let lines = Self.lineCount(result.files.map(\.contents))
            guard count <= maxInitializers else {
                catalogRows.append("| \(size) | \(formatCount(count)) | \(formatCount(lines)) | not compiled (over \(maxInitializers)) | | | | | | | | | | |")
                continue
            }
            let figures = try measurer.measure(subject, countInstructions: count <= instructionsUpTo)
            catalogRows.append("| \(size) | \(formatCount(count)) | \(formatCount(lines)) | \(figures.catalogCells(initializers: count)) |")
        }

        let report = """
            ## Compile cost of the generated code (\(machineLine()), median of \(runs) runs)

            `swiftc -typecheck -swift-version 6 -enable-batch-mode -j2` (how SwiftPM and Xcode debug builds compile a module)
            of one component's generated sources and body, alone (*code only*) and with call sites (*with calls*). Slot 1 is
            a text slot; further slots are optional and cycle through text, systemImage and view-builder-only.
            *Compact as it was* is the output of 9314270's compact strategy (a builder initializer, one
            initializer per non-empty set of left-out slots in `extension Bench where Slot == Never`, a
            type-based initializer and its `StringProtocol` twin, `init(model:)`), reproduced by the benchmark
            (`CompactAsItWas.swift`); *compact now* and *combinatorial* are the generator's. Call sites are one
            per initializer as an app writes them (`@ViewBuilder func … -> some View { Bench(title: { Text("content") }) }`),
            an even sample of \(maxCallSites) beyond \(maxCallSites) initializers; for compact now also
            app-style calls that leave slots out (`Bench(title: "Title", slot2SystemName: "star")`,
            `Bench { Text("Title") } slot3: { … }`, mixed values and builders, verbatim `String`s). Components over
            \(formatCount(maxInitializers)) initializers are not compiled, combinatorial ones over \(formatCount(maxGenerated)) not even
            generated (the count is the validator's `InitializerCount`). The slowest call site is the slowest
            function of the call-site file in `-debug-time-function-bodies` (median over the runs of each run's
            slowest). Instructions are the compiler frontends' (callgrind, one run, \(counter == nil ? "not counted here: needs valgrind and strip" : "where there are at most \(instructionsUpTo) initializers")), in millions: code only / with calls.

            \(Self.sideBySide(results, slotCounts: slotCounts))

            ### Compact as it was ÷ compact now

            \(Self.ratios(results, slotCounts: slotCounts))

            ### Details

            *Per initializer*: the code-only time above the compiler's fixed cost (an empty file importing SwiftUI),
            per initializer; *per call site*: what the call sites add, per call. The slowest *typed* call site is
            `let _: Bench<Text, Never, …> = Bench(…)`, as the tests pin the chosen initializer. Expressions over
            100 ms are counted with `-warn-long-expression-type-checking=100` over all runs.

            \(Self.details(results, slotCounts: slotCounts))

            ### Whole synthetic catalogs

            \(catalogRows.joined(separator: "\n"))

            """
        try publish(report, to: output)
    }

    // MARK: - One component, three strategies

    struct SeriesResult {
        var initializers: Int
        var lines: Int?
        var figures: Figures?
        /// Why `figures` is nil.
        var skipped: String?
    }

    private func measure(_ series: Series, slots: Int, measurer: Measurer) throws -> SeriesResult {
        switch series {
        case .compactAsItWas:
            let old = CompactAsItWas(slotCount: slots)
            let count = old.initializerCount
            let lines = old.lineCount()
            guard count <= maxInitializers else { return SeriesResult(initializers: count, lines: lines, skipped: "over \(formatCount(maxInitializers))") }
            var source = ""
            old.componentSource { source += $0 }
            let calls = Self.sample(count, maxCallSites, alwaysLast: 3)
            let subject = Subject(label: "asitwas\(slots)", initializers: count, callCount: calls.count,
                                  sources: [(name: "Bench.swift", contents: source), (name: "BenchModel.swift", contents: old.modelSource()),
                                            (name: "Bodies.swift", contents: "import SwiftUI\n" + Self.bodies(name: "Bench", access: "public "))],
                                  callSites: old.callSites(initializers: calls, typed: false),
                                  typedCallSites: old.callSites(initializers: calls, typed: true))
            return SeriesResult(initializers: count, lines: lines, figures: try measurer.measure(subject, countInstructions: count <= instructionsUpTo))
        case .combinatorial, .compactNow:
            let strategy: InitializerStrategy = series == .combinatorial ? .combinatorial : .compact
            let specs = Self.oneComponent(slots: slots, strategy: strategy)
            // Counted on its compact twin, which always validates: combinatorial ones over the validator's
            // highest maxInitializers are refused, yet their count is a figure of the table.
            guard var component = Pipeline.validate(Self.oneComponent(slots: slots, strategy: .compact)).catalog?.components.first else {
                throw ValidationError("the benchmark spec did not validate")
            }
            component.strategy = strategy
            let count = InitializerCount.of(component)
            guard count <= min(maxGenerated, Validator.maximumMaxInitializers) else { return SeriesResult(initializers: count, lines: nil, skipped: "over \(formatCount(maxGenerated)), not generated") }
            let result = Self.generate(specs)
            guard let plan = result.plan else { throw ValidationError("the benchmark spec did not generate") }
            let lines = Self.lineCount(result.files.map(\.contents))
            guard count <= maxInitializers else { return SeriesResult(initializers: count, lines: lines, skipped: "over \(formatCount(maxInitializers))") }
            let calls = Set(Self.sample(count, maxCallSites, alwaysLast: 1))
            var callSites = Self.keeping(calls, in: CallSiteSynthesizer.untypedCallSites(for: plan))
            var callCount = calls.count
            if series == .compactNow {
                let app = Self.appStyleCalls(slots: slots)
                callSites += app.source
                callCount += app.count
            }
            let subject = Subject(label: "\(series == .combinatorial ? "combinatorial" : "now")\(slots)", initializers: count, callCount: callCount,
                                  sources: result.files.map { (name: $0.path, contents: $0.contents) } + [(name: "Bodies.swift", contents: Self.bodies(plan))],
                                  callSites: callSites,
                                  typedCallSites: Self.keeping(calls, in: CallSiteSynthesizer.typedCallSites(for: plan)))
            return SeriesResult(initializers: count, lines: lines, figures: try measurer.measure(subject, countInstructions: count <= instructionsUpTo))
        }
    }

    static func oneComponent(slots: Int, strategy: InitializerStrategy) -> [InputFile] {
        var yaml = "component: Bench\nsummary: A benchmark component.\ninitializers: \(strategy.rawValue)\nslots:\n  - name: title\n    options: [text]\n"
        for index in 1..<max(slots, 1) {
            yaml += "  - name: slot\(index)\n    optional: true\n"
            switch index % 3 {
            case 1: yaml += "    options: [text]\n"
            case 2: yaml += "    options: [systemImage]\n"
            default: break
            }
        }
        return [InputFile(path: "specs/catalog.yaml", text: "maxInitializers: \(Validator.maximumMaxInitializers)\n"),
                InputFile(path: "specs/Bench.yaml", text: yaml)]
    }

    /// Calls as apps write them against compact now, leaving slots out: the title alone (builder and
    /// value), the title and each optional slot in turn (as a value where it has one, and as a builder),
    /// every slot, every other slot, and verbatim `String`s.
    static func appStyleCalls(slots: Int) -> (source: String, count: Int) {
        let optional = Array(1..<max(slots, 1))
        func value(_ index: Int) -> String {
            switch index % 3 {
            case 1: "slot\(index): \"Slot \(index)\""
            case 2: "slot\(index)SystemName: \"star\""
            default: "slot\(index): { Image(systemName: \"star\") }"
            }
        }
        func builders(_ indices: [Int]) -> String {
            "Bench { Text(\"Title\") }" + indices.map { " slot\($0): { Text(\"Slot \($0)\") }" }.joined()
        }
        // Values first, then builder-only slots: the type-based initializer's parameter order.
        func values(_ indices: [Int], title: String = "\"Title\"") -> String {
            let ordered = indices.filter { $0 % 3 != 0 } + indices.filter { $0 % 3 == 0 }
            return "Bench(" + (["title: \(title)"] + ordered.map(value)).joined(separator: ", ") + ")"
        }
        var calls = [builders([]), values([]), values([], title: "String(describing: 1)")]
        for index in optional {
            calls.append(values([index]))
            calls.append(builders([index]))
        }
        let everyOther = optional.filter { $0 % 2 == 0 }
        calls += [values(optional), builders(optional), values(everyOther), builders(everyOther),
                  "Bench(title: String(describing: 1), slot1: String(describing: 2))"]
        if slots < 2 { calls.removeLast() }
        var out = "\n@MainActor enum AppStyleBench {\n"
        for (index, call) in calls.enumerated() {
            out += "    @ViewBuilder static func call\(index)() -> some View { \(call) }\n"
        }
        return (out + "}\n", calls.count)
    }

    /// `count` indices spread evenly over `0..<total`, always with the first and the last `alwaysLast`.
    static func sample(_ total: Int, _ count: Int, alwaysLast: Int) -> [Int] {
        guard total > count else { return Array(0..<total) }
        var picked = Set((0..<count).map { $0 * total / count })
        for index in max(0, total - alwaysLast)..<total { picked.insert(index) }
        return picked.sorted()
    }

    /// `CallSiteSynthesizer`'s call sites without the functions of initializers not in `indices`.
    static func keeping(_ indices: Set<Int>, in callSites: String) -> String {
        callSites.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let range = line.range(of: "static func initializer") else { return true }
            return Int(line[range.upperBound...].prefix { $0.isNumber }).map { indices.contains($0) } ?? true
        }.joined(separator: "\n")
    }

    static func bodies(_ plan: CatalogPlan) -> String {
        "import SwiftUI\n" + plan.components.map { bodies(name: $0.name, access: Declarations.accessPrefix($0.access)) }.joined()
    }

    static func bodies(name: String, access: String) -> String {
        "extension \(name) { @MainActor \(access)var body: some View { EmptyView() } }\n"
    }

    static func lineCount(_ files: [String]) -> Int {
        files.reduce(0) { $0 + $1.split(separator: "\n").count }
    }

    // MARK: - Tables

    static func sideBySide(_ results: [Int: [Series: SeriesResult]], slotCounts: [Int]) -> String {
        let perSeries = ["initializers", "lines", "code only (s)", "with calls (s)", "instructions (M)", "slowest call (ms)"]
        var header = "| slots |", rule = "| ---: |"
        for series in Series.allCases {
            for column in perSeries { header += " \(series.rawValue): \(column) |"; rule += " ---: |" }
        }
        var rows = [header, rule]
        for slots in slotCounts {
            var row = "| \(slots) |"
            for series in Series.allCases {
                guard let result = results[slots]?[series] else { continue }
                row += " \(formatCount(result.initializers)) | \(result.lines.map(formatCount) ?? "not generated") |"
                if let figures = result.figures {
                    let instructions = figures.codeInstructions.map { code in
                        "\(millions(code)) / \(figures.callInstructions.map(millions) ?? "—")"
                    } ?? "—"
                    row += " \(format(figures.codeOnly)) | \(format(figures.withCalls)) | \(instructions) | \(format(figures.slowestCall, 1)) |"
                } else {
                    row += " not measured (\(result.skipped ?? "")) | | | |"
                }
            }
            rows.append(row)
        }
        return rows.joined(separator: "\n")
    }

    static func ratios(_ results: [Int: [Series: SeriesResult]], slotCounts: [Int]) -> String {
        var rows = ["| slots | initializers | lines | type-check, code only | with calls | instructions, code only | instructions, with calls | slowest call |",
                    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        func ratio(_ old: Double?, _ new: Double?) -> String {
            guard let old, let new, new > 0 else { return "—" }
            return format(old / new, old / new >= 100 ? 0 : 1) + "×"
        }
        for slots in slotCounts {
            guard let old = results[slots]?[.compactAsItWas], let now = results[slots]?[.compactNow] else { continue }
            let (o, n) = (old.figures, now.figures)
            let cells = [ratio(Double(old.initializers), Double(now.initializers)),
                         ratio(old.lines.map(Double.init), now.lines.map(Double.init)),
                         ratio(o?.codeOnly, n?.codeOnly), ratio(o?.withCalls, n?.withCalls),
                         ratio(o?.codeInstructions.map(Double.init), n?.codeInstructions.map(Double.init)),
                         ratio(o?.callInstructions.map(Double.init), n?.callInstructions.map(Double.init)),
                         ratio(o?.slowestCall, n?.slowestCall)]
            rows.append("| \(slots) | \(cells.joined(separator: " | ")) |")
        }
        return rows.joined(separator: "\n")
    }

    static func details(_ results: [Int: [Series: SeriesResult]], slotCounts: [Int]) -> String {
        var rows = ["| strategy | slots | initializers | call sites | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | instructions, with calls |",
                    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for series in Series.allCases {
            for slots in slotCounts {
                guard let result = results[slots]?[series], let figures = result.figures else { continue }
                let count = result.initializers
                rows.append("| \(series.rawValue) | \(slots) | \(formatCount(count)) | \(formatCount(figures.callCount)) | \(format(figures.marginalCodeOnly / Double(count) * 1000, 2)) | \(format(max(0, figures.withCalls - figures.codeOnly) / Double(figures.callCount) * 1000, 2)) | \(format(figures.slowestCall, 1)) | \(format(figures.slowestTypedCall, 1)) | \(format(figures.slowestGenerated, 1)) | \(figures.slowExpressions) | \(figures.codeInstructions.map(formatCount) ?? "—") | \(figures.callInstructions.map(formatCount) ?? "—") |")
            }
        }
        return rows.joined(separator: "\n")
    }

    static func millions(_ count: Int) -> String { formatCount(Int((Double(count) / 1e6).rounded())) }
}

/// What is type-checked: the generated sources and bodies, and two call-site files (app-style and typed).
struct Subject {
    var label: String
    var initializers: Int
    var callCount: Int
    var sources: [(name: String, contents: String)]
    var callSites: String
    var typedCallSites: String
}

/// One subject's figures: medians over the runs, instructions from one run.
struct Figures {
    var codeOnly: Double
    var withCalls: Double
    /// Code only, above the compiler's fixed cost.
    var marginalCodeOnly: Double
    var callCount: Int
    var slowestCall: Double
    var slowestTypedCall: Double
    var slowestGenerated: Double
    var slowExpressions: Int
    var codeInstructions: Int?
    var callInstructions: Int?
    var fixedInstructions: Int?

    /// The whole-catalog table's cells after initializers and lines.
    func catalogCells(initializers count: Int) -> String {
        var instructions = "— | — | —"
        if let codeInstructions, let callInstructions, let fixedInstructions {
            instructions = "\(formatCount(codeInstructions)) | \(formatCount(max(0, codeInstructions - fixedInstructions) / count)) | \(formatCount(max(0, callInstructions - codeInstructions) / callCount))"
        }
        return "\(format(codeOnly)) | \(format(withCalls)) | \(format(marginalCodeOnly / Double(count) * 1000, 2)) | \(format(max(0, withCalls - codeOnly) / Double(callCount) * 1000, 2)) | \(format(slowestCall, 1)) | \(format(slowestTypedCall, 1)) | \(format(slowestGenerated, 1)) | \(slowExpressions) | \(instructions)"
    }
}

/// Type-checks generated code and its call sites.
final class Measurer {
    let swiftc: String
    let modules: URL
    let runs: Int
    let counter: FrontendInstructionCounter?
    let keepSources: String?
    private var fixedTime: Double?
    private var fixedInstructions: Int?

    init(swiftc: String, modules: URL, runs: Int, counter: FrontendInstructionCounter?, keepSources: String?) {
        (self.swiftc, self.modules, self.runs, self.counter, self.keepSources) = (swiftc, modules, runs, counter, keepSources)
    }

    /// Batch mode on both cores, as SwiftPM and Xcode debug builds compile a module.
    private var base: [String] { ["-typecheck", "-swift-version", "6", "-enable-batch-mode", "-j2", "-module-name", "Bench", "-I", modules.path] }

    func measure(_ subject: Subject, countInstructions: Bool) throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            if let keepSources {
                let kept = URL(fileURLWithPath: keepSources).appendingPathComponent(subject.label.filter { $0.isLetter || $0.isNumber })
                try? FileManager.default.createDirectory(atPath: keepSources, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: kept)
                try? FileManager.default.moveItem(at: folder, to: kept)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        var code: [String] = []
        for (name, contents) in subject.sources {
            let url = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
            try contents.write(to: url, atomically: true, encoding: .utf8)
            code.append(url.path)
        }
        let callSites = folder.appendingPathComponent("CallSites.swift")
        try subject.callSites.write(to: callSites, atomically: true, encoding: .utf8)
        let typedCallSites = folder.appendingPathComponent("TypedCallSites.swift")
        try subject.typedCallSites.write(to: typedCallSites, atomically: true, encoding: .utf8)

        var codeOnly: [Double] = [], withCalls: [Double] = []
        var slowestCalls: [Double] = [], slowestTypedCalls: [Double] = [], slowestGenerated: [Double] = [], slowExpressions = 0
        let timingFlags = ["-Xfrontend", "-debug-time-function-bodies", "-Xfrontend", "-warn-long-expression-type-checking=100"]
        for _ in 0..<max(1, runs) {
            codeOnly.append(try time(base + code))
            var output = ""
            withCalls.append(try time(base + timingFlags + code + [callSites.path], output: &output))
            let untyped = Self.slowest(in: output, callSites: "/CallSites.swift")
            slowestCalls.append(untyped.callSite)
            slowestGenerated.append(untyped.generated)
            slowExpressions += untyped.slowExpressions
            _ = try time(base + timingFlags + code + [typedCallSites.path], output: &output)
            slowestTypedCalls.append(Self.slowest(in: output, callSites: "/TypedCallSites.swift").callSite)
        }
        var figures = Figures(codeOnly: median(codeOnly), withCalls: median(withCalls),
                              marginalCodeOnly: max(0, median(codeOnly) - (try baseline())), callCount: subject.callCount,
                              slowestCall: median(slowestCalls), slowestTypedCall: median(slowestTypedCalls),
                              slowestGenerated: median(slowestGenerated), slowExpressions: slowExpressions)
        if let counter, countInstructions {
            figures.fixedInstructions = try baselineInstructions(counter: counter)
            figures.codeInstructions = try counter.count(base + code)
            figures.callInstructions = try counter.count(base + code + [callSites.path])
        }
        return figures
    }

    /// From `-debug-time-function-bodies` and `-warn-long-expression-type-checking` output: the slowest
    /// function in the call-site file, the slowest elsewhere (generated code), and the slow expressions.
    static func slowest(in output: String, callSites: String) -> (callSite: Double, generated: Double, slowExpressions: Int) {
        var callSite = 0.0, generated = 0.0, slowExpressions = 0
        for line in output.split(separator: "\n") {
            // `CallSites.swift:40:60: warning: expression took 120ms to type-check (limit: 100ms)`
            if line.contains("expression took") { slowExpressions += 1; continue }
            // `12.3ms\t/path/CallSites.swift:40:17\tstatic func initializer3()`
            guard line.contains("ms\t"), let milliseconds = Double(line.prefix { $0 != "m" }.trimmingCharacters(in: .whitespaces)) else { continue }
            if line.contains(callSites) { callSite = max(callSite, milliseconds) } else { generated = max(generated, milliseconds) }
        }
        return (callSite, generated, slowExpressions)
    }

    /// The compiler's fixed cost: type-checking an empty file that imports SwiftUI (measured once).
    private func baseline() throws -> Double {
        if let fixedTime { return fixedTime }
        let measured = median(try (0..<max(1, runs)).map { _ in try time(base + [try emptyFile()]) })
        fixedTime = measured
        return measured
    }

    private func baselineInstructions(counter: FrontendInstructionCounter) throws -> Int {
        if let fixedInstructions { return fixedInstructions }
        // The first run may fill the compiler's module cache: count the second.
        _ = try counter.count(base + [try emptyFile()])
        let count = try counter.count(base + [try emptyFile()])
        fixedInstructions = count
        return count
    }

    private func emptyFile() throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-baseline.swift")
        try "import SwiftUI\n".write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func time(_ arguments: [String]) throws -> Double {
        var ignored = ""
        return try time(arguments, output: &ignored)
    }

    private func time(_ arguments: [String], output: inout String) throws -> Double {
        var result: (status: Int32, output: String) = (0, "")
        let elapsed = try seconds { result = try runProcess(swiftc, arguments) }
        guard result.status == 0 else {
            // The timing flags print a line per function: show the errors.
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            throw ValidationError("swiftc failed:\n\(errors.isEmpty ? result.output.prefix(4000) : errors.joined(separator: "\n")[...])")
        }
        output = result.output
        return elapsed
    }
}

/// The instructions the compiler's frontends execute for one `swiftc` run: the driver is pointed at a
/// script that runs a `strip --strip-debug` copy of `swift-frontend` under callgrind (valgrind rejects the
/// toolchain's debug info). The copy sits beside a link to the toolchain's `lib`, where it finds its
/// libraries and the standard library as the original does.
struct FrontendInstructionCounter {
    private let swiftc: String
    private let wrapper: String
    private let outputs: String

    init?(swiftc: String) {
        guard let valgrind = which("valgrind"), let strip = which("strip") else { return nil }
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let frontend = bin.appendingPathComponent("swift-frontend").path
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-frontend-\(getpid())")
        let copy = root.appendingPathComponent("usr/bin/swift-frontend").path
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("usr/bin"), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: root.appendingPathComponent("usr/lib").path)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("usr/lib").path,
                                                       withDestinationPath: bin.deletingLastPathComponent().appendingPathComponent("lib").path)
            guard try runProcess(strip, ["--strip-debug", "-o", copy, frontend]).status == 0 else { return nil }
            outputs = root.appendingPathComponent("callgrind").path
            wrapper = root.appendingPathComponent("frontend.sh").path
            try "#!/bin/sh\nexec \(valgrind) -q --tool=callgrind --callgrind-out-file=\(outputs)/cg.%p \(copy) \"$@\"\n"
                .write(toFile: wrapper, atomically: true, encoding: .utf8)
            chmod(wrapper, 0o755)
        } catch { return nil }
        self.swiftc = swiftc
    }

    /// The sum over every frontend job of one `swiftc` run.
    func count(_ arguments: [String]) throws -> Int {
        try? FileManager.default.removeItem(atPath: outputs)
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let result = try runProcess(swiftc, ["-driver-use-frontend-path", wrapper] + arguments)
        guard result.status == 0 else { throw ValidationError("swiftc under callgrind failed:\n\(result.output.prefix(4000))") }
        var total = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: outputs) {
            let text = try String(contentsOfFile: "\(outputs)/\(name)", encoding: .utf8)
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") }),
                  let count = Int(line.split(separator: " ").last ?? "") else { continue }
            total += count
        }
        return total
    }
}
