import Catalog

/// A value for each type the specs' properties and resolver inputs use, so planned call sites can be
/// built and run. A type missing here fails to compile, never passes silently.
protocol Sampleable {
    static var sample: Self { get }
}

extension Bool: Sampleable { static var sample: Bool { true } }
extension Int: Sampleable { static var sample: Int { 3 } }
extension Double: Sampleable { static var sample: Double { 24 } }
extension String: Sampleable { static var sample: String { "sample" } }
extension TaskPriority: Sampleable { static var sample: TaskPriority { .high } }
extension Array: Sampleable where Element: Sampleable { static var sample: [Element] { [.sample, .sample] } }
