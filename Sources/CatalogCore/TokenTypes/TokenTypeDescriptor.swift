/// Everything catalog knows about one `$type`, in one place (SPEC "Design tokens": the mapping): its name,
/// how its `$value` is read and held, its Swift type and value, its words in the references, its pictures.
/// A new type is its descriptor, one line in `TokenTypes.all` and one row in docs/DesignTokens.md (a test
/// holds the three, and the fuzzer's words, together).
protocol TokenTypeDescriptor: SendableMetatype {
    /// What a `TokenValue` of the type holds.
    associatedtype Value: Hashable & Sendable

    /// The `$type` as a token file spells it (`color`).
    static var name: String { get }
    /// The Swift type of a token that does not vary.
    static var swiftType: SwiftType { get }
    /// docs/DesignTokens.md's "notes" column.
    static var notes: String { get }
    /// A `$value` of the type as a token file writes it (JSON, no reference): the tests read, generate,
    /// type-check (stand-in and Apple's SDK) and draw one token of every registered type from it.
    static var sample: String { get }
    /// The module-level type its Swift type is (`TokenBorder`), generated when a token needs it.
    static var valueType: TokenPlan.ValueType? { get }
    /// Its Swift value needs iOS 17 API (`UnitCurve`).
    static var needsIOS17: Bool { get }
    /// A constant is a `static let` (its value is a literal Swift evaluates once); else a computed `static var`.
    static var isStoredConstant: Bool { get }

    /// A literal `$value` (references inside it followed through `parser`); nil after a diagnostic.
    static func parse<Resolver: TokenReferenceResolving>(_ node: YAMLNode, with parser: inout TokenValueParser<Resolver>) -> Value?
    /// Its Swift value, an expression of `swiftType`.
    static func expression(_ value: Value, _ expressions: TokenExpressions, extensions: YAMLNode?) -> SwiftExpression
    /// In words, as the references and the diff show it: `#0066FF`, `16 pt`, `150 ms`.
    static func words(_ value: Value, remBase: Double) -> String
    /// A small SVG for the references; nil when there is nothing to draw.
    static func picture(_ value: Value, remBase: Double) -> TokenPicture?
    /// What the gallery's tokens screen draws for the token `token` (an expression that reads it); nil for nothing.
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression?
}

extension TokenTypeDescriptor {
    static var valueType: TokenPlan.ValueType? { nil }
    static var needsIOS17: Bool { false }
    static var isStoredConstant: Bool { false }
    static func picture(_ value: Value, remBase: Double) -> TokenPicture? { nil }
    static func galleryPicture(_ token: SwiftExpression, isVarying: Bool) -> SwiftExpression? { nil }

    static var type: TokenType { TokenType(self) }

    static func wrap(_ value: Value) -> TokenValue { TokenValue(type: type, payload: value) }

    static func unwrap(_ value: TokenValue) -> Value? { value.type == type ? value.payload as? Value : nil }

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

extension TokenValue {
    /// In words, as the references and the diff show it.
    public func words(remBase: Double) -> String { type.descriptor.words(of: self, remBase: remBase) ?? "" }
}

/// The gallery pictures' modifiers, as expressions the printer prints.
extension SwiftExpression {
    /// `self.method(arguments)`.
    func calling(_ method: String, _ arguments: SwiftArgument...) -> SwiftExpression { .call(.member(self, method), arguments) }

    /// `self.frame(width: 44, height: 44)`: a swatch's size in the gallery.
    var framedSquare: SwiftExpression { calling("frame", .init("width", .number(44)), .init("height", .number(44))) }
}
