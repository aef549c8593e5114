// Rules for one `state:` entry.
extension ValidationRun {
    /// `state:` entries: stored wrappers for the body, named like members.
    mutating func validateState(_ spec: StateSpec, usedNames: inout [String: SourceLocation]) -> StateProperty? {
        let nameOK = checkMemberName(spec.name, what: "state", usedNames: &usedNames)
        var wrapperOK = checkIdentifier(spec.wrapper, what: "property wrapper")
        // Every initializer of these takes a storage key, which no key of a state entry can write.
        if ["AppStorage", "SceneStorage"].contains(spec.wrapper.value) {
            error("\(spec.wrapper.value) needs a storage key, which a state entry cannot give (keyPath is a key path); "
                  + "keep the value in the app and pass it in as a binding property", at: spec.wrapper.location)
            wrapperOK = false
        }
        var type: SwiftType?
        if let written = spec.type {
            type = SwiftSyntaxChecks.parseType(written.value)
            if type == nil { error("type '\(written.value)' is not exactly one Swift type\(SwiftSyntaxChecks.reason(written.value))", at: written.location) }
        }
        if let rule = Self.defaultRules[spec.wrapper.value] {
            switch (rule, spec.defaultValue) {
            case (.required(let reason, let unlessOptional), nil) where type.map({ !(unlessOptional && $0.isOptional) }) ?? false:
                error("@\(spec.wrapper.value) needs a default: \(reason)", at: spec.name.location)
            case (.refused(let reason), let written?):
                error("@\(spec.wrapper.value) takes no default: \(reason)", at: written.location)
            default:
                break
            }
        }
        if let defaultValue = spec.defaultValue, !SwiftSyntaxChecks.isExpression(defaultValue.value) {
            error("default '\(defaultValue.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(defaultValue.value))", at: defaultValue.location)
        }
        if let keyPath = spec.keyPath {
            let text = keyPath.value.trimmingWhitespace()
            if spec.wrapper.value == "State" {
                error("@State takes no keyPath (a key path is for a wrapper such as Environment)", at: keyPath.location)
            } else if !text.hasPrefix("\\") || !SwiftSyntaxChecks.isExpression(text) {
                error("keyPath '\(keyPath.value)' is not exactly one Swift key path (like \\.dynamicTypeSize)", at: keyPath.location)
            }
        } else if spec.wrapper.value == "Environment" {
            error("an Environment state needs a keyPath (like \\.dynamicTypeSize)", at: spec.wrapper.location)
        }
        if spec.type == nil && spec.keyPath == nil && spec.wrapper.value != "Environment" {
            error("state '\(spec.name.value)' needs a type", at: spec.name.location)
        }
        guard nameOK, wrapperOK, spec.type == nil || type != nil else { return nil }
        let keyPath = spec.keyPath?.value.trimmingWhitespace()
        let wrapper: StateProperty.Wrapper = switch spec.wrapper.value {
        case "State": .state
        case "Environment": .environment(keyPath: keyPath ?? "")
        default: .other(name: spec.wrapper.value, argument: keyPath)
        }
        return StateProperty(name: spec.name.value, wrapper: wrapper, type: type,
                             defaultValue: spec.defaultValue?.value.trimmingWhitespace(), doc: nil)
    }

    /// SwiftUI's wrappers by what their initializers take (iOS 17.4): a value each needs, or cannot take.
    /// A wrapper of the author's own is not checked.
    enum DefaultRule {
        case required(String, unlessOptional: Bool)
        case refused(String)
    }

    static let defaultRules: [String: DefaultRule] = [
        "State": .required("its type is not optional, so it has no initial value", unlessOptional: true),
        "ScaledMetric": .required("the value it scales", unlessOptional: false),
        "FocusState": .refused("it starts unfocused (false or nil)"),
        "Namespace": .refused("SwiftUI makes its ID"),
        "Environment": .refused("it reads the environment's value"),
    ]
}
