import SwiftParser
import SwiftSyntax

/// Checks that spec text is exactly one Swift type or expression, with the real Swift parser, so a
/// `default` cannot end the parameter list and inject declarations into generated code.
enum SwiftSyntaxChecks {
    /// The type, typed as far as the plan needs (optionals, function types), or nil when `text` is not
    /// exactly one well-formed type.
    static func parseType(_ text: String) -> SwiftType? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.contains("\n") else { return nil }
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
        guard !trimmed.isEmpty else { return false }
        let file = Parser.parse(source: "let v = \(trimmed)\n")
        guard !file.hasError, file.statements.count == 1,
              case .decl(let decl) = file.statements.first!.item,
              let variable = decl.as(VariableDeclSyntax.self),
              variable.bindings.count == 1,
              let value = variable.bindings.first?.initializer?.value
        else { return false }
        return value.trimmedDescription == trimmed
    }
}
