import CatalogCore
import Foundation

/// Writes generated files into an output folder without ever losing anything that is not its own:
/// every conflict is found before anything changes, each file is replaced atomically, a manifest
/// records what the generator wrote (and its content hash), and a lock on the folder keeps two runs
/// apart. The folder holds only generated files and the manifest (and, while a run writes, its journal
/// and temporary files): two runs of the same specs into empty folders leave identical trees.
public struct OutputWriter {
    public enum Mode: Sendable {
        /// Write what changed, remove what is no longer generated.
        case write
        /// Write nothing; report stale, missing and extra files.
        case check
        /// Write nothing; report what `write` would do.
        case dryRun
    }

    public struct Report: Equatable, Sendable {
        /// Paths relative to the output folder, sorted.
        public var created: [String] = []
        public var updated: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []

        /// Whether the output differs from what was generated (what `--check` fails on).
        public var hasChanges: Bool { !created.isEmpty || !updated.isEmpty || !removed.isEmpty }

        public var summary: String {
            "\(created.count + updated.count) written, \(unchanged.count) unchanged, \(removed.count) removed"
        }
    }

    public static let manifestName = ".catalog-manifest.json"
    /// The hashes a run is about to write, recorded before it writes: a run killed before its manifest
    /// was written left files that are still ours, and the next run knows them by these hashes.
    public static let pendingName = ".catalog-manifest.pending.json"
    /// What earlier versions kept in the output folder (the lock and the no-op stamp); a run removes them.
    static let legacyNames = [".catalog.lock", ".catalog-stamp"]

    public let directory: URL
    /// Folders (relative, e.g. `Docs`) this run owns: manifest entries outside them are kept as they are.
    public var scope: [String]?

    public init(directory: URL, scope: [String]? = nil) {
        self.directory = directory.standardizedFileURL
        self.scope = scope
    }

    /// `onLock` runs as soon as the lock is held, `beforeUnlock` after a successful write, still under it:
    /// what must agree with the folder's contents (the no-op stamp) is changed there, never after the
    /// lock is released, when another run may already be writing.
    public func apply(_ files: [OutputFile], mode: Mode = .write, force: Bool = false,
                      onLock: () -> Void = {}, beforeUnlock: () -> Void = {}) throws(OutputError) -> Report {
        for file in files { try checkRelativePath(file.path) }
        let paths = files.map(\.path)
        if Set(paths).count != paths.count { throw .duplicatePath(paths.first { path in paths.filter { $0 == path }.count > 1 }!) }

        // String paths and plain system calls throughout: for thousands of small files, URL handling
        // and FileManager cost more than the I/O itself.
        let root = directory.path
        var info = stat()
        let exists = lstat(root, &info) == 0
        if exists && info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(root) }
        if exists && info.st_mode & S_IFMT != S_IFDIR { throw .notAFolder(root) }
        var folders = Folders(root: root)
        if !exists && mode == .write { try folders.create(root) }
        let lock = mode == .write ? try Lock(folder: root) : nil
        defer { lock?.release() }
        if lock != nil {
            onLock()
            for name in Self.legacyNames { unlink(root + "/" + name) }
        }

        let manifest = try Manifest.read(from: root + "/" + Self.manifestName)
        let pending = (try? Manifest.read(from: root + "/" + Self.pendingName)) ?? Manifest()
        let known = Set(manifest.files.keys).union(pending.files.keys)
        // Temporary files only ever sit beside a file this run writes, removes, or the manifest.
        if lock != nil { AtomicFile.removeLeftovers(in: Set([root] + (paths + known).map { parent(of: root + "/" + $0) }).sorted()) }
        /// Whether bytes with this hash at `path` are what this generator wrote there, finished or not.
        func isOurs(_ path: String, _ hash: String) -> Bool {
            manifest.files[path] == hash || pending.files[path] == hash
        }
        var report = Report()
        var conflicts: [OutputError.Conflict] = []
        var writes: [(path: String, file: OutputFile)] = []
        var newEntries = manifest.files.filter { !owned($0.key) }

        // Confinement first (each folder is checked once), then every file is read, compared and hashed
        // on all cores.
        let sortedFiles = files.sorted(by: { $0.path < $1.path })
        var targets: [(path: String, file: OutputFile)] = []
        for file in sortedFiles { targets.append((try folders.confinedPath(for: file.path), file)) }
        let states = targets.concurrentMap { target in Result { () throws(OutputError) in try OnDisk(target.path, target.file) } }
        for ((path, file), state) in zip(targets, states) {
            let state = try state.get()
            newEntries[file.path] = state.hash
            switch state.current {
            case .absent:
                report.created.append(file.path)
                writes.append((path, file))
            case .same:
                report.unchanged.append(file.path)
            case .different(let currentHash):
                if manifest.files[file.path] != nil || pending.files[file.path] != nil {
                    if isOurs(file.path, currentHash) || force {
                        report.updated.append(file.path)
                        writes.append((path, file))
                    } else {
                        conflicts.append(.editedByHand(file.path))
                    }
                } else {
                    conflicts.append(.notGenerated(file.path))
                }
            }
        }
        let produced = Set(paths)
        var removals: [String] = []
        for relative in known.sorted() where owned(relative) && !produced.contains(relative) {
            guard (try? checkRelativePath(relative)) != nil else { continue }
            let path = try folders.confinedPath(for: relative)
            guard let current = try AtomicFile.read(path) else { continue }
            if isOurs(relative, ContentHash.of(current)) || force {
                report.removed.append(relative)
                removals.append(path)
            } else {
                conflicts.append(.editedByHand(relative))
                if let recorded = manifest.files[relative] { newEntries[relative] = recorded }
            }
        }
        if !conflicts.isEmpty { throw .conflicts(conflicts) }
        guard mode == .write else { return report }

        let pendingPath = root + "/" + Self.pendingName
        if !writes.isEmpty {
            var journal = pending
            for (_, file) in writes { journal.files[file.path] = newEntries[file.path] }
            try AtomicFile.write(journal.encoded(), to: pendingPath)
        }
        // All or nothing across the whole folder: every new file is first written beside its target, and
        // only when all of them (and every removal's folder) can be written is any renamed into place. A
        // read-only Docs/ used to leave Swift/ new and Docs/ old.
        var staged: [Result<String, OutputError>] = []
        do throws(OutputError) {
            for folder in Set(writes.map { parent(of: $0.path) }).sorted() { try folders.create(folder) }
            for path in removals where access(parent(of: path), W_OK) != 0 {
                throw .io("cannot remove \(path): \(String(cString: strerror(errno)))")
            }
            staged = writes.concurrentMap { write in
                Result { () throws(OutputError) in try AtomicFile.stage(write.file.contents, for: write.path) }
            }
            for result in staged { _ = try result.get() }
        } catch {
            for case .success(let temporary) in staged { unlink(temporary) }
            // Nothing changed: the journal goes back to what it was.
            if pending.files.isEmpty { unlink(pendingPath) } else { try? AtomicFile.write(pending.encoded(), to: pendingPath) }
            throw error
        }
        for (write, result) in zip(writes, staged) {
            if case .success(let temporary) = result { try AtomicFile.commit(temporary, to: write.path) }
        }
        for path in removals where unlink(path) != 0 && errno != ENOENT {
            throw .io("cannot remove \(path): \(String(cString: strerror(errno)))")
        }
        let updatedManifest = Manifest(files: newEntries)
        let manifestPath = root + "/" + Self.manifestName
        if updatedManifest != manifest || access(manifestPath, F_OK) != 0 {
            try AtomicFile.write(updatedManifest.encoded(), to: manifestPath)
        }
        // The manifest now holds what the journal promised.
        unlink(pendingPath)
        beforeUnlock()
        return report
    }

    private func owned(_ path: String) -> Bool {
        guard let scope else { return true }
        return scope.contains { path.hasPrefix($0 + "/") }
    }

    // MARK: - Confinement

    /// Names come from validated identifiers, but the writer still refuses anything that could leave the folder.
    private func checkRelativePath(_ path: String) throws(OutputError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !components.isEmpty,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              path != Self.manifestName, path != Self.pendingName
        else { throw .escapesOutput(path) }
    }
}

/// `/out/Swift/Card.swift` → `/out/Swift`.
private func parent(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
    return String(path[..<slash])
}

/// A generated file against what is on disk at its path.
private struct OnDisk: Sendable {
    enum Current: Sendable {
        case absent
        case same
        case different(hash: String)
    }

    /// The generated content's hash.
    let hash: String
    let current: Current

    init(_ path: String, _ file: OutputFile) throws(OutputError) {
        hash = ContentHash.of(file.contents)
        guard let bytes = try AtomicFile.read(path) else { current = .absent; return }
        current = bytes.elementsEqual(file.contents.utf8) ? .same : .different(hash: ContentHash.of(bytes))
    }
}

/// The folders under the output folder that one run has checked (none is a symbolic link) or created,
/// so each is looked at once, not once per file.
private struct Folders {
    let root: String
    private var checked: Set<String> = []
    private var created: Set<String> = []

    init(root: String) { self.root = root }

    /// The file's absolute path, after checking that no folder on the way (nor the file) is a symbolic link.
    mutating func confinedPath(for relative: String) throws(OutputError) -> String {
        var path = root
        let components = relative.split(separator: "/")
        for (index, component) in components.enumerated() {
            path += "/" + component
            let isFolder = index < components.count - 1
            if isFolder && checked.contains(path) { continue }
            var info = stat()
            if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path) }
            if isFolder { checked.insert(path) }
        }
        return path
    }

    /// Creates the folder (and those above it) unless this run already did.
    mutating func create(_ path: String) throws(OutputError) {
        guard !created.contains(path) else { return }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            guard errno == ENOENT, parent(of: path) != "/" else { throw .io("cannot create \(path): \(String(cString: strerror(errno)))") }
            try create(parent(of: path))
            if mkdir(path, 0o755) != 0 && errno != EEXIST { throw .io("cannot create \(path): \(String(cString: strerror(errno)))") }
        }
        created.insert(path)
    }
}

/// Every way writing can fail, with its wording in one place.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    public enum Conflict: Equatable, Sendable {
        case notGenerated(String)
        case editedByHand(String)
    }

    case conflicts([Conflict])
    case locked(String)
    case escapesOutput(String)
    case symbolicLink(String)
    case notRegularFile(String)
    case notAFolder(String)
    case duplicatePath(String)
    case corruptManifest(String)
    case io(String)

    public var description: String {
        switch self {
        case .conflicts(let conflicts):
            return conflicts.map { conflict in
                switch conflict {
                case .notGenerated(let path):
                    "\(path) exists but was not written by catalog; nothing was changed. Move or rename it (even --force keeps files catalog did not write)."
                case .editedByHand(let path):
                    "\(path) was edited by hand since catalog generated it; nothing was changed. Move your edits into the spec or the body file, or pass --force to overwrite them."
                }
            }.joined(separator: "\n")
        case .locked(let path): return "another 'catalog generate' is writing to \(path) (lock held); try again when it has finished"
        case .escapesOutput(let path): return "refusing to write '\(path)': it would leave the output folder"
        case .symbolicLink(let path): return "refusing to write through the symbolic link \(path)"
        case .notRegularFile(let path): return "\(path) is not a regular file (a FIFO, a device or a socket); catalog reads and replaces regular files only"
        case .notAFolder(let path): return "the output \(path) is not a folder"
        case .duplicatePath(let path): return "two generated files share the path \(path)"
        case .corruptManifest(let path): return "the manifest \(path) is not readable; delete it only if every file in the folder is generated"
        case .io(let message): return message
        }
    }
}
