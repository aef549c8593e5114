// Foundation's localization types as Apple's SDK has them and swift-corelibs-foundation lacks: the
// format specifiers of `Text`'s interpolation, `ReferenceConvertible` value types, `LocalizedStringResource`
// and `String.LocalizationValue`.
import Foundation

/// iOS 17.4 interface: `protocol _FormatSpecifiable : Equatable { associatedtype _Arg : CVarArg; var _arg:
/// _Arg { get }; var _specifier: String { get } }`, adopted by the integer and floating-point types below
/// with the `_Arg` and specifier Apple's `formatSpecifier(_:)` gives them.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

// Foundation on Apple platforms makes these value types `ReferenceConvertible` (iOS 17.4 Foundation
// interface); swift-corelibs-foundation does not, so `Text("at \(date)")` would miss the localized overload.
// The stand-in adds the conformances Apple's Foundation has and Linux's lacks.
extension Date: @retroactive ReferenceConvertible { public typealias ReferenceType = NSDate }
extension Data: @retroactive ReferenceConvertible { public typealias ReferenceType = NSData }
extension DateInterval: @retroactive ReferenceConvertible { public typealias ReferenceType = NSDateInterval }
extension Locale: @retroactive ReferenceConvertible { public typealias ReferenceType = NSLocale }
extension UUID: @retroactive ReferenceConvertible { public typealias ReferenceType = NSUUID }
extension URLQueryItem: @retroactive ReferenceConvertible { public typealias ReferenceType = NSURLQueryItem }

/// Foundation's `LocalizedStringResource` (iOS 16), absent from swift-corelibs-foundation.
/// [A27] https://developer.apple.com/documentation/foundation/localizedstringresource :
/// `ExpressibleByStringInterpolation`, so a bare literal can become one, which is why SwiftUI disfavors
/// its overloads. Not Sendable (Apple Frameworks Engineer, developer.apple.com/forums/thread/732362).
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation {
    /// Test inspection, not Apple API.
    public let _testKey: String

    public init(stringLiteral value: String) {
        _testKey = value
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        _testKey = stringInterpolation.key
    }

    /// [A27] …/init(_:table:locale:bundle:comment:)-69k32; iOS 17.4 Foundation interface `init(_ keyAndValue:
    /// String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle:
    /// LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {
        _testKey = keyAndValue._testKey
    }

    /// iOS 17.4 Foundation interface: `public enum BundleDescription : Sendable { case main; case
    /// forClass(AnyClass); case atURL(URL) }`.
    public enum BundleDescription: Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }
}

@available(*, unavailable)
extension LocalizedStringResource: Sendable {}

/// iOS 17.4 Foundation interface: `@available(*, unavailable) extension String.LocalizationValue : Sendable`
/// and the same for its `StringInterpolation`.
@available(*, unavailable)
extension String.LocalizationValue: Sendable {}

@available(*, unavailable)
extension String.LocalizationValue.StringInterpolation: Sendable {}

extension String {
    /// Foundation's `String.LocalizationValue` (iOS 16), absent from swift-corelibs-foundation: only what
    /// `LocalizedStringResource` needs. [A27] /documentation/swift/string/localizationvalue.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        /// Test inspection, not Apple API.
        public let _testKey: String

        /// iOS 17.4 Foundation interface: `public init(_ value: String)`.
        public init(_ value: String) {
            _testKey = value
        }

        public init(stringLiteral value: String) {
            _testKey = value
        }

        public init(stringInterpolation: StringInterpolation) {
            _testKey = stringInterpolation.key
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal
            }

            public mutating func appendInterpolation(_ string: String) {
                key += "%@"
            }

            /// iOS 17.4 Foundation interface: `appendInterpolation<Subject>(_ subject: Subject) where Subject : NSObject`.
            public mutating func appendInterpolation<Subject>(_ subject: Subject) where Subject: NSObject {
                key += "%@"
            }

            /// iOS 17.4 Foundation interface: `appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
            /// (Foundation's own `_FormatSpecifiable`, adopted by the same types as SwiftUI's, which stands in
            /// for it here).
            public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
                key += value._specifier
            }

            /// iOS 17.4 Foundation interface: `appendInterpolation<T>(_ value: T, specifier: String) where T : _FormatSpecifiable`.
            public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
                key += specifier
            }

            /// iOS 17.4 Foundation interface: `appendInterpolation<T, F>(_ value: T, format: F) where T ==
            /// F.FormatInput, F : FormatStyle, F.FormatOutput : StringProtocol`.
            public mutating func appendInterpolation<T, F>(_ value: T, format: F) where T == F.FormatInput, F: FormatStyle, F.FormatOutput: StringProtocol {
                key += "%@"
            }

            /// iOS 17.4 Foundation interface: `appendInterpolation(_ attrStr: AttributedString, options:
            /// AttributedString.InterpolationOptions = [])`.
            public mutating func appendInterpolation(_ attrStr: AttributedString, options: AttributedString.InterpolationOptions = []) {
                key += "%@"
            }
        }
    }
}
