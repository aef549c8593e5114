import Foundation
import TestSupport
import Testing

/// What a new user meets following the README: `catalog new`'s spec is a stub that says so, counts are
/// right, a lower-case name gets a suggestion, and `catalog init` says what it wrote.
@Suite(.serialized, .slow(.process)) struct NewcomerTests {
    @Test func newWritesTheSchemaLineAndAnExampleAndWarnsAboutTheTodo() throws {
        let root = try CatalogCLI.folder(["specs/catalog.yaml": "module: Kit\noutput: Sources/Kit/Generated\n", "specs/Card.yaml": CLITests.card])
        let run = try CatalogCLI.run(["new", "Chip", "--slots", "label:text,icon:optional+systemImage"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let spec = try String(contentsOf: root.appendingPathComponent("specs/Chip.yaml"), encoding: .utf8)
        #expect(spec.hasPrefix("# yaml-language-server: $schema=../Sources/Kit/Generated/Docs/component.schema.json\ncomponent: Chip\n"))
        #expect(spec.hasSuffix("examples:\n  - title: TODO what this example shows\n    code: |\n      Chip { Text(\"label\") }\n"), "\(spec)")
        // Two components (catalog.yaml is settings, not a spec), and the stub's summary is flagged.
        #expect(run.output.hasSuffix("""
            specs/Chip.yaml:3:10: warning: summary still starts with TODO: say in one line what Chip is (the reference and Quick Help show it)
            specs/Chip.yaml:11:12: warning: example title still starts with TODO: say what the example shows (the gallery and the reference list it)
            2 specs valid, 2 warnings

            """), "\(run.output)")
        let generate = try CatalogCLI.run(["generate"], in: root)
        #expect(generate.status == 0)
        #expect(generate.output.contains("warning: summary still starts with TODO"))
        // The example is compiled with the component: it is a preview in the generated file.
        let swift = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Generated/Swift/Chip.swift"), encoding: .utf8)
        #expect(swift.contains("Chip { Text(\"label\") }"))
    }

    @Test func aLowerCaseNameGetsASuggestionNotTheUsage() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let run = try CatalogCLI.run(["new", "chip2"], in: root)
        #expect(run.status == 2)
        #expect(run.error == "Error: 'chip2' is not an UpperCamelCase Swift identifier; did you mean 'Chip2'?\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("specs/chip2.yaml").path))
    }

    /// A new package is published the two usual ways, and init says where its manifest finds catalog.
    @Test func initWritesThePublishingFilesAndSaysWhatItDependsOn() throws {
        let root = try CatalogCLI.folder([:])
        let run = try CatalogCLI.run(["init", "App", "--module", "Components", "--catalog-package", "https://example.com/team/catalog.git"], in: root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Package.swift depends on catalog at https://example.com/team/catalog.git (branch: \"main\")\n"))
        let spi = try String(contentsOf: root.appendingPathComponent("App/.spi.yml"), encoding: .utf8)
        #expect(spi.contains("documentation_targets: [Components]"))
        let workflow = try String(contentsOf: root.appendingPathComponent("App/.github/workflows/reference.yml"), encoding: .utf8)
        #expect(workflow.contains("swift run catalog site --output site --hosting-base-path"))
        // The DocC catalog sits inside the target, where Xcode and Swift Package Index look.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Sources/Components/Generated/Swift/Components.docc/Greeting.md").path))
    }
}
