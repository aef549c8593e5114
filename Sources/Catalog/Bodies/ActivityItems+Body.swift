import SwiftUI

extension ActivityItems {
    @MainActor public var body: some View {
        HStack {
            primary
            secondary
        }
    }
}
