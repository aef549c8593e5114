import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `catalog new Name --slots title:text,icon:optional+systemImage --tokens gap:space.small`: a spec and, if
/// missing, a body stub.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a spec for a new component and, only if missing, a body stub that compiles."
    )

    @Argument(help: "The component's name (UpperCamelCase).")
    var name: String

    @Option(help: ArgumentHelp("Slots as name:option+option, comma-separated; options: \((SlotOption.allCases.map(\.rawValue) + ["optional"]).joined(separator: ", "))."))
    var slots: String = "content"

    @OptionGroup var options: SpecOptions

    @Option(help: "Where the body stub goes; default: Sources/<module>.")
    var bodies: String?

    @Flag(help: "Make it styleable (style: true): writes the default style's makeBody stub instead of a body.")
    var style = false

    @Option(help: "The parameter order of every initializer, comma-separated slot and property names (written as order:). Properties and state: add them to the spec by hand (docs/SpecFormat.md).")
    var order: String?

    @Option(help: ArgumentHelp("Design tokens its body reads, as name:token.path, comma-separated (written as tokens:; the body stub reads tokens.<name>).", discussion: "The paths are those of the token files catalog.yaml's tokens: names, like gap:space.small,corner:radius.medium."))
    var tokens: String?

    func run() throws {
        guard SwiftNames.isIdentifier(name), SwiftNames.isUpperCamelCase(name), !SwiftNames.isReserved(name) else {
            let hint = InitCommand.moduleName(forFolder: name).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("'\(name)' is not an UpperCamelCase Swift identifier\(hint)")
        }
        let newSlots = try Self.parseSlots(slots)
        // The settings file alone: a specs folder without any component yet is refused by the folder reader.
        let settings = SpecLoader.specExtensions.lazy.compactMap { ext -> InputFile? in
            let path = "\(options.specs)/catalog.\(ext)"
            return FileManager.default.contents(atPath: path).map { InputFile(path: path, bytes: Array($0)) }
        }.first
        let catalog = settings.flatMap { SpecLoader.load([$0]).0.settings }
        let module = catalog?.module?.value ?? "Catalog", access = catalog?.access?.value ?? .public
        let tokenUses = try NewTokens(tokens.map { try NewTokens.parse($0) } ?? [], settings: settings)
        var spec = NewComponentSpec(name: name, slots: newSlots, schemaPath: "../\(catalog?.output?.value ?? "Generated")/Docs/component.schema.json")
        // The schema line lets a YAML editor complete keys; `generate` writes the schema into the reference.
        spec.style = style
        spec.order = order.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        spec.tokens = tokenUses.uses.map { NewComponentSpec.TokenUse(name: $0.name, path: $0.path) }
        spec.needsIOS17 = tokenUses.needsIOS17
        spec.textType = catalog?.textType?.value ?? .localizedStringKey
        let specs = options.specs.hasSuffix("/") ? String(options.specs.dropLast()) : options.specs
        let path = "\(specs)/\(name).yaml"
        // Validated before anything is written: a spec `new` writes is one that validates.
        let (inputs, diagnostics) = try Self.validate(spec.text, at: path, folder: options.specs, settings: settings)
        let errors = diagnostics.filter { $0.severity == .error && $0.location.file == path }
        guard errors.isEmpty else {
            throw ValidationError("the spec for \(name) would not validate, so nothing was written:\n" + errors.map { "  \($0.message)" }.joined(separator: "\n"))
        }
        var files = Files(root: URL(fileURLWithPath: "."))
        try files.create(path, spec.text)
        let folder = bodies ?? "Sources/\(module)"
        if style {
            try files.create("\(folder)/\(name)+Style.swift", Self.styleStub(component: name, access: access, slots: newSlots.map(\.name), modifiers: tokenUses.stubModifiers(reader: "configuration.")))
        } else {
            try files.create("\(folder)/\(name)+Body.swift", Self.bodyStub(component: name, access: access, slots: newSlots.map(\.name), modifiers: tokenUses.stubModifiers(reader: "")))
        }
        files.report()
        DiagnosticOutput.print(diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs))
        if diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// `title:text,icon:optional+systemImage`: the slots, with their options checked.
    static func parseSlots(_ argument: String) throws -> [NewComponentSpec.Slot] {
        var names: Set<String> = []
        return try argument.split(separator: ",").map { entry in
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let slotName = String(parts[0]).trimmingCharacters(in: .whitespaces)
            guard names.insert(slotName).inserted else { throw ValidationError("--slots names '\(slotName)' twice") }
            var flags = parts.count > 1 ? parts[1].split(separator: "+").map(String.init) : []
            let optional = flags.contains("optional")
            flags.removeAll { $0 == "optional" }
            let options = try flags.map { flag in
                guard let option = SlotOption(rawValue: flag) else {
                    let hint = Suggestions.closest(to: flag, among: SlotOption.allCases.map(\.rawValue) + ["optional"]).map { "; did you mean '\($0)'?" } ?? ""
                    throw ValidationError("unknown slot option '\(flag)' for '\(slotName)'\(hint)")
                }
                return option
            }
            return NewComponentSpec.Slot(name: slotName, optional: optional, options: options)
        }
    }

    /// The folder's specs with the new one in memory (the one on disk, if it is kept), validated.
    static func validate(_ text: String, at path: String, folder: String, settings: InputFile?) throws -> ([InputFile], [Diagnostic]) {
        var inputs: [InputFile]
        do {
            inputs = try SpecFolder.read(folder)
        } catch .missing, .noComponents {
            inputs = settings.map { [$0] } ?? []
            inputs += SpecFolder.tokenFiles(neededBy: inputs) { FileManager.default.contents(atPath: $0).map { Array($0) } }
        } catch {
            throw ValidationError(error.description)
        }
        if !inputs.contains(where: { $0.path == path }) { inputs.append(InputFile(path: path, bytes: Array(text.utf8))) }
        return (inputs, Pipeline.validate(inputs).diagnostics)
    }

    /// A body that compiles for any slots: every slot in a VStack (optional slots are optional views), then
    /// the modifiers that read its tokens.
    static func bodyStub(component: String, access: AccessLevel, slots: [String], modifiers: [String] = []) -> String {
        """
        import SwiftUI

        extension \(component) {
            @MainActor \(access.prefix)var body: some View {
                VStack {
        \(slots.map { "            \($0)" }.joined(separator: "\n"))
                }\(modifiers.map { "\n        \($0)" }.joined())
            }
        }

        """
    }
}

extension NewCommand {
    /// The default style's layout for a styleable component: every slot of the configuration in a VStack.
    static func styleStub(component: String, access: AccessLevel, slots: [String], modifiers: [String] = []) -> String {
        let names = SwiftNames.styleNames(forComponent: component)
        return """
            import SwiftUI

            extension \(names.defaultStyle) {
                \(access.prefix)func makeBody(configuration: Configuration) -> some View {
                    VStack {
            \(slots.map { "            configuration.\($0)" }.joined(separator: "\n"))
                    }\(modifiers.map { "\n        \($0)" }.joined())
                }
            }

            """
    }
}

/// Creates files that do not exist yet and says which it kept.
struct Files {
    let root: URL
    var created: [String] = []
    var kept: [String] = []

    mutating func create(_ path: String, _ contents: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // O_EXCL: a file that exists, or appears meanwhile, is never overwritten.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                kept.append(path)
                return
            }
            throw ValidationError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        guard bytes.withUnsafeBytes({ Foundation.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw ValidationError("cannot write \(path)")
        }
        created.append(path)
    }

    func report() {
        for path in created { print("created \(path)") }
        for path in kept { print("kept \(path) (it exists)") }
    }
}
