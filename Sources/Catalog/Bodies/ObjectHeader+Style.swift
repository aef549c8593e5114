import SwiftUI

extension DefaultObjectHeaderStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            HStack {
                configuration.title
                configuration.status
            }
            configuration.subtitle
            // The component's `@State var isExpanded` arrives as a binding, as `ToggleStyleConfiguration.$isOn` does.
            Button(configuration.isExpanded ? "Less" : "More") { [state = configuration.$isExpanded] in state.wrappedValue.toggle() }
            if configuration.isExpanded && configuration.hasDetailContent {
                configuration.detailContent
            }
        }
    }
}
