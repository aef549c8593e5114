import SwiftUI

extension SwitchRow {
    @MainActor public var body: some View {
        Button { [binding = $isOn, isEnabled] in
            if isEnabled { binding.wrappedValue.toggle() }
        } label: {
            HStack {
                title
                Spacer()
                Image(systemName: isOn ? "switch.2" : "poweroff")
            }
        }
    }
}
