import ArgumentParser
import CatalogCore
import CatalogOutput

/// A missing or unreadable specs folder is a usage error (exit status 2).
enum SpecFolderInput {
    static func read(_ folder: String) throws -> [InputFile] {
        do { return try SpecFolder.read(folder) } catch { throw ValidationError(error.description) }
    }
}
