import SwiftUI

extension ObjectHeader {
    @MainActor public var body: some View {
        VStack {
            HStack {
                title
                status
            }
            subtitle
            Button(isExpanded ? "Less" : "More") { [state = $isExpanded] in state.wrappedValue.toggle() }
            if isExpanded && hasDetailContent {
                detailContent
            }
        }
    }
}
