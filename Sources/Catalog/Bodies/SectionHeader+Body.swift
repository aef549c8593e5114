import SwiftUI

extension SectionHeader {
    @MainActor package var body: some View {
        HStack {
            title
                .font(.headline)
            Spacer()
            accessory
            // One view type (`viewType:`): the body restyles it with its own API.
            button?.compact()
        }
        .accessibilityAddTraits(.isHeader)
    }
}
