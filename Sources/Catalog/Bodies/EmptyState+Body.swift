import SwiftUI

extension EmptyState {
    @MainActor public var body: some View {
        VStack(spacing: 16) {
            illustration
            title
            message
            action
        }
        .multilineTextAlignment(.center)
        .padding()
    }
}
