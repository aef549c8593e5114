import Foundation
import SwiftUI
import Testing

// What the stand-in's renderer sees for an accessibility audit (issue 49, item 1): the background behind each
// leaf, the font and whether it scales, the accessibility modifiers, the interactive element a leaf is part
// of, explicit frames; and what it says it cannot see (a background it cannot resolve).

@MainActor @Suite struct AccessibilitySemanticsTests {
    static let black = Color.black.resolve(in: EnvironmentValues())
    static let white = Color.white.resolve(in: EnvironmentValues())

    static func leaf(_ view: some View, _ index: Int = 0, in environment: EnvironmentValues = EnvironmentValues()) throws -> _TestRenderer.Leaf {
        let leaves = _TestRenderer.leaves(view, in: environment)
        return try #require(leaves.indices.contains(index) ? leaves[index] : nil, "\(leaves.map(\._testLine))")
    }

    @Test func theBackgroundBehindALeafIsTheNearestDrawnOne() throws {
        #expect(try Self.leaf(Text("a").foregroundStyle(.white).background(Color.black)).background == Self.black)
        // A container's background reaches its leaves; an inner one wins.
        let stacked = VStack { Text("a"); Text("b").background(Color.white) }.background(Color.black)
        #expect(try Self.leaf(stacked, 0).background == Self.black)
        #expect(try Self.leaf(stacked, 1).background == Self.white)
        // In a ZStack, a color or a filled shape beneath: the layer above draws on it, the layer itself does not.
        let layered = ZStack { RoundedRectangle(cornerRadius: 8).fill(Color.black); Text("on it") }
        #expect(try Self.leaf(layered, 0).background == nil)
        #expect(try Self.leaf(layered, 1).background == Self.black)
        #expect(try Self.leaf(Text("a").background(Color.red, in: Capsule())).background == Color.red.resolve(in: EnvironmentValues()))
        // A background the stand-in cannot resolve is said so, never taken for the window's.
        let unknown = try Self.leaf(Text("a").background(in: Capsule()))
        #expect(unknown.background == nil && unknown.accessibility.hasUnknownBackground)
        #expect(try !Self.leaf(Text("a")).accessibility.hasUnknownBackground)
    }

    @Test func aFontSaysWhetherItFollowsDynamicType() throws {
        #expect(try Self.leaf(Text("a").font(.system(size: 12))).font?._testScalesWithDynamicType == false)
        #expect(try Self.leaf(Text("a").font(.custom("Inter", fixedSize: 12))).font?._testScalesWithDynamicType == false)
        #expect(try Self.leaf(Text("a").font(.custom("Inter", size: 12))).font?._testScalesWithDynamicType == true)
        // The text's own font wins over the environment's.
        #expect(try Self.leaf(VStack { Text("a").font(.caption) }.font(.system(size: 30))).font == .caption)
        #expect(try Self.leaf(VStack { Text("a") }.font(.system(size: 30).bold())).font?._testScalesWithDynamicType == false)
    }

    @Test func theAccessibilityModifiersAreRead() throws {
        let labelled = try Self.leaf(Image(systemName: "xmark").accessibilityLabel("Close").accessibilityAddTraits(.isButton))
        #expect(labelled.accessibility.label == Text("Close") && labelled.accessibility.traits.contains(.isButton))
        #expect(try Self.leaf(Image("photo").accessibilityHidden(true)).accessibility.isHidden)
        #expect(try Self.leaf(Image("photo").accessibilityLabel(Text("Portrait")).accessibilityHidden(false)).accessibility.label == Text("Portrait"))
        #expect(try Self.leaf(HStack { Text("a") }.accessibilityElement(children: .combine)).accessibility.element == .combine)
    }

    @Test func aLeafKnowsTheInteractiveElementAndFrameItIsPartOf() throws {
        let icon = try Self.leaf(Button(action: {}) { Image(systemName: "xmark") }.frame(width: 30, height: 30))
        #expect(icon.accessibility.interactive == "Button")
        #expect(icon.accessibility.frameWidth == 30 && icon.accessibility.frameHeight == 30)
        #expect(try Self.leaf(Toggle("Wi-Fi", isOn: .constant(true))).accessibility.interactive == "Toggle")
        #expect(try Self.leaf(Link("Help", destination: URL(string: "https://example.com")!)).accessibility.interactive == "Link")
        #expect(try Self.leaf(Image("photo").onTapGesture {}).accessibility.interactive == "onTapGesture")
        #expect(try Self.leaf(Text("plain")).accessibility.interactive == nil)
        let minimum = try Self.leaf(Button("Go") {}.frame(minWidth: 44, minHeight: 44))
        #expect(minimum.accessibility.frameWidth == 44 && minimum.accessibility.frameHeight == 44)
    }

    /// The dump a person reads: a line per leaf, with the contrast of its colors.
    @Test func theDumpIsALinePerLeaf() {
        let view = VStack {
            Text("Profile").font(.body)
            Button(action: {}) { Image(systemName: "pencil") }.accessibilityLabel("Edit").frame(width: 30, height: 30)
        }
        .foregroundStyle(Color.white).background(Color.black)
        #expect(_TestRenderer.dump(view) == """
            Text "Profile" · font .body (scales) · #FFFFFF on #000000 21:1
            Image(systemName: "pencil") · #FFFFFF on #000000 21:1 · in Button · label "Edit" · frame 30×30
            """)
        #expect(_TestRenderer.dump(Text(verbatim: "x").foregroundStyle(Color.gray)) == "Text \"x\" · font default (scales) · #8E8E93 on ? (the window)")
    }

    /// WCAG's ratio: 21:1 for black on white, 1:1 for a color on itself, a translucent color composited first.
    @Test func contrastIsWCAGs() {
        #expect(abs(Self.black._testContrast(on: Self.white) - 21) < 0.001)
        #expect(abs(Self.white._testContrast(on: Self.white) - 1) < 0.001)
        let halfBlack = Color.black.opacity(0.5).resolve(in: EnvironmentValues())
        let gray = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(halfBlack._testContrast(on: Self.white) - gray._testContrast(on: Self.white)) < 0.01)
    }
}
