import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `generate` and `docs`: validate, render everything in memory, then hand it to the writer.
enum Generation {
    static func run(specs: String, output: String, products: CatalogGenerator.Products,
                    mode: OutputWriter.Mode, force: Bool) throws {
        let inputs = try SpecFolder.read(specs)
        let result = CatalogGenerator.generate(inputs, products: products)
        guard let plan = result.plan else {
            DiagnosticOutput.print(result.diagnostics, format: .text, fileCount: inputs.count)
            print("nothing was written")
            throw ExitCode(1)
        }
        if !result.diagnostics.isEmpty {
            DiagnosticOutput.print(result.diagnostics, format: .text, fileCount: inputs.count)
        }
        let writer = OutputWriter(directory: URL(fileURLWithPath: output), scope: products == .docs ? ["Docs"] : nil)
        let report: OutputWriter.Report
        do {
            report = try writer.apply(result.files, mode: mode, force: force)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        switch mode {
        case .check:
            guard report.hasChanges else {
                print("\(folder) is up to date with \(specs) (\(report.unchanged.count) files)")
                return
            }
            for path in report.updated { print("stale: \(folder)/\(path)") }
            for path in report.created { print("missing: \(folder)/\(path)") }
            for path in report.removed { print("extra: \(folder)/\(path)") }
            print("\(folder) is not what \(specs) produce: run `catalog generate`")
            throw ExitCode(1)
        case .dryRun:
            for path in report.created { print("would create \(folder)/\(path)") }
            for path in report.updated { print("would update \(folder)/\(path)") }
            for path in report.removed { print("would remove \(folder)/\(path)") }
            print("dry run: \(report.created.count + report.updated.count) to write, \(report.unchanged.count) unchanged, \(report.removed.count) to remove")
        case .write:
            print(summary(of: plan) + ": " + report.summary)
        }
    }

    /// `13 components, 118 initializers (largest: ContactItem, 19)`.
    static func summary(of plan: CatalogPlan) -> String {
        let counts = plan.components.map { ($0.name, $0.initializers.count) }
        let total = counts.reduce(0) { $0 + $1.1 }
        var text = "\(DiagnosticOutput.plural(counts.count, "component")), \(DiagnosticOutput.plural(total, "initializer"))"
        if let largest = counts.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }) {
            text += " (largest: \(largest.0), \(largest.1))"
        }
        return text
    }
}
