import SwiftUI

extension ActionButton {
    @MainActor public var body: some View {
        Button(action: action) {
            label
        }
    }
}
