import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// The catalog of specs/ as an app calls it: one typed call site per planned initializer, compiled against the
/// built catalog with the stand-in, and against the same catalog built with Apple's iOS 17.4 SDK when it is
/// there (the two must agree). The runtime checks of these calls are Tests/CatalogTests (stand-in only: they
/// read its test hooks).
@Suite(.slow(.compiles)) struct CatalogCallSiteCompileTests {
    @Test func theCatalogsCallSitesCompile() throws {
        let plan = try #require(Pipeline.generate(try PackagePaths.specFiles(), products: []).plan)
        let source = "@testable import Catalog\n" + CallSiteSynthesizer.typedCallSites(for: plan)
        // The samples of the resolver inputs this catalog uses: the test target's file.
        let samples = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/CatalogTests/Sampleable.swift"), encoding: .utf8)
        let compiled = try Toolchain.typecheck(["CallSites.swift": source, "Samples.swift": samples])
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// Every generated file, the gallery with every example, the styles and the hand-written bodies, with
    /// warnings as errors (previews stripped: `#Preview` is closed source; the gallery holds the same code).
    /// Without the SDK, reported skipped.
    @Test(.enabled(if: AppleSDK.isAvailable, "no iOS 17.4 SDK (README “Checking against Apple's SDK”)"))
    func theCatalogBuildsAgainstApplesSDK() throws {
        _ = try AppleSDK.catalogModule.get()
    }
}
