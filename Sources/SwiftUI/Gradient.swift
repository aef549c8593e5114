import Foundation

// Unit points, gradients and the linear gradient, as [I17] (the iOS 17.4 interface, `:N` its line) declares
// them: what generated gradient tokens use. Not isolated (all Sendable values; LinearGradient's View
// conformance is in an extension, as Color's, so it is not main-actor-inferred).

/// [A27] https://developer.apple.com/documentation/swiftui/unitpoint ; [I17]:1496 `@frozen public struct UnitPoint
/// : Hashable` with `x`, `y`, the ten `static let` points; Sendable (:28323), Animatable (:1523).
@frozen
public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat

    @inlinable
    public init() {
        self.init(x: 0, y: 0)
    }

    @inlinable
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Sendable {}

extension UnitPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>

    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/gradient ; [I17]:14861 `@frozen public struct Gradient :
/// Equatable { @frozen public struct Stop : Equatable; var stops; init(stops:); init(colors:) }`; Hashable and a
/// ShapeStyle from iOS 16 (:14874, :14888), so Sendable through ShapeStyle; `Stop` Hashable, Sendable (:28722).
@frozen
public struct Gradient: Equatable {
    @frozen
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Gradient.Stop]

    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// Evenly spaced, from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}

extension Gradient: Hashable {}
extension Gradient.Stop: Hashable {}
extension Gradient.Stop: Sendable {}

extension Gradient: ShapeStyle {
    public typealias Resolved = Never
}

/// [A27] https://developer.apple.com/documentation/swiftui/lineargradient ; [I17]:17204 `@frozen public struct
/// LinearGradient : ShapeStyle, View, Sendable` with `Body = _ShapeView<Rectangle, LinearGradient>`, `Resolved =
/// Never`.
@frozen
public struct LinearGradient: ShapeStyle, Sendable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public typealias Resolved = Never

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    @_alwaysEmitIntoClient
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    @_alwaysEmitIntoClient
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View {
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
}

/// [I17]:23377 `extension ShapeStyle where Self : View, Self.Body == _ShapeView<Rectangle, Self> { public var
/// body: _ShapeView<Rectangle, Self> }`: a style used as a view fills a rectangle.
extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    public var body: _ShapeView<Rectangle, Self> {
        _ShapeView(shape: Rectangle(), style: self)
    }
}

/// [I17]:17123 `extension ShapeStyle where Self == LinearGradient` (iOS 15): `.linearGradient(…)`.
extension ShapeStyle where Self == LinearGradient {
    @_alwaysEmitIntoClient
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        .init(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    @_alwaysEmitIntoClient
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        .init(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    @_alwaysEmitIntoClient
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        .init(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
