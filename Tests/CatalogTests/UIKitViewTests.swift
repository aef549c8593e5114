@testable import Catalog
import SwiftUI
import Testing

// The generated UIKit views (`uikit: true`) at run time, on the stand-ins: what each property reaches in the
// hosted component (read through the stand-in's test hooks), the binding both ways, the Auto Layout set-up
// and the cell configuration. SwitchRowView and ContactItemView are the catalog's; ProbeView and
// ProbeTileView (Tests/CatalogTests/UIKitFixture) have every other kind of member. No `import UIKit` here:
// see UIKitTestSupport.swift.

@MainActor
@Suite struct UIKitViewTests {
    // MARK: - The catalog's views

    @Test func switchRowViewPassesItsPropertiesToTheComponent() throws {
        let view = SwitchRowView(title: "Wi-Fi", isOn: true)
        var row = try #require(Hosted.find(SwitchRow<Text>.self, in: view))
        #expect(row.title._testStorage == .verbatim("Wi-Fi"))
        #expect(row.isOn && row.isEnabled)

        view.title = "Bluetooth"
        view.isEnabled = false
        row = try #require(Hosted.find(SwitchRow<Text>.self, in: view))
        #expect(row.title._testStorage == .verbatim("Bluetooth"))
        #expect(!row.isEnabled)
    }

    @Test func switchRowViewBindingRoundTrips() throws {
        let view = SwitchRowView(title: "Wi-Fi", isOn: true)
        var received: [Bool] = []
        view.onIsOnChange = { received.append($0) }

        // The component writes: the view's property follows, the callback hears it, the component re-reads it.
        let row = try #require(Hosted.find(SwitchRow<Text>.self, in: view))
        row.isOn = false
        #expect(!view.isOn)
        #expect(received == [false])
        #expect(Hosted.find(SwitchRow<Text>.self, in: view)?.isOn == false)

        // Code sets it: the component sees it, the callback stays quiet (as UISwitch.isOn does).
        view.isOn = true
        #expect(Hosted.find(SwitchRow<Text>.self, in: view)?.isOn == true)
        #expect(received == [false])
    }

    @Test func theViewIsPinnedAndSizedByTheHostingController() throws {
        let view = SwitchRowView(title: "Wi-Fi", isOn: true)
        let hosting = try #require(Hosted.hostingView(of: view))
        #expect(view.subviews.count == 1)
        #expect(!hosting.translatesAutoresizingMaskIntoConstraints)
        #expect(hosting._testSizingOptions == .intrinsicContentSize)
        let pins = hosting._testConstraints.map { "\($0._testFirst)=\($0._testSecond)" }
        #expect(pins == ["leading=leading", "trailing=trailing", "top=top", "bottom=bottom"])
        #expect(hosting._testConstraints.allSatisfy { $0._testSecondView === view && $0.isActive })
    }

    @Test func contactItemViewPassesTextImagesAndComponents() throws {
        let photo = TestUIImage()
        let view = ContactItemView(title: "Jane Doe", detailImage: photo)
        #expect(Hosted.texts(of: view) == [.verbatim("Jane Doe")])
        #expect(Hosted.images(of: view) == [.uiImage(ObjectIdentifier(photo))])

        view.subtitle = "Engineer"
        view.actionItems = ActivityItems(primarySystemName: "phone", secondarySystemName: "envelope")
        #expect(Hosted.texts(of: view) == [.verbatim("Jane Doe"), .verbatim("Engineer")])
        #expect(Hosted.images(of: view).contains(.systemName("envelope")))

        let other = TestUIImage()
        view.detailImage = other
        view.subtitle = nil
        #expect(Hosted.images(of: view).first == .uiImage(ObjectIdentifier(other)))
        #expect(Hosted.texts(of: view) == [.verbatim("Jane Doe")])
    }

    @Test func cellConfigurationHostsTheComponentAndReportsItsWrites() throws {
        var received: [Bool] = []
        let configuration = SwitchRowView.configuration(title: "Wi-Fi", isOn: true, onIsOnChange: { received.append($0) })
        let row = try #require(_TestViewFinder.first(SwitchRow<Text>.self, in: configuration._testContent))
        #expect(row.title._testStorage == .verbatim("Wi-Fi"))
        #expect(row.isOn)
        row.isOn = false
        #expect(received == [false])
        #expect(!row.isOn)
    }

    // MARK: - Every other kind of member (the fixture)

    @Test func everyKindOfMemberReachesTheComponent() throws {
        let photo = TestUIImage()
        let footer = TestUIView(frame: .zero)
        var taps = 0
        let view = ProbeView(isOn: false, title: "Probe", photo: photo, badge: 3, onTap: { taps += 1 }, footer: footer)
        #expect(Hosted.texts(of: view) == [.verbatim("Probe"), .verbatim("3 items"), .verbatim("count 0"), .verbatim("off"), .localizedKey("Tap")])
        #expect(Hosted.images(of: view) == [.uiImage(ObjectIdentifier(photo))])
        #expect(Hosted.uiViews(of: view).map(ObjectIdentifier.init) == [ObjectIdentifier(footer)])

        let accessory = TestUIView(frame: .zero)
        view.iconSystemName = "star"
        view.badge = 12
        view.count = 7
        view.accessory = accessory
        view.tile = ProbeTile(title: "Tile", subtitle: "Sub")
        #expect(Hosted.images(of: view) == [.systemName("star"), .uiImage(ObjectIdentifier(photo))])
        #expect(Hosted.texts(of: view) == [.verbatim("Probe"), .verbatim("12 items"), .localizedKey("Tile"), .localizedKey("Sub"),
                                               .verbatim("count 7"), .verbatim("off"), .localizedKey("Tap")])
        #expect(Hosted.uiViews(of: view).map(ObjectIdentifier.init) == [ObjectIdentifier(accessory), ObjectIdentifier(footer)])

        let probe = try #require(Hosted.find((any ProbeActions).self, in: view))
        probe.tap()
        #expect(taps == 1)
        view.onTap = { taps += 10 }
        try #require(Hosted.find((any ProbeActions).self, in: view)).tap()
        #expect(taps == 11)
    }

    @Test func aNilViewLeavesAnOptionalSlotOutAndARequiredOneEmpty() throws {
        let view = ProbeView(isOn: false, title: "Probe", photo: TestUIImage(), badge: 0, onTap: {}, footer: nil)
        #expect(Hosted.uiViews(of: view).isEmpty)
        let probe = try #require(Hosted.find((any ProbeActions).self, in: view))
        #expect(!probe.accessoryWasGiven)
        view.accessory = TestUIView(frame: .zero)
        #expect(try #require(Hosted.find((any ProbeActions).self, in: view)).accessoryWasGiven)
    }

    @Test func probeBindingRoundTrips() throws {
        let view = ProbeView(isOn: false, title: "Probe", photo: TestUIImage(), badge: 0, onTap: {}, footer: nil)
        var received: [Bool] = []
        view.onIsOnChange = { received.append($0) }
        try #require(Hosted.find((any ProbeActions).self, in: view)).setIsOn(true)
        #expect(view.isOn)
        #expect(received == [true])
        #expect(Hosted.texts(of: view).contains(.verbatim("on")))
        view.isOn = false
        #expect(Hosted.texts(of: view).contains(.verbatim("off")))
        #expect(received == [true])
    }

    /// The combinatorial strategy: a nil optional text and a nil view leave both slots out.
    @Test func combinatorialOptionalsAreLeftOutWhenNil() throws {
        let view = ProbeTileView(title: "Tile")
        #expect(Hosted.texts(of: view) == [.verbatim("Tile")])
        #expect(Hosted.uiViews(of: view).isEmpty)
        let accessory = TestUIView(frame: .zero)
        view.subtitle = "Sub"
        view.accessory = accessory
        #expect(Hosted.texts(of: view) == [.verbatim("Tile"), .verbatim("Sub")])
        #expect(Hosted.uiViews(of: view).map(ObjectIdentifier.init) == [ObjectIdentifier(accessory)])
    }
}
