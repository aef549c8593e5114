import Foundation

/// [A27] https://developer.apple.com/documentation/swiftui/font ; iOS 17.4 interface `@frozen public struct
/// Font : Hashable, Sendable`.
@frozen
public struct Font: Hashable, Sendable {
    /// Test inspection, not Apple API: how the font was made and modified.
    public let _testDescription: String
    /// Whether the size is fixed (`system(size:)`, `custom(_:fixedSize:)`): it does not follow Dynamic Type.
    let _testFixedSize: Bool

    init(_testDescription: String, fixedSize: Bool = false) {
        self._testDescription = _testDescription
        _testFixedSize = fixedSize
    }

    func _modified(_ modifier: String) -> Font {
        Font(_testDescription: _testDescription + "." + modifier, fixedSize: _testFixedSize)
    }
}

extension Font {
    /// iOS 17.4 interface: the text-style fonts, `public static let`.
    public static let largeTitle = Font(_testDescription: "largeTitle")
    public static let title = Font(_testDescription: "title")
    public static let title2 = Font(_testDescription: "title2")
    public static let title3 = Font(_testDescription: "title3")
    public static let headline = Font(_testDescription: "headline")
    public static let subheadline = Font(_testDescription: "subheadline")
    public static let body = Font(_testDescription: "body")
    public static let callout = Font(_testDescription: "callout")
    public static let footnote = Font(_testDescription: "footnote")
    public static let caption = Font(_testDescription: "caption")
    public static let caption2 = Font(_testDescription: "caption2")

    /// iOS 17.4 interface (iOS 16): `static func system(_ style: TextStyle, design: Design? = nil, weight:
    /// Weight? = nil) -> Font`. The older `@_disfavoredOverload system(_:design:)` is to be deprecated and left out.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(_testDescription: "system(\(style))")
    }

    /// iOS 17.4 interface (iOS 16): `static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font`.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(_testDescription: "system(size: \(size))", fixedSize: true)
    }

    /// iOS 17.4 interface: `static func custom(_ name: String, size: CGFloat) -> Font`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(_testDescription: "custom(\(name))")
    }

    /// iOS 17.4 interface (iOS 14): `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(_testDescription: "custom(\(name))")
    }

    /// iOS 17.4 interface (iOS 14): `static func custom(_ name: String, fixedSize: CGFloat) -> Font`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(_testDescription: "custom(\(name))", fixedSize: true)
    }

    /// iOS 17.4 interface: `public enum TextStyle : CaseIterable, Sendable` (iOS cases).
    public enum TextStyle: CaseIterable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }

    /// iOS 17.4 interface: `public enum Design : Hashable, Sendable { case default, serif, rounded, monospaced }`.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    /// iOS 17.4 interface: `@frozen public struct Weight : Hashable` with the nine weights; Sendable by
    /// extension.
    @frozen
    public struct Weight: Hashable {
        var value: CGFloat

        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }
}

extension Font.Weight: Sendable {}

extension Font {
    /// iOS 17.4 interface: the modifiers that return `Font`.
    public func italic() -> Font { _modified("italic") }
    public func smallCaps() -> Font { _modified("smallCaps") }
    public func lowercaseSmallCaps() -> Font { _modified("lowercaseSmallCaps") }
    public func uppercaseSmallCaps() -> Font { _modified("uppercaseSmallCaps") }
    public func monospacedDigit() -> Font { _modified("monospacedDigit") }
    public func weight(_ weight: Font.Weight) -> Font { _modified("weight") }
    public func bold() -> Font { _modified("bold") }
    /// iOS 15.
    public func monospaced() -> Font { _modified("monospaced") }
}
