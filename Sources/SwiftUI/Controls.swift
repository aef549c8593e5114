import Foundation

// Views whose isolation changed between SDKs. Xcode 16 (iOS 18 SDK, [SK]): `@MainActor @preconcurrency
// struct` with `nonisolated` initializers. Xcode 26 ([A27]): `nonisolated struct`. The stored properties
// are `nonisolated(unsafe)`: an implementation detail of the stand-in that lets the era-18 nonisolated
// initializers set them; clients never see them.

/// [A27] https://developer.apple.com/documentation/swiftui/button ; [SK] Controls/Button.swift. Not Sendable
/// in any era: iOS 17.4 interface `@available(*, unavailable) extension Button : Sendable` (without it the
/// era-18 `@MainActor` struct would be implicitly Sendable). Its body is public (`var body: some View`,
/// iOS 17.4 interface), not `Never`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    /// Test inspection, not Apple API.
    public let _testRole: ButtonRole?
    let action: @MainActor () -> Void

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#else
nonisolated public struct Button<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    /// Test inspection, not Apple API.
    public let _testRole: ButtonRole?
    let action: @MainActor () -> Void

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#endif

@available(*, unavailable)
extension Button: Sendable {}

/// [I17]:13158 (iOS 14): `public struct Link<Label> : View where Label : View`, not Sendable ([I17]:13166), with
/// `init(destination:label:)` and, where `Label == Text`, `init(_:destination:)` for a key and a
/// `@_disfavoredOverload` `StringProtocol` title ([I17]:13169). Isolation by the rule of `Button`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Link<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    nonisolated(unsafe) public let _testLabel: Label
    /// Test inspection, not Apple API.
    public let _testDestination: URL

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#else
nonisolated public struct Link<Label>: View where Label: View {
    /// Test inspection, not Apple API.
    public let _testLabel: Label
    /// Test inspection, not Apple API.
    public let _testDestination: URL

    @MainActor @preconcurrency
    public var body: some View { _testLabel }
}
#endif

@available(*, unavailable)
extension Link: Sendable {}

extension Link {
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        _testLabel = label()
        _testDestination = destination
    }
}

extension Link where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, destination: URL) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }
}

extension Button {
    /// [A27] …/button/init(action:label:) (iOS 13).
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self._testLabel = label()
        self._testRole = nil
        self.action = action
    }

    /// [A27] …/button/init(role:action:label:) (iOS 15); iOS 17.4 interface `init(role: ButtonRole?, action:, label:)`.
    @preconcurrency
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self._testLabel = label()
        self._testRole = role
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

    /// [A27] …/button/init(_:role:action:)-… (iOS 15); iOS 17.4 interface.
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// iOS 17.4 interface: `@_disfavoredOverload public init<S>(_ title: S, role: ButtonRole?, action:) where S : StringProtocol`.
    @_disfavoredOverload
    @preconcurrency
    nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// [A27] …/button/init(_:systemimage:action:) (iOS 14); iOS 17.4 interface `@_alwaysEmitIntoClient`.
    @preconcurrency
    @_alwaysEmitIntoClient
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// iOS 17.4 interface: `@_disfavoredOverload @_alwaysEmitIntoClient public init<S>(_ title: S, systemImage:, action:)`.
    @_disfavoredOverload
    @preconcurrency
    @_alwaysEmitIntoClient
    nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }

    /// iOS 17.4 interface (iOS 15): `init(_ titleKey:, systemImage:, role:, action:)`.
    @preconcurrency
    @_alwaysEmitIntoClient
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// iOS 17.4 interface (iOS 15), disfavored StringProtocol twin.
    @_disfavoredOverload
    @preconcurrency
    @_alwaysEmitIntoClient
    nonisolated public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/buttonrole ; iOS 17.4 interface `public struct
/// ButtonRole : Equatable, Sendable { static let destructive, cancel }` (not frozen).
public struct ButtonRole: Equatable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

/// [A27] https://developer.apple.com/documentation/swiftui/label (iOS 14); [SK] Text/Label.swift. Not Sendable
/// (iOS 17.4 interface: unavailable Sendable extension); public `body: some View`.
#if SWIFTUI_SDK_18
@MainActor @preconcurrency
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    nonisolated(unsafe) public let _testTitle: Title
    nonisolated(unsafe) public let _testIcon: Icon

    @MainActor @preconcurrency
    public var body: some View { HStack { _testIcon; _testTitle } }
}
#else
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    /// Test inspection, not Apple API.
    public let _testTitle: Title
    public let _testIcon: Icon

    @MainActor @preconcurrency
    public var body: some View { HStack { _testIcon; _testTitle } }
}
#endif

@available(*, unavailable)
extension Label: Sendable {}

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
    /// iOS 17.4 interface.
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// [A27] https://developer.apple.com/documentation/swiftui/vstack ; [SK] Containers/VStack.swift.
#if SWIFTUI_SDK_18
@MainActor @frozen @preconcurrency
public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
    nonisolated(unsafe) public let _testContent: Content
}

/// [A27] https://developer.apple.com/documentation/swiftui/hstack ; [SK].
@MainActor @frozen @preconcurrency
public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
    nonisolated(unsafe) public let _testContent: Content
}
#else
@frozen
nonisolated public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
    /// Test inspection, not Apple API.
    public let _testContent: Content
}

@frozen
nonisolated public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
    /// Test inspection, not Apple API.
    public let _testContent: Content
}
#endif

/// iOS 17.4 interface: `@available(*, unavailable) extension VStack : Sendable`, HStack likewise; [I27]
/// `~Swift::Sendable` in iOS 27. Without it the era-18 `@MainActor` structs would be implicitly Sendable.
@available(*, unavailable)
extension VStack: Sendable {}

@available(*, unavailable)
extension HStack: Sendable {}

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
    public var body: Never { _primitiveBody(Self.self) }
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
    public var body: Never { _primitiveBody(Self.self) }
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
    public var body: Never { _primitiveBody(Self.self) }

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
    public var body: Never { _primitiveBody(Self.self) }
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
