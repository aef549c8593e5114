import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the public API two spec folders or git revisions generate; exit 1 when anything breaks.",
        discussion: """
            catalog diff OLD NEW                two specs folders
            catalog diff --from main            the specs folder at main, then as it is now
            catalog diff --from v1.2 --to v1.3  the specs folder at two revisions

            The design tokens catalog.yaml's `tokens:` names are compared too, their files read at the \
            same revision wherever they are in the repository.

            With --from a release tag (1.2.0, v1.2.0), the summary says the next version (1.2.0 → 2.0.0). \
            --changelog prints the release notes instead: a Keep a Changelog entry (## [2.0.0] - date, then \
            Breaking, Added, Changed, Deprecated) for the release pull request.

            Exit status: 0 when nothing breaks, 1 when something does (a major version), 2 for a usage \
            error, a git error or invalid specs. --changelog exits 0 when it prints the notes: a release that \
            breaks on purpose still gets them.
            """
    )

    @Argument(help: "The old and the new specs folders; with --from, at most the new one (default: --specs).")
    var folders: [String] = []

    @Option(help: "A git revision: the old specs are the specs folder as committed there (main, origin/main, v1.2.0).")
    var from: String?

    @Option(help: "A git revision for the new specs (default: the specs folder in the working tree).")
    var to: String?

    @OptionGroup var options: SpecOptions

    @Option(help: "text (each component's changes, then the bump they need) or json.")
    var format: DiagnosticOutput.Format = .text

    @Flag(help: "Print a Keep a Changelog entry for the release (Markdown) instead of the changes.")
    var changelog = false

    @Option(help: "The release date the changelog entry says (YYYY-MM-DD; default: today, UTC).")
    var date: String?

    func validate() throws {
        if changelog && format == .json { throw ValidationError("--changelog prints Markdown; leave out --format json") }
        if date != nil && !changelog { throw ValidationError("--date goes with --changelog") }
        if let date, date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) == nil { throw ValidationError("--date is YYYY-MM-DD, found '\(date)'") }
        if from == nil {
            if to != nil { throw ValidationError("--to needs --from") }
            if folders.count != 2 { throw ValidationError("pass the OLD and NEW specs folders, or --from REVISION") }
        } else if folders.count > 1 || (to != nil && !folders.isEmpty) {
            throw ValidationError("with --from, pass at most the new specs folder (or --to REVISION)")
        }
    }

    func run() throws {
        let sides: [SpecSource]
        if let from {
            let new: SpecSource = to.map { .revision($0, folder: options.specs) } ?? .folder(folders.first ?? options.specs)
            sides = [.revision(from, folder: options.specs), new]
        } else {
            sides = folders.map { .folder($0) }
        }
        let old = try sides[0].plan(), new = try sides[1].plan()
        var diff = APIDiff.compare(old, new)
        diff.from = from.flatMap(SemanticVersion.init)
        if changelog {
            FileHandle.standardOutput.write(Data(diff.changelog(date: date ?? Self.today).utf8))
            return
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(diff) + Data("\n".utf8))
        case .text:
            FileHandle.standardOutput.write(Data(diff.formatted.utf8))
        }
        if diff.bump == .major { throw ExitCode(1) }
    }

    /// `2026-11-28`, in UTC.
    static var today: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}

/// Where one side of a diff reads its specs.
enum SpecSource {
    case folder(String)
    case revision(String, folder: String)

    /// `specs`, `main:specs`.
    var name: String {
        switch self {
        case .folder(let folder): folder
        case .revision(let revision, let folder): "\(revision):\(folder)"
        }
    }

    /// Reads, validates and plans; invalid specs print their diagnostics and exit 2.
    func plan() throws -> CatalogPlan {
        let inputs: [InputFile]
        switch self {
        case .folder(let folder): inputs = try SpecFolderInput.read(folder)
        case .revision(let revision, let folder): inputs = try GitSpecs.read(revision: revision, folder: folder)
        }
        var (catalog, diagnostics) = Pipeline.validate(inputs)
        if case .revision(let revision, _) = self {
            // Named as in the working tree (so catalog.yaml's relative token paths resolve); shown at the revision.
            for index in diagnostics.indices where !diagnostics[index].location.file.isEmpty {
                diagnostics[index].location.file = "\(revision):" + diagnostics[index].location.file
            }
        }
        guard let catalog else {
            FileHandle.standardError.write(Data("error: the specs in \(name) are not valid:\n".utf8))
            DiagnosticOutput.print(diagnostics, format: .text, fileCount: DiagnosticOutput.specCount(inputs), to: .standardError)
            throw ExitCode(2)
        }
        return Planner.plan(catalog)
    }
}

/// Reads a specs folder as committed at a git revision, by running `git`, with the token files its
/// catalog.yaml names (wherever they are in the repository) as committed there too. The files are named as
/// in the working tree (`specs/Card.yaml`, `tokens/base.tokens.json`): token paths are relative to
/// catalog.yaml's folder, and a `revision:` prefix would not survive a `..` (`origin/main:specs/../tokens`).
enum GitSpecs {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func read(revision: String, folder: String) throws -> [InputFile] {
        do {
            return try readOrFail(revision: revision, folder: folder)
        } catch let failure as Failure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    private static func readOrFail(revision: String, folder: String) throws -> [InputFile] {
        let path = try repositoryPath(of: folder)
        let tree = "\(revision):\(path)"
        let listing = try git(["ls-tree", "-z", "--full-tree", tree], what: "cannot read '\(folder)' at revision '\(revision)'")
        // `<mode> <type> <object>\t<name>`, NUL-terminated; regular files only (no folders, links or submodules).
        var objects: [(name: String, object: String)] = []
        for entry in listing.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            let name = String(text[text.index(after: tab)...])
            guard fields.count == 3, fields[1] == "blob", fields[0].hasPrefix("100"),
                  !name.hasPrefix("."), SpecLoader.specExtensions.contains(where: { name.hasSuffix(".\($0)") }) else { continue }
            objects.append((name, String(fields[2])))
        }
        objects.sort { $0.name < $1.name }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [InputFile] = []
        for (name, object) in objects {
            let bytes = try git(["cat-file", "blob", object], what: "cannot read '\(name)' at revision '\(revision)'")
            files.append(InputFile(path: prefix + name, bytes: bytes))
        }
        // What `SpecFolder` reads from the disk, read at the revision; a file the revision lacks is left out
        // (the core reports it where it is named).
        let tokens = SpecFolder.tokenFiles(neededBy: files) { path in
            guard let location = try? repositoryPath(of: path) else { return nil }
            return try? git(["cat-file", "blob", "\(revision):\(location)"], what: "")
        }
        guard files.contains(where: { !SpecLoader.isSettingsFile($0.path) }) || !tokens.isEmpty else {
            throw Failure(description: "no component specs in '\(folder)' at revision '\(revision)', and its catalog.yaml names no design tokens")
        }
        return files + tokens
    }

    /// `./specs` (git reads `./` relative to the current folder), or an absolute folder relative to the
    /// repository's top.
    private static func repositoryPath(of folder: String) throws -> String {
        var folder = folder
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        guard folder.hasPrefix("/") else { return "./" + folder }
        let top = String(decoding: try git(["rev-parse", "--show-toplevel"], what: "not in a git repository"), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root + "/") else {
            throw Failure(description: "'\(folder)' is not inside the git repository at '\(top)'")
        }
        return resolved == root ? "" : String(resolved.dropFirst(root.count + 1))
    }

    /// Runs git in the current folder and returns its standard output.
    private static func git(_ arguments: [String], what: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        // Standard error is small; read it after the output so neither pipe fills up.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            if process.terminationStatus == 127 {
                throw Failure(description: "git not found: --from and --to need git on the PATH")
            }
            let reason = message.split(separator: "\n").first.map { ": " + $0 } ?? ""
            throw Failure(description: what + reason)
        }
        return [UInt8](data)
    }
}
