import SwiftUI

extension CardList {
    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: CGFloat(spacing)) {
            if hasTitle { title }
            ForEach(elements, id: \.self) { element in
                card(element)
            }
        }
    }
}
