// The declaration tree: what a generated Swift file declares, as values. `ComponentDeclarations` builds
// a component's tree once from the plan; `SwiftPrinter` prints every generated declaration, and the
// reference pages and `catalog diff` read the same nodes (heads, initializers, the model protocol).
// Bodies are statements (lines of code and braced blocks), not an expression tree: nothing reads them back.

/// One declaration with its doc comment and attribute lines.
public struct SwiftDeclaration: Hashable, Sendable {
    /// A `//` line above the doc comment: a maintainer's note, not published.
    public var note: String?
    /// `///` paragraphs.
    public var doc: [String]
    /// Lines above the declaration; inline ones (`@MainActor @preconcurrency`) share a line.
    public var attributes: [SwiftAttribute]
    public var kind: Kind

    public init(note: String? = nil, doc: [String?] = [], attributes: [SwiftAttribute] = [], _ kind: Kind) {
        self.note = note
        self.doc = doc.compactMap { $0?.trimmingWhitespace() }.filter { !$0.isEmpty }
        self.attributes = attributes
        self.kind = kind
    }

    public indirect enum Kind: Hashable, Sendable {
        /// `public struct Card<Title: View>: View { … }`.
        case structure(TypeDeclaration)
        /// `public protocol CardModel { … }`.
        case `protocol`(TypeDeclaration)
        /// `public enum CatalogExample: String, CaseIterable { … }`.
        case enumeration(TypeDeclaration)
        /// `public final class CardView: UIView { … }`.
        case classDeclaration(TypeDeclaration)
        /// `extension Card where Title == Text { … }`.
        case `extension`(ExtensionDeclaration)
        /// An initializer and its body (nil in a protocol).
        case initializer(InitializerDeclaration, body: CodeBody?)
        case property(PropertyDeclaration)
        case function(FunctionDeclaration)
        /// `associatedtype Body: View`.
        case associatedType(name: String, conformance: String?)
        /// `typealias Configuration = CardStyleConfiguration`, `public typealias DSButtonRole = DSButtonKind`.
        case typeAlias(name: String, type: SwiftType, modifiers: [DeclarationModifier] = [])
        /// `case primary, secondary`.
        case enumCase([String])
        /// Members printed without blank lines between them (stored properties, enum cases).
        case group([SwiftDeclaration])
    }
}

/// A keyword before a declaration's introducer; `SwiftPrinter` prints them in one order.
public enum DeclarationModifier: Hashable, Sendable {
    /// Nothing for `internal`: generated code states only what differs from the default.
    case access(AccessLevel)
    /// An attribute on the declaration's own line, before the modifiers (`@MainActor @ViewBuilder private var`).
    case attribute(SwiftAttribute)
    case nonisolated, `static`, `private`, final, required, lazy

    public static var mainActor: Self { .attribute(.mainActor) }
    public static var viewBuilder: Self { .attribute(.viewBuilder) }

    var rendered: String {
        switch self {
        case .access(let access): access == .internal ? "" : access.rawValue
        case .attribute(let attribute): attribute.rendered
        case .lazy: "lazy"
        case .nonisolated: "nonisolated"
        case .static: "static"
        case .private: "private"
        case .final: "final"
        case .required: "required"
        }
    }
}

/// `<Title: View>`: a generic parameter and its conformance.
public struct GenericParameter: Hashable, Sendable {
    public var name: String
    public var conformance: String?

    public init(_ name: String, _ conformance: String?) {
        self.name = name
        self.conformance = conformance
    }
}

/// A struct, class, protocol or enum: its head and members.
public struct TypeDeclaration: Hashable, Sendable {
    public var modifiers: [DeclarationModifier]
    public var name: String
    public var genericParameters: [GenericParameter]
    public var inheritance: [String]
    public var members: [SwiftDeclaration]

    public init(_ modifiers: [DeclarationModifier], _ name: String, generics: [GenericParameter] = [],
                inheritance: [String] = [], members: [SwiftDeclaration] = []) {
        self.modifiers = modifiers
        self.name = name
        genericParameters = generics
        self.inheritance = inheritance
        self.members = members
    }
}

/// `extension Card where Title == Text` or `extension CatalogExample: View`.
public struct ExtensionDeclaration: Hashable, Sendable {
    public var extendedType: String
    public var inheritance: [String]
    public var constraints: [Constraint]
    public var members: [SwiftDeclaration]

    public init(_ extendedType: String, inheritance: [String] = [], constraints: [Constraint] = [], members: [SwiftDeclaration]) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.constraints = constraints
        self.members = members
    }
}

/// `@Binding public var isOn: Bool`, `var hasIcon: Bool { icon != nil }`, `var title: String { get }`.
public struct PropertyDeclaration: Hashable, Sendable {
    public enum Introducer: String, Hashable, Sendable { case `let`, `var` }

    public var wrapper: PropertyWrapper?
    public var modifiers: [DeclarationModifier]
    public var introducer: Introducer
    public var name: String
    /// Nil where the initial value or the wrapper gives it (`@Environment(\.dynamicTypeSize)`).
    public var type: SwiftType?
    public var initialValue: SwiftExpression?
    /// Accessors: `{ get }`, a getter expression, or blocks.
    public var body: CodeBody?

    public init(wrapper: PropertyWrapper? = nil, _ introducer: Introducer, _ name: String, type: SwiftType?,
                initialValue: SwiftExpression? = nil, body: CodeBody? = nil) {
        self.init(wrapper: wrapper, [], introducer, name, type: type, initialValue: initialValue, body: body)
    }

    public init(wrapper: PropertyWrapper? = nil, _ modifiers: [DeclarationModifier], _ introducer: Introducer,
                _ name: String, type: SwiftType?, initialValue: SwiftExpression? = nil, body: CodeBody? = nil) {
        (self.wrapper, self.modifiers, self.introducer, self.name) = (wrapper, modifiers, introducer, name)
        (self.type, self.initialValue, self.body) = (type, initialValue, body)
    }
}

/// `nonisolated public func cardStyle(_ style: some CardStyle) -> some View`.
public struct FunctionDeclaration: Hashable, Sendable {
    public var modifiers: [DeclarationModifier]
    public var name: String
    /// `_ style: some CardStyle`: printed as an initializer's are.
    public var parameters: [ParameterDeclaration]
    public var returnType: SwiftType?
    /// Nil in a protocol.
    public var body: CodeBody?

    public init(_ modifiers: [DeclarationModifier], _ name: String, parameters: [ParameterDeclaration], returns returnType: SwiftType?, body: CodeBody?) {
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
    }
}

/// The braces of a declaration: on its line (`{ get }`, `{}`), or a block of statements.
public enum CodeBody: Hashable, Sendable {
    case inline(String)
    /// `{ expression }`: a getter's one expression.
    case expression(SwiftExpression)
    case block([Statement])
}

/// A line of code, or a braced block of them: `switch self { … }`, `ForEach(items) { item in … }`.
public indirect enum Statement: Hashable, Sendable {
    case line(String)
    case block(String, [Statement])
    /// A trailing closure with parameters.
    case closure(String, parameters: String, [Statement])
    /// `if condition { … } else { … }`.
    case ifElse(SwiftExpression, [Statement], else: [Statement])
    /// `switch subject {` with a line per case: `case .a, .b: statement`, `default: statement`.
    case `switch`(SwiftExpression, [SwitchCase])
    /// Code from a spec, at its place there (`SwiftCode.authored`).
    case authored(String, at: SourceLocation)
    /// `self.property = expression`: an author's part in it (`backedBy:`) at its place in the spec
    /// (`SwiftCode.mappedAssignment`).
    case assignment(property: String, SwiftExpression)
    /// `let name: Type = expression`.
    case constant(String, type: SwiftType?, SwiftExpression)
    /// `var name: Type = expression`.
    case variable(String, type: SwiftType?, SwiftExpression)
    /// `get { expression }`, `nonmutating set { … }`: an accessor on one line.
    case accessor(String, SwiftExpression)
    /// An expression on its own line: `self.init(model: model)`.
    case expression(SwiftExpression)
    /// `return expression`.
    case `return`(SwiftExpression)
}

/// One line of a `switch`: `case (true, false): appearance = .dark`, `case .a, .b: return "Card"`; `default:`
/// without patterns. Its statement is one line: an expression or a `return`.
public struct SwitchCase: Hashable, Sendable {
    public var patterns: [SwiftExpression]
    public var body: Statement

    public init(patterns: [SwiftExpression], _ body: Statement) {
        (self.patterns, self.body) = (patterns, body)
    }

    public init(_ pattern: SwiftExpression, _ body: Statement) {
        self.init(patterns: [pattern], body)
    }

    public static func `default`(_ body: Statement) -> SwitchCase { SwitchCase(patterns: [], body) }
}

extension AccessLevel {
    /// `public `, or nothing for `internal`.
    public var prefix: String { self == .internal ? "" : rawValue + " " }
}
