import CatalogCore
import TestSupport
import Testing

/// SPEC revision 3's `order` per family, `unlabeled` properties and `argumentLabel`, compiled: each call
/// pinned to one initializer by the concrete type Swift infers without a contextual type (a `let _: T =
/// call` alone would let the type pick among initializers, hiding an ambiguity), in both strategies.
/// `.ci/test` runs this suite in both SDK eras of the stand-in.
@Suite(.slow(.compiles)) struct OrderAndLabelResolutionTests {
    static let specs = [
        InputFile(path: "specs/catalog.yaml", text: "module: Probe\ninitializers: compact\n"),
        // Apple's Toggle: `Toggle(isOn:label:)` beside `Toggle(_:isOn:)`.
        InputFile(path: "specs/Switch.yaml", text: """
            component: Switch
            summary: Ordered per family.
            order:
              builder: [isOn, isEnabled, label]
              values: [label, isOn, isEnabled]
            properties:
              - name: isOn
                type: Bool
                binding: true
              - name: isEnabled
                type: Bool
                default: "true"
            slots:
              - name: label
                options: [text, unlabeled]
            """),
        // `Tile("Title", description: "…") { icon }`: a plain String without a label.
        InputFile(path: "specs/Tile.yaml", text: """
            component: Tile
            summary: An unlabeled property before a builder slot.
            order: [title, description, icon]
            properties:
              - name: title
                type: String
                unlabeled: true
              - name: description
                type: String?
                default: nil
            slots:
              - name: icon
            """),
        // `ListChoice("Wi-Fi", value: "On")` fills `detail`; the symbol is `valueSystemName:`.
        InputFile(path: "specs/ListChoice.yaml", text: """
            component: ListChoice
            summary: argumentLabel in compact.
            properties:
              - name: title
                type: String
                unlabeled: true
            slots:
              - name: detail
                optional: true
                options: [text]
                argumentLabel: value
            """),
        InputFile(path: "specs/Marker.yaml", text: """
            component: Marker
            summary: argumentLabel in combinatorial, with a symbol.
            initializers: combinatorial
            slots:
              - name: symbol
                options: [systemImage, text]
                argumentLabel: icon
              - name: caption
                optional: true
                options: [text]
                argumentLabel: _
            """),
    ]

    static let callSites = """
        import SwiftUI

        @MainActor func switches(isOn: Binding<Bool>, name: String) {
            do { let view = Switch("Wi-Fi", isOn: isOn); let _: Switch<Text> = view }
            do { let view = Switch("Wi-Fi", isOn: isOn, isEnabled: false); let _: Switch<Text> = view }
            do { let view = Switch(name, isOn: isOn); let _: Switch<Text> = view }
            do { let view = Switch(isOn: isOn) { Image(systemName: "wifi") }; let _: Switch<Image> = view }
            do { let view = Switch(isOn: isOn, isEnabled: false) { Image(systemName: "wifi") }; let _: Switch<Image> = view }
        }

        @MainActor func tiles(name: String) {
            do { let view = Tile("Title", description: "Text") { Image(systemName: "star") }; let _: Tile<Image> = view }
            do { let view = Tile(name) { Image(systemName: "star") }; let _: Tile<Image> = view }
            do { let view = Tile("Title", icon: { Text("i") }); let _: Tile<Text> = view }
        }

        @MainActor func choices(name: String) {
            do { let view = ListChoice("Wi-Fi", value: "On"); let _: ListChoice<Text?> = view }
            do { let view = ListChoice("Wi-Fi", value: name); let _: ListChoice<Text?> = view }
            do { let view = ListChoice("Wi-Fi") { Text("On").bold() }; let _: ListChoice<Text> = view }
            do { let view = ListChoice("Wi-Fi", detail: { Text("On") }); let _: ListChoice<Text> = view }
            do { let view = ListChoice("Wi-Fi"); let _: ListChoice<EmptyView> = view }
        }

        @MainActor func markers(name: String) {
            do { let view = Marker(iconSystemName: "star"); let _: Marker<Image, Never> = view }
            do { let view = Marker(icon: "Star"); let _: Marker<Text, Never> = view }
            do { let view = Marker(icon: name, "Caption"); let _: Marker<Text, Text> = view }
            do { let view = Marker(iconSystemName: "star", "Caption"); let _: Marker<Image, Text> = view }
            do { let view = Marker { Image(systemName: "star") } caption: { Text("c") }; let _: Marker<Image, Text> = view }
            do { let view = Marker(symbol: { Image(systemName: "star") }); let _: Marker<Image, Never> = view }
        }
        """

    @Test func everyCallResolvesToOneInitializer() throws {
        let result = Pipeline.generate(Self.specs, products: .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let plan = try #require(result.plan)
        let bodies = """
            import SwiftUI
            extension Switch { @MainActor public var body: some View { Toggle(isOn: $isOn) { label } } }
            extension Tile { @MainActor public var body: some View { HStack { Text(title); icon } } }
            extension ListChoice { @MainActor public var body: some View { HStack { Text(title); detail } } }
            extension Marker { @MainActor public var body: some View { HStack { symbol; caption } } }
            """
        let compiled = try PlannedCallSiteCompilation.typecheck(result, plan: plan, with: ["Bodies.swift": bodies, "CallSites.swift": Self.callSites])
        #expect(compiled.status == 0, "\(compiled.output)")
    }
}
