import Foundation

// The environment: keys, values, the `@Environment` property wrapper and the modifiers that write it.
// Sources: [I17] the iOS 17.4 SDK `SwiftUI.swiftinterface` (line numbers in FIDELITY.md), [X16] / [X26] the
// Xcode 16 (iOS 18.0 SDK) and Xcode 26 beta 1 generated interfaces copied in skiptools/skip-fuse-ui
// (`SwiftUI/SwiftUICore.txt`, commits e4dda1d and 7ed6a4a), [A27] Apple's documentation pages.
// None of these declarations changed isolation between the two eras the stand-in models: the protocol and
// the types are not actor-isolated, and the View modifiers are `nonisolated` in both.

/// [A27] https://developer.apple.com/documentation/swiftui/environmentkey ; [I17] 20360; [X16]
/// `public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Self.Value { get } }`.
/// Not isolated in any SDK. (Apple's interface also has an underscored `_valuesEqual(_:_:)` requirement with
/// a default implementation since iOS 16; the stand-in leaves it out.)
public protocol EnvironmentKey {
    associatedtype Value

    static var defaultValue: Value { get }
}

/// [A27] https://developer.apple.com/documentation/swiftui/environmentvalues ; [I17] 25283:
/// `public struct EnvironmentValues : CustomStringConvertible { public init(); public subscript<K>(key: K.Type)
/// -> K.Value where K : EnvironmentKey { get set }; public var description: String { get } }`, and
/// `@available(*, unavailable) extension EnvironmentValues : Sendable` ([I17] 25301).
public struct EnvironmentValues: CustomStringConvertible {
    /// Stand-in storage: the values set, by key type. A key that was never set reads its `defaultValue`.
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(\(storage.count) set)"
    }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/environment ; [I17] 5800, [X16]:
/// `@frozen @propertyWrapper public struct Environment<Value> : DynamicProperty { @inlinable public init(_ keyPath:
/// KeyPath<EnvironmentValues, Value>); @inlinable public var wrappedValue: Value { get } }`. Read-only: there is
/// no setter and no projected value. The iOS 17 `init(_ objectType:)` for `Observable` types is left out.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline
    let keyPath: KeyPath<EnvironmentValues, Value>

    @inlinable
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// Apple reads the value the view graph installed, and outside a view graph the default
    /// (`EnvironmentValues()[keyPath: keyPath]`, [I17] 5834). The stand-in reads the environment of the
    /// `_TestRenderer` pass that is evaluating the enclosing `body`, and the default outside one.
    public var wrappedValue: Value {
        (_TestRenderer.current?.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Xcode 16 and 26 ([X16], [X26]): `extension Environment : Sendable where Value : Sendable`. (The iOS 17.4
/// interface still declared it unavailable, [I17] 5842.) Unchecked: the stand-in stores a key path.
extension Environment: @unchecked Sendable where Value: Sendable {}

// MARK: - Writing the environment

extension View {
    /// [A27] https://developer.apple.com/documentation/swiftui/view/environment(_:_:) ; [I17] 6849; [X16], [X26]:
    /// `@inlinable nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
    /// _ value: V) -> some View`.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _TestEnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// [A27] …/view/transformenvironment(_:transform:) ; [I17] 3050; [X16], [X26]: `@inlinable nonisolated public
    /// func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping
    /// (inout V) -> Void) -> some View`.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        _TestEnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// Stand-in detail behind `environment(_:_:)` and `transformEnvironment(_:transform:)` (Apple:
/// `ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>`, hidden by the opaque result type). Not isolated,
/// not Sendable.
struct _TestEnvironmentWriter<Content: View> {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
}

@available(*, unavailable)
extension _TestEnvironmentWriter: Sendable {}

extension _TestEnvironmentWriter: View {
    typealias Body = Never
    var body: Never { _primitiveBody(Self.self) }
}

// MARK: - Common values

/// [A27] https://developer.apple.com/documentation/swiftui/colorscheme ; [I17] 3503: `public enum ColorScheme :
/// CaseIterable, Sendable { case light, dark }` (Equatable and Hashable: [I17] 28391).
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

/// [A27] https://developer.apple.com/documentation/swiftui/colorschemecontrast ; [I17] 3517: `public enum
/// ColorSchemeContrast : CaseIterable, Sendable { case standard, increased }` (Equatable, Hashable: [I17] 28395).
public enum ColorSchemeContrast: CaseIterable, Sendable {
    case standard
    case increased
}

/// [A27] https://developer.apple.com/documentation/swiftui/userinterfacesizeclass ; [I17] 13250: `public enum
/// UserInterfaceSizeClass : Sendable { case compact, regular }` (Equatable, Hashable: [I17] 28319).
public enum UserInterfaceSizeClass: Sendable {
    case compact
    case regular
}

/// [A27] https://developer.apple.com/documentation/swiftui/dynamictypesize ; [I17] 19379: `public enum
/// DynamicTypeSize : Hashable, Comparable, CaseIterable, Sendable` with twelve cases and `isAccessibilitySize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    public var isAccessibilitySize: Bool {
        self >= .accessibility1
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/layoutdirection ; [I17] 8271: `public enum
/// LayoutDirection : Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// Stand-in keys behind the system values (Apple's are internal). The defaults are the stand-in's choice.
private struct _ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct _ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

private struct _HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct _VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct _DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

private struct _IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct _LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct _LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct _FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// [A27] …/environmentvalues/colorscheme ; [I17] 3543: `public var colorScheme: ColorScheme { get set }`.
    public var colorScheme: ColorScheme {
        get { self[_ColorSchemeKey.self] }
        set { self[_ColorSchemeKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/colorschemecontrast ; [I17] 3547: `public var colorSchemeContrast:
    /// ColorSchemeContrast { get }`: read-only, the system sets it.
    public var colorSchemeContrast: ColorSchemeContrast {
        self[_ColorSchemeContrastKey.self]
    }

    /// [I17] 3550: `public var _colorSchemeContrast: ColorSchemeContrast { get set }`, Apple's own underscored
    /// setter (what previews and tests use), so a test can set the contrast on both SDKs.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[_ColorSchemeContrastKey.self] }
        set { self[_ColorSchemeContrastKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/horizontalsizeclass ; [I17] 13387: `public var horizontalSizeClass:
    /// UserInterfaceSizeClass? { get set }`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[_HorizontalSizeClassKey.self] }
        set { self[_HorizontalSizeClassKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/verticalsizeclass ; [I17] 13399.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[_VerticalSizeClassKey.self] }
        set { self[_VerticalSizeClassKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/dynamictypesize ; [I17] 19408: `public var dynamicTypeSize: DynamicTypeSize
    /// { get set }` (iOS 15).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[_DynamicTypeSizeKey.self] }
        set { self[_DynamicTypeSizeKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/isenabled ; [I17] 27553: `public var isEnabled: Bool { get set }`.
    public var isEnabled: Bool {
        get { self[_IsEnabledKey.self] }
        set { self[_IsEnabledKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/locale ; [I17] 13371: `public var locale: Locale { get set }`.
    public var locale: Locale {
        get { self[_LocaleKey.self] }
        set { self[_LocaleKey.self] = newValue }
    }

    /// [A27] …/environmentvalues/layoutdirection ; [I17] 8286: `public var layoutDirection: LayoutDirection
    /// { get set }`.
    public var layoutDirection: LayoutDirection {
        get { self[_LayoutDirectionKey.self] }
        set { self[_LayoutDirectionKey.self] = newValue }
    }

    /// [I17] 13351: `public var font: Font? { get set }`, what `View.font(_:)` writes ([I17] 13314:
    /// `environment(\.font, font)`).
    public var font: Font? {
        get { self[_FontKey.self] }
        set { self[_FontKey.self] = newValue }
    }
}
