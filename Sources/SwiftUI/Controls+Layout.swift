import Foundation

// More views with the eras of Controls.swift: Xcode 16 (iOS 18 SDK) declares views whose View conformance is
// in their primary declaration `@MainActor @preconcurrency` with `nonisolated` initializers; Xcode 26
// declares them `nonisolated struct`. None is Sendable (iOS 17.4 interface: `@available(*, unavailable)
// extension … : Sendable` for each).

/// [A27] https://developer.apple.com/documentation/swiftui/zstack ; iOS 17.4 interface `@frozen public struct
/// ZStack<Content> : View where Content : View { @inlinable init(alignment: Alignment = .center, @ViewBuilder
/// content: () -> Content) }`.
#if SWIFTUI_SDK_18
@MainActor @frozen @preconcurrency
public struct ZStack<Content>: View where Content: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testContent: Content
    public var body: Never { _primitiveBody(Self.self) }
}
#else
@frozen
nonisolated public struct ZStack<Content>: View where Content: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    public let _testContent: Content
    public var body: Never { _primitiveBody(Self.self) }
}
#endif

@available(*, unavailable)
extension ZStack: Sendable {}

extension ZStack {
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self._testContent = content()
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/divider ; iOS 17.4 interface `public struct Divider
/// : View { public init() }`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Divider: View {
    public typealias Body = Never
    nonisolated public init() {}
    public var body: Never { _primitiveBody(Self.self) }
}
#else
nonisolated public struct Divider: View {
    public typealias Body = Never
    public init() {}
    public var body: Never { _primitiveBody(Self.self) }
}
#endif

@available(*, unavailable)
extension Divider: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/toggle ; iOS 17.4 interface `public struct
/// Toggle<Label> : View where Label : View { init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label);
/// var body: some View }`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Toggle<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    nonisolated(unsafe) public let _testIsOn: Binding<Bool>

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#else
nonisolated public struct Toggle<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    public let _testIsOn: Binding<Bool>

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#endif

@available(*, unavailable)
extension Toggle: Sendable {}

extension Toggle {
    /// iOS 17.4 interface: `init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)`.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self._testLabel = label()
        self._testIsOn = isOn
    }
}

extension Toggle where Label == Text {
    /// iOS 17.4 interface: `init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// iOS 17.4 interface: `@_disfavoredOverload init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// iOS 17.4 interface (iOS 14): `@_alwaysEmitIntoClient init(_ titleKey: LocalizedStringKey, systemImage:
    /// String, isOn: Binding<Bool>)`.
    @_alwaysEmitIntoClient
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// iOS 17.4 interface (iOS 14): the disfavored StringProtocol twin.
    @_alwaysEmitIntoClient @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension ForEach where Content: View {
    /// iOS 17.4 interface (iOS 15): `@_disfavoredOverload @_alwaysEmitIntoClient init<C>(_ data: Binding<C>,
    /// @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices,
    /// (C.Index, ID)>, ID == C.Element.ID, C : MutableCollection, C : RandomAccessCollection, C.Element :
    /// Identifiable, C.Index : Hashable` — `ForEach($items) { $item in … }`.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// iOS 17.4 interface (iOS 15): the same with `id: KeyPath<C.Element, ID>`.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elementIDs = data.wrappedValue.indices.lazy.map { index in (index, data.wrappedValue[index][keyPath: id]) }
        self.data = elementIDs
        self.content = { element in content(data[element.0]) }
    }
}
