// Generated from specs/ by CallSiteSynthesizer (Sources/CallSiteSynthesis).
// Do not edit: run `bash .ci/record` to rewrite it.

import Foundation
import SwiftUI
import Testing
@testable import Catalog

protocol Sampleable { static var sample: Self { get } }
extension Bool: Sampleable { static var sample: Bool { true } }
extension Int: Sampleable { static var sample: Int { 3 } }
extension Double: Sampleable { static var sample: Double { 24 } }
extension String: Sampleable { static var sample: String { "sample" } }
extension Array: Sampleable where Element: Sampleable { static var sample: [Element] { [.sample, .sample] } }
extension BannerTone: Sampleable { static var sample: BannerTone { .critical } }

@MainActor @Suite struct PlannedActionButton {
    /// @ViewBuilder init(action:label:) #0: compiled, not run (the pinned type is its check).
    func initializer0() {
        let view = ActionButton(action: {}, label: { Spacer() })
        let _: ActionButton<Spacer> = view
    }

    @Test("Type-based init(label:action:) #1") func initializer1() {
        let view = ActionButton(label: "label text", action: {})
        let _: ActionButton<Text> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
    }

    @Test("Type-based init(label:action:) #2") func initializer2() {
        let view = ActionButton(label: ("label text" as String), action: {})
        let _: ActionButton<Text> = view
        #expect(view.label._testStorage == .verbatim("label text"))
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = ActionButton(model: SampleActionButtonModel())
        let _: ActionButton<Text> = view
        #expect(view.label._testStorage == .verbatim("label from model"))
    }

    /// Text label
    @ViewBuilder var example0: some View {
        ActionButton(label: "Save", action: { })
    }

    /// Custom label
    @ViewBuilder var example1: some View {
        ActionButton(action: { }) { Text("Save").bold() }
    }

    struct SampleActionButtonModel: ActionButtonModel {
        var label: String { "label from model" }
        var action: @MainActor () -> Void { {} }
    }
}

@MainActor @Suite struct PlannedActivityItems {
    @Test("@ViewBuilder init(primary:secondary:) #0") func initializer0() {
        let view = ActivityItems(primary: { Spacer() }, secondary: { Spacer() })
        let _: ActivityItems<Spacer, Spacer> = view
        #expect(view.secondary != nil)
    }

    @Test("Type-based init(secondarySystemName:primary:) #1") func initializer1() {
        let view = ActivityItems(secondarySystemName: "star", primary: { Spacer() })
        let _: ActivityItems<Spacer, Image> = view
        #expect(view.secondary?._testSource == .systemName("star"))
    }

    @Test("Conditional init(primary:) #2") func initializer2() {
        let view = ActivityItems(primary: { Spacer() })
        let _: ActivityItems<Spacer, Never> = view
        #expect(view.secondary == nil)
    }

    @Test("Type-based init(primarySystemName:secondary:) #3") func initializer3() {
        let view = ActivityItems(primarySystemName: "star", secondary: { Spacer() })
        let _: ActivityItems<Image, Spacer> = view
        #expect(view.primary._testSource == .systemName("star"))
        #expect(view.secondary != nil)
    }

    @Test("Type-based init(primarySystemName:secondarySystemName:) #4") func initializer4() {
        let view = ActivityItems(primarySystemName: "star", secondarySystemName: "star")
        let _: ActivityItems<Image, Image> = view
        #expect(view.primary._testSource == .systemName("star"))
        #expect(view.secondary?._testSource == .systemName("star"))
    }

    @Test("Protocol-based init(model:) #5") func initializer5() {
        let view = ActivityItems(model: SampleActivityItemsModel())
        let _: ActivityItems<Image, Image> = view
        #expect(view.primary._testSource == .systemName("primarySystemName from model"))
        #expect(view.secondary?._testSource == .systemName("secondarySystemName from model"))
    }

    @Test("Conditional init(primarySystemName:) #6") func initializer6() {
        let view = ActivityItems(primarySystemName: "star")
        let _: ActivityItems<Image, Never> = view
        #expect(view.primary._testSource == .systemName("star"))
        #expect(view.secondary == nil)
    }

    /// Two symbols
    @ViewBuilder var example0: some View {
        ActivityItems(primarySystemName: "phone", secondarySystemName: "envelope")
    }

    struct SampleActivityItemsModel: ActivityItemsModel {
        var primarySystemName: String { "primarySystemName from model" }
        var secondarySystemName: String? { "secondarySystemName from model" }
    }
}

@MainActor @Suite struct PlannedArticleHeader {
    @Test("@ViewBuilder init(title:kicker:) #0") func initializer0() {
        let view = ArticleHeader(title: { Spacer() }, kicker: { Spacer() })
        let _: ArticleHeader<Spacer, Spacer> = view
        #expect(view.hasKicker)
    }

    @Test("@ViewBuilder init(title:kicker:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = ArticleHeader(title: { Spacer() })
        let _: ArticleHeader<Spacer, EmptyView> = view
        #expect(!view.hasKicker)
    }

    @Test("Type-based init(title:kicker:) #1") func initializer1() {
        let view = ArticleHeader(title: "title text", kicker: "kicker text")
        let _: ArticleHeader<Heading, Heading?> = view
        #expect(view.kicker != nil)
        #expect(view.hasKicker)
    }

    @Test("Type-based init(title:kicker:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = ArticleHeader(title: "title text")
        let _: ArticleHeader<Heading, Heading?> = view
        #expect(view.kicker == nil)
        #expect(!view.hasKicker)
    }

    @Test("Type-based init(title:kicker:) #2") func initializer2() {
        let view = ArticleHeader(title: ("title text" as String), kicker: ("kicker text" as String))
        let _: ArticleHeader<Heading, Heading?> = view
        #expect(view.kicker != nil)
        #expect(view.hasKicker)
    }

    @Test("Type-based init(title:kicker:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = ArticleHeader(title: ("title text" as String))
        let _: ArticleHeader<Heading, Heading?> = view
        #expect(view.kicker == nil)
        #expect(!view.hasKicker)
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = ArticleHeader(model: SampleArticleHeaderModel())
        let _: ArticleHeader<Heading, Heading?> = view
        #expect(view.kicker != nil)
        #expect(view.hasKicker)
    }

    /// A title and a kicker
    @ViewBuilder var example0: some View {
        ArticleHeader(title: "Swift 6 is here", kicker: "Release notes")
    }

    /// A title from a string
    @ViewBuilder var example1: some View {
        ArticleHeader(title: String("Today"))
    }

    /// Custom views
    @ViewBuilder var example2: some View {
        ArticleHeader {
            Text("Swift 6 is here").bold()
        }
    }

    struct SampleArticleHeaderModel: ArticleHeaderModel {
        var title: String { "title from model" }
        var kicker: String? { "kicker from model" }
    }
}

@MainActor @Suite struct PlannedAvatar {
    @Test("@ViewBuilder init(size:picture:overlay:) #0") func initializer0() {
        let view = Avatar(size: Double.sample, picture: { Spacer() }, overlay: { Spacer() })
        let _: Avatar<Spacer, Spacer> = view
        #expect(view.size == Double.sample)
    }

    @Test("@ViewBuilder init(size:picture:overlay:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = Avatar(picture: { Spacer() }, overlay: { Spacer() })
        let _: Avatar<Spacer, Spacer> = view
        #expect(view.size == 40)
    }

    @Test("Conditional init(size:picture:) #1") func initializer1() {
        let view = Avatar(size: Double.sample, picture: { Spacer() })
        let _: Avatar<Spacer, EmptyView> = view
        #expect(view.size == Double.sample)
    }

    @Test("Conditional init(size:picture:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = Avatar(picture: { Spacer() })
        let _: Avatar<Spacer, EmptyView> = view
        #expect(view.size == 40)
    }

    @Test("Type-based init(size:picture:overlay:) #2") func initializer2() {
        let view = Avatar(size: Double.sample, picture: Image("photo"), overlay: { Spacer() })
        let _: Avatar<Image, Spacer> = view
        #expect(view.picture._testSource == .named("photo"))
        #expect(view.size == Double.sample)
    }

    @Test("Type-based init(size:picture:overlay:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = Avatar(picture: Image("photo"), overlay: { Spacer() })
        let _: Avatar<Image, Spacer> = view
        #expect(view.picture._testSource == .named("photo"))
        #expect(view.size == 40)
    }

    @Test("Type-based init(size:pictureSystemName:overlay:) #3") func initializer3() {
        let view = Avatar(size: Double.sample, pictureSystemName: "star", overlay: { Spacer() })
        let _: Avatar<Image, Spacer> = view
        #expect(view.picture._testSource == .systemName("star"))
        #expect(view.size == Double.sample)
    }

    @Test("Type-based init(size:pictureSystemName:overlay:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = Avatar(pictureSystemName: "star", overlay: { Spacer() })
        let _: Avatar<Image, Spacer> = view
        #expect(view.picture._testSource == .systemName("star"))
        #expect(view.size == 40)
    }

    @Test("Conditional init(size:picture:) #4") func initializer4() {
        let view = Avatar(size: Double.sample, picture: Image("photo"))
        let _: Avatar<Image, EmptyView> = view
        #expect(view.picture._testSource == .named("photo"))
        #expect(view.size == Double.sample)
    }

    @Test("Conditional init(size:picture:) #4, defaults left out") func initializer4LeavingDefaultsOut() {
        let view = Avatar(picture: Image("photo"))
        let _: Avatar<Image, EmptyView> = view
        #expect(view.picture._testSource == .named("photo"))
        #expect(view.size == 40)
    }

    @Test("Conditional init(size:pictureSystemName:) #5") func initializer5() {
        let view = Avatar(size: Double.sample, pictureSystemName: "star")
        let _: Avatar<Image, EmptyView> = view
        #expect(view.picture._testSource == .systemName("star"))
        #expect(view.size == Double.sample)
    }

    @Test("Conditional init(size:pictureSystemName:) #5, defaults left out") func initializer5LeavingDefaultsOut() {
        let view = Avatar(pictureSystemName: "star")
        let _: Avatar<Image, EmptyView> = view
        #expect(view.picture._testSource == .systemName("star"))
        #expect(view.size == 40)
    }

    @Test("Protocol-based init(model:) #6") func initializer6() {
        let view = Avatar(model: SampleAvatarModel())
        let _: Avatar<Image, EmptyView> = view
        #expect(view.picture._testSource == .named("photo"))
        #expect(view.size == Double.sample)
    }

    /// A system image
    @ViewBuilder var example0: some View {
        Avatar(pictureSystemName: "person.crop.circle")
    }

    /// An image with an overlay
    @ViewBuilder var example1: some View {
        Avatar(size: 64, picture: Image("jane", label: Text("Jane Appleseed"))) { Image(systemName: "circle.fill") }
    }

    struct SampleAvatarModel: AvatarModel {
        var picture: Image { Image("photo") }
        var size: Double { Double.sample }
    }
}

@MainActor @Suite struct PlannedBadge {
    @Test("@ViewBuilder init(icon:label:) #0") func initializer0() {
        let view = Badge(icon: { Spacer() }, label: { Spacer() })
        let _: Badge<Spacer, Spacer> = view
        #expect(view.icon != nil)
    }

    @Test("Type-based init(label:icon:) #1") func initializer1() {
        let view = Badge(label: "label text", icon: { Spacer() })
        let _: Badge<Spacer, Text> = view
        #expect(view.icon != nil)
        #expect(view.label._testStorage == .localizedKey("label text"))
    }

    @Test("Type-based init(label:icon:) #2") func initializer2() {
        let view = Badge(label: ("label text" as String), icon: { Spacer() })
        let _: Badge<Spacer, Text> = view
        #expect(view.icon != nil)
        #expect(view.label._testStorage == .verbatim("label text"))
    }

    @Test("Conditional init(label:) #3") func initializer3() {
        let view = Badge(label: { Spacer() })
        let _: Badge<Never, Spacer> = view
        #expect(view.icon == nil)
    }

    @Test("Conditional init(label:) #4") func initializer4() {
        let view = Badge(label: "label text")
        let _: Badge<Never, Text> = view
        #expect(view.icon == nil)
        #expect(view.label._testStorage == .localizedKey("label text"))
    }

    @Test("Conditional init(label:) #5") func initializer5() {
        let view = Badge(label: ("label text" as String))
        let _: Badge<Never, Text> = view
        #expect(view.icon == nil)
        #expect(view.label._testStorage == .verbatim("label text"))
    }

    @Test("Protocol-based init(model:) #6") func initializer6() {
        let view = Badge(model: SampleBadgeModel())
        let _: Badge<Never, Text> = view
        #expect(view.icon == nil)
        #expect(view.label._testStorage == .verbatim("label from model"))
    }

    /// Text only
    @ViewBuilder var example0: some View {
        Badge(label: "New")
    }

    /// Text with an icon
    @ViewBuilder var example1: some View {
        Badge(label: "New") { Image(systemName: "star") }
    }

    struct SampleBadgeModel: BadgeModel {
        var label: String { "label from model" }
    }
}

@MainActor @Suite struct PlannedBanner {
    @Test("@ViewBuilder init(tone:onDismiss:message:icon:) #0") func initializer0() {
        let view = Banner(tone: BannerTone.sample, onDismiss: nil, message: { Spacer() }, icon: { Spacer() })
        let _: Banner<Spacer, Spacer> = view
        #expect(view.hasIcon)
        #expect(view.tone == BannerTone.sample)
    }

    @Test("@ViewBuilder init(tone:onDismiss:message:icon:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = Banner(message: { Spacer() })
        let _: Banner<Spacer, EmptyView> = view
        #expect(!view.hasIcon)
        #expect(view.tone == .info)
    }

    @Test("Type-based init(_:systemImage:tone:onDismiss:) #1") func initializer1() {
        let view = Banner("message text", systemImage: "star", tone: BannerTone.sample, onDismiss: nil)
        let _: Banner<Text, Image?> = view
        #expect(view.message._testStorage == .localizedKey("message text"))
        #expect(view.icon?._testSource == .systemName("star"))
        #expect(view.hasIcon)
        #expect(view.tone == BannerTone.sample)
    }

    @Test("Type-based init(_:systemImage:tone:onDismiss:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = Banner("message text")
        let _: Banner<Text, Image?> = view
        #expect(view.message._testStorage == .localizedKey("message text"))
        #expect(view.icon == nil)
        #expect(!view.hasIcon)
        #expect(view.tone == .info)
    }

    @Test("Type-based init(_:systemImage:tone:onDismiss:) #2") func initializer2() {
        let view = Banner(("message text" as String), systemImage: "star", tone: BannerTone.sample, onDismiss: nil)
        let _: Banner<Text, Image?> = view
        #expect(view.message._testStorage == .verbatim("message text"))
        #expect(view.icon?._testSource == .systemName("star"))
        #expect(view.hasIcon)
        #expect(view.tone == BannerTone.sample)
    }

    @Test("Type-based init(_:systemImage:tone:onDismiss:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = Banner(("message text" as String))
        let _: Banner<Text, Image?> = view
        #expect(view.message._testStorage == .verbatim("message text"))
        #expect(view.icon == nil)
        #expect(!view.hasIcon)
        #expect(view.tone == .info)
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = Banner(model: SampleBannerModel())
        let _: Banner<Text, Image?> = view
        #expect(view.message._testStorage == .verbatim("message from model"))
        #expect(view.icon?._testSource == .systemName("iconSystemName from model"))
        #expect(view.hasIcon)
        #expect(view.tone == BannerTone.sample)
    }

    /// An unlabeled message
    @ViewBuilder var example0: some View {
        Banner("Saved")
    }

    /// With an icon, as Label("Offline", systemImage:) takes one
    @ViewBuilder var example1: some View {
        Banner("Offline", systemImage: "wifi.slash", tone: .warning)
    }

    struct SampleBannerModel: BannerModel {
        var message: String { "message from model" }
        var iconSystemName: String? { "iconSystemName from model" }
        var tone: BannerTone { BannerTone.sample }
        var onDismiss: (@MainActor () -> Void)? { nil }
    }
}

@MainActor @Suite struct PlannedCard {
    @Test("@ViewBuilder init(title:actions:) #0") func initializer0() {
        let view = Card(title: { Spacer() }, actions: { Spacer() })
        let _: Card<Spacer, Spacer> = view
        #expect(view.actions != nil)
    }

    @Test("Conditional init(title:) #1") func initializer1() {
        let view = Card(title: { Spacer() })
        let _: Card<Spacer, Never> = view
        #expect(view.actions == nil)
    }

    @Test("Type-based init(title:actions:) #2") func initializer2() {
        let view = Card(title: "title text", actions: { Spacer() })
        let _: Card<Text, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.actions != nil)
    }

    @Test("Type-based init(title:actions:) #3") func initializer3() {
        let view = Card(title: ("title text" as String), actions: { Spacer() })
        let _: Card<Text, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.actions != nil)
    }

    @Test("Conditional init(title:) #4") func initializer4() {
        let view = Card(title: "title text")
        let _: Card<Text, Never> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.actions == nil)
    }

    @Test("Conditional init(title:) #5") func initializer5() {
        let view = Card(title: ("title text" as String))
        let _: Card<Text, Never> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.actions == nil)
    }

    @Test("Protocol-based init(model:) #6") func initializer6() {
        let view = Card(model: SampleCardModel())
        let _: Card<Text, Never> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.actions == nil)
    }

    /// Text title, custom actions
    @ViewBuilder var example0: some View {
        Card(title: "Hello") { Button("Like") {} }
    }

    /// Text title only
    @ViewBuilder var example1: some View {
        Card(title: "Hello")
    }

    /// Custom views for both slots
    @ViewBuilder var example2: some View {
        Card { Label("Inbox", systemImage: "tray") } actions: { Button("Open") {} }
    }

    struct SampleCardModel: CardModel {
        var title: String { "title from model" }
    }
}

@MainActor @Suite struct PlannedCardList {
    struct Element: Hashable, Sampleable { let id: Int; static var sample: Element { Element(id: 3) } }
    @Test("@ViewBuilder init(title:elements:spacing:card:) #0") func initializer0() {
        let view = CardList(title: { Spacer() }, elements: [Element].sample, spacing: Double.sample, card: { _ in Spacer() })
        let _: CardList<Element, Spacer, Spacer> = view
        #expect(view.hasTitle)
        #expect(view.spacing == Double.sample)
    }

    @Test("@ViewBuilder init(title:elements:spacing:card:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = CardList(elements: [Element].sample, card: { _ in Spacer() })
        let _: CardList<Element, EmptyView, Spacer> = view
        #expect(!view.hasTitle)
        #expect(view.spacing == 8)
    }

    @Test("Type-based init(title:elements:spacing:card:) #1") func initializer1() {
        let view = CardList(title: "title text", elements: [Element].sample, spacing: Double.sample, card: { _ in Spacer() })
        let _: CardList<Element, Text?, Spacer> = view
        #expect(view.title?._testStorage == .localizedKey("title text"))
        #expect(view.hasTitle)
        #expect(view.spacing == Double.sample)
    }

    @Test("Type-based init(title:elements:spacing:card:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = CardList(elements: [Element].sample, card: { _ in Spacer() })
        let _: CardList<Element, EmptyView, Spacer> = view
        #expect(!view.hasTitle)
        #expect(view.spacing == 8)
    }

    @Test("Type-based init(title:elements:spacing:card:) #2") func initializer2() {
        let view = CardList(title: ("title text" as String), elements: [Element].sample, spacing: Double.sample, card: { _ in Spacer() })
        let _: CardList<Element, Text?, Spacer> = view
        #expect(view.title?._testStorage == .verbatim("title text"))
        #expect(view.hasTitle)
        #expect(view.spacing == Double.sample)
    }

    @Test("Type-based init(title:elements:spacing:card:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = CardList(elements: [Element].sample, card: { _ in Spacer() })
        let _: CardList<Element, EmptyView, Spacer> = view
        #expect(!view.hasTitle)
        #expect(view.spacing == 8)
    }

    @Test("Protocol-based init(model:elements:card:) #3") func initializer3() {
        let view = CardList(model: SampleCardListModel(), elements: [Element].sample, card: { _ in Spacer() })
        let _: CardList<Element, Text?, Spacer> = view
        #expect(view.title?._testStorage == .verbatim("title from model"))
        #expect(view.hasTitle)
        #expect(view.spacing == Double.sample)
    }

    @Test("Conditional init(elements:spacing:card:) #4") func initializer4() {
        let view = CardList(elements: [Element].sample, spacing: Double.sample, card: { _ in Spacer() })
        let _: CardList<Element, EmptyView, Spacer> = view
        #expect(!view.hasTitle)
        #expect(view.spacing == Double.sample)
    }

    @Test("Conditional init(elements:spacing:card:) #4, defaults left out") func initializer4LeavingDefaultsOut() {
        let view = CardList(elements: [Element].sample, card: { _ in Spacer() })
        let _: CardList<Element, EmptyView, Spacer> = view
        #expect(!view.hasTitle)
        #expect(view.spacing == 8)
    }

    /// One card per string
    @ViewBuilder var example0: some View {
        CardList(elements: ["Lisbon", "Porto", "Faro"]) { city in
            Text(city)
        }
    }

    /// A title, and cards of numbers
    @ViewBuilder var example1: some View {
        CardList(title: "Days", elements: [1, 2, 3], spacing: 4) { day in
            Text("Day \(day)")
        }
    }

    struct SampleCardListModel: CardListModel {
        var title: String? { "title from model" }
        var spacing: Double { Double.sample }
    }
}

@MainActor @Suite struct PlannedContactItem {
    @Test("@ViewBuilder init(title:subtitle:descriptionText:detailImage:actionItems:) #0") func initializer0() {
        let view = ContactItem(title: { Spacer() }, subtitle: { Spacer() }, descriptionText: { Spacer() }, detailImage: { Spacer() }, actionItems: { Spacer() })
        let _: ContactItem<Spacer, Spacer, Spacer, Spacer, Spacer> = view
        #expect(view.hasSubtitle)
        #expect(view.hasDescriptionText)
        #expect(view.hasDetailImage)
        #expect(view.hasActionItems)
    }

    @Test("@ViewBuilder init(title:subtitle:descriptionText:detailImage:actionItems:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = ContactItem(title: { Spacer() })
        let _: ContactItem<Spacer, EmptyView, EmptyView, EmptyView, EmptyView> = view
        #expect(!view.hasSubtitle)
        #expect(!view.hasDescriptionText)
        #expect(!view.hasDetailImage)
        #expect(!view.hasActionItems)
    }

    @Test("Type-based init(title:subtitle:descriptionText:detailImage:actionItems:) #1") func initializer1() {
        let view = ContactItem(title: "title text", subtitle: "subtitle text", descriptionText: "descriptionText text", detailImage: Image("photo"), actionItems: ActivityItems(model: PlannedActivityItems.SampleActivityItemsModel()))
        let _: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.subtitle?._testStorage == .localizedKey("subtitle text"))
        #expect(view.hasSubtitle)
        #expect(view.descriptionText?._testStorage == .localizedKey("descriptionText text"))
        #expect(view.hasDescriptionText)
        #expect(view.detailImage?._testSource == .named("photo"))
        #expect(view.hasDetailImage)
        #expect(view.actionItems != nil)
        #expect(view.hasActionItems)
    }

    @Test("Type-based init(title:subtitle:descriptionText:detailImage:actionItems:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = ContactItem(title: "title text")
        let _: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.subtitle == nil)
        #expect(!view.hasSubtitle)
        #expect(view.descriptionText == nil)
        #expect(!view.hasDescriptionText)
        #expect(view.detailImage == nil)
        #expect(!view.hasDetailImage)
        #expect(view.actionItems == nil)
        #expect(!view.hasActionItems)
    }

    @Test("Type-based init(title:subtitle:descriptionText:detailImage:actionItems:) #2") func initializer2() {
        let view = ContactItem(title: ("title text" as String), subtitle: ("subtitle text" as String), descriptionText: ("descriptionText text" as String), detailImage: Image("photo"), actionItems: ActivityItems(model: PlannedActivityItems.SampleActivityItemsModel()))
        let _: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.subtitle?._testStorage == .verbatim("subtitle text"))
        #expect(view.hasSubtitle)
        #expect(view.descriptionText?._testStorage == .verbatim("descriptionText text"))
        #expect(view.hasDescriptionText)
        #expect(view.detailImage?._testSource == .named("photo"))
        #expect(view.hasDetailImage)
        #expect(view.actionItems != nil)
        #expect(view.hasActionItems)
    }

    @Test("Type-based init(title:subtitle:descriptionText:detailImage:actionItems:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = ContactItem(title: ("title text" as String))
        let _: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.subtitle == nil)
        #expect(!view.hasSubtitle)
        #expect(view.descriptionText == nil)
        #expect(!view.hasDescriptionText)
        #expect(view.detailImage == nil)
        #expect(!view.hasDetailImage)
        #expect(view.actionItems == nil)
        #expect(!view.hasActionItems)
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = ContactItem(model: SampleContactItemModel())
        let _: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.subtitle?._testStorage == .verbatim("subtitle from model"))
        #expect(view.hasSubtitle)
        #expect(view.descriptionText?._testStorage == .verbatim("descriptionText from model"))
        #expect(view.hasDescriptionText)
        #expect(view.detailImage?._testSource == .named("photo"))
        #expect(view.hasDetailImage)
        #expect(view.actionItems != nil)
        #expect(view.hasActionItems)
    }

    /// Values, with activity items
    @ViewBuilder var example0: some View {
        ContactItem(title: "Jane Doe", actionItems: ActivityItems(primarySystemName: "phone", secondarySystemName: "envelope"))
    }

    /// Every slot from a view builder
    @ViewBuilder var example1: some View {
        ContactItem {
            Text("Jane Doe")
        } subtitle: {
            Text("Engineer")
        } descriptionText: {
            Text("Builds the catalog.")
        } detailImage: {
            Image(systemName: "person")
        } actionItems: {
            ActivityItems(primarySystemName: "phone")
        }
    }

    struct SampleContactItemModel: ContactItemModel {
        var title: String { "title from model" }
        var subtitle: String? { "subtitle from model" }
        var descriptionText: String? { "descriptionText from model" }
        var detailImage: Image? { Image("photo") }
        var actionItems: (any ActivityItemsModel)? { PlannedActivityItems.SampleActivityItemsModel() }
    }
}

@MainActor @Suite struct PlannedEmptyState {
    @Test("@ViewBuilder init(illustration:title:message:action:) #0") func initializer0() {
        let view = EmptyState(illustration: { Spacer() }, title: { Spacer() }, message: { Spacer() }, action: { Spacer() })
        let _: EmptyState<Spacer, Spacer, Spacer, Spacer> = view
        #expect(view.hasIllustration)
        #expect(view.hasMessage)
        #expect(view.hasAction)
    }

    @Test("@ViewBuilder init(illustration:title:message:action:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = EmptyState(title: { Spacer() })
        let _: EmptyState<EmptyView, Spacer, EmptyView, EmptyView> = view
        #expect(!view.hasIllustration)
        #expect(!view.hasMessage)
        #expect(!view.hasAction)
    }

    @Test("Type-based init(illustrationSystemName:title:message:action:) #1") func initializer1() {
        let view = EmptyState(illustrationSystemName: "star", title: "title text", message: "message text", action: { Spacer() })
        let _: EmptyState<Image?, Text, Text?, Spacer> = view
        #expect(view.illustration?._testSource == .systemName("star"))
        #expect(view.hasIllustration)
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.message?._testStorage == .localizedKey("message text"))
        #expect(view.hasMessage)
        #expect(view.hasAction)
    }

    @Test("Type-based init(illustrationSystemName:title:message:action:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = EmptyState(title: "title text")
        let _: EmptyState<Image?, Text, Text?, EmptyView> = view
        #expect(view.illustration == nil)
        #expect(!view.hasIllustration)
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.message == nil)
        #expect(!view.hasMessage)
        #expect(!view.hasAction)
    }

    @Test("Type-based init(illustrationSystemName:title:message:action:) #2") func initializer2() {
        let view = EmptyState(illustrationSystemName: "star", title: ("title text" as String), message: ("message text" as String), action: { Spacer() })
        let _: EmptyState<Image?, Text, Text?, Spacer> = view
        #expect(view.illustration?._testSource == .systemName("star"))
        #expect(view.hasIllustration)
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.message?._testStorage == .verbatim("message text"))
        #expect(view.hasMessage)
        #expect(view.hasAction)
    }

    @Test("Type-based init(illustrationSystemName:title:message:action:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = EmptyState(title: ("title text" as String))
        let _: EmptyState<Image?, Text, Text?, EmptyView> = view
        #expect(view.illustration == nil)
        #expect(!view.hasIllustration)
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.message == nil)
        #expect(!view.hasMessage)
        #expect(!view.hasAction)
    }

    @Test("Protocol-based init(model:action:) #3") func initializer3() {
        let view = EmptyState(model: SampleEmptyStateModel(), action: { Spacer() })
        let _: EmptyState<Image?, Text, Text?, Spacer> = view
        #expect(view.illustration?._testSource == .systemName("illustrationSystemName from model"))
        #expect(view.hasIllustration)
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.message?._testStorage == .verbatim("message from model"))
        #expect(view.hasMessage)
        #expect(view.hasAction)
    }

    @Test("Protocol-based init(model:action:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = EmptyState(model: SampleEmptyStateModel())
        let _: EmptyState<Image?, Text, Text?, EmptyView> = view
        #expect(view.illustration?._testSource == .systemName("illustrationSystemName from model"))
        #expect(view.hasIllustration)
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.message?._testStorage == .verbatim("message from model"))
        #expect(view.hasMessage)
        #expect(!view.hasAction)
    }

    /// Values
    @ViewBuilder var example0: some View {
        EmptyState(illustrationSystemName: "tray", title: "No mail", message: "New mail appears here.")
    }

    /// Title and a button
    @ViewBuilder var example1: some View {
        EmptyState {
            Text("No results")
        } action: {
            Button("Clear filters") {}
        }
    }

    struct SampleEmptyStateModel: EmptyStateModel {
        var illustrationSystemName: String? { "illustrationSystemName from model" }
        var title: String { "title from model" }
        var message: String? { "message from model" }
    }
}

@MainActor @Suite struct PlannedLabeledDivider {
    @Test("@ViewBuilder init(caption:) #0") func initializer0() {
        let view = LabeledDivider(caption: { Spacer() })
        let _: LabeledDivider<Spacer> = view
        #expect(view.caption != nil)
    }

    @Test("Type-based init(caption:) #1") func initializer1() {
        let view = LabeledDivider(caption: "caption text")
        let _: LabeledDivider<Text> = view
        #expect(view.caption?._testStorage == .localizedKey("caption text"))
    }

    @Test("Type-based init(caption:) #2") func initializer2() {
        let view = LabeledDivider(caption: ("caption text" as String))
        let _: LabeledDivider<Text> = view
        #expect(view.caption?._testStorage == .verbatim("caption text"))
    }

    @Test("Conditional init() #3") func initializer3() {
        let view = LabeledDivider()
        let _: LabeledDivider<Never> = view
        #expect(view.caption == nil)
    }

    /// With a caption
    @ViewBuilder var example0: some View {
        LabeledDivider(caption: "or")
    }
}

@MainActor @Suite struct PlannedListChoice {
    @Test("@ViewBuilder init(_:detail:) #0") func initializer0() {
        let view = ListChoice("title from model", detail: { Spacer() })
        let _: ListChoice<Spacer> = view
        #expect(view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("@ViewBuilder init(_:detail:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = ListChoice("title from model")
        let _: ListChoice<EmptyView> = view
        #expect(!view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:value:) #1") func initializer1() {
        let view = ListChoice("title from model", value: "detail text")
        let _: ListChoice<Text?> = view
        #expect(view.detail?._testStorage == .localizedKey("detail text"))
        #expect(view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:value:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = ListChoice("title from model")
        let _: ListChoice<EmptyView> = view
        #expect(!view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:value:) #2") func initializer2() {
        let view = ListChoice("title from model", value: ("detail text" as String))
        let _: ListChoice<Text?> = view
        #expect(view.detail?._testStorage == .verbatim("detail text"))
        #expect(view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:value:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = ListChoice("title from model")
        let _: ListChoice<EmptyView> = view
        #expect(!view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = ListChoice(model: SampleListChoiceModel())
        let _: ListChoice<Text?> = view
        #expect(view.detail?._testStorage == .verbatim("detail from model"))
        #expect(view.hasDetail)
        #expect(view.title == "title from model")
    }

    @Test("Conditional init(_:) #4") func initializer4() {
        let view = ListChoice("title from model")
        let _: ListChoice<EmptyView> = view
        #expect(!view.hasDetail)
        #expect(view.title == "title from model")
    }

    /// A value under its own label
    @ViewBuilder var example0: some View {
        ListChoice("Wi-Fi", value: "On")
    }

    /// A custom value view
    @ViewBuilder var example1: some View {
        ListChoice("Language") { Text("English").italic() }
    }

    /// No value yet
    @ViewBuilder var example2: some View {
        ListChoice("Keyboard")
    }

    struct SampleListChoiceModel: ListChoiceModel {
        var detail: String? { "detail from model" }
        var title: String { "title from model" }
    }
}

@MainActor @Suite struct PlannedNavigationRow {
    @Test("@ViewBuilder init(title:detail:accessory:) #0") func initializer0() {
        let view = NavigationRow(title: { Spacer() }, detail: { Spacer() }, accessory: { Spacer() })
        let _: NavigationRow<Spacer, Spacer, Spacer> = view
        #expect(view.hasDetail)
    }

    @Test("@ViewBuilder init(title:detail:accessory:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = NavigationRow(title: { Spacer() }, accessory: { Spacer() })
        let _: NavigationRow<Spacer, EmptyView, Spacer> = view
        #expect(!view.hasDetail)
    }

    @Test("Type-based init(title:detail:accessory:) #1") func initializer1() {
        let view = NavigationRow(title: "title text", detail: AttributedString("detail text"), accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.detail?._testStorage == .attributed("detail text"))
        #expect(view.hasDetail)
    }

    @Test("Type-based init(title:detail:accessory:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = NavigationRow(title: "title text", accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.detail == nil)
        #expect(!view.hasDetail)
    }

    @Test("Type-based init(title:detail:accessory:) #2") func initializer2() {
        let view = NavigationRow(title: ("title text" as String), detail: AttributedString("detail text"), accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.detail?._testStorage == .attributed("detail text"))
        #expect(view.hasDetail)
    }

    @Test("Type-based init(title:detail:accessory:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = NavigationRow(title: ("title text" as String), accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.detail == nil)
        #expect(!view.hasDetail)
    }

    @Test("Protocol-based init(model:accessory:) #3") func initializer3() {
        let view = NavigationRow(model: SampleNavigationRowModel(), accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.detail?._testStorage == .attributed("detail from model"))
        #expect(view.hasDetail)
    }

    @Test("Protocol-based init(model:accessory:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = NavigationRow(model: SampleNavigationRowModel(), accessory: { Spacer() })
        let _: NavigationRow<Text, Text?, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.detail?._testStorage == .attributed("detail from model"))
        #expect(view.hasDetail)
    }

    /// With the default chevron
    @ViewBuilder var example0: some View {
        NavigationRow(title: "Settings")
    }

    /// Attributed detail and a custom accessory
    @ViewBuilder var example1: some View {
        NavigationRow(title: "Storage", detail: AttributedString("12 GB free")) { Text("Manage") }
    }

    struct SampleNavigationRowModel: NavigationRowModel {
        var title: String { "title from model" }
        var detail: AttributedString? { AttributedString("detail from model") }
    }
}

@MainActor @Suite struct PlannedObjectHeader {
    @Test("@ViewBuilder init(title:subtitle:status:detailContent:) #0") func initializer0() {
        let view = ObjectHeader(title: { Spacer() }, subtitle: { Spacer() }, status: { Spacer() }, detailContent: { Spacer() })
        let _: ObjectHeader<Spacer, Spacer, Spacer, Spacer> = view
        #expect(view.hasSubtitle)
        #expect(view.hasStatus)
        #expect(view.hasDetailContent)
    }

    @Test("@ViewBuilder init(title:subtitle:status:detailContent:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = ObjectHeader(title: { Spacer() })
        let _: ObjectHeader<Spacer, EmptyView, EmptyView, EmptyView> = view
        #expect(!view.hasSubtitle)
        #expect(!view.hasStatus)
        #expect(!view.hasDetailContent)
    }

    @Test("Type-based init(title:subtitle:status:detailContent:) #1") func initializer1() {
        let view = ObjectHeader(title: "title text", subtitle: "subtitle text", status: { Spacer() }, detailContent: { Spacer() })
        let _: ObjectHeader<Text, Text?, Spacer, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.subtitle?._testStorage == .localizedKey("subtitle text"))
        #expect(view.hasSubtitle)
        #expect(view.hasStatus)
        #expect(view.hasDetailContent)
    }

    @Test("Type-based init(title:subtitle:status:detailContent:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = ObjectHeader(title: "title text")
        let _: ObjectHeader<Text, Text?, EmptyView, EmptyView> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.subtitle == nil)
        #expect(!view.hasSubtitle)
        #expect(!view.hasStatus)
        #expect(!view.hasDetailContent)
    }

    @Test("Type-based init(title:subtitle:status:detailContent:) #2") func initializer2() {
        let view = ObjectHeader(title: ("title text" as String), subtitle: ("subtitle text" as String), status: { Spacer() }, detailContent: { Spacer() })
        let _: ObjectHeader<Text, Text?, Spacer, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.subtitle?._testStorage == .verbatim("subtitle text"))
        #expect(view.hasSubtitle)
        #expect(view.hasStatus)
        #expect(view.hasDetailContent)
    }

    @Test("Type-based init(title:subtitle:status:detailContent:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = ObjectHeader(title: ("title text" as String))
        let _: ObjectHeader<Text, Text?, EmptyView, EmptyView> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.subtitle == nil)
        #expect(!view.hasSubtitle)
        #expect(!view.hasStatus)
        #expect(!view.hasDetailContent)
    }

    @Test("Protocol-based init(model:status:detailContent:) #3") func initializer3() {
        let view = ObjectHeader(model: SampleObjectHeaderModel(), status: { Spacer() }, detailContent: { Spacer() })
        let _: ObjectHeader<Text, Text?, Spacer, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.subtitle?._testStorage == .verbatim("subtitle from model"))
        #expect(view.hasSubtitle)
        #expect(view.hasStatus)
        #expect(view.hasDetailContent)
    }

    @Test("Protocol-based init(model:status:detailContent:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = ObjectHeader(model: SampleObjectHeaderModel())
        let _: ObjectHeader<Text, Text?, EmptyView, EmptyView> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.subtitle?._testStorage == .verbatim("subtitle from model"))
        #expect(view.hasSubtitle)
        #expect(!view.hasStatus)
        #expect(!view.hasDetailContent)
    }

    /// Values and a builder
    @ViewBuilder var example0: some View {
        ObjectHeader(title: "Q3", detailContent: { Text("Chart") })
    }

    /// Builders only
    @ViewBuilder var example1: some View {
        ObjectHeader { Text("Q3") } status: { Image(systemName: "checkmark") }
    }

    struct SampleObjectHeaderModel: ObjectHeaderModel {
        var title: String { "title from model" }
        var subtitle: String? { "subtitle from model" }
    }
}

@MainActor @Suite struct PlannedPriorityTag {
    /// @ViewBuilder init(priority:) #0: compiled, not run (the pinned type is its check).
    func initializer0() {
        let view = PriorityTag(priority: { Spacer() })
        let _: PriorityTag<Spacer> = view
    }

    @Test("Type-based init(priority:) #1") func initializer1() {
        let view = PriorityTag(priority: PriorityResolver.Input.sample)
        let _: PriorityTag<PriorityResolver.Output> = view
        #expect(_TestRenderer.texts(view.priority).map(\._testStorage) == _TestRenderer.texts(PriorityResolver.resolve(.sample)).map(\._testStorage))
    }

    @Test("Protocol-based init(model:) #2") func initializer2() {
        let view = PriorityTag(model: SamplePriorityTagModel())
        let _: PriorityTag<PriorityResolver.Output> = view
        #expect(_TestRenderer.texts(view.priority).map(\._testStorage) == _TestRenderer.texts(PriorityResolver.resolve(.sample)).map(\._testStorage))
    }

    /// From a value
    @ViewBuilder var example0: some View {
        PriorityTag(priority: .high)
    }

    struct SamplePriorityTagModel: PriorityTagModel {
        var priority: PriorityResolver.Input { PriorityResolver.Input.sample }
    }
}

@MainActor @Suite struct PlannedProfileHeader {
    @Test("@ViewBuilder init(photo:name:status:) #0") func initializer0() {
        let view = ProfileHeader(photo: { Spacer() }, name: { Spacer() }, status: { Spacer() })
        let _: ProfileHeader<Spacer, Spacer, Spacer> = view
        #expect(view.hasStatus)
    }

    @Test("@ViewBuilder init(photo:name:status:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = ProfileHeader(photo: { Spacer() }, name: { Spacer() })
        let _: ProfileHeader<Spacer, Spacer, EmptyView> = view
        #expect(!view.hasStatus)
    }

    @Test("Type-based init(photo:name:status:) #1") func initializer1() {
        let view = ProfileHeader(photo: Avatar(model: PlannedAvatar.SampleAvatarModel()), name: "name text", status: Badge(model: PlannedBadge.SampleBadgeModel()))
        let _: ProfileHeader<Avatar<Image, EmptyView>, Text, Badge<Never, Text>?> = view
        #expect(view.name._testStorage == .localizedKey("name text"))
        #expect(view.status != nil)
        #expect(view.hasStatus)
    }

    @Test("Type-based init(photo:name:status:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = ProfileHeader(photo: Avatar(model: PlannedAvatar.SampleAvatarModel()), name: "name text")
        let _: ProfileHeader<Avatar<Image, EmptyView>, Text, Badge<Never, Text>?> = view
        #expect(view.name._testStorage == .localizedKey("name text"))
        #expect(view.status == nil)
        #expect(!view.hasStatus)
    }

    @Test("Type-based init(photo:name:status:) #2") func initializer2() {
        let view = ProfileHeader(photo: Avatar(model: PlannedAvatar.SampleAvatarModel()), name: ("name text" as String), status: Badge(model: PlannedBadge.SampleBadgeModel()))
        let _: ProfileHeader<Avatar<Image, EmptyView>, Text, Badge<Never, Text>?> = view
        #expect(view.name._testStorage == .verbatim("name text"))
        #expect(view.status != nil)
        #expect(view.hasStatus)
    }

    @Test("Type-based init(photo:name:status:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = ProfileHeader(photo: Avatar(model: PlannedAvatar.SampleAvatarModel()), name: ("name text" as String))
        let _: ProfileHeader<Avatar<Image, EmptyView>, Text, Badge<Never, Text>?> = view
        #expect(view.name._testStorage == .verbatim("name text"))
        #expect(view.status == nil)
        #expect(!view.hasStatus)
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = ProfileHeader(model: SampleProfileHeaderModel())
        let _: ProfileHeader<Avatar<Image, EmptyView>, Text, Badge<Never, Text>?> = view
        #expect(view.name._testStorage == .verbatim("name from model"))
        #expect(view.status != nil)
        #expect(view.hasStatus)
    }

    /// From values
    @ViewBuilder var example0: some View {
        ProfileHeader(photo: Avatar(pictureSystemName: "person"), name: "Jane", status: Badge(label: "Online"))
    }

    struct SampleProfileHeaderModel: ProfileHeaderModel {
        var photo: any AvatarModel { PlannedAvatar.SampleAvatarModel() }
        var name: String { "name from model" }
        var status: (any BadgeModel)? { PlannedBadge.SampleBadgeModel() }
    }
}

@MainActor @Suite struct PlannedRating {
    @Test("Type-based init(value:maximum:) #0") func initializer0() {
        let view = Rating(value: Int.sample, maximum: Int.sample)
        let _: Rating = view
        #expect(view.value == Int.sample)
        #expect(view.maximum == Int.sample)
    }

    @Test("Type-based init(value:maximum:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = Rating(value: Int.sample)
        let _: Rating = view
        #expect(view.value == Int.sample)
        #expect(view.maximum == 5)
    }

    @Test("Protocol-based init(model:) #2") func initializer2() {
        let view = Rating(model: SampleRatingModel())
        let _: Rating = view
        #expect(view.value == Int.sample)
        #expect(view.maximum == Int.sample)
    }

    /// Three of five
    @ViewBuilder var example0: some View {
        Rating(value: 3)
    }

    struct SampleRatingModel: RatingModel {
        var value: Int { Int.sample }
        var maximum: Int { Int.sample }
    }
}

@MainActor @Suite struct PlannedRow {
    @Test("@ViewBuilder init(isSelected:content:badge:) #0") func initializer0() {
        let view = Row(isSelected: Bool.sample, content: { Spacer() }, badge: { Spacer() })
        let _: Row<Spacer, Spacer> = view
        #expect(view.badge != nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("@ViewBuilder init(isSelected:content:badge:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = Row(content: { Spacer() }, badge: { Spacer() })
        let _: Row<Spacer, Spacer> = view
        #expect(view.badge != nil)
        #expect(view.isSelected == false)
    }

    @Test("Type-based init(isSelected:badge:content:) #1") func initializer1() {
        let view = Row(isSelected: Bool.sample, badge: BadgeCountResolver.Input.sample, content: { Spacer() })
        let _: Row<Spacer, BadgeCountResolver.Output> = view
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Type-based init(isSelected:badge:content:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = Row(badge: BadgeCountResolver.Input.sample, content: { Spacer() })
        let _: Row<Spacer, BadgeCountResolver.Output> = view
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == false)
    }

    @Test("Conditional init(isSelected:content:) #2") func initializer2() {
        let view = Row(isSelected: Bool.sample, content: { Spacer() })
        let _: Row<Spacer, Never> = view
        #expect(view.badge == nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Conditional init(isSelected:content:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = Row(content: { Spacer() })
        let _: Row<Spacer, Never> = view
        #expect(view.badge == nil)
        #expect(view.isSelected == false)
    }

    @Test("Type-based init(isSelected:content:badge:) #3") func initializer3() {
        let view = Row(isSelected: Bool.sample, content: "content text", badge: { Spacer() })
        let _: Row<Text, Spacer> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(view.badge != nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Type-based init(isSelected:content:badge:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = Row(content: "content text", badge: { Spacer() })
        let _: Row<Text, Spacer> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(view.badge != nil)
        #expect(view.isSelected == false)
    }

    @Test("Type-based init(isSelected:content:badge:) #4") func initializer4() {
        let view = Row(isSelected: Bool.sample, content: ("content text" as String), badge: { Spacer() })
        let _: Row<Text, Spacer> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(view.badge != nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Type-based init(isSelected:content:badge:) #4, defaults left out") func initializer4LeavingDefaultsOut() {
        let view = Row(content: ("content text" as String), badge: { Spacer() })
        let _: Row<Text, Spacer> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(view.badge != nil)
        #expect(view.isSelected == false)
    }

    @Test("Type-based init(isSelected:content:badge:) #5") func initializer5() {
        let view = Row(isSelected: Bool.sample, content: "content text", badge: BadgeCountResolver.Input.sample)
        let _: Row<Text, BadgeCountResolver.Output> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Type-based init(isSelected:content:badge:) #5, defaults left out") func initializer5LeavingDefaultsOut() {
        let view = Row(content: "content text", badge: BadgeCountResolver.Input.sample)
        let _: Row<Text, BadgeCountResolver.Output> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == false)
    }

    @Test("Type-based init(isSelected:content:badge:) #6") func initializer6() {
        let view = Row(isSelected: Bool.sample, content: ("content text" as String), badge: BadgeCountResolver.Input.sample)
        let _: Row<Text, BadgeCountResolver.Output> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Type-based init(isSelected:content:badge:) #6, defaults left out") func initializer6LeavingDefaultsOut() {
        let view = Row(content: ("content text" as String), badge: BadgeCountResolver.Input.sample)
        let _: Row<Text, BadgeCountResolver.Output> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == false)
    }

    @Test("Protocol-based init(model:) #7") func initializer7() {
        let view = Row(model: SampleRowModel())
        let _: Row<Text, BadgeCountResolver.Output> = view
        #expect(view.content._testStorage == .verbatim("content from model"))
        #expect(_TestRenderer.texts(view.badge).map(\._testStorage) == _TestRenderer.texts(BadgeCountResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Conditional init(isSelected:content:) #8") func initializer8() {
        let view = Row(isSelected: Bool.sample, content: "content text")
        let _: Row<Text, Never> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(view.badge == nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Conditional init(isSelected:content:) #8, defaults left out") func initializer8LeavingDefaultsOut() {
        let view = Row(content: "content text")
        let _: Row<Text, Never> = view
        #expect(view.content._testStorage == .localizedKey("content text"))
        #expect(view.badge == nil)
        #expect(view.isSelected == false)
    }

    @Test("Conditional init(isSelected:content:) #9") func initializer9() {
        let view = Row(isSelected: Bool.sample, content: ("content text" as String))
        let _: Row<Text, Never> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(view.badge == nil)
        #expect(view.isSelected == Bool.sample)
    }

    @Test("Conditional init(isSelected:content:) #9, defaults left out") func initializer9LeavingDefaultsOut() {
        let view = Row(content: ("content text" as String))
        let _: Row<Text, Never> = view
        #expect(view.content._testStorage == .verbatim("content text"))
        #expect(view.badge == nil)
        #expect(view.isSelected == false)
    }

    /// Selected row with text
    @ViewBuilder var example0: some View {
        Row(isSelected: true, content: "Hi")
    }

    /// A count badge and custom content
    @ViewBuilder var example1: some View {
        Row(isSelected: true, badge: 3) { Text("Hi") }
    }

    struct SampleRowModel: RowModel {
        var content: String { "content from model" }
        var badge: BadgeCountResolver.Input? { BadgeCountResolver.Input.sample }
        var isSelected: Bool { Bool.sample }
    }
}

@MainActor @Suite struct PlannedSectionHeader {
    @Test("@ViewBuilder init(title:accessory:button:) #0") func initializer0() {
        let view = SectionHeader(title: { Spacer() }, accessory: { Spacer() }, button: { SectionHeaderButton.sample })
        let _: SectionHeader<Spacer, Spacer> = view
        #expect(view.hasAccessory)
        #expect(view.button != nil)
    }

    @Test("@ViewBuilder init(title:accessory:button:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = SectionHeader(title: { Spacer() })
        let _: SectionHeader<Spacer, EmptyView> = view
        #expect(!view.hasAccessory)
        #expect(view.button == nil)
    }

    @Test("Type-based init(title:accessory:button:) #1") func initializer1() {
        let view = SectionHeader(title: "title text", accessory: { Spacer() }, button: { SectionHeaderButton.sample })
        let _: SectionHeader<Text, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.hasAccessory)
        #expect(view.button != nil)
    }

    @Test("Type-based init(title:accessory:button:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = SectionHeader(title: "title text")
        let _: SectionHeader<Text, EmptyView> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(!view.hasAccessory)
        #expect(view.button == nil)
    }

    @Test("Type-based init(title:accessory:button:) #2") func initializer2() {
        let view = SectionHeader(title: ("title text" as String), accessory: { Spacer() }, button: { SectionHeaderButton.sample })
        let _: SectionHeader<Text, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.hasAccessory)
        #expect(view.button != nil)
    }

    @Test("Type-based init(title:accessory:button:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = SectionHeader(title: ("title text" as String))
        let _: SectionHeader<Text, EmptyView> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(!view.hasAccessory)
        #expect(view.button == nil)
    }

    @Test("Protocol-based init(model:accessory:button:) #3") func initializer3() {
        let view = SectionHeader(model: SampleSectionHeaderModel(), accessory: { Spacer() }, button: { SectionHeaderButton.sample })
        let _: SectionHeader<Text, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.hasAccessory)
        #expect(view.button != nil)
    }

    @Test("Protocol-based init(model:accessory:button:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = SectionHeader(model: SampleSectionHeaderModel())
        let _: SectionHeader<Text, EmptyView> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(!view.hasAccessory)
        #expect(view.button == nil)
    }

    /// Text with a button
    @ViewBuilder var example0: some View {
        SectionHeader(title: "Recent") { Button("See all") {} }
    }

    /// The section's own button
    @ViewBuilder var example1: some View {
        SectionHeader(title: "Recent", button: { SectionHeaderButton("See all") {} })
    }

    struct SampleSectionHeaderModel: SectionHeaderModel {
        var title: String { "title from model" }
    }
}

@MainActor @Suite struct PlannedSettingsToggle {
    @Test("@ViewBuilder init(isOn:label:icon:) #0") func initializer0() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: { Spacer() }, icon: { Spacer() })
        let _: SettingsToggle<Spacer, Spacer> = view
        #expect(view.icon != nil)
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:iconSystemName:label:) #1") func initializer1() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), iconSystemName: "star", label: { Spacer() })
        let _: SettingsToggle<Spacer, Image> = view
        #expect(view.icon?._testSource == .systemName("star"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Conditional init(isOn:label:) #2") func initializer2() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: { Spacer() })
        let _: SettingsToggle<Spacer, Never> = view
        #expect(view.icon == nil)
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:label:icon:) #3") func initializer3() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: "label text", icon: { Spacer() })
        let _: SettingsToggle<Text, Spacer> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
        #expect(view.icon != nil)
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:label:icon:) #4") func initializer4() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: ("label text" as String), icon: { Spacer() })
        let _: SettingsToggle<Text, Spacer> = view
        #expect(view.label._testStorage == .verbatim("label text"))
        #expect(view.icon != nil)
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:label:iconSystemName:) #5") func initializer5() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: "label text", iconSystemName: "star")
        let _: SettingsToggle<Text, Image> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
        #expect(view.icon?._testSource == .systemName("star"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:label:iconSystemName:) #6") func initializer6() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: ("label text" as String), iconSystemName: "star")
        let _: SettingsToggle<Text, Image> = view
        #expect(view.label._testStorage == .verbatim("label text"))
        #expect(view.icon?._testSource == .systemName("star"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Protocol-based init(model:isOn:) #7") func initializer7() {
        let view = SettingsToggle(model: SampleSettingsToggleModel(), isOn: .constant(Bool.sample))
        let _: SettingsToggle<Text, Image> = view
        #expect(view.label._testStorage == .verbatim("label from model"))
        #expect(view.icon?._testSource == .systemName("iconSystemName from model"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Conditional init(isOn:label:) #8") func initializer8() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: "label text")
        let _: SettingsToggle<Text, Never> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
        #expect(view.icon == nil)
        #expect(view.isOn == Bool.sample)
    }

    @Test("Conditional init(isOn:label:) #9") func initializer9() {
        let view = SettingsToggle(isOn: .constant(Bool.sample), label: ("label text" as String))
        let _: SettingsToggle<Text, Never> = view
        #expect(view.label._testStorage == .verbatim("label text"))
        #expect(view.icon == nil)
        #expect(view.isOn == Bool.sample)
    }

    /// Bound to a constant
    @ViewBuilder var example0: some View {
        SettingsToggle(isOn: .constant(true), label: "Wi-Fi", iconSystemName: "wifi")
    }

    struct SampleSettingsToggleModel: SettingsToggleModel {
        var label: String { "label from model" }
        var iconSystemName: String? { "iconSystemName from model" }
    }
}

@MainActor @Suite struct PlannedStatusPill {
    /// @ViewBuilder init(label:icon:priority:tags:) #0: compiled, not run (the pinned type is its check).
    func initializer0() {
        let view = StatusPill(label: { Spacer() }, icon: { Spacer() }, priority: { Spacer() }, tags: { Spacer() })
        let _: StatusPill<Spacer, Spacer, Spacer, Spacer> = view
    }

    /// @ViewBuilder init(label:icon:priority:tags:) #0, defaults left out: compiled, not run (the pinned type is its check).
    func initializer0LeavingDefaultsOut() {
        let view = StatusPill()
        let _: StatusPill<Text, Image, PriorityResolver.Output, TagsResolver.Output> = view
    }

    @Test("Type-based init(label:iconSystemName:priority:tags:) #1") func initializer1() {
        let view = StatusPill(label: "label text", iconSystemName: "star", priority: PriorityResolver.Input.sample, tags: TagsResolver.Input.sample)
        let _: StatusPill<Text, Image, PriorityResolver.Output?, TagsResolver.Output> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
        #expect(view.icon._testSource == .systemName("star"))
        #expect(_TestRenderer.texts(view.priority).map(\._testStorage) == _TestRenderer.texts(PriorityResolver.resolve(.sample)).map(\._testStorage))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
    }

    /// Type-based init(label:iconSystemName:priority:tags:) #1, defaults left out: compiled, not run (the pinned type is its check).
    func initializer1LeavingDefaultsOut() {
        let view = StatusPill()
        let _: StatusPill<Text, Image, PriorityResolver.Output, TagsResolver.Output> = view
    }

    @Test("Type-based init(label:iconSystemName:priority:tags:) #2") func initializer2() {
        let view = StatusPill(label: ("label text" as String), iconSystemName: "star", priority: PriorityResolver.Input.sample, tags: TagsResolver.Input.sample)
        let _: StatusPill<Text, Image, PriorityResolver.Output?, TagsResolver.Output> = view
        #expect(view.label._testStorage == .verbatim("label text"))
        #expect(view.icon._testSource == .systemName("star"))
        #expect(_TestRenderer.texts(view.priority).map(\._testStorage) == _TestRenderer.texts(PriorityResolver.resolve(.sample)).map(\._testStorage))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
    }

    /// Type-based init(label:iconSystemName:priority:tags:) #2, defaults left out: compiled, not run (the pinned type is its check).
    func initializer2LeavingDefaultsOut() {
        let view = StatusPill()
        let _: StatusPill<Text, Image, PriorityResolver.Output, TagsResolver.Output> = view
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = StatusPill(model: SampleStatusPillModel())
        let _: StatusPill<Text, Image, PriorityResolver.Output?, TagsResolver.Output> = view
        #expect(view.label._testStorage == .verbatim("label from model"))
        #expect(view.icon._testSource == .systemName("iconSystemName from model"))
        #expect(_TestRenderer.texts(view.priority).map(\._testStorage) == _TestRenderer.texts(PriorityResolver.resolve(.sample)).map(\._testStorage))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
    }

    /// Conditional init() #4: compiled, not run (the pinned type is its check).
    func initializer4() {
        let view = StatusPill()
        let _: StatusPill<Text, Image, PriorityResolver.Output, TagsResolver.Output> = view
    }

    /// All defaults
    @ViewBuilder var example0: some View {
        StatusPill()
    }

    /// A status of its own
    @ViewBuilder var example1: some View {
        StatusPill(label: "Blocked", iconSystemName: "xmark.octagon", priority: .high, tags: ["build"])
    }

    /// No priority
    @ViewBuilder var example2: some View {
        StatusPill(label: "Done", priority: nil)
    }

    /// A custom label, the other defaults
    @ViewBuilder var example3: some View {
        StatusPill {
            Text("Waiting").italic()
        }
    }

    struct SampleStatusPillModel: StatusPillModel {
        var label: String { "label from model" }
        var iconSystemName: String { "iconSystemName from model" }
        var priority: PriorityResolver.Input? { PriorityResolver.Input.sample }
        var tags: TagsResolver.Input { TagsResolver.Input.sample }
    }
}

@MainActor @Suite struct PlannedSwitchRow {
    @Test("@ViewBuilder init(title:isOn:isEnabled:) #0") func initializer0() {
        let view = SwitchRow(title: { Spacer() }, isOn: .constant(Bool.sample), isEnabled: Bool.sample)
        let _: SwitchRow<Spacer> = view
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == Bool.sample)
    }

    @Test("@ViewBuilder init(title:isOn:isEnabled:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = SwitchRow(title: { Spacer() }, isOn: .constant(Bool.sample))
        let _: SwitchRow<Spacer> = view
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == true)
    }

    @Test("Type-based init(title:isOn:isEnabled:) #1") func initializer1() {
        let view = SwitchRow(title: "title text", isOn: .constant(Bool.sample), isEnabled: Bool.sample)
        let _: SwitchRow<Text> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == Bool.sample)
    }

    @Test("Type-based init(title:isOn:isEnabled:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = SwitchRow(title: "title text", isOn: .constant(Bool.sample))
        let _: SwitchRow<Text> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == true)
    }

    @Test("Type-based init(title:isOn:isEnabled:) #2") func initializer2() {
        let view = SwitchRow(title: ("title text" as String), isOn: .constant(Bool.sample), isEnabled: Bool.sample)
        let _: SwitchRow<Text> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == Bool.sample)
    }

    @Test("Type-based init(title:isOn:isEnabled:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = SwitchRow(title: ("title text" as String), isOn: .constant(Bool.sample))
        let _: SwitchRow<Text> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.isOn == Bool.sample)
        #expect(view.isEnabled == true)
    }

    @Test("Protocol-based init(model:isOn:) #3") func initializer3() {
        let view = SwitchRow(model: SampleSwitchRowModel(), isOn: .constant(Bool.sample))
        let _: SwitchRow<Text> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.isEnabled == Bool.sample)
        #expect(view.isOn == Bool.sample)
    }

    /// In SAP's order
    @ViewBuilder var example0: some View {
        SwitchRow(title: "Wi-Fi", isOn: .constant(true), isEnabled: false)
    }

    /// A custom title
    @ViewBuilder var example1: some View {
        SwitchRow(title: { Label("Bluetooth", systemImage: "wave.3.right") }, isOn: .constant(false))
    }

    struct SampleSwitchRowModel: SwitchRowModel {
        var title: String { "title from model" }
        var isEnabled: Bool { Bool.sample }
    }
}

@MainActor @Suite struct PlannedTagList {
    @Test("@ViewBuilder init(title:tags:) #0") func initializer0() {
        let view = TagList(title: { Spacer() }, tags: { Spacer() })
        let _: TagList<Spacer, _> = view
        #expect(view.hasTags)
    }

    @Test("@ViewBuilder init(title:tags:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = TagList(title: { Spacer() })
        let _: TagList<Spacer, EmptyView> = view
        #expect(!view.hasTags)
    }

    @Test("Type-based init(title:tags:) #1") func initializer1() {
        let view = TagList(title: "title text", tags: TagsResolver.Input.sample)
        let _: TagList<Text, TagsResolver.Output?> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.hasTags)
    }

    @Test("Type-based init(title:tags:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = TagList(title: "title text")
        let _: TagList<Text, TagsResolver.Output?> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.tags == nil)
        #expect(!view.hasTags)
    }

    @Test("Type-based init(title:tags:) #2") func initializer2() {
        let view = TagList(title: ("title text" as String), tags: TagsResolver.Input.sample)
        let _: TagList<Text, TagsResolver.Output?> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.hasTags)
    }

    @Test("Type-based init(title:tags:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = TagList(title: ("title text" as String))
        let _: TagList<Text, TagsResolver.Output?> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.tags == nil)
        #expect(!view.hasTags)
    }

    @Test("Protocol-based init(model:) #3") func initializer3() {
        let view = TagList(model: SampleTagListModel())
        let _: TagList<Text, TagsResolver.Output?> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(_TestRenderer.texts(view.tags).map(\._testStorage) == _TestRenderer.texts(TagsResolver.resolve(.sample)).map(\._testStorage))
        #expect(view.hasTags)
    }

    /// Tags from strings
    @ViewBuilder var example0: some View {
        TagList(title: "Skills", tags: ["Swift", "SwiftUI"])
    }

    /// Tags from the builder
    @ViewBuilder var example1: some View {
        TagList {
            Text("Skills")
        } tags: {
            Text("Swift")
            Text("SwiftUI")
        }
    }

    struct SampleTagListModel: TagListModel {
        var title: String { "title from model" }
        var tags: TagsResolver.Input? { TagsResolver.Input.sample }
    }
}

@MainActor @Suite struct PlannedTile {
    @Test("@ViewBuilder init(_:description:content:) #0") func initializer0() {
        let view = Tile("title from model", description: { Spacer() }, content: { Spacer() })
        let _: Tile<Spacer, Spacer> = view
        #expect(view.hasDescription)
        #expect(view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("@ViewBuilder init(_:description:content:) #0, defaults left out") func initializer0LeavingDefaultsOut() {
        let view = Tile("title from model")
        let _: Tile<EmptyView, EmptyView> = view
        #expect(!view.hasDescription)
        #expect(!view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:description:titleStyle:content:) #1") func initializer1() {
        let view = Tile("title from model", description: "description text", titleStyle: Font.sample, content: { Spacer() })
        let _: Tile<Text?, Spacer> = view
        #expect(view.description?._testStorage == .localizedKey("description text"))
        #expect(view.hasDescription)
        #expect(view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:description:titleStyle:content:) #1, defaults left out") func initializer1LeavingDefaultsOut() {
        let view = Tile()
        let _: Tile<Text?, EmptyView> = view
        #expect(view.description == nil)
        #expect(!view.hasDescription)
        #expect(!view.hasContent)
        #expect(view.title == "")
    }

    @Test("Type-based init(_:description:titleStyle:content:) #2") func initializer2() {
        let view = Tile("title from model", description: ("description text" as String), titleStyle: Font.sample, content: { Spacer() })
        let _: Tile<Text?, Spacer> = view
        #expect(view.description?._testStorage == .verbatim("description text"))
        #expect(view.hasDescription)
        #expect(view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Type-based init(_:description:titleStyle:content:) #2, defaults left out") func initializer2LeavingDefaultsOut() {
        let view = Tile()
        let _: Tile<Text?, EmptyView> = view
        #expect(view.description == nil)
        #expect(!view.hasDescription)
        #expect(!view.hasContent)
        #expect(view.title == "")
    }

    @Test("Protocol-based init(model:content:) #3") func initializer3() {
        let view = Tile(model: SampleTileModel(), content: { Spacer() })
        let _: Tile<Text?, Spacer> = view
        #expect(view.description?._testStorage == .verbatim("description from model"))
        #expect(view.hasDescription)
        #expect(view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Protocol-based init(model:content:) #3, defaults left out") func initializer3LeavingDefaultsOut() {
        let view = Tile(model: SampleTileModel())
        let _: Tile<Text?, EmptyView> = view
        #expect(view.description?._testStorage == .verbatim("description from model"))
        #expect(view.hasDescription)
        #expect(!view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Conditional init(_:content:) #4") func initializer4() {
        let view = Tile("title from model", content: { Spacer() })
        let _: Tile<EmptyView, Spacer> = view
        #expect(!view.hasDescription)
        #expect(view.hasContent)
        #expect(view.title == "title from model")
    }

    @Test("Conditional init(_:content:) #4, defaults left out") func initializer4LeavingDefaultsOut() {
        let view = Tile("title from model")
        let _: Tile<EmptyView, EmptyView> = view
        #expect(!view.hasDescription)
        #expect(!view.hasContent)
        #expect(view.title == "title from model")
    }

    /// Text values with a title style
    @ViewBuilder var example0: some View {
        Tile("Account", description: "Balance", titleStyle: .title2)
    }

    /// No title with values
    @ViewBuilder var example1: some View {
        Tile(description: "Balance")
    }

    /// Custom content needs a title
    @ViewBuilder var example2: some View {
        Tile("Account") { Text("1 200 EUR").bold() }
    }

    struct SampleTileModel: TileModel {
        var description: String? { "description from model" }
        var title: String { "title from model" }
        var titleStyle: Font { Font.sample }
    }
}

@MainActor @Suite struct PlannedToggleChip {
    @Test("@ViewBuilder init(isOn:title:label:) #0") func initializer0() {
        let view = ToggleChip(isOn: .constant(Bool.sample), title: { Spacer() }, label: { _ in Spacer() })
        let _: ToggleChip<Spacer, Spacer> = view
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:title:label:) #1") func initializer1() {
        let view = ToggleChip(isOn: .constant(Bool.sample), title: "title text", label: { _ in Spacer() })
        let _: ToggleChip<Text, Spacer> = view
        #expect(view.title._testStorage == .localizedKey("title text"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(isOn:title:label:) #2") func initializer2() {
        let view = ToggleChip(isOn: .constant(Bool.sample), title: ("title text" as String), label: { _ in Spacer() })
        let _: ToggleChip<Text, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title text"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Protocol-based init(model:isOn:label:) #3") func initializer3() {
        let view = ToggleChip(model: SampleToggleChipModel(), isOn: .constant(Bool.sample), label: { _ in Spacer() })
        let _: ToggleChip<Text, Spacer> = view
        #expect(view.title._testStorage == .verbatim("title from model"))
        #expect(view.isOn == Bool.sample)
    }

    /// A star that fills when on
    @ViewBuilder var example0: some View {
        ToggleChip(isOn: .constant(true), title: "Favorite") { isOn in
            Image(systemName: isOn ? "star.fill" : "star")
        }
    }

    /// A title view and a label
    @ViewBuilder var example1: some View {
        ToggleChip(isOn: .constant(false)) {
            Text("Favorite")
        } label: { isOn in
            Text(isOn ? "Favorite" : "Add to favorites")
        }
    }

    struct SampleToggleChipModel: ToggleChipModel {
        var title: String { "title from model" }
    }
}

@MainActor @Suite struct PlannedToggleRow {
    @Test("@ViewBuilder init(isOn:label:) #0") func initializer0() {
        let view = ToggleRow(isOn: .constant(Bool.sample), label: { Spacer() })
        let _: ToggleRow<Spacer> = view
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(_:isOn:) #1") func initializer1() {
        let view = ToggleRow("label text", isOn: .constant(Bool.sample))
        let _: ToggleRow<Text> = view
        #expect(view.label._testStorage == .localizedKey("label text"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Type-based init(_:isOn:) #2") func initializer2() {
        let view = ToggleRow(("label text" as String), isOn: .constant(Bool.sample))
        let _: ToggleRow<Text> = view
        #expect(view.label._testStorage == .verbatim("label text"))
        #expect(view.isOn == Bool.sample)
    }

    @Test("Protocol-based init(model:isOn:) #3") func initializer3() {
        let view = ToggleRow(model: SampleToggleRowModel(), isOn: .constant(Bool.sample))
        let _: ToggleRow<Text> = view
        #expect(view.label._testStorage == .verbatim("label from model"))
        #expect(view.isOn == Bool.sample)
    }

    /// A text label first, as Toggle("Wi-Fi", isOn:)
    @ViewBuilder var example0: some View {
        ToggleRow("Wi-Fi", isOn: .constant(true))
    }

    /// The binding first and a trailing label, as Toggle(isOn:label:)
    @ViewBuilder var example1: some View {
        ToggleRow(isOn: .constant(false)) { Label("Bluetooth", systemImage: "wave.3.right") }
    }

    struct SampleToggleRowModel: ToggleRowModel {
        var label: String { "label from model" }
    }
}
