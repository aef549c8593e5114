import Foundation

extension Text {
    /// [A27] https://developer.apple.com/documentation/swiftui/text/datestyle ; iOS 17.4 interface (iOS 14)
    /// `public struct DateStyle : Sendable` with `static let time, date, relative, offset, timer`, Equatable
    /// and Codable by extension.
    public struct DateStyle: Sendable {
        let name: String

        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    /// iOS 17.4 interface (iOS 14): `public init(_ date: Date, style: Text.DateStyle)`.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(_testStorage: .verbatim("<date \(style.name)>"))
    }

    /// iOS 17.4 interface (iOS 14): `public init(_ dates: ClosedRange<Date>)`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(_testStorage: .verbatim("<date range>"))
    }

    /// iOS 17.4 interface (iOS 14): `public init(_ interval: DateInterval)`.
    public init(_ interval: DateInterval) {
        self.init(_testStorage: .verbatim("<date interval>"))
    }

    /// iOS 17.4 interface (iOS 16): `public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
    /// countsDown: Bool = true, showsHours: Bool = true)`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(_testStorage: .verbatim("<timer>"))
    }
}

extension Text.DateStyle: Equatable {}
extension Text.DateStyle: Codable {}

extension LocalizedStringKey.StringInterpolation {
    /// iOS 17.4 interface (iOS 14): `appendInterpolation(_ date: Date, style: Text.DateStyle)`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        key += "%@"
    }

    /// iOS 17.4 interface (iOS 14): `appendInterpolation(_ dates: ClosedRange<Date>)`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        key += "%@"
    }

    /// iOS 17.4 interface (iOS 14): `appendInterpolation(_ interval: DateInterval)`.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        key += "%@"
    }

    /// iOS 17.4 interface (iOS 16): `appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? =
    /// nil, countsDown: Bool = true, showsHours: Bool = true)`.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        key += "%@"
    }
}
