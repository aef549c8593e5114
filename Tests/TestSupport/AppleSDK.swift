import Foundation
import Testing

/// Apple's real iOS 17.4 SDK as the second compiler of every `swiftc` test (`Scripts/ios-typecheck`, README
/// "Checking against Apple's SDK"): `Toolchain.typecheck` runs the same sources against it too, and the two must
/// agree. Without the SDK the Apple half is skipped, and the test process says so once.
public enum AppleSDK {
    public static var script: URL { PackagePaths.root.appendingPathComponent("Scripts/ios-typecheck") }

    /// Whether the SDK is there or can be extracted. `CATALOG_APPLE_SDK=0` turns the checks off.
    public static let isAvailable: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["IOS_SDK_CACHE"]
            ?? ((environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache") + "/ios-sdk-17.4")
        let sdk = [environment["IOS_SDK_DIR"], cache + "/sdk"].contains {
            $0.map { FileManager.default.fileExists(atPath: $0 + "/SDKSettings.json") } ?? false
        }
        let git = environment["IOS_SDKS_GIT"].map { FileManager.default.fileExists(atPath: $0) } ?? false
        let found = environment["CATALOG_APPLE_SDK"] != "0" && (sdk || git)
        if !found {
            // The one visible line: the Apple half of the compile tests is never skipped silently.
            FileHandle.standardError.write(Data("◇ Apple SDK checks skipped: no iOS 17.4 SDK (set IOS_SDKS_GIT, README “Checking against Apple's SDK”)\n".utf8))
        }
        return found
    }()

    /// What Apple's SDK must say about sources a test type-checks.
    public enum Verdict: Sendable {
        /// The same as the stand-in: both accept, or both reject with errors on the same lines.
        case agrees
        /// Apple accepts, whatever the stand-in says: a rule of the Xcode 16/26 eras (main-actor views) that
        /// the 17.4 SDK predates (Sources/SwiftUI/FIDELITY.md, "What Apple's SDK cannot check").
        case accepts(because: String)
        /// Apple rejects with each of these diagnostics.
        case rejects([String])
        /// Not comparable (the sources use the stand-in's test hooks): the reason is the test's record.
        case unchecked(because: String)
    }

    /// `swiftc -emit-sil` (type-checked, then SIL's mandatory passes) against the SDK with the same arguments
    /// as the stand-in's run; `import Catalog` finds the catalog built against the SDK. Previews are stripped:
    /// `#Preview` is closed source (the gallery type-checks the same code in its `view`).
    public static func typecheck(_ paths: [String], arguments: [String]) throws -> Toolchain.Result {
        var extra: [String] = []
        if try paths.contains(where: { try String(contentsOfFile: $0, encoding: .utf8).contains("import Catalog\n") }) {
            extra = ["-I", try catalogModule.get().path]
        }
        return try Toolchain.run(script.path, ["--emit-sil", "--strip-previews"] + arguments + extra + paths)
    }

    /// Checks `apple` against `standIn` as `verdict` asks; a disagreement is a test failure with both outputs.
    public static func compare(standIn: Toolchain.Result, apple: Toolchain.Result, verdict: Verdict,
                               sourceLocation: SourceLocation) {
        let both = "stand-in (status \(standIn.status)):\n\(standIn.output)\nApple iOS 17.4 (status \(apple.status)):\n\(apple.output)"
        switch verdict {
        case .agrees:
            #expect((standIn.status == 0) == (apple.status == 0), "Apple's SDK and the stand-in disagree:\n\(both)",
                    sourceLocation: sourceLocation)
            if standIn.status != 0, apple.status != 0 {
                #expect(errorLines(standIn.output) == errorLines(apple.output),
                        "Apple's SDK and the stand-in reject on different lines:\n\(both)", sourceLocation: sourceLocation)
            }
        case .accepts:
            #expect(apple.status == 0, "Apple's SDK rejects:\n\(both)", sourceLocation: sourceLocation)
        case .rejects(let diagnostics):
            #expect(apple.status != 0, "Apple's SDK accepts:\n\(both)", sourceLocation: sourceLocation)
            for diagnostic in diagnostics {
                #expect(apple.output.contains(diagnostic), "Apple's SDK does not say “\(diagnostic)”:\n\(both)",
                        sourceLocation: sourceLocation)
            }
        case .unchecked:
            break
        }
    }

    /// `File.swift:12` of every error, the file by its base name (the SDK run reads stripped copies).
    public static func errorLines(_ output: String) -> Set<String> {
        Set(output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0].hasSuffix(".swift"), parts[3] == " error" else { return nil }
            return "\(parts[0].split(separator: "/").last ?? parts[0]):\(parts[1])"
        })
    }

    /// The package's `Catalog` module (bodies, generated files, gallery, styles) built against the SDK with
    /// warnings as errors: once per process, and once per content on disk.
    public static let catalogModule: Result<URL, Toolchain.Failure> = {
        do {
            let root = PackagePaths.root.appendingPathComponent("Sources/Catalog")
            var files: [URL] = []
            for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
                let resolved = root.appendingPathComponent(folder).resolvingSymlinksInPath()
                files += try FileManager.default.contentsOfDirectory(atPath: resolved.path).sorted()
                    .filter { $0.hasSuffix(".swift") }.map { resolved.appendingPathComponent($0) }
            }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over names and contents
            for file in files {
                for byte in Array(file.lastPathComponent.utf8) + Array(try Data(contentsOf: file)) {
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-apple-\(String(hash, radix: 16))")
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalog.swiftmodule").path) { return .success(folder) }
            let partial = folder.appendingPathExtension("partial-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
            let result = try Toolchain.run(script.path, [
                "--emit-module", "--strip-previews", "-parse-as-library", "-warnings-as-errors", "-enable-testing",
                "-module-name", "Catalog", "-package-name", "catalog",
                "-emit-module-path", partial.appendingPathComponent("Catalog.swiftmodule").path,
            ] + files.map(\.path))
            guard result.status == 0 else {
                try? FileManager.default.removeItem(at: partial)
                return .failure(Toolchain.Failure(description: "the catalog does not build against Apple's iOS 17.4 SDK:\n\(result.output)"))
            }
            if (try? FileManager.default.moveItem(at: partial, to: folder)) == nil { try? FileManager.default.removeItem(at: partial) }
            return .success(folder)
        } catch {
            return .failure(Toolchain.Failure(description: "cannot build the catalog against Apple's SDK: \(error)"))
        }
    }()
}
