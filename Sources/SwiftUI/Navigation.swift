import Foundation

// Navigation: stacks, links, titles and search. Sources as in Environment.swift ([I17] iOS 17.4 interface,
// [X16] / [X26] Xcode 16 / Xcode 26 beta 1 generated interfaces in skiptools/skip-fuse-ui, [A27] Apple's docs).
// `NavigationStack` and `NavigationLink` follow Button's era pattern: Xcode 16 `@MainActor @preconcurrency
// struct` with `nonisolated` initializers ([X16]); current docs `nonisolated struct` and `nonisolated init`
// ([A27] /documentation/swiftui/navigationlink, …/navigationstack/init(root:)). The modifiers are `nonisolated`
// in both ([X16], [X26]).

/// [A27] https://developer.apple.com/documentation/swiftui/navigationpath ; [I17] 6886: `public struct
/// NavigationPath` with `count`, `isEmpty`, `init()`, `append(_:)`, `removeLast(_:)`; Equatable; not Sendable
/// ([I17] 6909). The Codable parts are left out.
public struct NavigationPath {
    private var elements: [AnyHashable] = []

    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    public init() {}

    /// [I17]: `public init<S>(_ elements: S) where S : Sequence, S.Element : Hashable`.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// [I17]: `public mutating func append<V>(_ value: V) where V : Hashable`.
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// [I17]: `public mutating func removeLast(_ k: Int = 1)`.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}

extension NavigationPath: Equatable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}

// MARK: - NavigationStack

/// [A27] https://developer.apple.com/documentation/swiftui/navigationstack ; [I17] 16938; [X16] `@MainActor
/// @preconcurrency public struct NavigationStack<Data, Root> : View where Root : View` with a `some View` body;
/// not Sendable ([I17] 16948). Only `init(root:)` is declared.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testRoot: Root

    @MainActor @preconcurrency
    public var body: some View { _testRoot }
}
#else
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    /// Test inspection, not Apple API.
    public let _testRoot: Root

    @MainActor @preconcurrency
    public var body: some View { _testRoot }
}
#endif

@available(*, unavailable)
extension NavigationStack: Sendable {}

extension NavigationStack {
    /// [A27] …/navigationstack/init(root:): `nonisolated init(@ContentBuilder root: () -> Root) where Data ==
    /// NavigationPath`; [X16] the same with `@ViewBuilder`.
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        _testRoot = root()
    }
}

// MARK: - NavigationLink

/// [A27] https://developer.apple.com/documentation/swiftui/navigationlink : `nonisolated struct
/// NavigationLink<Label, Destination> where Label : View, Destination : View`; [X16] `@MainActor @preconcurrency`;
/// [I17] 12789; not Sendable ([I17] 12837). Its body shows the label; the destination is only inspected.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    nonisolated(unsafe) public let _testDestination: Destination

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#else
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    public let _testDestination: Destination

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#endif

@available(*, unavailable)
extension NavigationLink: Sendable {}

extension NavigationLink {
    /// [I17] 12790: `@_alwaysEmitIntoClient public init(@ViewBuilder destination: () -> Destination, @ViewBuilder
    /// label: () -> Label)`; [X16] `nonisolated`.
    @_alwaysEmitIntoClient
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// [I17] 12821: `public init(destination: Destination, @ViewBuilder label: () -> Label)`, soft-deprecated
    /// ("Pass a closure as the destination", `deprecated: 100000.0`: no warning); [X16] `nonisolated`.
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        _testLabel = label()
        _testDestination = destination
    }
}

extension NavigationLink where Label == Text {
    /// [I17] 12841: `@_alwaysEmitIntoClient public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination:
    /// () -> Destination)`; [X16] `nonisolated`.
    @_alwaysEmitIntoClient
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
    }

    /// [I17] 12844: `@_disfavoredOverload @_alwaysEmitIntoClient public init<S>(_ title: S, @ViewBuilder
    /// destination: () -> Destination) where S : StringProtocol`; [X16] `nonisolated`.
    @_disfavoredOverload
    @_alwaysEmitIntoClient
    nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(title, destination: destination())
    }

    /// [I17] 12890: `public init(_ titleKey: LocalizedStringKey, destination: Destination)`, soft-deprecated.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// [I17] 12896: `@_disfavoredOverload public init<S>(_ title: S, destination: Destination) where S :
    /// StringProtocol`, soft-deprecated.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}

// MARK: - Titles and search

extension View {
    /// [A27] …/view/navigationtitle(_:); [I17] 20725; [X16], [X26]: `nonisolated public func navigationTitle(_ title:
    /// Text) -> some View`.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        _TestModifiedView(content: self, modifier: .navigationTitle(title))
    }

    /// [I17] 20727; [X16], [X26]: `nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View`.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _TestModifiedView(content: self, modifier: .navigationTitle(Text(titleKey)))
    }

    /// [I17] 20729: `@_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View where S :
    /// StringProtocol`; [X16], [X26] `nonisolated`.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        _TestModifiedView(content: self, modifier: .navigationTitle(Text(title)))
    }

    /// [I17] 20740 (iOS 16): `public func navigationTitle(_ title: Binding<String>) -> some View`; [X16] `nonisolated`.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        _TestModifiedView(content: self, modifier: .navigationTitle(Text(verbatim: title.wrappedValue)))
    }

    /// [A27] …/view/searchable(text:placement:prompt:); [I17] 6278; [X16], [X26]: `nonisolated public func
    /// searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View`.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _TestModifiedView(content: self, modifier: .searchable(prompt))
    }

    /// [I17] 6280; [X16], [X26]: `… prompt: LocalizedStringKey) -> some View`.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        _TestModifiedView(content: self, modifier: .searchable(Text(prompt)))
    }

    /// [I17] 6282: `@_disfavoredOverload public func searchable<S>(text: Binding<String>, placement:
    /// SearchFieldPlacement = .automatic, prompt: S) -> some View where S : StringProtocol`; [X16] `nonisolated`.
    @_disfavoredOverload
    nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol {
        _TestModifiedView(content: self, modifier: .searchable(Text(prompt)))
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/searchfieldplacement ; [I17] 10281: `public struct
/// SearchFieldPlacement : Sendable` with `static let automatic`, `toolbar`, `sidebar`, `navigationBarDrawer`
/// (the `navigationBarDrawer(displayMode:)` function is left out).
public struct SearchFieldPlacement: Sendable {
    let id: Int

    public static let automatic = SearchFieldPlacement(id: 0)
    public static let toolbar = SearchFieldPlacement(id: 1)
    public static let sidebar = SearchFieldPlacement(id: 2)
    public static let navigationBarDrawer = SearchFieldPlacement(id: 3)
}

/// Stand-in detail behind the title, search and tag modifiers (Apple: `ModifiedContent<Self, …>`, hidden by the
/// opaque result type). The renderer descends into its content.
struct _TestModifiedView<Content: View> {
    enum Modifier {
        case navigationTitle(Text)
        case searchable(Text?)
        /// `tag(_:)`: a picker's option.
        case tag(AnyHashable)
    }

    let content: Content
    let modifier: Modifier
}

@available(*, unavailable)
extension _TestModifiedView: Sendable {}

extension _TestModifiedView: View {
    typealias Body = Never
    var body: Never { _primitiveBody(Self.self) }
}

extension _TestModifiedView: _TestContainerView {
    var _testChildren: [any View] { [content] }
}
