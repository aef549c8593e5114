/// A styleable component's `CardStyle.swift`, and its generated `body`. The isolation is Apple's for
/// `ButtonStyle` in the Xcode 16 and 26 SDKs (`@MainActor @preconcurrency`); the environment default is
/// computed, since a stored `any CardStyle` is not Sendable and the default style's use is main-actor.
enum StyleRenderer {
    static func renderStyle(_ style: StylePlan, of plan: ComponentPlan) -> String {
        let access = Declarations.accessPrefix(plan.access)
        let names = style.names
        var code = SwiftCode()
        code.docComment(["A style of ``\(plan.name)``: how it lays out its configuration, as `ButtonStyle` does for `Button`.",
                         "Apply one with `.\(names.modifier)(_:)`; the innermost one wins. ``\(names.defaultStyle)`` is the default."])
        let attributes = plan.typeAttributes
        code.block("\(access)protocol \(names.protocol)", attributes: attributes + ["@MainActor @preconcurrency"]) { code in
            code.line("associatedtype Body: View")
            code.line()
            code.docComment(["The view of a ``\(plan.name)`` in this style."])
            code.line("@ViewBuilder @MainActor @preconcurrency")
            code.line("func makeBody(configuration: Configuration) -> Body")
            code.line()
            code.line("typealias Configuration = \(names.configuration)")
        }
        code.line()
        code.docComment(["What a ``\(names.protocol)`` lays out: every slot as a type-erased view, whether each omittable slot was given, and every property."])
        code.block("\(access)struct \(names.configuration)", attributes: attributes) { code in
            for member in style.members {
                code.docComment([member.doc])
                if member.isBinding {
                    code.line("@Binding \(access)var \(member.name): \(member.type)")
                } else {
                    code.line("\(access)let \(member.name): \(member.type)")
                }
            }
        }
        code.line()
        code.line("// \(names.defaultStyle).makeBody is hand-written in \(plan.name)+Style.swift.")
        code.docComment(["The style a ``\(plan.name)`` has unless one is set."])
        code.block("\(access)struct \(names.defaultStyle): \(names.protocol)", attributes: attributes) { code in
            // Nonisolated: the environment's default creates it outside the main actor.
            code.line("nonisolated \(access)init() {}")
        }
        code.line()
        code.block("private struct \(names.environmentKey): EnvironmentKey", attributes: attributes) { code in
            code.line("static var defaultValue: any \(names.protocol) { \(names.defaultStyle)() }")
        }
        code.line()
        code.block("extension EnvironmentValues", attributes: attributes) { code in
            code.docComment(["The ``\(plan.name)`` style of this part of the view hierarchy."])
            code.block("\(access)var \(names.modifier): any \(names.protocol)") { code in
                code.line("get { self[\(names.environmentKey).self] }")
                code.line("set { self[\(names.environmentKey).self] = newValue }")
            }
        }
        code.line()
        code.block("extension View", attributes: attributes) { code in
            code.docComment(["Sets the style of the ``\(plan.name)`` components in this view."])
            code.block("nonisolated \(access)func \(names.modifier)(_ style: some \(names.protocol)) -> some View") { code in
                code.line("environment(\\.\(names.modifier), style)")
            }
        }
        return SwiftRenderer.header(source: plan.sourceFile, imports: plan.imports) + code.text
    }

    /// `extension Card` with the body that resolves the style and calls `makeBody`.
    static func renderBody(_ style: StylePlan, of plan: ComponentPlan, into code: inout SwiftCode) {
        code.block("extension \(plan.name)") { code in
            code.docComment(["The ``\(style.names.protocol)`` from the environment lays the component out."])
            code.block("@MainActor \(Declarations.accessPrefix(plan.access))var body: some View") { code in
                let arguments = style.members.map { "\($0.name): \($0.argument)" }.joined(separator: ", ")
                code.line("AnyView(\(SwiftNames.styleProperty).makeBody(configuration: \(style.names.configuration)(\(arguments))))")
            }
        }
    }
}
