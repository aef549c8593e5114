/// The semantic-version bump a set of changes needs.
public enum VersionBump: Int, Comparable, Hashable, Sendable, Encodable, CustomStringConvertible {
    /// Nothing that other code depends on changed.
    case none
    /// Behaviour only: every call and every conformance compiles and means the same, as far as the API says
    /// (a changed default value).
    case patch
    /// Additive: everything that compiled still compiles.
    case minor
    /// Breaking: some call, conformance or spelled-out type that compiled no longer does, or means something
    /// else.
    case major

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .patch: "patch"
        case .minor: "minor"
        case .major: "major"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// One difference in the public API between two plans.
public struct APIChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case moduleRenamed, slotResolverAdded, slotResolverRemoved
        case componentAdded, componentRemoved, accessChanged, componentDeprecated, componentUndeprecated
        case availabilityRaised, availabilityLowered
        case genericParametersChanged, strategyChanged
        case initializerAdded, initializerRemoved, initializerGainedParameters, trailingClosureRetargeted
        case initializerDeprecated, initializerUndeprecated, overloadRankingChanged
        case parameterDefaultAdded, parameterDefaultRemoved, parameterDefaultChanged
        case propertyTypeChanged, propertyBindingChanged, propertyDefaultAdded, propertyDefaultRemoved, propertyDefaultChanged
        case modelAdded, modelRemoved, modelRenamed, requirementAdded, requirementRemoved, requirementTypeChanged
        case styleAdded, styleRemoved, styleRenamed, styleMemberAdded, styleMemberRemoved, styleMemberTypeChanged
        case uikitViewAdded, uikitViewRemoved, uikitMemberChanged, uikitInitializerChanged
    }

    /// The component, or nil for the catalog as a whole (its module, the `SlotResolver` protocol).
    public var component: String?
    public var kind: Kind
    /// One line, for people.
    public var description: String
    public var bump: VersionBump
    /// Some source that compiled no longer compiles, or means something else: a major version.
    public var isBreaking: Bool
    /// Source-compatible, but clients built against the old binary must be rebuilt (a new defaulted
    /// parameter changes the initializer's symbol). Design systems ship source packages, so this is a note.
    public var isABIOnly: Bool
    /// The initializers concerned: as they were and as they are (nil for one added or removed).
    public var declarations: [Declaration]

    public struct Declaration: Hashable, Sendable, Encodable {
        public var old: String?
        public var new: String?
    }

    init(_ component: String?, _ kind: Kind, _ description: String, _ bump: VersionBump, abiOnly: Bool = false,
         declarations: [Declaration] = []) {
        self.component = component
        self.kind = kind
        self.description = description
        self.bump = bump
        isBreaking = bump == .major
        isABIOnly = abiOnly
        self.declarations = declarations
    }
}

/// `catalog diff`: compares the public API two plans generate, component by component, and classifies every
/// change by what it does to code written against the old API: its calls, its conforming types and the
/// types it spells out. Compatibility is judged at the source level, as design systems ship source
/// packages; changes that keep source compatibility but not binary compatibility are flagged `isABIOnly`.
///
/// What is API: the `public` components. `package` and `internal` ones are visible only inside the package
/// that declares them, so no app can depend on them: their changes are listed as not API and need no bump.
/// A component that becomes public is added; one that stops being public is removed.
///
/// The rules, per public component:
/// - **Components.** Added: additive. Removed, or no longer public: breaking. Deprecated: additive.
///   A minimum platform version (`@available`) added or raised: breaking, as apps that deploy to earlier
///   versions stop compiling; lowered or dropped: additive.
/// - **Generic parameters.** Gaining one (a new slot) is additive for calls, which infer it, but changes
///   the type's ABI and every spelled-out `Card<Text, Never>`: additive, ABI change. Losing one, or a new
///   order: breaking. Renaming one (a renamed slot) leaves calls and spelled-out types alone but breaks
///   extensions that name it (`extension Card where Title == Text`): breaking, reported once; the
///   initializers are compared with the new name.
/// - **Initializers** are identified by their constraints (the extension's `where` clause) and, per
///   parameter, the argument label and the type the caller passes (result builder and `@escaping`
///   included). Internal names, defaults and `@_disfavoredOverload` are compared on matching initializers.
///   Another catalog component taken as a value counts by its name, not its value type
///   (`ActivityItems<Image, Image>`), so a change to it is reported once, on it.
///   - Added: additive.
///   - Present in the new API, deprecated or not, means present: a deprecated forwarder with the old
///     labels (a renamed slot or property) keeps old calls compiling. The deprecation itself is additive.
///   - Removed: breaking, unless every call that compiled still compiles. That is the case when a new
///     initializer has the same constraints on the old generic parameters and the old parameters, with the
///     same labels and types, as a subsequence, every extra parameter defaulted, and every parameter that
///     had a default still defaulted: a new defaulted parameter (in `compact`, a new optional slot) is
///     additive, with an ABI change. A value form that goes away removes its initializers: breaking.
///     So does any parameter whose type changes, even `T` → `T? = nil` (a required slot made optional in
///     `compact`): calls still compile there, but infer other generic arguments; judged breaking, to be safe.
///     The same goes for a changed constraint (`Actions == Never` becoming a defaulted builder that infers
///     `EmptyView`, when a component moves to `compact`).
///   - Except: a new defaulted closure parameter placed before a defaulted closure parameter the old
///     initializer had takes an unlabeled trailing closure that used to fill the later one (forward-scan
///     matching, SE-0286). The call compiles but means something else: breaking. (Checked with Swift 6.3:
///     in the Swift 6 language mode the closure silently fills the new parameter; in Swift 5 mode it still
///     fills the old one, with a "backward matching is deprecated" warning. A later required closure
///     parameter keeps the closure in both.)
///   - A parameter's default added: additive; removed: breaking; changed: patch (calls that leave it out
///     behave differently).
///   - No longer `@_disfavoredOverload`: breaking (calls that matched both overloads become ambiguous);
///     newly disfavored: additive (such calls pick the other overload).
/// - The **initializer strategy** is not API itself: a note, beside the initializer changes it causes.
/// - **Properties** (compared once, not once per initializer): type changed or becoming (or ceasing to be)
///   a binding: breaking; default added: additive; removed: breaking; changed: patch. Stored properties
///   are `internal` and not API.
/// - **Model protocol.** Added: additive. Removed or renamed: breaking. A requirement added breaks the
///   types that conform to it; removed breaks the code that reads it through the protocol; its type
///   changed breaks both: all breaking. So renaming a non-binding property, whose requirement has no
///   forwarder, breaks conforming types even when its initializers keep the old labels.
/// - **Style protocol** (an extension point until the plan has styles): added: additive; removed or
///   renamed: breaking; a configuration member added: additive; removed or retyped: breaking.
/// - **The catalog.** A renamed module breaks every `import`; the `SlotResolver` protocol becoming
///   public is additive, ceasing to be is breaking.
public struct APIDiff: Hashable, Sendable, Encodable {
    /// In component order (the catalog's own first), each component's breaking changes first.
    public var changes: [APIChange]
    /// Components outside the API (package or internal, on both sides) whose generated API changed.
    public var notAPI: [String]
    /// The bump the changes need: the largest of theirs.
    public var bump: VersionBump

    public var breaking: [APIChange] { changes.filter(\.isBreaking) }

    private enum CodingKeys: String, CodingKey {
        case bump, breaking, additive, compatible, changes, notAPI
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bump, forKey: .bump)
        try container.encode(count(.major), forKey: .breaking)
        try container.encode(count(.minor), forKey: .additive)
        try container.encode(count(.patch), forKey: .compatible)
        try container.encode(changes, forKey: .changes)
        try container.encode(notAPI, forKey: .notAPI)
    }

    public func count(_ bump: VersionBump) -> Int { changes.count(where: { $0.bump == bump }) }

    public static func compare(_ old: CatalogPlan, _ new: CatalogPlan) -> APIDiff {
        compare(CatalogSurface(old), CatalogSurface(new))
    }

    public static func compare(_ old: CatalogSurface, _ new: CatalogSurface) -> APIDiff {
        var changes: [APIChange] = []
        let oldHasAPI = old.components.contains { $0.access == .public }
        if old.module != new.module && oldHasAPI {
            changes.append(APIChange(nil, .moduleRenamed, "module renamed `\(old.module)` → `\(new.module)`: every `import \(old.module)` breaks", .major))
        }
        switch (old.slotResolverAccess == .public, new.slotResolverAccess == .public) {
        case (true, false):
            changes.append(APIChange(nil, .slotResolverRemoved, "the `SlotResolver` protocol is no longer public: resolvers outside the module break", .major))
        case (false, true):
            changes.append(APIChange(nil, .slotResolverAdded, "the `SlotResolver` protocol is public", .minor))
        default: break
        }

        var notAPI: [String] = []
        let oldByName = Dictionary(old.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.components.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(oldByName.keys).union(newByName.keys).sorted() {
            let before = oldByName[name], after = newByName[name]
            let wasAPI = before?.access == .public, isAPI = after?.access == .public
            switch (wasAPI, isAPI) {
            case (false, false):
                if before != after { notAPI.append(name) }
            case (true, false):
                let what = after.map { "no longer public (now \($0.access.rawValue))" } ?? "removed"
                changes.append(APIChange(name, after == nil ? .componentRemoved : .accessChanged,
                                         "component \(what): every use of `\(name)` outside the module breaks", .major))
            case (false, true):
                let what = before.map { "now public (was \($0.access.rawValue))" } ?? "added"
                changes.append(APIChange(name, before == nil ? .componentAdded : .accessChanged, "component \(what)", .minor))
                if let deprecation = after?.deprecation {
                    changes.append(APIChange(name, .componentDeprecated, "deprecated: \(deprecation)", .minor))
                }
            case (true, true):
                var comparison = ComponentComparison(old: before!, new: after!)
                comparison.compare()
                // Breaking first, otherwise in the order found.
                changes += comparison.changes.enumerated().sorted { ($0.element.bump, $1.offset) > ($1.element.bump, $0.offset) }.map(\.element)
            }
        }
        return APIDiff(changes: changes, notAPI: notAPI, bump: changes.map(\.bump).max() ?? .none)
    }
}

/// The rules of `APIDiff` applied to one component that is public on both sides.
struct ComponentComparison {
    let old: ComponentSurface
    let new: ComponentSurface
    private(set) var changes: [APIChange] = []

    init(old: ComponentSurface, new: ComponentSurface) {
        self.old = old
        self.new = new
    }

    mutating func compare() {
        compareDeprecation()
        compareAvailability()
        if old.strategy != new.strategy {
            add(.strategyChanged, "initializer strategy \(old.strategy.rawValue) → \(new.strategy.rawValue): the initializer changes above follow from it", .none)
        }
        compareGenericParameters()
        let retyped = compareProperties()
        compareInitializers(retypedProperties: retyped)
        compareModel()
        compareStyle()
        changes += UIKitComparison.changes(old.uikit, new.uikit, component: new.name)
    }

    private mutating func add(_ kind: APIChange.Kind, _ description: String, _ bump: VersionBump, abiOnly: Bool = false,
                              declarations: [APIChange.Declaration] = []) {
        // The same change to several initializers (a twin, a family) is one change that lists them all.
        if let index = changes.firstIndex(where: { $0.kind == kind && $0.description == description }) {
            changes[index].declarations += declarations
            return
        }
        changes.append(APIChange(new.name, kind, description, bump, abiOnly: abiOnly, declarations: declarations))
    }

    private mutating func compareDeprecation() {
        switch (old.deprecation, new.deprecation) {
        case (nil, let message?): add(.componentDeprecated, "deprecated: \(message)", .minor)
        case (_?, nil): add(.componentUndeprecated, "no longer deprecated", .minor)
        default: break
        }
    }

    private mutating func compareAvailability() {
        for platform in Set(old.availability.keys).union(new.availability.keys).sorted() {
            switch (old.availability[platform], new.availability[platform]) {
            case (nil, let version?):
                add(.availabilityRaised, "now requires \(platform) \(version): apps that deploy to earlier versions break", .major)
            case (let version?, nil):
                add(.availabilityLowered, "no longer requires \(platform) \(version)", .minor)
            case (let was?, let version?) where was != version:
                if Self.version(version, isLaterThan: was) {
                    add(.availabilityRaised, "requires \(platform) \(version) instead of \(was): apps that deploy to earlier versions break", .major)
                } else if Self.version(was, isLaterThan: version) {
                    add(.availabilityLowered, "requires \(platform) \(version) instead of \(was)", .minor)
                }
            default: break
            }
        }
    }

    /// `17.1` is later than `17.0.2`; a missing component counts as 0.
    static func version(_ version: String, isLaterThan other: String) -> Bool {
        let lhs = version.split(separator: ".").map { Int($0) ?? 0 }, rhs = other.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0, right = index < rhs.count ? rhs[index] : 0
            if left != right { return left > right }
        }
        return false
    }

    /// Old generic parameter → new: by name, then a renamed one (a renamed slot) by its position.
    var genericRenaming: [String: String] {
        var mapping: [String: String] = [:]
        let kept = Set(old.genericParameters).intersection(new.genericParameters)
        for name in kept { mapping[name] = name }
        for (index, name) in old.genericParameters.enumerated() where !kept.contains(name) {
            if index < new.genericParameters.count, !kept.contains(new.genericParameters[index]) {
                mapping[name] = new.genericParameters[index]
            }
        }
        return mapping
    }

    private mutating func compareGenericParameters() {
        guard old.genericParameters != new.genericParameters else { return }
        let change = "generic parameters `\(old.typeName)` → `\(new.typeName)`"
        let renaming = genericRenaming
        let removed = old.genericParameters.filter { renaming[$0] == nil }
        let kept = old.genericParameters.compactMap { renaming[$0] }
        if !removed.isEmpty || !kept.isSubsequence(of: new.genericParameters) {
            add(.genericParametersChanged, change + ": code that spells out `\(old.name)<…>` breaks", .major)
            return
        }
        for name in old.genericParameters where renaming[name] != name {
            let renamed = renaming[name]!
            add(.genericParametersChanged,
                "generic parameter `\(name)` renamed `\(renamed)`: calls and spelled-out types compile unchanged, but extensions and code that name `\(old.name).\(name)` break (a renamed slot can keep `generic: \(name)`)",
                .major)
        }
        if kept.count < new.genericParameters.count {
            add(.genericParametersChanged, change + ": calls infer the new ones and compile unchanged; code that spells out the whole type must add them",
                .minor, abiOnly: true)
        }
    }

    /// Returns the new parameter shape of every property whose type or binding changed, so that the
    /// initializers are compared as if only that had not: the property's entry reports it once.
    private mutating func compareProperties() -> [String: String] {
        var retyped: [String: String] = [:]
        let newByName = Dictionary(new.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for before in old.properties {
            guard let after = newByName[before.name] else { continue }
            let name = "`\(before.name)`"
            if before.isBinding != after.isBinding {
                add(.propertyBindingChanged, after.isBinding
                    ? "property \(name) becomes a binding: callers pass `\(after.parameterShape)` instead of `\(before.parameterShape)`"
                    : "property \(name) is no longer a binding: callers pass `\(after.parameterShape)` instead of `\(before.parameterShape)`", .major)
            } else if before.type != after.type {
                add(.propertyTypeChanged, "property \(name): type `\(before.type)` → `\(after.type)`", .major)
            }
            if before.parameterShape != after.parameterShape { retyped[before.name] = after.parameterShape }
            switch (before.defaultValue, after.defaultValue) {
            case (nil, let value?):
                add(.propertyDefaultAdded, "property \(name) gets a default (`\(value)`): calls may leave it out", .minor)
            case (let value?, nil):
                add(.propertyDefaultRemoved, "property \(name) loses its default (`\(value)`): calls that leave it out break", .major)
            case (let was?, let value?) where was != value:
                add(.propertyDefaultChanged, "property \(name): default `\(was)` → `\(value)`: calls that leave it out behave differently", .patch)
            default: break
            }
        }
        return retyped
    }

    private mutating func compareInitializers(retypedProperties: [String: String]) {
        // The old initializers as they read with the new names of renamed generic parameters and the new
        // types of retyped properties: each of those is reported once, on its own.
        let renaming = genericRenaming.filter { $0.key != $0.value }
        let oldInitializers = old.initializers.map { initializer in
            var initializer = initializer
            if !renaming.isEmpty {
                for index in initializer.constraints.indices {
                    let constraint = initializer.constraints[index]
                    initializer.constraints[index].genericParameter = renaming[constraint.genericParameter] ?? constraint.genericParameter
                    initializer.constraints[index].type = Self.renaming(renaming, in: constraint.type)
                }
                initializer.constraints.sort { ($0.genericParameter, $0.type) < ($1.genericParameter, $1.type) }
            }
            for index in initializer.parameters.indices {
                if let property = initializer.parameters[index].property, let shape = retypedProperties[property] {
                    initializer.parameters[index].shape = shape
                } else if !renaming.isEmpty {
                    initializer.parameters[index].shape = Self.renaming(renaming, in: initializer.parameters[index].shape)
                }
            }
            return initializer
        }
        let newInitializers = new.initializers
        var unmatchedNew = Set(newInitializers.indices)
        var unmatchedOld: [InitializerSurface] = []
        for before in oldInitializers {
            if let index = newInitializers.indices.first(where: { unmatchedNew.contains($0) && newInitializers[$0].identity == before.identity }) {
                unmatchedNew.remove(index)
                compareMatching(before, newInitializers[index])
            } else {
                unmatchedOld.append(before)
            }
        }

        // Removed initializers whose calls still compile against a new one.
        let oldGenerics = Set(old.genericParameters.map { renaming[$0] ?? $0 })
        var covering = Set<Int>()
        for before in unmatchedOld {
            let candidates = newInitializers.indices.compactMap { index in
                Coverage(of: before, by: newInitializers[index], oldGenerics: oldGenerics).map { (index, $0) }
            }
            // The closest: no retargeted trailing closure, then the fewest new parameters.
            guard let (index, coverage) = candidates.min(by: { lhs, rhs in
                (lhs.1.retargetsTrailingClosure ? 1 : 0, lhs.1.extraParameters.count, lhs.0)
                    < (rhs.1.retargetsTrailingClosure ? 1 : 0, rhs.1.extraParameters.count, rhs.0)
            }) else {
                add(.initializerRemoved, "initializer removed: \(before.signature)", .major, declarations: [.init(old: before.signature)])
                continue
            }
            covering.insert(index)
            let after = newInitializers[index]
            let declarations = [APIChange.Declaration(old: before.signature, new: after.signature)]
            if let retargeted = coverage.retargetedParameter {
                let later = coverage.retargetedFrom.map { "`\($0.label ?? "_")`" }.joined(separator: " or ")
                add(.trailingClosureRetargeted,
                    "new defaulted parameter `\(retargeted.declaration)` takes the unlabeled trailing closure that filled \(later): such calls compile but mean something else",
                    .major, declarations: declarations)
                continue
            }
            var what: [String] = []
            if !coverage.extraParameters.isEmpty {
                let list = coverage.extraParameters.map { "`\($0.declaration)`" }.joined(separator: ", ")
                what.append((coverage.extraParameters.count == 1 ? "new defaulted parameter " : "new defaulted parameters ") + list)
            }
            if !coverage.extraConstraints.isEmpty {
                what.append("new constraint `" + coverage.extraConstraints.map(\.rendered).joined(separator: ", ") + "`")
            }
            if what.isEmpty { what.append("new declaration") }
            add(.initializerGainedParameters, what.joined(separator: " and ") + ": existing calls compile unchanged", .minor,
                abiOnly: true, declarations: declarations)
            compareMatching(before, after, comparesDefaults: false)
        }

        for index in newInitializers.indices where unmatchedNew.contains(index) && !covering.contains(index) {
            let after = newInitializers[index]
            add(.initializerAdded, "initializer added: \(after.signature)", .minor, declarations: [.init(new: after.signature)])
            if let message = after.deprecation {
                add(.initializerDeprecated, "deprecated: \(message)", .minor, declarations: [.init(new: after.signature)])
            }
        }
    }

    /// `() -> Title` with `Title` renamed: every whole identifier replaced.
    static func renaming(_ renaming: [String: String], in text: String) -> String {
        var result = "", identifier = ""
        func flush() {
            result += renaming[identifier] ?? identifier
            identifier = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                identifier.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Two initializers that old calls resolve the same way: their deprecation, ranking and defaults.
    private mutating func compareMatching(_ before: InitializerSurface, _ after: InitializerSurface, comparesDefaults: Bool = true) {
        let declarations = [APIChange.Declaration(old: before.signature, new: after.signature)]
        switch (before.deprecation, after.deprecation) {
        case (nil, let message?): add(.initializerDeprecated, "deprecated: \(message)", .minor, declarations: declarations)
        case (_?, nil): add(.initializerUndeprecated, "no longer deprecated", .minor, declarations: declarations)
        default: break
        }
        if before.isDisfavored && !after.isDisfavored {
            add(.overloadRankingChanged, "no longer `@_disfavoredOverload`: calls that matched it and another initializer become ambiguous",
                .major, declarations: declarations)
        } else if !before.isDisfavored && after.isDisfavored {
            add(.overloadRankingChanged, "now `@_disfavoredOverload`: calls that matched it and another initializer pick the other", .minor,
                declarations: declarations)
        }
        guard comparesDefaults else { return }
        // Properties' defaults are compared with the properties.
        for (was, parameter) in zip(before.parameters, after.parameters) where parameter.property == nil {
            let name = "`\(parameter.label ?? "_")`"
            switch (was.defaultValue, parameter.defaultValue) {
            case (nil, let value?):
                add(.parameterDefaultAdded, "parameter \(name) gets a default (`\(value)`): calls may leave it out", .minor, declarations: declarations)
            case (let value?, nil):
                add(.parameterDefaultRemoved, "parameter \(name) loses its default (`\(value)`): calls that leave it out break", .major,
                    declarations: declarations)
            case (let old?, let value?) where old != value:
                add(.parameterDefaultChanged, "parameter \(name): default `\(old)` → `\(value)`: calls that leave it out behave differently", .patch,
                    declarations: declarations)
            default: break
            }
        }
    }

    private mutating func compareModel() {
        switch (old.model, new.model) {
        case (nil, nil): return
        case (nil, let model?):
            add(.modelAdded, "model protocol `\(model.name)` added", .minor)
        case (let model?, nil):
            add(.modelRemoved, "model protocol `\(model.name)` removed: its conforming types and the code that names it break", .major)
        case (let before?, let after?):
            if before.name != after.name {
                add(.modelRenamed, "model protocol renamed `\(before.name)` → `\(after.name)`: its conforming types and the code that names it break", .major)
            }
            let newByName = Dictionary(after.requirements.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let oldNames = Set(before.requirements.map(\.name))
            for requirement in before.requirements {
                guard let now = newByName[requirement.name] else {
                    add(.requirementRemoved, "model requirement `\(requirement.name)` removed from `\(after.name)`: code that reads it through the protocol breaks", .major)
                    continue
                }
                if now.type != requirement.type {
                    add(.requirementTypeChanged,
                        "model requirement `\(requirement.name)`: type `\(requirement.type)` → `\(now.type)`: types conforming to `\(after.name)` and code that reads it break", .major)
                }
            }
            for requirement in after.requirements where !oldNames.contains(requirement.name) {
                add(.requirementAdded, "model requirement `var \(requirement.name): \(requirement.type) { get }` added to `\(after.name)`: types conforming to it must implement it", .major)
            }
        }
    }

    private mutating func compareStyle() {
        switch (old.style, new.style) {
        case (nil, nil): return
        case (nil, let style?):
            add(.styleAdded, "style protocol `\(style.protocolName)` and `\(style.modifier)` added", .minor)
        case (let style?, nil):
            add(.styleRemoved, "style protocol `\(style.protocolName)` and `\(style.modifier)` removed: styles and the code that applies them break", .major)
        case (let before?, let after?):
            if before.protocolName != after.protocolName || before.modifier != after.modifier {
                add(.styleRenamed, "style renamed `\(before.protocolName)`, `\(before.modifier)` → `\(after.protocolName)`, `\(after.modifier)`: styles and the code that applies them break", .major)
            }
            let newByName = Dictionary(after.configuration.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let oldNames = Set(before.configuration.map(\.name))
            for member in before.configuration {
                guard let now = newByName[member.name] else {
                    add(.styleMemberRemoved, "style configuration member `\(member.name)` removed: styles that read it break", .major)
                    continue
                }
                if now.type != member.type {
                    add(.styleMemberTypeChanged, "style configuration member `\(member.name)`: type `\(member.type)` → `\(now.type)`: styles that read it break", .major)
                }
            }
            for member in after.configuration where !oldNames.contains(member.name) {
                add(.styleMemberAdded, "style configuration member `\(member.name): \(member.type)` added", .minor)
            }
        }
    }
}

/// How a new initializer accepts every call an old one accepted, if it does.
struct Coverage {
    /// The new initializer's parameters the old one did not have; all defaulted.
    var extraParameters: [ParameterSurface] = []
    /// Its constraints on generic parameters the old type did not have.
    var extraConstraints: [ConstraintSurface] = []
    /// A new defaulted closure parameter before a defaulted closure parameter the old initializer had, with
    /// nothing required after it: forward-scan matching gives it the unlabeled trailing closure.
    var retargetedParameter: ParameterSurface?
    /// The old parameters that unlabeled trailing closure could fill.
    var retargetedFrom: [ParameterSurface] = []
    var retargetsTrailingClosure: Bool { retargetedParameter != nil }

    init?(of old: InitializerSurface, by new: InitializerSurface, oldGenerics: Set<String>) {
        let onOldGenerics = new.constraints.filter { oldGenerics.contains($0.genericParameter) }
        guard Set(onOldGenerics) == Set(old.constraints) else { return nil }
        extraConstraints = new.constraints.filter { !oldGenerics.contains($0.genericParameter) }
        var next = 0
        var isExtra: [Bool] = []
        for parameter in new.parameters {
            if next < old.parameters.count, parameter.identity == old.parameters[next].identity {
                // A call that left it out must still compile.
                if old.parameters[next].defaultValue != nil && parameter.defaultValue == nil { return nil }
                next += 1
                isExtra.append(false)
            } else if parameter.defaultValue != nil {
                extraParameters.append(parameter)
                isExtra.append(true)
            } else {
                return nil
            }
        }
        guard next == old.parameters.count else { return nil }
        for (index, parameter) in new.parameters.enumerated() where isExtra[index] && parameter.takesClosure {
            let later = new.parameters.indices.dropFirst(index + 1)
            let laterOldClosures = later.filter { !isExtra[$0] && new.parameters[$0].takesClosure && new.parameters[$0].defaultValue != nil }
            let laterRequired = later.contains { new.parameters[$0].defaultValue == nil }
            if !laterOldClosures.isEmpty && !laterRequired {
                retargetedParameter = parameter
                retargetedFrom = laterOldClosures.map { new.parameters[$0] }
                break
            }
        }
    }
}

extension Array where Element: Equatable {
    /// Whether every element of `self` appears in `other`, in the same order.
    func isSubsequence(of other: [Element]) -> Bool {
        var remaining = other[...]
        for element in self {
            guard let index = remaining.firstIndex(of: element) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}

// MARK: - Text

extension APIDiff {
    /// The text `catalog diff` prints: each component's changes, breaking first, then a summary line.
    public var formatted: String {
        var text = ""
        var current: String?? = .none
        for change in changes {
            if current != .some(change.component) {
                current = .some(change.component)
                text += (change.component ?? "catalog") + "\n"
            }
            let label = switch change.bump {
            case .major: "breaking"
            case .minor: change.isABIOnly ? "additive (ABI change)" : "additive"
            case .patch: "compatible"
            case .none: "note"
            }
            text += "  \(label): \(change.description)\n"
            // The declarations as callers knew them (as they are, for one added).
            for declaration in change.declarations.compactMap({ $0.old ?? $0.new }) where !change.description.contains(declaration) {
                text += "      \(declaration)\n"
            }
        }
        if !notAPI.isEmpty {
            text += "not API (package or internal): " + notAPI.joined(separator: ", ") + " changed\n"
        }
        text += summary + "\n"
        return text
    }

    /// `2 breaking, 1 additive: needs a major version bump`, or `no API changes`.
    public var summary: String {
        guard bump > .none else { return "no API changes" }
        var counts = ["\(count(.major)) breaking", "\(count(.minor)) additive"]
        if count(.patch) > 0 { counts.append("\(count(.patch)) compatible") }
        return counts.joined(separator: ", ") + ": needs a \(bump) version bump"
    }
}
