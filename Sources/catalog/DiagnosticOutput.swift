import CatalogCore
import Foundation

/// Prints diagnostics as `path:line:column: error: message` lines or as a JSON array.
enum DiagnosticOutput {
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// Component specs only: `catalog.yaml` is settings, and the token files it names are not specs either.
    static func specCount(_ files: [InputFile]) -> Int {
        files.filter { $0.role == .spec && !SpecLoader.isSettingsFile($0.path) }.count
    }

    static func print(_ diagnostics: [Diagnostic], format: Format, fileCount: Int, to handle: FileHandle = .standardOutput) {
        // The notes summarize the run (its token deviations): they come last.
        let diagnostics = diagnostics.filter { $0.severity != .note } + diagnostics.filter { $0.severity == .note }
        fflush(nil)  // flush every stream, so this stays in order with text already printed
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let records = diagnostics.map {
                JSONDiagnostic(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                               severity: $0.severity.rawValue, message: $0.message)
            }
            let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
            handle.write(data + Data("\n".utf8))
        case .text:
            let colour = isatty(handle.fileDescriptor) == 1
            var text = ""
            for diagnostic in diagnostics {
                text += colour ? coloured(diagnostic) : diagnostic.formatted
                text += "\n"
            }
            text += summary(diagnostics, fileCount: fileCount) + "\n"
            handle.write(Data(text.utf8))
        }
    }

    static func summary(_ diagnostics: [Diagnostic], fileCount: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        // A catalog of tokens alone has no component spec: what was validated is catalog.yaml and its tokens.
        let specs = fileCount == 0 ? "catalog.yaml and its design tokens" : fileCount == 1 ? "1 spec" : "\(fileCount) specs"
        if errors.isEmpty {
            return warnings == 0 ? "\(specs) valid" : "\(specs) valid, \(plural(warnings, "warning"))"
        }
        let files = Set(errors.map(\.location.file)).count
        return "\(plural(errors.count, "error")) in \(plural(files, "file"))" + (warnings > 0 ? ", \(plural(warnings, "warning"))" : "")
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    private static func coloured(_ diagnostic: Diagnostic) -> String {
        let bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        let tint = diagnostic.severity == .error ? "\u{1B}[1;31m" : diagnostic.severity == .warning ? "\u{1B}[1;33m" : "\u{1B}[1;36m"
        let location = diagnostic.location
        return "\(bold)\(location.printedFile):\(location.line):\(location.column):\(reset) \(tint)\(diagnostic.severity.rawValue):\(reset) \(diagnostic.message)"
    }

    private struct JSONDiagnostic: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }
}
