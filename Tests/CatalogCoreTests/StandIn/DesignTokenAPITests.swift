import TestSupport
import Testing

/// The SwiftUI that generated design-token code (issue 35, item 3) and real component bodies (issue 36,
/// item 10) use, type-checked against the stand-in of the era the tests were built for AND Apple's iOS 17.4
/// SDK (Swift 6 mode, warnings as errors): both must accept the token code and the bodies, and reject the
/// misuses alike. Built and run on Linux, a color made from a custom ShapeStyle resolves per environment.
@Suite(.slow(.compiles)) struct DesignTokenAPITests {
    /// The shape of the generated token code: a module-level ShapeStyle whose `resolve(in:)` picks a value by
    /// the environment (color scheme, contrast, a custom key), colors made from it and from components.
    static let tokens = """
        import SwiftUI

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public struct TokenColor: ShapeStyle, Hashable, Sendable {
            public let values: [SwiftUI.Color.Resolved]
            public func resolve(in environment: SwiftUI.EnvironmentValues) -> SwiftUI.Color.Resolved {
                values[Tokens.contextIndex(in: environment)]
            }
        }

        public enum Brand: Hashable, Sendable { case core, kids }
        private struct BrandKey: EnvironmentKey { static let defaultValue: Brand = .core }
        extension EnvironmentValues {
            public var brand: Brand {
                get { self[BrandKey.self] }
                set { self[BrandKey.self] = newValue }
            }
        }

        public enum Tokens {
            /// light, dark, light-hc, dark-hc; then the same for the kids brand.
            public static func contextIndex(in environment: SwiftUI.EnvironmentValues) -> Int {
                (environment.colorScheme == .dark ? 1 : 0) + (environment.colorSchemeContrast == .increased ? 2 : 0)
                    + (environment.brand == .kids ? 4 : 0)
            }
            public static func spacing(in environment: SwiftUI.EnvironmentValues) -> CGFloat {
                environment.dynamicTypeSize >= .accessibility1 ? 12 : environment.dynamicTypeSize.isAccessibilitySize ? 10 : 8
            }
            public enum Color {
                public enum Text {
                    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
                    public static var `default`: SwiftUI.Color {
                        SwiftUI.Color(TokenColor(values: [
                            SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0.1, green: 0.1, blue: 0.1, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0.9, green: 0.9, blue: 0.9, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 0, green: 0, blue: 0, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .sRGB, red: 1, green: 1, blue: 1, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .displayP3, red: 0.2, green: 0.1, blue: 0.5, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .displayP3, red: 0.8, green: 0.7, blue: 1, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0.1, opacity: 1),
                            SwiftUI.Color.Resolved(colorSpace: .sRGBLinear, red: 1, green: 1, blue: 1, opacity: 0.9),
                        ]))
                    }
                    public static let accent = SwiftUI.Color(.sRGB, red: 0.0, green: 0.4, blue: 1.0, opacity: 1)
                    public static let p3 = SwiftUI.Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 1)
                }
            }
        }

        """

    /// The value types the generator maps composite tokens to, and a body that uses every added declaration.
    static let uses = """
        import SwiftUI

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public struct TokenTransition: Hashable, Sendable {
            public let duration: Double, delay: Double
            public let curve: UnitCurve
            public var animation: SwiftUI.Animation { .timingCurve(curve, duration: duration).delay(delay) }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public enum Values {
            public static let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))
            public static let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
            public static let stroke = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [4, 2], dashPhase: 1)
            public static let caps: [CGLineCap] = [.butt, .round, .square]
            public static let joins: [CGLineJoin] = [.miter, .round, .bevel]
            public static let gradient = Gradient(stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: SwiftUI.Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1), location: 1)])
            public static let linear = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottomTrailing)
            public static let weights: [SwiftUI.Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            public static let styles: [SwiftUI.Font.TextStyle] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
            public static let fonts: [SwiftUI.Font] = [.system(size: 17, weight: .semibold, design: .rounded), .custom("Inter", size: 16, relativeTo: .body), .custom("Inter", fixedSize: 12)]
            public static let transition = TokenTransition(duration: 0.2, delay: 0.05, curve: curve)
            public static let sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
            public static let contrasts: [ColorSchemeContrast] = ColorSchemeContrast.allCases
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        struct Swatch: View {
            @ScaledMetric(relativeTo: .body) var padding: CGFloat = 8
            @Environment(\\.colorSchemeContrast) var contrast
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Title").font(Values.fonts[1]).fontWeight(.bold).lineSpacing(4).tracking(0.5).kerning(0.2)
                        .foregroundStyle(Tokens.Color.Text.default)
                        .lineLimit(2).lineLimit(1...3).multilineTextAlignment(.leading).truncationMode(.middle).minimumScaleFactor(0.8)
                    Text("x").font(.body).lineSpacing(2).tracking(1)
                    Image("photo").resizable(capInsets: EdgeInsets(), resizingMode: .tile).renderingMode(.template).interpolation(.high).antialiased(true)
                        .aspectRatio(16 / 9, contentMode: .fit).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).scaledToFit().scaledToFill()
                    Image(systemName: "star").resizable().renderingMode(nil).aspectRatio(contentMode: .fit)
                    RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(Tokens.Color.Text.accent, style: Values.stroke)
                    RoundedRectangle(cornerRadius: 8).stroke(Values.linear, style: StrokeStyle(lineWidth: 1))
                    Circle().stroke(lineWidth: 2)
                    Capsule().stroke(style: Values.stroke)
                    Circle().strokeBorder(style: Values.stroke)
                    Rectangle().fill(Values.linear).frame(height: 4)
                    Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    Values.linear.frame(height: 2)
                }
                .padding(padding)
                .frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 5, maxHeight: 100, alignment: .topLeading)
                .fixedSize().fixedSize(horizontal: true, vertical: false).layoutPriority(1)
                .background(alignment: .bottom) { Color.clear }
                .background(Tokens.Color.Text.p3, in: RoundedRectangle(cornerRadius: 4), fillStyle: FillStyle())
                .overlay(alignment: .topTrailing) { Circle().frame(width: 4) }
                .overlay(Tokens.Color.Text.accent, in: Capsule())
                .overlay(Text("o"), alignment: .center)
                .clipShape(RoundedRectangle(cornerRadius: 4), style: FillStyle(eoFill: true))
                .contentShape(Rectangle(), eoFill: false)
                .shadow(color: Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 0.2), radius: 4, x: 0, y: 2)
                .shadow(radius: 2)
                .redacted(reason: .placeholder).allowsHitTesting(false).disabled(contrast == .increased).opacity(0.9)
                .animation(Values.transition.animation, value: contrast)
                .accessibilityLabel("Swatch").accessibilityHint("Shows a color").accessibilityAddTraits(.isImage).accessibilityIdentifier("swatch")
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        func resolving(_ environment: EnvironmentValues) -> [Float] {
            var env = environment
            env.colorScheme = .dark
            env._colorSchemeContrast = .increased
            env.dynamicTypeSize = .accessibility2
            let resolved: SwiftUI.Color.Resolved = Tokens.Color.Text.default.resolve(in: env)
            var copy = resolved
            copy.red = 0.5
            let styled: SwiftUI.Color.Resolved = TokenColor(values: [copy]).resolve(in: EnvironmentValues())
            let data: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> = resolved.animatableData
            _ = (SwiftUI.Color(copy), styled, data, resolved.description, Animation.default, Animation.easeInOut(duration: 1), Animation.timingCurve(0.4, 0, 0.2, 1))
            return [resolved.red, resolved.green, resolved.blue, resolved.opacity, resolved.linearRed, resolved.linearGreen, resolved.linearBlue,
                    Float(Values.curve.value(at: 0.5)), Float(Values.curve.velocity(at: 0.5)), Float(Values.curve.inverse.value(at: 0.5))]
        }

        """

    @Test func tokenCodeAndBodiesCompileOnBoth() throws {
        let result = try Toolchain.typecheck(["Tokens.swift": Self.tokens, "Uses.swift": Self.uses])
        #expect(result.status == 0, "\(result.output)")
    }

    /// Built and run: the generated-shaped color gives each context's value through `resolve(in:)`.
    @Test func tokenColorsResolveByEnvironmentWhenRun() throws {
        let main = """
            import SwiftUI
            var env = EnvironmentValues()
            let light = Tokens.Color.Text.default.resolve(in: env)
            env.colorScheme = .dark
            let dark = Tokens.Color.Text.default.resolve(in: env)
            env._colorSchemeContrast = .increased
            env.brand = .kids
            let kids = Tokens.Color.Text.default.resolve(in: env)
            print([light.red, dark.red, kids.opacity].map { String(format: "%.2f", $0) }, light == dark)
            """
        let run = try Toolchain.buildAndRun(["Tokens.swift": Self.tokens, "main.swift": main])
        #expect(run.status == 0 && run.output == "[\"0.10\", \"0.90\", \"0.90\"] false\n", "\(run.output)")
    }

    @Test func misusesAreRejectedLikeApple() throws {
        try Toolchain.expectRejected([
            // [I17] 3547: public `colorSchemeContrast` is get-only (the system sets it).
            RejectionCase(code: "var env = EnvironmentValues(); env.colorSchemeContrast = .increased",
                          diagnostic: "cannot assign to property: 'colorSchemeContrast' is a get-only property"),
            // `Color.init<T>(_:)` needs a Hashable style whose Resolved is Color.Resolved.
            RejectionCase(code: "_ = Color(NotHashable())", diagnostic: "initializer 'init(_:)' requires that 'NotHashable' conform to 'Hashable'"),
            // Apple has more one-argument initializers (CGColor, UIColor), hence its wording.
            RejectionCase(code: "_ = Color(Plain())", diagnostic: "cannot convert value of type 'Plain' to expected argument type 'Color.Resolved'",
                          apple: .rejectsSaying("no exact matches in call to initializer")),
            // `Color.Resolved` is a ShapeStyle, not a View ([I17] 1405).
            RejectionCase(code: "_ = VStack { Color.Resolved(red: 1, green: 0, blue: 0) }",
                          diagnostic: "'buildExpression' is unavailable: this expression does not conform to 'View'",
                          apple: .rejectsSaying("static method 'buildExpression' requires that 'Color.Resolved' conform to 'View'")),
            RejectionCase(code: "_ = StrokeStyle(lineWidth: 1, lineCap: .rounded)", diagnostic: "type 'CGLineCap' has no member 'rounded'"),
            // Image's own modifiers return Image; after a View modifier they are gone.
            RejectionCase(code: #"_ = Image("x").scaledToFit().resizable()"#, diagnostic: "value of type 'some View' has no member 'resizable'"),
        ], prelude: """
            struct Plain: ShapeStyle {}
            struct NotHashable: ShapeStyle { func resolve(in environment: EnvironmentValues) -> Color.Resolved { Color.Resolved(red: 1, green: 0, blue: 0) } }

            """)
    }
}
