@testable import CatalogCore
import Testing

/// `Varying<T>` is made in one place (`TokenNames.varying`): the token declarations, what a component reads,
/// the reference page and `catalog diff` spell a varying token's type through it.
@Suite struct VaryingTypeTests {
    @Test func oneMakerInsideAndOutsideTheNamespace() {
        let inside = TokenNames.varying(.cgFloat, namespace: nil)
        let outside = TokenNames.varying(.cgFloat, namespace: "DS")
        #expect(inside == .named("Varying", [.cgFloat]) && inside.description == "Varying<CGFloat>")
        #expect(outside.description == "DS.Varying<CGFloat>")
        // `catalog diff` qualifies a declared type through the same maker; any other type stays as declared.
        #expect(TokenNames.qualified(inside, namespace: "DS") == outside)
        #expect(TokenNames.qualified(.named("SwiftUI.Color"), namespace: "DS") == .named("SwiftUI.Color"))
        #expect(TokenNames.qualified(.array(.named("TokenShadow")), namespace: "DS") == .array(.named("TokenShadow")))
    }

    @Test func everyReaderSpellsAVaryingTokenThroughIt() throws {
        let dark = #"{ "size": { "$type": "dimension", "gap": { "$value": \#(TokenDiffTests.px(6)) } } }"#
        var files = TokenDiffTests.themed(base: TokenDiffTests.base, dark: dark)
        files["specs/Badge.yaml", default: ""] += "tokens:\n  gap: size.gap\n"
        let plan = try #require(TokenDiffTests.plan(files))
        let tokens = try #require(plan.tokens)
        let gap = try #require(tokens.members.first { $0.qualifiedName == "Tokens.Size.gap" }?.member)
        let declared = TokenNames.varying(.cgFloat, namespace: nil), read = TokenNames.varying(.cgFloat, namespace: "Tokens")
        #expect(tokens.readType(of: gap, qualified: false) == declared && tokens.readType(of: gap, qualified: true) == read)
        #expect(plan.components.first?.tokens.map(\.type) == [read])
        let rendered = Pipeline.render(plan, products: [.swift, .docs]).map(\.contents)
        for text in ["public static var gap: \(declared) {", "public var gap: \(read) { Tokens.Size.gap }", "`Tokens.Size.gap`: `\(read)`"] {
            #expect(rendered.contains { $0.contains(text) }, "\(text)")
        }
        let retyped = try TokenDiffTests.diff(TokenDiffTests.themed(base: TokenDiffTests.base, dark: "{}"), TokenDiffTests.themed(base: TokenDiffTests.base, dark: dark))
        #expect(retyped.changes.first?.description.contains("type `CGFloat` → `\(read)`") == true)
    }
}
