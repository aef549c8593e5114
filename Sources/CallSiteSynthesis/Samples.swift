import CatalogCore
import Foundation

/// Values of spec-written types for synthesized call sites and sample models: literals for the common
/// ones, `Type.sample` (`declarations` below, or the catalog's own) for the rest, so a type without a sample fails to
/// compile rather than pass.
public enum Samples {
    /// The one `Sampleable`: written into every file of synthesized call sites (the recorded tests, the
    /// benchmark's and the compile tests' call sites). A catalog's own types (a resolver's input) add their
    /// `sample` beside it.
    public static let declarations = """
        protocol Sampleable { static var sample: Self { get } }
        extension Bool: Sampleable { static var sample: Bool { true } }
        extension Int: Sampleable { static var sample: Int { 3 } }
        extension Double: Sampleable { static var sample: Double { 24 } }
        extension String: Sampleable { static var sample: String { "sample" } }
        extension Array: Sampleable where Element: Sampleable { static var sample: [Element] { [.sample, .sample] } }

        """

    /// `declarations`, and each enum the catalog generates for a `cases:` property with its last case as its
    /// sample (a default is most often the first, so a call that passes the sample passes something else).
    /// A deprecated component's enum is deprecated, and the calls to it are compiled elsewhere.
    public static func declarations(for plan: CatalogPlan) -> String {
        declarations + plan.components.filter { $0.deprecation == nil }.flatMap(\.properties).compactMap(\.enumeration).map { enumeration in
            "extension \(enumeration.name): Sampleable { static var sample: \(enumeration.name) { .\(enumeration.cases.last!.name) } }\n"
        }.joined()
    }

    /// A type for a component's declared generic in synthesized calls, declared under the generic's own name
    /// inside the calls' type, so `[Element].sample` and `CardList<Element, Spacer>` read as the plan writes
    /// them: a struct with an `id`, which gets `Identifiable`, `Hashable`, `Equatable`, `Sendable` and
    /// `Codable` synthesized; a constraint it cannot meet fails to compile.
    public static func declaration(of generic: ComponentGeneric) -> String {
        let conformances = (generic.constraint.map { [$0] } ?? []) + ["Sampleable"]
        return "struct \(generic.name): \(conformances.joined(separator: ", ")) { let id: Int; static var sample: \(generic.name) { \(generic.name)(id: 3) } }"
    }

    public static func value(of type: SwiftType, named name: String) -> String {
        switch type {
        case .optional(let wrapped):
            // An optional closure is left out; any other optional gets a value, so the slot is not nil.
            return wrapped.isFunction ? "nil" : value(of: wrapped, named: name)
        case .named("Binding", let arguments) where arguments.count == 1:
            return ".constant(\(arguments[0]).sample)"
        case .named("String", []), .written("String", _):
            return "\"\(name) from model\""
        case .named("Image", []), .written("Image", _):
            return "Image(\"photo\")"
        default:
            return type.isFunction ? "{}" : "\(type).sample"
        }
    }

    /// Whether a stored value of `type` compares with `==` against a literal or a sample: the types
    /// `declarations` samples, and optionals of them.
    public static func isComparable(_ type: SwiftType) -> Bool {
        switch type {
        case .optional(let wrapped): isComparable(wrapped)
        case .named(let name, []), .written(let name, false): ["Bool", "Int", "Double", "String"].contains(name)
        default: false
        }
    }

    /// What a view stores for an argument `value(of: type, named:)`, when it compares: a binding's stored
    /// property reads its wrapped value.
    public static func comparableValue(of type: SwiftType, named name: String) -> String? {
        if case .named("Binding", let arguments) = type, arguments.count == 1 {
            return isComparable(arguments[0]) ? value(of: arguments[0], named: name) : nil
        }
        return isComparable(type) ? value(of: type, named: name) : nil
    }

    /// Code whose editor placeholders (`<#Priority#>`, as the reference's examples leave a value the reader
    /// chooses) hold the test target's samples (`Priority.sample`), so the tests compile the examples.
    public static func fillingPlaceholders(_ code: String) -> String {
        var result = ""
        var rest = code[...]
        while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
            result += rest[..<open.lowerBound] + "(" + rest[open.upperBound..<close.lowerBound] + ").sample"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
