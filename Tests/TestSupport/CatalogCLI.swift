import Foundation

/// The built `catalog` executable, run as a real process in a folder of its own, as authors and CI run it.
public enum CatalogCLI {
    /// The built `catalog`, next to the test bundle.
    public static var executable: URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("catalog")
    }

    /// The user cache that runs outside any package fall back to (for the no-op stamp): one per test
    /// process, so the tests neither read nor litter the real one.
    public static let userCache = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cli-cache-\(UUID().uuidString)")

    /// The environment every run gets on top of the test's own.
    public static var environment: [String: String] { ["XDG_CACHE_HOME": userCache.path] }

    /// `catalog <arguments>` in `directory`; standard output and standard error apart.
    public static func run(_ arguments: [String], in directory: URL) throws -> Toolchain.Result {
        try Toolchain.run(executable.path, arguments, in: directory, environment: environment, separateErrors: true)
    }

    /// A new temporary folder holding these files (relative path → text).
    public static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cli-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// Every file under a folder, hidden ones included, with its bytes.
    public static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[relative] = try Data(contentsOf: url)
        }
        return files
    }
}
