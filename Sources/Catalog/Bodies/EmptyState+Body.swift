import SwiftUI

extension EmptyState {
    @MainActor public var body: some View {
        VStack(spacing: tokens.spacing) {
            illustration
            title
            message
            action
        }
        .multilineTextAlignment(.center)
        .padding()
    }
}
