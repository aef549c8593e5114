@testable import CatalogOutput
import Foundation
import Testing

/// The no-op stamp is a local cache: in the package's `.build`, never in the output folder.
@Suite struct CacheFolderTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")

    func make(_ path: String, file: Bool = false) throws {
        let url = root.appendingPathComponent(path)
        if file {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    @Test func theNearestPackageAboveTheOutputHoldsIt() throws {
        try make("App/Package.swift", file: true)
        try make("App/Sources/DesignSystem/Generated")
        let output = root.appendingPathComponent("App/Sources/DesignSystem/Generated")
        let resolvedRoot = CacheFolder.absolutePath(of: root)
        #expect(CacheFolder.default(for: output).path == resolvedRoot + "/App/.build/catalog")
        // Also before the output exists.
        #expect(CacheFolder.default(for: root.appendingPathComponent("App/Sources/New/Generated")).path == resolvedRoot + "/App/.build/catalog")
    }

    @Test func outsideAPackageItIsTheUserCache() throws {
        try make("Loose/Generated")
        let folder = CacheFolder.default(for: root.appendingPathComponent("Loose/Generated"))
        #expect(!folder.path.hasPrefix(CacheFolder.absolutePath(of: root)))
        #expect(folder.path.hasSuffix("/catalog"))
    }

    @Test func oneStampPerOutputWhateverPathNamesIt() throws {
        try make("Out")
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Link"), withDestinationURL: root.appendingPathComponent("Out"))
        let cache = CacheFolder(path: "/cache")
        let direct = cache.stampPath(for: root.appendingPathComponent("Out"))
        #expect(direct.hasPrefix("/cache/stamps/Out-"))
        #expect(cache.stampPath(for: root.appendingPathComponent("Sub/../Out")) == direct)
        #expect(cache.stampPath(for: root.appendingPathComponent("Link")) == direct)
        #expect(cache.stampPath(for: root.appendingPathComponent("Other")) != direct)
    }
}
