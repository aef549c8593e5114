import CallSiteSynthesis
import CatalogCore
import Foundation
import TestSupport
import Testing

/// `uikit:` in specs: what it generates, what it rejects, its reference section and its API diff.
@Suite struct UIKitSpecTests {
    static func generate(_ files: [String: String]) -> Pipeline.Result {
        // A key under tokens/ is a token file catalog.yaml names (its path as the CLI reads it).
        Pipeline.generate(files.map { key, text in
            key.hasPrefix("tokens/") ? InputFile(path: key, text: text, role: .tokens) : InputFile(path: "specs/\(key)", text: text)
        })
    }

    static let switchRow = """
        component: Switch
        summary: A switch.
        uikit: true
        properties:
          - { name: isOn, type: Bool, binding: true }
        slots:
          - { name: title, options: [text] }

        """

    // MARK: - Generation

    /// The catalog's own specs without their `uikit: true` lines: nothing UIKit in any file.
    @Test func aCatalogWithoutUIKitGeneratesNothingOfIt() throws {
        var files: [String: String] = [:]
        for input in try PackagePaths.specFiles() where input.role != .auditRecord {
            let text = String(decoding: input.bytes, as: UTF8.self)
            let key = input.role == .tokens ? input.path : String(input.path.dropFirst("specs/".count))
            files[key] = text.replacingOccurrences(of: "uikit: true\n", with: "")
        }
        #expect(files.values.contains { $0.contains("uikit") } == false)
        let result = Self.generate(files)
        let plan = try #require(result.plan)
        #expect(plan.components.allSatisfy { $0.uikit == nil })
        #expect(result.files.filter { $0.contents.contains("UIKit") || $0.contents.contains("UIHosting") }.map(\.path) == [])
        #expect(result.files.count == Self.generate(files.merging(["SwitchRow.yaml": files["SwitchRow.yaml"]! + "uikit: true\n"]) { $1 }).files.count - 1)
    }

    @Test func catalogYAMLTurnsItOnForEveryComponentThatDoesNotSayOtherwise() throws {
        let result = Self.generate([
            "catalog.yaml": "uikit: true\n",
            "A.yaml": "component: A\nsummary: A.\nslots: [{ name: title, options: [text] }]\n",
            "B.yaml": "component: B\nsummary: B.\nuikit: false\nslots: [{ name: title, options: [text] }]\n",
        ])
        #expect(result.files.map(\.path).filter { $0.hasSuffix("View.swift") } == ["Swift/AView.swift"])
    }

    /// The reference's example writes literals for common types and leaves the rest to the reader as an editor
    /// placeholder; the test harness (not the core) fills placeholders with the test target's samples.
    @Test func theExampleLeavesUncommonValuesAsPlaceholders() throws {
        let result = Pipeline.generate(try PackagePaths.specFiles(in: UIKitFixtureTests.specs), products: .swift)
        let uikit = try #require(result.plan?.components.first { $0.name == "Probe" }?.uikit)
        let example = UIKitDeclarations.example(uikit)
        #expect(example.contains("badge: <#ProbeCountResolver.Input#>") && example.contains("title: \"title text\""))
        #expect(!example.contains(".sample"))
        #expect(Samples.fillingPlaceholders("f(<#A.B#>, <#C?#>)") == "f((A.B).sample, (C?).sample)")
    }

    @Test func theViewMirrorsTheTypeBasedInitializer() throws {
        let plan = try #require(Self.generate(["Switch.yaml": Self.switchRow]).plan)
        let uikit = try #require(plan.components.first?.uikit)
        #expect(uikit.className == "SwitchView")
        // The reference prints the class's interface from the nodes the Swift file prints.
        #expect(UIKitDeclarations.summary(uikit, of: try #require(plan.components.first)) == """
            @available(iOS 17.0, tvOS 17.0, *)
            @MainActor
            public final class SwitchView: UIView {
                public var isOn: Bool
                public var onIsOnChange: ((Bool) -> Void)?
                public var title: String

                public init(isOn: Bool, title: String)
                public static func configuration(isOn: Bool, onIsOnChange: ((Bool) -> Void)? = nil, title: String) -> UIHostingConfiguration<some View, EmptyView>
            }
            """)
        #expect(uikit.attributes.map(\.rendered) == ["@available(iOS 17.0, tvOS 17.0, *)"])
    }

    @Test func availabilityIsRaisedToBindablesFloorNotLowered() throws {
        let plan = try #require(Self.generate(["Switch.yaml": Self.switchRow + "available: { iOS: \"18.0\", macOS: \"14.0\" }\n"]).plan)
        #expect(plan.components.first?.uikit?.attributes.map(\.rendered) == ["@available(iOS 18.0, macOS 14.0, tvOS 17.0, *)"])
    }

    // MARK: - Diagnostics

    @Test func theClassNameMustBeFree() {
        let card = "component: Card\nsummary: A card.\nuikit: true\nslots: [{ name: title, options: [text] }]\n"
        #expect(SpecRun.diagnostics(["Card.yaml": card, "CardView.yaml": "component: CardView\nsummary: Taken.\nslots: []\n"]) == [
            "specs/Card.yaml:3:8: error: Card's UIKit view 'CardView' has the name of component 'CardView'; rename one, or set uikit: false",
        ])
        #expect(SpecRun.diagnostics(["Card.yaml": card, "Panel.yaml": "component: Panel\nsummary: P.\nmodel: { name: CardView }\nslots: [{ name: title, options: [text] }]\n"]) == [
            "specs/Card.yaml:3:8: error: Card's UIKit view 'CardView' has the name of Panel's model protocol; rename one, or set uikit: false",
        ])
        #expect(SpecRun.diagnostics(["Card.yaml": card, "Cardview.yaml": "component: Cardview\nsummary: Taken.\nslots: []\n"]) == [
            "specs/Card.yaml:3:8: error: Card's UIKit view 'CardView' differs only in case from 'Cardview': their files would collide on a case-insensitive file system",
        ])
        #expect(SpecRun.diagnostics(["UI.yaml": "component: UI\nsummary: U.\nuikit: true\nslots: []\n"]) == [
            "specs/UI.yaml:3:8: error: UI's UIKit view 'UIView' would shadow a type the generated code uses",
        ])
    }

    @Test func membersMustNotClashWithUIViewOrACallback() {
        #expect(SpecRun.diagnostics(["Card.yaml": """
            component: Card
            summary: A card.
            uikit: true
            properties:
              - { name: isOn, type: Bool, binding: true }
              - { name: onIsOnChange, type: "() -> Void" }
            slots:
              - { name: frame, options: [text] }

            """]) == [
                "specs/Card.yaml:5:13: error: property 'onIsOnChange' has the name of CardView's change callback of 'isOn'; rename it, or set uikit: false",
                "specs/Card.yaml:8:13: error: slot 'frame' would be CardView's 'frame', which UIView already has; rename the slot, or set uikit: false",
            ])
        // Without `uikit`, the same names are fine.
        #expect(SpecRun.diagnostics(["Card.yaml": "component: Card\nsummary: A card.\nslots: [{ name: frame, options: [text] }]\n"]) == [])
    }

    @Test func uikitIsABoolean() {
        #expect(SpecRun.diagnostics(["Card.yaml": "component: Card\nsummary: A card.\nuikit: yes\nslots: []\n"])
                == ["specs/Card.yaml:3:8: error: expected true or false for 'uikit', found 'yes'"])
    }

    // MARK: - Reference and diff

    @Test func theReferencePageHasAUIKitSection() throws {
        let page = try #require(Self.generate(["Switch.yaml": Self.switchRow]).files.first { $0.path == "Docs/Switch.md" }).contents
        #expect(page.contains("## UIKit"))
        #expect(page.contains("    public init(isOn: Bool, title: String)\n"))
        #expect(page.contains("let view = SwitchView(isOn: true, title: \"title text\")\nview.onIsOnChange = { newValue in print(newValue) }"))
        let plain = try #require(Self.generate(["Switch.yaml": Self.switchRow.replacingOccurrences(of: "uikit: true\n", with: "")]).files
            .first { $0.path == "Docs/Switch.md" }).contents
        #expect(!plain.contains("UIKit"))
    }

    @Test func diffCoversTheViewsPublicAPI() throws {
        let off = try #require(Self.generate(["Switch.yaml": Self.switchRow.replacingOccurrences(of: "uikit: true\n", with: "")]).plan)
        let on = try #require(Self.generate(["Switch.yaml": Self.switchRow]).plan)
        #expect(APIDiff.compare(off, on).changes.map(\.description) == ["UIKit view `SwitchView` added"])
        #expect(APIDiff.compare(off, on).bump == .minor)
        #expect(APIDiff.compare(on, off).bump == .major)

        // An optional slot: a new defaulted parameter and property (minor); a required one breaks the initializer.
        let optional = try #require(Self.generate(["Switch.yaml": Self.switchRow + "  - { name: detail, optional: true, options: [text] }\n"]).plan)
        // (The component's own changes, a new generic parameter, break anyway: only the view's are checked.)
        let optionalDiff = APIDiff.compare(on, optional)
        let uikitChanges = optionalDiff.changes.filter { $0.kind.rawValue.hasPrefix("uikit") }
        #expect(uikitChanges.map(\.kind) == [.uikitMemberChanged, .uikitInitializerChanged, .uikitInitializerChanged])
        #expect(uikitChanges.allSatisfy { $0.bump == .minor })
        #expect(optionalDiff.changes.map(\.description).contains("`SwitchView.detail: String?` added"))
        let required = try #require(Self.generate(["Switch.yaml": Self.switchRow + "  - { name: detail, options: [text] }\n"]).plan)
        #expect(APIDiff.compare(on, required).changes.map(\.description).contains(
            "`SwitchView.init`(isOn: Bool, title: String) → (isOn: Bool, title: String, detail: String): UIKit code that calls it breaks"))
        #expect(APIDiff.compare(on, required).changes.first { $0.kind == .uikitInitializerChanged }?.bump == .major)
    }
}
