import SwiftUI

extension ListChoice {
    @MainActor public var body: some View {
        HStack {
            Text(title)
            Spacer()
            detail
        }
    }
}
