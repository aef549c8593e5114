import ArgumentParser
import CatalogCore
import Foundation

/// One compact component of more and more optional slots (text, system images and views in turn),
/// generated in memory: linear work doubles per doubling of the slots, quadratic work quadruples
/// (issue 34: DocC's disambiguation made 4,000 slots take 7 s and 20,000 four minutes).
struct SlotSweep: ParsableArguments {
    @Option(name: .customLong("slots"), help: "Slot counts of one compact component, comma-separated (empty: none; at most 2000, the cap on parameters): generated in memory, with the ratio per doubling.")
    var counts: CommaSeparated<Int> = [250, 500, 1000, 2000]

    @Option(name: .customLong("slot-instructions-up-to"), help: "Count instructions of the slot sweep for slot counts up to this (0: never).")
    var instructionsUpTo = 2000

    /// The spec, as `GenerationSizeTests` writes it.
    static func spec(slots count: Int) -> [InputFile] {
        var yaml = "component: Many\nsummary: S.\ninitializers: compact\nslots:\n"
        for index in 0..<count {
            yaml += "  - name: s\(index)\n    optional: true\n"
            if index % 3 == 0 { yaml += "    options: [text]\n" } else if index % 3 == 1 { yaml += "    options: [systemImage]\n" }
        }
        return [InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
                InputFile(path: "specs/Many.yaml", text: yaml)]
    }

    func report(runs: Int) throws -> String {
        var rows = [
            "| slots | generate (s) | × per doubling | instructions | × per doubling | peak RSS | output |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        let counter = counts.values.contains { $0 <= instructionsUpTo } ? InstructionCounter() : nil
        var ratios = DoublingRatios()
        for count in counts.values {
            let samples: [SlotMeasurement] = try childSamples(["measure-slots", "--slots", "\(count)"], runs: runs, what: "\(count) slots")
            let seconds = median(samples.map(\.seconds))
            let instructions = count <= instructionsUpTo ? try counter?.generation(["measure-slots", "--slots", "\(count)"]) : nil
            let ratio = ratios.next(size: count, seconds: seconds, instructions: instructions)
            rows.append("| \(formatCount(count)) | \(format(seconds)) | \(ratio.time) | \(instructions.map(formatCount) ?? "") | \(ratio.instructions) | \(Int(median(samples.map(\.peakMegabytes)))) MB | \(format(median(samples.map(\.outputMegabytes)), 1)) MB |")
            FileHandle.standardError.write(Data("measured \(count) slots\n".utf8))
        }
        return """

            ### One compact component of N optional slots (in memory, median of \(runs) runs)

            `Pipeline.generate` of one `initializers: compact` component whose slots are optional text, system
            images and views in turn (five initializers of N parameters, `init(model:)` among them). *Per doubling* is the ratio to the row
            above, scaled to a doubling of the slots: about 2× is linear, 4× quadratic.

            \(rows.joined(separator: "\n"))

            """
    }
}

struct SlotMeasurement: Codable {
    var seconds, peakMegabytes, outputMegabytes: Double
}

/// One size of the sweep in this process (run by `generation --slots` as a child).
struct MeasureSlots: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure-slots", shouldDisplay: false)

    @Option var slots: Int

    func run() throws {
        let inputs = SlotSweep.spec(slots: slots)
        var result: Pipeline.Result?
        let elapsed = seconds(before: markRender) { result = Pipeline.generate(inputs) }
        markDone()
        guard let result, result.plan != nil else { throw ValidationError("\(slots) slots did not validate") }
        let bytes = result.files.reduce(0) { $0 + $1.contents.utf8.count }
        try printSample(SlotMeasurement(seconds: elapsed, peakMegabytes: peakMegabytes(), outputMegabytes: Double(bytes) / 1_048_576))
    }
}

extension InstructionCounter {
    /// The instructions between `markRender` and `markDone`: the whole in-memory generation.
    func generation(_ arguments: [String]) throws -> Int? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("out").path
        let result = try runProcess(valgrind, ["--tool=callgrind", "--callgrind-out-file=\(base)",
                                               "--dump-before=*markRender*", "--dump-before=*markDone*", executable] + arguments)
        guard result.status == 0 else { throw ValidationError("callgrind failed:\n\(result.output)") }
        // Dump 1 is start-up, dump 2 the generation.
        guard let text = try? String(contentsOfFile: "\(base).2", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }) else { return nil }
        return Int(line.split(separator: " ").last ?? "")
    }
}
