import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `catalog site`: the reference as a static website. Builds the catalog's target, extracts its symbol
/// graphs (that target's only: the SwiftUI stand-in would publish itself as a second framework), public
/// symbols without the ~65 inherited `View` members per component, then converts them with the generated
/// DocC catalog (`docc convert --transform-for-static-hosting`).
struct SiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build the reference as a static website with DocC, from the catalog's target and its generated DocC catalog."
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "Where the website goes; replaced on each run (only a folder that DocC wrote, or an empty one).")
    var output: String = ".build/site"

    @Option(help: "The path the site is served under, e.g. the repository's name for GitHub Pages (https://<owner>.github.io/<repository>/).")
    var hostingBasePath: String?

    @Option(help: ArgumentHelp("Use the modules already built in this folder (a build folder's Modules) instead of running `swift build`.", visibility: .hidden))
    var modules: String?

    func run() throws {
        guard FileManager.default.fileExists(atPath: "Package.swift") else {
            throw ValidationError("run `catalog site` in the package folder (no Package.swift here)")
        }
        let inputs = try SpecFolderInput.read(options.specs)
        let generated = SpecLoader.outputSetting(in: inputs) ?? "Generated"
        let result = Pipeline.generate(inputs, products: .docc)
        guard let plan = result.plan else {
            DiagnosticOutput.print(result.diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs))
            throw ExitCode(1)
        }
        let outcome = try GeneratedFolder.run(inputs, output: URL(fileURLWithPath: generated), mode: .check)
        if case .generated(_, let report, _) = outcome, report.hasChanges {
            throw ValidationError("\(generated) is not what \(options.specs) produce: run `catalog generate` first")
        }
        let catalogFolder = generated + "/" + DocCRenderer.catalogFolder(of: plan)
        try checkReplaceable(output)

        let started = Date()
        let swift = try Tools.find("swift")
        let modules: String
        if let built = self.modules {
            modules = built
        } else {
            print("building \(plan.module)…")
            try Tools.run(swift, ["build", "--target", plan.module])
            let binPath = try Tools.output(swift, ["build", "--show-bin-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
            modules = FileManager.default.fileExists(atPath: binPath + "/Modules") ? binPath + "/Modules" : binPath
        }
        let graphs = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-symbol-graphs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: graphs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: graphs) }
        var extract = ["-module-name", plan.module, "-I", modules, "-target", try Tools.targetTriple(swift),
                       "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", graphs]
        if let sdk = Tools.appleSDK() { extract += ["-sdk", sdk] }
        try Tools.run(try Tools.find("swift-symbolgraph-extract", beside: swift), extract)

        var convert = ["convert", catalogFolder, "--additional-symbol-graph-dir", graphs, "--output-path", output,
                       "--transform-for-static-hosting", "--fallback-display-name", plan.module,
                       "--fallback-bundle-identifier", plan.module]
        if let hostingBasePath { convert += ["--hosting-base-path", hostingBasePath] }
        try Tools.run(try Tools.find("docc", beside: swift), convert)

        let seconds = Int(Date().timeIntervalSince(started).rounded())
        let base = hostingBasePath.map { "/" + $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) } ?? ""
        print("""
            site written to \(output) in \(seconds) s
            It needs HTTP (not file://): python3 -m http.server --directory \(output) 8000
            then open http://localhost:8000\(hostingBasePath == nil ? "" : " (served under \(base))")/documentation/\(plan.module.lowercased())/
            """)
    }

    /// DocC replaces its output folder: only one it wrote (it has `metadata.json`) or an empty one.
    private func checkReplaceable(_ folder: String) throws {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), !entries.isEmpty else { return }
        guard entries.contains("metadata.json") else {
            throw ValidationError("\(folder) holds files that DocC did not write: pass an empty or new --output folder")
        }
    }
}

/// The toolchain's programs, run with their output shown as they go.
enum Tools {
    static func find(_ name: String, beside swift: String? = nil) throws -> String {
        if let swift {
            let sibling = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        if let found = try? output("/usr/bin/xcrun", ["--find", name]).trimmingCharacters(in: .whitespacesAndNewlines), !found.isEmpty {
            return found
        }
        throw ValidationError("cannot find `\(name)`: it comes with the Swift toolchain (5.9 or later); put it on PATH")
    }

    static func run(_ executable: String, _ arguments: [String]) throws {
        // Piped, stdout is block-buffered: what was printed before must come before the tool's own output
        // (`fflush(nil)` flushes every stream without naming the global `stdout`, which Swift 6 refuses).
        fflush(nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("error: \(URL(fileURLWithPath: executable).lastPathComponent) failed (exit status \(process.terminationStatus))\n".utf8))
            throw ExitCode(1)
        }
    }

    static func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("\(executable) \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// `x86_64-unknown-linux-gnu`: the triple the modules were built for.
    static func targetTriple(_ swift: String) throws -> String {
        let info = try output(swift, ["-print-target-info"])
        guard let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
              let target = object["target"] as? [String: Any], let triple = target["triple"] as? String else {
            throw ValidationError("cannot read the target triple from `swift -print-target-info`")
        }
        return triple
    }

    /// The macOS SDK on a Mac; nil elsewhere.
    static func appleSDK() -> String? {
        #if os(macOS)
        return try? output("/usr/bin/xcrun", ["--show-sdk-path"]).trimmingCharacters(in: .whitespacesAndNewlines)
        #else
        return nil
        #endif
    }
}
