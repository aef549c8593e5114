import Foundation

// Image resizing and rendering, and the aspect-ratio modifiers, as the iOS 17.4 interface [I17] declares them
// (`:N` is its line, FIDELITY.md). Image's own modifiers return `Image`, so they chain before View modifiers
// (`Image("x").resizable().scaledToFit()`); Image is not isolated, so neither are they.

extension Image {
    /// [I17]:11499 `public enum ResizingMode : Sendable { case tile, stretch }` (Equatable, Hashable: :28624).
    public enum ResizingMode: Sendable {
        case tile
        case stretch
    }

    /// [I17]:13228 `public enum TemplateRenderingMode : Sendable { case template, original }` (Hashable: :28345).
    public enum TemplateRenderingMode: Sendable {
        case template
        case original
    }

    /// [I17]:15526 `public enum Interpolation : Sendable { case none, low, medium, high }` (Hashable: :28738).
    public enum Interpolation: Sendable {
        case none
        case low
        case medium
        case high
    }

    func _modified(_ modifier: String) -> Image {
        var image = self
        image._testModifiers.append(modifier)
        return image
    }

    /// [I17]:11508 `public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode =
    /// .stretch) -> Image`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        _modified("resizable")
    }

    /// [I17]:14627 `public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image`.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { _modified("renderingMode") }

    /// [I17]:15540 `public func interpolation(_ interpolation: Image.Interpolation) -> Image`.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { _modified("interpolation") }

    /// [I17]:15541 `public func antialiased(_ isAntialiased: Bool) -> Image`.
    public func antialiased(_ isAntialiased: Bool) -> Image { _modified("antialiased") }
}

/// [I17]:8736 `@frozen public enum ContentMode : Hashable, CaseIterable { case fit, fill }`, Sendable by
/// extension (:28478).
@frozen
public enum ContentMode: Hashable, CaseIterable {
    case fit
    case fill
}

extension ContentMode: Sendable {}

extension View {
    /// [I17]:8762 `@inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) ->
    /// some View`.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _modified("aspectRatio") }

    /// [I17]:8767 `@inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { _modified("aspectRatio") }

    /// [I17]:8772 `@inlinable public func scaledToFit() -> some View`.
    nonisolated public func scaledToFit() -> some View { _modified("scaledToFit") }

    /// [I17]:8776 `@inlinable public func scaledToFill() -> some View`.
    nonisolated public func scaledToFill() -> some View { _modified("scaledToFill") }
}
