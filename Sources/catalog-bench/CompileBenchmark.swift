import ArgumentParser
import CallSiteSynthesis
import CatalogCore
import Foundation

/// What the generated code costs the Swift compiler in every app build: `swiftc -typecheck` of the
/// generated sources alone and with one typed call site per initializer, against the SwiftUI stand-in.
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

    @Option(help: "Where to write the tables.")
    var output: String = ".build/catalog-bench/compile.md"

    func run() throws {
        guard let swiftc = which("swiftc") else { throw ValidationError("swiftc is not on PATH") }
        let modules = URL(fileURLWithPath: selfExecutable).deletingLastPathComponent().appendingPathComponent("Modules")
        var rows = ["| strategy | slots | initializers | generated lines | type-check, code only (s) | with one call site per initializer (s) | per initializer (ms) | per call site (ms) | slowest function body (ms) | expressions over 100 ms |",
                    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for strategy in InitializerStrategy.allCases {
            for slots in 1...maxSlots {
                let specs = Self.oneComponent(slots: slots, strategy: strategy)
                rows.append(try measure(specs, label: "\(strategy.rawValue) | \(slots)", swiftc: swiftc, modules: modules))
                FileHandle.standardError.write(Data("measured \(strategy.rawValue), \(slots) slots\n".utf8))
            }
        }
        var catalogRows = ["| components | initializers | generated lines | type-check, code only (s) | with call sites (s) | per initializer (ms) | per call site (ms) | slowest function body (ms) | expressions over 100 ms |",
                           "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for size in catalogs.split(separator: ",").compactMap({ Int($0) }) {
            let specs = SyntheticCatalog(componentCount: size, seed: 7).specs().map { InputFile(path: "specs/\($0.name)", text: $0.text) }
            let row = try measure(specs, label: "\(size)", swiftc: swiftc, modules: modules)
            catalogRows.append(row)
        }
        let report = """
            ## Compile cost of the generated code (\(machineLine()), median of \(runs) runs)

            `swiftc -typecheck -swift-version 6 -enable-batch-mode -j2` (how SwiftPM and Xcode debug builds compile a module) of one component's generated sources and body, then the same
            with one typed call site per initializer (`let _: Card<Text, Never> = Card(title: "…")`). Slot 1 is
            a text slot; further slots cycle through optional text, optional systemImage and optional
            view-builder-only. *Per initializer* is the time above the compiler's fixed cost (an empty file importing SwiftUI) divided by the initializer count; *per call site* is the extra time the call sites add, per call. The slowest function body comes from `-debug-time-function-bodies`; expressions over 100 ms are counted with `-warn-long-expression-type-checking=100`.

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

    private func measure(_ inputs: [InputFile], label: String, swiftc: String, modules: URL) throws -> String {
        let result = CatalogGenerator.generate(inputs, products: .swift)
        guard let plan = result.plan else {
            throw ValidationError("benchmark specs did not validate: \(result.diagnostics.map(\.formatted))")
        }
        let count = plan.components.reduce(0) { $0 + $1.initializers.count }
        let lines = result.files.reduce(0) { $0 + $1.contents.split(separator: "\n").count }
        guard count <= maxInitializers else {
            return "| \(label) | \(formatCount(count)) | \(formatCount(lines)) | not compiled (over \(maxInitializers)) | | | | | |"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var code: [String] = []
        for file in result.files {
            let url = folder.appendingPathComponent(file.path.replacingOccurrences(of: "/", with: "_"))
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            code.append(url.path)
        }
        let bodies = folder.appendingPathComponent("Bodies.swift")
        try ("import SwiftUI\n" + plan.components.map { "extension \($0.name) { @MainActor \(Declarations.accessPrefix($0.access))var body: some View { EmptyView() } }" }.joined(separator: "\n"))
            .write(to: bodies, atomically: true, encoding: .utf8)
        code.append(bodies.path)
        let callSites = folder.appendingPathComponent("CallSites.swift")
        try CallSiteSynthesizer.typedCallSites(for: plan).write(to: callSites, atomically: true, encoding: .utf8)

        // Batch mode on both cores, as SwiftPM and Xcode debug builds compile a module.
        let base = ["-typecheck", "-swift-version", "6", "-enable-batch-mode", "-j2", "-module-name", "Bench", "-I", modules.path]
        var codeOnly: [Double] = [], withCalls: [Double] = []
        var slowest = 0.0, slowExpressions = 0
        for _ in 0..<max(1, runs) {
            codeOnly.append(try time(swiftc, base + code))
            var output = ""
            withCalls.append(try time(swiftc, base + ["-Xfrontend", "-debug-time-function-bodies",
                                                        "-Xfrontend", "-warn-long-expression-type-checking=100"] + code + [callSites.path], output: &output))
            for line in output.split(separator: "\n") where line.contains("ms\t") {
                if let milliseconds = Double(line.prefix { $0 != "m" }) { slowest = max(slowest, milliseconds) }
                if line.contains("expression took") { slowExpressions += 1 }
            }
        }
        let codeTime = median(codeOnly), callTime = median(withCalls)
        let marginal = max(0, codeTime - (try baseline(swiftc: swiftc, base: base)))
        return "| \(label) | \(formatCount(count)) | \(formatCount(lines)) | \(format(codeTime)) | \(format(callTime)) | \(format(marginal / Double(count) * 1000, 2)) | \(format(max(0, callTime - codeTime) / Double(count) * 1000, 2)) | \(format(slowest, 1)) | \(slowExpressions) |"
    }

    /// The compiler's fixed cost: type-checking an empty file that imports SwiftUI.
    private func baseline(swiftc: String, base: [String]) throws -> Double {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-baseline.swift")
        try "import SwiftUI\n".write(to: file, atomically: true, encoding: .utf8)
        return median(try (0..<max(1, runs)).map { _ in try time(swiftc, base + [file.path]) })
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
