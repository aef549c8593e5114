/// The kinds of deviation from the Format that real exports carry and catalog reads anyway (SPEC revision 5):
/// each warning of one carries its kind, so that catalog.yaml can acknowledge a kind (`tokens: accept:`),
/// `tokens: strict: true` can refuse them all, and every run ends with one line per kind.
public enum TokenDeviation: String, CaseIterable, Sendable {
    case hexString = "hex-string"
    case shortHex = "short-hex"
    case stringValue = "string-value"
    case unitlessDimension = "unitless-dimension"
    case pointUnits = "dp-pt-units"
    case emDimension = "em-dimension"
    case emLetterSpacing = "em-letter-spacing"
    case lineHeightDimension = "line-height-dimension"
    case tokensStudio = "tokens-studio"
    case arithmetic = "arithmetic"
    case typographyField = "typography-field"
    case typographyDefault = "typography-default"
    case unknownProperty = "unknown-property"
    case shadowSpread = "shadow-spread"
    case insetShadow = "inset-shadow"
    case gamutClipped = "gamut-clipped"
    case incompleteGroup = "incomplete-group"
    case leftOut = "left-out"

    /// What the kind is, in the run's summary line.
    var summary: String {
        switch self {
        case .hexString: "colors written as hex or CSS rgb() strings"
        case .shortHex: "'hex' members of 3, 4 or 8 digits"
        case .stringValue: "values written as strings (\"16px\", \"40%\")"
        case .unitlessDimension: "dimensions without a unit, read as px"
        case .pointUnits: "dp and pt read as points"
        case .emDimension: "em outside typography, read as em × remBase"
        case .emLetterSpacing: "letter spacing in em or %, read as a fraction of the font size"
        case .lineHeightDimension: "line heights as dimensions or 'normal'"
        case .tokensStudio: "Tokens Studio's type and field names"
        case .arithmetic: "Tokens Studio's arithmetic, evaluated per context"
        case .typographyField: "typography fields SwiftUI cannot apply, ignored"
        case .typographyDefault: "typography values missing fields, given the defaults"
        case .unknownProperty: "unknown $ properties, kept and not read"
        case .shadowSpread: "shadow spreads SwiftUI cannot draw, dropped"
        case .insetShadow: "inner shadows drawn as outer ones"
        case .gamutClipped: "colors outside Display P3, clipped"
        case .incompleteGroup: "groups that hold only $type or $description"
        case .leftOut: "tokens left out of the generated Swift"
        }
    }
}

extension Diagnostic {
    static func deviation(_ kind: TokenDeviation, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, message, kind: kind.rawValue)
    }
}

/// `tokens: accept:` and `strict:` applied to a run's token diagnostics, and its summary: one note per kind
/// of deviation (its count and first position).
enum TokenDeviations {
    static func apply(_ diagnostics: [Diagnostic], accepted: Set<String>, strict: Bool) -> [Diagnostic] {
        var counts: [String: (count: Int, first: SourceLocation)] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let kind = diagnostic.kind else {
                kept.append(diagnostic)
                continue
            }
            let seen = counts[kind]
            counts[kind] = ((seen?.count ?? 0) + 1, min(seen?.first ?? diagnostic.location, diagnostic.location))
            if strict {
                var refused = diagnostic
                refused.severity = .error
                refused.message += " (tokens: strict: true refuses it)"
                kept.append(refused)
            } else if !accepted.contains(kind) {
                kept.append(diagnostic)
            }
        }
        let notes = TokenDeviation.allCases.compactMap { deviation -> Diagnostic? in
            guard let (count, first) = counts[deviation.rawValue] else { return nil }
            let said = strict ? "tokens: strict: true" : accepted.contains(deviation.rawValue) ? "accepted in catalog.yaml" : "acknowledge with tokens: accept: [\(deviation.rawValue)]"
            return Diagnostic(.note, at: first, "\(count) × \(deviation.rawValue): \(deviation.summary); the first here (\(said))")
        }
        return kept + notes
    }
}
