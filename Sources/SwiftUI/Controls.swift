import Foundation

// Views whose isolation changed between SDKs. Xcode 16 (iOS 18 SDK, [SK]): `@MainActor @preconcurrency
// struct` with `nonisolated` initializers. Xcode 26 ([A27]): `nonisolated struct`. The stored properties
// are `nonisolated(unsafe)`: an implementation detail of the stand-in that lets the era-18 nonisolated
// initializers set them; clients never see them.

/// [A27] https://developer.apple.com/documentation/swiftui/button ; [SK] Controls/Button.swift.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    let action: @MainActor () -> Void
}
#else
nonisolated public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    let action: @MainActor () -> Void
}
#endif

extension Button {
    /// [A27] …/button/init(action:label:) (iOS 13).
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self._testLabel = label()
        self.action = action
    }
}

extension Button where Label == Text {
    /// [A27] …/button/init(_:action:)-1asy (iOS 13).
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// [A27] …/button/init(_:action:)-lpm7; `@_disfavoredOverload` per [SK].
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/label (iOS 14); [SK] Text/Label.swift.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    nonisolated(unsafe) public let _testTitle: Title
    nonisolated(unsafe) public let _testIcon: Icon
}
#else
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    public let _testTitle: Title
    public let _testIcon: Icon
}
#endif

extension Label {
    /// [A27] …/label/init(title:icon:).
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self._testTitle = title()
        self._testIcon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// [SK] `nonisolated public init(_ titleKey: LocalizedStringKey, image name: String)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// [SK] `nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// [SK] `@_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String)`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, image name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// [SK] `@_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String)`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/horizontalalignment (minimal).
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// [A27] https://developer.apple.com/documentation/swiftui/verticalalignment (minimal).
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
}

/// [A27] https://developer.apple.com/documentation/swiftui/vstack ; [SK] Containers/VStack.swift.
#if SWIFTUI_SDK_18
@MainActor @frozen @preconcurrency
public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    nonisolated(unsafe) public let _testContent: Content
}

/// [A27] https://developer.apple.com/documentation/swiftui/hstack ; [SK].
@MainActor @frozen @preconcurrency
public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    nonisolated(unsafe) public let _testContent: Content
}
#else
@frozen
nonisolated public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    public let _testContent: Content
}

@frozen
nonisolated public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    /// Test inspection, not Apple API.
    public let _testContent: Content
}
#endif

extension VStack {
    /// [A27] …/vstack/init(alignment:spacing:content:).
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self._testContent = content()
    }
}

extension HStack {
    /// [OS] Layout/Stack/HStack.swift: `alignment: VerticalAlignment = .center`.
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self._testContent = content()
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/spacer. Xcode 16 [SK]: `@MainActor @frozen
/// @preconcurrency public struct Spacer : View, BitwiseCopyable, Sendable` with a `@MainActor` init, so
/// `Spacer()` off the main actor draws a warning there. Xcode 26: plain `@frozen struct`.
#if SWIFTUI_SDK_18
@MainActor @frozen @preconcurrency
public struct Spacer: View, Sendable {
    public typealias Body = Never
    public var minLength: CGFloat?

    @MainActor @preconcurrency
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}
#else
@frozen
public struct Spacer: Sendable {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: View {
    public typealias Body = Never
}
#endif

/// [A27] https://developer.apple.com/documentation/swiftui/group ; [OS] View/Group.swift. An explicit
/// `init(_content:)` keeps the implicit memberwise init from making `Group { … }` ambiguous.
@frozen
public struct Group<Content> {
    public typealias Body = Never
    @usableFromInline
    package var content: Content

    @_disfavoredOverload
    @_alwaysEmitIntoClient
    internal init(_content: Content) {
        self.content = _content
    }
}

@available(*, unavailable)
extension Group: Sendable {}

extension Group: View where Content: View {
    /// [A27] …/group/init(content:).
    @inlinable
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/foreach ; [OS] View/DynamicViewContent/ForEach.swift.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(*, unavailable)
extension ForEach: Sendable {}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
