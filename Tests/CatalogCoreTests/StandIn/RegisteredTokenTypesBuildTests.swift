@testable import CatalogCore
import TestSupport
import Testing

/// One token of every registered type (`TokenTypes.all`), from its descriptor's sample, in a catalog of
/// tokens alone: its Swift and its gallery picture type-check on the stand-in and Apple's iOS 17.4 SDK, and
/// the gallery, run on Linux, lists every token. A new type is built here without a line of this test.
@Suite(.slow(.compiles)) struct RegisteredTokenTypesBuildTests {
    static func generated() throws -> [String: String] {
        try TokensOnlyGalleryTests.generated(["specs/catalog.yaml": "module: Brand\ntokens:\n  files: [../tokens/t.tokens.json]\n",
                                              "tokens/t.tokens.json": TokenTypeRegistryTests.samples], strict: true)
    }

    @Test func everyTypeAndItsPictureTypeCheckOnBothSDKs() throws {
        let result = try Toolchain.typecheck(try Self.generated())
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theGalleryListsEveryType() throws {
        var sources = try Self.generated()
        sources["main.swift"] = TokensOnlyGalleryTests.printTexts(where: #"$0.hasPrefix("Tokens.")"#)
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0, "\(run.output)")
        let listed = run.output.split(separator: "\n").map(String.init)
        #expect(listed.count == TokenTypes.all.count, "\(run.output)")
        for descriptor in TokenTypes.all {
            #expect(listed.contains("Tokens.\(descriptor.name)Sample"), "\(descriptor.name): \(run.output)")
        }
    }
}
