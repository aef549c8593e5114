import SwiftUI

extension Badge {
    @MainActor public var body: some View {
        HStack {
            icon
            label
        }
    }
}
