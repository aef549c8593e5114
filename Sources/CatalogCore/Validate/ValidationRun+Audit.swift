/// The checks of the accessibility audit (`_TestRenderer.audit` in the SwiftUI stand-in, which names them
/// the same; a test holds the two lists equal).
public enum AuditCheck: String, CaseIterable, Hashable, Sendable, Encodable {
    case contrast
    case dynamicType = "dynamic-type"
    case label
    case imageLabel = "image-label"
    case symbolOnly = "symbol-only"
    case targetSize = "target-size"
}

/// One `audit: accept:` entry, checked: a finding the team accepts and why.
public struct AuditAcceptance: Hashable, Sendable, Encodable {
    public var check: AuditCheck
    public var reason: String
    /// From 1, in the spec's order; nil: every example.
    public var example: Int?
    /// A word of the mode's name; nil: every mode.
    public var mode: String?
    public var location: SourceLocation
}

extension ValidationRun {
    /// `audit: accept:`: known checks, a reason each, an example the spec has.
    mutating func checkAudit(_ spec: ComponentSpec) -> [AuditAcceptance] {
        guard let audit = spec.audit else { return [] }
        let checks = AuditCheck.allCases.map(\.rawValue)
        return audit.accept.compactMap { accept in
            guard let check = AuditCheck(rawValue: accept.check.value) else {
                let hint = Suggestions.closest(to: accept.check.value, among: checks).map { "; did you mean '\($0)'?" }
                error("'\(accept.check.value)' is not a check of the audit" + (hint ?? " (\(checks.joined(separator: ", ")))"), at: accept.check.location)
                return nil
            }
            if accept.reason.value.trimmingWhitespace().isEmpty || accept.reason.value.hasLineBreak {
                error("reason must be one non-empty line: say why the team accepts the finding (the audit prints it)", at: accept.reason.location)
            }
            if let example = accept.example, !(1...max(1, spec.examples.count)).contains(example.value) || spec.examples.isEmpty {
                error("example \(example.value) is not one of \(spec.name.value)'s \(spec.examples.count) examples (numbered from 1)", at: example.location)
            }
            if let mode = accept.mode, mode.value.trimmingWhitespace().isEmpty {
                error("mode must be a word of the mode's name (light, dark, increased, accessibility3, RTL)", at: mode.location)
            }
            return AuditAcceptance(check: check, reason: accept.reason.value, example: accept.example?.value,
                                   mode: accept.mode?.value.trimmingWhitespace(), location: accept.check.location)
        }
    }
}
