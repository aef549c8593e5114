import Foundation

// A readable rendering for a person debugging a view on Linux: a line per leaf with its text, font,
// foreground on background and their contrast, the element it is part of, its label, traits and frame.
// Test inspection, not Apple API.

extension _TestRenderer {
    /// `view` rendered in `environment`, a line per leaf:
    /// `Text "Profile" · font .body (scales) · #1C1C1E on #FFFFFF 16.10:1 · in Button · label "Edit" · frame 44×44`.
    @MainActor
    public static func dump<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> String {
        leaves(view, in: environment).map(\._testLine).joined(separator: "\n")
    }
}

extension _TestRenderer.Leaf {
    /// The leaf as `dump(_:in:)` prints it.
    public var _testLine: String {
        var parts = [Self.describe(view)]
        if view is Text {
            let font = font
            parts.append("font " + (font.map { "." + $0._testDescription } ?? "default") + ((font?._testScalesWithDynamicType ?? true) ? " (scales)" : " (fixed size)"))
        }
        parts.append(colors)
        let facts = accessibility
        if let interactive = facts.interactive { parts.append("in " + interactive) }
        if let label = facts.label ?? (view as? Image)?._testLabel { parts.append("label " + label._testPlain) }
        if facts.isHidden { parts.append("hidden") }
        if !facts.traits.isEmpty { parts.append("traits " + Self.names(of: facts.traits).joined(separator: ", ")) }
        if facts.frameWidth != nil || facts.frameHeight != nil {
            parts.append("frame " + [facts.frameWidth, facts.frameHeight].map { $0.map { Self.number(Double($0)) } ?? "?" }.joined(separator: "×"))
        }
        return parts.joined(separator: " · ")
    }

    /// `#1C1C1E on #FFFFFF 16.10:1`; an unknown side is `?` and has no ratio.
    private var colors: String {
        let fore = foreground, back = background
        // Truncated, as contrast checkers and the reference do: 2.995 is not 3:1.
        let ratio = fore.flatMap { fore in back.map { " " + Self.number((fore._testContrast(on: $0) * 100).rounded(.down) / 100) + ":1" } } ?? ""
        let behind = back.map(\._testHex) ?? (accessibility.hasUnknownBackground ? "? (a view)" : "? (the window)")
        return (fore.map(\._testHex) ?? "?") + " on " + behind + ratio
    }

    static func describe(_ view: Any) -> String {
        switch view {
        case let text as Text: "Text " + text._testPlain
        case let image as Image:
            switch image._testSource {
            case .named(let name): "Image(\"\(name)\")"
            case .systemName(let name): "Image(systemName: \"\(name)\")"
            case .decorative(let name): "Image(decorative: \"\(name)\")"
            case .uiImage: "Image(uiImage:)"
            }
        default: String(describing: type(of: view)).split(separator: "<").first.map(String.init) ?? "View"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    static func names(of traits: AccessibilityTraits) -> [String] {
        let all: [(AccessibilityTraits, String)] = [(.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
                                                   (.isLink, "isLink"), (.isImage, "isImage"), (.isStaticText, "isStaticText"),
                                                   (.isToggle, "isToggle"), (.isModal, "isModal")]
        return all.filter { traits.contains($0.0) }.map(\.1)
    }
}

extension Text {
    /// The text as written, quoted: a key, a verbatim string, an attributed string's characters.
    public var _testPlain: String {
        func plain(_ storage: _TestStorage) -> String {
            switch storage {
            case .verbatim(let text), .localizedKey(let text), .resource(let text), .attributed(let text): text
            case .concatenation(let parts): parts.map(plain).joined()
            }
        }
        return "\"" + plain(_testStorage) + "\""
    }
}

extension Color.Resolved {
    /// WCAG 2.x contrast ratio of this color, composited over `background` by its opacity (in sRGB, as
    /// browsers and contrast checkers do), against it.
    public func _testContrast(on background: Color.Resolved) -> Double {
        func luminance(_ color: Color.Resolved) -> Double {
            0.2126 * Double(color.linearRed) + 0.7152 * Double(color.linearGreen) + 0.0722 * Double(color.linearBlue)
        }
        let alpha = opacity
        let front = Color.Resolved(red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
                                   blue: blue * alpha + background.blue * (1 - alpha))
        let (a, b) = (luminance(front), luminance(background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#1C1C1E`, or `#1C1C1E80` when translucent.
    public var _testHex: String {
        let channels = [red, green, blue] + (opacity < 1 ? [opacity] : [])
        return "#" + channels.map { String(format: "%02X", Int((max(0, min(1, $0)) * 255).rounded())) }.joined()
    }
}
