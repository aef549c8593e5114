import Catalog
import SwiftUI
import Testing

// The generated gallery, as an app uses it: every example builds and renders, and the gallery and each
// component's screen build. CatalogCoreTests checks the case count against the examples in specs/.

@MainActor
@Suite struct GalleryTests {
    @Test func everyExampleBuildsAndRenders() {
        #expect(!CatalogExample.allCases.isEmpty)
        for example in CatalogExample.allCases {
            #expect(!example.title.isEmpty && !example.component.isEmpty && !example.code.isEmpty)
            #expect(example.code.hasPrefix(example.component), "\(example)")
            #expect(!_TestRenderer.render(example.view).isEmpty, "\(example) renders nothing")
        }
    }

    /// Each example is a view of its own concrete type: `ForEach(CatalogExample.allCases) { $0 }` lists them
    /// all, and each renders what its `view` renders.
    @Test func theExamplesAreViews() {
        let list = List { ForEach(CatalogExample.allCases) { $0 } }
        let leaves = _TestRenderer.render(list)
        #expect(leaves.count == CatalogExample.allCases.map { _TestRenderer.render($0).count }.reduce(0, +))
        #expect(_TestRenderer.texts(CatalogExample.badge1).map(\._testStorage) == [.localizedKey("New")])
    }

    @Test func casesCarryTheSpecsClassification() {
        #expect(CatalogExample.card1.component == "Card")
        #expect(CatalogExample.card1.group == "Containers")
        #expect(CatalogExample.card1.tags == ["layout", "surface"])
        #expect(CatalogExample.banner1.status == .beta)
        #expect(CatalogExample.activityItems1.group == nil)
        #expect(CatalogExample.activityItems1.status == .stable)
    }

    @Test func galleryGroupsAndSearches() {
        let groups = CatalogGallery.groups(matching: "")
        #expect(groups.last?.name == "Other")
        let named = groups.dropLast().map(\.name)
        #expect(named == named.sorted())
        #expect(groups.flatMap(\.components).flatMap { $0 }.count == CatalogExample.allCases.count)
        // By name, case-insensitively, and by tag.
        #expect(CatalogGallery.groups(matching: "card").flatMap(\.components).map { $0.first?.component } == ["Card", "CardList"])
        #expect(Set(CatalogGallery.groups(matching: "fiori").flatMap(\.components).compactMap { $0.first?.component })
            == ["ContactItem", "ObjectHeader", "PriorityTag", "Rating"])
        #expect(CatalogGallery.groups(matching: "no such thing").isEmpty)
    }

    @Test func galleryAndComponentScreensBuild() {
        _ = _TestRenderer.render(CatalogGallery())
        let groups = CatalogGallery.groups(matching: "")
        #expect(!groups.isEmpty && groups.allSatisfy { !$0.components.isEmpty && $0.components.allSatisfy { !$0.isEmpty } })
        for group in groups {
            for examples in group.components where !examples.isEmpty {
                let texts = _TestRenderer.texts(CatalogGalleryComponent(examples: examples)).map(\._testStorage)
                #expect(texts.contains(.verbatim(examples[0].summary)), "\(examples[0].component)")
            }
        }
    }
}
