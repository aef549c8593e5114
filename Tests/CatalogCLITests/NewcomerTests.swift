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

    /// A slot named like a type the generated code names (`text` → `Text`) gets a generic parameter that
    /// hides nothing: the catalog generates, and its code, the stubs and a call compile (stand-in and Apple's
    /// SDK), the call with the types it should have.
    @Test(.slow(.compiles)) func aSlotNamedLikeATypeGetsAGenericThatCompiles() throws {
        let root = try CatalogCLI.folder(["specs/catalog.yaml": "module: Kit\noutput: Sources/Kit/Generated\n"])
        let run = try CatalogCLI.run(["new", "Quote", "--slots", "text:text,image:optional+image,label", "--style"], in: root)
        #expect(run.status == 0, "\(run.error)\(run.output)")
        #expect(run.output.hasSuffix("1 spec valid, 2 warnings\n"), "\(run.output)")
        let plain = try CatalogCLI.run(["new", "Pull", "--slots", "content,view:systemImage,button:empty"], in: root)
        #expect(plain.status == 0, "\(plain.error)\(plain.output)")
        let spec = try String(contentsOf: root.appendingPathComponent("specs/Quote.yaml"), encoding: .utf8)
        #expect(spec.contains("  - name: text\n    options: [text]\n    generic: TextView   # Text would hide the type Text, which the generated code names\n"), "\(spec)")
        #expect(spec.contains("  - name: image\n    optional: true\n    options: [image]\n    generic: ImageView   #"), "\(spec)")
        #expect(spec.contains("  - name: label\nexamples:"), "\(spec)")
        let generate = try CatalogCLI.run(["generate"], in: root)
        #expect(generate.status == 0, "\(generate.output)\(generate.error)")
        let swift = try String(contentsOf: root.appendingPathComponent("Sources/Kit/Generated/Swift/Quote.swift"), encoding: .utf8)
        #expect(swift.contains("struct Quote<TextView: View, ImageView: View, Label: View>"), "\(swift)")
        var sources: [String: String] = [:]
        for folder in ["Sources/Kit", "Sources/Kit/Generated/Swift"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path) where name.hasSuffix(".swift") {
                sources[name] = try String(contentsOf: root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
            }
        }
        #expect(sources.keys.contains("Quote+Style.swift") && sources.keys.contains("Pull+Body.swift"), "\(sources.keys)")
        sources["Probe.swift"] = """
            import SwiftUI
            @MainActor func probe() {
                let _: Quote<Text, Never, Text> = Quote(text: "Hi", label: { Text("Ann") })
                let _: Pull<Text, Image, EmptyView> = Pull(viewSystemName: "star") { Text("Hi") }
            }
            """
        let typecheck = try Toolchain.typecheck(sources)
        #expect(typecheck.status == 0, "\(typecheck.output)")
    }

    /// What the format refuses, `new` refuses before writing anything, in the validator's words.
    @Test(arguments: [
        (["--slots", "body"], "'body' is reserved: it is the View's body"),
        (["--slots", "icon:optional+empty"], "'empty' cannot be combined with 'optional: true': an optional slot can already be left out"),
        (["--slots", "title", "--order", "titel"], "order names 'titel', which is not a slot or property of Chip; did you mean 'title'?"),
    ])
    func aSpecThatWouldNotValidateIsNotWritten(arguments: [String], message: String) throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let run = try CatalogCLI.run(["new", "Chip"] + arguments, in: root)
        #expect(run.status == 2)
        #expect(run.error == "Error: the spec for Chip would not validate, so nothing was written:\n  \(message)\n", "\(run.error)")
        #expect(try CatalogCLI.tree(root).keys.sorted() == ["specs/Card.yaml"])
    }

    @Test func aSlotNamedTwiceIsAUsageError() throws {
        let root = try CatalogCLI.folder(["specs/Card.yaml": CLITests.card])
        let run = try CatalogCLI.run(["new", "Chip", "--slots", "title:text,icon,title"], in: root)
        #expect(run.status == 2)
        #expect(run.error == "Error: --slots names 'title' twice\n")
        #expect(try CatalogCLI.tree(root).keys.sorted() == ["specs/Card.yaml"])
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
        #expect(run.output.contains("Tools/Package.swift depends on catalog at https://example.com/team/catalog.git (from: \"\(try CLITests.version())\"); Package.swift on its SwiftUI stand-in, on Linux only\n"))
        let spi = try String(contentsOf: root.appendingPathComponent("App/.spi.yml"), encoding: .utf8)
        #expect(spi.contains("documentation_targets: [Components]"))
        let workflow = try String(contentsOf: root.appendingPathComponent("App/.github/workflows/reference.yml"), encoding: .utf8)
        #expect(workflow.contains("swift run --package-path Tools catalog site --output site --hosting-base-path"))
        // The tool's build is cached, keyed on what the tools package resolves, and restored before it runs.
        let cache = try #require(workflow.range(of: "path: Tools/.build\n          key: catalog-tools-${{ runner.os }}-${{ hashFiles('Tools/Package.resolved') }}"))
        #expect(workflow.range(of: "swift package --package-path Tools resolve")!.lowerBound < cache.lowerBound)
        #expect(cache.upperBound < workflow.range(of: "catalog site")!.lowerBound)
        // The DocC catalog sits inside the target, where Xcode and Swift Package Index look.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Sources/Components/Generated/Swift/Components.docc/Greeting.md").path))
    }

    /// A new package from `init`, whose catalog.yaml names init's token set.
    static func newPackage() throws -> URL {
        let root = try CatalogCLI.folder([:])
        let run = try CatalogCLI.run(["init", "App", "--module", "Components", "--catalog-package", "https://example.com/team/catalog.git"], in: root)
        #expect(run.status == 0, "\(run.error)")
        return root.appendingPathComponent("App")
    }

    /// init writes a light/dark token set through a resolver, names it in catalog.yaml, and generates it: the
    /// colors that differ resolve themselves (iOS 17, which the manifest's platforms say), the reference draws both.
    @Test func initWritesASmallTokenSetThatCatalogYAMLNames() throws {
        let root = try CatalogCLI.folder([:])
        let run = try CatalogCLI.run(["init", "App", "--module", "Components", "--catalog-package", "https://example.com/team/catalog.git"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let app = root.appendingPathComponent("App")
        for file in ["catalog.resolver.json", "base.tokens.json", "light.tokens.json", "dark.tokens.json"] {
            #expect(run.output.contains("created tokens/\(file)\n"), "\(run.output)")
        }
        let resolver = try String(contentsOf: app.appendingPathComponent("tokens/catalog.resolver.json"), encoding: .utf8)
        #expect(resolver.contains("\"light\": [{ \"$ref\": \"light.tokens.json\" }]") && resolver.contains("\"dark\": [{ \"$ref\": \"dark.tokens.json\" }]"))
        let settings = try String(contentsOf: app.appendingPathComponent("specs/catalog.yaml"), encoding: .utf8)
        #expect(settings.contains("tokens:\n  resolver: ../tokens/catalog.resolver.json\n  modes:\n    theme:\n      light: { colorScheme: light }\n      dark: { colorScheme: dark }\n"), "\(settings)")
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".iOS(.v17)") && manifest.contains(".macOS(.v14)"))
        let generated = app.appendingPathComponent("Sources/Components/Generated")
        let swift = try String(contentsOf: generated.appendingPathComponent("Swift/Tokens.swift"), encoding: .utf8)
        for member in ["static let small: CGFloat = 4", "static let medium: CGFloat = 12", "static var body: TokenTypography"] {
            #expect(swift.contains(member), "Tokens.swift lacks \(member)")
        }
        // The colors differ between light and dark: each resolves itself from the environment.
        #expect(swift.contains("case light, dark"))
        #expect(swift.components(separatedBy: "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)").count > 3)
        let page = try String(contentsOf: generated.appendingPathComponent("Docs/tokens.md"), encoding: .utf8)
        #expect(page.contains("![color tokens](tokens/tokens-color.svg)") && page.contains("<a name=\"colorsurface\"></a>`color.surface`"), "\(page)")
        // Text on the surface: its contrast is listed in both themes, and passes.
        #expect(page.contains("Contrast on `color.surface`:"))
        #expect(page.components(separatedBy: ":1 (theme: ").count == 3 && !page.contains("**below 4.5:1**"), "\(page)")
    }

    /// In an existing package init keeps every token file that exists, and says how to name the tokens
    /// when it keeps a catalog.yaml that names none.
    @Test func initKeepsExistingTokenFiles() throws {
        let mine = "{ \"color\": { \"$type\": \"color\" } }\n"
        let root = try CatalogCLI.folder([
            "Package.swift": "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "specs/catalog.yaml": "module: Kit\n",
            "tokens/light.tokens.json": mine,
        ])
        let run = try CatalogCLI.run(["init"], in: root)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("kept tokens/light.tokens.json (it exists)\n"))
        #expect(run.output.contains("created tokens/dark.tokens.json\n"))
        #expect(run.output.contains("specs/catalog.yaml names no design tokens: to read tokens/, add its tokens: as a new catalog.yaml has it:\n"))
        #expect(try String(contentsOf: root.appendingPathComponent("tokens/light.tokens.json"), encoding: .utf8) == mine)
        #expect(try String(contentsOf: root.appendingPathComponent("specs/catalog.yaml"), encoding: .utf8) == "module: Kit\n")
        // A second run keeps them all and, catalog.yaml naming tokens now, says nothing more about them.
        try "module: Kit\ntokens: { resolver: ../tokens/catalog.resolver.json }\n".write(to: root.appendingPathComponent("specs/catalog.yaml"), atomically: true, encoding: .utf8)
        let again = try CatalogCLI.run(["init"], in: root)
        #expect(again.output.contains("kept tokens/catalog.resolver.json (it exists)\n"))
        #expect(!again.output.contains("names no design tokens"))
    }

    /// A token that differs between contexts is read through `Tokens.Varying`: the stub names that type (the
    /// one `Varying` maker's) and says how to read it, rather than apply it as a plain spacing.
    @Test func newWithAVaryingTokenSaysHowToReadIt() throws {
        let app = try Self.newPackage()
        let dark = app.appendingPathComponent("tokens/dark.tokens.json")
        let themed = try String(contentsOf: dark, encoding: .utf8).replacingOccurrences(
            of: "  \"color\": {", with: "  \"space\": { \"$type\": \"dimension\", \"small\": { \"$value\": { \"value\": 6, \"unit\": \"px\" } } },\n  \"color\": {")
        try themed.write(to: dark, atomically: true, encoding: .utf8)
        let run = try CatalogCLI.run(["new", "Chip", "--tokens", "gap:space.small"], in: app)
        #expect(run.status == 0, "\(run.error)\(run.output)")
        let body = try String(contentsOf: app.appendingPathComponent("Sources/Components/Chip+Body.swift"), encoding: .utf8)
        #expect(body.contains("// tokens.gap: Tokens.Varying<CGFloat>: differs between contexts, read it with .resolve(in: environment)"), "\(body)")
        #expect(!body.contains(".padding(tokens.gap)"))
    }

    /// `new --tokens` writes `tokens:` (and `available:` when a token needs iOS 17), a body that reads each
    /// token, and the catalog generates.
    @Test func newWithTokensWritesTheKeyAndABodyThatReadsThem() throws {
        let app = try Self.newPackage()
        let run = try CatalogCLI.run(["new", "Chip", "--slots", "label:text", "--tokens", "gap:space.small, corner:radius.medium,background:color.surface,ink:color.text,type:typography.body"], in: app)
        #expect(run.status == 0, "\(run.error)\(run.output)")
        let spec = try String(contentsOf: app.appendingPathComponent("specs/Chip.yaml"), encoding: .utf8)
        #expect(spec.contains("""
            available: { iOS: "17.0", macOS: "14.0", tvOS: "17.0", watchOS: "10.0" }
            tokens:
              gap: space.small
              corner: radius.medium
              background: color.surface
              ink: color.text
              type: typography.body
            slots:

            """), "\(spec)")
        let body = try String(contentsOf: app.appendingPathComponent("Sources/Components/Chip+Body.swift"), encoding: .utf8)
        #expect(body.contains("""
                    VStack {
                        label
                    }
                    .typography(tokens.type)
                    .padding(tokens.gap)
                    .foregroundStyle(tokens.ink)
                    .background(tokens.background, in: RoundedRectangle(cornerRadius: tokens.corner))
                }

            """), "\(body)")
        // Two components: the token files catalog.yaml names are not specs.
        #expect(run.output.hasSuffix("2 specs valid, 2 warnings\n"), "\(run.output)")
        let generate = try CatalogCLI.run(["generate"], in: app)
        #expect(generate.status == 0, "\(generate.output)\(generate.error)")
        let swift = try String(contentsOf: app.appendingPathComponent("Sources/Components/Generated/Swift/Chip.swift"), encoding: .utf8)
        #expect(swift.contains("Tokens.Space.small"))
        // A styleable component reads them from its configuration; a spacing token needs no iOS 17.
        let styled = try CatalogCLI.run(["new", "Tag", "--style", "--tokens", "gap:space.medium"], in: app)
        #expect(styled.status == 0, "\(styled.error)\(styled.output)")
        let style = try String(contentsOf: app.appendingPathComponent("Sources/Components/Tag+Style.swift"), encoding: .utf8)
        #expect(style.contains("        }\n        .padding(configuration.tokens.gap)\n    }\n"), "\(style)")
        let tag = try String(contentsOf: app.appendingPathComponent("specs/Tag.yaml"), encoding: .utf8)
        #expect(tag.contains("style: true\ntokens:\n  gap: space.medium\nslots:\n") && !tag.contains("available:"), "\(tag)")
    }

    /// The flag's own mistakes, and paths that name no token, are usage errors: nothing is written.
    @Test(arguments: [
        ("gap=space.small", "Error: --tokens entry 'gap=space.small' is not name:token.path (like gap:space.small); did you mean 'gap:space.small'?\n"),
        ("gap:", "Error: --tokens entry 'gap:' is not name:token.path (like gap:space.small)\n"),
        ("gap:space.small,", "Error: --tokens entry '' is not name:token.path (like gap:space.small)\n"),
        ("my-gap:space.small", "Error: --tokens: 'my-gap' is not a Swift identifier (the body reads it as tokens.my-gap)\n"),
        ("gap:space..small", "Error: --tokens: 'space..small' for 'gap' is not a token path (group and token names joined by dots, like space.small)\n"),
        ("gap:space.small,gap:space.large", "Error: --tokens names 'gap' twice\n"),
        ("gap:space.smal", "Error: --tokens: no design token 'space.smal' for 'gap'; did you mean 'space.small'?\n"),
    ])
    func badTokensAreUsageErrors(flag: String, message: String) throws {
        let app = try Self.newPackage()
        let run = try CatalogCLI.run(["new", "Chip", "--tokens", flag], in: app)
        #expect(run.status == 2)
        #expect(run.error == message)
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("specs/Chip.yaml").path))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/Components/Chip+Body.swift").path))
    }

    @Test func tokensNeedACatalogThatNamesThem() throws {
        let root = try CatalogCLI.folder(["specs/catalog.yaml": "module: Kit\n", "specs/Card.yaml": CLITests.card])
        let run = try CatalogCLI.run(["new", "Chip", "--tokens", "gap:space.small"], in: root)
        #expect(run.status == 2)
        #expect(run.error == "Error: --tokens: specs/catalog.yaml names no design tokens: add tokens: { resolver: … } or { files: [...] } (README, Design tokens)\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("specs/Chip.yaml").path))
    }
}
