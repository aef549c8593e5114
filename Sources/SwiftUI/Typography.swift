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
