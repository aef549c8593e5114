import ArgumentParser
import Foundation

@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Generate SwiftUI components, their initializers and their reference from YAML specs.",
        version: CatalogVersion.current,
        subcommands: [ValidateCommand.self, GenerateCommand.self, DocsCommand.self, SchemaCommand.self, InitCommand.self, NewCommand.self, DiffCommand.self, SiteCommand.self]
    )

    /// Exit status 2 for usage errors (ArgumentParser's default is 64), 1 for invalid specs.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exitForUsage(error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            // A command's own check of its arguments: the message, without the top-level usage.
            FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            exitForUsage(error)
        }
    }

    private static func exitForUsage(_ error: any Error) -> Never {
        if exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        exit(withError: error)
    }
}

/// Options every command that reads specs shares.
struct SpecOptions: ParsableArguments {
    @Option(name: .long, help: "The folder of component specs (*.yaml, *.yml, *.json).")
    var specs: String = "specs"
}
