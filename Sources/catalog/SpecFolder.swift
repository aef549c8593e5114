import ArgumentParser
import CatalogCore
import Foundation

/// A missing or unreadable folder is a usage error (exit status 2).
/// Reads a specs folder into memory: every `*.yaml`, `*.yml` and `*.json` file directly in it, sorted.
enum SpecFolder {
    static func read(_ folder: String) throws -> [InputFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("no specs folder at '\(folder)' (pass --specs DIR)")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ValidationError("cannot read the specs folder '\(folder)': \(error.localizedDescription)")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let files = try names
            .filter { name in SpecLoader.specExtensions.contains { name.hasSuffix(".\($0)") } && !name.hasPrefix(".") }
            .sorted()
            .map { name in
                let path = prefix + name
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw ValidationError("cannot read '\(path)'")
                }
                return InputFile(path: path, bytes: Array(data))
            }
        // An empty or mistyped folder would otherwise "remove" every generated file.
        guard files.contains(where: { !SpecLoader.isSettingsFile($0.path) }) else {
            throw ValidationError("no component specs in '\(folder)' (files named *.yaml, *.yml or *.json beside catalog.yaml)")
        }
        return files
    }
}
