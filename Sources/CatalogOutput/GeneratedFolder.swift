import CatalogCore
import Foundation

/// One `catalog generate`: validate and render in memory, then write through `OutputWriter`. Nothing is
/// written when any spec has an error. The CLI prints the outcome; the fuzzer and the benchmark call it too.
public enum GeneratedFolder {
    public enum Outcome {
        /// Validation failed: nothing was written.
        case invalid(diagnostics: [Diagnostic])
        /// Neither the specs nor the output changed since the last run: nothing was even generated.
        case upToDate(fileCount: Int)
        case generated(plan: CatalogPlan, report: OutputWriter.Report, diagnostics: [Diagnostic])
    }

    /// `cache`: where the no-op stamp is kept; by default `CacheFolder.default(for: output)`.
    public static func run(_ inputs: [InputFile], output: URL, products: Pipeline.Products = .all,
                           mode: OutputWriter.Mode = .write, force: Bool = false,
                           cache: CacheFolder? = nil) throws(OutputError) -> Outcome {
        let cache = cache ?? .default(for: output)
        let fingerprint = Stamp.fingerprint(of: inputs, products: products)
        if mode == .write, !force, let stamp = Stamp.read(from: cache.stampPath(for: output)), stamp.fingerprint == fingerprint, stamp.holds(in: output) {
            return .upToDate(fileCount: stamp.files.count - 1)
        }
        let result = Pipeline.generate(inputs, products: products)
        guard let plan = result.plan else { return .invalid(diagnostics: result.diagnostics) }
        let writer = OutputWriter(directory: output, scope: products.scope(module: plan.module))
        // Under the writer's lock: the stamp goes before anything is written and the new one is taken
        // before another run can write, so it always describes what this folder holds. Its path is taken
        // once the folder exists, so it is named by the resolved path.
        let report = try writer.apply(result.files, mode: mode, force: force, onLock: {
            unlink(cache.stampPath(for: output))
        }, beforeUnlock: {
            Stamp.current(in: output, paths: result.files.map(\.path), fingerprint: fingerprint).write(to: cache.stampPath(for: output))
        })
        return .generated(plan: plan, report: report, diagnostics: result.diagnostics)
    }
}
