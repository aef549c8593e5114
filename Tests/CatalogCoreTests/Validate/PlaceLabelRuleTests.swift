import CatalogCore
import TestSupport
import Testing

/// `argumentLabel`/`builderLabel` by place (SPEC revision 5, issue 48 item 3): positioned rule errors, the
/// initializers compact adds, and `catalog diff`.
@Suite struct PlaceLabelRuleTests {
    static func spec(_ icon: String, title: String = "optional: true", strategy: String = "compact") -> String {
        """
        component: SButton
        summary: A button.
        initializers: \(strategy)
        slots:
          - name: title
            options: [text, unlabeled]
            \(title)
          - name: icon
            options: [image]
            optional: true
        \(icon)

        """
    }

    static func diagnostics(_ text: String) -> [String] {
        Pipeline.validate([InputFile(path: "specs/SButton.yaml", text: text, role: .spec)]).diagnostics.map(\.formatted)
    }

    static func plan(_ text: String) throws -> CatalogPlan {
        let result = Pipeline.generate([InputFile(path: "specs/SButton.yaml", text: text, role: .spec)], products: [])
        return try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func eachMistakeIsPositioned() {
        let badLabel = Self.diagnostics(Self.spec("    argumentLabel: { alone: my-label, beside: image }"))
        #expect(badLabel.contains { $0.hasPrefix("specs/SButton.yaml:11:29: error: argumentLabel.alone 'my-label' is not an identifier or '_'") }, "\(badLabel)")
        let missing = Self.diagnostics(Self.spec("    argumentLabel: { alone: _ }"))
        #expect(missing.contains { $0.hasPrefix("specs/SButton.yaml:11:20:") && $0.contains("beside") }, "\(missing)")
        let required = Self.diagnostics(Self.spec("    argumentLabel: { alone: _, beside: image }", title: "doc: Required."))
        #expect(required.contains { $0.hasPrefix("specs/SButton.yaml:11:29: error: argumentLabel.alone: no initializer takes slot 'icon''s value alone, and the one added for it must leave slot 'title' out") }, "\(required)")
        let builder = Self.diagnostics(Self.spec("    builderLabel: { alone: label, beside: iconLabel }", title: "doc: Required."))
        #expect(builder.contains { $0.hasPrefix("specs/SButton.yaml:11:28: error: builderLabel.alone: no initializer takes slot 'icon''s closure alone") }, "\(builder)")
        let repeated = Self.diagnostics(Self.spec("    builderLabel: { alone: title, beside: iconLabel }"))
        #expect(repeated.contains { $0.hasPrefix("specs/SButton.yaml:11:19: error: builderLabel of slot 'icon' repeats the label 'title:' of slot 'title'") }, "\(repeated)")
        // Combinatorial has every combination: the required title stands beside the icon's closure as a value.
        #expect(Self.diagnostics(Self.spec("    builderLabel: { alone: label, beside: iconLabel }", title: "doc: Required.", strategy: "combinatorial")).isEmpty)
    }

    /// Compact adds the value alone (and its `StringProtocol` twin where it has one) and the closure alone.
    @Test func compactAddsTheInitializersAlone() throws {
        let plain = try #require(Self.plan(Self.spec("")).components.first)
        let labeled = try #require(Self.plan(Self.spec("    argumentLabel: { alone: _, beside: image }\n    builderLabel: { alone: label, beside: iconLabel }")).components.first)
        #expect(labeled.initializers.count == plain.initializers.count + 2)
        #expect(labeled.initializers.count == InitializerCount.of(try #require(Pipeline.validate([InputFile(path: "specs/SButton.yaml", text: Self.spec("    argumentLabel: { alone: _, beside: image }\n    builderLabel: { alone: label, beside: iconLabel }"), role: .spec)]).catalog?.components.first)))
        let selectors = Set(labeled.initializers.map(\.selector))
        #expect(selectors.contains("init(_:)"))
        #expect(selectors.contains("init(_:image:)"))
        #expect(selectors.contains("init(label:)"))
        #expect(selectors.contains("init(title:iconLabel:)"))
    }

    @Test func catalogDiffClassifiesEachChange() throws {
        let none = try Self.plan(Self.spec(""))
        let alone = try Self.plan(Self.spec("    argumentLabel: { alone: _, beside: icon }"))
        let beside = try Self.plan(Self.spec("    argumentLabel: { alone: _, beside: image }"))
        let builder = try Self.plan(Self.spec("    builderLabel: { alone: icon, beside: iconLabel }"))
        func kinds(_ old: CatalogPlan, _ new: CatalogPlan) -> [APIChange.Kind] { APIDiff.compare(old, new).changes.map(\.kind) }
        // Adding the alone label adds compact's initializer alone, and breaks nothing.
        #expect(kinds(none, alone) == [.argumentLabelChanged, .initializerAdded], "\(APIDiff.compare(none, alone).changes)")
        #expect(APIDiff.compare(none, alone).bump == .minor)
        // Removing it removes that initializer: its calls break.
        #expect(kinds(alone, none).contains(.argumentLabelChanged) && APIDiff.compare(alone, none).bump == .major)
        #expect(kinds(alone, beside) == [.argumentLabelChanged], "\(APIDiff.compare(alone, beside).changes)")
        #expect(APIDiff.compare(alone, beside).bump == .major)
        #expect(kinds(none, builder).first == .builderLabelChanged)
        #expect(APIDiff.compare(none, builder).bump == .major)
    }
}
