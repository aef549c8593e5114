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
        compareGenerics()
        compareGenericParameters()
        compareSlotViewTypes()
        var moves = FamilyMoves()
        let retyped = compareProperties(moves: &moves)
        let relabeledSymbols = compareSymbolLabels()
        comparePlaceLabels()
        compareEnvironment()
        compareAlternatives()
        compareInitializers(retypedProperties: retyped, relabeledSymbols: relabeledSymbols, moves: moves)
        compareMethods(retypedProperties: retyped)
        compareModel()
        compareStyle()
        compareTokens()
        changes += UIKitComparison.changes(old.uikit, new.uikit, component: new.name)
    }

    mutating func add(_ kind: APIChange.Kind, _ description: String, _ bump: VersionBump, abiOnly: Bool = false,
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

    /// The declared generics (`generics:`), by name. Each change breaks some code: a new one must be
    /// inferred from a new required argument and spelled in the type; a removed one is spelled in the type;
    /// a constraint changed rejects arguments it took (tighter) or breaks code that relied on it (looser:
    /// extensions and functions that pass the elements on).
    private mutating func compareGenerics() {
        let before = Dictionary(old.generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.generics.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for generic in new.generics where before[generic.name] == nil {
            add(.genericAdded, "generic parameter `\(generic.declaration)` added: `\(old.typeName)` → `\(new.typeName)`; code that spells out the type breaks, and calls must pass an argument to infer it from", .major)
        }
        for generic in old.generics {
            guard let now = after[generic.name] else {
                add(.genericRemoved, "generic parameter `\(generic.declaration)` removed: `\(old.typeName)` → `\(new.typeName)`; code that spells out the type breaks", .major)
                continue
            }
            if now.constraint != generic.constraint {
                add(.genericConstraintChanged, "generic parameter `\(generic.name)`: constraint `\(generic.constraint ?? "none")` → `\(now.constraint ?? "none")`; calls whose arguments no longer conform, or code that relied on the old constraint, break", .major)
            }
        }
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

    /// A slot of one view type (`viewType:`) made generic, or the reverse, or another type: each breaks
    /// callers (a closure that makes another view, or `{ nil }`) and code that spells out the type.
    private mutating func compareSlotViewTypes() {
        for (slot, oldType) in old.slotViewTypes.sorted(by: { $0.key < $1.key }) {
            guard let newType = new.slotViewTypes[slot], newType != oldType else { continue }
            switch (oldType, newType) {
            case (nil, let type?):
                add(.slotViewTypeChanged, "slot `\(slot)` now holds one view type, `\(type)`: calls whose closure makes any other view break, and so does code that spells out `\(old.name)<…>`", .major)
            case (let was?, nil):
                add(.slotViewTypeChanged, "slot `\(slot)` is generic instead of holding a `\(was)`: a closure that returns `nil` no longer compiles, code that spells out `\(old.name)<…>` must add its parameter, and bodies and styles that restyle it break", .major)
            case (let was?, let type?):
                add(.slotViewTypeChanged, "slot `\(slot)` holds a `\(type)` instead of a `\(was)`: calls whose closure makes a `\(was)` break", .major)
            case (nil, nil):
                break
            }
        }
    }

    /// Returns the new parameter shape of every property whose type or binding changed, so that the
    /// initializers are compared as if only that had not: the property's entry reports it once.
    private mutating func compareProperties(moves: inout FamilyMoves) -> [String: ParameterShape] {
        var retyped: [String: ParameterShape] = [:]
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
            compareDefaults(before, after)
            compareCases(before, after)
            compareTwin(before, after)
            compareFamilies(before, after, moves: &moves)
        }
        return retyped
    }

    /// A property's default: once, or per family when either side has a family of its own.
    private mutating func compareDefaults(_ before: PropertySurface, _ after: PropertySurface) {
        let isUniform = [before, after].allSatisfy { $0.defaults.builder == $0.defaults.values && $0.families.count == ParameterFamily.allCases.count }
        for family in isUniform ? [.values] : ParameterFamily.allCases where before.families.contains(family) && after.families.contains(family) {
            let (name, place) = ("`\(before.name)`", isUniform ? "" : " in the \(family.rawValue) initializers")
            switch (before.defaults[family], after.defaults[family]) {
            case (nil, let value?):
                add(.propertyDefaultAdded, "property \(name) gets a default\(place) (`\(value)`): calls may leave it out", .minor)
            case (let value?, nil):
                add(.propertyDefaultRemoved, "property \(name) loses its default\(place) (`\(value)`): calls that leave it out break", .major)
            // The same token with a new value is the token's change; another token of the same values, none.
            case (let was?, let value?) where was != value && (old.tokenDefaults[was] ?? was) != (new.tokenDefaults[value] ?? value):
                add(.propertyDefaultChanged, "property \(name): default\(place) `\(was)` → `\(value)`: calls that leave it out behave differently", .patch)
            default: break
            }
        }
    }

    private mutating func compareInitializers(retypedProperties: [String: ParameterShape], relabeledSymbols: [String: String], moves: FamilyMoves) {
        let renaming = genericRenaming.filter { $0.key != $0.value }
        let oldInitializers = oldInitializersRenamed(renaming, retypedProperties: retypedProperties, relabeledSymbols: relabeledSymbols, moves: moves)
        let newInitializers = new.initializers.map { moves.removingAdded(from: $0) }
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

    /// The old initializers as they read with the new names of renamed generic parameters, the new types of
    /// retyped properties and the new symbol labels: each of those is reported once, on its own.
    private func oldInitializersRenamed(_ renaming: [String: String], retypedProperties: [String: ParameterShape],
                                        relabeledSymbols: [String: String], moves: FamilyMoves) -> [InitializerSurface] {
        old.initializers.map { initializer in
            var initializer = relabelingPlaces(initializer)
            if !renaming.isEmpty {
                for index in initializer.constraints.indices {
                    let constraint = initializer.constraints[index]
                    initializer.constraints[index].genericParameter = renaming[constraint.genericParameter] ?? constraint.genericParameter
                    initializer.constraints[index].type = constraint.type.renamingGenericParameters(renaming)
                }
                initializer.constraints.sort { ($0.genericParameter, $0.type.description) < ($1.genericParameter, $1.type.description) }
            }
            initializer.parameters.removeAll { $0.property.map { moves.removed[initializer.parameterFamily]?.contains($0) == true } ?? false }
            for index in initializer.parameters.indices {
                if let slot = initializer.parameters[index].symbolOf, let label = relabeledSymbols[slot] { initializer.parameters[index].label = label }
                if let property = initializer.parameters[index].property, let shape = retypedProperties[property] {
                    initializer.parameters[index].shape = shape
                } else if !renaming.isEmpty {
                    initializer.parameters[index].shape = initializer.parameters[index].shape.renamingGenericParameters(renaming)
                }
            }
            return initializer
        }
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
        // A rename's forwarder takes the old label without its default: calls that leave the parameter out
        // now pick the initializer that replaces it, which keeps the default at the same place.
        let replacement = after.renamedTo.flatMap { selector in
            new.initializers.first { $0.selector == selector && $0.constraints == after.constraints && $0.parameters.count == after.parameters.count }
        }
        // Properties' defaults are compared with the properties.
        for (index, (was, parameter)) in zip(before.parameters, after.parameters).enumerated() where parameter.property == nil {
            if let replacement, was.defaultValue != nil, parameter.defaultValue == nil,
               replacement.parameters[index].defaultValue == was.defaultValue { continue }
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

    /// Modifier methods by selector: removed breaks the calls that chain it, added is additive; a method
    /// whose property was retyped is reported with the property.
    private mutating func compareMethods(retypedProperties: [String: ParameterShape]) {
        let newBySelector = Dictionary(new.methods.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })
        let oldSelectors = Set(old.methods.map(\.selector))
        let retypedNewProperties = Set(new.properties.filter { retypedProperties[$0.name] != nil }.map(\.name))
        for before in old.methods {
            let declarations = [APIChange.Declaration(old: before.signature, new: newBySelector[before.selector]?.signature)]
            guard let after = newBySelector[before.selector] else {
                add(.methodRemoved, "method removed: \(before.signature): calls that chain `.\(before.selector)` break", .major,
                    declarations: [.init(old: before.signature)])
                continue
            }
            if after.signature != before.signature && !retypedNewProperties.contains(after.property) {
                add(.methodChanged, "method `\(before.selector)`: `\(before.signature)` → `\(after.signature)`", .major, declarations: declarations)
            }
            switch (before.deprecation, after.deprecation) {
            case (nil, let message?): add(.methodDeprecated, "method `\(after.selector)` deprecated: \(message)", .minor, declarations: declarations)
            case (_?, nil): add(.methodUndeprecated, "method `\(after.selector)` no longer deprecated", .minor, declarations: declarations)
            default: break
            }
        }
        for after in new.methods where !oldSelectors.contains(after.selector) {
            add(.methodAdded, "method added: \(after.signature)", .minor, declarations: [.init(new: after.signature)])
            if let message = after.deprecation {
                add(.methodDeprecated, "method `\(after.selector)` deprecated: \(message)", .minor, declarations: [.init(new: after.signature)])
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
                } else if let reads = requirement.defaultReads, now.defaultReads == nil {
                    // `renamed:` dropped: types written against the old name relied on this default.
                    add(.requirementDefaultRemoved, "model requirement `\(requirement.name)` of `\(after.name)` no longer reads `\(reads)` by default: types conforming to it must implement it", .major)
                }
            }
            for requirement in after.requirements where !oldNames.contains(requirement.name) {
                if let reads = requirement.defaultReads, oldNames.contains(reads) {
                    add(.requirementRenamed, "model requirement `\(reads)` renamed `\(requirement.name)` in `\(after.name)`, with defaults that read each other: types conforming to either name keep compiling (the old name with a deprecation warning)", .minor)
                    continue
                }
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
            let members = NameMatching(before.configuration, after.configuration, name: \.name)
            for member in members.removed {
                add(.styleMemberRemoved, "style configuration member `\(member.name)` removed: styles that read it break", .major)
            }
            for (member, now) in members.kept where now.type != member.type {
                add(.styleMemberTypeChanged, "style configuration member `\(member.name)`: type `\(member.type)` → `\(now.type)`: styles that read it break", .major)
            }
            for member in members.added {
                add(.styleMemberAdded, "style configuration member `\(member.name): \(member.type)` added", .minor)
            }
        }
    }

    /// `tokens:`: `<Component>Tokens`'s members, read by the body, by styles and by any code through `tokens`.
    private mutating func compareTokens() {
        let type = TokenNames.componentTokensType(forComponent: new.name)
        if new.tokens.isEmpty, !old.tokens.isEmpty {
            return add(.componentTokenRemoved, "`\(type)` and `tokens` removed: code and styles that read them break", .major)
        }
        let tokens = NameMatching(old.tokens, new.tokens, name: \.name)
        for token in tokens.removed {
            add(.componentTokenRemoved, "design token `tokens.\(token.name)` removed from `\(type)`: code and styles that read it break", .major)
        }
        for (token, now) in tokens.kept {
            if now.type != token.type {
                add(.componentTokenTypeChanged, "design token `tokens.\(token.name)`: type `\(token.type)` → `\(now.type)`: code and styles that read it break", .major)
            } else if now.path != token.path,
                      !(old.tokenDefaults[token.qualifiedName].map { $0 == new.tokenDefaults[now.qualifiedName] } ?? false) {
                add(.componentTokenRetargeted, "design token `tokens.\(token.name)` reads `\(now.path)` instead of `\(token.path)`", .patch)
            }
        }
        for token in tokens.added {
            add(.componentTokenAdded, "design token `tokens.\(token.name): \(token.type)` (`\(token.path)`) added to `\(type)`", .minor)
        }
    }
}
