/// A renamed slot's or property's model requirement keeps types written against either name conforming: the
/// old name stays a deprecated requirement, and each name has a default that reads the other. A type written
/// against the old name is warned by Swift that the new name's default is deprecated ("implement `value`"); one
/// written against the new name compiles without a warning. Swift cannot require "one of two", so a type that
/// implements neither gets that warning too (an error where warnings are errors; ignored, the two defaults
/// would read each other).
extension ComponentDeclarations {
    /// `@available(*, deprecated, renamed: "value") var stars: Int { get }`, after the requirement it renames.
    static func renamedRequirement(_ requirement: ModelRequirement) -> [SwiftDeclaration] {
        guard let old = requirement.renamedFrom else { return [] }
        return [SwiftDeclaration(doc: ["The previous name of `\(requirement.name)`."], attributes: [.renamed(requirement.name)],
                                 .property(PropertyDeclaration(.var, old, type: requirement.type, body: .inline("get"))))]
    }

    /// `extension RatingModel { … }`: the defaults that read one name through the other.
    static func modelRenames(_ model: ModelPlan, access: AccessLevel, attributes: [SwiftAttribute]) -> SwiftDeclaration? {
        let renamed = model.requirements.filter { $0.renamedFrom != nil }
        guard !renamed.isEmpty else { return nil }
        let modifiers = DeclarationModifier.access(access)
        let members = renamed.flatMap { requirement -> [SwiftDeclaration] in
            let old = requirement.renamedFrom!, type = requirement.type
            return [
                SwiftDeclaration(doc: ["Types written before the rename implement `\(old)`: this reads it."],
                                 attributes: [.deprecated(message: "implement `\(requirement.name)`: `\(old)` is its previous name")],
                                 .property(PropertyDeclaration([modifiers], .var, requirement.name, type: type, body: .inline(old)))),
                SwiftDeclaration(doc: ["Code that reads the previous name gets `\(requirement.name)`."], attributes: [.renamed(requirement.name)],
                                 .property(PropertyDeclaration([modifiers], .var, old, type: type, body: .inline(requirement.name)))),
            ]
        }
        return SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration(model.name, members: members)))
    }
}
