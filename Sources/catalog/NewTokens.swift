import ArgumentParser
import CatalogCore
import CatalogOutput
import Foundation

/// `catalog new … --tokens gap:space.small,corner:radius.medium`: the spec's `tokens:` and the stub's reads.
/// Like `--slots`, `name:value` pairs, comma-separated; the spec says `gap: space.small`.
struct NewTokens {
    struct Use {
        var name: String
        var path: String
        /// As the component reads it (`CGFloat`, `SwiftUI.Color`, `Tokens.Varying<CGFloat>`).
        var type: SwiftType
        /// Read through `Tokens.Varying` (resolved from the environment).
        var readsThroughVarying: Bool
        var needsIOS17: Bool

        /// Whether its name or path says what it is for (`corner`, `surface`).
        func mentions(_ words: [String]) -> Bool {
            [name, path].contains { text in words.contains { text.lowercased().contains($0) } }
        }
    }

    var uses: [Use] = []

    /// The flag's entries, checked before anything is written: syntax here, paths against the catalog's tokens.
    static func parse(_ argument: String) throws -> [(name: String, path: String)] {
        var entries: [(name: String, path: String)] = []
        for raw in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let entry = raw.trimmingCharacters(in: .whitespaces)
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                let fixed = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let hint = fixed.count == 2 && !fixed[0].isEmpty && !fixed[1].isEmpty ? "; did you mean '\(fixed[0]):\(fixed[1])'?" : ""
                throw ValidationError("--tokens entry '\(entry)' is not name:token.path (like gap:space.small)\(hint)")
            }
            let (name, path) = (parts[0], parts[1])
            guard SwiftNames.isIdentifier(name), !SwiftNames.isReserved(name) else {
                throw ValidationError("--tokens: '\(name)' is not a Swift identifier (the body reads it as tokens.\(name))")
            }
            guard !entries.contains(where: { $0.name == name }) else {
                throw ValidationError("--tokens names '\(name)' twice")
            }
            let segments = path.split(separator: ".", omittingEmptySubsequences: false)
            // A group's own token is its `$root` member, last (`color.text.default.$root`).
            guard !segments.enumerated().contains(where: { index, segment in
                segment.isEmpty || (segment.hasPrefix("$") && !(segment == "$root" && index == segments.count - 1))
                    || segment.contains { "{} \t\"'".contains($0) }
            }) else {
                throw ValidationError("--tokens: '\(path)' for '\(name)' is not a token path (group and token names joined by dots, like space.small)")
            }
            entries.append((name, path))
        }
        return entries
    }

    /// Resolves each entry against the tokens catalog.yaml names: an unknown path is refused with the nearest
    /// one, so no spec or stub is written for it.
    init(_ entries: [(name: String, path: String)], settings: InputFile?) throws {
        guard !entries.isEmpty else { return }
        guard let settings else {
            throw ValidationError("--tokens: there is no catalog.yaml naming design tokens in the specs folder (catalog init writes one with a token set)")
        }
        let (specs, _) = SpecLoader.load([settings])
        guard specs.settings?.tokens != nil else {
            throw ValidationError("--tokens: \(settings.path) names no design tokens: add tokens: { resolver: … } or { files: [...] } (README, Design tokens)")
        }
        let files = SpecFolder.tokenFiles(neededBy: [settings]) { FileManager.default.contents(atPath: $0).map { Array($0) } }
        let (tokens, diagnostics) = TokenValidation.validate(specs.settings, inputs: files)
        guard let tokens else {
            DiagnosticOutput.print(diagnostics, format: .text, fileCount: 0)
            throw ValidationError("--tokens: the design tokens \(settings.path) names have errors (listed above); nothing was written")
        }
        for entry in entries {
            guard let token = tokens.token(TokenPath(dotted: entry.path)) else {
                let hint = Suggestions.closestPath(to: entry.path, among: tokens.tokens.map(\.path.description)).map { path in
                    // `$root` would be a shell variable inside double quotes or none.
                    "; did you mean '\(path)'?" + (path.contains("$") ? " (in single quotes: --tokens '\(entry.name):\(path)')" : "")
                } ?? ""
                throw ValidationError("--tokens: no design token '\(entry.path)' for '\(entry.name)'\(hint)")
            }
            uses.append(Use(name: entry.name, path: entry.path, type: tokens.readType(of: token), readsThroughVarying: tokens.readsThroughVarying(token), needsIOS17: tokens.needsIOS17(token)))
        }
    }

    /// Whether the spec must say `available:` iOS 17: a token needs it, or the stub calls `typography(_:)`.
    var needsIOS17: Bool { uses.contains { $0.needsIOS17 || $0.type == Self.typography } }

    /// Modifiers after the stub's VStack that read each token as its type and name suggest: typography as the
    /// text's style, a dimension as padding (a radius or corner as the background's corner radius), a color
    /// as the foreground (a background, surface or fill as the background); any other type is a comment
    /// naming its Swift type. A stub to edit: it compiles, and shows how each token is read.
    func stubModifiers(reader: String) -> [String] {
        func read(_ use: Use) -> String { "\(reader)tokens.\(use.name)" }
        var typography: [String] = [], padding: [String] = [], foreground: [String] = [], comments: [String] = []
        var radius: Use?, background: Use?
        for use in uses {
            switch use.type {
            case Self.typography:
                typography.append(".typography(\(read(use)))")
            case .cgFloat where radius == nil && use.mentions(["radius", "corner"]):
                radius = use
            case .cgFloat:
                padding.append(".padding(\(read(use)))")
            case Self.color where background == nil && use.mentions(["background", "surface", "fill"]):
                background = use
            case Self.color:
                foreground.append(".foregroundStyle(\(read(use)))")
            default:
                let varying = use.readsThroughVarying ? ": differs between contexts, read it with .resolve(in: environment)" : ""
                comments.append("// \(read(use)): \(use.type)\(varying)")
            }
        }
        let shape = radius.map { "RoundedRectangle(cornerRadius: \(read($0)))" } ?? "Rectangle()"
        let fill = background.map { [".background(\(read($0)), in: \(shape))"] } ?? (radius != nil ? [".background(in: \(shape))"] : [])
        return typography + padding + foreground + fill + comments
    }

    static let typography = TokenType.typography.swiftType
    static let color = TokenType.color.swiftType
}
