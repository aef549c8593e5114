import Foundation

// Shapes, iOS 17.4 interface shapes (shape styles: ShapeStyle.swift; strokes: Stroke.swift). Known
// simplification: `Shape` leaves out its `sizeThatFits(_:)`/`layoutDirectionBehavior` requirements, which have
// default implementations.

/// [A27] https://developer.apple.com/documentation/swiftui/fillstyle ; iOS 17.4 interface `@frozen public
/// struct FillStyle : Equatable`, Sendable by extension.
@frozen
public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    @inlinable
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

extension FillStyle: Sendable {}

/// iOS 17.4 interface: `public enum RoundedCornerStyle : Sendable { case circular, continuous }` (Hashable).
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

/// [A27] https://developer.apple.com/documentation/swiftui/vectorarithmetic ; iOS 17.4 interface.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// iOS 17.4 interface: `@frozen public struct EmptyAnimatableData : VectorArithmetic`, Sendable by extension.
@frozen
public struct EmptyAnimatableData: VectorArithmetic {
    @inlinable
    public init() {}

    @inlinable public static var zero: EmptyAnimatableData { .init() }
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}

extension EmptyAnimatableData: Sendable {}

/// [A27] https://developer.apple.com/documentation/swiftui/animatable ; iOS 17.4 interface `protocol
/// Animatable { associatedtype AnimatableData : VectorArithmetic; var animatableData: AnimatableData { get set } }`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// iOS 17.4 interface: `extension Animatable where AnimatableData == EmptyAnimatableData`.
extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/path ; iOS 17.4 interface `@frozen public struct
/// Path : Equatable, LosslessStringConvertible, @unchecked Sendable` (the initializers shapes use).
@frozen
public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
    var elements: [String]

    public init() {
        elements = []
    }

    public init(_ rect: CGRect) {
        elements = ["rect \(rect)"]
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = ["roundedRect \(rect) \(cornerRadius)"]
    }

    public init(ellipseIn rect: CGRect) {
        elements = ["ellipse \(rect)"]
    }

    public init?(_ string: String) {
        elements = [string]
    }

    public var description: String {
        elements.joined(separator: " ")
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/shape ; iOS 17.4 interface `public protocol Shape
/// : Sendable, Animatable, View { func path(in rect: CGRect) -> Path; … }`. `path(in:)` is `nonisolated` as
/// in the iOS 18 SDK and later (a Shape is Sendable and laid out off the main actor).
public protocol Shape: Sendable, Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

/// iOS 17.4 interface: `extension Path : Shape` (a path draws itself).
extension Path: Shape {
    nonisolated public func path(in _: CGRect) -> Path { self }
}

/// iOS 17.4 interface: `extension Shape { public var body: _ShapeView<Self, ForegroundStyle> { get } }`.
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// iOS 17.4 interface: `@frozen public struct _ShapeView<Content, Style> : View where Content : Shape, Style
/// : ShapeStyle`, not Sendable.
@frozen
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public typealias Body = Never
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    @inlinable
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: Never { _primitiveBody(Self.self) }
}

@available(*, unavailable)
extension _ShapeView: Sendable {}

extension Shape {
    /// iOS 17.4 interface: `@_disfavoredOverload fill<S>(_ content: S, style: FillStyle = FillStyle()) ->
    /// some View where S : ShapeStyle`; the favored `fill<S>(_ content: S = .foreground, style:) ->
    /// _ShapeView<Self, S>` (iOS 17) is the one most calls pick.
    @_disfavoredOverload
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// iOS 17.4 interface (iOS 17): `@_alwaysEmitIntoClient fill<S>(_ content: S = .foreground, style:
    /// FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle`.
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// iOS 17.4 interface: `@_disfavoredOverload stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View`.
    @_disfavoredOverload
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)._modified("stroke")
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/rectangle ; iOS 17.4 interface `@frozen public
/// struct Rectangle : Shape { func path(in:); @inlinable init() }`.
@frozen
public struct Rectangle: Shape {
    @inlinable
    nonisolated public init() {}

    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/roundedrectangle ; iOS 17.4 interface.
@frozen
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    @inlinable
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    @inlinable
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/circle ; iOS 17.4 interface.
@frozen
public struct Circle: Shape {
    @inlinable
    nonisolated public init() {}

    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/ellipse ; iOS 17.4 interface.
@frozen
public struct Ellipse: Shape {
    @inlinable
    nonisolated public init() {}

    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/capsule ; iOS 17.4 interface.
@frozen
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    @inlinable
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    nonisolated public func path(in r: CGRect) -> Path {
        Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }
}

/// iOS 17.4 interface: the static shape members (`.rect`, `.circle`, `.capsule`, `.ellipse`, iOS 17).
extension Shape where Self == Rectangle {
    @_alwaysEmitIntoClient public static var rect: Rectangle { .init() }
}

extension Shape where Self == RoundedRectangle {
    @_alwaysEmitIntoClient public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self { .init(cornerSize: cornerSize, style: style) }
    @_alwaysEmitIntoClient public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { .init(cornerRadius: cornerRadius, style: style) }
}

extension Shape where Self == Circle {
    @_alwaysEmitIntoClient public static var circle: Circle { .init() }
}

extension Shape where Self == Ellipse {
    @_alwaysEmitIntoClient public static var ellipse: Ellipse { .init() }
}

extension Shape where Self == Capsule {
    @_alwaysEmitIntoClient public static var capsule: Capsule { .init() }
    @_alwaysEmitIntoClient public static func capsule(style: RoundedCornerStyle) -> Self { .init(style: style) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/insettableshape ; iOS 17.4 interface `public
/// protocol InsettableShape : Shape { associatedtype InsetShape : InsettableShape; func inset(by amount:
/// CGFloat) -> InsetShape }`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// The stand-in's inset of a shape (Apple's are the shapes' own `_Inset` types), returned as `some
/// InsettableShape` as Apple's `inset(by:)` does. Not public.
struct _StandInInsetShape<Base>: InsettableShape where Base: Shape {
    let base: Base
    let amount: CGFloat

    nonisolated init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    nonisolated func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    nonisolated func inset(by amount: CGFloat) -> _StandInInsetShape<Base> {
        _StandInInsetShape(base: base, amount: self.amount + amount)
    }
}

/// iOS 17.4 interface: `extension Rectangle : InsettableShape { @inlinable public func inset(by amount:
/// CGFloat) -> some InsettableShape }`, and the same for RoundedRectangle, Capsule, Ellipse, Circle.
extension Rectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _StandInInsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _StandInInsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _StandInInsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _StandInInsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _StandInInsetShape(base: self, amount: amount) }
}

extension InsettableShape {
    /// iOS 17.4 interface: `@_disfavoredOverload strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1,
    /// antialiased: Bool = true) -> some View where S : ShapeStyle` (the favored iOS 17 overload returns
    /// `StrokeBorderShapeView`, not modelled; the `style:` overloads are in Stroke.swift).
    @_disfavoredOverload
    nonisolated public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _ShapeView(shape: inset(by: lineWidth / 2), style: content)._modified("strokeBorder")
    }

    /// iOS 17.4 interface: `@_disfavoredOverload strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View`.
    @_disfavoredOverload
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: lineWidth / 2), style: ForegroundStyle())._modified("strokeBorder")
    }
}

extension View {
    /// iOS 17.4 interface (iOS 15): `background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) where S :
    /// InsettableShape`.
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: InsettableShape { _testBackground(nil) }

    /// iOS 17.4 interface (iOS 15): `background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle =
    /// FillStyle()) where S : ShapeStyle, T : InsettableShape`.
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape {
        _testBackground(_StoredShapeStyle(base: style))
    }
}
