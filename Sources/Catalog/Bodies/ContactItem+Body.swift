import SwiftUI

extension ContactItem {
    @MainActor public var body: some View {
        HStack {
            detailImage
            VStack(alignment: .leading) {
                title
                    .font(.headline)
                subtitle
                    .foregroundStyle(.secondary)
                descriptionText
                    .font(.footnote)
                    .lineLimit(2)
            }
            Spacer()
            actionItems
        }
    }
}
