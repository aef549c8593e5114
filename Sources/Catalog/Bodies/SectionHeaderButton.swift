import SwiftUI

/// The catalog's button for section headers: `SectionHeader`'s `button` slot holds one (`viewType:`), so
/// its body can restyle it with `compact()`, which a generic slot's view would not offer.
public struct SectionHeaderButton: View {
    let title: LocalizedStringKey
    let action: @MainActor () -> Void
    var isCompact = false

    public init(_ title: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    /// The same button in the header's smaller type.
    public func compact() -> SectionHeaderButton {
        var copy = self
        copy.isCompact = true
        return copy
    }

    public var body: some View {
        Button(title, action: action)
            .font(isCompact ? .subheadline : .body)
    }
}
