import SwiftUI

extension ProfileHeader {
    @MainActor public var body: some View {
        HStack {
            photo
            VStack {
                name
                status
            }
        }
    }
}
