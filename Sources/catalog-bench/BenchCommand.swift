import ArgumentParser
import Foundation

@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog-bench",
        abstract: "Measure catalog: generation speed, the compile cost of generated code, and a spec fuzzer.",
        discussion: "Run in release: swift run -c release catalog-bench <subcommand>.",
        subcommands: [GenerationBenchmark.self, CompileBenchmark.self, ValidateBenchmark.self, FuzzCommand.self, SynthesizeCommand.self, MeasureGeneration.self, MeasureSlots.self, MeasureTokens.self, MeasureReference.self]
    )
}

/// Wall-clock seconds of `body`, after calling `mark` (for callgrind; see `stageMarks`).
func seconds(before mark: () -> Void = {}, _ body: () throws -> Void) rethrows -> Double {
    mark()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double, _ digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
}

func formatCount(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}

/// Runs a process, returns its standard output and status.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    // A temporary folder of the child's own, removed after: swift-driver leaves one in TMPDIR per `-typecheck`.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let path = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// This executable, for measuring in child processes.
var selfExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// Writes the report beside printing it.
func publish(_ report: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.write(to: url, atomically: true, encoding: .utf8)
    print(report)
    print("(written to \(path))")
}

func machineLine() -> String {
    let date = ISO8601DateFormatter().string(from: Date())
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
    return "\(date), \(cores) cores, \(memory) GiB"
}

/// Writes a synthetic catalog's specs to a folder, to look at or to time by hand.
struct SynthesizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "synthesize", abstract: "Write a seeded synthetic catalog's specs.")

    @Option var components: Int = 100
    @Option var seed: UInt64 = 1
    @Option(help: "The folder to write the specs into.") var output: String

    func run() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for (name, text) in SyntheticCatalog(componentCount: components, seed: seed).specs() {
            try text.write(toFile: "\(output)/\(name)", atomically: true, encoding: .utf8)
        }
    }
}

/// Runs this executable with `arguments` `runs` times (at least once), each child printing one JSON line of `T`.
func childSamples<T: Decodable>(_ arguments: [String], runs: Int, what: String) throws -> [T] {
    try childSamples(runs: runs, what: what) { _ in arguments }
}

/// The same with each run's own arguments (`run` counts from 0).
func childSamples<T: Decodable>(runs: Int, what: String, _ arguments: (_ run: Int) -> [String]) throws -> [T] {
    try (0..<max(1, runs)).map { run in
        let result = try runProcess(selfExecutable, arguments(run))
        guard result.status == 0, let line = result.output.split(separator: "\n").last,
              let sample = try? JSONDecoder().decode(T.self, from: Data(line.utf8)) else {
            throw ValidationError("measuring \(what) failed:\n\(result.output)")
        }
        return sample
    }
}

/// What a child prints for `childSamples`: one JSON line.
func printSample(_ sample: some Encodable) throws {
    print(String(decoding: try JSONEncoder().encode(sample), as: UTF8.self))
}

/// A sweep's rows so far: each row's time and instruction ratios to the row above, per doubling of the size.
struct DoublingRatios {
    private var previous: (size: Int, seconds: Double, instructions: Int?)?

    /// The two ratio cells of the row of `size` (empty for the first row), which the next row is then compared with.
    mutating func next(size: Int, seconds: Double, instructions: Int?) -> (time: String, instructions: String) {
        defer { previous = (size, seconds, instructions) }
        guard let previous else { return ("", "") }
        let time = perDoubling(seconds, previous.seconds, sizes: (previous.size, size))
        guard let before = previous.instructions, let instructions else { return (time, "") }
        return (time, perDoubling(Double(instructions), Double(before), sizes: (previous.size, size)))
    }
}

/// `--sizes 10,100,1000`: a comma-separated list (empty: none), refused whole when one of its values is not one.
struct CommaSeparated<Element: ExpressibleByArgument>: ExpressibleByArgument, ExpressibleByArrayLiteral {
    var values: [Element]

    init(_ values: [Element]) { self.values = values }

    init(arrayLiteral values: Element...) { self.values = values }

    init?(argument: String) {
        var values: [Element] = []
        for item in argument.split(separator: ",") {
            guard let value = Element(argument: item.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        self.values = values
    }

    var defaultValueDescription: String { values.map(\.defaultValueDescription).joined(separator: ",") }
}

/// The ratio of `now` to `before` scaled to a doubling of the size (`sizes`: before, now): 2× is linear, 4× quadratic.
func perDoubling(_ now: Double, _ before: Double, sizes: (Int, Int)) -> String {
    format(pow(now / before, 1 / log2(Double(sizes.1) / Double(sizes.0))), 2) + "×"
}

/// This process's peak resident memory so far.
func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}
