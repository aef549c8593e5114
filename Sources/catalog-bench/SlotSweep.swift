import ArgumentParser
import CatalogCore
import Foundation

/// One compact component of more and more optional slots (text, system images and views in turn),
/// generated in memory: linear work doubles per doubling of the slots, quadratic work quadruples
/// (issue 34: DocC's disambiguation made 4,000 slots take 7 s and 20,000 four minutes).
struct SlotSweep {
    let slots: [Int]
    let runs: Int
    let instructionsUpTo: Int

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

    func report() throws -> String {
        var rows = [
            "| slots | generate (s) | × per doubling | instructions | × per doubling | peak RSS | output |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        let counter = slots.contains { $0 <= instructionsUpTo } ? InstructionCounter() : nil
        var previous: (slots: Int, seconds: Double, instructions: Int?)?
        for count in slots {
            let samples: [SlotMeasurement] = try childSamples(["measure-slots", "--slots", "\(count)"], runs: runs, what: "\(count) slots")
            let seconds = median(samples.map(\.seconds))
            let instructions = count <= instructionsUpTo ? try counter?.generation(["measure-slots", "--slots", "\(count)"]) : nil
            let timeRatio = previous.map { perDoubling(seconds, $0.seconds, sizes: ($0.slots, count)) } ?? ""
            let instructionRatio = previous.flatMap { before in
                before.instructions.flatMap { old in instructions.map { perDoubling(Double($0), Double(old), sizes: (before.slots, count)) } }
            } ?? ""
            rows.append("| \(formatCount(count)) | \(format(seconds)) | \(timeRatio) | \(instructions.map(formatCount) ?? "") | \(instructionRatio) | \(Int(median(samples.map(\.peakMegabytes)))) MB | \(format(median(samples.map(\.outputMegabytes)), 1)) MB |")
            previous = (count, seconds, instructions)
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
    var seconds: Double
    var peakMegabytes: Double
    var outputMegabytes: Double
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
        let measurement = SlotMeasurement(seconds: elapsed, peakMegabytes: peakMegabytes(),
                                          outputMegabytes: Double(bytes) / 1_048_576)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
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
