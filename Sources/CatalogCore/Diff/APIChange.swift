/// One difference in the public API between two plans.
public struct APIChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case moduleRenamed, slotResolverAdded, slotResolverRemoved
        case componentAdded, componentRemoved, accessChanged, componentDeprecated, componentUndeprecated
        case availabilityRaised, availabilityLowered
        case genericParametersChanged, slotViewTypeChanged, strategyChanged
        case initializerAdded, initializerRemoved, initializerGainedParameters, trailingClosureRetargeted
        case initializerDeprecated, initializerUndeprecated, overloadRankingChanged
        case parameterDefaultAdded, parameterDefaultRemoved, parameterDefaultChanged
        case propertyTypeChanged, propertyBindingChanged, propertyDefaultAdded, propertyDefaultRemoved, propertyDefaultChanged
        case propertyFamilyAdded, propertyFamilyRemoved
        case methodAdded, methodRemoved, methodChanged, methodDeprecated, methodUndeprecated
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
