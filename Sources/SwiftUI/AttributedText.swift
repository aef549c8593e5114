import Foundation

extension Text {
    /// [A27] https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh (iOS 15); [I17] 423:
    /// `@_disfavoredOverload public init(_ attributedContent: AttributedString)`; [X16], [X26]: not isolated.
    /// `AttributedString` is Foundation's (swift-foundation on Linux). Inspection: `.attributed` with the
    /// characters.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(_testStorage: .attributed(String(attributedContent.characters)))
    }
}
