import Foundation

/// FNV-1a, 64 bits: detects hand edits (not an adversary), with no dependency and no build cost.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// What the generator wrote: relative path → content hash. Stable bytes: sorted keys, no dates.
struct Manifest: Equatable {
    var files: [String: String] = [:]

    static func read(from url: URL) throws(OutputError) -> Manifest {
        guard FileManager.default.fileExists(atPath: url.path) else { return Manifest() }
        guard let data = FileManager.default.contents(atPath: url.path),
              let decoded = try? JSONDecoder().decode(Stored.self, from: data)
        else { throw .corruptManifest(url.path) }
        return Manifest(files: decoded.files)
    }

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Stored(generator: "catalog", files: files))) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    private struct Stored: Codable {
        var generator: String = "catalog"
        var files: [String: String]
    }
}

/// Temporary file in the same folder, then renamed over the target: readers and killed runs see the old
/// or the new content, never a part.
enum AtomicFile {
    /// Temporary files a killed run left behind (`.Card.swift.1234.tmp`); called under the lock.
    static func removeLeftovers(in directory: URL) {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker {
            let parts = url.lastPathComponent.split(separator: ".")
            if url.lastPathComponent.hasPrefix("."), parts.count >= 3, parts.last == "tmp", Int(parts[parts.count - 2]) != nil {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }

    static func write(_ bytes: [UInt8], to url: URL) throws(OutputError) {
        let folder = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw .io("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw .io("cannot create \(temporary.path): \(String(cString: strerror(errno)))") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result <= 0 { return false }
                written += result
            }
            return true
        }
        // No fsync: rename(2) already makes a killed or crashed run leave the old or the new file;
        // flushing every file to the disk would only add power-loss durability, at several times the cost.
        close(descriptor)
        guard ok, rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .io("cannot write \(url.path): \(reason)")
        }
    }
}

/// An exclusive, non-blocking flock on a file in the output folder; the kernel releases it if the
/// process dies, so a killed run never leaves a stale lock.
struct Lock {
    private let descriptor: Int32

    init(path: String) throws(OutputError) {
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw .io("cannot open the lock file \(path)") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .locked(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
