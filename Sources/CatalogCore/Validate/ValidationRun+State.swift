// Rules for one `state:` entry.
extension ValidationRun {
    /// `state:` entries: stored wrappers for the body, named like members.
    mutating func validateState(_ spec: StateSpec, usedNames: inout [String: SourceLocation]) -> StateProperty? {
        let nameOK = checkMemberName(spec.name, what: "state", usedNames: &usedNames)
        let wrapperOK = checkIdentifier(spec.wrapper, what: "property wrapper")
        let swiftUI = Self.swiftUIWrappers[spec.wrapper.value]
        var type: SwiftType?
        if let written = spec.type {
            type = SwiftSyntaxChecks.parseType(written.value)
            if type == nil { error("type '\(written.value)' is not exactly one Swift type\(SwiftSyntaxChecks.reason(written.value))", at: written.location) }
        }
        if let swiftUI { checkAgainstSwiftUI(swiftUI, spec, type: type) }
        if let defaultValue = spec.defaultValue, !SwiftSyntaxChecks.isExpression(defaultValue.value) {
            error("default '\(defaultValue.value)' is not exactly one Swift expression\(SwiftSyntaxChecks.reason(defaultValue.value))", at: defaultValue.location)
        }
        if let keyPath = spec.keyPath {
            let text = keyPath.value.trimmingWhitespace()
            if swiftUI?.keyPath == .refused {
                error("@\(spec.wrapper.value) takes no keyPath (a key path is for a wrapper such as Environment)", at: keyPath.location)
            } else if !text.hasPrefix("\\") || !SwiftSyntaxChecks.isExpression(text) {
                error("keyPath '\(keyPath.value)' is not exactly one Swift key path (like \\.dynamicTypeSize)", at: keyPath.location)
            }
        } else if swiftUI?.keyPath == .required {
            error("an \(spec.wrapper.value) state needs a keyPath (like \\.dynamicTypeSize)", at: spec.wrapper.location)
        }
        if let key = spec.key {
            if swiftUI?.storageKey != true {
                error("@\(spec.wrapper.value) takes no key (a storage key is for AppStorage and SceneStorage)", at: key.location)
            } else if key.value.hasLineBreak || key.value.trimmingWhitespace().isEmpty {
                error("a storage key must be one non-empty line", at: key.location)
            }
        } else if swiftUI?.storageKey == true {
            error("@\(spec.wrapper.value) needs a key: the name its value is stored under (like 'appTheme')", at: spec.wrapper.location)
        }
        // A wrapper that needs a key path reads its type from it.
        if spec.type == nil && spec.keyPath == nil && swiftUI?.keyPath != .required {
            error("state '\(spec.name.value)' needs a type", at: spec.name.location)
        }
        guard nameOK, wrapperOK, spec.type == nil || type != nil else { return nil }
        let keyPath = spec.keyPath?.value.trimmingWhitespace()
        // The storage key as a Swift string literal: `@AppStorage("appTheme")`.
        let argument = spec.key.map { SwiftNames.stringLiteral($0.value.trimmingWhitespace()) } ?? keyPath
        let wrapper: StateProperty.Wrapper = switch spec.wrapper.value {
        case "State": .state
        case "Environment": .environment(keyPath: keyPath ?? "")
        default: .other(name: spec.wrapper.value, argument: argument)
        }
        return StateProperty(name: spec.name.value, wrapper: wrapper, type: type,
                             defaultValue: spec.defaultValue?.value.trimmingWhitespace(), doc: nil)
    }

    /// SwiftUI's wrappers by what their initializers take (iOS 17.4 interface), so that an entry whose
    /// generated property cannot build is refused at its key. A wrapper of the author's own is not checked.
    struct SwiftUIWrapper {
        enum Default {
            /// Not checked.
            case either
            case required(String)
            /// Not when the type is written `T?`: Swift then starts the property at nil.
            case requiredUnlessOptional(String)
            case refused(String)
        }
        enum KeyPath {
            case refused, required
        }
        enum Types {
            case any
            case boolOrOptional
            case only(String)
        }
        var defaultValue = Default.either
        var keyPath = KeyPath.refused
        var types = Types.any
        /// Whether it takes a storage key (`key:`), which it then requires.
        var storageKey = false
    }

    static let swiftUIWrappers: [String: SwiftUIWrapper] = [
        "State": SwiftUIWrapper(defaultValue: .requiredUnlessOptional("its type is not written as an optional (`T?`), so it has no initial value")),
        "ScaledMetric": SwiftUIWrapper(defaultValue: .required("the value it scales")),
        "FocusState": SwiftUIWrapper(defaultValue: .refused("it starts unfocused (false or nil)"), types: .boolOrOptional),
        "Namespace": SwiftUIWrapper(defaultValue: .refused("SwiftUI makes its ID"), types: .only("Namespace.ID")),
        "Environment": SwiftUIWrapper(defaultValue: .refused("it reads the environment's value"), keyPath: .required),
        // Revision 4: every initializer of these takes a storage key (`key:`), and a default unless optional.
        "AppStorage": SwiftUIWrapper(defaultValue: .requiredUnlessOptional("its type is not written as an optional (`T?`), so it has no value before one is stored"), storageKey: true),
        "SceneStorage": SwiftUIWrapper(defaultValue: .requiredUnlessOptional("its type is not written as an optional (`T?`), so it has no value before one is stored"), storageKey: true),
    ]

    private mutating func checkAgainstSwiftUI(_ wrapper: SwiftUIWrapper, _ spec: StateSpec, type: SwiftType?) {
        let name = spec.wrapper.value
        switch (wrapper.defaultValue, spec.defaultValue) {
        case (.required(let reason), nil) where type != nil,
             (.requiredUnlessOptional(let reason), nil) where type.map({ !$0.isOptional }) ?? false:
            error("@\(name) needs a default: \(reason)", at: spec.name.location)
        case (.refused(let reason), let written?):
            error("@\(name) takes no default: \(reason)", at: written.location)
        default:
            break
        }
        guard let type, let written = spec.type else { return }
        switch wrapper.types {
        case .any:
            break
        case .boolOrOptional:
            let spelled = type.description
            if spelled != "Bool" && spelled != "Swift.Bool" && !type.isOptional && !spelled.hasPrefix("Optional<") {
                error("@\(name)'s type is Bool or an optional (it has no other initializer), not '\(written.value)'", at: written.location)
            }
        case .only(let expected):
            if type.description != expected && type.description != "SwiftUI." + expected {
                error("@\(name)'s type is \(expected), not '\(written.value)'", at: written.location)
            }
        }
    }
}
