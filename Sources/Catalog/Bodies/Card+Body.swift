import SwiftUI

extension Card {
    @MainActor public var body: some View {
        VStack {
            title
            actions
        }
    }
}
