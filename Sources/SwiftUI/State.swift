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

/// [A27] https://developer.apple.com/documentation/swiftui/binding ; [OS] Data/Binding/Binding.swift.
/// Not actor-isolated; Sendable only when its value is.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    #if SWIFTUI_SDK_18
    /// [OS] the pre-SDK-26 spelling: `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    #endif

    init(box: _Box<Value>) {
        get = { box.value }
        set = { box.value = $0 }
    }

    /// [OS] `public static func constant(_ value: Value) -> Binding<Value>`.
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
        let parent = self
        let box = _Box(parent)
        return Binding<Subject>(box: _Box(parent.wrappedValue[keyPath: keyPath]), parent: { box.value.wrappedValue[keyPath: keyPath] = $0 })
    }

    private init(box: _Box<Value>, parent: @escaping (Value) -> Void) {
        get = { box.value }
        set = { box.value = $0; parent($0) }
    }
}

/// [OS] `extension Binding: @unchecked Sendable where Value: Sendable {}`.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/state ; [I13].
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

/// [OS] `extension State: Sendable where Value: Sendable {}`.
extension State: @unchecked Sendable where Value: Sendable {}
