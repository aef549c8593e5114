import SwiftUI

/// The catalog's styled text: `ArticleHeader` shows its text values with it (`backedBy:`). It takes every
/// text type a text slot passes, as `Text` does: a localized key, any string (disfavored, shown verbatim,
/// also the model's `String`). A plain view, main-actor isolated like every `struct X: View`: the generated
/// initializers are isolated the same way, so they call it.
public struct Heading: View {
    let text: Text
    let level: Int

    public init(_ key: LocalizedStringKey, level: Int = 1) {
        text = Text(key)
        self.level = level
    }

    @_disfavoredOverload
    public init(_ string: some StringProtocol, level: Int = 1) {
        text = Text(string)
        self.level = level
    }

    public var body: some View {
        text.font(level == 1 ? .largeTitle : level == 2 ? .title : .headline)
    }
}
