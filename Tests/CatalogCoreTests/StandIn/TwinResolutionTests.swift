import CatalogCore
import TestSupport
import Testing

/// `twin:` (SPEC revision 5, issue 48 item 6): a property's second spelling with another type, converted by
/// the author's expression (`$0` the twin's value, inside closures too). Spark's chip takes `selectionState:
/// Binding<SelectionState>` or `isSelected: Binding<Bool>` (properties before slots, as every initializer orders them). Type-checked on the stand-in and Apple's SDK, each
/// call pinned with its generic arguments; run on Linux: the twin's value reaches the body converted.
@Suite(.slow(.compiles)) struct TwinResolutionTests {
    static let spec = """
        component: XChip
        summary: A chip.
        slots:
          - name: title
            options: [text]
        properties:
          - name: selectionState
            type: XSelectionState
            binding: true
            twin:
              label: isSelected
              type: Binding<Bool>
              convert: 'Binding(get: { $0.wrappedValue ? .selected : .unselected }, set: { state in $0.wrappedValue = state == .selected })'

        """

    static let bodies = """
        import SwiftUI
        public enum XSelectionState: Sendable { case selected, unselected }
        extension XChip { public var body: some View { HStack { title; Text(verbatim: selectionState == .selected ? "selected" : "unselected") } } }
        """

    static func generated(_ spec: String = spec) throws -> [String: String] {
        let result = Pipeline.generate([InputFile(path: "specs/XChip.yaml", text: spec, role: .spec)], products: .swift)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        var sources = Toolchain.sources(result.files)
        sources["Bodies.swift"] = bodies
        return sources
    }

    @Test func bothSpellingsResolveOnBothSDKs() throws {
        var sources = try Self.generated()
        let chip = try #require(sources.first { $0.key.hasSuffix("XChip.swift") }?.value)
        #expect(chip.contains("isSelected: Binding<Bool>"), "\(chip)")
        sources["Use.swift"] = """
            import SwiftUI
            @MainActor func screen(state: Binding<XSelectionState>, flag: Binding<Bool>) -> some View {
                let typed: XChip<Text> = XChip(selectionState: state, title: "Wi-Fi")
                let twin: XChip<Text> = XChip(isSelected: flag, title: "Wi-Fi")
                let built: XChip<Image> = XChip(isSelected: flag) { Image(systemName: "wifi") }
                return VStack { typed; twin; built }
            }
            """
        let result = try Toolchain.typecheck(sources)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Run with a read-only conversion: the stand-in's Xcode 26 `Binding(get:set:)` (`@isolated(any)`)
    /// type-checks but cannot be called synchronously on Linux (FIDELITY.md).
    @Test func theTwinsValueReachesTheBodyConverted() throws {
        let readOnly = Self.spec.replacing(#"'Binding(get: { $0.wrappedValue ? .selected : .unselected }, set: { state in $0.wrappedValue = state == .selected })'"#,
                                           with: "'.constant($0.wrappedValue ? .selected : .unselected)'")
        #expect(readOnly != Self.spec)
        var sources = try Self.generated(readOnly)
        sources["main.swift"] = """
            import SwiftUI
            let texts = MainActor.assumeIsolated {
                let view = VStack { XChip(isSelected: .constant(true), title: "A"); XChip(isSelected: .constant(false), title: "B") }
                return _TestRenderer.texts(view).compactMap { text -> String? in
                    if case .verbatim(let content) = text._testStorage { return content }
                    return nil
                }
            }
            print(texts.joined(separator: "|"))
            """
        let run = try Toolchain.buildAndRun(sources)
        #expect(run.status == 0 && run.output == "selected|unselected\n", "\(run.output)")
    }

    @Test(arguments: [
        ("twin: { label: isSelected, type: Binding<Bool>, convert: 'Binding(get: { true }, set: { _ in })' }", "convert must use $0"),
        ("twin: { label: title, type: Binding<Bool>, convert: '$0' }", "duplicate name 'title' (a slot or property at 10:20 has it)"),
        ("twin: { label: isSelected, type: 'Binding<Bool', convert: '$0' }", "type 'Binding<Bool' is not exactly one Swift type"),
    ])
    func aWrongTwinIsAPositionedError(twin: String, message: String) {
        let text = Self.spec.components(separatedBy: "    twin:")[0] + "    " + twin + "\n"
        let result = Pipeline.generate([InputFile(path: "specs/XChip.yaml", text: text, role: .spec)], products: .swift)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains(message) && ($0.location.line == 10 || message.hasPrefix("duplicate")) }, "\(result.diagnostics.map(\.formatted))")
    }

    /// `catalog diff`: a twin added is minor (copies of the initializers), removed or relabelled major, a new
    /// conversion a patch; the initializers it copies are compared one by one beside it.
    @Test func catalogDiffClassifiesEachChange() throws {
        func plan(_ text: String) throws -> CatalogPlan {
            let result = Pipeline.generate([InputFile(path: "specs/XChip.yaml", text: text, role: .spec)], products: [])
            return try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
        }
        let none = try plan(Self.spec.components(separatedBy: "    twin:")[0])
        let twin = try plan(Self.spec)
        let relabelled = try plan(Self.spec.replacing("label: isSelected", with: "label: isOn"))
        let reconverted = try plan(Self.spec.replacing("? .selected : .unselected", with: "? .selected : .selected"))
        func changes(_ old: CatalogPlan, _ new: CatalogPlan, _ kind: APIChange.Kind) -> [APIChange] { APIDiff.compare(old, new).changes.filter { $0.kind == kind } }
        #expect(changes(none, twin, .twinAdded).map(\.bump) == [.minor])
        #expect(changes(none, twin, .initializerAdded).count > 0)
        #expect(APIDiff.compare(none, twin).bump == .minor)
        #expect(changes(twin, none, .twinRemoved).map(\.bump) == [.major])
        #expect(changes(twin, relabelled, .twinChanged).map(\.bump) == [.major])
        #expect(changes(twin, reconverted, .twinChanged).map(\.bump) == [.patch])
        #expect(APIDiff.compare(twin, reconverted).bump == .patch)
    }
}
