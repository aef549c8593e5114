import SwiftParser
import SwiftSyntax

/// `backedBy:`'s expression, read with the Swift parser: where its `$0`s are, and which view it makes.
extension SwiftSyntaxChecks {
    /// The expression split at each `$0` that is its own (not a nested closure's), or nil when `text` is
    /// not exactly one expression. One segment means it has no `$0`.
    static func dollarZeroSegments(_ text: String) -> [String]? {
        let trimmed = text.trimmingWhitespace()
        guard isExpression(trimmed), let expression = parsedExpression(trimmed) else { return nil }
        let finder = DollarZeroFinder(viewMode: .sourceAccurate)
        finder.walk(expression)
        var segments: [String] = []
        var start = trimmed.utf8.startIndex
        for offset in finder.offsets {
            let end = trimmed.utf8.index(trimmed.utf8.startIndex, offsetBy: offset)
            segments.append(String(trimmed[start..<end]))
            start = trimmed.utf8.index(end, offsetBy: 2)
        }
        segments.append(String(trimmed[start...]))
        return segments
    }

    /// The type a call makes when its callee names one: `Heading(…)` → `Heading`, `DS.Heading(…)` →
    /// `DS.Heading`; nil for anything else (a modifier chain, a generic view), whose type the author names.
    static func calledTypeName(_ text: String) -> String? {
        guard let expression = parsedExpression(text.trimmingWhitespace()),
              let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        var names: [String] = []
        while let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            callee = base
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        names.insert(reference.baseName.text, at: 0)
        guard let last = names.last, last.first?.isUppercase == true,
              names.allSatisfy({ SwiftNames.isIdentifier($0) }) else { return nil }
        return names.joined(separator: ".")
    }

    private static func parsedExpression(_ trimmed: String) -> ExprSyntax? {
        let file = Parser.parse(source: "let v = \(trimmed)\n")
        guard let decl = file.statements.first?.item.as(VariableDeclSyntax.self) else { return nil }
        return decl.bindings.first?.initializer?.value
    }
}

/// Finds `$0` tokens outside nested closures, as UTF-8 offsets into the expression's own text.
private final class DollarZeroFinder: SyntaxVisitor {
    var offsets: [Int] = []
    private var base: Int?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if base == nil { base = token.positionAfterSkippingLeadingTrivia.utf8Offset }
        if case .dollarIdentifier("$0") = token.tokenKind, let base {
            offsets.append(token.positionAfterSkippingLeadingTrivia.utf8Offset - base)
        }
        return .visitChildren
    }
}
