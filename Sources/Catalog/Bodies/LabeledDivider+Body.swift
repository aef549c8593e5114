import SwiftUI

extension LabeledDivider {
    @MainActor var body: some View {
        HStack {
            caption
        }
    }
}
