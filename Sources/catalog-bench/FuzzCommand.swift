import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// Mutated specs through the real generation path: no crash, every rejection has a positioned
/// diagnostic, and the output folder never changes when validation fails.
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fuzz", abstract: "Fuzz the spec pipeline with seeded mutations.")

    @Option(help: "Number of mutated catalogs.")
    var cases: Int = 10_000

    @Option(help: "Seed; the same seed replays the same cases.")
    var seed: UInt64 = 1

    @Option(help: "Specs to mutate (with a synthetic catalog of 20 components added).")
    var specs: String = "specs"

    func run() throws {
        // As the CLI reads them: the specs and the token files catalog.yaml names (mutated too).
        var base = try SpecFolder.read(specs)
        for (name, text) in SyntheticCatalog(componentCount: 20, seed: seed).specs() where name != "catalog.yaml" {
            base.append(InputFile(path: "\(specs)/\(name)", text: text))
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-fuzz-\(UUID().uuidString)")
        // The stamp beside the scratch output, so it goes when the scratch output does.
        let cache = CacheFolder(path: output.path + "-cache")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(atPath: cache.path)
        }
        guard case .generated = try GeneratedFolder.run(base, output: output, cache: cache) else {
            throw ValidationError("the unmutated specs do not validate")
        }
        var snapshot = try Self.snapshot(output)
        var random = SplitMix64(seed: seed)
        var rejected = 0, accepted = 0, failures: [String] = []
        let paths = Set(base.map(\.path))
        let elapsed = try seconds {
            for index in 0..<cases {
                var inputs = base
                let target = Int(random.next(UInt64(inputs.count)))
                inputs[target].bytes = Mutator.mutate(inputs[target].bytes, random: &random)
                let outcome: GeneratedFolder.Outcome
                do {
                    outcome = try GeneratedFolder.run(inputs, output: output, cache: cache)
                } catch {
                    failures.append("case \(index): the writer failed: \(error)")
                    continue
                }
                switch outcome {
                case .invalid(let diagnostics):
                    rejected += 1
                    if diagnostics.isEmpty { failures.append("case \(index): rejected without a diagnostic") }
                    for diagnostic in diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 || !paths.contains(diagnostic.location.file) {
                        failures.append("case \(index): diagnostic without a usable position: \(diagnostic.formatted)")
                    }
                    if try Self.snapshot(output) != snapshot { failures.append("case \(index): the output changed although validation failed") }
                case .upToDate:
                    accepted += 1
                case .generated:
                    accepted += 1
                    // A valid mutation may rewrite files and always renews the stamp: back to the base.
                    _ = try GeneratedFolder.run(base, output: output, cache: cache)
                    snapshot = try Self.snapshot(output)
                }
                if failures.count > 20 { break }
            }
        }
        for failure in failures { print(failure) }
        print("fuzz: \(cases) cases (seed \(seed)) in \(format(elapsed, 1)) s: \(rejected) rejected with positioned diagnostics, \(accepted) accepted")
        print("\(cases - failures.count) passed, \(failures.count) failed")
        if !failures.isEmpty { throw ExitCode(1) }
    }

    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }
}

/// Seeded mutations that look like real mistakes (and some that do not).
enum Mutator {
    static let fragments = [":", "- ", "[", "]", "{", "}", "\"", "'", "&a ", "*a", "\t", "#", "|", ">", "\u{0}", "é", "💥", "\n  ", "---\n", "!!str "]
    static let replacements = ["[]", "{}", "42", "true", "null", "~", "\"\"", "default", "Text", "body", "Self", "1) {} ; func evil() {"]

    static func mutate(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return bytes }
        let line = Int(random.next(UInt64(lines.count)))
        switch random.next(10) {
        case 0: lines.remove(at: line)
        case 1: lines.insert(lines[line], at: line)
        case 2 where line + 1 < lines.count: lines.swapAt(line, line + 1)
        case 3:
            // A near-miss key: drop one character of the key.
            if let colon = lines[line].firstIndex(of: ":"), lines[line].distance(from: lines[line].startIndex, to: colon) > 1 {
                var key = lines[line][..<colon].map { $0 }
                key.remove(at: Int(random.next(UInt64(key.count))))
                lines[line] = String(key) + lines[line][colon...]
            }
        case 4:
            var raw = bytes
            if !raw.isEmpty { raw[Int(random.next(UInt64(raw.count)))] = UInt8(truncatingIfNeeded: random.next()) }
            return raw
        case 5:
            let text = lines[line]
            let offset = text.isEmpty ? 0 : Int(random.next(UInt64(text.count + 1)))
            let index = text.index(text.startIndex, offsetBy: offset)
            lines[line] = String(text[..<index]) + fragments[Int(random.next(UInt64(fragments.count)))] + String(text[index...])
        case 6: lines[line] = random.next(2) == 0 ? "  " + lines[line] : String(lines[line].drop { $0 == " " })
        case 7: return Array(bytes.prefix(Int(random.next(UInt64(bytes.count + 1)))))
        case 8:
            if let colon = lines[line].firstIndex(of: ":") {
                lines[line] = String(lines[line][...colon]) + " " + replacements[Int(random.next(UInt64(replacements.count)))]
            }
        default:
            lines[line] = lines[line].replacingOccurrences(of: "name: ", with: "name: " + replacements[Int(random.next(UInt64(replacements.count)))])
        }
        return Array(lines.joined(separator: "\n").utf8)
    }
}
