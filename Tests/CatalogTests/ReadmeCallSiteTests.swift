import SwiftUI
import Testing
@testable import Catalog

// The call sites from the @Slots README and SAP's ContactItem concept, each with the type Swift must
// infer written out: the wrong overload or an ambiguity fails to compile.

@MainActor @Suite struct SlotsReadmeCallSites {
    let likeButton = Button("Like") {}
    let headerView = Text(verbatim: "Header")

    @Test func cardWithTextTitleAndActions() {
        let card: Card<Text, Button<Text>> = Card(title: "Hello") { likeButton }
        #expect(card.title._testStorage == .localizedKey("Hello"))
        #expect(card.actions != nil)
    }

    @Test func cardWithTextTitleOnly() {
        let card: Card<Text, Never> = Card(title: "Hello")
        #expect(card.title._testStorage == .localizedKey("Hello"))
        #expect(card.actions == nil)
    }

    @Test func cardWithBuilders() {
        let card: Card<Text, Button<Text>> = Card { headerView } actions: { likeButton }
        #expect(card.title._testStorage == .verbatim("Header"))
        let titleOnly: Card<Text, Never> = Card { headerView }
        #expect(titleOnly.actions == nil)
    }

    @Test func badge() {
        let badge: Badge<Never, Text> = Badge(label: "New")
        #expect(badge.label._testStorage == .localizedKey("New"))
        #expect(badge.icon == nil)

        let verbatim: Badge<Never, Text> = Badge(label: "New" as String)
        #expect(verbatim.label._testStorage == .verbatim("New"))

        let withIcon: Badge<Image, Text> = Badge(label: "New") { Image(systemName: "star") }
        #expect(withIcon.icon?._testSource == .systemName("star"))

        let starView = Image(systemName: "star")
        let customLabel = Text(verbatim: "Custom")
        let custom: Badge<Image, Text> = Badge { starView } label: { customLabel }
        #expect(custom.label._testStorage == .verbatim("Custom"))
    }

    @Test func row() {
        let row: Row<Text, Never> = Row(isSelected: true, content: "Hi")
        #expect(row.isSelected)
        #expect(row.content._testStorage == .localizedKey("Hi"))

        let counted: Row<Text, Text> = Row(isSelected: true, badge: 3) { Text("Hi") }
        #expect(counted.badge?._testStorage == .verbatim("3"))
        #expect(counted.content._testStorage == .localizedKey("Hi"))
    }

    @Test func actionButton() {
        let button: ActionButton<Text> = ActionButton(label: "Save", action: { })
        #expect(button.label._testStorage == .localizedKey("Save"))

        let custom: ActionButton<Text> = ActionButton(action: { }) { Text("Save").bold() }
        _ = custom
    }
}

@MainActor @Suite struct ContactItemConcept {
    struct Contact: ContactItemModel {
        var title: String { "Jane Doe" }
        var subtitle: String? { "Engineer" }
        var descriptionText: String? { nil }
        var detailImage: Image? { Image(systemName: "person") }
        var actionItems: (any ActivityItemsModel)? { Activities() }
    }

    struct Activities: ActivityItemsModel {
        var primarySystemName: String { "phone" }
        var secondarySystemName: String? { nil }
    }

    @Test func valuesWithActivityItems() {
        // Compact: left-out values default to nil, so their generic arguments are optionals.
        let item: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> =
            ContactItem(title: "aString", actionItems: ActivityItems(primarySystemName: "phone", secondarySystemName: "envelope"))
        #expect(item.title._testStorage == .localizedKey("aString"))
        #expect(item.subtitle == nil)
        #expect(!item.hasSubtitle && item.hasActionItems)
        #expect(item.actionItems?.secondary?._testSource == .systemName("envelope"))
    }

    @Test func model() {
        let item: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = ContactItem(model: Contact())
        #expect(item.title._testStorage == .verbatim("Jane Doe"))
        #expect(item.subtitle?._testStorage == .verbatim("Engineer"))
        #expect(item.descriptionText == nil)
        #expect(item.hasSubtitle && !item.hasDescriptionText)
        #expect(item.actionItems?.primary._testSource == .systemName("phone"))
        #expect(item.actionItems?.secondary == nil)
    }

    @Test func everySlotFromAViewBuilder() {
        let item = ContactItem {
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
        let typed: ContactItem<Text, Text, Text, Image, ActivityItems<Image, Never>> = item
        #expect(typed.subtitle._testStorage == .localizedKey("Engineer"))
        #expect(typed.hasSubtitle && typed.hasActionItems)
    }

    /// Compact omission is a default argument: Swift infers `EmptyView` for every slot left out (SE-0347).
    @Test func leftOutBuildersAreEmptyViews() {
        let item: ContactItem<Text, EmptyView, EmptyView, Image, EmptyView> = ContactItem {
            Text("Jane Doe")
        } detailImage: {
            Image(systemName: "person")
        }
        #expect(!item.hasSubtitle && item.hasDetailImage && !item.hasActionItems)
    }

    /// SPEC.md's documented consequence: a `String` variable in one text slot picks the disfavored
    /// initializer, so a literal in another text slot of the same call is shown verbatim.
    @Test func stringVariableMakesOtherLiteralsVerbatim() {
        let name = "Jane"
        let item: ContactItem<Text, Text?, Text?, Image?, ActivityItems<Image, Image>?> = ContactItem(title: name, subtitle: "Engineer")
        #expect(item.title._testStorage == .verbatim("Jane"))
        #expect(item.subtitle?._testStorage == .verbatim("Engineer"))
    }
}
