import ArgumentParser
import Foundation

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
    /// Source files of the code (call sites are one more).
    var files: Int
    /// Seconds to type-check the code alone, with its call sites, and the code alone above the compiler's fixed cost.
    var codeOnly, withCalls, marginalCodeOnly: Double
    var callCount: Int
    /// Milliseconds of the slowest call site (typed: nil without typed call sites, as the peers have none) and generated function.
    var slowestCall: Double, slowestTypedCall: Double?, slowestGenerated: Double
    var slowExpressions: Int
    /// The compiler's instructions for the code, with its call sites, and its fixed cost (nil: not counted).
    var codeInstructions, callInstructions, fixedInstructions: Int?

    /// The whole-catalog table's cells after initializers and lines.
    func catalogCells(initializers count: Int) -> String {
        var instructions = "— | — | —"
        if let codeInstructions, let callInstructions, let fixedInstructions {
            instructions = "\(formatCount(codeInstructions)) | \(formatCount(max(0, codeInstructions - fixedInstructions) / count)) | \(formatCount(max(0, callInstructions - codeInstructions) / callCount))"
        }
        return "\(format(codeOnly)) | \(format(withCalls)) | \(format(marginalCodeOnly / Double(count) * 1000, 2)) | \(format(max(0, withCalls - codeOnly) / Double(callCount) * 1000, 2)) | \(format(slowestCall, 1)) | \(slowestTypedCall.map { format($0, 1) } ?? "—") | \(format(slowestGenerated, 1)) | \(slowExpressions) | \(instructions)"
    }
}

/// What the code is type-checked against: the SwiftUI stand-in (`swiftc -I` its module), or Apple's iOS
/// 17.4 SDK through an `ios-typecheck` script, which adds `-typecheck` and the SDK's flags itself.
struct Toolchain {
    var name: String
    /// `swiftc`, or the script that runs it.
    var executable: String
    var arguments: [String]
    var addsTypecheck = false

    static func standIn(swiftc: String, modules: URL) -> Toolchain {
        Toolchain(name: "stand-in", executable: swiftc, arguments: ["-I", modules.path])
    }

    /// The Apple-SDK type-checker: `CATALOG_IOS_TYPECHECK` (a script with `ios-typecheck`'s interface), else
    /// the project's `Scripts/ios-typecheck`. Nil, with the reason, when it is absent or has no SDK.
    static func appleSDK() -> (toolchain: Toolchain?, skipped: String?) {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["CATALOG_IOS_TYPECHECK"], "Scripts/ios-typecheck"].compactMap { $0 }
        guard let script = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return (nil, "no Scripts/ios-typecheck here (run from the package root, or set CATALOG_IOS_TYPECHECK)")
        }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-sdk-probe.swift")
        guard (try? "import SwiftUI\nlet probe = Text(\"x\")\n".write(to: probe, atomically: true, encoding: .utf8)) != nil,
              let result = try? runProcess(script, [probe.path]) else { return (nil, "\(script) did not run") }
        guard result.status == 0 else { return (nil, "no iOS 17.4 SDK for \(script) (exit \(result.status); README, \"Checking against Apple's SDK\")") }
        return (Toolchain(name: "iOS 17.4 SDK", executable: script, arguments: [], addsTypecheck: true), nil)
    }
}

/// How the driver splits a module into frontend jobs.
enum BuildMode: String, CaseIterable, ExpressibleByArgument {
    /// One frontend for the module: `-wmo`, as release builds compile.
    case wholeModule = "whole-module"
    /// Frontends for batches of files on both cores, as SwiftPM and Xcode debug builds compile.
    case batch
    /// One frontend per file (`-disable-batch-mode`), as an incremental build recompiles the files it must.
    case perFile = "per-file"

    var flags: [String] {
        switch self {
        case .wholeModule: ["-wmo"]
        case .batch: ["-enable-batch-mode", "-j2"]
        case .perFile: ["-disable-batch-mode", "-j2"]
        }
    }
}

/// Type-checks generated code and its call sites with one toolchain in one build mode.
final class Measurer {
    let toolchain: Toolchain
    let mode: BuildMode
    let runs: Int
    let counter: FrontendInstructionCounter?
    let keepSources: String?
    private var fixedTime: Double?
    private var fixedInstructions: Int?

    init(toolchain: Toolchain, mode: BuildMode, runs: Int, counter: FrontendInstructionCounter?, keepSources: String?) {
        (self.toolchain, self.mode, self.runs, self.counter, self.keepSources) = (toolchain, mode, runs, counter, keepSources)
    }

    private var base: [String] {
        toolchain.arguments + (toolchain.addsTypecheck ? [] : ["-typecheck"]) + ["-swift-version", "6"] + mode.flags + ["-module-name", "Bench"]
    }

    /// The compiler's fixed cost here: an empty file importing SwiftUI.
    func fixedCost(countInstructions: Bool) throws -> (time: Double, instructions: Int?) {
        (try baseline(), countInstructions ? try counter.map { try baselineInstructions(counter: $0) } : nil)
    }

    func measure(_ subject: Subject, countInstructions: Bool) throws -> Figures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            if let keepSources {
                let label = "\(subject.label)-\(toolchain.name)-\(mode.rawValue)"
                let kept = URL(fileURLWithPath: keepSources).appendingPathComponent(label.filter { $0.isLetter || $0.isNumber || $0 == "-" })
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
            if !subject.typedCallSites.isEmpty {
                _ = try time(base + timingFlags + code + [typedCallSites.path], output: &output)
                slowestTypedCalls.append(Self.slowest(in: output, callSites: "/TypedCallSites.swift").callSite)
            }
        }
        var figures = Figures(files: subject.sources.count, codeOnly: median(codeOnly), withCalls: median(withCalls),
                              marginalCodeOnly: max(0, median(codeOnly) - (try baseline())), callCount: subject.callCount,
                              slowestCall: median(slowestCalls), slowestTypedCall: slowestTypedCalls.isEmpty ? nil : median(slowestTypedCalls),
                              slowestGenerated: median(slowestGenerated), slowExpressions: slowExpressions)
        if let counter, countInstructions {
            figures.fixedInstructions = try baselineInstructions(counter: counter)
            figures.codeInstructions = try counter.count(toolchain, base + code)
            figures.callInstructions = try counter.count(toolchain, base + code + [callSites.path])
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
        _ = try counter.count(toolchain, base + [try emptyFile()])
        let count = try counter.count(toolchain, base + [try emptyFile()])
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
        let elapsed = try seconds { result = try runProcess(toolchain.executable, arguments) }
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
    }

    /// The sum over every frontend job of one `swiftc` run.
    func count(_ toolchain: Toolchain, _ arguments: [String]) throws -> Int {
        try? FileManager.default.removeItem(atPath: outputs)
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        // The toolchain's own arguments come first.
        let own = Array(arguments.prefix(toolchain.arguments.count)), rest = Array(arguments.dropFirst(toolchain.arguments.count))
        let result = try runProcess(toolchain.executable, own + ["-driver-use-frontend-path", wrapper] + rest)
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
