import ArgumentParser
import CatalogCore
import Foundation

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Validate the specs, then write the Swift sources and the Markdown reference."
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "The output folder (default: catalog.yaml's `output`, else Generated); only files the generator wrote are ever changed or removed.")
    var output: String?

    @Flag(help: "Write nothing; exit 1 when the output is not what the specs produce.")
    var check = false

    @Flag(help: "Print what would be written, changed and removed; write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite generated files that were edited by hand.")
    var force = false

    func run() throws {
        try GenerateAndReport.run(specs: options.specs, output: output, products: .all,
                           mode: check ? .check : dryRun ? .dryRun : .write, force: force)
    }
}

struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Validate the specs, then write only the Markdown reference (with --docc, the DocC catalog too)."
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "The output folder (default: catalog.yaml's `output`, else Generated); the reference goes to its Docs/ folder.")
    var output: String?

    @Flag(help: "Also write the DocC catalog, Swift/<Module>.docc in the output folder (`generate` always writes it; `catalog site` publishes it).")
    var docc = false

    func run() throws {
        try GenerateAndReport.run(specs: options.specs, output: output, products: docc ? [.docs, .docc] : .docs, mode: .write, force: false)
    }
}
