import Catalog
import SwiftUI
import Testing

// Styles written outside the catalog's module, as an app writes them: each reads every member of its
// configuration, so a member that went missing or changed type fails to compile here.

struct OutlinedCardStyle: CardStyle {
    let tag: String

    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text(verbatim: tag)
            configuration.title
            configuration.actions
            Text(verbatim: configuration.hasActions ? "with actions" : "no actions")
        }
    }
}

struct CompactBannerStyle: BannerStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(verbatim: "compact banner")
            configuration.message
            configuration.icon
            Text(verbatim: configuration.hasIcon ? "icon" : "no icon")
            // `tone`'s cases (revision 5): an enum generated beside Banner, switched over exhaustively.
            switch configuration.tone {
            case .info: Text(verbatim: "info")
            case .warning: Text(verbatim: "warning")
            case .critical: Text(verbatim: "critical")
            }
            Text(verbatim: configuration.onDismiss == nil ? "fixed" : "dismissable")
        }
    }
}

struct SwitchToggleStyle: SettingsToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            configuration.icon
            Text(verbatim: configuration.hasIcon ? "icon" : "no icon")
            // A binding, as in Apple's ToggleStyleConfiguration: read it, and write through `$isOn`.
            Text(verbatim: configuration.isOn ? "on" : "off")
            Button("Flip") { [binding = configuration.$isOn] in binding.wrappedValue.toggle() }
        }
    }
}

struct PlainHeaderStyle: ObjectHeaderStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title
            configuration.subtitle
            configuration.status
            configuration.detailContent
            Text(verbatim: [configuration.hasSubtitle, configuration.hasStatus, configuration.hasDetailContent].map { $0 ? "1" : "0" }.joined())
            // The component's @State, as a binding.
            Text(verbatim: configuration.isExpanded ? "expanded" : "collapsed")
            Button("Toggle") { [state = configuration.$isExpanded] in state.wrappedValue.toggle() }
        }
    }
}

@MainActor @Suite struct StyleTests {
    private func texts(_ view: some View) -> [Text._TestStorage] {
        _TestRenderer.texts(view).map(\._testStorage)
    }

    @Test func theDefaultStyleWhenNoneIsSet() {
        // DefaultCardStyle's hand-written layout: the title, then the actions.
        #expect(texts(Card(title: "Hello") { Text("Like") }) == [.localizedKey("Hello"), .localizedKey("Like")])
        #expect(texts(Card(title: "Hello")) == [.localizedKey("Hello")])
    }

    @Test func aCustomStyleFromTheEnvironmentReadsEveryMember() {
        let card = Card(title: "Hello") { Text("Like") }.cardStyle(OutlinedCardStyle(tag: "outlined"))
        #expect(texts(card) == [.verbatim("outlined"), .localizedKey("Hello"), .localizedKey("Like"), .verbatim("with actions")])
        let bare = Card(title: "Hello").cardStyle(OutlinedCardStyle(tag: "outlined"))
        #expect(texts(bare) == [.verbatim("outlined"), .localizedKey("Hello"), .verbatim("no actions")])
    }

    @Test func theInnermostStyleWins() {
        let view = VStack {
            Card(title: "Inner").cardStyle(OutlinedCardStyle(tag: "inner"))
            Card(title: "Outer")
        }
        .cardStyle(OutlinedCardStyle(tag: "outer"))
        #expect(texts(view) == [
            .verbatim("inner"), .localizedKey("Inner"), .verbatim("no actions"),
            .verbatim("outer"), .localizedKey("Outer"), .verbatim("no actions"),
        ])
    }

    /// Compact: a slot left out through its default argument is `EmptyView`, and the style is told.
    @Test func aCompactComponentLeftOutByDefaultArguments() {
        #expect(texts(Banner("Saved").bannerStyle(CompactBannerStyle())) == [
            .verbatim("compact banner"), .localizedKey("Saved"), .verbatim("no icon"), .verbatim("info"), .verbatim("fixed"),
        ])
        // Apple's shape: the symbol's label is `systemImage:` (`symbolLabel`), the tone one of its cases.
        let dismissable = Banner("Saved", systemImage: "checkmark", tone: .critical) {}.bannerStyle(CompactBannerStyle())
        #expect(texts(dismissable) == [
            .verbatim("compact banner"), .localizedKey("Saved"), .verbatim("icon"), .verbatim("critical"), .verbatim("dismissable"),
        ])
        #expect(texts(Banner("Saved")) == [.localizedKey("Saved")])
    }

    @Test func aBindingReachesTheStyle() {
        let on = SettingsToggle(isOn: .constant(true), label: "Wi-Fi").settingsToggleStyle(SwitchToggleStyle())
        #expect(texts(on) == [.localizedKey("Wi-Fi"), .verbatim("no icon"), .verbatim("on"), .localizedKey("Flip")])
    }

    /// `state:` with `style: true`: the component's `@State` reaches the style as a `@Binding`.
    @Test func theComponentsStateReachesTheStyle() {
        let header = ObjectHeader(title: "Q3", detailContent: { Text("Chart") }).objectHeaderStyle(PlainHeaderStyle())
        #expect(texts(header) == [.localizedKey("Q3"), .localizedKey("Chart"), .verbatim("001"), .verbatim("collapsed"), .localizedKey("Toggle")])
    }
}
