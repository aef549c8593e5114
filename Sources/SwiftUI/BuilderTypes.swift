/// [A27] https://developer.apple.com/documentation/swiftui/tupleview ; [OS] View/TupleView.swift.
@frozen
public struct TupleView<T> {
    public var value: T

    @inlinable
    nonisolated public init(_ value: T) {
        self.value = value
    }
}

@available(*, unavailable)
extension TupleView: Sendable {}

extension TupleView: View {
    public typealias Body = Never
}

/// Not in Apple's docs (underscored); [OS] View/ConditionalContent.swift.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @frozen
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage
}

@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

extension _ConditionalContent {
    @available(*, deprecated, message: "Do not use this.")
    @_alwaysEmitIntoClient
    public init(_storage: Storage) {
        self.storage = _storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/emptyview ; [I13] `@frozen public struct
/// EmptyView { @inlinable public init() }`. No stored properties: implicitly Sendable.
@frozen
public struct EmptyView {
    @inlinable
    nonisolated public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
}

/// [A27] https://developer.apple.com/documentation/swiftui/anyview ; [OS] View/DynamicView/AnyView.swift.
@frozen
public struct AnyView {
    /// Test inspection, not Apple API: the erased view.
    public let _testView: Any

    nonisolated public init<V>(_ view: V) where V: View {
        _testView = view
    }

    @_alwaysEmitIntoClient
    nonisolated public init<V>(erasing view: V) where V: View {
        self.init(view)
    }
}

@available(*, unavailable)
extension AnyView: Sendable {}

extension AnyView: View {
    public typealias Body = Never
}
