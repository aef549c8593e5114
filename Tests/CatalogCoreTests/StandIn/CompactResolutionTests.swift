import CatalogCore
import TestSupport
import Testing

/// Compact omission is a default argument, and Swift infers the generic parameter from it (SE-0347).
/// These call sites are the shapes that could collide (the value initializer with every optional left
/// out against the builder initializer; a first slot that is optional with one trailing closure; every
/// slot optional and no argument, or only properties; only the closures of slots without a value form,
/// every value-form slot left out; `String` variables), each pinned to one
/// initializer by its concrete type, inferred without a contextual type (a `let _: T = call` would let the
/// type decide between initializers, hiding an ambiguity). They compile with `swiftc` against the stand-in of the era the
/// tests were built for: `.ci/test` runs this suite in both.
@Suite(.slow(.compiles)) struct CompactResolutionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        InputFile(path: "specs/Badge.yaml", text: """
            component: Badge
            summary: A symbol before a label; the first slot is optional.
            slots:
              - name: icon
                optional: true
                options: [systemImage]
              - name: label
                options: [text]
            """),
        InputFile(path: "specs/Card.yaml", text: """
            component: Card
            summary: An optional text title above required content and an optional footer without value forms.
            slots:
              - name: title
                optional: true
                options: [text]
              - name: content
              - name: footer
                optional: true
            """),
        InputFile(path: "specs/KPIItem.yaml", text: """
            component: KPIItem
            summary: Every slot can be left out.
            properties:
              - name: layout
                type: Int
                default: "0"
            slots:
              - name: kpi
                optional: true
                options: [text]
              - name: icon
                optional: true
                options: [systemImage]
              - name: footer
                optional: true
            """),
        InputFile(path: "specs/Wide.yaml", text: wideSpec),
    ]

    /// 20 slots, 19 optional: text, symbols and builder-only slots, a binding and an optional closure.
    static var wideSpec: String {
        var text = """
            component: Wide
            summary: Twenty slots.
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: onTap
                type: "(() -> Void)?"
                default: "nil"
            slots:
              - name: s0
                options: [text]

            """
        for index in 1..<20 {
            let options = ["[text]", "[systemImage]", "[]"][index % 3]
            text += "  - name: s\(index)\n    optional: true\n    options: \(options)\n"
        }
        return text
    }

    static let callSites = """
        import SwiftUI

        struct Figures: KPIItemModel {
            var kpi: String? { "42" }
            var iconSystemName: String? { nil }
            var layout: Int { 1 }
        }

        @MainActor func badges(name: String) {
            // The trailing closure goes to the required `label`, the optional `icon` defaults to EmptyView.
            do { let view = Badge { Text("New") }; let _: Badge<EmptyView, Text> = view }
            do { let view = Badge { Image(systemName: "star") } label: { Text("New") }; let _: Badge<Image, Text> = view }
            // The value initializer, with the optional symbol left out (nil: `Image?`).
            do { let view = Badge(label: "New"); let _: Badge<Image?, Text> = view }
            do { let view = Badge(iconSystemName: "star", label: "New"); let _: Badge<Image?, Text> = view }
            // A String variable picks the disfavored StringProtocol twin: same types.
            do { let view = Badge(label: name); let _: Badge<Image?, Text> = view }
        }

        @MainActor func kpis() {
            // No argument, or only properties: the properties-only initializer, every slot EmptyView.
            do { let view = KPIItem(); let _: KPIItem<EmptyView, EmptyView, EmptyView> = view }
            do { let view = KPIItem(layout: 2); let _: KPIItem<EmptyView, EmptyView, EmptyView> = view }
            // Closures only, every value-form slot left out: the initializer without them (it fills fewer
            // parameters from defaults), so an unlabeled trailing closure goes to `footer`, the slot
            // without a value form, as in the type-based initializer.
            do { let view = KPIItem { Text("42") }; let _: KPIItem<EmptyView, EmptyView, Text> = view }
            do { let view = KPIItem(footer: { Text("42") }); let _: KPIItem<EmptyView, EmptyView, Text> = view }
            do { let view = KPIItem(layout: 1) { Text("42") }; let _: KPIItem<EmptyView, EmptyView, Text> = view }
            // A closure for a slot that has a value form: the builder initializer.
            do { let view = KPIItem(kpi: { Text("42") }); let _: KPIItem<Text, EmptyView, EmptyView> = view }
            do { let view = KPIItem(kpi: { Text("42") }, footer: { Text("F") }); let _: KPIItem<Text, EmptyView, Text> = view }
            do { let view = KPIItem(kpi: "42"); let _: KPIItem<Text?, Image?, EmptyView> = view }
            do { let view = KPIItem(kpi: "42") { Text("Footer") }; let _: KPIItem<Text?, Image?, Text> = view }
            do { let view = KPIItem(model: Figures()); let _: KPIItem<Text?, Image?, EmptyView> = view }
            do { let view = KPIItem(model: Figures()) { Text("Footer") }; let _: KPIItem<Text?, Image?, Text> = view }
        }

        @MainActor func cards(name: String) {
            // Issue 26's ambiguity: only closures of slots without a value form, the optional text title
            // left out. The builder and the type-based initializer both take it with one default; the
            // initializer without value-form slots takes it with none.
            do { let view = Card { Text("Body") }; let _: Card<EmptyView, Text, EmptyView> = view }
            do { let view = Card(content: { Text("Body") }); let _: Card<EmptyView, Text, EmptyView> = view }
            do { let view = Card { Text("Body") } footer: { Text("Footer") }; let _: Card<EmptyView, Text, Text> = view }
            // A title closure: the builder initializer; a title value: the type-based one (or its twin).
            do { let view = Card { Text("Title") } content: { Text("Body") }; let _: Card<Text, Text, EmptyView> = view }
            do { let view = Card(title: "Title") { Text("Body") }; let _: Card<Text?, Text, EmptyView> = view }
            do { let view = Card(title: name) { Text("Body") }; let _: Card<Text?, Text, EmptyView> = view }
            do { let view = Card(title: nil) { Text("Body") }; let _: Card<Text?, Text, EmptyView> = view }
        }

        @MainActor func wide(isOn: Binding<Bool>) {
            let _ = Wide(isOn: isOn, s0: "Title")
            let _ = Wide(isOn: isOn, s0: "Title", s3: "Subtitle", s4SystemName: "star", s5: { Text("footer") })
            let _ = Wide(isOn: isOn) { Text("Title") } s3: { Image(systemName: "star") }
        }
        """

    @Test func everyShapeResolvesToOneInitializer() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        // At most five initializers, whatever the number of slots.
        #expect(plan.components.map(\.initializers.count) == [4, 5, 5, 4])
        let bodies = """
            import SwiftUI
            extension Badge { @MainActor public var body: some View { HStack { icon; label } } }
            extension Card { @MainActor public var body: some View { VStack { title; content; footer } } }
            extension KPIItem { @MainActor public var body: some View { VStack { kpi; icon; footer } } }
            extension Wide { @MainActor public var body: some View { s0 } }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": bodies, "CallSites.swift": Self.callSites])
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
