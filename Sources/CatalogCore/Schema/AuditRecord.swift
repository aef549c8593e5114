/// The accessibility audit's record, `specs/audit/accessibility.json` (issue 49): the audit test renders
/// every example in every mode and writes it (`_TestAuditReport.record` in the SwiftUI stand-in); each
/// component's reference page shows it. The generator cannot run bodies, the test can: the record carries
/// what it saw. It is derived, so a problem in it is a warning and the pages leave the audit out.
public struct AuditRecord: Hashable, Sendable {
    public static let path = "audit/accessibility.json"

    /// `audited 832 example renderings: 0 errors, …`.
    public var summary: String
    public var examples: [Example]

    public struct Example: Hashable, Sendable, Encodable {
        public var component: String
        /// From 1, in the spec's order.
        public var number: Int
        /// Where the example was when the audit ran (`specs/Card.yaml:24`): a record older than its spec says so.
        public var spec: String
        public var renderings: [Rendering]
        public var location: SourceLocation
    }

    /// The modes in which an example renders alike (`dark, increased contrast`), and what it shows there.
    public struct Rendering: Hashable, Sendable, Encodable {
        public var modes: String
        public var texts: [TextContrast]
        public var findings: [Finding]
    }

    public struct TextContrast: Hashable, Sendable, Encodable {
        public var text: String
        /// `#1C1C1E`; nil: not known to the audit (the system's).
        public var foreground: String?
        public var background: String?
        /// `16.1` (truncated, as contrast checkers do); nil without both colors.
        public var ratio: String?
        /// `4.5`, or `3` for large text.
        public var minimum: String
    }

    public struct Finding: Hashable, Sendable, Encodable {
        /// `error`, `warning` or `not checked`.
        public var severity: String
        public var check: String
        /// `Text "Title"`.
        public var leaf: String
        public var message: String
        /// The spec's reason, when it accepts the finding.
        public var accepted: String?
    }
}

extension AuditRecord {
    /// The record in `file` (JSON, read by the YAML parser as every input is); nil with warnings when it
    /// cannot be read.
    public static func load(_ file: InputFile) -> (AuditRecord?, [Diagnostic]) {
        let (root, syntax) = YAMLLoader.load(file.bytes, file: file.path)
        var reader = NodeReader()
        let record = root.flatMap { reader.auditRecord($0) }
        let diagnostics = (syntax + reader.diagnostics).map {
            Diagnostic.warning($0.message + "; the reference leaves the audit out (run the audit again: `swift test`)", at: $0.location)
        }
        return (diagnostics.isEmpty ? record : nil, diagnostics)
    }
}

extension NodeReader {
    mutating func auditRecord(_ node: YAMLNode) -> AuditRecord? {
        guard let fields = fields(of: node, in: "the audit record", allowed: ["format", "version", "summary", "examples"],
                                  required: ["format", "version", "summary", "examples"]) else { return nil }
        if let version = int("version", in: fields), version.value != 1 {
            report("the audit record's version is \(version.value); this catalog reads version 1", at: version.location)
        }
        let examples = (sequence("examples", in: fields) ?? []).compactMap { node -> AuditRecord.Example? in
            guard let fields = self.fields(of: node, in: "an audited example", allowed: ["component", "example", "spec", "renderings"],
                                           required: ["component", "example", "spec", "renderings"]),
                  let component = string("component", in: fields), let number = int("example", in: fields),
                  let spec = string("spec", in: fields) else { return nil }
            let renderings = (sequence("renderings", in: fields) ?? []).compactMap { auditRendering($0) }
            return AuditRecord.Example(component: component.value, number: number.value, spec: spec.value, renderings: renderings,
                                       location: node.location)
        }
        guard let summary = string("summary", in: fields) else { return nil }
        return AuditRecord(summary: summary.value, examples: examples)
    }

    private mutating func auditRendering(_ node: YAMLNode) -> AuditRecord.Rendering? {
        guard let fields = fields(of: node, in: "an audited rendering", allowed: ["modes", "texts", "findings"], required: ["modes", "texts", "findings"]),
              let modes = string("modes", in: fields) else { return nil }
        let texts = (sequence("texts", in: fields) ?? []).compactMap { node -> AuditRecord.TextContrast? in
            guard let fields = self.fields(of: node, in: "a text's contrast", allowed: ["text", "foreground", "background", "ratio", "minimum"],
                                           required: ["text", "minimum"]),
                  let text = string("text", in: fields), let minimum = string("minimum", in: fields) else { return nil }
            return AuditRecord.TextContrast(text: text.value, foreground: string("foreground", in: fields)?.value,
                                            background: string("background", in: fields)?.value, ratio: string("ratio", in: fields)?.value,
                                            minimum: minimum.value)
        }
        let findings = (sequence("findings", in: fields) ?? []).compactMap { node -> AuditRecord.Finding? in
            guard let fields = self.fields(of: node, in: "a finding", allowed: ["severity", "check", "leaf", "message", "accepted"],
                                           required: ["severity", "check", "leaf", "message"]),
                  let severity = string("severity", in: fields), let check = string("check", in: fields),
                  let leaf = string("leaf", in: fields), let message = string("message", in: fields) else { return nil }
            return AuditRecord.Finding(severity: severity.value, check: check.value, leaf: leaf.value, message: message.value,
                                       accepted: string("accepted", in: fields)?.value)
        }
        return AuditRecord.Rendering(modes: modes.value, texts: texts, findings: findings)
    }
}
