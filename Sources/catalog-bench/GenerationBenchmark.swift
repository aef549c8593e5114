import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// GeneratedFolder speed on synthetic catalogs: each stage, the whole run as `catalog generate` does it, a
/// no-op run and the I/O floor, measured in child processes so each size gets its own peak memory; and,
/// under callgrind, the instructions of each stage, which do not depend on the machine's load.
struct GenerationBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generation", abstract: "Time catalog generate on synthetic catalogs.")

    @Option(help: "Catalog sizes, comma-separated.")
    var sizes: CommaSeparated<Int> = [10, 100, 1000, 5000]

    @Option(help: "Runs per size; the table shows medians.")
    var runs: Int = 5

    @Option(help: "Count instructions with valgrind --tool=callgrind for sizes up to this (0: never).")
    var instructionsUpTo: Int = 1000

    @Option(help: "Where the synthetic catalogs are generated (a folder on the disk to measure).")
    var scratch: String = FileManager.default.temporaryDirectory.path

    @OptionGroup(title: "The slot sweep") var slotSweep: SlotSweep
    @OptionGroup(title: "The token sweeps") var tokenSweep: TokenSweep
    @OptionGroup(title: "The token reference on disk") var referenceSweep: ReferenceSweep

    @Option(help: "Where to write the table.")
    var output: String = ".build/catalog-bench/generation.md"

    func run() throws {
        var timeRows = [
            "| components | load | validate | plan | render | write | end to end | components/s | no-op | no-op / end to end | I/O floor | end to end / floor | peak RSS |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        var instructionRows = [
            "| components | load | validate | plan | render | write | end to end | per component | no-op | I/O floor |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        let counter = InstructionCounter()
        for size in sizes.values {
            let samples: [Measurement] = try childSamples(runs: runs, what: "\(size) components") { run in
                ["measure-generation", "--components", "\(size)", "--seed", "\(run + 1)", "--scratch", scratch]
            }
            func m(_ key: KeyPath<Measurement, Double>) -> Double { median(samples.map { $0[keyPath: key] }) }
            let endToEnd = m(\.endToEnd)
            timeRows.append("| \(formatCount(size)) | \(format(m(\.load))) | \(format(m(\.validate))) | \(format(m(\.plan))) | \(format(m(\.render))) | \(format(m(\.write))) | \(format(endToEnd)) | \(formatCount(Int(Double(size) / endToEnd))) | \(format(m(\.noop))) | \(format(m(\.noop) / endToEnd * 100, 1)) % | \(format(m(\.floor))) | \(format(endToEnd / m(\.floor), 1))× | \(Int(m(\.peakMegabytes))) MB |")
            if size <= instructionsUpTo, let counter {
                let counts = try counter.stages(["measure-generation", "--components", "\(size)", "--seed", "1", "--scratch", scratch])
                let cells = Stage.allCases.map { counts[$0].map(formatCount) ?? "?" }
                let perComponent = counts[.endToEnd].map { formatCount($0 / size) } ?? "?"
                instructionRows.append("| \(formatCount(size)) | \(cells[0..<6].joined(separator: " | ")) | \(perComponent) | \(cells[6]) | \(cells[7]) |")
            }
            FileHandle.standardError.write(Data("measured \(size) components\n".utf8))
        }
        var report = """
            ## GeneratedFolder (seconds, median of \(runs) runs; \(machineLine()); scratch \(scratch))

            Stages of `catalog generate` on seeded synthetic catalogs (70 % combinatorial, 30 % compact, 1–5 slots,
            text/systemImage/image/component/closure-only slots, 0–3 properties). *End to end* is what
            `catalog generate` does into an empty folder (read the specs, generate, write, stamp); *no-op* is the same
            run again with nothing to write; the *I/O floor* reads the same specs and writes the same bytes with plain
            `open`/`write`/`close`, without generating.

            \(timeRows.joined(separator: "\n"))

            """
        if instructionRows.count > 2 {
            report += """

                ### Instructions (callgrind, seed 1, all threads)

                \(instructionRows.joined(separator: "\n"))

                """
        } else if instructionsUpTo > 0 {
            report += "\nInstructions: not counted (needs valgrind, callgrind_annotate and strip).\n"
        }
        if !slotSweep.counts.values.isEmpty { report += try slotSweep.report(runs: runs) }
        if !tokenSweep.isEmpty { report += try tokenSweep.report(runs: runs) }
        if !referenceSweep.tokens.values.isEmpty { report += try referenceSweep.report(runs: runs) }
        try publish(report, to: output)
    }
}

/// Seconds of each `Stage`, and the child's peak memory.
struct Measurement: Codable {
    var load, validate, plan, render, write, endToEnd, noop, floor: Double
    var peakMegabytes: Double
}

/// The measured intervals of `measure-generation`, in the order it runs them.
enum Stage: String, CaseIterable {
    case load, validate, plan, render, write, endToEnd, noop, floor
}

// Marks where each stage starts, for callgrind to cut its counts there (`--dump-before`). Each stores a
// different value, so the optimizer can neither inline nor merge them.
nonisolated(unsafe) var currentStage = 0
@inline(never) func markLoad() { currentStage = 1 }
@inline(never) func markValidate() { currentStage = 2 }
@inline(never) func markPlan() { currentStage = 3 }
@inline(never) func markRender() { currentStage = 4 }
@inline(never) func markWrite() { currentStage = 5 }
@inline(never) func markWholeRun() { currentStage = 6 }
@inline(never) func markNoop() { currentStage = 7 }
@inline(never) func markFloor() { currentStage = 8 }
@inline(never) func markDone() { currentStage = 9 }
let stageMarks = ["markLoad", "markValidate", "markPlan", "markRender", "markWrite", "markWholeRun", "markNoop", "markFloor", "markDone"]

/// One measurement in this process (run by `generation` as a child).
struct MeasureGeneration: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure-generation", shouldDisplay: false)

    @Option var components: Int
    @Option var seed: UInt64 = 1
    @Option var scratch: String = FileManager.default.temporaryDirectory.path

    func run() throws {
        let root = URL(fileURLWithPath: scratch).appendingPathComponent("catalog-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for (name, text) in SyntheticCatalog(componentCount: components, seed: seed).specs() {
            try text.write(to: specs.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        // Each disk phase starts with nothing left to flush from the one before.
        func settle() { sync() }

        var inputs: [InputFile] = [], specSet = SpecSet(), catalog: Catalog?, plan: CatalogPlan?, files: [OutputFile] = []
        settle()
        let load = try seconds(before: markLoad) {
            inputs = try readSpecs(specs)
            specSet = SpecLoader.load(inputs).0
        }
        let validate = seconds(before: markValidate) { catalog = Validator.validate(specSet).0 }
        guard let catalog else { throw ValidationError("the synthetic catalog did not validate") }
        let planTime = seconds(before: markPlan) { plan = Planner.plan(catalog) }
        let render = seconds(before: markRender) { files = Pipeline.render(plan!) }
        settle()
        let write = try seconds(before: markWrite) { _ = try OutputWriter(directory: root.appendingPathComponent("Stages")).apply(files) }

        let output = root.appendingPathComponent("Generated")
        // The stamp beside the scratch output, so it goes when the scratch folder does.
        let cache = CacheFolder(path: root.appendingPathComponent("cache").path)
        settle()
        let endToEnd = try seconds(before: markWholeRun) {
            guard case .generated = try GeneratedFolder.run(try readSpecs(specs), output: output, cache: cache) else {
                throw ValidationError("the synthetic catalog did not generate")
            }
        }
        settle()
        let noop = try seconds(before: markNoop) {
            guard case .upToDate = try GeneratedFolder.run(try readSpecs(specs), output: output, cache: cache) else {
                throw ValidationError("the second run was not a no-op")
            }
        }
        let floorFolder = root.appendingPathComponent("Floor").path
        let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent })
        settle()
        let floor = try seconds(before: markFloor) {
            _ = try readSpecs(specs)
            for folder in folders.sorted() { mkdir(floorFolder, 0o755); mkdir("\(floorFolder)/\(folder)", 0o755) }
            for file in files { try writePlainly(file.contents, to: "\(floorFolder)/\(file.path)") }
        }
        markDone()
        try printSample(Measurement(load: load, validate: validate, plan: planTime, render: render, write: write,
                                    endToEnd: endToEnd, noop: noop, floor: floor, peakMegabytes: peakMegabytes()))
    }

    /// As `catalog generate` reads them.
    private func readSpecs(_ folder: URL) throws -> [InputFile] {
        try SpecFolder.read(folder.path)
    }

    private func writePlainly(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw ValidationError("cannot create \(path)") }
        defer { close(descriptor) }
        var text = text
        let written = text.withUTF8 { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.utf8.count else { throw ValidationError("cannot write \(path)") }
    }
}

/// Instructions per stage: runs a `strip --strip-debug` copy of this executable under callgrind (valgrind
/// rejects the debug info of Swift 6.3 release binaries), dumping the counts at the entry of each stage.
struct InstructionCounter {
    let valgrind: String
    let executable: String

    init?() {
        guard let valgrind = which("valgrind"), let strip = which("strip") else { return nil }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-stripped-\(getpid())").path
        guard (try? runProcess(strip, ["--strip-debug", "-o", copy, selfExecutable]))?.status == 0 else { return nil }
        self.valgrind = valgrind
        self.executable = copy
    }

    func stages(_ arguments: [String]) throws -> [Stage: Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("out").path
        let result = try runProcess(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(base)"]
                                        + stageMarks.map { "--dump-before=*\($0)*" } + [executable] + arguments)
        guard result.status == 0 else { throw ValidationError("callgrind failed:\n\(result.output)") }
        // Dump n holds the instructions since dump n-1: dump 1 is start-up, dumps 2...9 the stages in order.
        var counts: [Stage: Int] = [:]
        for (index, stage) in Stage.allCases.enumerated() {
            guard let text = try? String(contentsOfFile: "\(base).\(index + 2)", encoding: .utf8),
                  let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
                  let count = Int(line.split(separator: " ").last ?? "") else { continue }
            counts[stage] = count
        }
        return counts
    }
}
