/// The one printer of the declaration tree: every generated declaration is laid out here, and the
/// reference pages take their declaration heads and signatures from the same functions.
public enum SwiftPrinter {
    /// Declarations with a blank line between each two, as a file or a type body holds them.
    public static func print(_ declarations: [SwiftDeclaration]) -> String {
        var code = SwiftCode()
        code.declarations(declarations)
        return code.text
    }

    /// A type's interface, as a reference shows it: its attributes and head, then what callers can use
    /// (no private or unavailable members), without docs or bodies; properties first, then a blank line,
    /// then the rest.
    public static func interface(of declaration: SwiftDeclaration) -> String {
        guard let head = head(of: declaration.kind) else { return "" }
        var properties: [String] = []
        var others: [String] = []
        func visit(_ member: SwiftDeclaration) {
            guard !member.attributes.contains(.unavailable) else { return }
            switch member.kind {
            case .group(let members): members.forEach(visit)
            case .property(let property) where !property.modifiers.contains(.private): properties.append(Self.head(of: property))
            case .function(let function) where !function.modifiers.contains(.private): others.append(Self.head(of: function))
            case .initializer(let initializer, _) where !initializer.attributes.contains(.unavailable): others.append(signature(of: initializer))
            default: break
            }
        }
        switch declaration.kind {
        case .structure(let type), .protocol(let type), .enumeration(let type), .classDeclaration(let type): type.members.forEach(visit)
        case .extension(let node): node.members.forEach(visit)
        default: break
        }
        let body = properties.map { "    " + $0 } + (properties.isEmpty || others.isEmpty ? [] : [""]) + others.map { "    " + $0 }
        return (attributeLines(declaration.attributes) + [head + " {"] + body + ["}"]).joined(separator: "\n")
    }

    /// `public struct Card<Title: View, Actions: View>: View`, `extension Card where Title == Text`,
    /// `public protocol CardModel`: the line a type or an extension opens with.
    public static func head(of kind: SwiftDeclaration.Kind) -> String? {
        switch kind {
        case .structure(let type): typeHead("struct", type)
        case .protocol(let type): typeHead("protocol", type)
        case .enumeration(let type): typeHead("enum", type)
        case .classDeclaration(let type): typeHead("class", type)
        case .extension(let node):
            "extension " + node.extendedType + inheritanceClause(node.inheritance)
                + (node.constraints.isEmpty ? "" : " where " + node.constraints.map(\.rendered).joined(separator: ", "))
        default: nil
        }
    }

    /// `title: LocalizedStringKey = "x"`, `_ title: Image`, `@ViewBuilder actions: () -> Actions`.
    public static func parameter(_ parameter: ParameterDeclaration) -> String {
        var text = parameter.resultBuilder.map { "@\($0) " } ?? ""
        text += parameter.label == parameter.name ? parameter.name : (parameter.label ?? "_") + " " + parameter.name
        text += ": " + (parameter.isInout ? "inout " : "") + parameterType(resultBuilder: nil, isEscaping: parameter.isEscaping, parameter.type)
        if let defaultValue = parameter.defaultValue { text += " = " + expression(defaultValue) }
        return text
    }

    /// `@ViewBuilder () -> Title`, `@escaping () -> Void`, `Binding<Bool>`: what a call passes.
    public static func parameterType(resultBuilder: String?, isEscaping: Bool, _ type: SwiftType) -> String {
        (resultBuilder.map { "@\($0) " } ?? "") + (isEscaping ? "@escaping " : "") + type.description
    }

    /// `public init(title: LocalizedStringKey, @ViewBuilder actions: () -> Actions)`; without the access
    /// keyword where every reader's declaration has the same (`catalog diff`).
    public static func signature(of initializer: InitializerDeclaration, includesAccess: Bool = true) -> String {
        modifiers(initializer.modifiers + (includesAccess ? [.access(initializer.access)] : []))
            + (initializer.isFailable ? "init?(" : "init(") + initializer.parameters.map(parameter).joined(separator: ", ") + ")"
    }

    /// `where Title == Text, Actions == Never`, or "" for the struct's own initializer.
    public static func whereClause(of initializer: InitializerDeclaration) -> String {
        initializer.constraints.isEmpty ? "" : " where " + initializer.constraints.map(\.rendered).joined(separator: ", ")
    }

    /// The initializer as the Swift file declares it, for a reference: attributes, signature, and for a
    /// constrained one the `extension … where …` of `extendedType` it lives in; past `width` columns, one
    /// parameter per line.
    public static func declaration(of initializer: InitializerDeclaration, in extendedType: String, width: Int) -> String {
        let signature = signature(of: initializer)
        var lines = attributeLines(initializer.attributes) + [signature]
        let head = initializer.constraints.isEmpty ? nil : head(of: .extension(ExtensionDeclaration(extendedType, constraints: initializer.constraints, members: [])))
        let indent = head == nil ? "" : "    "
        if indent.count + signature.count > width, !initializer.parameters.isEmpty {
            let parameters = initializer.parameters.map(parameter)
            lines.removeLast()
            lines.append(modifiers(initializer.modifiers + [.access(initializer.access)]) + "init(")
            lines += parameters.enumerated().map { "    " + $1 + ($0 < parameters.count - 1 ? "," : "") }
            lines.append(")")
        }
        guard let head else { return lines.joined(separator: "\n") }
        return ([head + " {"] + lines.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }

    /// `@State var isExpanded: Bool = false`: a property's line without its accessors.
    public static func head(of property: PropertyDeclaration) -> String {
        var text = property.wrapper.map { $0.description + " " } ?? ""
        text += modifiers(property.modifiers) + property.introducer.rawValue + " " + property.name
        if let type = property.type { text += ": " + type.description }
        if let value = property.initialValue { text += " = " + expression(value) }
        return text
    }

    static func head(of function: FunctionDeclaration) -> String {
        modifiers(function.modifiers) + "func " + function.name + "(" + function.parameters.map(parameter).joined(separator: ", ") + ")"
            + (function.returnType.map { " -> " + $0.description } ?? "")
    }

    /// Attribute lines: inline attributes next to each other share one.
    public static func attributeLines(_ attributes: [SwiftAttribute]) -> [String] {
        var lines: [String] = []
        var previousWasInline = false
        for attribute in attributes {
            if attribute.isInline, previousWasInline {
                lines[lines.count - 1] += " " + attribute.rendered
            } else {
                lines.append(attribute.rendered)
            }
            previousWasInline = attribute.isInline
        }
        return lines
    }

    /// `@MainActor nonisolated public static `: each modifier followed by a space (none for `internal`), in
    /// one order everywhere: attributes, isolation, access, then the others.
    static func modifiers(_ modifiers: [DeclarationModifier]) -> String {
        var text = ""
        for modifier in modifiers.enumerated().sorted(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }).map(\.element) {
            let word = modifier.rendered
            if !word.isEmpty { text += word + " " }
        }
        return text
    }

    private static func typeHead(_ keyword: String, _ type: TypeDeclaration) -> String {
        let generics = type.genericParameters.map { $0.name + ($0.conformance.map { ": " + $0 } ?? "") }.joined(separator: ", ")
        return modifiers(type.modifiers) + keyword + " " + type.name + (generics.isEmpty ? "" : "<\(generics)>")
            + inheritanceClause(type.inheritance)
    }

    private static func inheritanceClause(_ types: [String]) -> String {
        types.isEmpty ? "" : ": " + types.joined(separator: ", ")
    }
}

extension SwiftCode {
    /// Declarations with a blank line between each two; a group's members have none between them.
    mutating func declarations(_ declarations: [SwiftDeclaration]) {
        var first = true
        for declaration in declarations {
            if case .group(let members) = declaration.kind, members.isEmpty { continue }
            if !first { line() }
            first = false
            self.declaration(declaration)
        }
    }

    mutating func declaration(_ declaration: SwiftDeclaration) {
        if let note = declaration.note { line("// " + note) }
        docComment(declaration.doc)
        for attributeLine in SwiftPrinter.attributeLines(declaration.attributes) { line(attributeLine) }
        switch declaration.kind {
        case .structure(let type), .protocol(let type), .enumeration(let type), .classDeclaration(let type):
            members(SwiftPrinter.head(of: declaration.kind) ?? "", type.members)
        case .extension(let node):
            members(SwiftPrinter.head(of: declaration.kind) ?? "", node.members)
        case .initializer(let initializer, let body):
            for attributeLine in SwiftPrinter.attributeLines(initializer.attributes) { line(attributeLine) }
            withBody(SwiftPrinter.signature(of: initializer), body)
        case .property(let property):
            withBody(SwiftPrinter.head(of: property), property.body)
        case .function(let function):
            withBody(SwiftPrinter.head(of: function), function.body)
        case .associatedType(let name, let conformance):
            line("associatedtype " + name + (conformance.map { ": " + $0 } ?? ""))
        case .typeAlias(let name, let type, let modifiers):
            line(SwiftPrinter.modifiers(modifiers) + "typealias " + name + " = " + type.description)
        case .enumCase(let names):
            line("case " + names.joined(separator: ", "))
        case .group(let members):
            for member in members { self.declaration(member) }
        }
    }

    mutating func statements(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .line(let text): line(text)
            case .block(let opening, let body): block(opening) { $0.statements(body) }
            case .closure(let opening, let parameters, let body): block(opening, in: parameters) { $0.statements(body) }
            case .ifElse(let condition, let then, let otherwise):
                line("if " + SwiftPrinter.expression(condition) + " {")
                indented { $0.statements(then) }
                line("} else {")
                indented { $0.statements(otherwise) }
                line("}")
            case .switch(let subject, let cases):
                block("switch " + SwiftPrinter.expression(subject)) { code in
                    for item in cases {
                        let label = item.patterns.isEmpty ? "default" : "case " + item.patterns.map(SwiftPrinter.expression).joined(separator: ", ")
                        code.line(label + ": " + SwiftCode.oneLine(item.body))
                    }
                }
            case .authored(let code, let location): authored(code, at: location)
            case .assignment(let property, let expression):
                let (text, origin) = SwiftPrinter.mappedExpression(expression)
                if let origin {
                    mappedAssignment(property, text, origin: origin.location, offset: origin.offset)
                } else {
                    line("self." + property + " = " + text)
                }
            case .constant(let name, let type, let expression): binding("let", name, type, expression)
            case .variable(let name, let type, let expression): binding("var", name, type, expression)
            case .accessor(let head, let expression): line(head + " { " + SwiftPrinter.expression(expression) + " }")
            case .expression, .return: line(Self.oneLine(statement))
            }
        }
    }

    /// `let name: Type = expression`, `var …`.
    private mutating func binding(_ introducer: String, _ name: String, _ type: SwiftType?, _ expression: SwiftExpression) {
        line(introducer + " " + name + (type.map { ": " + $0.description } ?? "") + " = " + SwiftPrinter.expression(expression))
    }

    /// A statement on one line: an expression or a `return` (a switch case's, too).
    static func oneLine(_ statement: Statement) -> String {
        switch statement {
        case .expression(let expression): expression.description
        case .return(let expression): "return " + expression.description
        default: preconditionFailure("a switch case holds an expression or a return, not \(statement)")
        }
    }

    private mutating func members(_ head: String, _ members: [SwiftDeclaration]) {
        block(head) { $0.declarations(members) }
    }

    private mutating func withBody(_ head: String, _ body: CodeBody?) {
        switch body {
        case nil: line(head)
        case .inline(let text): line(head + (text.isEmpty ? " {}" : " { " + text + " }"))
        case .expression(let expression): line(head + " { " + SwiftPrinter.expression(expression) + " }")
        case .block(let statements) where statements.isEmpty: line(head + " {}")
        case .block(let statements): block(head) { $0.statements(statements) }
        }
    }
}

extension DeclarationModifier {
    fileprivate var rank: Int {
        switch self {
        case .attribute: 0
        case .nonisolated: 1
        case .access, .private: 2
        case .static, .final, .required, .lazy: 3
        }
    }
}
