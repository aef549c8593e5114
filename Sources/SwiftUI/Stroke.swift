import Foundation

// Stroke styles and the stroke modifiers that take one, as [I17] (the iOS 17.4 interface, `:N` its line)
// declares them. The favored iOS 17 overloads that return `StrokeShapeView`/`StrokeBorderShapeView` (a
// `ShapeView`) are not modelled: calls take the disfavored `some View` ones below, which Apple also declares,
// with the same arguments (FIDELITY.md).

/// CoreGraphics' `CGLineCap` (`typedef CF_ENUM(int32_t, CGLineCap)`, imported as `@frozen public enum CGLineCap
/// : Int32, @unchecked Sendable { case butt, round, square }`), which Apple's `import SwiftUI` re-exports and
/// swift-corelibs-foundation does not declare: the stand-in does, for `StrokeStyle`.
@frozen
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// CoreGraphics' `CGLineJoin` (`case miter, round, bevel`), declared for the same reason as `CGLineCap`.
@frozen
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// [A27] https://developer.apple.com/documentation/swiftui/strokestyle ; [I17]:15690 `@frozen public struct
/// StrokeStyle : Equatable` with its six stored properties and one initializer with defaults; Sendable (:28744),
/// Animatable (:15701: line width, miter limit, dash phase).
@frozen
public struct StrokeStyle: Equatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Sendable {}

extension StrokeStyle: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

extension Shape {
    /// [I17]:23354 `@inlinable @_disfavoredOverload public func stroke<S>(_ content: S, style: StrokeStyle) -> some
    /// View where S : ShapeStyle`.
    @_disfavoredOverload
    nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle {
        _ShapeView(shape: self, style: content)._modified("stroke")
    }

    /// [I17]:19317 `@inlinable public func stroke(style: StrokeStyle) -> some Shape`. The stand-in draws nothing:
    /// the shape itself (inset by nothing) stands for its outline.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape { _StandInInsetShape(base: self, amount: 0) }

    /// [I17]:19321 `@inlinable public func stroke(lineWidth: CGFloat = 1) -> some Shape`.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StandInInsetShape(base: self, amount: 0) }
}

extension InsettableShape {
    /// [I17]:26626 `@inlinable @_disfavoredOverload public func strokeBorder<S>(_ content: S, style: StrokeStyle,
    /// antialiased: Bool = true) -> some View where S : ShapeStyle`.
    @_disfavoredOverload
    nonisolated public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S: ShapeStyle {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: content)._modified("strokeBorder")
    }

    /// [I17]:26632 `@inlinable @_disfavoredOverload public func strokeBorder(style: StrokeStyle, antialiased: Bool =
    /// true) -> some View`.
    @_disfavoredOverload
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: inset(by: style.lineWidth / 2), style: ForegroundStyle())._modified("strokeBorder")
    }
}
