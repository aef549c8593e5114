import CatalogCore
import Foundation

/// What the generator wrote: relative path → content hash. Stable bytes: sorted keys, no dates.
struct Manifest: Equatable {
    var files: [String: String] = [:]

    static func read(from path: String) throws(OutputError) -> Manifest {
        guard let bytes = try AtomicFile.read(path) else { return Manifest() }
        guard let decoded = try? JSONDecoder().decode(Stored.self, from: Data(bytes)) else { throw .corruptManifest(path) }
        return Manifest(files: decoded.files)
    }

    /// What `JSONEncoder` writes with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`, byte for byte
    /// (a test holds it to that), written directly: encoding thousands of entries through `Codable` cost more
    /// than writing the files they describe.
    func encoded() -> [UInt8] {
        var out = "{\n  \"files\" : {"
        out += files.isEmpty ? "\n\n  }" : files.sortedByUTF8().map { "\n    \(JSON.quote($0.key)) : \(JSON.quote($0.value))" }.joined(separator: ",") + "\n  }"
        out += ",\n  \"generator\" : \"catalog\"\n}\n"
        return Array(out.utf8)
    }

    private struct Stored: Codable {
        var generator: String = "catalog"
        var files: [String: String]
    }
}

extension Dictionary where Key == String {
    /// Entries in UTF-8 byte order of their keys, as `JSONEncoder`'s `.sortedKeys` orders them.
    func sortedByUTF8() -> [(key: String, value: Value)] {
        sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }
}
