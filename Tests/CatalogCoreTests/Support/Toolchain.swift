import Foundation

/// Runs real tools from tests: the Swift compiler against the package's built modules, and cmark-gfm.
enum Toolchain {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The build folder's `Modules`, where the stand-in `SwiftUI` and `Catalog` modules are.
    static var modules: URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    static func find(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `swiftc -typecheck` in Swift 6 mode, warnings as errors, against the built modules.
    static func typecheck(_ sources: [String: String]) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        guard let swiftc = find("swiftc") else { return Result(status: 127, output: "swiftc not found on PATH") }
        return try run(swiftc, ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Probe",
                                "-I", modules.path] + paths)
    }

    /// Debian's cmark-gfm, or a failure that says how to install it: never a skip.
    static func cmarkGFM() throws -> String {
        guard let path = find("cmark-gfm") else {
            throw ToolMissing(description: "cmark-gfm is not installed: run `apt-get install -y cmark-gfm` (bash .ci/setup does)")
        }
        return path
    }

    struct ToolMissing: Error, CustomStringConvertible {
        var description: String
    }
}
