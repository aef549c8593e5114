import SwiftUI

extension DefaultBannerStyle {
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.message
            Spacer()
            if let onDismiss = configuration.onDismiss {
                Button(action: onDismiss) {
                    Image(systemName: "xmark")
                }
            }
        }
    }
}
