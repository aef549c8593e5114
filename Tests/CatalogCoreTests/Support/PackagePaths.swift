import CatalogCore
import Foundation

enum PackagePaths {
    /// The package root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func specFiles(in folder: String = "specs") throws -> [InputFile] {
        let directory = root.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .sorted()
        return try names.map { name in
            InputFile(path: "\(folder)/\(name)", bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}
