import Foundation

/// [I17]:8799 `@frozen @propertyWrapper public struct AppStorage<Value> : DynamicProperty`, with the
/// initializers of [I17]:8815-8840 (a storage key, and a default unless the value is optional). The value
/// lives in `UserDefaults` under its key, as on Apple's systems: Linux's Foundation has `UserDefaults`, so a
/// body or a test reads back what was written.
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    @usableFromInline
    internal var location: StorageLocation<Value>

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> { location.binding }
}

/// [I17]:8812 `@available(*, unavailable) extension AppStorage : Sendable`.
@available(*, unavailable)
extension AppStorage: Sendable {}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(plist: wrappedValue, key, store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(plist: wrappedValue, key, store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(plist: wrappedValue, key, store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(plist: wrappedValue, key, store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(plist: wrappedValue.absoluteString, key, store, decode: { URL(string: $0) ?? wrappedValue }, encode: \.absoluteString)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(plist: wrappedValue, key, store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(plist: wrappedValue.rawValue, key, store, decode: { Value(rawValue: $0) ?? wrappedValue }, encode: \.rawValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(plist: wrappedValue.rawValue, key, store, decode: { Value(rawValue: $0) ?? wrappedValue }, encode: \.rawValue)
    }

    /// A property-list value under `key`, `fallback` while there is none.
    private init<Stored>(plist fallback: Stored, _ key: String, _ store: UserDefaults?,
                         decode: @escaping (Stored) -> Value = { $0 as! Value }, encode: @escaping (Value) -> Stored = { $0 as! Stored }) {
        let defaults = store ?? .standard
        location = StorageLocation(read: { decode(defaults.object(forKey: key) as? Stored ?? fallback) },
                                   write: { defaults.set(encode($0), forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optional: key, store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(optional: key, store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optional: key, store) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        let defaults = store ?? .standard
        location = StorageLocation(read: { (defaults.object(forKey: key) as? String).flatMap(URL.init(string:)) },
                                   write: { defaults.set($0?.absoluteString, forKey: key) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, store) }

    /// An optional property-list value under `key`: nil while there is none, and nil removes it.
    private init<Wrapped>(optional key: String, _ store: UserDefaults?) where Value == Wrapped? {
        let defaults = store ?? .standard
        location = StorageLocation(read: { defaults.object(forKey: key) as? Wrapped }, write: { defaults.set($0, forKey: key) })
    }
}

extension AppStorage {
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        let defaults = store ?? .standard
        location = StorageLocation(read: { (defaults.object(forKey: key) as? String).flatMap(R.init(rawValue:)) },
                                   write: { defaults.set($0?.rawValue, forKey: key) })
    }
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        let defaults = store ?? .standard
        location = StorageLocation(read: { (defaults.object(forKey: key) as? Int).flatMap(R.init(rawValue:)) },
                                   write: { defaults.set($0?.rawValue, forKey: key) })
    }
}

/// [I17]:7925 `@frozen @propertyWrapper public struct SceneStorage<Value> : DynamicProperty`: Apple keeps the
/// value with the scene's restoration state; the stand-in has one scene, this process, and keeps it in memory.
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    @usableFromInline
    internal var location: StorageLocation<Value>

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> { location.binding }

    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(scene: wrappedValue, key) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(scene: wrappedValue, key) }

    private init(scene fallback: Value, _ key: String) {
        location = StorageLocation(read: { SceneValues.shared.value(forKey: key) as? Value ?? fallback },
                                   write: { SceneValues.shared.set($0, forKey: key) })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(optional: key) }
    public init(_ key: String) where Value == Int? { self.init(optional: key) }
    public init(_ key: String) where Value == Double? { self.init(optional: key) }
    public init(_ key: String) where Value == String? { self.init(optional: key) }
    public init(_ key: String) where Value == URL? { self.init(optional: key) }
    public init(_ key: String) where Value == Data? { self.init(optional: key) }

    private init<Wrapped>(optional key: String) where Value == Wrapped? {
        location = StorageLocation(read: { SceneValues.shared.value(forKey: key) as? Wrapped }, write: { SceneValues.shared.set($0 as Any, forKey: key) })
    }
}

extension SceneStorage {
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { self.init(raw: key) }
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { self.init(raw: key) }

    private init<R>(raw key: String) where Value == R?, R: RawRepresentable {
        location = StorageLocation(read: { SceneValues.shared.value(forKey: key) as? R }, write: { SceneValues.shared.set($0 as Any, forKey: key) })
    }
}

/// [I17] `@available(*, unavailable) extension SceneStorage : Sendable`.
@available(*, unavailable)
extension SceneStorage: Sendable {}

/// Where a stored wrapper's value is read and written (Apple's `UserDefaultLocation` and its scene twin).
public final class StorageLocation<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    /// Both wrappers' `wrappedValue` and `projectedValue` read and write through these.
    var value: Value {
        get { read() }
        set { write(newValue) }
    }

    var binding: Binding<Value> { Binding(_get: read, _set: write) }
}

/// The stand-in's one scene's stored values.
private final class SceneValues: @unchecked Sendable {
    static let shared = SceneValues()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(forKey key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ value: Any, forKey key: String) { lock.withLock { values[key] = value } }
}
