import SwiftUI

extension ToggleRow {
    @MainActor public var body: some View {
        Toggle(isOn: $isOn) { label }
    }
}
