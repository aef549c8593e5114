import ArgumentParser
import CatalogCore
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
        var slotLines: [String] = []
        var slotNames: [String] = []
        var requiredSlots: [(name: String, labeled: Bool)] = []
        for entry in slots.split(separator: ",") {
            let parts = entry.split(separator: ":", maxSplits: 1)
            let slotName = String(parts[0]).trimmingCharacters(in: .whitespaces)
            var flags = parts.count > 1 ? parts[1].split(separator: "+").map(String.init) : []
            let optional = flags.contains("optional")
            flags.removeAll { $0 == "optional" }
            for flag in flags where SlotOption(rawValue: flag) == nil {
                let hint = Suggestions.closest(to: flag, among: SlotOption.allCases.map(\.rawValue) + ["optional"]).map { "; did you mean '\($0)'?" } ?? ""
                throw ValidationError("unknown slot option '\(flag)' for '\(slotName)'\(hint)")
            }
            slotNames.append(slotName)
            if !optional, !flags.contains("empty") { requiredSlots.append((slotName, labeled: !flags.contains("unlabeled"))) }
            slotLines.append("  - name: \(slotName)")
            if optional { slotLines.append("    optional: true") }
            if !flags.isEmpty { slotLines.append("    options: [\(flags.joined(separator: ", "))]") }
        }
        // The settings file alone: a specs folder without any component yet is refused by the folder reader.
        let settings = SpecLoader.specExtensions.lazy.compactMap { ext -> InputFile? in
            let path = "\(options.specs)/catalog.\(ext)"
            return FileManager.default.contents(atPath: path).map { InputFile(path: path, bytes: Array($0)) }
        }.first
        var module = "Catalog", access = AccessLevel.public, output = "Generated"
        if let settings, case let (root?, _) = YAMLLoader.load(settings.bytes, file: settings.path),
           case .mapping(let pairs) = root.kind {
            for (key, value) in pairs {
                if case .scalar("module", _) = key.kind, case .scalar(let text, _) = value.kind { module = text }
                if case .scalar("access", _) = key.kind, case .scalar(let text, _) = value.kind, let level = AccessLevel(rawValue: text) { access = level }
                if case .scalar("output", _) = key.kind, case .scalar(let text, _) = value.kind { output = text }
            }
        }
        let tokenUses = try NewTokens(tokens.map { try NewTokens.parse($0) } ?? [], settings: settings)
        var files = Files(root: URL(fileURLWithPath: "."))
        let specs = options.specs.hasSuffix("/") ? String(options.specs.dropLast()) : options.specs
        // The schema line lets a YAML editor complete keys; `generate` writes the schema into the reference.
        try files.create("\(specs)/\(name).yaml", """
            # yaml-language-server: $schema=../\(output)/Docs/component.schema.json
            component: \(name)
            summary: TODO one line that says what \(name) is.
            \(style ? "style: true\n" : "")\(order.map { "order: [\($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ", "))]\n" } ?? "")\(tokenUses.specLines)slots:
            \(slotLines.joined(separator: "\n"))
            \(Self.exampleStub(component: name, required: requiredSlots))
            """)
        let folder = bodies ?? "Sources/\(module)"
        if style {
            try files.create("\(folder)/\(name)+Style.swift", Self.styleStub(component: name, access: access, slots: slotNames, modifiers: tokenUses.stubModifiers(reader: "configuration.")))
        } else {
            try files.create("\(folder)/\(name)+Body.swift", Self.bodyStub(component: name, access: access, slots: slotNames, modifiers: tokenUses.stubModifiers(reader: "")))
        }
        files.report()
        let inputs = try SpecFolderInput.read(options.specs)
        let (_, diagnostics) = Pipeline.validate(inputs)
        DiagnosticOutput.print(diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs))
        if diagnostics.hasErrors { throw ExitCode(1) }
    }

    /// `examples:` with one call that fills every required slot from a view builder: shown in the
    /// reference, and compiled and run by the tests, so it is replaced rather than kept as it is.
    static func exampleStub(component: String, required: [(name: String, labeled: Bool)]) -> String {
        // Swift has no `_:` trailing closure: a later unlabeled slot gets no stub.
        guard required.dropFirst().allSatisfy(\.labeled) else { return "" }
        var call = component
        for (index, slot) in required.enumerated() {
            let closure = "{ Text(\(SwiftNames.stringLiteral(slot.name))) }"
            call += index == 0 ? " " + closure : " \(slot.labeled ? slot.name : "_"): " + closure
        }
        if required.isEmpty { call += "()" }
        return """
            examples:
              - title: TODO what this example shows
                code: |
                  \(call)

            """
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
