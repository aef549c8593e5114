import Foundation

// Text layout modifiers on View, as the iOS 17.4 interface [I17] declares them (`:N` is its line, FIDELITY.md).
// Apple implements them as environment writes (`environment(\.truncationMode, mode)`); the stand-in only
// records them. `nonisolated` as View's other modifiers (Modifiers.swift).

extension Text {
    /// [I17]:1930 `public enum TruncationMode : Sendable { case head, tail, middle }` (Equatable, Hashable:
    /// :28349).
    public enum TruncationMode: Sendable {
        case head
        case tail
        case middle
    }
}

extension View {
    /// [I17]:1990 `@inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View`.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { _modified("truncationMode") }

    /// [I17]:1994 `@inlinable public func lineSpacing(_ lineSpacing: CGFloat) -> some View`.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _modified("lineSpacing") }

    /// [I17]:13340 (iOS 16) `public func kerning(_ kerning: CGFloat) -> some View` (Text's own `kerning(_:) ->
    /// Text` wins on a Text, as with Apple's SDK).
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { _modified("kerning") }

    /// [I17]:13343 (iOS 16) `public func tracking(_ tracking: CGFloat) -> some View`.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { _modified("tracking") }
}

extension Text {
    /// [I17]:1941 (iOS 14) `public enum Case : Sendable { case uppercase, lowercase }` (Equatable, Hashable).
    public enum Case: Sendable, Hashable {
        case uppercase
        case lowercase
    }

    /// [I17]:19451 (iOS 15) `public struct LineStyle : Hashable, Sendable`.
    public struct LineStyle: Hashable, Sendable {
        /// [I17]:19453 `public struct Pattern : Sendable` with its static patterns.
        public struct Pattern: Sendable {
            let _name: String
            public static let solid = Pattern(_name: "solid")
            public static let dot = Pattern(_name: "dot")
            public static let dash = Pattern(_name: "dash")
            public static let dashDot = Pattern(_name: "dashDot")
            public static let dashDotDot = Pattern(_name: "dashDotDot")
        }

        let _pattern: String
        let _color: Color?

        /// [I17]:19452 `public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            _pattern = pattern._name
            _color = color
        }

        /// [I17]:19460 `public static let single: Text.LineStyle`.
        public static let single = LineStyle()
    }
}

private struct _TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// [I17] (iOS 14) `public var textCase: Text.Case? { get set }`, what `View.textCase(_:)` writes.
    public var textCase: Text.Case? {
        get { self[_TextCaseKey.self] }
        set { self[_TextCaseKey.self] = newValue }
    }
}

extension View {
    /// [I17]:2012 (iOS 14) `@inlinable public func textCase(_ textCase: Text.Case?) -> some View`
    /// (`environment(\.textCase, textCase)`).
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// [I17]:19475 (iOS 16) `public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern =
    /// .solid, color: Color? = nil) -> some View`.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        _modified(isActive ? "underline" : "underline(false)")
    }

    /// [I17]:19478 (iOS 16) `public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern =
    /// .solid, color: Color? = nil) -> some View`.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        _modified(isActive ? "strikethrough" : "strikethrough(false)")
    }
}
