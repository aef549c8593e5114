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
    public var body: Never { _primitiveBody(Self.self) }
}

/// Not in Apple's docs (underscored); iOS 17.4 interface: `Storage` and `storage` are `@usableFromInline
/// internal`, the `init(storage:)` that `buildEither` calls likewise; nothing else is public.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    @frozen
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    let storage: Storage
}

@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

extension _ConditionalContent {
    /// Test inspection, not Apple API: the content of the branch taken, if it was the first.
    public var _testTrueContent: TrueContent? {
        if case .trueContent(let content) = storage { content } else { nil }
    }

    /// Test inspection, not Apple API: the content of the branch taken, if it was the second.
    public var _testFalseContent: FalseContent? {
        if case .falseContent(let content) = storage { content } else { nil }
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }

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

/// iOS 17.4 interface: `extension EmptyView : Sendable {}`.
extension EmptyView: Sendable {}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
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
    public var body: Never { _primitiveBody(Self.self) }
}
