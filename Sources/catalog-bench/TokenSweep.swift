import ArgumentParser
import CatalogCore
import Foundation

/// Design tokens at size (issue 35, item 9): one DTCG file of N tokens, and a multi-theme set of N tokens
/// resolved in every combination of a 4-theme × 3-density resolver (12 contexts), each with one component
/// that reads a token, generated in memory from the JSON text (load, validate, plan, render).
struct TokenSweep: ParsableArguments {
    enum Shape: String { case file, themes }

    @Option(help: "Token counts of one DTCG file, comma-separated (empty: none): generated in memory with one component.")
    var tokens: CommaSeparated<Int> = [1250, 2500, 5000, 10000]

    @Option(help: "Token counts of a resolver of 4 themes × 3 densities (12 contexts), comma-separated (empty: none).")
    var themedTokens: CommaSeparated<Int> = [375, 750, 1500]

    @Option(name: .customLong("token-instructions-up-to"), help: "Count instructions of the token sweep for token counts up to this (0: never).")
    var instructionsUpTo = 10000

    var isEmpty: Bool { tokens.values.isEmpty && themedTokens.values.isEmpty }

    /// N tokens in one file: a third colors (hex-free `srgb` components), a third dimensions, a third
    /// aliases to the colors, in groups of 50, as a Figma export lays them out.
    static func file(tokens count: Int) -> String {
        var groups: [String] = []
        for group in 0..<max(1, (count + 49) / 50) {
            var members: [String] = []
            for index in (group * 50)..<min(count, group * 50 + 50) {
                // What a Figma export carries beside the value: a description and its variable's metadata.
                let name = "\"t\(index)\"", extras = "\"$description\": \"Token \(index) of group \(group), as exported.\", \"$extensions\": { \"com.figma\": { \"variableId\": \"VariableID:\(group):\(index)\", \"scopes\": [\"ALL_SCOPES\"], \"hiddenFromPublishing\": false } }"
                switch index % 3 {
                case 0: members.append("\(name): { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(component(index)), 0.5, \(component(index * 7))] }, \(extras) }")
                case 1: members.append("\(name): { \"$type\": \"dimension\", \"$value\": { \"value\": \(index % 64), \"unit\": \"px\" }, \(extras) }")
                default: members.append("\(name): { \"$value\": \"{g\((index - 2) / 50).t\(index - 2)}\", \(extras) }")
                }
            }
            groups.append("  \"g\(group)\": {\n    " + members.joined(separator: ",\n    ") + "\n  }")
        }
        return "{\n" + groups.joined(separator: ",\n") + "\n}\n"
    }

    /// A value in 0…1 that differs per index, printed with four decimals.
    static func component(_ index: Int) -> String { format(Double(index % 997) / 997, 4) }

    /// `tokens:` over one file, or over a resolver of 4 themes × 3 densities whose every context file sets
    /// every token (colors per theme, dimensions per density), and a component that reads `g0.t0`.
    static func inputs(_ shape: Shape, tokens count: Int) -> [InputFile] {
        let probe = InputFile(path: "specs/Probe.yaml", text: "component: Probe\nsummary: S.\navailable: { iOS: \"17.0\" }\ntokens:\n  accent: g0.t0\nslots:\n  - name: label\n    options: [text]\n")
        switch shape {
        case .file:
            return [InputFile(path: "specs/catalog.yaml", text: "module: Probe\ntokens:\n  files: [../tokens/all.tokens.json]\n"),
                    InputFile(path: "tokens/all.tokens.json", text: file(tokens: count), role: .tokens), probe]
        case .themes:
            let themes = ["light", "dark", "light-hc", "dark-hc"], densities = ["compact", "regular", "spacious"]
            var files = [InputFile(path: "specs/catalog.yaml", text: "module: Probe\ntokens:\n  resolver: ../tokens/probe.resolver.json\n  modes:\n    theme:\n      light: { colorScheme: light }\n      dark: { colorScheme: dark }\n      light-hc: { colorScheme: light, contrast: increased }\n      dark-hc: { colorScheme: dark, contrast: increased }\n    density: environment\n"),
                         InputFile(path: "tokens/base.tokens.json", text: file(tokens: count), role: .tokens), probe]
            func contexts(_ names: [String]) -> String {
                names.map { "\"\($0)\": [{ \"$ref\": \"\($0).tokens.json\" }]" }.joined(separator: ", ")
            }
            files.append(InputFile(path: "tokens/probe.resolver.json", text: """
                { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                  "modifiers": { "theme": { "contexts": { \(contexts(themes)) }, "default": "light" },
                                 "density": { "contexts": { \(contexts(densities)) }, "default": "regular" } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }] }
                """, role: .tokens))
            // Each theme overrides every color and each density every dimension, so each token varies.
            for (offset, name) in (themes + densities).enumerated() {
                let colors = offset < themes.count
                var groups: [String: [String]] = [:]
                for index in 0..<count where index % 3 == (colors ? 0 : 1) {
                    groups["g\(index / 50)", default: []].append(colors
                        ? "\"t\(index)\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(component(index + offset)), \(component(offset * 101)), 0.5] } }"
                        : "\"t\(index)\": { \"$type\": \"dimension\", \"$value\": { \"value\": \((index + offset) % 64), \"unit\": \"px\" } }")
                }
                let text = "{\n" + groups.sorted { $0.key < $1.key }.map { "  \"\($0.key)\": { " + $0.value.joined(separator: ", ") + " }" }.joined(separator: ",\n") + "\n}\n"
                files.append(InputFile(path: "tokens/\(name).tokens.json", text: text, role: .tokens))
            }
            return files
        }
    }

    func report(runs: Int) throws -> String {
        var rows = [
            "| input | tokens | contexts | input size | generate (s) | × per doubling | instructions | × per doubling | peak RSS | Tokens.swift |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        let counter = (tokens.values + themedTokens.values).contains { $0 <= instructionsUpTo } ? InstructionCounter() : nil
        for (shape, counts) in [(Shape.file, tokens.values), (.themes, themedTokens.values)] {
            var ratios = DoublingRatios()
            for count in counts {
                let arguments = ["measure-tokens", "--shape", shape.rawValue, "--tokens", "\(count)"]
                let samples: [TokenMeasurement] = try childSamples(arguments, runs: runs, what: "\(count) tokens (\(shape))")
                let seconds = median(samples.map(\.seconds))
                let instructions = count <= instructionsUpTo ? try counter?.generation(arguments) : nil
                let ratio = ratios.next(size: count, seconds: seconds, instructions: instructions)
                let sample = samples[0]
                rows.append("| \(shape == .file ? "one file" : "4 themes × 3 densities") | \(formatCount(count)) | \(sample.contexts) | \(format(sample.inputMegabytes, 1)) MB | \(format(seconds)) | \(ratio.time) | \(instructions.map(formatCount) ?? "") | \(ratio.instructions) | \(Int(median(samples.map(\.peakMegabytes)))) MB | \(format(sample.outputMegabytes, 1)) MB |")
                FileHandle.standardError.write(Data("measured \(count) tokens (\(shape))\n".utf8))
            }
        }
        return """

            ### Design tokens (in memory, median of \(runs) runs)

            `Pipeline.generate` of one component and a DTCG token set: *one file* of N tokens (a third `srgb`
            colors, a third dimensions, a third aliases; issue 35 asks for 10,000 tokens, 2 MB, within 2 s in a
            release build), and N tokens resolved in each of 12 contexts (a resolver of 4 themes × 3 densities,
            every color varying with the theme and every dimension with the density; issue 35: 1,500 × 12).
            *Per doubling* is the ratio to the row above, scaled to a doubling of the tokens: about 2× is linear.

            \(rows.joined(separator: "\n"))

            """
    }
}

struct TokenMeasurement: Codable {
    var seconds: Double
    var contexts: Int
    var peakMegabytes, inputMegabytes, outputMegabytes: Double
}

/// One size of the token sweep in this process (run by `generation --tokens` as a child).
struct MeasureTokens: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure-tokens", shouldDisplay: false)

    @Option var shape: String
    @Option var tokens: Int

    func run() throws {
        guard let shape = TokenSweep.Shape(rawValue: shape) else { throw ValidationError("no shape \(shape)") }
        let inputs = TokenSweep.inputs(shape, tokens: tokens)
        var result: Pipeline.Result?
        let elapsed = seconds(before: markRender) { result = Pipeline.generate(inputs) }
        markDone()
        guard let result, let plan = result.plan else {
            throw ValidationError("\(tokens) tokens did not generate:\n" + (result?.diagnostics.prefix(5).map(\.formatted).joined(separator: "\n") ?? ""))
        }
        let tokenFile = result.files.first { $0.path.hasSuffix("Tokens.swift") }
        let inputBytes = inputs.filter { $0.role == .tokens }.reduce(0) { $0 + $1.bytes.count }
        let measurement = TokenMeasurement(seconds: elapsed, contexts: plan.tokens?.catalog.combinations.count ?? 0,
                                           peakMegabytes: peakMegabytes(),
                                           inputMegabytes: Double(inputBytes) / 1_048_576,
                                           outputMegabytes: Double(tokenFile?.contents.utf8.count ?? 0) / 1_048_576)
        try printSample(measurement)
    }
}
