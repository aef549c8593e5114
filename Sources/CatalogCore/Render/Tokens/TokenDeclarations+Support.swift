// The module-level value types SPEC names (`TokenColor`, `TokenShadow`, `TokenBorder`, `TokenTransition`,
// `TokenTypography`), each generated only when a token needs it, with the view modifiers that apply them.
extension TokenDeclarations {
    var supportDeclarations: [SwiftDeclaration] {
        plan.valueTypes.flatMap { type -> [SwiftDeclaration] in
            switch type {
            case .color: tokenColor
            case .shadow: tokenShadow
            case .border: [tokenBorder]
            case .transition: tokenTransition
            case .typography: tokenTypography
            }
        }
    }

    private func stored(_ fields: [(String, SwiftType)]) -> [SwiftDeclaration] {
        [SwiftDeclaration(.group(fields.map { SwiftDeclaration(.property(PropertyDeclaration([access], .var, $0.0, type: $0.1))) }))]
    }

    private func memberwise(_ fields: [(String, SwiftType)]) -> SwiftDeclaration {
        let parameters = fields.map { ParameterDeclaration.named($0.0, $0.1) }
        return SwiftDeclaration(.initializer(InitializerDeclaration(access: plan.access, parameters: parameters),
                                             body: .block(fields.map { .assignment(property: $0.0, .name($0.0)) })))
    }

    func valueStruct(_ name: String, doc: String, fields: [(String, SwiftType)], attributes: [SwiftAttribute] = [],
                             more: [SwiftDeclaration] = []) -> SwiftDeclaration {
        SwiftDeclaration(doc: [doc], attributes: attributes, .structure(TypeDeclaration(
            [access], name, inheritance: ["Hashable", "Sendable"], members: stored(fields) + [memberwise(fields)] + more)))
    }

    func function(_ name: String, _ parameters: [ParameterDeclaration], returns: SwiftType?, doc: String? = nil, _ body: [Statement]) -> SwiftDeclaration {
        SwiftDeclaration(doc: [doc], .function(FunctionDeclaration([access], name, parameters: parameters, returns: returns, body: .block(body))))
    }

    private var tokenColor: [SwiftDeclaration] {
        let members = stored([]) + [
            SwiftDeclaration(doc: ["One value per combination of contexts, in `\(namespace).Context.index` order."],
                             .property(PropertyDeclaration([access], .let, "values", type: .array(.named("SwiftUI.Color.Resolved"))))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: plan.access, parameters: [
                .unlabeled("values", .array(.named("SwiftUI.Color.Resolved")))]),
                body: .block([.assignment(property: "values", .name("values"))]))),
            function("resolve", [.plain("in", "environment", .named("SwiftUI.EnvironmentValues"))], returns: .named("SwiftUI.Color.Resolved"),
                     doc: "The value in the contexts `environment` selects (color scheme, contrast, …).", [.expression(.subscript(.name("values"), [.member(.call(.member(namespace, "Context"), [.unlabeled(.name("environment"))]), "index")]))]),
            function("resolved", [.plain("in", "context", .named("\(namespace).Context"))], returns: .named("SwiftUI.Color.Resolved"),
                     doc: "The value in a named combination of contexts.", [.expression(.subscript(.name("values"), [.member("context", "index")]))]),
        ]
        return [SwiftDeclaration(doc: ["A color token that differs between contexts: a shape style that resolves itself from the environment."],
                                 attributes: [Self.iOS17], .structure(TypeDeclaration([access], "TokenColor", inheritance: ["SwiftUI.ShapeStyle", "Hashable", "Sendable"], members: members)))]
    }

    /// SwiftUI draws one shadow per modifier: a token's layers (up to four) are applied in order.
    private var tokenShadow: [SwiftDeclaration] {
        let fields: [(String, SwiftType)] = [("color", .named("SwiftUI.Color")), ("x", .cgFloat), ("y", .cgFloat), ("radius", .cgFloat)]
        let layer = { (index: Int) -> String in
            "let layer\(index) = layers.count > \(index) ? layers[\(index)] : TokenShadow(color: .clear, x: 0, y: 0, radius: 0)"
        }
        let modifier = SwiftDeclaration(.structure(TypeDeclaration([.private], "TokenShadowModifier", inheritance: ["SwiftUI.ViewModifier"], members: [
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "layers", type: .array(.named("TokenShadow"))))),
            SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: [.named("content", .named("Content"))], returns: .someSwiftUIView, body: .block(
                (0..<4).map { .line(layer($0)) } + [.line("return content")] + (0..<4).map {
                    .line("    .shadow(color: layer\($0).color, radius: layer\($0).radius, x: layer\($0).x, y: layer\($0).y)")
                })))),
        ])))
        let view = SwiftDeclaration(.extension(ExtensionDeclaration("SwiftUI.View", members: [
            function("shadow", [.unlabeled("layers", .array(.named("TokenShadow")))], returns: .someSwiftUIView, doc: "Draws a shadow token's layers (the first four).",
                     [.line("modifier(TokenShadowModifier(layers: layers))")]),
        ])))
        return [valueStruct("TokenShadow", doc: "One layer of a shadow token (`radius` is the blur / 2).", fields: fields), view, modifier]
    }

    /// SwiftUI's `StrokeStyle` is `Equatable` only (iOS 17.4's interface, :15690): `==` is synthesized, and the
    /// hash combines the style's fields, so `TokenBorder` stays `Hashable` like the other value types.
    private var tokenBorder: SwiftDeclaration {
        let combined = ["color", "width", "style.lineWidth", "style.lineCap.rawValue", "style.lineJoin.rawValue", "style.miterLimit", "style.dash", "style.dashPhase"]
        let hash = function("hash", [.inout("into", "hasher", .named("Hasher"))], returns: nil, combined.map { .line("hasher.combine(\($0))") })
        return valueStruct("TokenBorder", doc: "A border token: its color, width and stroke style.",
                           fields: [("color", .named("SwiftUI.Color")), ("width", .cgFloat), ("style", .named("SwiftUI.StrokeStyle"))], more: [hash])
    }

    private var tokenTransition: [SwiftDeclaration] {
        let fields: [(String, SwiftType)] = [("duration", .named("Double")), ("delay", .named("Double")), ("curve", .named("SwiftUI.UnitCurve"))]
        let animation = SwiftDeclaration(doc: ["The animation it describes."], .property(PropertyDeclaration([access], .var, "animation", type: .named("SwiftUI.Animation"),
                                                                                                            body: .inline("SwiftUI.Animation.timingCurve(curve, duration: duration).delay(delay)"))))
        return [valueStruct("TokenTransition", doc: "A transition token: duration and delay in seconds, and its timing curve.",
                            fields: fields, attributes: [Self.iOS17], more: [animation])]
    }
}
