/// Everything catalog knows about one `$type`, in one place (SPEC "Design tokens": the mapping): how its
/// `$value` is read, its Swift type and value, its words in the references, its pictures. A new type is its
/// descriptor, one line in `TokenTypes.all` and one row in docs/DesignTokens.md (a test holds the three,
/// and the fuzzer's words, together).
protocol TokenTypeDescriptor {
    /// The payload of its `TokenValue` case.
    associatedtype Value: Hashable & Sendable

    static var type: TokenType { get }
    /// The Swift type of a token that does not vary.
    static var swiftType: SwiftType { get }
    /// docs/DesignTokens.md's "notes" column.
    static var notes: String { get }
    /// The module-level type its Swift type is (`TokenBorder`), generated when a token needs it.
    static var valueType: TokenPlan.ValueType? { get }
    /// Its Swift value needs iOS 17 API (`UnitCurve`).
    static var needsIOS17: Bool { get }
    /// A constant is a `static let` (its value is a literal Swift evaluates once); else a computed `static var`.
    static var isStoredConstant: Bool { get }

    static func wrap(_ value: Value) -> TokenValue
    static func unwrap(_ value: TokenValue) -> Value?
    /// A literal `$value` (references inside it followed through `parser`); nil after a diagnostic.
    static func parse<Resolver: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<Resolver>) -> Value?
    /// Its Swift value, an expression of `swiftType`.
    static func expression(_ value: Value, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression
    /// In words, as the references and the diff show it: `#0066FF`, `16 pt`, `150 ms`.
    static func words(_ value: Value, remBase: Double) -> String
    /// A small SVG for the references; nil when there is nothing to draw.
    static func picture(_ value: Value, remBase: Double) -> TokenPicture?
    /// What the gallery's tokens screen draws for the token `name` (Swift that reads it); nil for nothing.
    static func galleryPicture(_ name: String, isVarying: Bool) -> String?
}

extension TokenTypeDescriptor {
    static var valueType: TokenPlan.ValueType? { nil }
    static var needsIOS17: Bool { false }
    static var isStoredConstant: Bool { false }
    static func picture(_ value: Value, remBase: Double) -> TokenPicture? { nil }
    static func galleryPicture(_ name: String, isVarying: Bool) -> String? { nil }

    // The same operations on any `TokenValue`, so callers dispatch through `TokenType.descriptor`.

    static func parseValue<Resolver: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<Resolver>) -> TokenValue? {
        parse(node, with: &parser).map(wrap)
    }

    static func expression(of value: TokenValue, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression? {
        unwrap(value).map { expression($0, expressions, extensions: extensions) }
    }

    static func words(of value: TokenValue, remBase: Double) -> String? { unwrap(value).map { words($0, remBase: remBase) } }

    static func picture(of value: TokenValue, remBase: Double) -> TokenPicture? { unwrap(value).flatMap { picture($0, remBase: remBase) } }
}

/// The registry: each `$type` catalog reads → its descriptor. A switch, so a type without a descriptor does
/// not compile; the one place that dispatches on the type.
extension TokenType {
    var descriptor: any TokenTypeDescriptor.Type {
        switch self {
        case .color: ColorTokenType.self
        case .dimension: DimensionTokenType.self
        case .number: NumberTokenType.self
        case .duration: DurationTokenType.self
        case .cubicBezier: CubicBezierTokenType.self
        case .fontFamily: FontFamilyTokenType.self
        case .fontWeight: FontWeightTokenType.self
        case .strokeStyle: StrokeStyleTokenType.self
        case .gradient: GradientTokenType.self
        case .shadow: ShadowTokenType.self
        case .border: BorderTokenType.self
        case .transition: TransitionTokenType.self
        case .typography: TypographyTokenType.self
        case .string: StringTokenType.self
        case .boolean: BooleanTokenType.self
        case .link: LinkTokenType.self
        }
    }

    /// The Swift type of a token of this type that does not vary.
    public var swiftType: SwiftType { descriptor.swiftType }

    /// Needs iOS 17 API whether or not it varies (`UnitCurve`).
    public var needsIOS17: Bool { descriptor.needsIOS17 }
}

extension TokenValue {
    /// In words, as the references and the diff show it.
    public func words(remBase: Double) -> String { type.descriptor.words(of: self, remBase: remBase) ?? "" }
}
