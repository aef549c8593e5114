// `TokenTypography` and the modifiers that apply it: a constant token is scaled with Dynamic Type relative to
// its text style; a token that varies reads its context from the environment, and one that varies with a
// `dynamicTypeSize` modifier is the design's own value for that size, so it is applied as is (scaling it
// again would enlarge a size the design already chose).
extension TokenDeclarations {
    var tokenTypography: [SwiftDeclaration] {
        let fields: [(String, SwiftType)] = [("family", .optional(.string)), ("size", .cgFloat), ("weight", .named("SwiftUI.Font.Weight")),
                                            ("lineHeight", .cgFloat), ("tracking", .cgFloat), ("relativeTo", .named("SwiftUI.Font.TextStyle"))]
        let font = function("font", [.named("scale", .cgFloat, default: .number(1))], returns: .named("SwiftUI.Font"), doc: "The font at a Dynamic Type scale (1: the token's own size).", [
            .line("guard let family else { return SwiftUI.Font.system(size: size * scale, weight: weight) }"),
            .line("return SwiftUI.Font.custom(family, fixedSize: size * scale).weight(weight)"),
        ])
        let modifier = SwiftDeclaration(attributes: [Self.iOS17], .structure(TypeDeclaration([.private], "TokenTypographyModifier", inheritance: ["SwiftUI.ViewModifier"], members: [
            SwiftDeclaration(.group([
                SwiftDeclaration(.property(PropertyDeclaration([], .let, "typography", type: .named("TokenTypography")))),
                SwiftDeclaration(.property(PropertyDeclaration([], .let, "scaled", type: .bool))),
            ])),
            SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("SwiftUI.ScaledMetric"), [.private], .var, "scale", type: .cgFloat))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: .internal, parameters: [
                .named("typography", .named("TokenTypography")),
                .named("scaled", .bool),
            ]), body: .block([
                .line("self.typography = typography"),
                .line("self.scaled = scaled"),
                .line("_scale = SwiftUI.ScaledMetric(wrappedValue: 1, relativeTo: typography.relativeTo)"),
            ]))),
            SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: [.named("content", .named("Content"))], returns: .someSwiftUIView, body: .block([
                .line("let scale = scaled ? self.scale : 1"),
                .line("return content"),
                .line("    .font(typography.font(scale: scale))"),
                .line("    .lineSpacing((typography.lineHeight - 1) * typography.size * scale)"),
                .line("    .tracking(typography.tracking * scale)"),
                .line("    .italic(typography.italic)"),
                .line("    .underline(typography.underline)"),
                .line("    .strikethrough(typography.strikethrough)"),
                .line("    .textCase(typography.textCase)"),
            ])))),
        ])))
        var applying = [
            function("typography", [.unlabeled("typography", .named("TokenTypography"))], returns: .someSwiftUIView,
                     doc: "Applies a typography token: font, weight, line height and tracking, scaled with Dynamic Type relative to its text style.",
                     [.line("modifier(TokenTypographyModifier(typography: typography, scaled: true))")]),
        ]
        let varies = plan.members.contains { $0.member.tokenType == .typography && $0.member.isVarying }
        if varies {
            applying.append(function("typography", [.unlabeled("typography", TokenNames.varying(.named("TokenTypography"), namespace: namespace))], returns: .someSwiftUIView,
                                     doc: varyingDoc, [.line("modifier(TokenVaryingTypographyModifier(typography: typography))")]))
        }
        let view = SwiftDeclaration(attributes: [Self.iOS17], .extension(ExtensionDeclaration("SwiftUI.View", members: applying)))
        return [typographyStruct(fields, font: font), view, modifier] + (varies ? [varyingModifier] : [])
    }

    /// The Format's five fields, then the CSS text styles exports add (SPEC revision 5), defaulted so that a
    /// value of the five alone reads as before.
    private func typographyStruct(_ fields: [(String, SwiftType)], font: SwiftDeclaration) -> SwiftDeclaration {
        let styles: [(String, SwiftType, SwiftExpression)] = [("italic", .bool, .bool(false)), ("underline", .bool, .bool(false)),
                                                              ("strikethrough", .bool, .bool(false)), ("textCase", .optional(.named("SwiftUI.Text.Case")), .nil)]
        let all = fields.map { ($0.0, $0.1, SwiftExpression?.none) } + styles.map { ($0.0, $0.1, Optional($0.2)) }
        let stored = all.map { SwiftDeclaration(.property(PropertyDeclaration([access], .var, $0.0, type: $0.1))) }
        let initializer = SwiftDeclaration(.initializer(
            InitializerDeclaration(access: plan.access, parameters: all.map { ParameterDeclaration.named($0.0, $0.1, default: $0.2) }),
            body: .block(all.map { .assignment(property: $0.0, .name($0.0)) })))
        return SwiftDeclaration(doc: ["A typography token: the system font when `family` is nil, sizes in points, the line height a multiple of the size."],
                                .structure(TypeDeclaration([access], "TokenTypography", inheritance: ["Hashable", "Sendable"],
                                                           members: [SwiftDeclaration(.group(stored)), initializer, font])))
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
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "typography", type: TokenNames.varying(.named("TokenTypography"), namespace: namespace)))),
            SwiftDeclaration(.property(PropertyDeclaration(wrapper: PropertyWrapper("SwiftUI.Environment", argument: .keyPath("self")), [.private], .var, "environment", type: nil))),
        ]
        let scaled: SwiftExpression
        if sizeModifiers.isEmpty {
            scaled = .bool(true)
        } else {
            // A combination's value against the one with the same other contexts and the size modifier's first:
            // unequal anywhere means the token varies with it (as `varying` decides at generation time).
            let (index, values) = (SwiftExpression.name("$0"), SwiftExpression.name("values"))
            let comparisons = sizeModifiers.map { modifier -> SwiftExpression in
                let position = catalog.modifiers.firstIndex(of: modifier) ?? 0
                let stride = catalog.modifiers[(position + 1)...].reduce(1) { $0 * $1.contexts.count }
                let count = SwiftExpression.number(Double(modifier.contexts.count))
                let offset: SwiftExpression = stride == 1 ? .binary(index, "%", count)
                    : .binary(.binary(.binary(index, "/", .number(Double(stride))), "%", count), "*", .number(Double(stride)))
                return .binary(.subscript(values, [index]), "!=", .subscript(values, [.binary(index, "-", offset)]))
            }
            let anyDiffers = comparisons.dropFirst().reduce(comparisons[0]) { .binary($0, "||", $1) }
            members.append(SwiftDeclaration(doc: ["Whether its value differs between the Dynamic Type size's contexts: then it is the design's own for each size."],
                                            .property(PropertyDeclaration([.private], .var, "isSized", type: .bool, body: .block([
                                                .constant("values", type: nil, .member("typography", "values")),
                                                .return(.trailingClosure(.member(.member("values", "indices"), "contains"), .closure(parameters: [], body: anyDiffers))),
                                            ])))))
            scaled = .not(.name("isSized"))
        }
        let resolved = SwiftExpression.call(.member("typography", "resolve"), [SwiftArgument("in", .name("environment"))])
        members.append(SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: [.named("content", .named("Content"))], returns: .someSwiftUIView, body: .block([
            .expression(.call(.member("content", "modifier"), [.unlabeled(.call("TokenTypographyModifier", .init("typography", resolved), .init("scaled", scaled)))])),
        ])))))
        return SwiftDeclaration(attributes: [Self.iOS17], .structure(TypeDeclaration([.private], "TokenVaryingTypographyModifier", inheritance: ["SwiftUI.ViewModifier"], members: members)))
    }
}
