import SwiftUI

extension LabeledDivider {
    @MainActor var body: some View {
        HStack {
            VStack { Divider() }
            caption
                .font(.caption)
                .foregroundStyle(.secondary)
            VStack { Divider() }
        }
    }
}
