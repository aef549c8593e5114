import SwiftParser
import SwiftSyntax

/// `backedBy:`'s expression, read with the Swift parser: where its `$0`s are, and which view it makes.
extension SwiftSyntaxChecks {
    /// The expression split at each `$0`, closures included (revision 4: `Badge(type: .status) { Text($0) }`),
    /// with each `self.name` read as the local constant `name` every initializer binds, and the names read;
    /// nil when `text` is not exactly one expression. One segment means it has no `$0`.
    static func dollarZeroSegments(_ text: String) -> (segments: [String], readProperties: [String])? {
        let trimmed = text.trimmingWhitespace()
        guard isExpression(trimmed), let expression = parsedExpression(trimmed) else { return nil }
        let finder = DollarZeroFinder(base: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
        finder.walk(expression)
        var segments: [String] = []
        var current = ""
        var start = trimmed.utf8.startIndex
        for mark in finder.marks {
            let end = trimmed.utf8.index(trimmed.utf8.startIndex, offsetBy: mark.offset)
            current += String(trimmed[start..<end])
            switch mark.kind {
            case .dollarZero:
                segments.append(current)
                current = ""
                start = trimmed.utf8.index(end, offsetBy: 2)
            case .property(let name, let length):
                current += name
                start = trimmed.utf8.index(end, offsetBy: length)
            }
        }
        segments.append(current + String(trimmed[start...]))
        var seen: Set<String> = []
        let read = finder.marks.compactMap { mark -> String? in
            if case .property(let name, _) = mark.kind, seen.insert(name).inserted { return name }
            return nil
        }
        return (segments, read)
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

/// Finds every `$0` token and every `self.name`, as UTF-8 offsets into the expression's own text.
private final class DollarZeroFinder: SyntaxVisitor {
    enum Kind { case dollarZero, property(String, length: Int) }
    var marks: [(offset: Int, kind: Kind)] = []
    private let base: Int

    init(base: Int) {
        self.base = base
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.base?.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let length = node.declName.endPositionBeforeTrailingTrivia.utf8Offset - start
            marks.append((start - base, .property(node.declName.baseName.text, length: length)))
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier("$0") = token.tokenKind {
            marks.append((token.positionAfterSkippingLeadingTrivia.utf8Offset - base, .dollarZero))
        }
        return .visitChildren
    }
}
