import CatalogCore
import Foundation

/// The no-op fast path: what the last successful write was made from (the specs' bytes and the
/// generator binary) and what it left on disk (each file's size and modification time). When both
/// still hold, a run skips loading, validating, planning and rendering. Kept beside the manifest in
/// `.catalog-stamp`, which is local (git-ignored), unlike the manifest.
struct Stamp: Codable, Equatable {
    static let name = ".catalog-stamp"

    var fingerprint: String
    var files: [String: FileState]

    struct FileState: Codable, Equatable {
        var size: Int64
        var modified: Int64
    }

    static func fingerprint(of inputs: [InputFile], products: CatalogGenerator.Products) -> String {
        var bytes = Array("catalog stamp 1;\(products.rawValue);\(generatorIdentity)".utf8)
        for input in inputs.sorted(by: { $0.path < $1.path }) {
            bytes += Array("\(input.path);\(input.bytes.count);".utf8)
            bytes += input.bytes
        }
        return ContentHash.of(bytes)
    }

    /// A rebuilt `catalog` may generate differently, so its binary is part of the fingerprint.
    private static let generatorIdentity: String = {
        guard let state = state(of: "/proc/self/exe") ?? CommandLine.arguments.first.flatMap(state(of:)) else { return "unknown" }
        return "\(state.size):\(state.modified)"
    }()

    static func state(of path: String) -> FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileState(size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    static func read(in directory: URL) -> Stamp? {
        guard let bytes = try? AtomicFile.read(directory.path + "/" + name) else { return nil }
        return try? JSONDecoder().decode(Stamp.self, from: Data(bytes))
    }

    /// The stamp of what is on disk now, for the given generated paths and the manifest.
    static func current(in directory: URL, paths: [String], fingerprint: String) -> Stamp {
        let root = directory.path
        var files: [String: FileState] = [:]
        for path in paths + [OutputWriter.manifestName] {
            if let state = state(of: root + "/" + path) { files[path] = state }
        }
        return Stamp(fingerprint: fingerprint, files: files)
    }

    func holds(in directory: URL) -> Bool {
        let root = directory.path
        return files.allSatisfy { path, state in Self.state(of: root + "/" + path) == state }
    }

    /// The JSON that `Codable` reads back, written directly (it has an entry per generated file).
    var encoded: String {
        let entries = files.sortedByUTF8().map { path, state in
            "\(JSON.string(path)):{\"modified\":\(state.modified),\"size\":\(state.size)}"
        }
        return "{\"files\":{\(entries.joined(separator: ","))},\"fingerprint\":\(JSON.string(fingerprint))}"
    }

    func write(in directory: URL) {
        // A lost stamp only costs the next run its fast path.
        try? AtomicFile.write(encoded, to: directory.path + "/" + Self.name)
    }
}
