/// What a component is, as its spec describes it: built once by validation (`describe`, below, with the
/// rules of the texts it publishes) and held, never copied, by the validated component and its plan (both
/// read its fields as their own, through dynamic member lookup). A new descriptive key is its field in
/// `Schema/Spec.swift` and its table entry, one field, rule and argument here, and its use: no planner
/// line, no plan field.
public struct ComponentInfo: Hashable, Sendable, Encodable {
    public var name: String
    /// The spec's path, and where its `component:` key is: component-wide diagnostics point there.
    public var file: String
    public var location: SourceLocation
    public var summary: String
    public var description: String?
    /// Where the component sits in the index and the gallery; nil: ungrouped ("Other", last).
    public var group: String?
    /// As written, else stable; a deprecated component is deprecated whatever it says.
    public var status: ComponentStatus
    /// In the spec's order.
    public var tags: [String]
    public var examples: [Example]
    public var access: AccessLevel
    public var strategy: InitializerStrategy
    /// The deprecation message of the component and everything generated for it.
    public var deprecation: String?
    /// `iOS 17.0`, `macOS 14.0`: the platforms of `@available(…, *)` on everything generated, in the spec's order.
    public var availability: [PlatformVersion]
    /// Whether the component is styleable (`CardStyle`): its body is generated and applies the style.
    public var isStyled: Bool
    /// Whether a UIKit view (`CardView`) hosts the component (`uikit: true` here or in catalog.yaml).
    public var isUIKit: Bool
    /// The accessibility audit's findings the team accepts (`audit: accept:`), each with its reason.
    public var auditAccepted: [AuditAcceptance] = []
    /// What the audit's record says of its examples (`specs/audit/accessibility.json`), in example order;
    /// empty without a record.
    public var audited: [AuditRecord.Example] = []

    /// The indices of the examples the gallery and the previews show (and so the audit renders): not the
    /// deprecated ones, which use deprecated API (DeprecationTests compiles them instead).
    public var galleryExamples: [Int] { examples.indices.filter { examples[$0].deprecation == nil } }

    /// The spec's file name (`Card.yaml`), for the generated header.
    public var sourceFile: String { SpecLoader.fileName(of: file) }
}

/// `iOS 17.0` in `@available(iOS 17.0, *)`.
public struct PlatformVersion: Hashable, Sendable, Encodable, CustomStringConvertible {
    public var platform: String
    public var version: String

    public init(platform: String, version: String) {
        self.platform = platform
        self.version = version
    }

    public var description: String { "\(platform) \(version)" }
}

extension ValidationRun {
    /// The component's description, its texts checked: they are published (the reference, Quick Help, the gallery).
    mutating func describe(_ spec: ComponentSpec, settings: CatalogSettingsSpec?, strategy: InitializerStrategy) -> ComponentInfo {
        checkTexts(spec)
        checkStatus(spec)
        let isStyled = spec.style?.value ?? settings?.styles?.value ?? false
        let deprecation = checkDeprecation(spec, isStyled: isStyled)
        return ComponentInfo(
            name: spec.name.value, file: spec.file, location: spec.name.location, summary: spec.summary.value,
            description: spec.description?.value, group: spec.group?.value.trimmingWhitespace(),
            status: deprecation != nil ? .deprecated : spec.status?.value ?? .stable, tags: spec.tags.map(\.value),
            examples: spec.examples.map { Example(title: $0.title.value, code: $0.code.value, codeLocation: $0.code.location, deprecation: $0.deprecated?.value) },
            access: spec.access?.value ?? settings?.access?.value ?? .public, strategy: strategy, deprecation: deprecation,
            availability: spec.available.map { checkAvailability($0) } ?? [], isStyled: isStyled,
            isUIKit: spec.uikit?.value ?? settings?.uikit?.value ?? false, auditAccepted: checkAudit(spec))
    }

    mutating func checkTexts(_ spec: ComponentSpec) {
        let name = spec.name
        if spec.summary.value.hasLineBreak || spec.summary.value.trimmingWhitespace().isEmpty {
            error("summary must be one non-empty line", at: spec.summary.location)
        } else if spec.summary.value.trimmingWhitespace().uppercased().hasPrefix("TODO") {
            // `catalog new` writes a TODO summary: it would be published as is.
            diagnostics.append(.warning("summary still starts with TODO: say in one line what \(name.value) is (the reference and Quick Help show it)", at: spec.summary.location))
        }
        if let group = spec.group, group.value.hasLineBreak || group.value.trimmingWhitespace().isEmpty {
            error("group must be one non-empty line", at: group.location)
        }
        // Each example is compiled as `return AnyView(<code>)` in the gallery and as a preview's body.
        for example in spec.examples {
            if example.title.value.trimmingWhitespace().uppercased().hasPrefix("TODO") {
                diagnostics.append(.warning("example title still starts with TODO: say what the example shows (the gallery and the reference list it)", at: example.title.location))
            }
            // `"aString"` is how generated call sites fill a parameter, not what a reader should copy.
            if let placeholder = Validator.samplePlaceholder(in: example.code.value) {
                diagnostics.append(.warning("example uses the placeholder \"\(placeholder)\": show a value a reader would pass (examples are published)", at: example.code.location))
            }
        }
        for example in spec.examples where !SwiftSyntaxChecks.isExpression(example.code.value) {
            error("example code must be one Swift expression: it becomes a preview and a case of the gallery\(SwiftSyntaxChecks.reason(example.code.value, after: "; "))", at: example.code.location)
        }
        var seenTags: [String: SourceLocation] = [:]
        for tag in spec.tags {
            if tag.value.hasLineBreak || tag.value.trimmingWhitespace().isEmpty {
                error("a tag must be one non-empty line", at: tag.location)
            } else if let first = seenTags[tag.value] {
                error("duplicate tag '\(tag.value)' (first at \(first.file):\(first.line):\(first.column))", at: tag.location)
            } else {
                seenTags[tag.value] = tag.location
            }
        }

    }
}
