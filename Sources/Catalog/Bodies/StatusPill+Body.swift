import SwiftUI

extension StatusPill {
    @MainActor public var body: some View {
        HStack {
            icon
            label
            priority
            tags
        }
    }
}
