import SwiftUI

extension DefaultSettingsToggleStyle {
    public func makeBody(configuration: Configuration) -> some View {
        // The configuration's `isOn` is a `@Binding var`, as in Apple's `ToggleStyleConfiguration`.
        Button { [binding = configuration.$isOn] in
            binding.wrappedValue.toggle()
        } label: {
            HStack {
                configuration.icon
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}
