import Catalog
import SwiftUI
import Testing

/// The catalog's generic `CardList` (`generics:`, revision 4), called from outside its module as an app
/// calls it and rendered on the stand-in: `Element` is inferred from the data, and the hand-written body
/// calls the card closure once per element, in order, after the title.
@MainActor @Suite struct CardListTests {
    static func texts(_ view: some View) -> [String] {
        _TestRenderer.texts(view).map { text in
            switch text._testStorage {
            case .verbatim(let content), .localizedKey(let content): content
            default: "?"
            }
        }
    }

    @Test func oneCardPerElementInOrder() {
        var cards: [String] = []
        let list = CardList(elements: ["Lisbon", "Porto", "Faro"]) { city in
            cards.append(city)
            return Text(city)
        }
        let _: CardList<String, EmptyView, Text> = list
        #expect(Self.texts(list) == ["Lisbon", "Porto", "Faro"])
        #expect(cards == ["Lisbon", "Porto", "Faro"])
    }

    @Test func theTitleComesFirstAndTheElementTypeIsInferred() {
        let list = CardList(title: "Days", elements: [1, 2], spacing: 4) { day in Text(verbatim: "Day \(day)") }
        let _: CardList<Int, Text?, Text> = list
        #expect(Self.texts(list) == ["Days", "Day 1", "Day 2"])
    }
}
