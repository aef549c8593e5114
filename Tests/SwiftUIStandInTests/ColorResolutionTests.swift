import Foundation
import SwiftUI
import Testing

// iOS 17's color resolution at run time on the stand-in: a color made from a custom ShapeStyle (the shape the
// generated design tokens have, issue 35) resolves through its `resolve(in:)` in the environment in effect
// where it is drawn, so the dark value is the dark value on Linux too.

/// A hand-written token color as the token generator writes one: a value per context (light, dark, light with
/// increased contrast, dark with increased contrast).
private struct TokenColor: ShapeStyle, Hashable, Sendable {
    let values: [Color.Resolved]

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        values[(environment.colorScheme == .dark ? 1 : 0) + (environment.colorSchemeContrast == .increased ? 2 : 0)]
    }
}

private let light = Color.Resolved(colorSpace: .sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 1)
private let dark = Color.Resolved(colorSpace: .sRGB, red: 0.9, green: 0.9, blue: 0.9, opacity: 1)
private let lightContrast = Color.Resolved(colorSpace: .sRGB, red: 0, green: 0, blue: 0, opacity: 1)
private let darkContrast = Color.Resolved(colorSpace: .sRGB, red: 1, green: 1, blue: 1, opacity: 1)
private let text = Color(TokenColor(values: [light, dark, lightContrast, darkContrast]))

private func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
    var values = EnvironmentValues()
    values.colorScheme = scheme
    values._colorSchemeContrast = contrast
    return values
}

@MainActor @Suite struct ColorResolutionTests {
    @Test func aColorFromAStyleResolvesByColorSchemeAndContrast() {
        #expect(text.resolve(in: EnvironmentValues()) == light)
        #expect(text.resolve(in: environment(.dark)) == dark)
        #expect(text.resolve(in: environment(.light, .increased)) == lightContrast)
        #expect(text.resolve(in: environment(.dark, .increased)) == darkContrast)
        #expect(EnvironmentValues().colorSchemeContrast == .standard)
        // Built alike, equal; the opacity modifier still asks the style.
        #expect(text == Color(TokenColor(values: [light, dark, lightContrast, darkContrast])))
        #expect(text != Color(TokenColor(values: [dark, light, lightContrast, darkContrast])))
        #expect(text.opacity(0.5).resolve(in: environment(.dark)).opacity == 0.5)
        #expect(text.opacity(0.5).resolve(in: environment(.dark)).red == dark.red)
    }

    @Test func theRendererResolvesEachLeafWhereItIs() {
        let view = VStack {
            Text("light").foregroundStyle(text)
            Text("dark").foregroundStyle(text).environment(\.colorScheme, .dark)
            VStack { Text("inherited") }.foregroundStyle(text).environment(\.colorScheme, .dark)
            // The style is set outside, the scheme inside: resolved at the leaf, so dark.
            VStack { Text("inner").environment(\.colorScheme, .dark) }.foregroundStyle(text)
            Text("own wins").foregroundColor(.red).foregroundStyle(text)
            Rectangle().fill(text).environment(\._colorSchemeContrast, .increased)
            HStack { Circle() }.foregroundStyle(text).environment(\.colorScheme, .dark).environment(\._colorSchemeContrast, .increased)
            Text("plain")
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        let foregrounds = _TestRenderer.foregrounds(view)
        #expect(foregrounds == [light, dark, dark, dark, light, lightContrast, darkContrast, nil, nil])
        #expect(_TestRenderer.foregrounds(view, in: environment(.dark)).prefix(2) == [dark, dark])
        let leaves = _TestRenderer.leaves(view)
        #expect(leaves.count == 9 && leaves[1].environment.colorScheme == .dark)
    }

    /// `AnyShapeStyle`, which bodies use to pick a style conditionally, draws as the style it erases, in the
    /// environment where it is drawn; one that erases a gradient has no single color, as the gradient has none.
    @Test func anAnyShapeStyleResolvesAsTheStyleItErases() {
        let emphasized = true
        let view = VStack {
            Text("chosen").foregroundStyle(emphasized ? AnyShapeStyle(text) : AnyShapeStyle(.secondary))
            Text("dark").foregroundStyle(AnyShapeStyle(text)).environment(\.colorScheme, .dark)
            Rectangle().fill(AnyShapeStyle(AnyShapeStyle(text))).environment(\._colorSchemeContrast, .increased)
            Text("secondary").foregroundStyle(AnyShapeStyle(.secondary))
            Text("gradient").foregroundStyle(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
            // `.foreground`, erased, still draws with the enclosing foreground style.
            HStack { Circle().fill(AnyShapeStyle(.foreground)) }.foregroundStyle(text).environment(\.colorScheme, .dark)
        }
        let foregrounds = _TestRenderer.foregrounds(view)
        #expect(Array(foregrounds.prefix(3)) == [light, dark, lightContrast])
        #expect(foregrounds[3] == _TestRenderer.foregrounds(Text("s").foregroundStyle(.secondary))[0])
        #expect(foregrounds[3] != nil && foregrounds[4] == nil && foregrounds.count == 6)
        #expect(foregrounds[5] == dark)
    }

    @Test func resolvedComponentsConvertBetweenSpaces() {
        let half = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(half.linearRed - 0.2140) < 0.0005)
        #expect(abs(half.red - 0.5) < 0.0001)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2140, green: 0, blue: 0, opacity: 0.5)
        #expect(abs(linear.red - 0.5) < 0.0005 && linear.opacity == 0.5)
        // Display P3's red is outside sRGB: an extended component above 1.
        let p3 = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        #expect(p3.linearRed > 1.2 && p3.linearGreen < 0)
        var edited = half
        edited.blue = 1
        #expect(edited.linearBlue == 1 && edited.description == "#8080FFFF")
        #expect(Color(edited).resolve(in: EnvironmentValues()) == edited)
        #expect(Color(.sRGB, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues()).description == "#FF0000FF")
        let pair = p3.animatableData
        #expect(pair.first == p3.linearRed && pair.second.second.second == 1)
    }

    @Test func standardColorsAndHierarchicalStylesFollowTheScheme() {
        #expect(Color.red.resolve(in: environment(.light)) != Color.red.resolve(in: environment(.dark)))
        #expect(Color.primary.resolve(in: environment(.dark)).description == "#FFFFFFFF")
        let secondary = VStack { Text("a") }.foregroundStyle(.secondary)
        #expect(_TestRenderer.foregrounds(secondary, in: environment(.dark)).first??.opacity == 0.6)
        #expect(Color("Brand").resolve(in: EnvironmentValues()).opacity == 0)
    }

    @Test func curvesAndAnimations() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 0.001)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 0.001)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.4 && UnitCurve.easeOut.value(at: 0.5) > 0.6)
        let eased = UnitCurve.easeIn.value(at: 0.5)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: eased) - 0.5) < 0.001)
        #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 0.001)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))
        let animation = Animation.timingCurve(curve, duration: 0.25).delay(0.1)
        #expect(animation._testDescription == "timingCurve(0.4, 0.0, 0.2, 1.0, 0.25).delay(0.1)")
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(StrokeStyle(lineWidth: 2, dash: [4]).lineCap == .butt)
    }
}
