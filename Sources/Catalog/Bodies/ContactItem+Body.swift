import SwiftUI

extension ContactItem {
    @MainActor public var body: some View {
        HStack {
            detailImage
            VStack(alignment: .leading) {
                title
                    .font(.headline)
                // `has…` says whether a slot was given, however it was left out (a default `EmptyView`, or `nil`).
                if hasSubtitle || hasDescriptionText {
                    VStack(alignment: .leading) {
                        subtitle
                            .foregroundStyle(.secondary)
                        descriptionText
                            .font(.footnote)
                            .lineLimit(2)
                    }
                }
            }
            Spacer()
            if hasActionItems {
                actionItems
            }
        }
    }
}
