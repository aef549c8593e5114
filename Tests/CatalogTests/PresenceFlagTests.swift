@testable import Catalog
import SwiftUI
import Testing

/// Compact's presence flags are computed from what the view stores (issue 38), run here on the generated
/// `ObjectHeader`: `subtitle` has a value form (text), `status` and `detailContent` are builders only.
@MainActor @Suite struct PresenceFlagTests {
    struct Header: ObjectHeaderModel {
        var title: String { "Q3" }
        let subtitle: String?
    }

    /// The body's flags, as `PlainHeaderStyle` (StyleTests) shows them: subtitle, status, detail content.
    private func shown<Title: View, Subtitle: View, Status: View, Detail: View>(_ header: ObjectHeader<Title, Subtitle, Status, Detail>) -> String? {
        let texts = _TestRenderer.texts(header.objectHeaderStyle(PlainHeaderStyle())).map(\._testStorage)
        return texts.lazy.compactMap { if case .verbatim(let flags) = $0, flags.allSatisfy({ $0 == "0" || $0 == "1" }) { flags } else { nil } }.first
    }

    @Test func valuesAndModelsAreGivenWhenNotNil() {
        let given = ObjectHeader(title: "Q3", subtitle: "Revenue")
        #expect(given.hasSubtitle && !given.hasStatus && !given.hasDetailContent)
        #expect(shown(given) == "100")
        let leftOut = ObjectHeader(title: "Q3")
        #expect(!leftOut.hasSubtitle && shown(leftOut) == "000")
        let none: String? = nil
        #expect(!ObjectHeader(title: "Q3", subtitle: none).hasSubtitle)
        #expect(ObjectHeader(model: Header(subtitle: "Revenue")).hasSubtitle)
        #expect(!ObjectHeader(model: Header(subtitle: nil)).hasSubtitle)
    }

    @Test func buildersAreGivenUnlessLeftOut() {
        let built = ObjectHeader { Text("Q3") } subtitle: { Text("Revenue") } status: { Image(systemName: "checkmark") }
        #expect(built.hasSubtitle && built.hasStatus && !built.hasDetailContent)
        #expect(shown(built) == "110")
        let leftOut = ObjectHeader { Text("Q3") }
        #expect(!leftOut.hasSubtitle && !leftOut.hasStatus && !leftOut.hasDetailContent)
    }

    /// The one answer the computed flag changed (docs/SpecFormat.md, "Initializer strategies"): a builder
    /// that builds `nil` leaves a slot with a value form not given, as a `nil` value does, since both are
    /// stored as `Text?.none`; a builder-only slot has only its type to ask, so there it still counts as given.
    @Test func aBuilderThatBuildsNilIsNotGivenOnlyWhereTheSlotHasAValueForm() {
        for show in [false, true] {
            let header = ObjectHeader {
                Text("Q3")
            } subtitle: {
                if show { Text("Revenue") }
            } status: {
                if show { Image(systemName: "checkmark") }
            } detailContent: {
                if show { Text("Chart") }
            }
            let typed: ObjectHeader<Text, Text?, Image?, Text?> = header
            #expect(typed.hasSubtitle == show)
            #expect(typed.hasStatus && typed.hasDetailContent)
            #expect(shown(typed) == (show ? "111" : "011"))
        }
    }
}
