import SwiftUI

extension SectionHeader {
    @MainActor package var body: some View {
        HStack {
            title
                .font(.headline)
            Spacer()
            accessory
        }
        .accessibilityAddTraits(.isHeader)
    }
}
