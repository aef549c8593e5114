import SwiftUI

extension EmptyState {
    @MainActor public var body: some View {
        VStack {
            illustration
            title
            message
            action
        }
    }
}
