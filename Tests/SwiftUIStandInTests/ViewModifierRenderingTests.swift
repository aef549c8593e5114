import Foundation
import SwiftUI
import Testing

// `_TestRenderer` through a custom `ViewModifier`: its body is evaluated where it is in the tree, so its
// `@Environment` and `@ScaledMetric` reads see that environment, and what it writes (`font(_:)`, a foreground
// style) reaches the modified view; `font(_:)` writes the environment, as Apple's inlined body does.

private struct Tinted: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 10

    func body(content: Content) -> some View {
        content
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
            .font(.system(size: size))
    }
}

@MainActor @Suite struct ViewModifierRenderingTests {
    static func environment(_ scheme: ColorScheme, _ size: DynamicTypeSize) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        values.dynamicTypeSize = size
        return values
    }

    @Test func aModifiersBodyIsRenderedInItsEnvironment() throws {
        let view = VStack {
            Text("a").modifier(Tinted())
            Text("b").modifier(Tinted()).environment(\.colorScheme, .dark).environment(\.dynamicTypeSize, .accessibility1)
        }
        let leaves = _TestRenderer.leaves(view, in: Self.environment(.light, .large))
        #expect(leaves.map { ($0.view as? Text)?._testStorage } == [.localizedKey("a"), .localizedKey("b")])
        #expect(leaves.map(\.foreground) == [Color.black.resolve(in: EnvironmentValues()), Color.white.resolve(in: EnvironmentValues())])
        // 10 pt at the default size; as `.body` scales (17 → 28 pt) at accessibility1.
        #expect(leaves.first?.environment.font == Font.system(size: 10))
        #expect(leaves.last?.environment.font == Font.system(size: 10 * 28 / 17))
    }

    /// Outside a render a scaled metric is its value, as Apple's is at the default size.
    @Test func scaledMetricOutsideARenderIsAsWritten() {
        @ScaledMetric(relativeTo: .caption) var gap: CGFloat = 8
        #expect(gap == 8)
    }

    /// The accessibility modifiers' `ModifiedContent` (a primitive modifier, `Body == Never`) is walked through.
    @Test func primitiveModifiersAreWalkedThrough() {
        let texts = _TestRenderer.texts(Text("x").accessibilityLabel("Label").font(.headline))
        #expect(texts.map(\._testStorage) == [.localizedKey("x")])
        // View's `font(_:)` writes the environment; Text's own (`-> Text`) wins on a Text, as with Apple's SDK.
        #expect(_TestRenderer.leaves(VStack { Text("y") }.font(.headline)).first?.environment.font == .headline)
    }
}
