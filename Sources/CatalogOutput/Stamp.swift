import CatalogCore
import Foundation

/// The no-op fast path: what the last successful write was made from (the specs' bytes and the
/// generator binary) and what it left on disk (each file's size and modification time). When both
/// still hold, a run skips loading, validating, planning and rendering. A local cache, so it is kept in
/// the `CacheFolder`, never in the committed output folder; a missing, damaged or stale stamp only means
/// a full run.
struct Stamp: Equatable {
    var fingerprint: String
    var files: [String: FileState]

    struct FileState: Equatable {
        var size: Int64
        var modified: Int64
    }

    init(fingerprint: String, files: [String: FileState]) {
        self.fingerprint = fingerprint
        self.files = files
    }

    static func fingerprint(of inputs: [InputFile], products: Pipeline.Products) -> String {
        // Each file hashed on its own (on all cores), then the list of their hashes.
        let perFile = inputs.sorted(by: { $0.path < $1.path }).concurrentMap { input in
            "\(input.path);\(input.bytes.count);\(ContentHash.of(input.bytes))\n"
        }
        return ContentHash.of("catalog stamp 2;\(products.rawValue);\(generatorIdentity)\n" + perFile.joined())
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

    static func read(from path: String) -> Stamp? {
        guard let bytes = try? AtomicFile.read(path) else { return nil }
        return Stamp(decoding: String(decoding: bytes, as: UTF8.self))
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
        return Array(files).concurrentMap { path, state in Self.state(of: root + "/" + path) == state }.allSatisfy { $0 }
    }

    /// Lines of text, read and written by hand: the no-op run reads it first, and decoding thousands of
    /// entries through `Codable` took most of that run.
    ///
    ///     catalog stamp 1
    ///     fnv1a64:0123456789abcdef
    ///     <size> <modified> <path>
    var encoded: String {
        let entries = files.sortedByUTF8().map { path, state in
            "\(state.size) \(state.modified) \(path)\n"
        }
        return "catalog stamp 1\n\(fingerprint)\n" + entries.joined()
    }

    /// Nil for anything but what `encoded` writes: the run then simply takes the full path.
    init?(decoding text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == "catalog stamp 1", lines.last == "" else { return nil }
        var files: [String: FileState] = [:]
        for line in lines[2..<(lines.count - 1)] {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let size = Int64(fields[0]), let modified = Int64(fields[1]), !fields[2].isEmpty else { return nil }
            files[String(fields[2])] = FileState(size: size, modified: modified)
        }
        self.init(fingerprint: String(lines[1]), files: files)
    }

    func write(to path: String) {
        // A lost stamp only costs the next run its fast path; a path with a line break cannot be listed.
        guard !files.keys.contains(where: { $0.contains("\n") }), CacheFolder.createParent(of: path) else { return }
        try? AtomicFile.write(encoded, to: path)
    }
}
