import SwiftUI

extension Row {
    @MainActor public var body: some View {
        HStack {
            content
            Spacer()
            badge
            if isSelected {
                Image(systemName: "checkmark")
                    .foregroundColor(.accentColor)
            }
        }
        .padding(.vertical, tokens.verticalPadding)
    }
}
