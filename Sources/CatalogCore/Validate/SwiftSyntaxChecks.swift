import SwiftParser
import SwiftSyntax

/// Checks that spec text is exactly one Swift type or expression, with the real Swift parser, so a
/// `default` cannot end the parameter list and inject declarations into generated code.
enum SwiftSyntaxChecks {
    /// Brackets, parentheses, braces and angle brackets open at once: specs nest three deep at most.
    static let maximumNesting = 12
    /// Square brackets open at once. swift-syntax 603 parses `[` with a lookahead that doubles its work at
    /// each level, closed or not (`[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]`: 1.1 s in a debug build; thirty never
    /// finish), so deeper text is refused before the parser sees it; five levels cost about a millisecond.
    static let maximumSquareNesting = 5
    /// Characters of one type, default or example: the parser's work grows with it.
    static let maximumLength = 4_000

    /// `": it nests brackets more than 12 deep"` for a message, or nothing when the parser saw the text.
    static func reason(_ text: String, after separator: String = ": ") -> String {
        let trimmed = text.trimmingWhitespace()
        if let refusal = refusal(trimmed) { return separator + refusal }
        // `'info'`: a string quoted as in YAML, Python or JavaScript.
        if trimmed.utf8.count >= 2, trimmed.hasPrefix("'"), trimmed.hasSuffix("'") {
            return separator + "Swift strings take double quotes: in YAML, write '\"\(trimmed.dropFirst().dropLast())\"'"
        }
        return ""
    }

    /// Why `text` is not handed to the parser at all, or nil when it may be.
    static func refusal(_ text: String) -> String? {
        if text.utf8.count > maximumLength {
            return "it is longer than \(maximumLength) characters"
        }
        var depth = 0, square = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                square += 1
                if square > maximumSquareNesting { return "it nests square brackets more than \(maximumSquareNesting) deep" }
                fallthrough
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
                if depth > maximumNesting { return "it nests brackets more than \(maximumNesting) deep" }
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                fallthrough
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// The type, typed as far as the plan needs (optionals, function types), or nil when `text` is not
    /// exactly one well-formed type.
    static func parseType(_ text: String) -> SwiftType? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasLineBreak, refusal(trimmed) == nil else { return nil }
        let file = Parser.parse(source: "typealias T = \(trimmed)\n")
        guard !file.hasError, file.statements.count == 1,
              case .decl(let decl) = file.statements.first!.item,
              let alias = decl.as(TypeAliasDeclSyntax.self),
              alias.initializer.value.trimmedDescription == trimmed
        else { return nil }
        return swiftType(alias.initializer.value)
    }

    private static func swiftType(_ written: TypeSyntax) -> SwiftType {
        if let optional = written.as(OptionalTypeSyntax.self) { return .optional(swiftType(optional.wrappedType)) }
        // `(() -> Void)`: the parentheses are the printer's business (it adds them before `?`).
        var syntax = written
        while let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
              only.firstName == nil {
            syntax = only.type
        }
        if let someOrAny = syntax.as(SomeOrAnyTypeSyntax.self) {
            let constraint = someOrAny.constraint.trimmedDescription
            return someOrAny.someOrAnySpecifier.text == "any" ? .existential(constraint) : .opaque(constraint)
        }
        var type = syntax
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                      only.firstName == nil {
                type = only.type
            } else {
                break
            }
        }
        return .written(syntax.trimmedDescription, isFunction: type.is(FunctionTypeSyntax.self))
    }

    /// Whether `text` is exactly one well-formed expression.
    static func isExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, refusal(trimmed) == nil else { return false }
        let file = Parser.parse(source: "let v = \(trimmed)\n")
        guard !file.hasError, file.statements.count == 1,
              case .decl(let decl) = file.statements.first!.item,
              let variable = decl.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let value = variable.bindings.first?.initializer?.value
        else { return false }
        return value.trimmedDescription == trimmed
    }

    /// Whether `text` is exactly what may follow `Element:` in a generic parameter list: a protocol, a
    /// class, or a composition (`Hashable & Sendable`).
    static func isConstraint(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasLineBreak, refusal(trimmed) == nil else { return false }
        let file = Parser.parse(source: "struct S<T: \(trimmed)> {}\n")
        guard !file.hasError, file.statements.count == 1,
              case .decl(let decl) = file.statements.first!.item,
              let parameters = decl.as(StructDeclSyntax.self)?.genericParameterClause?.parameters, parameters.count == 1,
              let constraint = parameters.first?.inheritedType, !constraint.is(SomeOrAnyTypeSyntax.self)
        else { return false }
        return constraint.trimmedDescription == trimmed
    }

    /// The type names a type starts from: `Element` in `[Element]` and `(Element) -> Void`, `Place` in
    /// `Place.ID` (never `ID`, a member). Empty when `text` is not a type.
    static func typeNames(in text: String) -> Set<String> {
        guard refusal(text.trimmingWhitespace()) == nil else { return [] }
        let visitor = TypeNameVisitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: "typealias T = \(text)\n"))
        return visitor.names
    }
}

private final class TypeNameVisitor: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
