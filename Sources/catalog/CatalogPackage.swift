import CatalogCore
import Foundation

/// Where the `catalog` package comes from, as a new package's manifest names it: `.package(path:)` or
/// `.package(url:…)`, plus the identity that `.product(name:package:)` needs.
struct CatalogPackage: Equatable {
    enum Location: Equatable {
        case path(String)
        /// A URL with its requirement as written in a manifest (`branch: "main"`, `from: "1.2.0"`).
        case url(String, requirement: String)
    }

    var location: Location

    /// `.package(url: "https://…/catalog", from: "1.0.0")`; `traits: "[]"` adds `traits: []` (the stand-in
    /// alone, without catalog's generator).
    func dependency(traits: String?) -> String {
        let traits = traits.map { ", traits: \($0)" } ?? ""
        return switch location {
        case .path(let path): ".package(path: \(Self.quoted(path))\(traits))"
        case .url(let url, let requirement): ".package(url: \(Self.quoted(url)), \(requirement)\(traits))"
        }
    }

    /// A version requirement on the release this `catalog` is: apps that depend on the design system by
    /// version can resolve only a design system that depends on released versions.
    static let releaseRequirement = "from: \(quoted(CatalogVersion.current))"

    /// SwiftPM's identity: the last path component, lowercased, without `.git`.
    var identity: String {
        let text: String
        switch location {
        case .path(let path): text = path
        case .url(let url, _): text = url
        }
        var last = text.split(separator: "/").last.map(String.init) ?? text
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// What `--catalog-package` says: a URL (`https://…`, `git@…`) from this release on; anything else is a
    /// folder, made absolute against the current folder.
    init(argument: String) {
        if argument.contains("://") || argument.hasPrefix("git@") {
            location = .url(argument, requirement: Self.releaseRequirement)
        } else {
            location = .path(URL(fileURLWithPath: argument).standardizedFileURL.path)
        }
    }

    init(location: Location) {
        self.location = location
    }

    /// The package this `catalog` executable was built from: walking up from the executable, either a
    /// checkout of catalog itself (`swift run` or `swift build` in it), or a build folder whose
    /// `workspace-state.json` lists catalog as a dependency (`swift run catalog` in a package that
    /// depends on it). Nil when neither is found (a copied binary).
    static func ofRunningExecutable() -> CatalogPackage? {
        guard let executable = executablePath() else { return nil }
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            if isCatalogPackage(folder) {
                // Teammates and CI cannot use this machine's path: the checkout's own remote, when it has one.
                if let url = remoteURL(of: folder) { return CatalogPackage(location: .url(url, requirement: releaseRequirement)) }
                return CatalogPackage(location: .path(folder.path))
            }
            let state = folder.appendingPathComponent("workspace-state.json")
            if let found = dependency(in: state, scratch: folder) { return found }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `git remote get-url origin` of a checkout, when git and the remote are there.
    static func remoteURL(of checkout: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", checkout.path, "remote", "get-url", "origin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let url = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !url.isEmpty ? url : nil
    }

    /// What `catalog init` says it wrote: the URL and requirement, or the path and why that is local.
    var description: String {
        switch location {
        case .url(let url, let requirement): "\(url) (\(requirement))"
        case .path(let path): "\(path), a folder on this machine only (pass --catalog-package URL for teammates and CI)"
        }
    }

    private static func executablePath() -> String? {
        for candidate in ["/proc/self/exe", Bundle.main.executablePath, CommandLine.arguments.first].compactMap({ $0 }) {
            if let resolved = realpath(candidate, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
        }
        return nil
    }

    /// A folder whose manifest declares the package `catalog`.
    static func isCatalogPackage(_ folder: URL) -> Bool {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return manifest.contains("name: \"catalog\"") && manifest.contains("name: \"SwiftUI\"")
    }

    /// The dependency on catalog that a build folder's `workspace-state.json` records.
    private static func dependency(in state: URL, scratch: URL) -> CatalogPackage? {
        guard let data = try? Data(contentsOf: state),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let object = root["object"] as? [String: Any],
              let dependencies = object["dependencies"] as? [[String: Any]] else { return nil }
        for dependency in dependencies {
            guard let reference = dependency["packageRef"] as? [String: Any],
                  let kind = reference["kind"] as? String, let location = reference["location"] as? String else { continue }
            switch kind {
            case "fileSystem", "localSourceControl":
                if isCatalogPackage(URL(fileURLWithPath: location)) { return CatalogPackage(location: .path(location)) }
            case "remoteSourceControl":
                guard let subpath = dependency["subpath"] as? String,
                      isCatalogPackage(scratch.appendingPathComponent("checkouts").appendingPathComponent(subpath)) else { continue }
                let checkout = (dependency["state"] as? [String: Any])?["checkoutState"] as? [String: Any] ?? [:]
                let requirement = if let version = checkout["version"] as? String {
                    "from: \(quoted(version))"
                } else if let branch = checkout["branch"] as? String {
                    "branch: \(quoted(branch))"
                } else if let revision = checkout["revision"] as? String {
                    "revision: \(quoted(revision))"
                } else {
                    releaseRequirement
                }
                return CatalogPackage(location: .url(location, requirement: requirement))
            default:
                continue
            }
        }
        return nil
    }

    static func quoted(_ text: String) -> String {
        StringLiteral.quoted(text, in: .swift)
    }
}
