/// A styleable component's `CardStyle.swift` as declarations. The isolation is Apple's for `ButtonStyle` in
/// the Xcode 16 and 26 SDKs (`@MainActor @preconcurrency`); the environment default is computed, since a
/// stored `any CardStyle` is not Sendable and the default style's use is main-actor.
enum StyleDeclarations {
    static func declarations(_ style: StylePlan, of plan: ComponentPlan) -> [SwiftDeclaration] {
        let access = DeclarationModifier.access(plan.access)
        let names = style.names
        let attributes = ComponentDeclarations.typeAttributes(of: plan.info)
        let configuration = style.members.map { member in
            SwiftDeclaration(doc: [DocWording.styleMember(member)], .property(member.isBinding
                ? PropertyDeclaration(wrapper: .binding, [access], .var, member.name, type: member.type)
                : PropertyDeclaration([access], .let, member.name, type: member.type)))
        } + style.members.compactMap { member in
            // The old name reads (and a binding writes) the renamed member, deprecated with a fix-it.
            member.renamedFrom.map { old in
                SwiftDeclaration(doc: ["Deprecated: renamed to `\(member.name)`."], attributes: [.renamed(member.name)],
                                 .property(PropertyDeclaration([access], .var, old, type: member.type, body: member.isBinding
                                    ? .block([.accessor("get", .name(member.name)), .accessor("nonmutating set", .assign(.name(member.name), .name("newValue")))])
                                    : .inline(member.name))))
            }
        }
        return [
            SwiftDeclaration(
                doc: ["A style of ``\(plan.name)``: how it lays out its configuration, as `ButtonStyle` does for `Button`.",
                      "Apply one with `.\(names.modifier)(_:)`; the innermost one wins. ``\(names.defaultStyle)`` is the default."],
                attributes: attributes + [.mainActor, .preconcurrency],
                .protocol(TypeDeclaration([access], names.protocol, members: [
                    SwiftDeclaration(.associatedType(name: "Body", conformance: "View")),
                    SwiftDeclaration(doc: ["The view of a ``\(plan.name)`` in this style."], attributes: [.viewBuilder, .mainActor, .preconcurrency],
                                     .function(FunctionDeclaration([], "makeBody", parameters: [.named("configuration", .named("Configuration"))], returns: .named("Body"), body: nil))),
                    SwiftDeclaration(.typeAlias(name: "Configuration", type: .named(names.configuration))),
                ]))),
            SwiftDeclaration(
                doc: ["What a ``\(names.protocol)`` lays out: every slot as a type-erased view, whether each omittable slot was given, and every property."],
                attributes: attributes, .structure(TypeDeclaration([access], names.configuration, members: [SwiftDeclaration(.group(configuration))]))),
            SwiftDeclaration(
                note: "\(names.defaultStyle).makeBody is hand-written in \(plan.name)+Style.swift.",
                doc: ["The style a ``\(plan.name)`` has unless one is set."], attributes: attributes,
                .structure(TypeDeclaration([access], names.defaultStyle, inheritance: [names.protocol], members: [
                    // Nonisolated: the environment's default creates it outside the main actor.
                    SwiftDeclaration(.initializer(InitializerDeclaration(modifiers: [.nonisolated], access: plan.access), body: .inline(""))),
                ]))),
            SwiftDeclaration(attributes: attributes, .structure(TypeDeclaration([.private], names.environmentKey, inheritance: ["EnvironmentKey"], members: [
                SwiftDeclaration(.property(PropertyDeclaration([.static], .var, "defaultValue", type: .existential(names.protocol), body: .inline("\(names.defaultStyle)()")))),
            ]))),
            SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration("EnvironmentValues", members: [
                SwiftDeclaration(doc: ["The ``\(plan.name)`` style of this part of the view hierarchy."], .property(PropertyDeclaration(
                    [access], .var, names.modifier, type: .existential(names.protocol), body: .block([
                        .accessor("get", .keyed(by: names.environmentKey)),
                        .accessor("set", .assign(.keyed(by: names.environmentKey), .name("newValue"))),
                    ])))),
            ]))),
            SwiftDeclaration(attributes: attributes, .extension(ExtensionDeclaration("View", members: [
                SwiftDeclaration(doc: ["Sets the style of the ``\(plan.name)`` components in this view."], .function(FunctionDeclaration(
                    [.nonisolated, access], names.modifier, parameters: [.unlabeled("style", .opaque(names.protocol))], returns: .someView,
                    body: .block([.expression(.settingEnvironment(names.modifier, to: .name("style")))])))),
            ]))),
        ]
    }
}
