import CatalogCore
import Foundation

/// Reads a specs folder into memory: every `*.yaml`, `*.yml` and `*.json` file directly in it, sorted.
/// The CLI, the plugin's runs and the benchmark all read specs this way.
public enum SpecFolder {
    public enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case unreadable(String, reason: String)
        case noComponents(String)

        public var description: String {
            switch self {
            case .missing(let folder): "no specs folder at '\(folder)' (pass --specs DIR)"
            case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
            // An empty or mistyped folder would otherwise "remove" every generated file.
            case .noComponents(let folder): "no component specs in '\(folder)' (files named *.yaml, *.yml or *.json beside catalog.yaml), and catalog.yaml names no design tokens"
            }
        }
    }

    public static func read(_ folder: String) throws(Failure) -> [InputFile] {
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw .missing(folder) }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw .unreadable(folder, reason: error.localizedDescription)
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let paths = names.sorted()
            .filter { name in !name.hasPrefix(".") && SpecLoader.specExtensions.contains { name.hasSuffix(".\($0)") } }
            .map { prefix + $0 }
        // On all cores: a no-op run is mostly this and a stat of every generated file.
        let files = try paths.concurrentMap { path in
            Result { () throws(Failure) -> InputFile in
                do throws(OutputError) {
                    guard let bytes = try AtomicFile.read(path) else { throw OutputError.io("it disappeared") }
                    return InputFile(path: path, bytes: bytes)
                } catch .symbolicLink {
                    throw .unreadable(path, reason: "it is a symbolic link; specs are read from regular files only")
                } catch .notRegularFile {
                    throw .unreadable(path, reason: "it is not a regular file (a FIFO, a device or a socket)")
                } catch {
                    throw .unreadable(path, reason: error.description)
                }
            }
        }.map { result throws(Failure) in try result.get() }
        // A catalog of tokens alone is a catalog: teams adopt tokens first.
        let tokens = tokenFiles(neededBy: files) { try? AtomicFile.read($0) }
        guard files.contains(where: { !SpecLoader.isSettingsFile($0.path) }) || !tokens.isEmpty else { throw .noComponents(folder) }
        return files + tokens + auditRecord(in: prefix)
    }

    /// The accessibility audit's record, when the audit has written one: the reference shows it. A record
    /// that cannot be read is left out, as if the audit had not run (the pages say nothing of it).
    static func auditRecord(in prefix: String) -> [InputFile] {
        let path = prefix + AuditRecord.path
        guard let bytes = try? AtomicFile.read(path) else { return [] }
        return [InputFile(path: path, bytes: bytes, role: .auditRecord)]
    }

    /// The token files and resolver catalog.yaml's `tokens:` names, read until nothing new is named (the
    /// settings name a resolver, the resolver its files). A file that cannot be read is left out: the core
    /// reports it where it is named. `read` gives a path's bytes (`catalog diff` reads them at a git revision).
    public static func tokenFiles(neededBy specs: [InputFile], read: (String) -> [UInt8]?) -> [InputFile] {
        var inputs = specs
        var tried: Set<String> = []
        while true {
            let paths = TokenLoader.files(neededBy: inputs).filter { tried.insert($0).inserted }
            guard !paths.isEmpty else { break }
            for path in paths {
                guard let bytes = read(path) else { continue }
                inputs.append(InputFile(path: path, bytes: bytes, role: .tokens))
            }
        }
        return Array(inputs.dropFirst(specs.count))
    }
}
