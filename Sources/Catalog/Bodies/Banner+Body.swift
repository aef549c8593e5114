import SwiftUI

extension Banner {
    @MainActor public var body: some View {
        HStack {
            icon
            message
            Spacer()
            if let onDismiss {
                Button(action: onDismiss) {
                    Image(systemName: "xmark")
                }
            }
        }
    }
}
