/// [A27] https://developer.apple.com/documentation/swiftui/viewbuilder ; [OS] View/ViewBuilder.swift
/// ("Audited for iOS 18.2"). No buildOptional, buildArray or buildPartialBlock: Apple has none, so
/// `for` loops are rejected and `if` without `else` goes through `buildIf`.
@resultBuilder
public struct ViewBuilder {
    /// [OS] `buildExpression<Content: View>`.
    @_alwaysEmitIntoClient
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// [OS] iOS 18: an expression that is not a View gets this diagnostic.
    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    @_alwaysEmitIntoClient
    public static func buildExpression(_ invalid: Any) -> some View {
        EmptyView()
    }

    /// [A27] …/viewbuilder/buildblock().
    @_alwaysEmitIntoClient
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// [A27] …/viewbuilder/buildblock(_:).
    @_alwaysEmitIntoClient
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// [A27] …/viewbuilder/buildblock(_:)-2bj1g (parameter pack, iOS 17 SDK and later); [OS] disfavored.
    @_disfavoredOverload
    @_alwaysEmitIntoClient
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
}

/// [OS] `@available(*, unavailable) extension ViewBuilder: Sendable {}`.
@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
    /// [A27] …/viewbuilder/buildif(_:).
    @_alwaysEmitIntoClient
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// [A27] …/viewbuilder/buildeither(first:).
    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// [A27] …/viewbuilder/buildeither(second:).
    @_alwaysEmitIntoClient
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// [OS] iOS 14: `if #available` branches are erased to AnyView.
    @_alwaysEmitIntoClient
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
