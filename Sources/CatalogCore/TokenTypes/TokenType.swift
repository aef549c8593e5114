/// A `$type` catalog reads, by its spelling in a token file: the `name` of one descriptor in `TokenTypes.all`.
public struct TokenType: Hashable, Sendable, CustomStringConvertible {
    /// Everything catalog knows about the type.
    let descriptor: any TokenTypeDescriptor.Type

    init(_ descriptor: any TokenTypeDescriptor.Type) { self.descriptor = descriptor }

    /// The registered type spelled `rawValue` (`color`, `fontWeight`); nil for a `$type` catalog does not read.
    public init?(rawValue: String) {
        guard let descriptor = TokenTypes.all.first(where: { $0.name == rawValue }) else { return nil }
        self.descriptor = descriptor
    }

    /// As a token file spells it.
    public var rawValue: String { descriptor.name }
    public var description: String { rawValue }

    /// Every type catalog reads, in the registry's order.
    public static var allCases: [TokenType] { TokenTypes.all.map(TokenType.init) }

    // A type is its name: the registry holds one descriptor per name (TokenTypeRegistryTests).
    public static func == (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The Swift type of a token of this type that does not vary.
    public var swiftType: SwiftType { descriptor.swiftType }

    /// Needs iOS 17 API whether or not it varies (`UnitCurve`).
    public var needsIOS17: Bool { descriptor.needsIOS17 }
}

/// The registry: every `$type` catalog reads, one line each. Its order is the order `$type` suggestions
/// are weighed in (`TokenDocumentReader.unknownTypeNote`).
enum TokenTypes {
    static let all: [any TokenTypeDescriptor.Type] = [
        ColorTokenType.self,
        DimensionTokenType.self,
        FontFamilyTokenType.self,
        FontWeightTokenType.self,
        DurationTokenType.self,
        CubicBezierTokenType.self,
        NumberTokenType.self,
        StrokeStyleTokenType.self,
        BorderTokenType.self,
        TransitionTokenType.self,
        ShadowTokenType.self,
        GradientTokenType.self,
        TypographyTokenType.self,
        StringTokenType.self,
        BooleanTokenType.self,
        LinkTokenType.self,
    ]
}

/// The types code outside their descriptors names (`token.type == .color`): a new type needs none.
extension TokenType {
    public static let color = ColorTokenType.type
    public static let dimension = DimensionTokenType.type
    public static let number = NumberTokenType.type
    public static let typography = TypographyTokenType.type
}
