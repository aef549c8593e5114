// Properties: a name, exactly one Swift type, and a default that fits it.
extension ValidationRun {
    mutating func validateProperty(_ spec: PropertySpec, usedNames: inout [String: SourceLocation]) -> Property? {
        var nameOK = checkMemberName(spec.name, what: "property", usedNames: &usedNames)
        let modifier = checkModifier(spec, valid: &nameOK)
        // The loader keeps a property only with a `type:` or `cases:`, and `resolveCases` sets the type then.
        let type = checkType(spec.type ?? Located("", at: spec.name.location))
        let isBinding = spec.binding?.value ?? false
        if let defaultValue = spec.defaultValue { checkPropertyDefault(defaultValue, of: spec, isBinding: isBinding) }
        guard nameOK, let type else { return nil }
        var property = Property(name: spec.name.value, type: type,
                                defaultValue: spec.defaultValue?.value.trimmingWhitespace(), isBinding: isBinding,
                                isClosure: type.isFunctionOrOptionalFunction && !isBinding, doc: spec.doc?.value, location: spec.name.location)
        property.isUnlabeled = spec.unlabeled?.value ?? false
        property.modifier = modifier
        property.twin = spec.twin.flatMap { checkTwin($0, of: spec, usedNames: &usedNames) }
        return property
    }

    /// `twin:`: a free identifier for a label, one Swift type, and one expression that uses `$0`.
    mutating func checkTwin(_ twin: TwinSpec, of spec: PropertySpec, usedNames: inout [String: SourceLocation]) -> PropertyTwin? {
        if spec.modifier != nil {
            error("a modifier property is set by its method, not an initializer: it has no twin", at: twin.location)
            return nil
        }
        let labelOK = checkMemberName(twin.label, what: "twin", usedNames: &usedNames)
        let type = checkType(twin.type)
        let convert = twin.convert.value.trimmingWhitespace()
        if !convert.contains("$0") {
            error("convert must use $0, the twin's value (every $0 is replaced by '\(twin.label.value)', inside closures too)", at: twin.convert.location)
            return nil
        }
        guard labelOK, let type else { return nil }
        let checked = PropertyTwin(label: twin.label.value, type: type, convert: convert, location: twin.location)
        // The expression the initializers will hold, as printed.
        let expression = checked.expression.description
        guard SwiftSyntaxChecks.isExpression(expression) else {
            error("convert '\(convert)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(expression))", at: twin.convert.location)
            return nil
        }
        return checked
    }

    /// Exactly one Swift type, as written; nil after a positioned error.
    mutating func checkType(_ written: Located<String>) -> SwiftType? {
        let type = SwiftSyntaxChecks.parseType(written.value)
        if type == nil {
            error("type '\(written.value)' is not exactly one Swift type\(SwiftSyntaxChecks.reason(written.value))", at: written.location)
        }
        return type
    }

    /// A default: exactly one Swift expression; false after a positioned error.
    mutating func checkDefaultExpression(_ written: Located<String>) -> Bool {
        guard SwiftSyntaxChecks.isExpression(written.value) else {
            error("default '\(written.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(written.value))", at: written.location)
            return false
        }
        return true
    }

    /// A property's default (or one family's): one Swift expression that fits the type; false after an error.
    @discardableResult
    mutating func checkPropertyDefault(_ defaultValue: Located<String>, of spec: PropertySpec, isBinding: Bool) -> Bool {
        if !checkDefaultExpression(defaultValue) {
            return false
        } else if isBinding && defaultValue.value.trimmingWhitespace() == "nil" {
            error("a binding's default must be a Binding, not nil; did you mean '.constant(nil)'?", at: defaultValue.location)
        } else if defaultValue.value.trimmingWhitespace() == "nil", let written = spec.type?.value, let type = SwiftSyntaxChecks.parseType(written),
                  !type.isOptional, !["!"].contains(where: written.trimmingWhitespace().hasSuffix),
                  !["Optional<", "Swift.Optional<"].contains(where: written.trimmingWhitespace().hasPrefix) {
            // Caught here: the compiler would report it in every generated initializer instead.
            error("default nil needs an optional type; did you mean '\(SwiftType.optional(type))'?", at: defaultValue.location)
        } else {
            return true
        }
        return false
    }
}
