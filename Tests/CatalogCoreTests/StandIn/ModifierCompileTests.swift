import CatalogCore
import TestSupport
import Testing

/// `modifier:` properties (revision 4) as generated, against the stand-in of the era the tests were built
/// for and Apple's SDK: chained calls keep the component's concrete type (its method wins over SwiftUI's
/// `onTapGesture(perform:)` on it), a style's configuration carries the value, a renamed method still
/// compiles with the rename's warning, and, built and run, the copy has the value and the original keeps
/// its default. Both strategies.
@Suite(.slow(.compiles)) struct ModifierCompileTests {
    static func specs(_ strategy: String) -> [InputFile] {
        [
            InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: \(strategy)\n"),
            InputFile(path: "specs/Badge.yaml", text: """
                component: Badge
                summary: A short status label.
                properties:
                  - name: count
                    type: Int
                    default: "0"
                  - name: badgeStyle
                    type: BadgeKind
                    default: .neutral
                    modifier: true
                  - name: onTap
                    type: "() -> Void"
                    default: "{}"
                    modifier: { name: onTapGesture, label: perform }
                  - name: accessibilityPrefix
                    type: String
                    default: '""'
                    modifier: true
                    renamed: prefix
                slots:
                  - name: title
                    options: [text]

                """),
            InputFile(path: "specs/Field.yaml", text: """
                component: Field
                summary: A text field's frame.
                style: true
                properties:
                  - name: inputState
                    type: InputState
                    default: .normal
                    modifier: true
                  - name: legacyHint
                    type: String?
                    default: "nil"
                    modifier: true
                    deprecated: Use a caption.
                slots:
                  - name: label
                    options: [text]

                """),
        ]
    }

    static let bodies = """
        import SwiftUI
        public enum BadgeKind: Sendable { case neutral, warning }
        public enum InputState: Sendable { case normal, error }
        extension Badge { public var body: some View { title.onTapGesture(perform: onTap) } }
        extension DefaultFieldStyle {
            public func makeBody(configuration: Configuration) -> some View {
                configuration.label.foregroundStyle(configuration.inputState == .error ? Color.red : Color.primary)
            }
        }
        """

    static func sources(_ strategy: String) throws -> [String: String] {
        let result = Pipeline.generate(specs(strategy), products: .swift)
        #expect(result.diagnostics.map(\.formatted) == [
            "specs/Badge.yaml:14:23: warning: modifier 'onTapGesture' is also a SwiftUI View modifier: called on Badge itself, Badge's method wins; after any other modifier, SwiftUI's applies",
        ])
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        return sources
    }

    /// Each chain is pinned to the component's own type; after a SwiftUI modifier, SwiftUI's applies.
    @Test(arguments: ["compact", "combinatorial"]) func chainsKeepTheConcreteType(strategy: String) throws {
        var sources = try Self.sources(strategy)
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func calls(name: String) {
                do { let view = Badge(title: "New").badgeStyle(.warning); let _: Badge<Text> = view }
                do { let view = Badge(count: 3, title: "New").badgeStyle(.warning).accessibilityPrefix("Status"); let _: Badge<Text> = view }
                do { let view = Badge(title: "New").onTapGesture { print("tapped") }; let _: Badge<Text> = view }
                do { let view = Badge(title: name).onTapGesture(perform: {}).badgeStyle(.neutral); let _: Badge<Text> = view }
                do { let view = Badge { Image(systemName: "star") }.badgeStyle(.warning); let _: Badge<Image> = view }
                do { let view = Field(label: "Name").inputState(.error); let _: Field<Text> = view }
                do { let _ = Badge(title: "New").padding().onTapGesture { print("SwiftUI's") } }
            }
            struct Plain: FieldStyle {
                func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(configuration.inputState == .normal ? 1 : 0.5) }
            }
            """
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The old method's name compiles, with the rename's warning (an error here) and nothing else; so does a
    /// deprecated modifier, with its message.
    @Test(arguments: ["compact", "combinatorial"]) func renamedAndDeprecatedMethodsWarn(strategy: String) throws {
        var sources = try Self.sources(strategy)
        sources["CallSites.swift"] = """
            import SwiftUI
            @MainActor func old() {
                do { let view = Badge(title: "New").prefix("Status"); let _: Badge<Text> = view }
                do { let view = Field(label: "Name").legacyHint("Required"); let _: Field<Text> = view }
            }
            """
        let result = try Toolchain.typecheck(sources)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2, "\(result.output)")
        #expect(result.output.contains("'prefix' is deprecated: renamed to 'accessibilityPrefix(_:)'"), "\(result.output)")
        #expect(result.output.contains("'legacyHint' is deprecated: Use a caption."), "\(result.output)")
    }

    /// Built and run: the method returns a modified copy and leaves the original as it was.
    @Test func theCopyHasTheValueAndTheOriginalIsUnchanged() throws {
        var sources = try Self.sources("compact")
        sources["main.swift"] = """
            let badge = Badge(title: "New")
            var tapped = 0
            let styled = badge.badgeStyle(.warning).accessibilityPrefix("Status").onTapGesture { tapped += 1 }
            styled.onTap()
            badge.onTap()
            print(badge.badgeStyle, badge.accessibilityPrefix.isEmpty, styled.badgeStyle, styled.accessibilityPrefix, tapped)
            let field = Field(label: "Name")
            print(field.inputState, field.inputState(.error).inputState)
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "neutral true warning Status 1\nnormal error\n", "\(run.output)")
    }
}
