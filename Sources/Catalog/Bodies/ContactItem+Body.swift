import SwiftUI

extension ContactItem {
    @MainActor public var body: some View {
        HStack {
            detailImage
            VStack {
                title
                subtitle
                descriptionText
            }
            Spacer()
            actionItems
        }
    }
}
