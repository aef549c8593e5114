/// One difference in the public API between two plans.
public struct APIChange: Hashable, Sendable, Encodable {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case moduleRenamed, slotResolverAdded, slotResolverRemoved
        case componentAdded, componentRemoved, accessChanged, componentDeprecated, componentUndeprecated
        case availabilityRaised, availabilityLowered
        case genericParametersChanged, slotViewTypeChanged, strategyChanged
        case genericAdded, genericRemoved, genericConstraintChanged
        case initializerAdded, initializerRemoved, initializerGainedParameters, trailingClosureRetargeted
        case initializerDeprecated, initializerUndeprecated, overloadRankingChanged
        case parameterDefaultAdded, parameterDefaultRemoved, parameterDefaultChanged
        case propertyTypeChanged, propertyBindingChanged, propertyDefaultAdded, propertyDefaultRemoved, propertyDefaultChanged
        case propertyFamilyAdded, propertyFamilyRemoved, enumCaseAdded, enumCaseRemoved, symbolLabelChanged
        case argumentLabelChanged, builderLabelChanged
        case environmentModifierAdded, environmentModifierRemoved, environmentModifierChanged, environmentDefaultChanged
        case eitherAdded, eitherRemoved, eitherChanged, atLeastOneAdded, atLeastOneRemoved, atLeastOneChanged
        case twinAdded, twinRemoved, twinChanged
        case methodAdded, methodRemoved, methodChanged, methodDeprecated, methodUndeprecated
        case modelAdded, modelRemoved, modelRenamed, requirementAdded, requirementRemoved, requirementRenamed, requirementTypeChanged
        case requirementDefaultRemoved
        case styleAdded, styleRemoved, styleRenamed, styleMemberAdded, styleMemberRemoved, styleMemberTypeChanged
        case uikitViewAdded, uikitViewRemoved, uikitMemberChanged, uikitInitializerChanged
        case tokensAdded, tokensRemoved, tokenNamespaceRenamed, tokenAdded, tokenRemoved, tokenRenamed, tokenTypeChanged
        case tokenAvailabilityRaised, tokenAvailabilityLowered, tokenDeprecated, tokenUndeprecated, tokenValueChanged
        case tokenModifierAdded, tokenModifierRemoved, tokenContextAdded, tokenContextRemoved, tokenDefaultContextChanged, tokenSelectionChanged
        case componentTokenAdded, componentTokenRemoved, componentTokenTypeChanged, componentTokenRetargeted
    }

    /// The component, the tokens' namespace (`Tokens`), or nil for the catalog as a whole (its module, the
    /// `SlotResolver` protocol).
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
    /// A token's changed value, per context (nil for other changes, and left out of the JSON).
    public var values: [ValueChange]?
    /// Lines to paste that make the change additive (a likely token rename's `renamed:` entry for
    /// catalog.yaml's `tokens:`); nil for other changes, and left out of the JSON.
    public var suggestion: [String]?

    public struct Declaration: Hashable, Sendable, Encodable {
        public var old: String?
        public var new: String?
    }

    public struct ValueChange: Hashable, Sendable, Encodable {
        /// `theme: dark`; empty for a token that varies on neither side.
        public var context: String
        /// In words: `#0066ff`, `16 pt`.
        public var old: String
        public var new: String

        /// `theme: dark: #0066ff → #0055dd`.
        public var formatted: String { (context.isEmpty ? "" : context + ": ") + old + " → " + new }
    }

    init(_ component: String?, _ kind: Kind, _ description: String, _ bump: VersionBump, abiOnly: Bool = false,
         declarations: [Declaration] = [], values: [ValueChange]? = nil) {
        self.component = component
        self.kind = kind
        self.description = description
        self.bump = bump
        isBreaking = bump == .major
        isABIOnly = abiOnly
        self.declarations = declarations
        self.values = values
    }
}
