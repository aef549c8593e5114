/// Values of spec-written types for synthesized call sites and sample models: literals for the common
/// ones, `Type.sample` (the test target's `Sampleable`) for the rest, so a type without a sample fails to
/// compile rather than pass. `package`: the call-site synthesizer uses it too.
package enum Samples {
    package static func value(of type: SwiftType, named name: String) -> String {
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
}
