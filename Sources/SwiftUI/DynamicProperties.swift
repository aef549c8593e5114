// The property wrappers a spec's `state:` may name besides `State` and `Environment`: `FocusState`,
// `ScaledMetric` and `Namespace`, each as [I17] declares it. The stand-in keeps their values in memory:
// nothing is focused, nothing is scaled, every namespace is one.

/// [I17]:9783 `@frozen @propertyWrapper public struct FocusState<Value> : DynamicProperty where Value :
/// Hashable`, with `init() where Value == Bool` and `init<T>() where Value == T?, T : Hashable`; no
/// `init(wrappedValue:)`, so a state entry's `default:` does not compile with Apple's SDK either.
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// [I17]:9784 `@frozen @propertyWrapper public struct Binding`, what `$focused` gives `focused(_:)`.
    @frozen @propertyWrapper
    public struct Binding {
        private var _binding: SwiftUI.Binding<Value>

        init(_ binding: SwiftUI.Binding<Value>) { _binding = binding }

        public var wrappedValue: Value {
            get { _binding.wrappedValue }
            nonmutating set { _binding.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    private let box: _Box<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(SwiftUI.Binding(box: box)) }

    public init() where Value == Bool { box = _Box(false) }

    public init<T>() where Value == T?, T: Hashable { box = _Box(nil) }
}

/// [I17]:9808 `@available(*, unavailable) extension FocusState : Sendable`, and the same for its Binding.
@available(*, unavailable)
extension FocusState: Sendable {}

@available(*, unavailable)
extension FocusState.Binding: Sendable {}

extension View {
    /// [I17]:9816 `public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some
    /// View where Value : Hashable`.
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable {
        _modified("focused")
    }

    /// [I17]:9818 `public func focused(_ condition: FocusState<Bool>.Binding) -> some View`.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _modified("focused") }
}

/// [I17]:6797 `@propertyWrapper public struct ScaledMetric<Value> : DynamicProperty where Value :
/// BinaryFloatingPoint`. Apple scales the value with the environment's Dynamic Type size, per text style; the
/// stand-in scales every style as Apple scales `.body` (17 pt at `.large`), read in the environment of the
/// `_TestRenderer` pass evaluating the body, so the value is as written at the default size and outside one.
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }

    public init(wrappedValue: Value) { value = wrappedValue }

    public var wrappedValue: Value {
        let size = _TestRenderer.current?.values.dynamicTypeSize ?? .large
        return value * Value(Self.bodySizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]) / 17
    }

    /// `.body`'s point size at each Dynamic Type size, `xSmall` to `accessibility5` (Apple's Human Interface
    /// Guidelines, "Typography": Dynamic Type sizes).
    private static var bodySizes: [Double] { [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] }
}

/// [I17]:6804 `@available(*, unavailable) extension ScaledMetric : Sendable`.
@available(*, unavailable)
extension ScaledMetric: Sendable {}

/// [I17]:4929 `@frozen @propertyWrapper public struct Namespace : DynamicProperty`, Sendable with its ID
/// ([I17]:28427).
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    @usableFromInline
    internal var id: Int

    @inlinable public init() { id = 0 }

    public var wrappedValue: Namespace.ID { ID(id: id) }

    @frozen
    public struct ID: Hashable, Sendable {
        var id: Int
    }
}
