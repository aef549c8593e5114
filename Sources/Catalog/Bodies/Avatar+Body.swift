import SwiftUI

extension Avatar {
    @MainActor public var body: some View {
        VStack {
            picture
            overlay
        }
    }
}
