/// Facts about a token's Swift reading that validation, the plan and the references share.
extension TokenCatalog {
    /// Whether Swift reads it from the environment: it differs between contexts of a mapped modifier (one that
    /// is not fixed at its default).
    public func isVarying(_ token: Token) -> Bool {
        token.varying.contains { modifiers[$0].mode != .fixed }
    }

    /// Whether its declaration needs iOS 17 API: a color that resolves itself, a curve, a transition.
    public func needsIOS17(_ token: Token) -> Bool {
        (token.type == .color && isVarying(token)) || token.type.needsIOS17
    }

    /// Its Swift type as a component reads it: `Tokens.Varying<CGFloat>` for a non-color that varies.
    public func readType(of token: Token) -> SwiftType { readType(token.type, isVarying: isVarying(token), namespace: namespace) }

    /// Whether Swift reads it through `Varying` (`.resolve(in:)`): it varies and is not a color.
    public func readsThroughVarying(_ token: Token) -> Bool { Self.readsThroughVarying(token.type, isVarying: isVarying(token)) }

    static func readsThroughVarying(_ type: TokenType, isVarying: Bool) -> Bool { isVarying && type != .color }

    /// A token's Swift type: its type's, in `Varying<…>` when it varies and is not a color (which resolves itself).
    /// `namespace` qualifies `Varying` (nil inside the namespace).
    public func readType(_ type: TokenType, isVarying: Bool, namespace: String?) -> SwiftType {
        guard Self.readsThroughVarying(type, isVarying: isVarying) else { return type.swiftType }
        return TokenNames.varying(type.swiftType, namespace: namespace)
    }
}
