import CallSiteSynthesis
import CatalogCore
import TestSupport
import Testing

/// A rename keeps every call that compiled before it compiling, unambiguously (issue 37): a defaulted renamed
/// parameter (an optional slot, a defaulted property) is left out by the simplest call, which must pick the
/// new initializer, not fit the deprecated forwarder as well (Swift does not rank by deprecation). A call that
/// spells an old label picks the forwarder, with the rename warning. An optional closure (an action called
/// only if given) goes after the values and takes a trailing closure. Both strategies; each call pinned to
/// its initializer by the concrete type it infers, on the stand-in of the era the tests were built for and
/// on Apple's SDK.
@Suite(.slow(.compiles)) struct RenameResolutionTests {
    /// Banner after the rename (`level` → `tone`, `message` → `detail`), or as it was before.
    static func specs(_ strategy: String, renamed: Bool = true) -> [InputFile] {
        let property = renamed ? "tone\n    type: Int\n    default: \"0\"\n    renamed: level" : "level\n    type: Int\n    default: \"0\""
        let slot = renamed ? "detail\n    optional: true\n    options: [text]\n    renamed: message" : "message\n    optional: true\n    options: [text]"
        return [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/Banner.yaml", text: """
                component: Banner
                summary: A message across the top of a screen.
                style: true
                properties:
                  - name: \(property)
                  - name: onDismiss
                    type: "(@MainActor () -> Void)?"
                    default: "nil"
                slots:
                  - name: title
                    options: [text]
                  - name: \(slot)

                """),
        ]
    }

    static let body = """
        import SwiftUI
        extension DefaultBannerStyle { public func makeBody(configuration: Configuration) -> some View { configuration.title } }
        """

    static func compile(_ strategy: String, _ callSites: String, apple: AppleSDK.Verdict = .agrees) throws -> Toolchain.Result {
        let result = Pipeline.generate(specs(strategy), products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = body
        sources["CallSites.swift"] = "import SwiftUI\n\n" + callSites
        return try Toolchain.typecheck(sources, apple: apple)
    }

    /// Calls that spell no old label: each resolves to a current initializer, with no warning.
    @Test(arguments: ["compact", "combinatorial"]) func newSpellingsAreUnambiguous(strategy: String) throws {
        let detailLeftOut = strategy == "compact" ? "Text?" : "Never"
        let result = try Self.compile(strategy, """
            @MainActor func calls(name: String) {
                do { let view = Banner(title: "You are offline"); let _: Banner<Text, \(detailLeftOut)> = view }
                do { let view = Banner(title: name); let _: Banner<Text, \(detailLeftOut)> = view }
                do { let view = Banner(tone: 1, title: "Offline"); let _: Banner<Text, \(detailLeftOut)> = view }
                do { let view = Banner(title: "Offline", detail: "Retrying"); let _: Banner<Text, \(strategy == "compact" ? "Text?" : "Text")> = view }
                do { let view = Banner(title: "Offline") { print("dismissed") }; let _: Banner<Text, \(detailLeftOut)> = view }
                do { let view = Banner(title: "Offline", onDismiss: { print("dismissed") }); let _: Banner<Text, \(detailLeftOut)> = view }
                do { let view = Banner { Text("Offline") } detail: { Image(systemName: "wifi") }; let _: Banner<Text, Image> = view }
            }
            // The renamed slot keeps its old generic parameter: code that names it keeps compiling.
            extension Banner where Message == Text? { var detailIsText: Bool { true } }
            // A custom style reads the configuration by the new names.
            struct Plain: BannerStyle { func makeBody(configuration: Configuration) -> some View { VStack { configuration.title; configuration.detail } } }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Calls that spell an old label compile with the rename's deprecation, and nothing else.
    @Test(arguments: ["compact", "combinatorial"]) func oldSpellingsPickTheForwarder(strategy: String) throws {
        let detailGiven = strategy == "compact" ? "Text?" : "Text"
        let result = try Self.compile(strategy, """
            @MainActor func old() {
                do { let view = Banner(title: "Offline", message: "Retrying"); let _: Banner<Text, \(detailGiven)> = view }
                do { let view = Banner(level: 2, title: "Offline"); let _: Banner<Text, \(strategy == "compact" ? "Text?" : "Never")> = view }
            }
            struct Old: BannerStyle { func makeBody(configuration: Configuration) -> some View { configuration.message } }
            """)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("is deprecated: renamed to") || $0.contains("is deprecated: replaced by") },
                "only rename warnings (errors here): \(result.output)")
        #expect(!result.output.contains("ambiguous") && !result.output.contains("cannot"), "\(result.output)")
        #expect(result.output.contains("'message' is deprecated: renamed to 'detail'"), "\(result.output)")
    }

    /// One defaulted rename: its forwarder takes the old label without the default, and the diff knows that
    /// calls that leave it out pick the new initializer (they do, above), and the model keeps the old
    /// requirement (below), so nothing breaks.
    @Test(arguments: ["compact", "combinatorial"]) func aDefaultedRenameBreaksNoCall(strategy: String) throws {
        let renamed = Self.specs(strategy).map { file -> InputFile in
            guard file.path.hasSuffix("Banner.yaml") else { return file }
            let text = String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "tone\n    type: Int\n    default: \"0\"\n    renamed: level", with: "level\n    type: Int\n    default: \"0\"")
            return InputFile(path: file.path, text: text)
        }
        let old = try #require(Pipeline.generate(Self.specs(strategy, renamed: false), products: []).plan)
        let new = try #require(Pipeline.generate(renamed, products: []).plan)
        let diff = APIDiff.compare(old, new)
        #expect(diff.breaking.isEmpty, "\(diff.changes.map { $0.description })")
        #expect(!diff.changes.contains { $0.kind == .parameterDefaultRemoved }, "\(diff.changes.map { $0.description })")
    }

    /// The diff calls such a rename additive: the style configuration keeps the old member.
    @Test func theRenameIsAdditiveForStyles() throws {
        let old = try #require(Pipeline.generate(Self.specs("compact", renamed: false), products: []).plan)
        let new = try #require(Pipeline.generate(Self.specs("compact"), products: []).plan)
        let diff = APIDiff.compare(old, new)
        // The model protocol keeps the old requirements (conformers compile); no style member is removed.
        #expect(diff.breaking.isEmpty, "\(diff.changes.map { $0.description })")
        #expect(diff.changes.filter { $0.kind == .requirementRenamed }.count == 2, "\(diff.changes.map { $0.description })")
        #expect(diff.changes.contains { $0.kind == APIChange.Kind.styleMemberAdded }, "\(diff.changes.map { $0.description })")
    }

    /// The model protocol keeps a renamed requirement's old name with defaults both ways: a type written
    /// against the new names conforms without a warning, one written against the old names conforms with
    /// Swift's warning that the new name's default is deprecated (an error under -warnings-as-errors, which
    /// these compiles use), and a type that implements neither gets that same warning, never a silent
    /// recursion. Pinned on the stand-in and Apple's SDK; each builds a Banner through `init(model:)`.
    @Test(arguments: ["compact", "combinatorial"]) func modelConformersOfEitherNameCompile(strategy: String) throws {
        let written = try Self.compile(strategy, """
            struct Offline: BannerModel { var title: String { "Offline" }; var detail: String? { "Retrying" }; var tone: Int { 1 }; var onDismiss: (@MainActor @Sendable () -> Void)? { nil } }
            @MainActor func banner() -> some View { Banner(model: Offline()) }
            """)
        #expect(written.status == 0, "\(written.output)")
        let old = try Self.compile(strategy, """
            struct Offline: BannerModel { var title: String { "Offline" }; var message: String? { "Retrying" }; var level: Int { 1 }; var onDismiss: (@MainActor @Sendable () -> Void)? { nil } }
            @MainActor func banner() -> some View { Banner(model: Offline()) }
            """)
        #expect(old.status != 0)
        let warnings = old.output.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.split(separator: ": error: ").last!).replacingOccurrences(of: " [#DeprecatedDeclaration]", with: "") }
        #expect(Set(warnings) == [
            "deprecated default implementation is used to satisfy property 'detail' required by protocol 'BannerModel': implement `detail`: `message` is its previous name",
            "deprecated default implementation is used to satisfy property 'tone' required by protocol 'BannerModel': implement `tone`: `level` is its previous name",
        ], "\(old.output)")
        let neither = try Self.compile(strategy, "struct Offline: BannerModel { var title: String { \"Offline\" }; var onDismiss: (@MainActor @Sendable () -> Void)? { nil } }\n")
        #expect(neither.output.contains("deprecated default implementation is used to satisfy property 'tone' required by protocol 'BannerModel': implement `tone`"), "\(neither.output)")
    }
}
