import SwiftUI

// The bodies of the UIKit fixture's components (Tests/CatalogTests/UIKitFixture, generated from
// Tests/CatalogCoreTests/Fixtures/UIKit/specs). Each shows every slot, and its values as text, so a test
// reads what reached the hosted component from the rendered leaves.

extension Probe {
    @MainActor var body: some View {
        VStack {
            title
            icon
            photo
            badge
            tile
            accessory
            footer
            Text(verbatim: "count \(count)")
            Text(verbatim: isOn ? "on" : "off")
            Button("Tap", action: onTap)
        }
    }
}

extension ProbeTile {
    @MainActor var body: some View {
        VStack {
            title
            subtitle
            accessory
        }
    }
}

/// What a test does to the hosted component: what a user's tap or toggle does.
@MainActor
protocol ProbeActions {
    func tap()
    func setIsOn(_ value: Bool)
    var accessoryWasGiven: Bool { get }
}

extension Probe: ProbeActions {
    func tap() { onTap() }
    func setIsOn(_ value: Bool) { isOn = value }
    var accessoryWasGiven: Bool { hasAccessory }
}

/// Shows a count as text, as the catalog's `BadgeCountResolver` does.
enum ProbeCountResolver: SlotResolver {
    static func resolve(_ input: Int) -> Text {
        Text(verbatim: "\(input) items")
    }
}
