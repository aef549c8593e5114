import SwiftUI

extension PriorityTag {
    @MainActor public var body: some View {
        priority
    }
}
