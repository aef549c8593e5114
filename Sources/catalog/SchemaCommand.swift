import ArgumentParser
import CatalogCore

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of a component spec (or of catalog.yaml), for YAML editors.",
        discussion: "Point the YAML language server at it: # yaml-language-server: $schema=../Generated/Docs/component.schema.json"
    )

    @Flag(help: "The schema of catalog.yaml instead of a component spec.")
    var settings = false

    func run() {
        print(settings ? JSONSchema.settings : JSONSchema.component, terminator: "")
    }
}
