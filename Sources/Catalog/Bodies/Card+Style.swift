import SwiftUI

extension DefaultCardStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title
            if configuration.hasActions {
                configuration.actions
            }
        }
    }
}
