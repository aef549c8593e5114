import SwiftUI

extension SettingsToggle {
    @MainActor public var body: some View {
        // `isOn` is a `@Binding var`: the body reads the value and writes through `$isOn`.
        Button { [binding = $isOn] in
            binding.wrappedValue.toggle()
        } label: {
            HStack {
                icon
                label
                Spacer()
                Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}
