@testable import CatalogCore
import Foundation
import TestSupport
import Testing

/// The gallery and the previews (issue 18): one gallery case and one `#Preview` per example of `specs/`, the
/// previews behind a platform guard (never `canImport(SwiftUI)`, which the stand-in makes true on Linux).
@Suite struct GalleryTests {
    static func generated(_ file: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent("Generated/Swift/\(file)"), encoding: .utf8)
    }

    static func plan() throws -> CatalogPlan {
        let result = Pipeline.generate(try PackagePaths.specFiles(), products: [])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        return try #require(result.plan)
    }

    /// Deprecated examples (and components) stay out: they use deprecated API, which would warn.
    static func current(_ component: ComponentPlan) -> [Int] {
        component.deprecation != nil ? [] : component.examples.indices.filter { component.examples[$0].deprecation == nil }
    }

    @Test func oneGalleryCasePerExampleOfTheSpecs() throws {
        let plan = try Self.plan()
        let examples = plan.components.reduce(0) { $0 + Self.current($1).count }
        #expect(examples > 0)
        let gallery = try Self.generated("CatalogGallery.swift")
        let caseLines = gallery.split(separator: "\n").filter { $0.hasPrefix("    case ") && !$0.contains(":") && !$0.contains(",") }
        #expect(caseLines.count == examples)
        let expected = plan.components.flatMap { component in
            Self.current(component).map { "    case " + SwiftNames.galleryCase(forComponent: component.name, example: $0) }
        }
        #expect(caseLines.map(String.init) == expected)
    }

    /// Two per example here: this catalog's tokens vary with the theme, so each has a dark variant too.
    @Test func onePreviewPerExampleInsideThePlatformGuard() throws {
        let plan = try Self.plan()
        #expect(plan.tokens?.catalog.variesWithAppearance == true)
        try #require(!plan.components.isEmpty)
        for component in plan.components {
            let file = try Self.generated("\(component.name).swift")
            let previews = file.components(separatedBy: "#Preview(").count - 1
            #expect(previews == 2 * Self.current(component).count, "\(component.name)")
            #expect(file.components(separatedBy: " (dark)\") {").count - 1 == Self.current(component).count, "\(component.name)")
            guard !Self.current(component).isEmpty else {
                #expect(!file.contains(GalleryRenderer.platformGuard))
                continue
            }
            let guardRange = try #require(file.range(of: GalleryRenderer.platformGuard + "\n"), "\(component.name)")
            let end = try #require(file.range(of: "#endif\n", range: guardRange.upperBound..<file.endIndex))
            let guarded = file[guardRange.upperBound..<end.lowerBound]
            #expect(guarded.components(separatedBy: "#Preview(").count - 1 == 2 * Self.current(component).count, "\(component.name)")
            #expect(!file.contains("canImport(SwiftUI)"))
        }
    }

    @Test func guardTestsThePlatform() {
        #expect(GalleryRenderer.platformGuard.contains("os(iOS)") && GalleryRenderer.platformGuard.contains("os(macOS)"))
        #expect(!GalleryRenderer.platformGuard.contains("canImport"))
    }

    @Test func accessIsTheWidestOfTheComponents() throws {
        let files = [
            "A.yaml": "component: A\nsummary: An a.\naccess: internal\nslots:\n  - name: title\n    options: [text]\nexamples:\n  - { title: One, code: 'A(title: \"x\")' }\n",
            "B.yaml": "component: B\nsummary: A b.\naccess: package\nslots:\n  - name: title\n    options: [text]\n",
        ]
        let catalog = try #require(SpecRun.catalog(files))
        let swift = SwiftRenderer.render(Planner.plan(catalog))
        let gallery = try #require(swift.first { $0.path == "Swift/CatalogGallery.swift" }?.contents)
        #expect(gallery.contains("package enum CatalogExample: String, CaseIterable, Identifiable, Sendable {\n    case a1\n"))
        #expect(gallery.contains("package struct CatalogGallery: View"))
        // The example is a view itself: its body switches over the cases, each with its concrete type.
        #expect(gallery.contains("extension CatalogExample: View {\n    @MainActor @ViewBuilder package var body: some View {\n        switch self {\n            case .a1: a1View\n"))
        // The example's code at its spec line and column (line 8, after `code: '`): the compiler reports there.
        #expect(gallery.contains("    @MainActor @ViewBuilder private var a1View: some View {\n#sourceLocation(file: \"specs/A.yaml\", line: 8)\n" + String(repeating: " ", count: 25) + "A(title: \"x\")\n#sourceLocation()\n    }\n"))
    }

    /// Past `chunk` examples the body switches over runs of cases, each with its own `switch` (BENCHMARKS.md).
    @Test func manyExamplesSwitchInRuns() throws {
        let examples = (1...20).map { "  - { title: E\($0), code: 'A(title: \"\($0)\")' }\n" }.joined()
        let catalog = try #require(SpecRun.catalog(["A.yaml": "component: A\nsummary: An a.\nslots:\n  - name: title\n    options: [text]\nexamples:\n" + examples]))
        let gallery = try #require(SwiftRenderer.render(Planner.plan(catalog)).first { $0.path == "Swift/CatalogGallery.swift" }?.contents)
        let first = (1...16).map { ".a\($0)" }.joined(separator: ", ")
        #expect(gallery.contains("        switch self {\n            case \(first): examples0\n            case .a17, .a18, .a19, .a20: examples1\n        }\n"))
        #expect(gallery.contains("    @MainActor @ViewBuilder private var examples1: some View {\n        switch self {\n            case .a17: a17View\n"))
        #expect(gallery.contains("            case .a19: a19View\n            default: a20View\n"))
        #expect(gallery.contains("    @MainActor @ViewBuilder private var a20View: some View {\n#sourceLocation(file: \"specs/A.yaml\", line: 26)\n" + String(repeating: " ", count: 25) + "A(title: \"20\")\n#sourceLocation()\n    }\n"))
    }

    @Test func noGalleryWithoutExamples() throws {
        let catalog = try #require(SpecRun.catalog([
            "A.yaml": "component: A\nsummary: An a.\nslots:\n  - name: title\n    options: [text]\n",
        ]))
        #expect(!SwiftRenderer.render(Planner.plan(catalog)).contains { $0.path.contains("Gallery") })
    }

    @Test func caseNames() {
        #expect(SwiftNames.galleryCase(forComponent: "Card", example: 0) == "card1")
        #expect(SwiftNames.galleryCase(forComponent: "ContactItem", example: 1) == "contactItem2")
        #expect(SwiftNames.galleryCase(forComponent: "URLField", example: 0) == "urlField1")
        #expect(SwiftNames.galleryCase(forComponent: "UI", example: 0) == "ui1")
        #expect(SwiftNames.galleryCase(forComponent: "Step2", example: 0) == "step2_1")
        #expect(SwiftNames.galleryCase(forComponent: "Step", example: 20) == "step21")
        #expect(SwiftNames.galleryCase(forComponent: "Step_", example: 0) == "step__1")
    }

    @Test func titlesAreEscapedLiterals() {
        #expect(SwiftNames.stringLiteral("Say \"hi\" \\(x)\n") == "\"Say \\\"hi\\\" \\\\(x)\\n\"")
    }

    @Test func componentsCannotShadowTheGallery() {
        #expect(SpecRun.diagnostics(["CatalogGallery.yaml": "component: CatalogGallery\nsummary: A.\n"])
            == ["specs/CatalogGallery.yaml:1:12: error: component name 'CatalogGallery' would shadow a type the generated code uses"])
    }
}
