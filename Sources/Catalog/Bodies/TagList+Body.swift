import SwiftUI

/// Collects a `TagList`'s tags: each expression is one tag.
@resultBuilder
public enum TagBuilder {
    public static func buildBlock<each Tag: View>(_ tags: repeat each Tag) -> TupleView<(repeat each Tag)> {
        TupleView((repeat each tags))
    }
}

/// Shows plain strings as one line of tags.
public enum TagsResolver: SlotResolver {
    public static func resolve(_ input: [String]) -> Text {
        Text(verbatim: input.joined(separator: " · "))
    }
}

extension TagList {
    @MainActor public var body: some View {
        VStack {
            title
            if hasTags {
                HStack { tags }
            }
        }
    }
}
