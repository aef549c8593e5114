/// [A27] https://developer.apple.com/documentation/swiftui/dynamicproperty (minimal).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Shared storage behind State and Binding in the stand-in (Apple keeps it in the view graph).
@usableFromInline
final class _Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// [A27] https://developer.apple.com/documentation/swiftui/binding ; iOS 17.4 interface. Not actor-isolated.
/// Sendable: iOS 17.4 declares `@available(*, unavailable) extension Binding : Sendable`; the SDK 26 docs
/// (…/binding/init(get:set:)-7ufcp: "A binding conforms to Sendable only if its wrapped value type also
/// conforms to Sendable") make it conditionally Sendable. Which SDK changed it is not visible in any source
/// found, so the Xcode 16 era keeps iOS 17.4's (stricter) declaration.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    #if SWIFTUI_SDK_18
    /// iOS 17.4 interface: `public init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    #else
    /// [A27] …/binding/init(get:set:)-7ufcp: `@preconcurrency init(get: @escaping @isolated(any) @Sendable
    /// () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`. Stand-in limitation: an
    /// `@isolated(any)` function can only be called with `await`, so a binding made this way type-checks as
    /// with Apple's SDK but traps when read or written (nothing in the stand-in renders views).
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        self.get = { fatalError("the stand-in cannot call an @isolated(any) getter synchronously") }
        self.set = { _ in fatalError("the stand-in cannot call an @isolated(any) setter synchronously") }
    }
    #endif

    init(_get: @escaping () -> Value, _set: @escaping (Value) -> Void) {
        get = _get
        set = _set
    }

    init(box: _Box<Value>) {
        get = { box.value }
        set = { box.value = $0 }
    }

    /// iOS 17.4 interface: `public static func constant(_ value: Value) -> Binding<Value>`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(box: _Box(value))
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    @_alwaysEmitIntoClient
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(_get: { self.wrappedValue[keyPath: keyPath] }, _set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

#if SWIFTUI_SDK_18
/// iOS 17.4 interface.
@available(*, unavailable)
extension Binding: Sendable {}
#else
/// SDK 26 docs (see above); [OS] `extension Binding: @unchecked Sendable where Value: Sendable {}`.
extension Binding: @unchecked Sendable where Value: Sendable {}
#endif

extension Binding {
    /// iOS 17.4 interface: `public init<V>(_ base: Binding<V>) where Value == V?`.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(_get: { base.wrappedValue }, _set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// iOS 17.4 interface: `public init?(_ base: Binding<Value?>)`.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = _Box(initial)
        self.init(_get: { if let value = base.wrappedValue { last.value = value }; return last.value }, _set: { base.wrappedValue = $0 })
    }

    /// iOS 17.4 interface: `public init<V>(_ base: Binding<V>) where Value == AnyHashable, V : Hashable`.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(_get: { AnyHashable(base.wrappedValue) }, _set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

/// iOS 17.4 interface (iOS 15): `extension Binding : Identifiable where Value : Identifiable`.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// iOS 17.4 interface (iOS 15): `Sequence`, `Collection`, `BidirectionalCollection` and
/// `RandomAccessCollection` when `Value` is a `MutableCollection` (of the matching kind).
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(after: i)
    }

    public func formIndex(after i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(after: &i)
    }

    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(_get: { self.wrappedValue[position] }, _set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(before: i)
    }

    public func formIndex(before i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// iOS 17.4 interface: `extension Binding : DynamicProperty`.
extension Binding: DynamicProperty {}

/// [A27] https://developer.apple.com/documentation/swiftui/state ; [I13]; iOS 17.4 interface.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: _Box<Value>

    public init(wrappedValue value: Value) {
        box = _Box(value)
    }

    @_alwaysEmitIntoClient
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { Binding(box: box) }
}

extension State where Value: ExpressibleByNilLiteral {
    @inlinable
    public init() {
        self.init(wrappedValue: nil)
    }
}

#if SWIFTUI_SDK_18
/// iOS 17.4 interface: `@available(*, unavailable) extension State : Sendable`.
@available(*, unavailable)
extension State: Sendable {}
#else
/// [OS] `extension State: Sendable where Value: Sendable {}`; the SDK 26 interface as mirrored by [SK]
/// (Properties/State.swift keeps it, commented out). Xcode 16 era: iOS 17.4's declaration (see Binding).
extension State: @unchecked Sendable where Value: Sendable {}
#endif
