extension Constraint {
    /// `Title == Text`, as a `where` clause has it.
    public var rendered: String { genericParameter + " == " + type.description }
}

extension SwiftPrinter {
    /// `Card<Text, Never>`, `(any CardModel)?`, `@MainActor (AnyView, Int) -> AnyView`.
    public static func type(_ type: SwiftType) -> String {
        switch type {
        case .named(let name, let arguments):
            arguments.isEmpty ? name : name + "<" + arguments.map(Self.type).joined(separator: ", ") + ">"
        case .optional(let wrapped):
            wrapped.needsParenthesesBeforeSuffix ? "(" + Self.type(wrapped) + ")?" : Self.type(wrapped) + "?"
        case .array(let element): "[" + Self.type(element) + "]"
        case .dictionary(let key, let value): "[" + Self.type(key) + ": " + Self.type(value) + "]"
        case .existential(let name): "any " + name
        case .opaque(let name): "some " + name
        case .written(let text, _): text
        case .builderClosure(let result): "() -> " + result
        case .function(let parameters, let result): "(" + parameters.map(Self.type).joined(separator: ", ") + ") -> " + Self.type(result)
        case .attributed(let attribute, let wrapped): attribute.rendered + " " + Self.type(wrapped)
        }
    }

    /// `Text(title)`, `subtitle.map { Text($0) }`, `SwiftUI.Color(.sRGB, red: 0, …)`: an expression on one line.
    public static func expression(_ expression: SwiftExpression) -> String { mappedExpression(expression).text }

    /// `(title: "Hello", count: 1)`: a call's arguments.
    public static func arguments(_ arguments: [SwiftArgument]) -> String {
        var writer = ExpressionWriter()
        writer.write(arguments)
        return writer.text
    }

    /// The expression, and where the first part its author wrote in a spec starts in it (a UTF-8 offset)
    /// with where the author wrote it: what maps the compiler's errors in it to the spec.
    public static func mappedExpression(_ expression: SwiftExpression) -> (text: String, origin: (location: SourceLocation, offset: Int)?) {
        var writer = ExpressionWriter()
        writer.write(expression)
        return (writer.text, writer.origin)
    }
}

private struct ExpressionWriter {
    var text = ""
    var origin: (location: SourceLocation, offset: Int)?

    mutating func write(_ expression: SwiftExpression) {
        switch expression {
        case .name(let name): text += name
        case .member(let base, let member):
            if let base { write(base) }
            text += "." + member
        case .call(let callee, let arguments):
            write(callee)
            write(arguments)
        case .string(let value): text += SwiftNames.stringLiteral(value)
        case .number(let value): text += TokenNumber.format(value)
        case .decimal(let value): text += String(value)
        case .empty: break
        case .bool(let value): text += value ? "true" : "false"
        case .nil: text += "nil"
        case .array(let elements):
            text += "["
            list(elements) { $0.write($1) }
            text += "]"
        case .closure(_, let parameters, .empty) where parameters.isEmpty: text += "{}"
        case .closure(let captures, let parameters, let body):
            text += "{ " + (captures.isEmpty ? "" : "[" + captures.joined(separator: ", ") + "] ")
            text += parameters.isEmpty ? (captures.isEmpty ? "" : "in ") : parameters.joined(separator: ", ") + " in "
            write(body)
            text += " }"
        case .binary(let lhs, let op, let rhs):
            write(lhs)
            text += " " + op + " "
            write(rhs)
        case .not(let value):
            text += "!"
            write(value)
        case .ifCase(let pattern, let value, let then, let otherwise):
            text += "if case "
            write(pattern)
            text += " = "
            write(value)
            text += " { "
            write(then)
            text += " } else { "
            write(otherwise)
            text += " }"
        case .ifThen(let condition, let then):
            text += "if "
            write(condition)
            text += " { "
            write(then)
            text += " }"
        case .subscript(let base, let indices):
            write(base)
            text += "["
            list(indices) { $0.write($1) }
            text += "]"
        case .trailingClosure(let callee, let closure):
            write(callee)
            text += " "
            write(closure)
        case .tuple(let elements):
            text += "("
            list(elements) { $0.write($1) }
            text += ")"
        case .optionalBinding(let name): text += "let " + name
        case .keyPath(let path): text += "\\." + path
        case .emptyDictionary: text += "[:]"
        case .placeholder(let name): text += "<#" + name + "#>"
        case .optionalMap(let base, let isFlat, let closure):
            write(base)
            text += isFlat ? ".flatMap " : ".map "
            write(closure)
        case .parenthesized(let value):
            text += "("
            write(value)
            text += ")"
        case .forceUnwrapped(let value):
            write(value)
            text += "!"
        case .optionalChained(let value):
            write(value)
            text += "?"
        case .conditional(let condition, let then, let otherwise):
            write(condition)
            text += " ? "
            write(then)
            text += " : "
            write(otherwise)
        case .authored(let segments, let filling, let location):
            if let location, origin == nil { origin = (location, text.utf8.count) }
            for (index, segment) in segments.enumerated() {
                if index > 0, let filling { write(filling) }
                text += segment
            }
        }
    }

    /// `(label: value, …)`.
    mutating func write(_ arguments: [SwiftArgument]) {
        text += "("
        list(arguments) { writer, argument in
            if let label = argument.label { writer.text += label + ": " }
            writer.write(argument.value)
        }
        text += ")"
    }

    private mutating func list<Element>(_ elements: [Element], _ each: (inout ExpressionWriter, Element) -> Void) {
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            each(&self, element)
        }
    }
}

extension SwiftType {
    /// `any P`, `some P` and function types need parentheses before `?`.
    fileprivate var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .existential, .opaque, .builderClosure, .function, .attributed: true
        case .written(_, let isFunction): isFunction
        case .named, .optional, .array, .dictionary: false
        }
    }
}
