import ArgumentParser
import CatalogCore

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every spec and print every problem with its file, line and column."
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "text (path:line:column: error: message) or json.")
    var format: DiagnosticOutput.Format = .text

    func run() throws {
        let files = try SpecFolderInput.read(options.specs)
        let (_, diagnostics) = Pipeline.validate(files)
        DiagnosticOutput.print(diagnostics, format: format, fileCount: DiagnosticOutput.specCount(files))
        if diagnostics.hasErrors { throw ExitCode(1) }
    }
}

extension DiagnosticOutput.Format: ExpressibleByArgument {}
