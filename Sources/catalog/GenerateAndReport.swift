import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `generate` and `docs`: run the generation, then say what happened.
enum GenerateAndReport {
    static func run(specs: String, output requested: String?, products: Pipeline.Products,
                    mode: OutputWriter.Mode, force: Bool) throws {
        let inputs = try SpecFolderInput.read(specs)
        let output = requested ?? SpecLoader.outputSetting(in: inputs) ?? "Generated"
        let outcome: GeneratedFolder.Outcome
        do {
            outcome = try GeneratedFolder.run(inputs, output: URL(fileURLWithPath: output), products: products, mode: mode, force: force)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        switch outcome {
        case .invalid(let diagnostics):
            DiagnosticOutput.print(diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs))
            print("nothing was written")
            throw ExitCode(1)
        case .upToDate(let fileCount):
            print("nothing changed since the last run: \(DiagnosticOutput.plural(fileCount, "file")) up to date")
        case .generated(let plan, let report, let diagnostics):
            if !diagnostics.isEmpty { DiagnosticOutput.print(diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs)) }
            try describe(report, plan: plan, mode: mode, specs: specs, output: output)
        }
    }

    private static func describe(_ report: OutputWriter.Report, plan: CatalogPlan, mode: OutputWriter.Mode,
                                 specs: String, output: String) throws {
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
