/// What the accessibility audit reads of `CatalogExample` besides the view (issue 49): where the example is
/// in its spec, its number among the component's examples, and the findings the spec accepts
/// (`audit: accept:`), as `CatalogAuditAcceptance` values. A test target runs the audit; the library only
/// carries these facts.
enum GalleryAudit {
    static let acceptanceType = "CatalogAuditAcceptance"

    typealias Case = (component: ComponentPlan, index: Int, name: String)

    /// `CatalogExample`'s members: `specLocation`, `number` and `auditAccepted`.
    static func members(_ cases: [Case], access: DeclarationModifier) -> [SwiftDeclaration] {
        func switchProperty(_ doc: String, _ name: String, type: SwiftType, _ value: (Case) -> SwiftExpression) -> SwiftDeclaration {
            GalleryRenderer.switchProperty(doc, name, type: type, access: access, cases.map { ([$0.name], value($0)) })
        }
        return [
            switchProperty("Where the example's code is in its spec (`specs/Card.yaml:24`).", "specLocation", type: .string) {
                let location = $0.component.examples[$0.index].codeLocation
                return .string("\(location.file):\(location.line)")
            },
            switchProperty("The example's number among its component's, from 1 in the spec's order.", "number", type: .int) { .number(Double($0.index + 1)) },
            switchProperty("The audit's findings the component's spec accepts for this example (`audit: accept:`).", "auditAccepted",
                           type: .array(.named(acceptanceType))) { entry in
                let accepted = entry.component.auditAccepted.filter { $0.example == nil || $0.example == entry.index + 1 }
                return .array(accepted.map(literal))
            },
        ]
    }

    private static func literal(_ acceptance: AuditAcceptance) -> SwiftExpression {
        .call(acceptanceType, .init("check", .string(acceptance.check.rawValue)), .init("reason", .string(acceptance.reason)),
              .init("mode", acceptance.mode.map(SwiftExpression.string) ?? .nil),
              .init("location", .string("\(acceptance.location.file):\(acceptance.location.line)")))
    }

    /// `CatalogAuditAcceptance`: a check, the reason, the mode it is narrowed to and where the spec says so.
    static func acceptance(access: DeclarationModifier, level: AccessLevel) -> SwiftDeclaration {
        let fields: [(String, SwiftType)] = [("check", .string), ("reason", .string), ("mode", .optional(.string)), ("location", .string)]
        return SwiftDeclaration(doc: ["A finding of the accessibility audit that a component's spec accepts (`audit: accept:`), with why."],
                                .structure(TypeDeclaration([access], acceptanceType, inheritance: ["Hashable", "Sendable"], members: fields.map {
            SwiftDeclaration(.property(PropertyDeclaration([access], .let, $0.0, type: $0.1)))
        } + [
            SwiftDeclaration(.initializer(InitializerDeclaration(access: level, parameters: fields.map { .named($0.0, $0.1) }),
                                          body: .block(fields.map { .assignment(property: $0.0, .name($0.0)) }))),
        ])))
    }
}
