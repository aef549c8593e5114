import Foundation
import TestSupport
import Testing

/// The README's console samples are what `catalog` prints today: each command of a sample is run as
/// the README runs it, and its output compared line by line.
@Suite(.serialized, .slow(.process)) struct ReadmeOutputTests {
    /// `generate` twice on this repository's specs, as the README's first sample shows.
    @Test func generateSample() throws {
        let transcript = try #require(try Self.transcripts(containing: "$ swift run catalog generate").first,
                                      "no README sample runs `swift run catalog generate`")
        let output = try CatalogCLI.folder([:]).appendingPathComponent("Generated")
        #expect(transcript.count == 2)
        for step in transcript {
            #expect(step.command == "swift run catalog generate")
            let run = try CatalogCLI.run(["generate", "--output", output.path], in: PackagePaths.root)
            #expect(run.status == 0, "\(run.error)")
            #expect(Self.lines(run.output) == step.output, "README: \(step.output)\nnow: \(run.output)")
        }
    }

    /// `catalog init` in an empty folder (in "Start here" and in "Use it in your own package"), then
    /// "Start here"'s `catalog new` in that package.
    @Test func initAndNewSamples() throws {
        let inits = try Self.transcripts(containing: "$ /path/to/catalog/.build/debug/catalog init")
        let new = try #require(try Self.transcripts(containing: "$ catalog new Chip --slots \"label:text,icon:optional+systemImage\"").first)
        #expect(inits.count == 2)
        for (index, transcript) in inits.enumerated() {
            let root = try CatalogCLI.folder([:]).appendingPathComponent("design-system")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try run(transcript + (index == 0 ? new : []), in: root)
        }
    }

    /// "Design tokens"' walkthrough in the package `catalog init` made: `new --tokens` and `generate` print
    /// what it shows, and the spec, the body and the tokens page hold what it says.
    @Test func tokensWalkthroughSample() throws {
        let initialize = try #require(try Self.transcripts(containing: "$ /path/to/catalog/.build/debug/catalog init").first)
        let walkthrough = try #require(try Self.transcripts(containing: "$ catalog new Chip --slots \"label:text\" --tokens \"gap:space.small,background:color.surface\"").first)
        let root = try CatalogCLI.folder([:]).appendingPathComponent("design-system")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try run(initialize + walkthrough, in: root)
        let spec = try String(contentsOf: root.appendingPathComponent("specs/Chip.yaml"), encoding: .utf8)
        #expect(spec.contains("available: { iOS: \"17.0\"") && spec.contains("tokens:\n  gap: space.small\n  background: color.surface\n"), "\(spec)")
        let body = try String(contentsOf: root.appendingPathComponent("Sources/DesignSystem/Chip+Body.swift"), encoding: .utf8)
        #expect(body.contains(".padding(tokens.gap)") && body.contains(".background(tokens.background, in: Rectangle())"), "\(body)")
        let docs = root.appendingPathComponent("Sources/DesignSystem/Generated/Docs")
        let page = try String(contentsOf: docs.appendingPathComponent("tokens.md"), encoding: .utf8)
        for claim in ["`Tokens.Color.surface`: `SwiftUI.Color`", "tokens/tokens-color.svg", "Contrast on `color.surface`:", "Used by [`Chip`](Chip.md)"] {
            #expect(page.contains(claim), "tokens.md lacks \(claim)")
        }
        let chip = try String(contentsOf: docs.appendingPathComponent("Chip.md"), encoding: .utf8)
        #expect(chip.contains("| `tokens.gap` | [`space.small`](tokens.md#spacesmall) | `Tokens.Space.small` |"), "\(chip)")
    }

    /// Runs each `catalog` command of a transcript in `root` and compares what it prints.
    private func run(_ transcript: [(command: String, output: [String])], in root: URL) throws {
        for step in transcript {
            let words = step.command.split(separator: " ").map(String.init)
            // `mkdir … && cd …` made `root`; `swift build` is the adoption tests' business.
            guard words.first != "mkdir", words.first != "swift", let index = words.firstIndex(where: { $0.hasSuffix("catalog") }) else { continue }
            // `--slots "a,b"`: the README quotes for the shell.
            let arguments = words[(index + 1)...].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            let run = try CatalogCLI.run(Array(arguments), in: root)
            #expect(run.status == 0, "\(run.error)")
            let printed = Self.lines(run.output + run.error).map(Self.withoutLocalPath)
            #expect(printed == step.output.map(Self.withoutLocalPath), "README: \(step.output)\nnow: \(printed)")
        }
    }

    /// Where catalog sits differs per machine: the line that says so is compared up to it.
    static func withoutLocalPath(_ line: String) -> String {
        guard let range = line.range(of: "depends on catalog at ") else { return line }
        return String(line[..<range.upperBound]) + "…"
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// Each ```console block of the README that holds `line`, as commands with the lines they print.
    static func transcripts(containing line: String) throws -> [[(command: String, output: [String])]] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        var indent = 0
        for raw in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = raw.drop { $0 == " " }
            if current == nil, trimmed == "```console" {
                current = []
                indent = raw.count - trimmed.count
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(String(raw.dropFirst(min(indent, raw.prefix { $0 == " " }.count))))
            }
        }
        return blocks.filter { $0.contains(line) }.map { block in
            var steps: [(command: String, output: [String])] = []
            for text in block {
                if text.hasPrefix("$ ") {
                    steps.append((String(text.dropFirst(2)), []))
                } else if !steps.isEmpty {
                    steps[steps.count - 1].output.append(text)
                }
            }
            return steps
        }
    }
}
