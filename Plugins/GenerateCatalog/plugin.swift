import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-catalog [catalog generate options]`:
/// runs `catalog generate` in the package, with the same options and diagnostics as the CLI. The specs'
/// `catalog.yaml` names the target (`module`) and the output folder (`output`). Run on a design system's
/// tools package (`Tools/`, which `catalog init` writes), it generates the design system in the folder
/// above: `swift package --package-path Tools --allow-writing-to-directory . generate-catalog`.
@main
struct GenerateCatalog: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "catalog")
        var arguments = arguments
        if !arguments.contains("--specs") { arguments += ["--specs", "specs"] }
        let relativeSpecs = arguments[arguments.firstIndex(of: "--specs")! + 1]
        var folder = context.package.directoryURL
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(relativeSpecs).path),
           FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent(relativeSpecs).path) {
            folder.deleteLastPathComponent()
        }
        let specs = folder.appendingPathComponent(relativeSpecs)
        guard FileManager.default.fileExists(atPath: specs.path) else {
            Diagnostics.error("no specs folder at \(specs.path): run `catalog init` first, or pass --specs DIR")
            return
        }
        let module = Self.module(in: specs) ?? "Catalog"
        // The tools package has no targets of its own: the design system's manifest, above it, is catalog's to check.
        guard folder != context.package.directoryURL || context.package.targets.contains(where: { $0.name == module }) else {
            Diagnostics.error("catalog.yaml names the module '\(module)', but the package has no target of that name")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("catalog generate failed for target '\(module)' (exit status \(process.terminationStatus))")
        }
    }

    /// `module:` of catalog.yaml, read plainly: the tool itself validates the file.
    static func module(in specs: URL) -> String? {
        for name in ["catalog.yaml", "catalog.yml", "catalog.json"] {
            guard let text = try? String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("module:") {
                return line.dropFirst("module:".count).trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            }
        }
        return nil
    }
}
