// `TokenTypography` and the modifiers that apply it: a constant token is scaled with Dynamic Type relative to
// its text style; a token that varies reads its context from the environment, and one that varies with a
// `dynamicTypeSize` modifier is the design's own value for that size, so it is applied as is (scaling it
// again would enlarge a size the design already chose).
extension TokenDeclarations {
    var tokenTypography: [SwiftDeclaration] {
        let fields = [("family", "String?"), ("size", "CGFloat"), ("weight", "SwiftUI.Font.Weight"), ("lineHeight", "CGFloat"),
                      ("tracking", "CGFloat"), ("relativeTo", "SwiftUI.Font.TextStyle")]
        let font = function("font", ["scale: CGFloat = 1"], returns: "SwiftUI.Font", doc: "The font at a Dynamic Type scale (1: the token's own size).", [
            .line("guard let family else { return SwiftUI.Font.system(size: size * scale, weight: weight) }"),
            .line("return SwiftUI.Font.custom(family, fixedSize: size * scale).weight(weight)"),
        ])
        let modifier = SwiftDeclaration(attributes: [Self.iOS17], .structure(TypeDeclaration([.private], "TokenTypographyModifier", inheritance: ["SwiftUI.ViewModifier"], members: [
            SwiftDeclaration(.group([
                SwiftDeclaration(.property(PropertyDeclaration([], .let, "typography", type: "TokenTypography"))),
                SwiftDeclaration(.property(PropertyDeclaration([], .let, "scaled", type: "Bool"))),
            ])),
            SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("SwiftUI.ScaledMetric"), [.private], .var, "scale", type: "CGFloat"))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: .internal, parameters: [
                ParameterDeclaration(label: "typography", name: "typography", type: .named("TokenTypography")),
                ParameterDeclaration(label: "scaled", name: "scaled", type: .named("Bool")),
            ]), body: .block([
                .line("self.typography = typography"),
                .line("self.scaled = scaled"),
                .line("_scale = SwiftUI.ScaledMetric(wrappedValue: 1, relativeTo: typography.relativeTo)"),
            ]))),
            SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: ["content: Content"], returns: "some SwiftUI.View", body: .block([
                .line("let scale = scaled ? self.scale : 1"),
                .line("return content"),
                .line("    .font(typography.font(scale: scale))"),
                .line("    .lineSpacing((typography.lineHeight - 1) * typography.size * scale)"),
                .line("    .tracking(typography.tracking * scale)"),
            ])))),
        ])))
        var applying = [
            function("typography", ["_ typography: TokenTypography"], returns: "some SwiftUI.View",
                     doc: "Applies a typography token: font, weight, line height and tracking, scaled with Dynamic Type relative to its text style.",
                     [.line("modifier(TokenTypographyModifier(typography: typography, scaled: true))")]),
        ]
        let varies = plan.members.contains { $0.member.tokenType == .typography && $0.member.isVarying }
        if varies {
            applying.append(function("typography", ["_ typography: \(namespace).Varying<TokenTypography>"], returns: "some SwiftUI.View",
                                     doc: varyingDoc, [.line("modifier(TokenVaryingTypographyModifier(typography: typography))")]))
        }
        let view = SwiftDeclaration(attributes: [Self.iOS17], .extension(ExtensionDeclaration("SwiftUI.View", members: applying)))
        return [valueStruct("TokenTypography", doc: "A typography token: the system font when `family` is nil, sizes in points, the line height a multiple of the size.",
                            fields: fields, more: [font]), view, modifier] + (varies ? [varyingModifier] : [])
    }

    /// The modifiers SwiftUI's Dynamic Type size selects a context of.
    private var sizeModifiers: [TokenCatalog.Modifier] { catalog.modifiers.filter { $0.mode == .dynamicTypeSize } }

    private var varyingDoc: String {
        let sized = sizeModifiers.map { "`\($0.name)`" }.joined(separator: ", ")
        return "Applies a typography token that depends on the contexts: the value in the contexts the environment selects. "
            + (sized.isEmpty ? "It is scaled with Dynamic Type relative to its text style."
                : "A token that differs between the Dynamic Type size's contexts (\(sized)) is the design's own for each size and is applied as it is; any other is scaled with Dynamic Type relative to its text style.")
    }

    /// Reads the whole environment, as `Context(_:)` does, and decides whether Dynamic Type still scales the value.
    private var varyingModifier: SwiftDeclaration {
        var members = [
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "typography", type: "\(namespace).Varying<TokenTypography>"))),
            SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("SwiftUI.Environment", argument: "\\.self"), [.private], .var, "environment", type: nil))),
        ]
        let scaled: String
        if sizeModifiers.isEmpty {
            scaled = "true"
        } else {
            // A combination's value against the one with the same other contexts and the size modifier's first:
            // unequal anywhere means the token varies with it (as `varying` decides at generation time).
            let comparisons = sizeModifiers.map { modifier -> String in
                let position = catalog.modifiers.firstIndex(of: modifier) ?? 0
                let stride = catalog.modifiers[(position + 1)...].reduce(1) { $0 * $1.contexts.count }
                let offset = stride == 1 ? "$0 % \(modifier.contexts.count)" : "$0 / \(stride) % \(modifier.contexts.count) * \(stride)"
                return "values[$0] != values[$0 - \(offset)]"
            }
            members.append(SwiftDeclaration(doc: ["Whether its value differs between the Dynamic Type size's contexts: then it is the design's own for each size."],
                                            .property(PropertyDeclaration([.private], .var, "isSized", type: "Bool", body: .block([
                                                .line("let values = typography.values"),
                                                .line("return values.indices.contains { \(comparisons.joined(separator: " || ")) }"),
                                            ])))))
            scaled = "!isSized"
        }
        members.append(SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: ["content: Content"], returns: "some SwiftUI.View", body: .block([
            .line("content.modifier(TokenTypographyModifier(typography: typography.resolve(in: environment), scaled: \(scaled)))"),
        ])))))
        return SwiftDeclaration(attributes: [Self.iOS17], .structure(TypeDeclaration([.private], "TokenVaryingTypographyModifier", inheritance: ["SwiftUI.ViewModifier"], members: members)))
    }
}
