import Foundation

// Scrolling containers, lists and sections. Sources as in Environment.swift: [I17] the iOS 17.4 interface,
// [X16] / [X26] the Xcode 16 / Xcode 26 beta 1 generated interfaces (skiptools/skip-fuse-ui), [A27] Apple's docs.
// Isolation follows the pattern of Button and VStack: Xcode 16 declares `List` and `ScrollView` as
// `@MainActor @preconcurrency struct … : View` with `nonisolated` initializers ([X16]); the current docs print
// them `nonisolated struct` ([A27] /documentation/swiftui/list). `Section` is a plain struct whose View
// conformance is in a conditional extension, so it is never isolated.

/// [A27] https://developer.apple.com/documentation/swiftui/axis ; [I17] 22507: `@frozen public enum Axis : Int8,
/// CaseIterable { case horizontal, vertical; @frozen public struct Set : OptionSet { … } }`; Sendable and
/// CustomStringConvertible in extensions ([I17] 22530, 28778; [X16]).
@frozen
public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    @frozen
    public struct Set: OptionSet {
        public typealias Element = Axis.Set

        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Axis.Set(rawValue: 1 << 0)
        public static let vertical = Axis.Set(rawValue: 1 << 1)
    }
}

extension Axis: Sendable {}

extension Axis.Set: Sendable {}

extension Axis: CustomStringConvertible {
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}

// MARK: - ScrollView

/// [A27] https://developer.apple.com/documentation/swiftui/scrollview ; [I17] 16798; [X16] `@MainActor
/// @preconcurrency public struct ScrollView<Content> : View where Content : View` with `public var content`,
/// `axes`, `showsIndicators` and a `nonisolated` initializer; not Sendable ([I17] 16819).
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
    // Storage the `nonisolated` initializer can set; the public properties stay main-actor-isolated as in [X16].
    nonisolated(unsafe) var storedContent: Content
    nonisolated(unsafe) var storedAxes: Axis.Set
    nonisolated(unsafe) var storedShowsIndicators: Bool

    public var content: Content {
        get { storedContent }
        set { storedContent = newValue }
    }

    public var axes: Axis.Set {
        get { storedAxes }
        set { storedAxes = newValue }
    }

    public var showsIndicators: Bool {
        get { storedShowsIndicators }
        set { storedShowsIndicators = newValue }
    }

    @MainActor @preconcurrency
    public var body: some View { content }
}
#else
nonisolated public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    @MainActor @preconcurrency
    public var body: some View { content }
}
#endif

@available(*, unavailable)
extension ScrollView: Sendable {}

extension ScrollView {
    /// [I17] 16812: `public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content:
    /// () -> Content)` (soft-deprecated, `deprecated: 100000.0`, which draws no warning); [X16] `nonisolated`.
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        #if SWIFTUI_SDK_18
        self.storedContent = content()
        self.storedAxes = axes
        self.storedShowsIndicators = showsIndicators
        #else
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
        #endif
    }

    /// [I17] 16830: `@_alwaysEmitIntoClient public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () ->
    /// Content)`; [X16] `nonisolated`.
    @_alwaysEmitIntoClient
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}

// MARK: - List

/// [A27] https://developer.apple.com/documentation/swiftui/list ; [I17] 7431; [X16] `@MainActor @preconcurrency
/// public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View` with a
/// `some View` body; not Sendable ([I17] 7448). Only the `SelectionValue == Never` initializers are declared.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testContent: Content

    @MainActor @preconcurrency
    public var body: some View { _testContent }
}
#else
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// Test inspection, not Apple API.
    public let _testContent: Content

    @MainActor @preconcurrency
    public var body: some View { _testContent }
}
#endif

@available(*, unavailable)
extension List: Sendable {}

extension List where SelectionValue == Never {
    /// [A27] …/list/init(content:); [X16]: `nonisolated public init(@ViewBuilder content: () -> Content)`.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        _testContent = content()
    }

    /// [A27] …/list/init(_:rowcontent:); [X16]: `nonisolated public init<Data, RowContent>(_ data: Data,
    /// @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data,
    /// Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`.
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        _testContent = ForEach(data, content: rowContent)
    }

    /// [A27] …/list/init(_:id:rowcontent:); [X16]: `… init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element,
    /// ID>, @ViewBuilder rowContent: …) where Content == ForEach<Data, ID, RowContent>, Data : RandomAccessCollection,
    /// ID : Hashable, RowContent : View`.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        _testContent = ForEach(data, id: id, content: rowContent)
    }

    /// [X16]: `nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) ->
    /// RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent : View`.
    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        _testContent = ForEach(data, content: rowContent)
    }
}

// MARK: - Section

/// [A27] https://developer.apple.com/documentation/swiftui/section ; [I17] 12702: `public struct Section<Parent,
/// Content, Footer>`, not Sendable ([I17] 12705); `extension Section : View where Parent : View, Content : View,
/// Footer : View { public typealias Body = Never }` ([I17] 12708, [X16]). Never isolated.
public struct Section<Parent, Content, Footer> {
    /// Test inspection, not Apple API.
    public let _testHeader: Parent
    public let _testContent: Content
    public let _testFooter: Footer

    @usableFromInline
    init(_testHeader: Parent, _testContent: Content, _testFooter: Footer) {
        self._testHeader = _testHeader
        self._testContent = _testContent
        self._testFooter = _testFooter
    }
}

@available(*, unavailable)
extension Section: Sendable {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// [I17] 12715: `@_alwaysEmitIntoClient public init(@ViewBuilder content: () -> Content, @ViewBuilder header:
    /// () -> Parent, @ViewBuilder footer: () -> Footer)`.
    @_alwaysEmitIntoClient
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(_testHeader: header(), _testContent: content(), _testFooter: footer())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// [I17] 12721: `@_alwaysEmitIntoClient public init(@ViewBuilder content: () -> Content, @ViewBuilder footer:
    /// () -> Footer)`.
    @_alwaysEmitIntoClient
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(_testHeader: EmptyView(), _testContent: content(), _testFooter: footer())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// [I17] 12727: `@_alwaysEmitIntoClient public init(@ViewBuilder content: () -> Content, @ViewBuilder header:
    /// () -> Parent)`.
    @_alwaysEmitIntoClient
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(_testHeader: header(), _testContent: content(), _testFooter: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// [I17] 12733: `public init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(_testHeader: EmptyView(), _testContent: content(), _testFooter: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// [I17] 12737: `public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content)` (iOS 15).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(_testHeader: Text(titleKey), _testContent: content(), _testFooter: EmptyView())
    }

    /// [I17] 12738: `@_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where
    /// S : StringProtocol` (iOS 15).
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(_testHeader: Text(title), _testContent: content(), _testFooter: EmptyView())
    }
}

extension Section: _TestContainerView where Parent: View, Content: View, Footer: View {
    public var _testChildren: [any View] { [_testHeader, _testContent, _testFooter] }
}
