import CatalogCore
import TestSupport
import Testing

/// A renamed slot or property keeps types that conform to the model protocol compiling (issue 44: a rename
/// is a minor version): the protocol requires both names, each defaulting to the other, the old one
/// deprecated. Beside `RenameResolutionTests` (a property and a text slot on Banner): a symbol slot's derived
/// name (`glyphSystemName` → `iconSystemName`) on a component with `available:` (the defaults' extension
/// must carry it on Apple's SDK); what a type that implements neither name gets, as a rejection under
/// warnings as errors (as the catalog builds); and a run on Linux, where `init(model:)` reads both kinds
/// of conformers and the old names read the new ones. On the stand-in of the era the tests were built for
/// and on Apple's SDK.
@Suite(.slow(.compiles)) struct ModelRenameTests {
    static func specs(_ strategy: String) -> [InputFile] {
        [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/Tag.yaml", text: """
                component: Tag
                summary: A short label.
                available: { iOS: "17.4" }
                properties:
                  - name: count
                    type: Int
                    renamed: total
                  - name: maximum
                    type: Int
                    default: "9"
                slots:
                  - name: label
                    options: [text]
                    renamed: title
                  - name: icon
                    optional: true
                    options: [systemImage]
                    renamed: glyph

                """),
        ]
    }

    /// The generated files and a body; `conformers` beside them.
    static func sources(_ strategy: String, _ conformers: String) throws -> [String: String] {
        let result = Pipeline.generate(specs(strategy), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Body.swift"] = "import SwiftUI\n@available(iOS 17.4, *) extension Tag { public var body: some View { HStack { icon; label } } }\n"
        sources["Conformers.swift"] = "import SwiftUI\n\n" + conformers
        return sources
    }

    static let new = """
        @available(iOS 17.4, *) struct New: TagModel {
            var count: Int
            var maximum: Int { 3 }
            var label: String { "new" }
            var iconSystemName: String? { "star" }
        }
        """
    static let old = """
        @available(iOS 17.4, *) struct Old: TagModel {
            var total: Int
            var maximum: Int { 4 }
            var title: String { "old" }
            var glyphSystemName: String? { nil }
        }
        """

    /// Both kinds of conformers of every requirement shape in one module: the new names' type without a
    /// warning, the old names' type with one per renamed requirement, at the type, saying what to implement,
    /// and nothing else. `RenameResolutionTests` pins a property and a text slot on Banner; here the
    /// derived name of a symbol slot, and the `available:` the defaults' extension needs on Apple's SDK.
    @Test(arguments: ["compact", "combinatorial"]) func everyRequirementShapeConformsUnderEitherName(strategy: String) throws {
        let icon = strategy == "compact" ? "Image?" : "Image"
        let result = try Toolchain.typecheck(try Self.sources(strategy, Self.new + "\n" + Self.old + """

            @available(iOS 17.4, *) @MainActor func calls() {
                do { let view = Tag(model: New(count: 2)); let _: Tag<Text, \(icon)> = view }
                do { let view = Tag(model: Old(total: 2)); let _: Tag<Text, \(icon)> = view }
                let model: any TagModel = New(count: 2)
                _ = (model.count, model.label, model.iconSystemName)
            }
            """))
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 3 && errors.allSatisfy { $0.contains("Conformers.swift:9:") && $0.contains(": error: deprecated default implementation is used to satisfy property") },
                "one warning per renamed requirement, at `Old` (errors here): \(result.output)")
        for (old, new) in [("total", "count"), ("title", "label"), ("glyphSystemName", "iconSystemName")] {
            #expect(result.output.contains("property '\(new)' required by protocol 'TagModel': implement `\(new)`: `\(old)` is its previous name"), "\(result.output)")
        }
    }

    /// Implementing neither name cannot be refused by the compiler (Swift picks each requirement's witness
    /// alone, and each name has a default): such a type gets the old-name conformer's warning, an error
    /// under warnings as errors. A requirement that was not renamed stays a plain error.
    @Test func aConformerOfNeitherNameGetsTheWarning() throws {
        try Toolchain.expectRejected([
            RejectionCase(code: "@available(iOS 17.4, *) struct Neither: TagModel { var count: Int { 1 }; var maximum: Int { 1 }; var label: String { \"\" } }",
                          diagnostic: "deprecated default implementation is used to satisfy property 'iconSystemName' required by protocol 'TagModel': implement `iconSystemName`: `glyphSystemName` is its previous name"),
            RejectionCase(code: "@available(iOS 17.4, *) struct Mistyped: TagModel { var count: String { \"\" }; var maximum: Int { 1 }; var label: String { \"\" }; var iconSystemName: String? { nil } }",
                          diagnostic: "deprecated default implementation is used to satisfy property 'count' required by protocol 'TagModel': implement `count`: `total` is its previous name"),
            RejectionCase(code: "@available(iOS 17.4, *) struct NoMaximum: TagModel { var count: Int { 1 }; var label: String { \"\" }; var iconSystemName: String? { nil } }",
                          diagnostic: "type 'NoMaximum' does not conform to protocol 'TagModel'"),
        ], sources: try Self.sources("compact", ""))
    }

    /// Run: `init(model:)` reads each kind of conformer, and the old names read the new ones. The old-name
    /// conformer is used from deprecated code, so that warnings as errors let it be.
    @Test func initModelReadsEitherKindOfConformer() throws {
        var sources = try Self.sources("compact", Self.new + "\n" + Self.old.replacingOccurrences(of: "@available(iOS 17.4, *) struct", with: "@available(*, deprecated) struct"))
        sources["main.swift"] = """
            import SwiftUI
            @MainActor protocol Probe { func values() -> [String] }
            struct Reads: Probe {
                @available(*, deprecated) func values() -> [String] {
                    let (old, new) = (Tag(model: Old(total: 2)), Tag(model: New(count: 5)))
                    let model: any TagModel = New(count: 7)
                    return ["\\(old.count) \\(old.maximum) \\(old.label == Text(verbatim: "old")) \\(old.icon == nil)",
                            "\\(new.count) \\(new.maximum) \\(new.label == Text(verbatim: "new")) \\(new.icon == Image(systemName: "star"))",
                            "\\(model.total) \\(model.title) \\(model.glyphSystemName ?? "-")"]
                }
            }
            let probe: any Probe = Reads()
            print(probe.values().joined(separator: "; "))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "2 4 true true; 5 3 true true; 7 new star\n", "\(run.output)")
    }
}
