// Components that use design tokens (revision 4): a property's `token:` default and a component's `tokens:`.
extension ValidationRun {
    /// Token checks run only when the tokens resolved; when catalog.yaml names tokens that failed, their
    /// own errors say why and a use would only repeat them.
    private var tokensFailed: Bool { tokens == nil && specs.settings?.tokens != nil }

    /// The token a path names, or an error (no tokens, unknown path with the nearest one, deprecated: a warning).
    private mutating func token(_ written: Located<String>, for what: String) -> TokenCatalog.Token? {
        guard let tokens else {
            if !tokensFailed { error("\(what) names a design token, but catalog.yaml names no tokens (add tokens: { resolver: … } or { files: [...] })", at: written.location) }
            return nil
        }
        let text = TokenRenames.path(written.value).description
        guard let token = tokens.token(TokenPath(dotted: text)) else {
            let hint = Suggestions.closestPath(to: text, among: tokens.tokens.map(\.path.description)).map { "; did you mean '\($0)'?" } ?? ""
            error("no design token '\(text)'\(hint)", at: written.location)
            return nil
        }
        if let target = token.forwardsTo, let renamed = tokens.token(target) {
            // The generated code reads the new member, so the design system's own build does not warn.
            diagnostics.append(.warning("token '\(text)' is renamed to '\(target)'; write '\(target)'", at: written.location))
            return renamed
        }
        if let deprecation = token.deprecated {
            // A `tokens:` member is deprecated with it; a default argument cannot read it without a warning.
            let consequence = what == "token" ? " (the initializers' default reads it, so the catalog's own build warns: name the token that replaces it)" : ""
            diagnostics.append(.warning("token '\(text)' is deprecated" + (deprecation.message.map { ": \($0)" } ?? "") + consequence, at: written.location))
        }
        return token
    }

    /// A component that reads a token needing iOS 17 API must be available only there (SPEC "Design tokens").
    private mutating func checkAvailability(of token: TokenCatalog.Token, in tokens: TokenCatalog, spec: ComponentSpec, at location: SourceLocation) {
        guard tokens.needsIOS17(token) else { return }
        let iOS = spec.available?.value.first { $0.platform.value == "iOS" }?.version.value
        guard let iOS, let major = Int(iOS.split(separator: ".").first ?? ""), major >= 17 else {
            error("token '\(token.path)' needs iOS 17 (\(token.type == .color ? "a color that differs between contexts resolves itself from the environment" : "SwiftUI's UnitCurve")); make the component available there: available: { iOS: \"17.0\", macOS: \"14.0\", tvOS: \"17.0\", watchOS: \"10.0\" }", at: location)
            return
        }
    }

    /// `token:` on a property: its default becomes the token's Swift value.
    mutating func resolveTokenDefault(_ spec: PropertySpec, _ property: inout Property, component: ComponentSpec) {
        guard let written = spec.token else { return }
        if let location = spec.defaultValue?.location ?? spec.familyDefault?.location {
            error("'token' and 'default' both give a default; keep one", at: location)
            return
        }
        guard let token = token(written, for: "token"), let tokens else { return }
        let swiftType = token.type.swiftType.description
        if tokens.isVarying(token), token.type != .color {
            error("token '\(token.path)' differs between contexts (\(token.varying.map { tokens.modifiers[$0].name }.joined(separator: ", "))): a default argument is evaluated outside any environment; name a token that does not vary, or read it in the body with tokens:", at: written.location)
            return
        }
        let type = property.type.description.replacingSwiftUIPrefix
        let expected = swiftType.replacingSwiftUIPrefix
        guard type == expected || type == expected + "?" || type == "Optional<\(expected)>" else {
            error("token '\(token.path)' is a \(token.type.rawValue), whose Swift type is \(swiftType); the property's type is '\(property.type)' (did you mean '\(swiftType)'?)", at: spec.type?.location ?? spec.name.location)
            return
        }
        checkAvailability(of: token, in: tokens, spec: component, at: spec.token?.location ?? spec.name.location)
        property.defaultValue = TokenNames.qualifiedName(of: token.path, namespace: tokens.namespace)
        property.token = token.path
    }

    /// `tokens:` on a component: each name with its token's Swift type.
    mutating func validateTokenUses(_ spec: ComponentSpec, usedNames: [String: SourceLocation]) -> [ComponentToken] {
        guard !spec.tokens.isEmpty else { return [] }
        if let taken = usedNames["tokens"] {
            error("'tokens' is the member a component's tokens: generates; rename the slot or property declared at \(taken.line):\(taken.column)", at: spec.tokens[0].name.location)
        }
        return spec.tokens.compactMap { use in
            guard SwiftNames.isIdentifier(use.name.value), !SwiftNames.isReserved(use.name.value) else {
                error("'\(use.name.value)' in tokens: is not a Swift identifier", at: use.name.location)
                return nil
            }
            guard let token = token(use.path, for: "tokens: '\(use.name.value)'"), let tokens else { return nil }
            let qualified = TokenNames.qualifiedName(of: token.path, namespace: tokens.namespace)
            checkAvailability(of: token, in: tokens, spec: spec, at: use.path.location)
            return ComponentToken(name: use.name.value, path: token.path.description, qualifiedName: qualified, type: tokens.readType(of: token),
                                  deprecation: token.deprecated.map { $0.message.map(tokens.swiftMessage) ?? "\(token.path) is deprecated." })
        }
    }
}

private extension String {
    /// `SwiftUI.Color` and `Color` name one type in a spec.
    var replacingSwiftUIPrefix: String {
        split(separator: "SwiftUI.", omittingEmptySubsequences: false).joined().filter { $0 != " " }
    }
}
