import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// Generation speed on synthetic catalogs: each stage, the whole run, a no-op run and the I/O floor,
/// measured in child processes so each size gets its own peak memory.
struct GenerationBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generation", abstract: "Time catalog generate on synthetic catalogs.")

    @Option(help: "Catalog sizes, comma-separated.")
    var sizes: String = "10,100,1000,5000"

    @Option(help: "Runs per size; the table shows medians.")
    var runs: Int = 3

    @Option(help: "Count instructions with valgrind --tool=callgrind for sizes up to this (0: never).")
    var instructionsUpTo: Int = 1000

    @Option(help: "Where to write the table.")
    var output: String = ".build/catalog-bench/generation.md"

    func run() throws {
        let sizes = self.sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var rows = ["| components | load | validate | plan | render | write | total | components/s | no-op | no-op / total | I/O floor | total / floor | peak RSS | instructions (total) |",
                    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for size in sizes {
            var samples: [Measurement] = []
            for run in 0..<max(1, runs) {
                let result = try runProcess(selfExecutable, ["measure-generation", "--components", "\(size)", "--seed", "\(run + 1)"])
                guard result.status == 0, let line = result.output.split(separator: "\n").last,
                      let sample = try? JSONDecoder().decode(Measurement.self, from: Data(line.utf8)) else {
                    throw ValidationError("measuring \(size) components failed:\n\(result.output)")
                }
                samples.append(sample)
            }
            var instructions = "—"
            if size <= instructionsUpTo, let valgrind = which("valgrind") {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(size).out").path
                _ = try runProcess(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(file)", selfExecutable,
                                              "measure-generation", "--components", "\(size)", "--seed", "1"])
                if let text = try? String(contentsOfFile: file, encoding: .utf8),
                   let summary = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
                   let count = Int(summary.split(separator: " ").last ?? "") {
                    instructions = formatCount(count)
                }
            }
            func m(_ key: KeyPath<Measurement, Double>) -> Double { median(samples.map { $0[keyPath: key] }) }
            let total = m(\.total)
            rows.append("| \(formatCount(size)) | \(format(m(\.load))) | \(format(m(\.validate))) | \(format(m(\.plan))) | \(format(m(\.render))) | \(format(m(\.write))) | \(format(total)) | \(formatCount(Int(Double(size) / total))) | \(format(m(\.noop))) | \(format(m(\.noop) / total * 100, 1)) % | \(format(m(\.floor))) | \(format(total / m(\.floor), 1))× | \(Int(m(\.peakMegabytes))) MB | \(instructions) |")
            FileHandle.standardError.write(Data("measured \(size) components\n".utf8))
        }
        let report = """
            ## Generation (seconds, median of \(runs) runs; \(machineLine()))

            Stages of `catalog generate` on seeded synthetic catalogs (70 % combinatorial, 30 % compact, 1–5 slots,
            text/systemImage/image/component/closure-only slots, 0–3 properties). *no-op* is the same run again with
            nothing to write; the *I/O floor* reads the same specs and writes the same bytes without generating.

            \(rows.joined(separator: "\n"))

            """
        try publish(report, to: output)
    }
}

struct Measurement: Codable {
    var load: Double
    var validate: Double
    var plan: Double
    var render: Double
    var write: Double
    var total: Double
    var noop: Double
    var floor: Double
    var peakMegabytes: Double
}

/// One measurement in this process (run by `generation` as a child).
struct MeasureGeneration: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure-generation", shouldDisplay: false)

    @Option var components: Int
    @Option var seed: UInt64 = 1

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for (name, text) in SyntheticCatalog(componentCount: components, seed: seed).specs() {
            try text.write(to: specs.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let output = root.appendingPathComponent("Generated")

        var inputs: [InputFile] = [], specSet = SpecSet(), catalog: Catalog?, plan: CatalogPlan?, files: [OutputFile] = []
        let load = try seconds {
            inputs = try readSpecs(specs)
            specSet = SpecLoader.load(inputs).0
        }
        let validate = seconds { catalog = Validator.validate(specSet).0 }
        guard let catalog else { throw ValidationError("the synthetic catalog did not validate") }
        let planTime = seconds { plan = Planner.plan(catalog) }
        let render = seconds { files = CatalogGenerator.render(plan!) }
        let write = try seconds { _ = try OutputWriter(directory: output).apply(files) }
        // Once through the real path (which leaves its stamp), then the measured no-op run.
        _ = try Generation.run(try readSpecs(specs), output: output)
        let noop = try seconds {
            let again = try readSpecs(specs)
            guard case .upToDate = try Generation.run(again, output: output) else {
                throw ValidationError("the second run was not a no-op")
            }
        }
        let floorFolder = root.appendingPathComponent("Floor")
        let floor = try seconds {
            _ = try readSpecs(specs)
            for file in files {
                let url = floorFolder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            }
        }
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        let measurement = Measurement(load: load, validate: validate, plan: planTime, render: render, write: write,
                                      total: load + validate + planTime + render + write, noop: noop, floor: floor,
                                      peakMegabytes: Double(usage.ru_maxrss) / 1024)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    }

    private func readSpecs(_ folder: URL) throws -> [InputFile] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            InputFile(path: "specs/\(name)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }
}
