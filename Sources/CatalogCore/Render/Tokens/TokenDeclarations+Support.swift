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

    private func stored(_ fields: [(String, String)]) -> [SwiftDeclaration] {
        [SwiftDeclaration(.group(fields.map { SwiftDeclaration(.property(PropertyDeclaration([access], .var, $0.0, type: $0.1))) }))]
    }

    private func memberwise(_ fields: [(String, String)]) -> SwiftDeclaration {
        let parameters = fields.map { ParameterDeclaration(label: $0.0, name: $0.0, type: .named($0.1)) }
        return SwiftDeclaration(.initializer(InitializerDeclaration(access: plan.access, parameters: parameters),
                                             body: .block(fields.map { .line("self.\($0.0) = \($0.0)") })))
    }

    func valueStruct(_ name: String, doc: String, fields: [(String, String)], attributes: [SwiftAttribute] = [],
                             more: [SwiftDeclaration] = []) -> SwiftDeclaration {
        SwiftDeclaration(doc: [doc], attributes: attributes, .structure(TypeDeclaration(
            [access], name, inheritance: ["Hashable", "Sendable"], members: stored(fields) + [memberwise(fields)] + more)))
    }

    func function(_ name: String, _ parameters: [String], returns: String?, doc: String? = nil, _ body: [Statement]) -> SwiftDeclaration {
        SwiftDeclaration(doc: [doc], .function(FunctionDeclaration([access], name, parameters: parameters, returns: returns, body: .block(body))))
    }

    private var tokenColor: [SwiftDeclaration] {
        let members = stored([]) + [
            SwiftDeclaration(doc: ["One value per combination of contexts, in `\(namespace).Context.index` order."],
                             .property(PropertyDeclaration([access], .let, "values", type: "[SwiftUI.Color.Resolved]"))),
            SwiftDeclaration(.initializer(InitializerDeclaration(access: plan.access, parameters: [
                ParameterDeclaration(label: nil, name: "values", type: .written("[SwiftUI.Color.Resolved]", isFunction: false))]),
                body: .block([.line("self.values = values")]))),
            function("resolve", ["in environment: SwiftUI.EnvironmentValues"], returns: "SwiftUI.Color.Resolved",
                     doc: "The value in the contexts `environment` selects (color scheme, contrast, …).", [.line("values[\(namespace).Context(environment).index]")]),
            function("resolved", ["in context: \(namespace).Context"], returns: "SwiftUI.Color.Resolved",
                     doc: "The value in a named combination of contexts.", [.line("values[context.index]")]),
        ]
        return [SwiftDeclaration(doc: ["A color token that differs between contexts: a shape style that resolves itself from the environment."],
                                 attributes: [Self.iOS17], .structure(TypeDeclaration([access], "TokenColor", inheritance: ["SwiftUI.ShapeStyle", "Hashable", "Sendable"], members: members)))]
    }

    /// SwiftUI draws one shadow per modifier: a token's layers (up to four) are applied in order.
    private var tokenShadow: [SwiftDeclaration] {
        let fields = [("color", "SwiftUI.Color"), ("x", "CGFloat"), ("y", "CGFloat"), ("radius", "CGFloat")]
        let layer = { (index: Int) -> String in
            "let layer\(index) = layers.count > \(index) ? layers[\(index)] : TokenShadow(color: .clear, x: 0, y: 0, radius: 0)"
        }
        let modifier = SwiftDeclaration(.structure(TypeDeclaration([.private], "TokenShadowModifier", inheritance: ["SwiftUI.ViewModifier"], members: [
            SwiftDeclaration(.property(PropertyDeclaration([], .let, "layers", type: "[TokenShadow]"))),
            SwiftDeclaration(.function(FunctionDeclaration([], "body", parameters: ["content: Content"], returns: "some SwiftUI.View", body: .block(
                (0..<4).map { .line(layer($0)) } + [.line("return content")] + (0..<4).map {
                    .line("    .shadow(color: layer\($0).color, radius: layer\($0).radius, x: layer\($0).x, y: layer\($0).y)")
                })))),
        ])))
        let view = SwiftDeclaration(.extension(ExtensionDeclaration("SwiftUI.View", members: [
            function("shadow", ["_ layers: [TokenShadow]"], returns: "some SwiftUI.View", doc: "Draws a shadow token's layers (the first four).",
                     [.line("modifier(TokenShadowModifier(layers: layers))")]),
        ])))
        return [valueStruct("TokenShadow", doc: "One layer of a shadow token (`radius` is the blur / 2).", fields: fields), view, modifier]
    }

    /// SwiftUI's `StrokeStyle` is `Equatable` only (iOS 17.4's interface, :15690): `==` is synthesized, and the
    /// hash combines the style's fields, so `TokenBorder` stays `Hashable` like the other value types.
    private var tokenBorder: SwiftDeclaration {
        let combined = ["color", "width", "style.lineWidth", "style.lineCap.rawValue", "style.lineJoin.rawValue", "style.miterLimit", "style.dash", "style.dashPhase"]
        let hash = function("hash", ["into hasher: inout Hasher"], returns: nil, combined.map { .line("hasher.combine(\($0))") })
        return valueStruct("TokenBorder", doc: "A border token: its color, width and stroke style.",
                           fields: [("color", "SwiftUI.Color"), ("width", "CGFloat"), ("style", "SwiftUI.StrokeStyle")], more: [hash])
    }

    private var tokenTransition: [SwiftDeclaration] {
        let fields = [("duration", "Double"), ("delay", "Double"), ("curve", "SwiftUI.UnitCurve")]
        let animation = SwiftDeclaration(doc: ["The animation it describes."], .property(PropertyDeclaration([access], .var, "animation", type: "SwiftUI.Animation",
                                                                                                            body: .inline("SwiftUI.Animation.timingCurve(curve, duration: duration).delay(delay)"))))
        return [valueStruct("TokenTransition", doc: "A transition token: duration and delay in seconds, and its timing curve.",
                            fields: fields, attributes: [Self.iOS17], more: [animation])]
    }
}
