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

/// Two examples of one component: the first fails contrast in dark only, the second renders alike everywhere.
private struct Sample: View {
    let number: Int
    var body: some View {
        Text(number == 1 ? "Muted" : "Plain").foregroundStyle(Shade(fades: number == 1)).background(Color.black)
    }
}

/// `FadingInDark` when it fades, else white in every mode.
private struct Shade: ShapeStyle {
    let fades: Bool
    func resolve(in environment: EnvironmentValues) -> Color {
        fades && environment.colorScheme == .dark ? Color(white: 0.25) : Color.white
    }
}

/// The record the reference shows (issue 49, item 4): a line per example and group of modes that render
/// alike, named by the words they share; written when missing, then compared.
@MainActor @Suite struct AuditRecordTests {
    static func report() -> _TestAuditReport {
        _TestRenderer.audit(examples: [Sample(number: 1), Sample(number: 2)], identify: { ("Sample", $0.number, "specs/Sample.yaml:\($0.number * 10)") },
                            accepted: { _ in [] })
    }

    @Test func modesThatRenderAlikeShareALine() {
        let lines = Self.report().record.split(separator: "\n").map(String.init)
        #expect(lines == [
            #"{"format": "catalog-accessibility-audit", "version": 1, "summary": "audited 32 example renderings: 8 errors, 0 warnings, 0 accepted, 0 not checked", "examples": ["#,
            #"{"component": "Sample", "example": 1, "spec": "specs/Sample.yaml:10", "renderings": ["#,
            ##"  {"modes": "light", "texts": [{"text": "Muted", "foreground": "#FFFFFF", "background": "#000000", "ratio": 21, "minimum": 4.5}], "findings": []},"##,
            ##"  {"modes": "dark", "texts": [{"text": "Muted", "foreground": "#404040", "background": "#000000", "ratio": 2.01, "minimum": 4.5}], "findings": [{"severity": "error", "check": "contrast", "leaf": "Text \"Muted\"", "message": "#404040 on #000000 is 2.01:1, under 4.5:1"}]}]},"##,
            #"{"component": "Sample", "example": 2, "spec": "specs/Sample.yaml:20", "renderings": ["#,
            ##"  {"modes": "every mode", "texts": [{"text": "Plain", "foreground": "#FFFFFF", "background": "#000000", "ratio": 21, "minimum": 4.5}], "findings": []}]}"##,
            "]}",
        ], "\(lines.joined(separator: "\n"))")
    }

    /// Modes that are not every combination of their words are named in the fewest phrases.
    @Test func aGroupThatIsNoProductIsSplit() {
        let modes = _TestAuditMode.standard.filter { !($0.name.hasPrefix("dark") && $0.name.hasSuffix("RTL")) }
        let report = _TestRenderer.audit(examples: [Sample(number: 2)], modes: modes, identify: { _ in ("Sample", 1, "specs/Sample.yaml:1") }, accepted: { _ in [] })
        #expect(report.record.contains(#"{"modes": "light; dark, LTR", "texts""#), "\(report.record)")
    }

    @Test func theRecordIsWrittenWhenMissingThenCompared() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)/audit/accessibility.json").path
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path) }
        let report = Self.report()
        #expect(report.checkRecord(at: path) == .written(path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == report.record)
        #expect(report.checkRecord(at: path) == .current)
        try "{}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(report.checkRecord(at: path) == .stale(path))
    }
}
