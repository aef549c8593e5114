import SwiftUI

extension Badge {
    @MainActor public var body: some View {
        HStack(spacing: tokens.gap) {
            icon
            label
        }
        .typography(tokens.typography)
        .padding(.horizontal, tokens.horizontalPadding)
        .padding(.vertical, tokens.verticalPadding)
        .background(tokens.background, in: Capsule())
    }
}
