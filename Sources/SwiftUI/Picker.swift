import Foundation

// `Picker` and `tag(_:)`, with the eras of Controls.swift (Xcode 16: `@MainActor @preconcurrency` struct with
// `nonisolated` initializers; Xcode 26: `nonisolated struct`). Design systems' galleries and settings screens
// choose a case with them; the catalog's gallery does for `environment:` entries.

/// [A27] https://developer.apple.com/documentation/swiftui/picker ; iOS 17.4 interface `public struct
/// Picker<Label, SelectionValue, Content> : View where Label : View, SelectionValue : Hashable, Content :
/// View`, `@available(*, unavailable) extension Picker : Sendable`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    nonisolated(unsafe) public let _testSelection: Binding<SelectionValue>
    nonisolated(unsafe) public let _testContent: Content

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#else
nonisolated public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    public let _testSelection: Binding<SelectionValue>
    public let _testContent: Content

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#endif

@available(*, unavailable)
extension Picker: Sendable {}

extension Picker {
    /// iOS 17.4 interface: `@_alwaysEmitIntoClient init(selection: Binding<SelectionValue>, @ViewBuilder
    /// content: () -> Content, @ViewBuilder label: () -> Label)`.
    @_alwaysEmitIntoClient
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self._testLabel = label()
        self._testSelection = selection
        self._testContent = content()
    }
}

extension Picker where Label == Text {
    /// iOS 17.4 interface: `init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    /// @ViewBuilder content: () -> Content)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// iOS 17.4 interface: `@_disfavoredOverload init<S>(_ title: S, selection: Binding<SelectionValue>,
    /// @ViewBuilder content: () -> Content) where S : StringProtocol`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// iOS 17.4 interface: `@inlinable func tag<V>(_ tag: V) -> some View where V : Hashable`.
    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { _TestModifiedView(content: self, modifier: .tag(AnyHashable(tag))) }
}

/// The renderer draws a picker's label, as a menu-style picker shows it, and audits it as interactive.
extension Picker: _TestContainerView {
    public var _testChildren: [any View] { [_testLabel] }
}

extension Picker: _TestInteractive {
    var _testInteractiveKind: String { "Picker" }
}

extension Picker {
    /// Test inspection, not Apple API: the tags of the options, in order (`ForEach` and builder content).
    @MainActor public var _testTags: [AnyHashable] { Self.tags(in: _testContent) }

    @MainActor private static func tags(in view: any View) -> [AnyHashable] {
        if let tagged = view as? any _TestTaggedView, let tag = tagged._testTag { return [tag] }
        if let container = view as? any _TestContainerView { return container._testChildren.flatMap { tags(in: $0) } }
        return composite(view).map { tags(in: $0) } ?? []
    }

    @MainActor private static func composite<V: View>(_ view: V) -> (any View)? {
        V.Body.self == Never.self ? nil : view.body
    }
}

protocol _TestTaggedView {
    var _testTag: AnyHashable? { get }
}

extension _TestModifiedView: _TestTaggedView {
    var _testTag: AnyHashable? { if case .tag(let tag) = modifier { tag } else { nil } }
}
