import CatalogCore
import Foundation

/// Writes generated files into an output folder without ever losing anything that is not its own:
/// every conflict is found before anything changes, each file is replaced atomically, a manifest
/// records what the generator wrote (and its content hash), and a lock keeps two runs apart.
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
    public static let lockName = ".catalog.lock"

    public let directory: URL
    /// Folders (relative, e.g. `Docs`) this run owns: manifest entries outside them are kept as they are.
    public var scope: [String]?

    public init(directory: URL, scope: [String]? = nil) {
        self.directory = directory.standardizedFileURL
        self.scope = scope
    }

    public func apply(_ files: [OutputFile], mode: Mode = .write, force: Bool = false) throws(OutputError) -> Report {
        for file in files { try checkRelativePath(file.path) }
        let paths = files.map(\.path)
        if Set(paths).count != paths.count { throw .duplicatePath(paths.first { path in paths.filter { $0 == path }.count > 1 }!) }

        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw .notAFolder(directory.path) }
        if try isSymbolicLink(directory.path) { throw .symbolicLink(directory.path) }
        if !exists && mode == .write {
            do { try fileManager.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
                throw .io("cannot create \(directory.path): \(error.localizedDescription)")
            }
        }
        let lock = mode == .write ? try Lock(path: directory.appendingPathComponent(Self.lockName).path) : nil
        defer { lock?.release() }
        if lock != nil { AtomicFile.removeLeftovers(in: directory) }

        let manifest = try Manifest.read(from: directory.appendingPathComponent(Self.manifestName))
        let pending = (try? Manifest.read(from: directory.appendingPathComponent(Self.pendingName))) ?? Manifest()
        /// Whether bytes with this hash at `path` are what this generator wrote there, finished or not.
        func isOurs(_ path: String, _ hash: String) -> Bool {
            manifest.files[path] == hash || pending.files[path] == hash
        }
        var plan = Report()
        var conflicts: [OutputError.Conflict] = []
        var writes: [OutputFile] = []
        var newEntries = manifest.files.filter { !owned($0.key) }

        for file in files.sorted(by: { $0.path < $1.path }) {
            let url = try confinedURL(for: file.path)
            let bytes = Array(file.contents.utf8)
            newEntries[file.path] = ContentHash.of(bytes)
            guard let current = try readIfPresent(url) else {
                plan.created.append(file.path)
                writes.append(file)
                continue
            }
            if current == bytes {
                plan.unchanged.append(file.path)
            } else if manifest.files[file.path] != nil || pending.files[file.path] != nil {
                if isOurs(file.path, ContentHash.of(current)) || force {
                    plan.updated.append(file.path)
                    writes.append(file)
                } else {
                    conflicts.append(.editedByHand(file.path))
                }
            } else {
                conflicts.append(.notGenerated(file.path))
            }
        }
        let produced = Set(paths)
        var removals: [URL] = []
        let known = Set(manifest.files.keys).union(pending.files.keys)
        for path in known.sorted() where owned(path) && !produced.contains(path) {
            guard (try? checkRelativePath(path)) != nil else { continue }
            let url = try confinedURL(for: path)
            guard let current = try readIfPresent(url) else { continue }
            if isOurs(path, ContentHash.of(current)) || force {
                plan.removed.append(path)
                removals.append(url)
            } else {
                conflicts.append(.editedByHand(path))
                if let recorded = manifest.files[path] { newEntries[path] = recorded }
            }
        }
        if !conflicts.isEmpty { throw .conflicts(conflicts) }
        guard mode == .write else { return plan }

        let pendingURL = directory.appendingPathComponent(Self.pendingName)
        if !writes.isEmpty {
            var journal = pending
            for file in writes { journal.files[file.path] = ContentHash.of(Array(file.contents.utf8)) }
            try AtomicFile.write(journal.encoded(), to: pendingURL)
        }
        for file in writes {
            try AtomicFile.write(Array(file.contents.utf8), to: try confinedURL(for: file.path))
        }
        for url in removals {
            do { try fileManager.removeItem(at: url) } catch {
                throw .io("cannot remove \(url.path): \(error.localizedDescription)")
            }
        }
        let updatedManifest = Manifest(files: newEntries)
        if updatedManifest != manifest || !fileManager.fileExists(atPath: directory.appendingPathComponent(Self.manifestName).path) {
            try AtomicFile.write(updatedManifest.encoded(), to: directory.appendingPathComponent(Self.manifestName))
        }
        // The manifest now holds what the journal promised.
        if fileManager.fileExists(atPath: pendingURL.path) { try? fileManager.removeItem(at: pendingURL) }
        return plan
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
              path != Self.manifestName, path != Self.pendingName, path != Self.lockName, path != Stamp.name
        else { throw .escapesOutput(path) }
    }

    /// The file's URL, after checking that no folder on the way (nor the file) is a symbolic link.
    private func confinedURL(for path: String) throws(OutputError) -> URL {
        var url = directory
        for component in path.split(separator: "/") {
            url.appendPathComponent(String(component))
            if try isSymbolicLink(url.path) { throw .symbolicLink(url.path) }
        }
        return url
    }

    private func isSymbolicLink(_ path: String) throws(OutputError) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFLNK
    }

    private func readIfPresent(_ url: URL) throws(OutputError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .io("cannot read \(url.path)") }
        return Array(data)
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
        case .notAFolder(let path): return "the output \(path) is not a folder"
        case .duplicatePath(let path): return "two generated files share the path \(path)"
        case .corruptManifest(let path): return "the manifest \(path) is not readable; delete it only if every file in the folder is generated"
        case .io(let message): return message
        }
    }
}
