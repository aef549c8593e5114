import SwiftUI

extension DefaultCardStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: configuration.tokens.spacing) {
            configuration.title
            if configuration.hasActions {
                configuration.actions
            }
        }
        .padding()
        .background(configuration.tokens.background, in: RoundedRectangle(cornerRadius: configuration.tokens.cornerRadius))
    }
}
