import Foundation
import SwiftUI
import Testing

// The audit on Linux (issue 49, item 2) over planted defects: each is found, in the mode where it is, and the
// correct views beside them raise nothing (checks that cannot see say "not checked", never pass).

/// White in light, a dark gray in dark: 21:1 on black in light, 2.01:1 in dark.
private struct FadingInDark: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? Color(white: 0.25) : Color.white
    }
}

private struct ScaledText: View {
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 11
    var body: some View { Text("Scaled").font(.system(size: size)) }
}

@MainActor @Suite struct AuditTests {
    static func mode(_ scheme: ColorScheme) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.colorScheme = scheme
        return values
    }

    static func failures(_ view: some View, in environment: EnvironmentValues = EnvironmentValues()) -> [_TestAuditFinding.Check] {
        _TestRenderer.audit(view, in: environment).filter { $0.severity != .notChecked }.map(\.check)
    }

    @Test func aTextThatFailsContrastInDarkOnlyIsFoundInDark() throws {
        let view = Text("Muted").foregroundStyle(FadingInDark()).background(Color.black)
        #expect(Self.failures(view, in: Self.mode(.light)).isEmpty)
        let finding = try #require(_TestRenderer.audit(view, in: Self.mode(.dark)).first)
        #expect(finding.check == .contrast && finding.severity == .error)
        #expect(finding.message == "#404040 on #000000 is 2.01:1, under 4.5:1", "\(finding)")
        // Large text needs 3:1 only.
        let large = Text("Title").font(.title).foregroundStyle(Color(white: 0.45)).background(Color.black)
        #expect(Self.failures(large).isEmpty)
        #expect(Self.failures(Text("Body").foregroundStyle(Color(white: 0.45)).background(Color.black)) == [.contrast])
    }

    @Test func aFixedSizeFontIsFound() {
        #expect(Self.failures(Text("Tiny").font(.system(size: 11))) == [.dynamicType])
        #expect(Self.failures(Text("Scales").font(.custom("Inter", size: 11))).isEmpty)
        // A fixed size a @ScaledMetric makes follows Dynamic Type (as View.typography(_:) does).
        #expect(Self.failures(ScaledText()).isEmpty)
    }

    @Test func aControlWithoutTextOrLabelIsFoundAndASymbolOnlyOneWarned() {
        #expect(Self.failures(Button(action: {}) { Image("trash-icon") }.frame(width: 44, height: 44)) == [.label])
        let symbol = _TestRenderer.audit(Button(action: {}) { Image(systemName: "trash") }.frame(width: 44, height: 44))
        #expect(symbol.map(\.check) == [.symbolOnly] && symbol.first?.severity == .warning)
        #expect(Self.failures(Button(action: {}) { Image(systemName: "trash") }.accessibilityLabel("Delete").frame(width: 44, height: 44)).isEmpty)
        #expect(Self.failures(Button("Delete") {}.frame(minWidth: 44, minHeight: 44)).isEmpty)
    }

    @Test func anImageNeitherLabelledNorHiddenIsFound() {
        #expect(Self.failures(Image("portrait")) == [.imageLabel])
        #expect(Self.failures(Image("portrait").accessibilityLabel("Ada Lovelace")).isEmpty)
        #expect(Self.failures(Image("portrait", label: Text("Ada Lovelace"))).isEmpty)
        #expect(Self.failures(Image("portrait").accessibilityHidden(true)).isEmpty)
        #expect(Self.failures(Image(decorative: "flourish")).isEmpty)
        // A symbol may have VoiceOver's own name: a warning; a Label's icon is named by its title.
        #expect(_TestRenderer.audit(Image(systemName: "envelope")).map(\.severity) == [.warning])
        #expect(_TestRenderer.audit(Label("Mail", systemImage: "envelope")).isEmpty)
    }

    @Test func aSmallTargetIsFoundAndOneWithoutAFrameIsNotChecked() {
        #expect(Self.failures(Button("Go") {}.frame(width: 30, height: 30)) == [.targetSize])
        let unsized = _TestRenderer.audit(Button("Go") {})
        #expect(unsized.map(\.check) == [.targetSize] && unsized.first?.severity == .notChecked)
    }

    /// Two buttons are two elements: one's text does not label the other.
    @Test func eachInteractiveElementIsAuditedOnItsOwn() {
        let pair = HStack {
            Button("Save") {}.frame(width: 44, height: 44)
            Button(action: {}) { Image("trash-icon") }.frame(width: 44, height: 44)
        }
        #expect(Self.failures(pair) == [.label])
    }
}
