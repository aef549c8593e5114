@testable import CatalogCore
import Foundation
import Testing

/// `catalog diff`'s rules on plans of in-memory specs: what breaks callers or conforming types, what is
/// additive, and what is not API.
@Suite struct APIDiffTests {
    static func plan(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CatalogPlan? {
        let result = Pipeline.generate(files.map { InputFile(path: "specs/\($0.key)", text: $0.value) }, products: [])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        return result.plan
    }

    static func diff(_ old: [String: String], _ new: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> APIDiff? {
        guard let before = plan(old, sourceLocation: sourceLocation), let after = plan(new, sourceLocation: sourceLocation) else { return nil }
        return APIDiff.compare(before, after)
    }

    static let card = """
        component: Card
        summary: A card.
        slots:
          - name: title
            options: [text]
          - name: actions
            optional: true

        """

    static let contact = """
        component: Contact
        summary: A person.
        initializers: compact
        properties:
          - name: size
            type: Double
            default: "40"
        slots:
          - name: title
            options: [text]
          - name: subtitle
            optional: true
            options: [text]
          - name: accessory
            optional: true

        """

    @Test func aFolderComparedWithItselfHasNoChanges() throws {
        let diff = try #require(Self.diff(["Card.yaml": Self.card, "Contact.yaml": Self.contact],
                                          ["Card.yaml": Self.card, "Contact.yaml": Self.contact]))
        #expect(diff.changes.isEmpty)
        #expect(diff.notAPI.isEmpty)
        #expect(diff.bump == .none)
        #expect(diff.formatted == "no API changes\n")
    }

    @Test func docsAndExamplesAreNotAPI() throws {
        let edited = Self.card.replacingOccurrences(of: "summary: A card.", with: "summary: A different card.\ndescription: More.")
            + "examples:\n  - title: T\n    code: |\n      Card(title: \"x\")\n"
        let diff = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": edited]))
        #expect(diff.changes.isEmpty)
    }

    /// Compact's presence flags were stored and assigned by every initializer until issue 38; now they are
    /// computed. The flag keeps its name, type and configuration member, so the older generation of the same
    /// spec (rebuilt here from the new plan) diffs as no change at all.
    @Test func aPresenceFlagStoredOrComputedIsNoChange() throws {
        let styled = Self.contact.replacingOccurrences(of: "initializers: compact\n", with: "initializers: compact\nstyle: true\n")
        let new = try #require(Self.plan(["Contact.yaml": styled]))
        var old = new
        for index in old.components.indices {
            let flags = old.components[index].storedProperties.indices.filter {
                if case .presenceFlag = old.components[index].storedProperties[$0].role { true } else { false }
            }
            #expect(flags.count == 2 && flags.allSatisfy { old.components[index].storedProperties[$0].computed != nil })
            for flag in flags {
                old.components[index].storedProperties[flag].computed = nil
                let name = old.components[index].storedProperties[flag].name
                for initializer in old.components[index].initializers.indices {
                    old.components[index].initializers[initializer].assignments.append(Assignment(property: name, expression: .bool(true)))
                }
            }
        }
        #expect(old != new)
        let diff = APIDiff.compare(old, new)
        #expect(diff.changes.isEmpty && diff.notAPI.isEmpty)
        #expect(diff.formatted == "no API changes\n")
    }

    /// Issue 38: `init(model:)` calling the type-based initializer instead of assigning is its body, not its API.
    @Test func aModelInitializerDelegatingOrAssigningIsNoChange() throws {
        let new = try #require(Self.plan(["Contact.yaml": Self.contact]))
        var old = new
        let index = try #require(old.components[0].initializers.firstIndex { $0.family == .protocolBased })
        #expect(old.components[0].initializers[index].delegation?.isEmpty == false)
        old.components[0].initializers[index].delegation = nil
        old.components[0].initializers[index].assignments = [Assignment(property: "title", expression: .call("Text", .init("verbatim", .member("model", "title"))))]
        #expect(old != new)
        let diff = APIDiff.compare(old, new)
        #expect(diff.changes.isEmpty && diff.notAPI.isEmpty)
        #expect(diff.formatted == "no API changes\n")
    }

    @Test func aRemovedValueFormBreaksItsInitializers() throws {
        let builderOnly = Self.card.replacingOccurrences(of: "    options: [text]\n", with: "")
        let diff = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": builderOnly]))
        #expect(diff.bump == .major)
        let removed = diff.changes.filter { $0.kind == .initializerRemoved }
        #expect(removed.map(\.description) == [
            "initializer removed: init(title: LocalizedStringKey, @ViewBuilder actions: () -> Actions) where Title == Text",
            "initializer removed: @_disfavoredOverload init(title: some StringProtocol, @ViewBuilder actions: () -> Actions) where Title == Text",
            "initializer removed: init(title: LocalizedStringKey) where Title == Text, Actions == Never",
            "initializer removed: @_disfavoredOverload init(title: some StringProtocol) where Title == Text, Actions == Never",
            "initializer removed: init(model: any CardModel) where Title == Text, Actions == Never",
        ])
        #expect(removed.allSatisfy { $0.isBreaking && $0.component == "Card" })
        // The model loses its only value: the requirement and `init(model:)` go.
        #expect(diff.changes.contains { $0.kind == .modelRemoved && $0.isBreaking })
        #expect(diff.formatted.hasSuffix(": needs a major version bump\n"))
    }

    @Test func anOptionalBuilderSlotAddedLastInCompactIsAdditive() throws {
        let more = Self.contact + "  - name: footer\n    optional: true\n"
        let diff = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": more]))
        #expect(diff.bump == .minor)
        #expect(!diff.changes.contains { $0.isBreaking })
        let gained = diff.changes.filter { $0.kind == .initializerGainedParameters }
        #expect(gained.map(\.description) == [
            "new defaulted parameter `@ViewBuilder footer: () -> Footer = { EmptyView() }`: existing calls compile unchanged",
        ])
        // The builder, the type-based initializer and its twin, and init(model:accessory:): each gains it.
        #expect(gained.first?.declarations.count == 4)
        #expect(gained.allSatisfy { $0.isABIOnly })
        let generics = try #require(diff.changes.first { $0.kind == .genericParametersChanged })
        #expect(generics.bump == .minor && generics.isABIOnly)
        #expect(generics.description.hasPrefix("generic parameters `Contact<Title, Subtitle, Accessory>` → `Contact<Title, Subtitle, Accessory, Footer>`"))
        #expect(!diff.changes.contains { $0.kind == .initializerAdded || $0.kind == .initializerRemoved })
    }

    @Test func anOptionalValueSlotIsAdditiveForCallsButBreaksModelConformances() throws {
        let more = Self.contact + "  - name: caption\n    optional: true\n    options: [text]\n"
        let diff = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": more]))
        #expect(diff.changes.filter(\.isBreaking).map(\.kind) == [.requirementAdded])
        #expect(diff.changes.filter { $0.kind == .initializerGainedParameters }.map(\.description) == [
            "new defaulted parameter `@ViewBuilder caption: () -> Caption = { EmptyView() }`: existing calls compile unchanged",
            "new defaulted parameter `caption: LocalizedStringKey? = nil` and new constraint `Caption == Text?`: existing calls compile unchanged",
            "new defaulted parameter `caption: String? = nil` and new constraint `Caption == Text?`: existing calls compile unchanged",
            // init(model:accessory:): the model gives the caption.
            "new constraint `Caption == Text?`: existing calls compile unchanged",
        ])
        // Without the model, nothing breaks.
        let noModel = "model:\n  generate: false\n"
        let quiet = try #require(Self.diff(["Contact.yaml": Self.contact + noModel], ["Contact.yaml": more + noModel]))
        #expect(quiet.bump == .minor)
    }

    @Test func aDefaultedSlotBeforeAnotherTakesItsTrailingClosure() throws {
        // `Contact(title: { … }) { Image(…) }` filled `accessory`; a new defaulted builder before it takes the closure.
        let inserted = Self.contact.replacingOccurrences(of: "  - name: accessory\n", with: "  - name: badge\n    optional: true\n  - name: accessory\n")
        let diff = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": inserted]))
        let retargeted = diff.changes.filter { $0.kind == .trailingClosureRetargeted }
        #expect(retargeted.count == 1)
        #expect(retargeted.first?.isBreaking == true)
        #expect(retargeted.first?.description.contains("`@ViewBuilder badge: () -> Badge = { EmptyView() }`") == true)
    }

    @Test func aPropertyAddedWithADefaultBreaksOnlyTheModel() throws {
        let more = Self.contact.replacingOccurrences(of: "slots:\n", with: "  - name: count\n    type: Int\n    default: \"0\"\nslots:\n")
        let diff = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": more]))
        #expect(diff.changes.filter(\.isBreaking).map(\.description) == [
            "model requirement `var count: Int { get }` added to `ContactModel`: types conforming to it must implement it",
        ])
        #expect(diff.changes.contains { $0.kind == .initializerGainedParameters && $0.description.contains("`count: Int = 0`") })
    }

    @Test func aChangedPropertyTypeIsReportedOnceForCallersAndOnceForConformances() throws {
        let retyped = Self.contact.replacingOccurrences(of: "type: Double", with: "type: Int")
        let diff = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": retyped]))
        #expect(diff.changes.map(\.kind) == [.propertyTypeChanged, .requirementTypeChanged])
        #expect(diff.changes.first?.description == "property `size`: type `Double` → `Int`")
        #expect(diff.bump == .major)
    }

    @Test func propertyDefaults() throws {
        let without = Self.contact.replacingOccurrences(of: "    default: \"40\"\n", with: "")
        let changed = Self.contact.replacingOccurrences(of: "\"40\"", with: "\"48\"")
        let removed = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": without]))
        #expect(removed.changes.map(\.kind) == [.propertyDefaultRemoved])
        #expect(removed.bump == .major)
        let added = try #require(Self.diff(["Contact.yaml": without], ["Contact.yaml": Self.contact]))
        #expect(added.changes.map(\.kind) == [.propertyDefaultAdded])
        #expect(added.bump == .minor)
        let other = try #require(Self.diff(["Contact.yaml": Self.contact], ["Contact.yaml": changed]))
        #expect(other.changes.map(\.kind) == [.propertyDefaultChanged])
        #expect(other.bump == .patch)
        #expect(other.summary == "0 breaking, 0 additive, 1 compatible: needs a patch version bump")
    }

    @Test func bindingsAndRequiredProperties() throws {
        let toggle = "component: Toggle\nsummary: T.\nproperties:\n  - name: isOn\n    type: Bool\nslots:\n  - name: label\n    options: [text]\n"
        let binding = toggle.replacingOccurrences(of: "type: Bool\n", with: "type: Bool\n    binding: true\n")
        let diff = try #require(Self.diff(["Toggle.yaml": toggle], ["Toggle.yaml": binding]))
        #expect(diff.changes.first?.description == "property `isOn` becomes a binding: callers pass `Binding<Bool>` instead of `Bool`")
        #expect(diff.bump == .major)
        // A new property without a default: every initializer but init(model:) needs it.
        let required = toggle.replacingOccurrences(of: "slots:\n", with: "  - name: tint\n    type: Int\nslots:\n")
        let broken = try #require(Self.diff(["Toggle.yaml": toggle], ["Toggle.yaml": required]))
        let count = try #require(Self.plan(["Toggle.yaml": toggle])).components[0].initializers.count
        #expect(broken.changes.filter { $0.kind == .initializerRemoved }.count == count - 1)
        #expect(broken.changes.filter { $0.kind == .requirementAdded }.count == 1)
    }

    @Test func combinatorialOptionalSlotKeepsOldCallsThroughTheOmittingExtensions() throws {
        let more = Self.card + "  - name: footer\n    optional: true\n"
        let diff = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": more]))
        #expect(!diff.changes.contains { $0.isBreaking }, "\(diff.formatted)")
        #expect(diff.changes.contains { $0.kind == .initializerGainedParameters && $0.description.hasPrefix("new constraint `Footer == Never`") })
        #expect(diff.changes.contains { $0.kind == .initializerAdded })
    }

    @Test func aStrategyChangeIsANoteBesideTheChangesItCauses() throws {
        let compact = Self.card.replacingOccurrences(of: "summary: A card.\n", with: "summary: A card.\ninitializers: compact\n")
        let diff = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": compact]))
        #expect(diff.changes.last?.description == "initializer strategy combinatorial → compact: the initializer changes above follow from it")
        #expect(diff.changes.last?.bump == VersionBump.none)
        #expect(diff.formatted.contains("\n  note: initializer strategy combinatorial → compact"))
        // Omitting `actions` now infers `EmptyView` instead of `Never`: a call's type changes.
        #expect(diff.changes.contains { $0.description == "initializer removed: init(@ViewBuilder title: () -> Title) where Actions == Never" })
    }

    @Test func componentsAddedRemovedAndAccess() throws {
        let badge = "component: Badge\nsummary: B.\nslots:\n  - name: label\n    options: [text]\n"
        let internalBadge = badge + "access: internal\n"
        let added = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": Self.card, "Badge.yaml": badge]))
        #expect(added.changes.map(\.description) == ["component added"])
        #expect(added.bump == .minor)
        let removed = try #require(Self.diff(["Card.yaml": Self.card, "Badge.yaml": badge], ["Card.yaml": Self.card]))
        #expect(removed.changes.map(\.kind) == [.componentRemoved])
        #expect(removed.bump == .major)
        let narrowed = try #require(Self.diff(["Card.yaml": Self.card, "Badge.yaml": badge], ["Card.yaml": Self.card, "Badge.yaml": internalBadge]))
        #expect(narrowed.changes.map(\.description) == ["component no longer public (now internal): every use of `Badge` outside the module breaks"])
        let widened = try #require(Self.diff(["Card.yaml": Self.card, "Badge.yaml": internalBadge], ["Card.yaml": Self.card, "Badge.yaml": badge]))
        #expect(widened.changes.map(\.description) == ["component now public (was internal)"])
        // An internal component's changes are not API.
        let changedInternal = internalBadge.replacingOccurrences(of: "    options: [text]\n", with: "")
        let hidden = try #require(Self.diff(["Card.yaml": Self.card, "Badge.yaml": internalBadge],
                                            ["Card.yaml": Self.card, "Badge.yaml": changedInternal]))
        #expect(hidden.changes.isEmpty)
        #expect(hidden.notAPI == ["Badge"])
        #expect(hidden.bump == .none)
        #expect(hidden.formatted == "not API (package or internal): Badge changed\nno API changes\n")
    }

    @Test func aComponentValueTypeChangeStaysOnThatComponent() throws {
        let items = "component: Items\nsummary: I.\ninitializers: compact\nslots:\n  - name: primary\n    options: [systemImage]\n"
        let user = "component: User\nsummary: U.\ninitializers: compact\nslots:\n  - name: name\n    options: [text]\n  - name: list\n    optional: true\n    component: Items\n"
        let moreItems = items + "  - name: secondary\n    optional: true\n    options: [systemImage]\n"
        let diff = try #require(Self.diff(["Items.yaml": items, "User.yaml": user], ["Items.yaml": moreItems, "User.yaml": user]))
        #expect(Set(diff.changes.compactMap(\.component)) == ["Items"], "\(diff.formatted)")
    }

    @Test func aDeprecationKeepsTheInitializerAndIsAdditive() throws {
        let plan = try #require(Self.plan(["Card.yaml": Self.card]))
        let old = CatalogSurface(plan)
        var new = old
        new.components[0].initializers[2].deprecation = "Use init(title:) with a view builder."
        new.components[0].deprecation = "Use Panel instead."
        let diff = APIDiff.compare(old, new)
        #expect(diff.changes.map(\.kind) == [.componentDeprecated, .initializerDeprecated])
        #expect(diff.changes.map(\.description) == ["deprecated: Use Panel instead.", "deprecated: Use init(title:) with a view builder."])
        #expect(diff.bump == .minor)
    }

    @Test func availability() throws {
        let old = CatalogSurface(try #require(Self.plan(["Card.yaml": Self.card])))
        var new = old
        new.components[0].availability = ["iOS": "17.0"]
        #expect(APIDiff.compare(old, new).changes.map(\.description) == ["now requires iOS 17.0: apps that deploy to earlier versions break"])
        #expect(APIDiff.compare(new, old).bump == .minor)
        var later = new
        later.components[0].availability = ["iOS": "17.0.1"]
        #expect(APIDiff.compare(new, later).bump == .major)
        #expect(APIDiff.compare(later, new).changes.map(\.description) == ["requires iOS 17.0 instead of 17.0.1"])
        later.components[0].availability = ["iOS": "17"]
        #expect(APIDiff.compare(new, later).changes.isEmpty)
    }

    @Test func aRenamedPropertyWithForwardersBreaksOnlyConformingTypes() throws {
        let before = "component: Chip\nsummary: C.\nproperties:\n  - name: selected\n    type: Bool\nslots:\n  - name: label\n    options: [text]\n"
        let after = before.replacingOccurrences(of: "name: selected", with: "name: isSelected")
        let old = CatalogSurface(try #require(Self.plan(["Chip.yaml": before])))
        var new = CatalogSurface(try #require(Self.plan(["Chip.yaml": after])))
        // What `renamed: selected` will generate: a deprecated forwarder with the old label per initializer.
        let forwarders = old.components[0].initializers.filter { !$0.parameters.contains { $0.label == "model" } }.map {
            var forwarder = $0
            forwarder.deprecation = "renamed to isSelected"
            return forwarder
        }
        new.components[0].initializers += forwarders
        let diff = APIDiff.compare(old, new)
        #expect(diff.changes.filter(\.isBreaking).map(\.kind) == [.requirementRemoved, .requirementAdded])
        #expect(!diff.changes.contains { $0.kind == .initializerRemoved })
        #expect(diff.changes.contains { $0.kind == .initializerDeprecated && $0.declarations.count == forwarders.count })
    }

    /// A renamed generic parameter is renamed through the types' structure, not by scanning their text: an
    /// author's written type keeps its spelling (the validator refuses one that names a generic parameter).
    @Test func genericParametersAreRenamedThroughTheTypesStructure() {
        let renaming = ["Title": "Heading"]
        let input = SwiftType.function(parameters: [.written("Metrics.Title", isFunction: false)], result: .named("Title"))
        #expect(input.renamingGenericParameters(renaming).description == "(Metrics.Title) -> Heading")
        #expect(SwiftType.optional(.builderClosure(result: "Title")).renamingGenericParameters(renaming).description == "(() -> Heading)?")
        #expect(SwiftType.named("Badge", [.named("Title"), .named("Never")]).renamingGenericParameters(renaming).description == "Badge<Heading, Never>")
        #expect(SwiftType.named("Title", [.named("Int")]).renamingGenericParameters(renaming).description == "Title<Int>")
        let shape = ParameterShape(resultBuilder: "ViewBuilder", type: .builderClosure(result: "Title"))
        #expect(shape.renamingGenericParameters(renaming).description == "@ViewBuilder () -> Heading")
    }

    @Test func aRenamedSlotWithForwardersBreaksExtensionsThatNameItsGenericParameterAndConformingTypes() throws {
        let renamed = Self.card.replacingOccurrences(of: "name: title", with: "name: heading")
        let old = CatalogSurface(try #require(Self.plan(["Card.yaml": Self.card])))
        var new = CatalogSurface(try #require(Self.plan(["Card.yaml": renamed])))
        // What `renamed: title` will generate: forwarders with the old label, on the new generic parameter.
        let forwarders = old.components[0].initializers.filter { $0.parameters.contains { $0.label == "title" } }.map {
            var forwarder = $0
            forwarder.constraints = forwarder.constraints.map { .init(genericParameter: $0.genericParameter == "Title" ? "Heading" : $0.genericParameter, type: $0.type) }
                .sorted { ($0.genericParameter, $0.type.description) < ($1.genericParameter, $1.type.description) }
            forwarder.parameters = forwarder.parameters.map { var parameter = $0; parameter.shape = parameter.shape.renamingGenericParameters(["Title": "Heading"]); return parameter }
            forwarder.deprecation = "renamed to heading"
            return forwarder
        }
        new.components[0].initializers += forwarders
        let diff = APIDiff.compare(old, new)
        #expect(diff.changes.filter { $0.isBreaking }.map(\.kind) == [.genericParametersChanged, .requirementRemoved, .requirementAdded], "\(diff.formatted)")
        #expect(diff.changes.first?.description.hasPrefix("generic parameter `Title` renamed `Heading`: calls and spelled-out types compile unchanged") == true)
        #expect(diff.changes.contains { $0.kind == .initializerDeprecated && $0.declarations.count == forwarders.count })
        #expect(!diff.changes.contains { $0.kind == .initializerRemoved })
        // Without the forwarders, the old labels' initializers are gone.
        let bare = APIDiff.compare(old, CatalogSurface(try #require(Self.plan(["Card.yaml": renamed]))))
        #expect(bare.changes.filter { $0.kind == .initializerRemoved }.count == forwarders.count)
    }

    /// The spec's `renamed:` generates the forwarders: for callers a rename is then additive (their old labels
    /// compile, deprecated); with a model protocol, the renamed requirement keeps its old name with defaults
    /// both ways, so conforming types keep compiling: additive too.
    @Test func aRenameThroughTheSpecIsAdditiveForCallers() throws {
        let before = "component: Chip\nsummary: C.\nmodel:\n  generate: false\nproperties:\n  - name: selected\n    type: Bool\nslots:\n  - name: label\n    options: [text]\n"
        let after = before.replacingOccurrences(of: "name: selected\n", with: "name: isSelected\n    renamed: selected\n")
        let diff = try #require(Self.diff(["Chip.yaml": before], ["Chip.yaml": after]))
        #expect(!diff.changes.contains { $0.isBreaking }, "\(diff.formatted)")
        #expect(diff.changes.contains { $0.kind == .initializerDeprecated }, "\(diff.formatted)")
        #expect(diff.bump != .major)
        let withModel = try #require(Self.diff(["Chip.yaml": before.replacingOccurrences(of: "model:\n  generate: false\n", with: "")],
                                                ["Chip.yaml": after.replacingOccurrences(of: "model:\n  generate: false\n", with: "")]))
        #expect(!withModel.changes.contains { $0.isBreaking }, "\(withModel.formatted)")
        #expect(withModel.bump == .minor)
        let renamed = try #require(withModel.changes.first { $0.kind == .requirementRenamed })
        #expect(renamed.description.hasPrefix("model requirement `selected` renamed `isSelected` in `ChipModel`"), "\(renamed.description)")
    }

    /// Dropping `renamed:` later is the major version: code that reads the old name breaks, and so do the
    /// types that implement only the old name, since the new one's default that read it is gone.
    @Test func droppingARenamesOldNameBreaksItsReadersAndConformers() throws {
        let renamed = "component: Chip\nsummary: C.\nproperties:\n  - name: isSelected\n    type: Bool\n    renamed: selected\nslots:\n  - name: label\n    options: [text]\n"
        let dropped = renamed.replacingOccurrences(of: "    renamed: selected\n", with: "")
        let diff = try #require(Self.diff(["Chip.yaml": renamed], ["Chip.yaml": dropped]))
        #expect(Set(diff.breaking.map(\.kind)) == [.requirementRemoved, .requirementDefaultRemoved, .initializerRemoved], "\(diff.formatted)")
        #expect(diff.breaking.map(\.description).contains(
            "model requirement `isSelected` of `ChipModel` no longer reads `selected` by default: types conforming to it must implement it"), "\(diff.formatted)")
        // Restoring it is the rename again: nothing breaks.
        #expect(try #require(Self.diff(["Chip.yaml": dropped], ["Chip.yaml": renamed])).breaking.isEmpty)
    }

    @Test func modelProtocolRules() throws {
        let withModel = Self.card
        let without = Self.card + "model:\n  generate: false\n"
        let removed = try #require(Self.diff(["Card.yaml": withModel], ["Card.yaml": without]))
        #expect(removed.changes.map(\.kind) == [.initializerRemoved, .modelRemoved])
        let added = try #require(Self.diff(["Card.yaml": without], ["Card.yaml": withModel]))
        #expect(added.changes.map(\.kind) == [.initializerAdded, .modelAdded])
        #expect(added.bump == .minor)
        let renamed = try #require(Self.diff(["Card.yaml": withModel], ["Card.yaml": Self.card + "model:\n  name: CardContent\n"]))
        #expect(renamed.changes.filter(\.isBreaking).map(\.kind) == [.initializerRemoved, .modelRenamed])
    }

    @Test func styleExtensionPoint() throws {
        let old = CatalogSurface(try #require(Self.plan(["Card.yaml": Self.card])))
        var new = old
        let style = StyleSurface(protocolName: "CardStyle", modifier: "cardStyle(_:)",
                                 configuration: [.init(name: "title", type: "CardStyleConfiguration.Title")])
        new.components[0].style = style
        #expect(APIDiff.compare(old, new).changes.map(\.kind) == [.styleAdded])
        var narrowed = new
        narrowed.components[0].style?.configuration = []
        #expect(APIDiff.compare(new, narrowed).changes.map(\.kind) == [.styleMemberRemoved])
        #expect(APIDiff.compare(new, old).bump == .major)
    }

    @Test func jsonListsTheChangesAndTheBump() throws {
        let builderOnly = Self.card.replacingOccurrences(of: "    options: [text]\n", with: "")
        let diff = try #require(Self.diff(["Card.yaml": Self.card], ["Card.yaml": builderOnly]))
        let data = try JSONEncoder().encode(diff)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["bump"] as? String == "major")
        #expect(object["breaking"] as? Int == diff.breaking.count)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == diff.changes.count)
        #expect(changes.first?["component"] as? String == "Card")
        #expect(changes.first?["isBreaking"] as? Bool == true)
    }
}
