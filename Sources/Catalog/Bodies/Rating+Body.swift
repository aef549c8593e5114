import SwiftUI

extension Rating {
    @MainActor public var body: some View {
        Text(verbatim: String(repeating: "★", count: value) + String(repeating: "☆", count: max(0, maximum - value)))
    }
}
