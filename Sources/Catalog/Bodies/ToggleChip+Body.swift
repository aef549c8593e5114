import SwiftUI

extension ToggleChip {
    @MainActor public var body: some View {
        HStack {
            title
            Button(action: { isOn.toggle() }) {
                label(isOn)
            }
        }
    }
}
