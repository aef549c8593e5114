import ArgumentParser
import CallSiteSynthesis
import CatalogCore
import Foundation

/// What the generated code costs the Swift compiler in every app build: `swiftc -typecheck` of the
/// generated sources alone and with one call site per initializer, against the SwiftUI stand-in.
struct CompileBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "compile", abstract: "Type-check cost of generated code and its call sites.")

    @Option(help: "Largest slot count for the one-component series.")
    var maxSlots: Int = 8

    @Option(help: "Skip type-checking a component with more initializers than this (the count is still reported).")
    var maxInitializers: Int = 1500

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

    func run() throws {
        guard let swiftc = which("swiftc") else { throw ValidationError("swiftc is not on PATH") }
        let modules = URL(fileURLWithPath: selfExecutable).deletingLastPathComponent().appendingPathComponent("Modules")
        let counter = instructionsUpTo > 0 ? FrontendInstructionCounter(swiftc: swiftc) : nil
        let measurer = Measurer(swiftc: swiftc, modules: modules, runs: runs, maxInitializers: maxInitializers,
                                counter: counter, instructionsUpTo: instructionsUpTo, keepSources: keepSources)
        var rows = ["| strategy | slots | initializers | generated lines | type-check, code only (s) | with one call site per initializer (s) | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | per initializer | per call site |",
                    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for strategy in InitializerStrategy.allCases {
            for slots in stride(from: 1, through: maxSlots, by: 1) {
                let specs = Self.oneComponent(slots: slots, strategy: strategy)
                rows.append(try measurer.measure(specs, label: "\(strategy.rawValue) | \(slots)"))
                FileHandle.standardError.write(Data("measured \(strategy.rawValue), \(slots) slots\n".utf8))
            }
        }
        var catalogRows = ["| components | initializers | generated lines | type-check, code only (s) | with call sites (s) | per initializer (ms) | per call site (ms) | slowest call site (ms) | slowest typed call site (ms) | slowest generated function (ms) | expressions over 100 ms | instructions, code only | per initializer | per call site |",
                           "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for size in catalogs.split(separator: ",").compactMap({ Int($0) }) {
            let specs = SyntheticCatalog(componentCount: size, seed: 7).specs().map { InputFile(path: "specs/\($0.name)", text: $0.text) }
            let row = try measurer.measure(specs, label: "\(size)")
            catalogRows.append(row)
        }
        let report = """
            ## Compile cost of the generated code (\(machineLine()), median of \(runs) runs)

            `swiftc -typecheck -swift-version 6 -enable-batch-mode -j2` (how SwiftPM and Xcode debug builds compile a module) of one component's generated sources and body, then the same
            with one call site per initializer, as an app writes it (`@ViewBuilder func … -> some View { Card(title: "…") }`). Slot 1 is
            a text slot; further slots cycle through optional text, optional systemImage and optional
            view-builder-only. *Per initializer* is the time above the compiler's fixed cost (an empty file importing SwiftUI) divided by the initializer count; *per call site* is the extra time the call sites add, per call. The slowest call site (each is its own function), the slowest *typed* call site (`let _: Card<Text, Never> = Card(title: "…")`, as the tests pin the chosen initializer) and the slowest generated function (an initializer) come from `-debug-time-function-bodies`, as the median over the runs of each run's slowest; expressions over 100 ms (in the app-style call sites) are counted with `-warn-long-expression-type-checking=100` over all runs. Instructions are the compiler frontends' (callgrind, one run, \(counter == nil ? "not counted here: needs valgrind and strip" : "where there are at most \(instructionsUpTo) initializers")); *per initializer* and *per call site* are again the part above the fixed cost, per initializer or call.

            \(rows.joined(separator: "\n"))

            ### Whole synthetic catalogs

            \(catalogRows.joined(separator: "\n"))

            """
        try publish(report, to: output)
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
        return [InputFile(path: "specs/catalog.yaml", text: "maxInitializers: 1000000\n"),
                InputFile(path: "specs/Bench.yaml", text: yaml)]
    }
}

/// Type-checks generated code and its call sites, and turns the figures into a table row.
final class Measurer {
    let swiftc: String
    let modules: URL
    let runs: Int
    let maxInitializers: Int
    let counter: FrontendInstructionCounter?
    let instructionsUpTo: Int
    let keepSources: String?
    private var fixedInstructions: Int?

    init(swiftc: String, modules: URL, runs: Int, maxInitializers: Int, counter: FrontendInstructionCounter?,
         instructionsUpTo: Int, keepSources: String?) {
        (self.swiftc, self.modules, self.runs, self.maxInitializers) = (swiftc, modules, runs, maxInitializers)
        (self.counter, self.instructionsUpTo, self.keepSources) = (counter, instructionsUpTo, keepSources)
    }

    func measure(_ inputs: [InputFile], label: String) throws -> String {
        let result = CatalogGenerator.generate(inputs, products: .swift)
        guard let plan = result.plan else {
            throw ValidationError("benchmark specs did not validate: \(result.diagnostics.map(\.formatted))")
        }
        let count = plan.components.reduce(0) { $0 + $1.initializers.count }
        // The gallery compiles every example, which is not what this measures: the components and their call sites.
        let files = result.files.filter { $0.path != GalleryRenderer.path }
        let lines = files.reduce(0) { $0 + $1.contents.split(separator: "\n").count }
        guard count <= maxInitializers else {
            return "| \(label) | \(formatCount(count)) | \(formatCount(lines)) | not compiled (over \(maxInitializers)) | | | | | | | | | | |"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            if let keepSources {
                let kept = URL(fileURLWithPath: keepSources).appendingPathComponent(label.filter { $0.isLetter || $0.isNumber })
                try? FileManager.default.createDirectory(atPath: keepSources, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: kept)
                try? FileManager.default.moveItem(at: folder, to: kept)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        var code: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path.replacingOccurrences(of: "/", with: "_"))
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            code.append(url.path)
        }
        let bodies = folder.appendingPathComponent("Bodies.swift")
        try ("import SwiftUI\n" + plan.components.map { "extension \($0.name) { @MainActor \(Declarations.accessPrefix($0.access))var body: some View { EmptyView() } }" }.joined(separator: "\n"))
            .write(to: bodies, atomically: true, encoding: .utf8)
        code.append(bodies.path)
        let callSites = folder.appendingPathComponent("CallSites.swift")
        try CallSiteSynthesizer.untypedCallSites(for: plan).write(to: callSites, atomically: true, encoding: .utf8)
        let typedCallSites = folder.appendingPathComponent("TypedCallSites.swift")
        try CallSiteSynthesizer.typedCallSites(for: plan).write(to: typedCallSites, atomically: true, encoding: .utf8)

        // Batch mode on both cores, as SwiftPM and Xcode debug builds compile a module.
        let base = ["-typecheck", "-swift-version", "6", "-enable-batch-mode", "-j2", "-module-name", "Bench", "-I", modules.path]
        var codeOnly: [Double] = [], withCalls: [Double] = []
        var slowestCalls: [Double] = [], slowestTypedCalls: [Double] = [], slowestGenerated: [Double] = [], slowExpressions = 0
        let timingFlags = ["-Xfrontend", "-debug-time-function-bodies", "-Xfrontend", "-warn-long-expression-type-checking=100"]
        for _ in 0..<max(1, runs) {
            codeOnly.append(try time(swiftc, base + code))
            var output = ""
            withCalls.append(try time(swiftc, base + timingFlags + code + [callSites.path], output: &output))
            let untyped = Self.slowest(in: output, callSites: "/CallSites.swift")
            slowestCalls.append(untyped.callSite)
            slowestGenerated.append(untyped.generated)
            slowExpressions += untyped.slowExpressions
            _ = try time(swiftc, base + timingFlags + code + [typedCallSites.path], output: &output)
            slowestTypedCalls.append(Self.slowest(in: output, callSites: "/TypedCallSites.swift").callSite)
        }
        let codeTime = median(codeOnly), callTime = median(withCalls)
        let marginal = max(0, codeTime - (try baseline(swiftc: swiftc, base: base)))
        var instructions = "— | — | —"
        if let counter, count <= instructionsUpTo {
            let fixed = try baselineInstructions(counter: counter, base: base)
            let codeCount = try counter.count(base + code), callCount = try counter.count(base + code + [callSites.path])
            instructions = "\(formatCount(codeCount)) | \(formatCount(max(0, codeCount - fixed) / count)) | \(formatCount(max(0, callCount - codeCount) / count))"
        }
        return "| \(label) | \(formatCount(count)) | \(formatCount(lines)) | \(format(codeTime)) | \(format(callTime)) | \(format(marginal / Double(count) * 1000, 2)) | \(format(max(0, callTime - codeTime) / Double(count) * 1000, 2)) | \(format(median(slowestCalls), 1)) | \(format(median(slowestTypedCalls), 1)) | \(format(median(slowestGenerated), 1)) | \(slowExpressions) | \(instructions) |"
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

    /// The compiler's fixed cost: type-checking an empty file that imports SwiftUI.
    private func baseline(swiftc: String, base: [String]) throws -> Double {
        median(try (0..<max(1, runs)).map { _ in try time(swiftc, base + [try emptyFile()]) })
    }

    private func baselineInstructions(counter: FrontendInstructionCounter, base: [String]) throws -> Int {
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

    private func time(_ swiftc: String, _ arguments: [String]) throws -> Double {
        var ignored = ""
        return try time(swiftc, arguments, output: &ignored)
    }

    private func time(_ swiftc: String, _ arguments: [String], output: inout String) throws -> Double {
        var result: (status: Int32, output: String) = (0, "")
        let elapsed = try seconds { result = try runProcess(swiftc, arguments) }
        guard result.status == 0 else { throw ValidationError("swiftc failed:\n\(result.output.prefix(4000))") }
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
