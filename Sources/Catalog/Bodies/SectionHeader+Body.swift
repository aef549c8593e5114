import SwiftUI

extension SectionHeader {
    @MainActor package var body: some View {
        HStack {
            title
            Spacer()
            accessory
        }
    }
}
