import CatalogCore
import TestSupport
import Testing

/// `environment:` (SPEC revision 5, issue 48 item 1): configuration a subtree sets, as SwiftUI's own
/// `.controlSize(_:)` is, and the body reads. Type-checked on the stand-in and Apple's SDK, run on Linux:
/// the innermost setting wins, a view outside any gets the default; two components share one declaration.
@Suite(.slow(.compiles)) struct EnvironmentEntryTests {
    static func spec(_ name: String, extra: String = "") -> String {
        """
        component: \(name)
        summary: A tag.
        slots:
          - name: title
            options: [text]
        environment:
          - name: intent
            type: XTagIntent
            default: .main
            modifier: xTagIntent
            doc: What the tag says about its content.\(extra)

        """
    }

    static let files = [
        InputFile(path: "specs/XTag.yaml", text: spec("XTag"), role: .spec),
        InputFile(path: "specs/XBadge.yaml", text: spec("XBadge"), role: .spec),
    ]

    static let bodies = """
        import SwiftUI
        public enum XTagIntent: Sendable { case main, success }
        extension XTag { public var body: some View { HStack { title; Text(verbatim: intent == .success ? "success" : "main") } } }
        extension XBadge { public var body: some View { HStack { title; Text(verbatim: intent == .success ? "badge success" : "badge main") } } }
        """

    static func generated() throws -> [String: String] {
        let result = Pipeline.generate(files, products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        // One declaration for the shared modifier, in the first component's file by name.
        #expect(sources.values.filter { $0.contains("func xTagIntent(_ value: XTagIntent) -> some View") }.count == 1)
        #expect(try #require(sources.first { $0.key.hasSuffix("XBadge.swift") }?.value).contains("private struct XTagIntentEnvironmentKey: EnvironmentKey"))
        sources["Bodies.swift"] = bodies
        return sources
    }

    @Test func theModifierTypeChecksOnAnyViewOnBothSDKs() throws {
        var sources = try Self.generated()
        sources["Use.swift"] = """
            import SwiftUI
            @MainActor func screen() -> some View {
                VStack { XTag(title: "Saved"); Text("Other") }.xTagIntent(.success)
            }
            func read(_ environment: EnvironmentValues) -> XTagIntent { environment.xTagIntent }
            """
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theBodyReadsWhatTheSubtreeSets() throws {
        var sources = try Self.generated()
        sources["main.swift"] = """
            import SwiftUI
            let texts = MainActor.assumeIsolated {
                let view = VStack {
                    XTag(title: "A")
                    XTag(title: "B").xTagIntent(.success)
                    VStack { XBadge(title: "C") }.xTagIntent(.success)
                }
                return _TestRenderer.texts(view).compactMap { text -> String? in
                    if case .verbatim(let content) = text._testStorage { return content }
                    return nil
                }
            }
            print(texts.joined(separator: "|"))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "main|success|badge success\n", "\(run.output)")
    }
}

/// A styleable component passes its entries to its style (SPEC: "on the component (and its style
/// configuration)"): a custom style lays out what the subtree set. Run on Linux, type-checked on Apple's SDK.
@Suite(.slow(.compiles)) struct EnvironmentEntryStyleTests {
    static let spec = EnvironmentEntryTests.spec("XTag").replacing("summary: A tag.\n", with: "summary: A tag.\nstyle: true\n")

    static let sources: [String: String] = {
        let result = Pipeline.generate([InputFile(path: "specs/XTag.yaml", text: spec, role: .spec)], products: .swift)
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = """
            import SwiftUI
            public enum XTagIntent: Sendable { case main, success }
            extension DefaultXTagStyle {
                public func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.title; Text(verbatim: configuration.intent == .success ? "success" : "main") }
                }
            }
            struct LoudXTagStyle: XTagStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Text(verbatim: configuration.intent == .success ? "LOUD SUCCESS" : "LOUD MAIN")
                }
            }
            """
        return sources
    }()

    @Test func theConfigurationCarriesTheEntry() throws {
        let result = Pipeline.generate([InputFile(path: "specs/XTag.yaml", text: Self.spec, role: .spec)], products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let style = try #require(result.files.first { $0.path.hasSuffix("XTagStyle.swift") }?.contents)
        #expect(style.contains("    /// What the tag says about its content.\n    public let intent: XTagIntent"), "\(style)")
    }

    @Test func aStyleLaysOutWhatTheSubtreeSet() throws {
        var sources = Self.sources
        sources["main.swift"] = """
            import SwiftUI
            let texts = MainActor.assumeIsolated {
                let view = VStack {
                    XTag(title: "A")
                    XTag(title: "B").xTagIntent(.success)
                    VStack { XTag(title: "C").xTagStyle(LoudXTagStyle()) }.xTagIntent(.success)
                }
                return _TestRenderer.texts(view).compactMap { text -> String? in
                    if case .verbatim(let content) = text._testStorage { return content }
                    return nil
                }
            }
            print(texts.joined(separator: "|"))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "main|success|LOUD SUCCESS\n", "\(run.output)")
    }

    @Test func aCustomStyleTypeChecksOnBothSDKs() throws {
        var sources = Self.sources
        sources["Use.swift"] = "import SwiftUI\n@MainActor func screen() -> some View { XTag(title: \"A\").xTagStyle(LoudXTagStyle()).xTagIntent(.success) }\n"
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// The rule: positioned errors for what cannot be declared.
@Suite struct EnvironmentEntryRuleTests {
    static func diagnostics(_ specs: [String: String]) -> [String] {
        Pipeline.validate(specs.map { InputFile(path: "specs/\($0.key).yaml", text: $0.value, role: .spec) }).diagnostics.map(\.formatted)
    }

    @Test func eachMistakeIsPositioned() {
        let spec = """
            component: XTag
            summary: A tag.
            slots:
              - name: title
                options: [text]
            environment:
              - { name: title, type: XTagIntent, default: .main, modifier: xTagIntent }
              - { name: size, type: "[Int", default: 1, modifier: xTagSize }
              - { name: tone, type: Int, default: "1 +", modifier: xTagSize }

            """
        let found = Self.diagnostics(["XTag": spec])
        #expect(found.contains { $0.hasPrefix("specs/XTag.yaml:7:13: error: duplicate name 'title'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XTag.yaml:8:25: error: type '[Int' is not exactly one Swift type") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XTag.yaml:9:39: error: default '1 +' is not exactly one Swift expression") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XTag.yaml:9:56: error: duplicate modifier 'xTagSize'") }, "\(found)")
    }

    @Test func componentsSharingAModifierAgreeOnItsTypeAndDefault() {
        func spec(_ name: String, _ type: String) -> String {
            "component: \(name)\nsummary: A tag.\nslots:\n  - name: title\n    options: [text]\nenvironment:\n  - { name: intent, type: \(type), default: .main, modifier: xIntent }\n"
        }
        let found = Self.diagnostics(["XA": spec("XA", "Intent"), "XB": spec("XB", "OtherIntent")])
        #expect(found.contains { $0.hasPrefix("specs/XB.yaml:7:13: error: modifier 'xIntent' is declared by XA with key 'xIntent', type 'Intent' and default '.main'") }, "\(found)")
    }

    static func plan(_ environment: String) throws -> CatalogPlan {
        let spec = "component: XTag\nsummary: A tag.\nslots:\n  - name: title\n    options: [text]\n" + environment
        let result = Pipeline.generate([InputFile(path: "specs/XTag.yaml", text: spec, role: .spec)], products: [])
        return try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
    }

    /// `catalog diff` compares the modifiers like methods.
    @Test func catalogDiffClassifiesEachChange() throws {
        let none = try Self.plan("")
        let intent = try Self.plan("environment:\n  - { name: intent, type: XTagIntent, default: .main, modifier: xTagIntent }\n")
        let success = try Self.plan("environment:\n  - { name: intent, type: XTagIntent, default: .success, modifier: xTagIntent }\n")
        let retyped = try Self.plan("environment:\n  - { name: intent, type: Int, default: 0, modifier: xTagIntent }\n")
        func kinds(_ old: CatalogPlan, _ new: CatalogPlan) -> [APIChange.Kind] { APIDiff.compare(old, new).changes.map(\.kind) }
        #expect(kinds(none, intent) == [.environmentModifierAdded])
        #expect(APIDiff.compare(none, intent).bump == .minor)
        #expect(kinds(intent, none) == [.environmentModifierRemoved])
        #expect(APIDiff.compare(intent, none).bump == .major)
        #expect(kinds(intent, retyped) == [.environmentModifierChanged])
        #expect(kinds(intent, success) == [.environmentDefaultChanged])
        #expect(APIDiff.compare(intent, success).bump == .patch)
    }

    /// Both references list the modifiers on the component's page.
    @Test func theReferencesListTheModifiers() throws {
        let spec = "component: XTag\nsummary: A tag.\nslots:\n  - name: title\n    options: [text]\n"
            + "environment:\n  - { name: intent, type: XTagIntent, default: .main, modifier: xTagIntent, doc: The tag's intent. }\n"
        let result = Pipeline.generate([InputFile(path: "specs/XTag.yaml", text: spec, role: .spec)], products: [.docs, .docc])
        let markdown = try #require(result.files.first { $0.path.hasSuffix("XTag.md") && !$0.path.contains("docc") }?.contents)
        #expect(markdown.contains("## Environment"))
        #expect(markdown.contains("| `.xTagIntent(_:)` | `intent` | `XTagIntent` | `.main` | The tag's intent. |"), "\(markdown)")
        let docc = try #require(result.files.first { $0.path.contains(".docc/") && $0.path.hasSuffix("XTag.md") }?.contents)
        #expect(docc.contains("- `.xTagIntent(_:)`: the component reads it as `intent` (`XTagIntent`, default `.main`). The tag's intent."), "\(docc)")
    }
}
