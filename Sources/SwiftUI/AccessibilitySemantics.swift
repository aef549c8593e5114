import Foundation

// What an accessibility audit reads of a rendered view, shaped after Apple's accessibility semantics: the
// background behind each leaf, the font and whether it scales, the accessibility modifiers, which views are
// interactive, and explicit frames. Gathered on the way down (`_TestRenderer.Leaf`); FIDELITY.md says what it
// cannot know. The Apple API below is declared as the iOS 17.4 interface declares it.

/// [I17]:25090 `public struct AccessibilityChildBehavior : Hashable`, not Sendable ([I17]:25097), with
/// `.ignore`, `.contain` and `.combine` ([I17]:25507).
public struct AccessibilityChildBehavior: Hashable {
    let id: Int

    nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior(id: 0)
    nonisolated(unsafe) public static let contain = AccessibilityChildBehavior(id: 1)
    nonisolated(unsafe) public static let combine = AccessibilityChildBehavior(id: 2)
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

extension View {
    /// [I17]:25502 (iOS 13): `accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _TestEnvironmentWriter(content: self) { $0._testAccessibility.element = children }
    }

    /// [I17]:15244 (iOS 14): `accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _attaching("hidden", { $0.isHidden = $0.isHidden || hidden })
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// [I17]:15248.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        _adding("hidden", { $0.isHidden = $0.isHidden || hidden })
    }
}

/// Test inspection, not Apple API: what the renderer knows of a leaf beyond its view and colors.
public struct _TestAccessibility {
    /// The nearest style drawn behind (a `background`, a filled shape or color beneath in a `ZStack`); nil
    /// with `hasUnknownBackground` where something the stand-in cannot resolve is behind (a view, `.background`).
    var background: _StoredShapeStyle?
    public internal(set) var hasUnknownBackground = false
    public internal(set) var label: Text?
    public internal(set) var isHidden = false
    public internal(set) var traits = AccessibilityTraits()
    /// `Button`, `Toggle`, `Link` or `onTapGesture`: the nearest interactive element around the leaf.
    public internal(set) var interactive: String?
    /// Which interactive element: the same for every leaf of one.
    public internal(set) var interactiveID: Int?
    /// The innermost explicit frame's width and height (`frame(width:height:)`), or its minimum.
    public internal(set) var frameWidth: CGFloat?
    public internal(set) var frameHeight: CGFloat?
    public internal(set) var element: AccessibilityChildBehavior?
    /// Inside a `Label`: its title names its icon.
    public internal(set) var isInLabel = false
}

private struct _TestAccessibilityKey: EnvironmentKey {
    static var defaultValue: _TestAccessibility { _TestAccessibility() }
}

extension EnvironmentValues {
    var _testAccessibility: _TestAccessibility {
        get { self[_TestAccessibilityKey.self] }
        set { self[_TestAccessibilityKey.self] = newValue }
    }
}

/// A view the renderer treats as interactive for what it contains.
protocol _TestInteractive {
    @MainActor var _testInteractiveKind: String { get }
}

extension Button: _TestInteractive {
    var _testInteractiveKind: String { "Button" }
}

extension Toggle: _TestInteractive {
    var _testInteractiveKind: String { "Toggle" }
}

extension Link: _TestInteractive {
    var _testInteractiveKind: String { "Link" }
}

extension View {
    /// The background modifiers: what a leaf inside draws on.
    nonisolated func _testBackground(_ style: _StoredShapeStyle?) -> _TestEnvironmentWriter<Self> {
        _TestEnvironmentWriter(content: self) { environment in
            environment._testAccessibility.background = style
            environment._testAccessibility.hasUnknownBackground = style == nil
        }
    }

    nonisolated func _testFrame(width: CGFloat?, height: CGFloat?) -> _TestEnvironmentWriter<Self> {
        _TestEnvironmentWriter(content: self) { environment in
            if let width { environment._testAccessibility.frameWidth = width }
            if let height { environment._testAccessibility.frameHeight = height }
        }
    }
}

/// The style a view draws as a background: a `Color`, or a shape filled with one; nil for anything else.
func _testDrawnStyle(_ view: Any) -> _StoredShapeStyle? {
    if let color = view as? Color { return _StoredShapeStyle(color) }
    if let leaf = view as? any _TestForegroundLeaf, !(view is Text) { return leaf._testForegroundStyle }
    return nil
}

extension Font {
    /// Whether text in this font follows Dynamic Type: not `system(size:)` nor `custom(_:fixedSize:)`.
    public var _testScalesWithDynamicType: Bool { !_testFixedSize }
}

/// [A27] https://developer.apple.com/documentation/swiftui/accessibilitytraits ; iOS 17.4 interface `public
/// struct AccessibilityTraits : SetAlgebra, Sendable` with the static traits below.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    var bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)

    public init() { bits = 0 }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

    // No `@discardableResult` on these three: the iOS 17.4 interface prints none.

    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
}
