import Foundation

/// Temporary file in the same folder, then renamed over the target: readers and killed runs see the old
/// or the new content, never a part.
enum AtomicFile {
    /// Temporary files a killed run left behind (`.Card.swift.1234.tmp`) in these folders; called under the lock.
    static func removeLeftovers(in folders: [String]) {
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
                let parts = name.split(separator: ".")
                if parts.count >= 3, Int(parts[parts.count - 2]) != nil { unlink(folder + "/" + name) }
            }
        }
    }

    /// The file's bytes, or nil when there is none. Never follows a symbolic link, and reads regular
    /// files only: opening a FIFO would block until a writer came, a device could never end.
    static func read(_ path: String) throws(OutputError) -> [UInt8]? {
        // Non-blocking, so opening a FIFO returns at once; `fstat` then refuses it.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw .symbolicLink(path) }
            throw .io("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io("cannot read \(path): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(path) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(4096, Int(info.st_size) + 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { throw .io("cannot read \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Into an existing folder.
    static func write(_ text: String, to path: String) throws(OutputError) {
        var text = text
        if let error = text.withUTF8({ write(UnsafeRawBufferPointer($0), to: path) }) { throw error }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        if let error = bytes.withUnsafeBytes({ write($0, to: path) }) { throw error }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> OutputError? {
        switch stage(bytes, for: path) {
        case .failure(let error): return error
        case .success(let temporary):
            do throws(OutputError) { try commit(temporary, to: path) } catch { return error }
            return nil
        }
    }

    /// The first half of a write: the bytes in a temporary file beside `path`, whose path it returns.
    static func stage(_ text: String, for path: String) throws(OutputError) -> String {
        var text = text
        return try text.withUTF8 { stage(UnsafeRawBufferPointer($0), for: path) }.get()
    }

    /// The second half: the temporary file renamed over `path`.
    static func commit(_ temporary: String, to path: String) throws(OutputError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .io("cannot write \(path): \(reason)")
        }
    }

    private static func stage(_ bytes: UnsafeRawBufferPointer, for path: String) -> Result<String, OutputError> {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + ".\(path[slash...]).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(.io("cannot create \(temporary): \(String(cString: strerror(errno)))")) }
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result <= 0 { break }
            written += result
        }
        // No fsync: rename(2) already makes a killed or crashed run leave the old or the new file;
        // flushing every file to the disk would only add power-loss durability, at several times the cost.
        close(descriptor)
        guard written == bytes.count else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return .failure(.io("cannot write \(path): \(reason)"))
        }
        return .success(temporary)
    }
}
