import CatalogCore
import TestSupport
import Testing

/// Forms in `order` (SPEC revision 5, issue 48 item 4): `title.value` before `action` and `image.builder`
/// after it, so one initializer reads `XButton("Save", action: save, image: { … })`. Each call pinned to the
/// initializer it resolves to by its concrete type, on the stand-in (`.ci/test` runs this suite in both eras)
/// and on Apple's iOS 17.4 SDK.
@Suite(.slow(.compiles)) struct OrderFormsResolutionTests {
    static let spec = """
        component: XButton
        summary: A button whose values come before the action and whose closures after it.
        order:
          builder: [role, action, title, icon]
          values: [title.value, icon.value, role, action, title.builder, icon.builder]
        properties:
          - name: role
            type: Int
            default: "0"
          - name: action
            type: "() -> Void"
        slots:
          - name: title
            options: [text, unlabeled]
            optional: true
          - name: icon
            options: [image]
            optional: true
            argumentLabel: { alone: _, beside: image }

        """

    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\n"),
        InputFile(path: "specs/XButton.yaml", text: spec, role: .spec),
    ]

    static let callSites = """
        import SwiftUI

        @MainActor func buttons(icon: Image, save: @escaping () -> Void) {
            do { let view = XButton("Save", action: save, icon: { Image(systemName: "star") }); let _: XButton<Text, Image> = view }
            do { let view = XButton("Save", image: icon) {}; let _: XButton<Text, Image> = view }
            do { let view = XButton("Save", image: icon, role: 1, action: save); let _: XButton<Text, Image> = view }
            do { let view = XButton(icon, action: save, title: { Text("Save") }); let _: XButton<Text, Image> = view }
            do { let view = XButton(icon) {}; let _: XButton<Never, Image> = view }
            do { let view = XButton(role: 1, action: save, title: { Text("A") }, icon: { icon }); let _: XButton<Text, Image> = view }
        }
        """

    static let bodies = """
        import SwiftUI
        extension XButton { @MainActor public var body: some View { HStack { icon; title } } }
        """

    @Test func everyCallResolvesToOneInitializer() throws {
        let compiled = try PlannedCallSiteCompilation.typecheck(Self.specs, with: ["Bodies.swift": Self.bodies, "CallSites.swift": Self.callSites]).compiled
        #expect(compiled.status == 0, "\(compiled.output)")
    }

    /// The closure before the action, as a plain `order` would place it, does not compile.
    @Test func theClosureBeforeTheActionDoesNotCompile() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        let plan = try #require(result.plan)
        let wrong = """
            import SwiftUI

            @MainActor func wrong(save: @escaping () -> Void) {
                _ = XButton("Save", icon: { Image(systemName: "star") }, action: save)
            }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": Self.bodies, "Wrong.swift": wrong])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("Wrong.swift:4:"), "\(compiled.output)")
    }
}

/// The rule: each form exactly once, a slot named plainly or by its forms, never both.
@Suite struct OrderFormsRuleTests {
    static func diagnostics(_ values: String) -> [String] {
        let text = OrderFormsResolutionTests.spec.replacingOccurrences(
            of: "[title.value, icon.value, role, action, title.builder, icon.builder]", with: values)
        return Pipeline.validate([InputFile(path: "specs/XButton.yaml", text: text, role: .spec)]).diagnostics.map(\.formatted)
    }

    @Test func eachMistakeIsPositioned() {
        let missing = Self.diagnostics("[title.value, icon, role, action]")
        #expect(missing.contains { $0.hasPrefix("specs/XButton.yaml:5:11: error: order.values names forms of slot 'title' but not 'title.builder'") }, "\(missing)")
        let twice = Self.diagnostics("[title.value, title.value, icon, role, action, title.builder]")
        #expect(twice.contains { $0.hasPrefix("specs/XButton.yaml:5:25: error: order.values names 'title.value' twice") }, "\(twice)")
        let mixed = Self.diagnostics("[title, icon, role, action, title.builder]")
        #expect(mixed.contains { $0.hasPrefix("specs/XButton.yaml:5:39: error: order.values names 'title' and its form 'title.builder'") }, "\(mixed)")
        let unknown = Self.diagnostics("[title, icon.label, role, action]")
        #expect(unknown.contains { $0.hasPrefix("specs/XButton.yaml:5:19: error: order.values names 'icon.label': a slot's forms are 'value' and 'builder'") }, "\(unknown)")
        let property = Self.diagnostics("[title, icon, role.value, action]")
        #expect(property.contains { $0.hasPrefix("specs/XButton.yaml:5:25: error: order.values names 'role.value', and 'role' is not a slot") }, "\(property)")
        #expect(Self.diagnostics("[title.builder, icon, role, action, title.value]").isEmpty)
    }

    static func plan(_ values: String) throws -> CatalogPlan {
        let text = OrderFormsResolutionTests.spec.replacingOccurrences(
            of: "[title.value, icon.value, role, action, title.builder, icon.builder]", with: values)
        let result = Pipeline.generate([InputFile(path: "specs/XButton.yaml", text: text, role: .spec)], products: [])
        return try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
    }

    /// `catalog diff`: forms at their slot's place change nothing; a closure moved after the action moves
    /// exactly the initializers that take that closure beside a value, each removed (breaking) and added.
    @Test func catalogDiffMovesOnlyTheInitializersAFormMoves() throws {
        let plain = try Self.plan("[title, icon, role, action]")
        let samePlaces = try Self.plan("[title.value, title.builder, icon.value, icon.builder, role, action]")
        #expect(APIDiff.compare(plain, samePlaces).changes.isEmpty)
        let moved = try Self.plan("[title.value, icon.value, role, action, title.builder, icon.builder]")
        let diff = APIDiff.compare(plain, moved)
        #expect(diff.bump == .major)
        let removed = diff.changes.filter { $0.kind == .initializerRemoved }.map(\.description)
        let added = diff.changes.filter { $0.kind == .initializerAdded }.map(\.description)
        #expect(!removed.isEmpty && removed.count == added.count, "\(diff.changes)")
        // Only those with a slot closure in the values family: beside a value (so not the builder family's).
        #expect(removed.allSatisfy { $0.contains("@ViewBuilder") && ($0.contains("_ title") || $0.contains("_ icon")) }, "\(removed)")
        #expect(added.allSatisfy { $0.contains("action: @escaping () -> Void, @ViewBuilder") }, "\(added)")
    }
}
