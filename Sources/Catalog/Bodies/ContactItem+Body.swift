import SwiftUI

extension ContactItem {
    @MainActor public var body: some View {
        HStack {
            detailImage
            VStack {
                title
                // `has…` says whether a slot was given, however it was left out (a default `EmptyView`, or `nil`).
                if hasSubtitle || hasDescriptionText {
                    VStack {
                        subtitle
                        descriptionText
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
