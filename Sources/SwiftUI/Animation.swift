import Foundation

// Animations and their data, as [I17] (the iOS 17.4 interface, `:N` its line) declares them: what generated
// motion tokens use (`UnitCurve`, `Animation.timingCurve(_:duration:)`, `delay(_:)`) and the animatable pair
// that `Color.Resolved`, `UnitPoint` and `StrokeStyle` animate with. The stand-in animates nothing: an
// `Animation` records how it was made.

/// [I17]:23747 `@frozen public struct AnimatablePair<First, Second> : VectorArithmetic where First :
/// VectorArithmetic, Second : VectorArithmetic`; Sendable when both are (:23789).
@frozen
public struct AnimatablePair<First, Second>: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
    public var first: First
    public var second: Second

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair<First, Second> { .init(First.zero, Second.zero) }

    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        .init(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        .init(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// [I17]:2933, :2940, :2947 `extension Float : VectorArithmetic`, and the same for `Double` and `CGFloat`.
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// [I17]:21255 `extension Animatable where Self : VectorArithmetic { public var animatableData: Self }`.
extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// [I17]:10694 `public struct UnitCurve` (iOS 17), Sendable (:10703) and Hashable (:10706): a timing curve
/// from (0, 0) to (1, 1). The stand-in keeps the cubic Bézier's control points.
public struct UnitCurve {
    let start: UnitPoint
    let end: UnitPoint

    /// [I17]:10695 `public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(start: startControlPoint, end: endControlPoint)
    }

    /// [I17]:10696 `public func value(at progress: Double) -> Double`: the curve's y where its x is `progress`.
    public func value(at progress: Double) -> Double {
        let t = parameter(at: min(max(progress, 0), 1))
        return coordinate(t, Double(start.y), Double(end.y))
    }

    /// [I17]:10697 `public func velocity(at progress: Double) -> Double`: dy/dx at `progress`.
    public func velocity(at progress: Double) -> Double {
        let t = parameter(at: min(max(progress, 0), 1))
        let dx = slope(t, Double(start.x), Double(end.x))
        return dx == 0 ? 0 : slope(t, Double(start.y), Double(end.y)) / dx
    }

    /// [I17]:10698 `public var inverse: UnitCurve { get }`: the curve mirrored across y = x.
    public var inverse: UnitCurve {
        UnitCurve(start: UnitPoint(x: start.y, y: start.x), end: UnitPoint(x: end.y, y: end.x))
    }

    /// One coordinate of the Bézier from 0 to 1 with control coordinates `p1`, `p2`, at parameter `t`.
    private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }

    private func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * p1 + 6 * (1 - t) * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The parameter whose x is `x` (x grows with t for control points inside the unit square): bisection.
    private func parameter(at x: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<48 {
            let middle = (low + high) / 2
            if coordinate(middle, Double(start.x), Double(end.x)) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

extension UnitCurve: Sendable {}
extension UnitCurve: Hashable {}

extension UnitCurve {
    /// [I17]:10714–10725, the named curves (CSS's control points). `easeInEaseOut` is deprecated there.
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut: UnitCurve = .easeInOut
    public static let easeInOut: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeIn: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let circularEaseIn: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0.6, y: 0.04), endControlPoint: UnitPoint(x: 0.98, y: 0.335))
    public static let circularEaseOut: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0.075, y: 0.82), endControlPoint: UnitPoint(x: 0.165, y: 1))
    public static let circularEaseInOut: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0.785, y: 0.135), endControlPoint: UnitPoint(x: 0.15, y: 0.86))
    public static let linear: UnitCurve = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
}

/// [A27] https://developer.apple.com/documentation/swiftui/animation ; [I17]:2503 `@frozen public struct
/// Animation : Equatable, Sendable`, Hashable (iOS 17, :2510). Test inspection, not Apple API: `_testDescription`.
@frozen
public struct Animation: Equatable, Sendable {
    public let _testDescription: String
}

extension Animation: Hashable {}

extension Animation {
    /// [I17]:21995 `public static let default: Animation`.
    public static let `default` = Animation(_testDescription: "default")

    /// [I17]:21961–21977 the basic curves, with and without a duration.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(_testDescription: "easeInOut(\(duration))") }
    public static var easeInOut: Animation { Animation(_testDescription: "easeInOut") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(_testDescription: "easeIn(\(duration))") }
    public static var easeIn: Animation { Animation(_testDescription: "easeIn") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(_testDescription: "easeOut(\(duration))") }
    public static var easeOut: Animation { Animation(_testDescription: "easeOut") }
    public static func linear(duration: TimeInterval) -> Animation { Animation(_testDescription: "linear(\(duration))") }
    public static var linear: Animation { Animation(_testDescription: "linear") }

    /// [I17]:21978 `public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    /// duration: TimeInterval = 0.35) -> Animation`.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(_testDescription: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), \(duration))")
    }

    /// [I17]:10727 `public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation` (iOS 17).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        timingCurve(Double(curve.start.x), Double(curve.start.y), Double(curve.end.x), Double(curve.end.y), duration: duration)
    }

    /// [I17]:22537 `public func delay(_ delay: TimeInterval) -> Animation`.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(_testDescription: _testDescription + ".delay(\(delay))") }

    /// [I17]:22541 `public func speed(_ speed: Double) -> Animation`.
    public func speed(_ speed: Double) -> Animation { Animation(_testDescription: _testDescription + ".speed(\(speed))") }
}

extension View {
    /// [I17]:11485 `@inlinable public func animation<V>(_ animation: Animation?, value: V) -> some View where V :
    /// Equatable` (iOS 15).
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { _modified("animation") }
}
