import SwiftUI

extension Tile {
    @MainActor public var body: some View {
        VStack(alignment: .leading) {
            if !title.isEmpty {
                Text(verbatim: title).font(titleStyle)
            }
            description
            content
        }
    }
}
