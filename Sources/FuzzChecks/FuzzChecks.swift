import CatalogCore
import SwiftParser
import SwiftSyntax

/// What the libFuzzer harness (`Scripts/fuzz`) checks for every input, beyond "no crash": shared with
/// the tests, which replay the seeds through it. A failure is a sentence naming what broke.
public enum FuzzChecks {
    /// Between the files of one input: a line no spec needs (`#` starts a YAML comment).
    public static let separator = "\n#--\n"

    /// The input's files: the first part is `specs/catalog.yaml` when there are several, else the one
    /// part is a component spec.
    public static func files(of bytes: [UInt8]) -> [InputFile] {
        var parts: [[UInt8]] = []
        var start = 0, index = 0
        let marker = Array(separator.utf8)
        while index + marker.count <= bytes.count, parts.count < 63 {
            if bytes[index..<index + marker.count].elementsEqual(marker) {
                parts.append(Array(bytes[start..<index]))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        if parts.count == 1 { return [InputFile(path: "specs/Fuzz.yaml", bytes: parts[0])] }
        return [InputFile(path: "specs/catalog.yaml", bytes: parts[0])]
            + parts.dropFirst().enumerated().map { tokenFile($0.element) ?? InputFile(path: "specs/Fuzz\($0.offset).yaml", bytes: $0.element) }
    }

    /// A part whose first line is `#tokens/<name>` is that token or resolver file (catalog.yaml names it
    /// `../tokens/<name>`), so token files and resolvers are fuzzed through the same pipeline.
    static func tokenFile(_ bytes: [UInt8]) -> InputFile? {
        let prefix = Array("#tokens/".utf8)
        guard bytes.starts(with: prefix), let end = bytes.firstIndex(of: UInt8(ascii: "\n")), end > prefix.count,
              let name = String(validating: bytes[prefix.count..<end], as: UTF8.self), !name.contains("/") else { return nil }
        return InputFile(path: "tokens/" + name, bytes: Array(bytes[(end + 1)...]), role: .tokens)
    }

    /// The inverse of `files(of:)`, for seeds.
    public static func input(settings: String?, components: [String]) -> [UInt8] {
        Array(((settings.map { [$0] } ?? []) + components).joined(separator: separator).utf8)
    }

    /// Runs the pipeline twice on the input and returns what is wrong, if anything.
    public static func failures(_ inputs: [InputFile]) -> [String] {
        var failures: [String] = []
        let result = Pipeline.generate(inputs)
        let lineCounts = Dictionary(inputs.map { ($0.path, YAMLLines.count($0.bytes)) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in result.diagnostics {
            let location = diagnostic.location
            guard let lines = lineCounts[location.file] else {
                failures.append("a diagnostic names a file that is not an input: \(diagnostic.formatted)")
                continue
            }
            if location.line < 1 || location.line > lines || location.column < 1 {
                failures.append("a diagnostic points outside its file (\(lines) lines): \(diagnostic.formatted)")
            }
            if diagnostic.message.isEmpty || diagnostic.message.unicodeScalars.count > Diagnostic.maximumMessageLength
                || diagnostic.message.unicodeScalars.contains(where: { $0.lineEscape != nil }) {
                failures.append("a message is not one bounded line: \(diagnostic.formatted)")
            }
        }
        guard let plan = result.plan else {
            if !result.diagnostics.hasErrors { failures.append("no plan, yet no error") }
            if !result.files.isEmpty { failures.append("files were produced although validation failed") }
            return failures
        }
        if result.diagnostics.hasErrors { failures.append("a plan although there are errors") }
        for file in result.files {
            if let bad = file.contents.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7F }) {
                failures.append("\(file.path) holds the control character U+\(String(bad.value, radix: 16, uppercase: true))")
            }
            if file.path.hasSuffix(".swift") {
                let syntax = Parser.parse(source: file.contents)
                if syntax.hasError { failures.append("\(file.path) is not valid Swift") }
            }
        }
        let again = Pipeline.generate(inputs)
        if again.files != result.files || again.diagnostics != result.diagnostics || again.plan.map(\.components.count) != plan.components.count {
            failures.append("the same input generated different output")
        }
        return failures
    }
}
