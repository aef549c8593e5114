import CatalogCore
import Foundation

/// Where things are in this package, for tests that read its specs, references and docs.
public enum PackagePaths {
    /// The package root, from this file's place in it (Tests/TestSupport/PackagePaths.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every spec file directly in `folder` (relative to the root), sorted, as the CLI reads them.
    public static func specFiles(in folder: String = "specs") throws -> [InputFile] {
        let directory = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
        var inputs = try names.map { name in
            InputFile(path: "\(folder)/\(name)", bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
        // The token files catalog.yaml names, as the CLI reads them (CatalogOutput's SpecFolder).
        var tried: Set<String> = []
        while case let paths = TokenLoader.files(neededBy: inputs).filter({ tried.insert($0).inserted }), !paths.isEmpty {
            for path in paths {
                guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else { continue }
                inputs.append(InputFile(path: path, bytes: Array(data), role: .tokens))
            }
        }
        // The accessibility audit's record, which the reference shows.
        let record = "\(folder)/\(AuditRecord.path)"
        if let data = try? Data(contentsOf: root.appendingPathComponent(record)) {
            inputs.append(InputFile(path: record, bytes: Array(data), role: .auditRecord))
        }
        return inputs
    }
}
