// Shape styles: the protocol with iOS 17's `Resolved`/`resolve(in:)`, the styles that are not colors or
// gradients, and the stand-in's run-time resolution of a style to a color (what `_TestRenderer` reports).
// Sources: [I17] the iOS 17.4 interface (`:N` is its line, FIDELITY.md).

/// [A27] https://developer.apple.com/documentation/swiftui/shapestyle ; [I17]:16751 `public protocol ShapeStyle :
/// Sendable { @_weakLinked associatedtype Resolved : ShapeStyle = Never; @available(iOS 17.0, …) func
/// resolve(in environment: EnvironmentValues) -> Self.Resolved }`. `@_weakLinked` (a back-deployment detail) and
/// the underscored `_makeView`/`_apply` requirements, all defaulted, are left out. A style that declares no
/// `resolve(in:)` gets `Resolved == Never` and the default below, so every existing conformer still compiles.
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never

    func resolve(in environment: EnvironmentValues) -> Resolved
}

/// [I17]:16763 `extension Never : ShapeStyle { typealias Resolved = Never }`.
extension Never: ShapeStyle {
    public typealias Resolved = Never
}

/// [I17]:16768 `extension ShapeStyle where Self.Resolved == Never { public func resolve(in environment:
/// EnvironmentValues) -> Never }`: such a style is drawn by SwiftUI itself and never resolved by a caller.
extension ShapeStyle where Resolved == Never {
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) has no resolved form (its Resolved is Never)")
    }
}

/// iOS 17.4 interface: `@frozen public struct ForegroundStyle : ShapeStyle { @inlinable public init() }`.
@frozen
public struct ForegroundStyle: ShapeStyle {
    @inlinable
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// iOS 17.4 interface (iOS 15): `static var foreground: ForegroundStyle`.
    @_alwaysEmitIntoClient public static var foreground: ForegroundStyle { .init() }
}

/// [A27] https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle ; iOS 17.4 interface
/// `@frozen public struct HierarchicalShapeStyle : ShapeStyle` (iOS 15) with `static let primary…quaternary`.
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    var id: UInt32

    public static let primary = HierarchicalShapeStyle(id: 0)
    public static let secondary = HierarchicalShapeStyle(id: 1)
    public static let tertiary = HierarchicalShapeStyle(id: 2)
    public static let quaternary = HierarchicalShapeStyle(id: 3)
    /// iOS 16.
    public static let quinary = HierarchicalShapeStyle(id: 4)
}

/// iOS 17.4 interface: `extension ShapeStyle where Self == HierarchicalShapeStyle` (`.primary` … `.quinary`).
extension ShapeStyle where Self == HierarchicalShapeStyle {
    @_alwaysEmitIntoClient public static var primary: HierarchicalShapeStyle { .primary }
    @_alwaysEmitIntoClient public static var secondary: HierarchicalShapeStyle { .secondary }
    @_alwaysEmitIntoClient public static var tertiary: HierarchicalShapeStyle { .tertiary }
    @_alwaysEmitIntoClient public static var quaternary: HierarchicalShapeStyle { .quaternary }
    @_alwaysEmitIntoClient public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// [I17]:23319 `@frozen public struct AnyShapeStyle : ShapeStyle { public init<S>(_ style: S) where S : ShapeStyle;
/// public typealias Resolved = Never }` (iOS 15): what a body writes to pick a style conditionally
/// (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`). Its storage box and the underscored `_apply`
/// requirements are left out; it draws as the style it erases, so the renderer and the audit see that style.
@frozen
public struct AnyShapeStyle: ShapeStyle {
    let erased: any ShapeStyle

    public init<S>(_ style: S) where S: ShapeStyle {
        erased = style
    }

    public typealias Resolved = Never
}

// MARK: - The stand-in's run-time resolution (not Apple API)

/// A shape style as a value: what `foregroundStyle(_:)` stores so the renderer can resolve it later, in the
/// environment of the view that draws with it (Apple resolves a foreground style where it is used, so a
/// subtree's `.environment(\.colorScheme, .dark)` changes it).
@usableFromInline
struct _StoredShapeStyle: Sendable {
    let base: any ShapeStyle

    init(base: any ShapeStyle) {
        self.base = base
    }

    init(_ color: Color) {
        base = color
    }

    func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved? {
        _resolvedColor(of: base, in: environment)
    }
}

/// The color a style draws with in `environment`, as far as the stand-in can tell: `Color.Resolved` itself,
/// anything whose `resolve(in:)` leads to one (a `Color`, a custom style such as a generated token color), the
/// hierarchical styles as the stand-in's primary color with their opacity, an `AnyShapeStyle` as the style it
/// erases; nil for what has no single color (gradients, `ForegroundStyle`, other `Resolved == Never` styles).
func _resolvedColor<S: ShapeStyle>(of style: S, in environment: EnvironmentValues) -> Color.Resolved? {
    if let resolved = style as? Color.Resolved {
        return resolved
    }
    if style is AnyShapeStyle {
        return _resolvedColor(of: _unerased(style), in: environment)
    }
    if let level = style as? HierarchicalShapeStyle {
        var primary = Color.primary.resolve(in: environment)
        primary.opacity *= [1, 0.6, 0.3, 0.18, 0.1][Int(min(level.id, 4))]
        return primary
    }
    guard S.Resolved.self != Never.self else { return nil }
    return _resolvedColor(of: style.resolve(in: environment), in: environment)
}

/// The style an `AnyShapeStyle` erases, through nested ones; any other style itself.
func _unerased(_ style: any ShapeStyle) -> any ShapeStyle {
    (style as? AnyShapeStyle).map { _unerased($0.erased) } ?? style
}

private struct _ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: _StoredShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style `foregroundStyle(_:)` and `foregroundColor(_:)` set (Apple's equivalent is internal).
    var _foregroundStyle: _StoredShapeStyle? {
        get { self[_ForegroundStyleKey.self] }
        set { self[_ForegroundStyleKey.self] = newValue }
    }
}
