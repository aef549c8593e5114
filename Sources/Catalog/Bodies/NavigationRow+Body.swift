import SwiftUI

extension NavigationRow {
    @MainActor public var body: some View {
        HStack {
            VStack {
                title
                // Large accessibility sizes have no room for the detail beside the title.
                if !dynamicTypeSize.isAccessibilitySize {
                    detail
                }
            }
            Spacer()
            accessory
        }
    }
}
