import Foundation

/// [A27] https://developer.apple.com/documentation/swiftui/text ; interface `@frozen public struct Text :
/// Equatable, Sendable` ([OS] View/Text/Text/Text.swift, [SK]). Its View conformance is in an extension,
/// so Text is not actor-isolated in any SDK.
@frozen
public struct Text: Equatable, Sendable {
    /// Test inspection, not Apple API: how the text was made.
    public enum _TestStorage: Equatable, Sendable {
        case verbatim(String)
        case localizedKey(String)
        case resource(String)
        case concatenation([_TestStorage])
        case attributed(String)
    }

    public let _testStorage: _TestStorage
    /// Test inspection, not Apple API: modifiers applied, in order (`bold`).
    public let _testModifiers: [String]
    /// The style of `foregroundStyle(_:)`/`foregroundColor(_:)`, which `_TestRenderer` resolves where the text is.
    let foreground: _StoredShapeStyle?
    /// The font of `font(_:)` on the text itself, which wins over the environment's.
    let ownFont: Font?

    init(_testStorage: _TestStorage, modifiers: [String] = [], foreground: _StoredShapeStyle? = nil, font: Font? = nil) {
        self._testStorage = _testStorage
        self._testModifiers = modifiers
        self.foreground = foreground
        ownFont = font
    }

    /// Equal when made and modified alike (the foreground's style is not Equatable; its modifier is listed).
    public static func == (a: Text, b: Text) -> Bool {
        a._testStorage == b._testStorage && a._testModifiers == b._testModifiers
    }

    /// [A27] …/text/init(verbatim:); [I13] `@inlinable public init(verbatim content: String)`.
    public init(verbatim content: String) {
        self.init(_testStorage: .verbatim(content))
    }

    /// [A27] …/text/init(_:)-9d1g4; [I13] `@_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol`.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.init(_testStorage: .verbatim(String(content)))
    }

    /// [A27] …/text/init(_:tablename:bundle:comment:); [I13].
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(_testStorage: .localizedKey(key._testKey))
    }

    /// [OS] Text/Localized/Text+LocalizedStringResource.swift: `@_disfavoredOverload`, iOS 16.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(_testStorage: .resource(resource._testKey))
    }

    /// [I13] `public static func + (lhs: Text, rhs: Text) -> Text`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(_testStorage: .concatenation([lhs._testStorage, rhs._testStorage]))
    }

    /// [A27] …/text/bold(); `nonisolated public func bold() -> Text` in the macOS 26 interface.
    public func bold() -> Text {
        _modified("bold")
    }

    func _modified(_ modifier: String, foreground: _StoredShapeStyle?? = nil, font: Font?? = nil) -> Text {
        Text(_testStorage: _testStorage, modifiers: _testModifiers + [modifier], foreground: foreground ?? self.foreground, font: font ?? ownFont)
    }
}

extension Text {
    /// iOS 17.4 interface (iOS 14): `init<Subject>(_ subject: Subject, formatter: Formatter) where Subject :
    /// ReferenceConvertible`.
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        self.init(_testStorage: .verbatim(String(describing: subject)))
    }

    /// iOS 17.4 interface (iOS 14): the same for `Subject : NSObject`.
    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        self.init(_testStorage: .verbatim(String(describing: subject)))
    }

    /// iOS 17.4 interface (iOS 15): `init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle,
    /// F.FormatInput : Equatable, F.FormatOutput == String`.
    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(_testStorage: .verbatim(format.format(input)))
    }

    /// iOS 17.4 interface (iOS 14): `public init(_ image: Image)`.
    public init(_ image: Image) {
        self.init(_testStorage: .verbatim("<image>"))
    }
}

/// iOS 17.4 interface: Text's own modifiers, which return `Text` (so styled texts still concatenate with `+`
/// and fit `Text` parameters). Text is not isolated, so neither are they.
extension Text {
    /// iOS 17.4 interface: `foregroundColor(_ color: Color?) -> Text` (to be deprecated, no warning).
    public func foregroundColor(_ color: Color?) -> Text { _modified("foregroundColor", foreground: .some(color.map(_StoredShapeStyle.init))) }

    /// iOS 17.4 interface (iOS 17): `foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle`.
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { _modified("foregroundStyle", foreground: _StoredShapeStyle(base: style)) }

    /// iOS 17.4 interface: `font(_ font: Font?) -> Text`.
    public func font(_ font: Font?) -> Text { _modified("font", font: .some(font)) }

    /// iOS 17.4 interface: `fontWeight(_ weight: Font.Weight?) -> Text`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { _modified("fontWeight") }

    /// iOS 17.4 interface (iOS 16): `bold(_ isActive: Bool) -> Text`.
    public func bold(_ isActive: Bool) -> Text { _modified("bold") }

    /// iOS 17.4 interface: `italic() -> Text`.
    public func italic() -> Text { _modified("italic") }

    /// iOS 17.4 interface (iOS 16): `italic(_ isActive: Bool) -> Text`.
    public func italic(_ isActive: Bool) -> Text { _modified("italic") }

    /// iOS 17.4 interface (iOS 16.4): `monospaced(_ isActive: Bool = true) -> Text`.
    public func monospaced(_ isActive: Bool = true) -> Text { _modified("monospaced") }

    /// iOS 17.4 interface (iOS 15): `monospacedDigit() -> Text`.
    public func monospacedDigit() -> Text { _modified("monospacedDigit") }

    /// iOS 17.4 interface: `strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { _modified("strikethrough") }

    /// iOS 17.4 interface: `underline(_ isActive: Bool = true, color: Color? = nil) -> Text`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { _modified("underline") }

    /// iOS 17.4 interface: `kerning(_ kerning: CGFloat) -> Text`.
    public func kerning(_ kerning: CGFloat) -> Text { _modified("kerning") }

    /// iOS 17.4 interface: `tracking(_ tracking: CGFloat) -> Text`.
    public func tracking(_ tracking: CGFloat) -> Text { _modified("tracking") }

    /// iOS 17.4 interface: `baselineOffset(_ baselineOffset: CGFloat) -> Text`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { _modified("baselineOffset") }

    /// iOS 17.4 interface (iOS 15): `accessibilityLabel(_ label: Text) -> Text`.
    public func accessibilityLabel(_ label: Text) -> Text { _modified("accessibilityLabel:text") }

    /// iOS 17.4 interface (iOS 15): `accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text`.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { _modified("accessibilityLabel:key") }

    /// iOS 17.4 interface (iOS 15): `@_disfavoredOverload accessibilityLabel<S>(_ label: S) -> Text where S : StringProtocol`.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol { _modified("accessibilityLabel:verbatim") }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/localizedstringkey ; [I13] interface.
/// Not Sendable: [OS] `@available(*, unavailable) extension LocalizedStringKey: Sendable {}`.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// Test inspection, not Apple API: the key (interpolations written as `%@`, `%lld`, `%lf`).
    public let _testKey: String

    public init(_ value: String) {
        _testKey = value
    }

    public init(stringLiteral value: String) {
        _testKey = value
    }

    public init(stringInterpolation: StringInterpolation) {
        _testKey = stringInterpolation.key
    }

    /// [I13] `public struct StringInterpolation : StringInterpolationProtocol`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        /// iOS 17.4 interface: every overload below, with its labels, constraints and defaults.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
        }

        /// iOS 17.4 interface: `appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        /// where Subject : ReferenceConvertible` (Date, URL, UUID, … : see the conformances below).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {
            key += "%@"
        }

        /// iOS 17.4 interface: the same for `Subject : NSObject`.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            key += "%@"
        }

        /// iOS 17.4 interface (iOS 15): `appendInterpolation<F>(_ input: F.FormatInput, format: F) where F :
        /// FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`.
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
        }

        /// iOS 17.4 interface: `appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable`
        /// (`@_transparent`, specifier from the type as in Apple's `formatSpecifier`).
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            key += value._specifier
        }

        /// iOS 17.4 interface: `appendInterpolation<T>(_ value: T, specifier: String) where T : _FormatSpecifiable`.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            key += specifier
        }

        /// iOS 17.4 interface (iOS 14): `appendInterpolation(_ text: Text)`.
        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
        }

        /// iOS 17.4 interface (iOS 15): `appendInterpolation(_ attributedString: AttributedString)`.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            key += "%@"
        }

        /// iOS 17.4 interface: views cannot be interpolated.
        @available(*, unavailable, message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types.")
        public mutating func appendInterpolation<T>(_ view: T) where T: View {}
    }
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

extension LocalizedStringKey.StringInterpolation {
    /// iOS 17.4 interface (iOS 16): `appendInterpolation(_ resource: LocalizedStringResource)`.
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
        key += "%@"
    }

    /// iOS 17.4 interface (iOS 14): `appendInterpolation(_ image: Image)`.
    public mutating func appendInterpolation(_ image: Image) {
        key += "%@"
    }
}

/// [A27] https://developer.apple.com/documentation/swiftui/image ; [OS] `@frozen public struct Image:
/// Equatable, Sendable`; View conformance in an extension, so never isolated.
@frozen
public struct Image: Equatable, Sendable {
    /// Test inspection, not Apple API: where the image comes from.
    public enum _TestSource: Equatable, Sendable {
        case named(String)
        case systemName(String)
        case decorative(String)
        /// `Image(uiImage:)` (UIKitHosting.swift): which `UIImage`, by identity.
        case uiImage(ObjectIdentifier)
    }

    public let _testSource: _TestSource
    /// Test inspection, not Apple API: the Image modifiers applied, in order (`resizable`, `renderingMode`, …).
    public internal(set) var _testModifiers: [String] = []
    /// Test inspection, not Apple API: the label of `init(_:bundle:label:)`, which VoiceOver reads.
    public internal(set) var _testLabel: Text?

    /// [A27] …/image/init(_:bundle:); [I13].
    public init(_ name: String, bundle: Bundle? = nil) {
        _testSource = .named(name)
    }

    /// iOS 17.4 interface: `init(_ name: String, bundle: Bundle? = nil, label: Text)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        _testSource = .named(name)
        _testLabel = label
    }

    /// [A27] …/image/init(decorative:bundle:); [I13].
    public init(decorative name: String, bundle: Bundle? = nil) {
        _testSource = .decorative(name)
    }

    /// [A27] …/image/init(systemname:); [I13] (macOS 11+).
    public init(systemName: String) {
        _testSource = .systemName(systemName)
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

extension AttributedString {
    /// Foundation's `AttributedString.InterpolationOptions` (iOS 16), absent from swift-corelibs-foundation:
    /// iOS 17.4 Foundation interface `public struct InterpolationOptions : OptionSet, Sendable { let rawValue:
    /// UInt; static let insertAttributesWithoutMerging }`.
    public struct InterpolationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let insertAttributesWithoutMerging = InterpolationOptions(rawValue: 1)
    }
}
