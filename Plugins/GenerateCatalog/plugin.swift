import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-catalog [catalog generate options]`:
/// runs `catalog generate` in the package, with the same options and diagnostics as the CLI. The specs'
/// `catalog.yaml` names the target (`module`) and the output folder (`output`).
@main
struct GenerateCatalog: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "catalog")
        var arguments = arguments
        if !arguments.contains("--specs") { arguments += ["--specs", "specs"] }
        let specs = context.package.directoryURL.appendingPathComponent(arguments[arguments.firstIndex(of: "--specs")! + 1])
        guard FileManager.default.fileExists(atPath: specs.path) else {
            Diagnostics.error("no specs folder at \(specs.path): run `catalog init` first, or pass --specs DIR")
            return
        }
        let module = Self.module(in: specs) ?? "Catalog"
        guard context.package.targets.contains(where: { $0.name == module }) else {
            Diagnostics.error("catalog.yaml names the module '\(module)', but the package has no target of that name")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
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
