import SwiftUI

extension Card {
    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            title
            actions
        }
        .padding()
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}
