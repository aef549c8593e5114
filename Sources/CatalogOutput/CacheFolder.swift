import Foundation

/// Where a run keeps what is only a local cache (the no-op stamp). Never the output folder: its contents
/// are committed, so it holds only generated files and their manifest.
///
/// By default that is `.build/catalog` of the package the output belongs to (the nearest folder at or
/// above the output that holds a `Package.swift`): git-ignored like the rest of `.build`, removed by
/// `rm -rf .build`, and writable from the command plugin. Outside any package it is the user's cache
/// folder (`$XDG_CACHE_HOME/catalog`, else `~/Library/Caches/catalog` on macOS, `~/.cache/catalog`
/// elsewhere). A missing or unwritable cache only costs the no-op fast path.
public struct CacheFolder: Sendable, Equatable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The cache for the given output folder.
    public static func `default`(for output: URL) -> CacheFolder {
        var folder = URL(fileURLWithPath: absolutePath(of: output))
        while true {
            if access(folder.path + "/Package.swift", F_OK) == 0 {
                return CacheFolder(path: folder.path + "/.build/catalog")
            }
            let up = folder.deletingLastPathComponent()
            if up.path == folder.path { break }
            folder = up
        }
        return CacheFolder(path: userCache + "/catalog")
    }

    /// One stamp per output folder, named by a hash of its absolute path (and its name, for people).
    func stampPath(for output: URL) -> String {
        let absolute = Self.absolutePath(of: output)
        let key = ContentHash.of(absolute).dropFirst("fnv1a64:".count)
        let name = absolute.split(separator: "/").last.map(String.init) ?? "root"
        return path + "/stamps/\(name)-\(key)"
    }

    /// With symbolic links resolved when the folder exists, so every path that names it finds its stamp.
    static func absolutePath(of url: URL) -> String {
        let standardized = url.standardizedFileURL.path
        guard let resolved = realpath(standardized, nil) else { return standardized }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static var userCache: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Caches"
        #else
        return home + "/.cache"
        #endif
    }

    /// Creates the folder that will hold `path`, with the folders above it.
    static func createParent(of path: String) -> Bool {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        return (try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)) != nil
    }
}
