import SwiftUI

extension SettingsToggle {
    @MainActor public var body: some View {
        Button { [isOn] in
            isOn.wrappedValue.toggle()
        } label: {
            HStack {
                icon
                label
                Spacer()
                Image(systemName: isOn.wrappedValue ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}
