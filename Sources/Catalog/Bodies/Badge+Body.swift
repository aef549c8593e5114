import SwiftUI

extension Badge {
    @MainActor public var body: some View {
        HStack(spacing: 4) {
            icon
            label
        }
        .font(.caption)
        .padding(.horizontal, 8)
        .padding(.vertical, 2)
        .background(.secondary, in: Capsule())
    }
}
