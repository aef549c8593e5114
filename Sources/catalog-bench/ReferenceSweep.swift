import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// The reference a token set costs on disk (issue 45, item 9): `catalog generate` of `TokenSweep`'s one-file
/// set into an empty folder, every product, and the files and bytes it leaves there. Budgets, debug build:
/// 1,600 tokens at most 300 files and 3 MB; 10,000 tokens at most 1,000 files and 15 MB, within 3 s.
struct ReferenceSweep: ParsableArguments {
    @Option(name: .customLong("reference-tokens"), help: "Token counts whose reference is generated to disk, comma-separated (empty: none): files, bytes and seconds.")
    var tokens: CommaSeparated<Int> = [1600, 10000]

    func report(runs: Int) throws -> String {
        var rows = ["| tokens | files | MB | of which pictures | pictures MB | generate (s) |", "| ---: | ---: | ---: | ---: | ---: | ---: |"]
        for count in tokens.values {
            let samples: [ReferenceMeasurement] = try childSamples(["measure-reference", "--tokens", "\(count)"], runs: runs, what: "the reference of \(count) tokens")
            let sample = samples[0]
            rows.append("| \(formatCount(count)) | \(formatCount(sample.files)) | \(format(Double(sample.bytes) / 1_048_576, 1)) | \(formatCount(sample.pictures)) | \(format(Double(sample.pictureBytes) / 1_048_576, 1)) | \(format(median(samples.map(\.seconds)))) |")
            FileHandle.standardError.write(Data("measured the reference of \(count) tokens\n".utf8))
        }
        return """

            ### The token reference on disk (median of \(runs) runs)

            `catalog generate` (every product) of one DTCG file of N tokens (as above) and one component into an
            empty folder: the files and bytes it writes, SVG pictures among them (issue 45 asks at most 300 files
            and 3 MB for 1,600 tokens, 1,000 files and 15 MB for 10,000, generated within 3 s in a debug build).

            \(rows.joined(separator: "\n"))

            """
    }
}

struct ReferenceMeasurement: Codable {
    var files, bytes, pictures, pictureBytes: Int
    var seconds: Double
}

/// One size of the reference sweep in this process.
struct MeasureReference: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure-reference", shouldDisplay: false)

    @Option var tokens: Int
    @Option var scratch: String = FileManager.default.temporaryDirectory.path
    @Flag(help: "Leave the generated folder in place, to look at it.") var keep = false

    func run() throws {
        let root = URL(fileURLWithPath: scratch).appendingPathComponent("catalog-reference-\(UUID().uuidString)")
        defer { if !keep { try? FileManager.default.removeItem(at: root) } }
        for input in TokenSweep.inputs(.file, tokens: tokens) {
            let url = root.appendingPathComponent(input.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The sweep's module shares its component's name, whose DocC page would then collide with the
            // landing page on disk.
            let text = String(decoding: input.bytes, as: UTF8.self).replacing("module: Probe\n", with: "module: ProbeKit\n")
            try Data(text.utf8).write(to: url)
        }
        let output = root.appendingPathComponent("Generated")
        let cache = CacheFolder(path: root.appendingPathComponent("cache").path)
        let start = Date()
        guard case .generated = try GeneratedFolder.run(try SpecFolder.read(root.appendingPathComponent("specs").path), output: output, cache: cache) else {
            throw ValidationError("\(tokens) tokens did not generate")
        }
        let seconds = Date().timeIntervalSince(start)
        var measurement = ReferenceMeasurement(files: 0, bytes: 0, pictures: 0, pictureBytes: 0, seconds: seconds)
        let enumerator = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            let size = values.fileSize ?? 0
            measurement.files += 1
            measurement.bytes += size
            if url.pathExtension == "svg" {
                measurement.pictures += 1
                measurement.pictureBytes += size
            }
        }
        try printSample(measurement)
    }
}
