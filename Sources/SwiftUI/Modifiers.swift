import Foundation

// View modifiers, each with the shape of the iOS 17.4 interface (labels, generic constraints, defaults,
// `@_disfavoredOverload`, return type). Where Apple returns `some View` the stand-in returns its internal
// `_ModifiedView` as `some View`: callers see only the opaque type, as with Apple's SDK. Where Apple returns
// `ModifiedContent<Self, …>` (the accessibility modifiers) the stand-in does too. Isolation: the iOS 18 and
// later SDKs declare View's modifiers `nonisolated` (e.g. `nonisolated public func alignmentGuide(…)`, quoted
// by fatbobman.com "Why certain view modifiers in Swift 6 cannot use the @State property"), so they are here.
// Apple's "deprecated: 100000.0" (to be deprecated, no warning) is not modelled: it draws no diagnostic.

/// The stand-in's result of a modifier that Apple declares as returning `some View`. Not public.
nonisolated struct _ModifiedView<Content>: View where Content: View {
    typealias Body = Never
    let content: Content
    let modifier: String
    var body: Never { _primitiveBody(Self.self) }
}

extension View {
    nonisolated func _modified(_ modifier: String) -> _ModifiedView<Self> {
        _ModifiedView(content: self, modifier: modifier)
    }
}

// MARK: - ViewModifier and ModifiedContent

/// [A27] https://developer.apple.com/documentation/swiftui/viewmodifier ; iOS 17.4 interface `protocol
/// ViewModifier { associatedtype Body : View; @ViewBuilder @MainActor(unsafe) func body(content: Content) ->
/// Body; typealias Content = _ViewModifier_Content<Self> }`; `@MainActor @preconcurrency` from the iOS 18 SDK
/// on, as `View`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Content) -> Body

    typealias Content = _ViewModifier_Content<Self>
}

/// iOS 17.4 interface: `extension ViewModifier where Body == Never { public func body(content: Content) -> Body }`.
extension ViewModifier where Body == Never {
    public func body(content: Content) -> Body {
        _primitiveBody(Self.self)
    }
}

/// iOS 17.4 interface: `public struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier`.
/// The stand-in's holds the view being modified, for `_TestRenderer` (Apple's is opaque).
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    let _testContent: (any View)?
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { _primitiveBody(Self.self) }
}

/// [A27] https://developer.apple.com/documentation/swiftui/modifiedcontent ; iOS 17.4 interface.
@frozen
public struct ModifiedContent<Content, Modifier> {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    @inlinable
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { _primitiveBody(Self.self) }
}

/// iOS 17.4 interface: `extension ModifiedContent : ViewModifier where Content : ViewModifier, Modifier :
/// ViewModifier` (modifiers chain into one).
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension View {
    /// iOS 17.4 interface: `@inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`.
    @inlinable
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        .init(content: self, modifier: modifier)
    }
}

// MARK: - Layout

extension View {
    /// iOS 17.4 interface: `padding(_ insets: EdgeInsets) -> some View`.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _modified("padding") }

    /// iOS 17.4 interface: `padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified("padding") }

    /// iOS 17.4 interface: `padding(_ length: CGFloat) -> some View`.
    nonisolated public func padding(_ length: CGFloat) -> some View { _modified("padding") }

    /// iOS 17.4 interface: `frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)`.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _testFrame(width: width, height: height)
    }

    /// iOS 17.4 interface: `@available(*, deprecated, message: "Please pass one or more parameters.") frame()`.
    /// Without it `.frame()` would silently take `frame(width:height:alignment:)`, where Apple's SDK warns.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    nonisolated public func frame() -> some View { _modified("frame") }

    /// iOS 17.4 interface: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        // The minimum is what layout guarantees: a 44-point minimum makes a 44-point target.
        _testFrame(width: minWidth, height: minHeight)
    }

    /// iOS 17.4 interface: `fixedSize(horizontal: Bool, vertical: Bool) -> some View`.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _modified("fixedSize") }

    /// iOS 17.4 interface: `fixedSize() -> some View`.
    nonisolated public func fixedSize() -> some View { _modified("fixedSize") }

    /// iOS 17.4 interface: `layoutPriority(_ value: Double) -> some View`.
    nonisolated public func layoutPriority(_ value: Double) -> some View { _modified("layoutPriority") }

    /// iOS 17.4 interface: `id<ID>(_ id: ID) -> some View where ID : Hashable`.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _modified("id") }

    /// iOS 17.4 interface: `hidden() -> some View`.
    nonisolated public func hidden() -> some View { _modified("hidden") }

    /// iOS 17.4 interface: `disabled(_ disabled: Bool) -> some View`.
    nonisolated public func disabled(_ disabled: Bool) -> some View { _modified("disabled") }

    /// iOS 17.4 interface: `opacity(_ opacity: Double) -> some View`.
    nonisolated public func opacity(_ opacity: Double) -> some View { _modified("opacity") }

    /// [I17]:6791 `@inlinable public func allowsHitTesting(_ enabled: Bool) -> some View`.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _modified("allowsHitTesting") }

    /// [I17]:273 `public func redacted(reason: RedactionReasons) -> some View` (iOS 14).
    nonisolated public func redacted(reason: RedactionReasons) -> some View { _modified("redacted") }

    /// [I17]:275 `public func unredacted() -> some View` (iOS 14).
    nonisolated public func unredacted() -> some View { _modified("unredacted") }
}

/// [I17]:259 `public struct RedactionReasons : OptionSet, Sendable { let rawValue: Int; static let placeholder,
/// privacy (iOS 15), invalidated (iOS 17) }`.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

// MARK: - Text styling

extension View {
    /// iOS 17.4 interface ([I17] 13314): `font(_ font: Font?) -> some View`, inlined as `environment(\.font, font)`:
    /// the stand-in writes the environment too, so `_TestRenderer`'s leaves carry the font they are drawn in.
    nonisolated public func font(_ font: Font?) -> some View {
        _TestEnvironmentWriter(content: self) { $0.font = font }
    }

    /// iOS 17.4 interface (iOS 16): `fontWeight(_ weight: Font.Weight?) -> some View`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _modified("fontWeight") }

    /// iOS 17.4 interface (iOS 16): `bold(_ isActive: Bool = true) -> some View`.
    nonisolated public func bold(_ isActive: Bool = true) -> some View { _modified("bold") }

    /// iOS 17.4 interface (iOS 16): `italic(_ isActive: Bool = true) -> some View`.
    nonisolated public func italic(_ isActive: Bool = true) -> some View { _modified("italic") }

    /// iOS 17.4 interface (iOS 15): `monospacedDigit() -> some View`.
    nonisolated public func monospacedDigit() -> some View { _modified("monospacedDigit") }

    /// iOS 17.4 interface: `lineLimit(_ number: Int?) -> some View`.
    nonisolated public func lineLimit(_ number: Int?) -> some View { _modified("lineLimit") }

    /// iOS 17.4 interface (iOS 16): `lineLimit(_ limit: PartialRangeFrom<Int>) -> some View`.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { _modified("lineLimit") }

    /// iOS 17.4 interface (iOS 16): `lineLimit(_ limit: PartialRangeThrough<Int>) -> some View`.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { _modified("lineLimit") }

    /// iOS 17.4 interface (iOS 16): `lineLimit(_ limit: ClosedRange<Int>) -> some View`.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { _modified("lineLimit") }

    /// iOS 17.4 interface (iOS 16): `lineLimit(_ limit: Int, reservesSpace: Bool) -> some View`.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { _modified("lineLimit") }

    /// iOS 17.4 interface: `multilineTextAlignment(_ alignment: TextAlignment) -> some View`.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified("multilineTextAlignment") }

    /// iOS 17.4 interface: `minimumScaleFactor(_ factor: CGFloat) -> some View`.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { _modified("minimumScaleFactor") }

    /// iOS 17.4 interface: `foregroundColor(_ color: Color?) -> some View` (to be deprecated, no warning).
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        _TestEnvironmentWriter(content: self) { $0._foregroundStyle = color.map(_StoredShapeStyle.init) }
    }

    /// iOS 17.4 interface (iOS 15): `foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`.
    /// The stand-in keeps the style in the environment, as Apple does, for `_TestRenderer` to resolve at each leaf.
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        _TestEnvironmentWriter(content: self) { $0._foregroundStyle = _StoredShapeStyle(base: style) }
    }

    /// iOS 17.4 interface (iOS 15): `foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2)`.
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { _modified("foregroundStyle") }

    /// iOS 17.4 interface (iOS 15): `foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3)`.
    nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle { _modified("foregroundStyle") }
}

// MARK: - Background, overlay, clipping

extension View {
    /// iOS 17.4 interface: `@_disfavoredOverload background<Background>(_ background: Background, alignment:
    /// Alignment = .center) -> some View where Background : View` (to be deprecated, no warning).
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View {
        _testBackground(_testDrawnStyle(background))
    }

    /// iOS 17.4 interface (iOS 15): `background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)`.
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        _testBackground(_testDrawnStyle(content()))
    }

    /// iOS 17.4 interface (iOS 15): `background(ignoresSafeAreaEdges edges: Edge.Set = .all)`.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _testBackground(nil) }

    /// iOS 17.4 interface (iOS 15): `background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) where S : ShapeStyle`.
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        _testBackground(_StoredShapeStyle(base: style))
    }

    /// iOS 17.4 interface (iOS 15): `background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) where S : Shape`.
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape { _testBackground(nil) }

    /// iOS 17.4 interface (iOS 15): `background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())`.
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
        _testBackground(_StoredShapeStyle(base: style))
    }

    /// iOS 17.4 interface: `@_disfavoredOverload overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center)`.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _modified("overlay") }

    /// iOS 17.4 interface (iOS 15): `overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)`.
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _modified("overlay") }

    /// iOS 17.4 interface (iOS 15): `overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) where S : ShapeStyle`.
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { _modified("overlay") }

    /// iOS 17.4 interface (iOS 15): `overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())`.
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { _modified("overlay") }

    /// iOS 17.4 interface: `clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape`.
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { _modified("clipShape") }

    /// iOS 17.4 interface: `cornerRadius(_ radius: CGFloat, antialiased: Bool = true)` (to be deprecated, no warning).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _modified("cornerRadius") }

    /// [I17]:5119 `@inlinable public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape`.
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { _modified("contentShape") }

    /// [I17]:12010 `@inlinable public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius:
    /// CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View`.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified("shadow") }
}

// MARK: - Gestures

extension View {
    /// iOS 17.4 interface: `onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TestEnvironmentWriter(content: self) { environment in
            guard environment._testAccessibility.interactive == nil else { return }
            environment._testAccessibility.interactive = "onTapGesture"
            environment._testAccessibility.interactiveID = MainActor.assumeIsolated { _TestRenderer.nextElement() }
        }
    }
}

// MARK: - Accessibility

/// [A27] https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier ; iOS 17.4
/// interface `public struct AccessibilityAttachmentModifier : ViewModifier { typealias Body = Never }`, not
/// Sendable.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    /// Test inspection, not Apple API: what was attached, in order (`label:…`, `hint:…`, `traits`).
    public let _testAttachments: [String]
    /// What each attachment tells the renderer (a label, hidden, traits), applied in order.
    nonisolated(unsafe) let _testApply: [(inout _TestAccessibility) -> Void]

    nonisolated init(_testAttachments: [String], apply: [(inout _TestAccessibility) -> Void] = []) {
        self._testAttachments = _testAttachments
        _testApply = apply
    }
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

extension View {
    nonisolated func _attaching(_ entry: String, _ apply: @escaping (inout _TestAccessibility) -> Void = { _ in }) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(_testAttachments: [entry], apply: [apply]))
    }

    /// iOS 17.4 interface (iOS 14): `accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("label:text") { $0.label = label } }

    /// iOS 17.4 interface (iOS 14): `accessibilityLabel(_ labelKey: LocalizedStringKey)`.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("label:key") { $0.label = Text(labelKey) } }

    /// iOS 17.4 interface (iOS 14): `@_disfavoredOverload accessibilityLabel<S>(_ label: S) where S : StringProtocol`.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { _attaching("label:verbatim") { $0.label = Text(verbatim: String(label)) } }

    /// iOS 17.4 interface (iOS 14): `accessibilityHint(_ hint: Text)`.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("hint:text") }

    /// iOS 17.4 interface (iOS 14): `accessibilityHint(_ hintKey: LocalizedStringKey)`.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("hint:key") }

    /// iOS 17.4 interface (iOS 14): `@_disfavoredOverload accessibilityHint<S>(_ hint: S) where S : StringProtocol`.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { _attaching("hint:verbatim") }

    /// iOS 17.4 interface (iOS 14): `accessibilityAddTraits(_ traits: AccessibilityTraits)`.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("traits") { $0.traits.formUnion(traits) } }

    /// [I17]:19616 (iOS 14): `accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { _attaching("identifier") }
}

/// iOS 17.4 interface: on `ModifiedContent where Modifier == AccessibilityAttachmentModifier` the same
/// modifiers return `ModifiedContent<Content, Modifier>` (they add to the attachment).
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    nonisolated func _adding(_ entry: String, _ apply: @escaping (inout _TestAccessibility) -> Void = { _ in }) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: AccessibilityAttachmentModifier(_testAttachments: modifier._testAttachments + [entry],
                                                                                    apply: modifier._testApply + [apply]))
    }

    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { _adding("label:text") { $0.label = label } }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { _adding("label:key") { $0.label = Text(labelKey) } }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { _adding("label:verbatim") { $0.label = Text(verbatim: String(label)) } }

    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { _adding("hint:text") }

    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { _adding("hint:key") }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol { _adding("hint:verbatim") }

    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { _adding("traits") { $0.traits.formUnion(traits) } }

    /// [I17]:19620.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> { _adding("identifier") }
}

// Test inspection, not Apple API: the renderer walks through a modifier to the view it modifies.
extension _ModifiedView: _TestContainerView {
    var _testChildren: [any View] { [content] }
}

// Through a custom `ViewModifier` the renderer walks its `body(content:)`, evaluated in the environment of
// that point (so its `@Environment` and `@ScaledMetric` reads see it), with the modified view as `content`.
extension ModifiedContent: _TestContainerView where Content: View {
    @MainActor public var _testChildren: [any View] {
        if let modifier = modifier as? any ViewModifier, let body = _testBody(of: modifier, content: content) { return [body] }
        return [content]
    }
}

/// A modifier's body around `content`; nil for the primitive ones (`Body == Never`).
@MainActor
private func _testBody<M: ViewModifier>(of modifier: M, content: any View) -> (any View)? {
    M.Body.self == Never.self ? nil : modifier.body(content: _ViewModifier_Content<M>(_testContent: content))
}

extension _ViewModifier_Content: _TestContainerView {
    public var _testChildren: [any View] { _testContent.map { [$0] } ?? [] }
}
