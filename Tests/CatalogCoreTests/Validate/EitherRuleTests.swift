import CatalogCore
import TestSupport
import Testing

/// `either:` and `atLeastOne:` (SPEC revision 5): positioned errors, the plan's groups and copies, both
/// references, and `catalog diff`.
@Suite struct EitherRuleTests {
    static let header = """
        component: XButton
        summary: A button, or a menu.
        initializers: compact

        """

    static let members = """
        properties:
          - name: role
            type: Int
            default: 0
          - name: action
            type: "() -> Void"
          - name: isOn
            binding: true
            type: Bool
          - name: style
            type: Int
            default: 0
            modifier: true
        slots:
          - name: title
            options: [text]
            optional: true
          - name: icon
            options: [image]
            optional: true
          - name: content

        """

    static func diagnostics(_ keys: String) -> [String] {
        let spec = header + keys + members
        return Pipeline.validate([InputFile(path: "specs/XButton.yaml", text: spec, role: .spec)]).diagnostics.map(\.formatted)
    }

    static func plan(_ keys: String, members: String = members) throws -> CatalogPlan {
        let result = Pipeline.generate([InputFile(path: "specs/XButton.yaml", text: header + keys + members, role: .spec)], products: [])
        return try #require(result.plan, "\(result.diagnostics.map(\.formatted))")
    }

    @Test func eachEitherMistakeIsPositioned() {
        let found = Self.diagnostics("either: [[role, action, contnt], [], [role, style], [isOn]]\n")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:25: error: either names 'contnt', which is not a slot or property of XButton; did you mean 'content'?") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:34: error: a group of either is empty") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:39: error: either names 'role' twice (first at 4:11)") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:45: error: either names 'style', a modifier property") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:54: error: either names 'isOn', a binding without a default") }, "\(found)")
        #expect(Self.diagnostics("either: [[role, action]]\n").contains { $0.hasPrefix("specs/XButton.yaml:4:9: error: either needs two groups or more") })
        // Two groups that a call may both leave empty: `XButton(action:isOn:)` would fit both.
        #expect(Self.diagnostics("either: [[role], [title], [action]]\n").contains {
            $0.hasPrefix("specs/XButton.yaml:4:18: error: every member of this group and of the group at 4:10 can be left out")
        })
    }

    @Test func eachAtLeastOneMistakeIsPositioned() {
        let found = Self.diagnostics("atLeastOne: [title, content, icn, title]\n")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:30: error: atLeastOne names 'icn', which is not a slot or property of XButton; did you mean 'icon'?") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("specs/XButton.yaml:4:35: error: atLeastOne names 'title' twice") }, "\(found)")
        #expect(Self.diagnostics("atLeastOne: [title, action]\n").contains {
            $0.hasPrefix("specs/XButton.yaml:4:21: error: atLeastOne names 'action', which every initializer takes already (it is required)")
        })
        #expect(Self.diagnostics("atLeastOne: [title]\n").contains { $0.hasPrefix("specs/XButton.yaml:4:13: error: atLeastOne needs two members or more") })
        #expect(Self.diagnostics("either: [[role, action], [title, icon, content]]\natLeastOne: [title, icon]\n").contains {
            $0.hasPrefix("specs/XButton.yaml:5:13: error: atLeastOne names only members of other either groups than [role, action]")
        })
    }

    /// Each group's initializers leave the other group's members out; a property without a default is
    /// stored optional; `init(model:)` belongs to the group that holds the model's values.
    @Test func eachGroupIsPlannedWithoutTheOthersMembers() throws {
        let plan = try #require(try Self.plan("either: [[role, action], [content]]\n").components.first)
        let byGroup = Dictionary(grouping: plan.initializers) { $0.group ?? [] }
        #expect(Set(byGroup.keys) == [["role", "action"], ["content"]])
        for initializer in byGroup[["content"]] ?? [] {
            #expect(!initializer.parameters.contains { ["role", "action"].contains($0.owner) })
            #expect(initializer.assignments.contains { $0.property == "action" && $0.expression == .nil })
        }
        for initializer in byGroup[["role", "action"]] ?? [] {
            #expect(!initializer.parameters.contains { $0.owner == "content" })
            #expect(initializer.constraints.contains(Constraint("Content", .emptyView)))
        }
        #expect(plan.storedProperties.first { $0.name == "action" }?.type?.description == "(() -> Void)?")
        #expect(plan.initializers.filter { $0.family == .protocolBased }.map(\.group) == [["role", "action"]])
        #expect(plan.model?.requirements.map(\.name) == ["title", "icon", "role", "action"])
    }

    /// Both references say each initializer's group and the `atLeastOne` rule.
    @Test func theReferencesSayTheGroupsAndTheRule() throws {
        let spec = Self.header + "either: [[role, action], [content]]\natLeastOne: [title, icon]\n" + Self.members
        let result = Pipeline.generate([InputFile(path: "specs/XButton.yaml", text: spec, role: .spec)], products: [.docs, .docc])
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let markdown = try #require(result.files.first { $0.path.hasSuffix("XButton.md") && !$0.path.contains("docc") }?.contents)
        let docc = try #require(result.files.first { $0.path.contains(".docc/") && $0.path.hasSuffix("XButton.md") }?.contents)
        for page in [markdown, docc] {
            #expect(page.contains("In the `content` group of `either`."), "\(page)")
            #expect(page.contains("In the `role` and `action` group of `either`."), "\(page)")
            #expect(page.contains("A call gives the members of one group of `either`: [`role`, `action`] or [`content`]"), "\(page)")
            #expect(page.contains("At least one of `title` and `icon` is given (`atLeastOne`)"), "\(page)")
        }
    }

    @Test func catalogDiffClassifiesEachChange() throws {
        let none = try Self.plan("")
        let either = try Self.plan("either: [[role, action], [content]]\n")
        let moved = try Self.plan("either: [[action], [role, content]]\n")
        let reordered = try Self.plan("either: [[content], [action, role]]\n")
        func kinds(_ old: CatalogPlan, _ new: CatalogPlan) -> Set<APIChange.Kind> { Set(APIDiff.compare(old, new).changes.map(\.kind)) }
        #expect(kinds(none, either).contains(.eitherAdded))
        #expect(kinds(either, none).contains(.eitherRemoved))
        #expect(kinds(either, moved).contains(.eitherChanged))
        #expect(APIDiff.compare(either, moved).bump == .major)
        #expect(APIDiff.compare(either, reordered).changes.isEmpty)

        let two = try Self.plan("atLeastOne: [title, icon]\n")
        let three = try Self.plan("atLeastOne: [title, icon, role]\n")
        #expect(kinds(none, two).contains(.atLeastOneAdded))
        #expect(APIDiff.compare(none, two).bump == .major)
        #expect(kinds(two, none).contains(.atLeastOneRemoved))
        #expect(kinds(two, three).contains(.atLeastOneChanged))
        #expect(APIDiff.compare(three, two).changes.contains { $0.kind == .atLeastOneChanged && $0.bump == .major })
        #expect(APIDiff.compare(two, three).changes.contains { $0.kind == .atLeastOneChanged && $0.bump == .minor })
    }

    /// The count validation checks the limit with, held to the planner: once per `either` group (both
    /// strategies), and a combinatorial `atLeastOne` without its combinations that leave every member out.
    @Test(arguments: ["compact", "combinatorial"]) func theCountIsThePlannersCount(strategy: String) throws {
        for keys in ["either: [[role, action], [content]]\n", "either: [[action], [content]]\natLeastOne: [title, icon]\n"] + (strategy == "combinatorial" ? ["atLeastOne: [title, icon]\n", "atLeastOne: [title, role]\n"] : []) {
            let spec = "component: XButton\nsummary: A button, or a menu.\ninitializers: \(strategy)\n" + keys + Self.members
            let inputs = [InputFile(path: "specs/XButton.yaml", text: spec, role: .spec)]
            let component = try #require(Pipeline.validate(inputs).catalog?.components.first)
            let planned = try #require(Pipeline.generate(inputs, products: []).plan?.components.first).initializers.count
            // Compact's `atLeastOne` count is an upper bound (copies that leave the same members out are one
            // initializer); no limit applies to compact.
            if strategy == "compact" && keys.contains("atLeastOne") {
                #expect(InitializerCount.of(component) >= planned, "\(strategy) \(keys)")
            } else {
                #expect(InitializerCount.of(component) == planned, "\(strategy) \(keys)")
            }
        }
    }
}
