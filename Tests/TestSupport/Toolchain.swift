import CatalogCore
import Foundation
import Testing

/// Runs real tools from tests: the Swift compiler against the package's built modules, and cmark-gfm.
public enum Toolchain {
    public struct Result {
        public var status: Int32
        /// Standard output, with standard error in it unless `separateErrors` was asked for.
        public var output: String
        /// Standard error, when `separateErrors` was asked for.
        public var error: String = ""
    }

    /// The build folder's `Modules`, where the stand-in `SwiftUI` and `Catalog` modules are.
    public static var modules: URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    public static func find(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `executable` to its end. Standard error goes into `output` unless `separateErrors` is true.
    public static func run(_ executable: String, _ arguments: [String], input: String? = nil, in directory: URL? = nil,
                           environment: [String: String] = [:], separateErrors: Bool = false) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // A temporary folder of the child's own, removed after: swift-driver leaves one folder in TMPDIR for
        // every `swiftc -typecheck`, which the suite's thousands of compiles would pile up in /tmp.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The caller's variables win, its TMPDIR too.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { _, new in new }
            .merging(environment) { _, given in given }
        let output = Pipe()
        process.standardOutput = output
        // Standard error separately into a file, so neither stream can fill its pipe and stall the process.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-stderr-\(UUID().uuidString)")
        var errorHandle: FileHandle?
        if separateErrors {
            guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw Failure(description: "cannot create \(errorFile.path)") }
            errorHandle = try FileHandle(forWritingTo: errorFile)
            process.standardError = errorHandle
        } else {
            process.standardError = output
        }
        defer { if separateErrors { try? FileManager.default.removeItem(at: errorFile) } }
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle?.close()
        let errors = separateErrors ? (try? Data(contentsOf: errorFile)) ?? Data() : Data()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                      error: String(decoding: errors, as: UTF8.self))
    }

    /// `swiftc -emit-sil` in Swift 6 mode, warnings as errors, against the built modules; and, when Apple's
    /// SDK is there, the same sources against iOS 17.4, which must say what `apple` asks (`AppleSDK.Verdict`).
    /// The result is the stand-in's.
    public static func typecheck(_ sources: [String: String], apple: AppleSDK.Verdict = .agrees,
                                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Result {
        let (standIn, onApple) = try typecheckBoth(sources)
        if let onApple { AppleSDK.compare(standIn: standIn, apple: onApple, verdict: apple, sourceLocation: sourceLocation) }
        return standIn
    }

    /// `sources` written into a new temporary folder, in name order (the caller removes the folder).
    private static func writeSources(_ sources: [String: String], prefix: String) throws -> (folder: URL, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            let paths = try sources.sorted(by: { $0.key < $1.key }).map { name, text in
                let url = folder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                return url.path
            }
            return (folder, paths)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// The stand-in's result, and Apple's when the SDK is there.
    public static func typecheckBoth(_ sources: [String: String]) throws -> (standIn: Result, apple: Result?) {
        let (folder, paths) = try writeSources(sources, prefix: "catalog-typecheck-")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let swiftc = find("swiftc") else { return (Result(status: 127, output: "swiftc not found on PATH"), nil) }
        let arguments = ["-warnings-as-errors", "-module-name", "Probe"]
        // Through SIL, not only `-typecheck`: definite initialization and region-based isolation are SIL passes.
        let standIn = try run(swiftc, ["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6"] + arguments + ["-I", modules.path] + paths)
        return (standIn, AppleSDK.isAvailable ? try AppleSDK.typecheck(paths, arguments: arguments) : nil)
    }

    /// Builds `sources` (one of them `main.swift`) into an executable linked with the stand-in's objects, and
    /// runs it: generated code that must not only compile but do what it says. Stand-in only (Apple's SDK has
    /// no binaries).
    public static func buildAndRun(_ sources: [String: String]) throws -> Result {
        let (folder, paths) = try writeSources(sources, prefix: "catalog-run-")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The stand-in's objects and those of the UIKit stand-in it depends on (Package.swift).
        var objects: [String] = []
        for target in ["SwiftUI", "UIKit"] {
            let objectFolder = modules.deletingLastPathComponent().appendingPathComponent("\(target).build")
            guard FileManager.default.fileExists(atPath: objectFolder.path) else { continue }
            objects += try FileManager.default.contentsOfDirectory(atPath: objectFolder.path).filter { $0.hasSuffix(".o") }
                .sorted().map { objectFolder.appendingPathComponent($0).path }
        }
        guard let swiftc = find("swiftc") else { return Result(status: 127, output: "swiftc not found on PATH") }
        let executable = folder.appendingPathComponent("probe").path
        let built = try run(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Probe", "-I", modules.path,
                                     "-o", executable] + paths + objects)
        guard built.status == 0 else { return built }
        return try run(executable, [])
    }

    /// Debian's cmark-gfm, or a failure that says how to install it: never a skip.
    public static func cmarkGFM() throws -> String {
        guard let path = find("cmark-gfm") ?? ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Failure(description: "cmark-gfm is not installed: run `apt-get install -y cmark-gfm` (bash .ci/setup does)")
        }
        return path
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }
}

extension Toolchain {
    /// Generated Swift files as `swiftc` sources (`Swift/Card.swift` → `Swift_Card.swift`), for `typecheck`;
    /// the rest (the DocC catalog's pages under `Swift/`) is not for the compiler.
    public static func sources(_ files: [OutputFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path.replacingOccurrences(of: "/", with: "_"), $0.contents) })
    }
}
