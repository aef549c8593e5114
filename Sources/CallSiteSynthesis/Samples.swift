import CatalogCore
import Foundation

/// Values of spec-written types for synthesized call sites and sample models: literals for the common
/// ones, `Type.sample` (the test target's `Sampleable`) for the rest, so a type without a sample fails to
/// compile rather than pass.
public enum Samples {
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
