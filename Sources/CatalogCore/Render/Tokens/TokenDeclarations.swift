/// The declaration tree of `Swift/<Namespace>.swift`: the namespace's enums and members, the contexts
/// SwiftUI's environment selects, and the module-level value types the members use.
public struct TokenDeclarations: Sendable {
    public let plan: TokenPlan
    let expressions: TokenExpressions

    public init(_ plan: TokenPlan) {
        self.plan = plan
        expressions = TokenExpressions(remBase: plan.catalog.remBase)
    }

    static let iOS17: SwiftAttribute = .available([
        PlatformVersion(platform: "iOS", version: "17.0"), PlatformVersion(platform: "macOS", version: "14.0"),
        PlatformVersion(platform: "tvOS", version: "17.0"), PlatformVersion(platform: "watchOS", version: "10.0"),
    ])

    var access: DeclarationModifier { .access(plan.access) }
    var catalog: TokenCatalog { plan.catalog }
    var namespace: String { catalog.namespace }

    public var file: [SwiftDeclaration] {
        var namespaceMembers = group(plan.root).members
        if !catalog.modifiers.isEmpty { namespaceMembers = contextDeclarations + namespaceMembers }
        let doc = "The catalog's design tokens" + (catalog.modifiers.isEmpty ? "." : ", resolved in every combination of "
            + catalog.modifiers.map { "`\($0.name)` (\($0.contexts.joined(separator: ", ")))" }.joined(separator: " and ") + ".")
        let root = SwiftDeclaration(doc: [doc], .enumeration(TypeDeclaration([access], namespace, members: namespaceMembers)))
        return [root] + supportDeclarations + environmentDeclarations + colorTable
    }

    private func group(_ group: TokenPlan.Group) -> TypeDeclaration {
        var members = group.members.map(member)
        members += group.groups.map { SwiftDeclaration(doc: [$0.description], .enumeration(self.group($0))) }
        return TypeDeclaration([access], group.name, members: members)
    }

    private func member(_ member: TokenPlan.Member) -> SwiftDeclaration {
        let token = plan.token(member)
        var attributes: [SwiftAttribute] = member.needsIOS17 ? [Self.iOS17] : []
        if let renamed = token.renamedTo {
            attributes.append(.renamed(catalog.renamedSpelling(from: token.path, to: renamed), message: token.deprecated?.message.map(catalog.swiftMessage)))
        } else if let deprecation = token.deprecated {
            attributes.append(.deprecated(message: deprecation.message.map(catalog.swiftMessage) ?? "\(token.path) is deprecated."))
        }
        let name = TokenNames.declared(member.name)
        let property: PropertyDeclaration
        let type = plan.readType(of: member, qualified: false)
        if let target = token.forwardsTo {
            property = PropertyDeclaration([access, .static], .var, name, type: type,
                                           body: .expression(.name(TokenNames.qualifiedName(of: target, namespace: namespace))))
        } else if member.isVarying && member.tokenType == .color {
            property = PropertyDeclaration([access, .static], .var, name, type: type,
                                           body: .expression(.call("SwiftUI.Color", .unlabeled(.member("TokenColor", TokenNames.colorTable(of: token.path))))))
        } else if member.isVarying {
            let values = token.values.map { value(of: token, $0) }
            property = PropertyDeclaration([access, .static], .var, name, type: type,
                                           body: .expression(.call(TokenNames.varyingType, .unlabeled(.array(values)))))
        } else if member.tokenType.descriptor.isStoredConstant {
            property = PropertyDeclaration([access, .static], .let, name, type: type, initialValue: value(of: token, token.value))
        } else {
            property = PropertyDeclaration([access, .static], .var, name, type: type, body: .expression(value(of: token, token.value)))
        }
        return SwiftDeclaration(doc: TokenDocs.comment(token, in: catalog, expressions: expressions), attributes: attributes, .property(property))
    }

    private func value(of token: TokenCatalog.Token, _ value: TokenValue) -> SwiftExpression { expressions.expression(value, extensions: token.extensions) }

    /// `extension TokenColor { static let colorTextDefault = TokenColor([…]) }`.
    private var colorTable: [SwiftDeclaration] {
        let varying = plan.members.map(\.member).filter { $0.isVarying && $0.tokenType == .color && plan.token($0).forwardsTo == nil }
        guard !varying.isEmpty else { return [] }
        let members = varying.map { member -> SwiftDeclaration in
            let token = plan.token(member)
            let values = token.values.compactMap { $0.as(ColorTokenType.self).map { expressions.resolved($0.device) } }
            return SwiftDeclaration(doc: ["`\(TokenNames.qualifiedName(of: token.path, namespace: namespace))` in each context."],
                                    .property(PropertyDeclaration([access, .static], .let, TokenNames.colorTable(of: token.path), type: nil,
                                                                  initialValue: .call("TokenColor", .unlabeled(.array(values))))))
        }
        return [SwiftDeclaration(attributes: [Self.iOS17], .extension(ExtensionDeclaration("TokenColor", members: members)))]
    }
}
