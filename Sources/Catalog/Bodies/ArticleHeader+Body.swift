import SwiftUI

extension ArticleHeader {
    @MainActor public var body: some View {
        VStack {
            kicker
            title
        }
    }
}
