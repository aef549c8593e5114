// Test inspection, not Apple API: a renderer for tests. Apple's SwiftUI evaluates `body` inside its view graph,
// which also supplies `@Environment` values. The stand-in has no graph; `_TestRenderer` walks a view tree the
// way the graph would and, while it evaluates a `body` (or a container's children), makes the environment of
// that point in the tree current, so `@Environment` reads inside the body see the values an enclosing
// `.environment(_:_:)` set, the innermost winning. Everything here is underscored and listed as ours in
// FIDELITY.md.

/// Test inspection, not Apple API: renders a view tree and returns its primitive leaves (`Text`, `Image`, …,
/// and any view whose `Body` is `Never` and that the renderer does not know as a container), in order.
/// `EmptyView` shows nothing and is left out.
public enum _TestRenderer {
    /// The environment of the body being evaluated (a task-local, so parallel tests do not see each other's).
    final class Current: @unchecked Sendable {
        let values: EnvironmentValues
        init(_ values: EnvironmentValues) { self.values = values }
    }

    @TaskLocal static var current: Current?

    /// Renders `view` in `environment` and returns its leaves.
    @MainActor
    public static func render<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [Any] {
        leaves(view, in: environment).map(\.view)
    }

    /// A leaf of the tree with the environment in effect where it is.
    public struct Leaf {
        public let view: Any
        public let environment: EnvironmentValues

        /// The color the leaf draws with, resolved in its environment: a `Text`'s own `foregroundStyle(_:)` or
        /// `foregroundColor(_:)`, else a shape's fill, a `Color` itself, else the nearest enclosing
        /// `foregroundStyle(_:)`/`foregroundColor(_:)`; nil when none is set or the style has no single color
        /// (a gradient). A custom style resolves through its `resolve(in:)` here, in this environment.
        public var foreground: Color.Resolved? {
            let own = (view as? any _TestForegroundLeaf)?._testForegroundStyle
            return (own ?? environment._foregroundStyle)?.resolvedColor(in: environment)
        }

        /// What is drawn behind the leaf, resolved here; nil when nothing the stand-in can resolve is (see
        /// `accessibility.hasUnknownBackground`, and FIDELITY.md: the window's own background is not known).
        public var background: Color.Resolved? { environment._testAccessibility.background?.resolvedColor(in: environment) }

        /// The accessibility facts gathered on the way down: label, hidden, traits, interactive element, frame.
        public var accessibility: _TestAccessibility { environment._testAccessibility }

        /// The font the text is drawn in: its own `font(_:)`, else the environment's; nil: the default (body).
        public var font: Font? { (view as? Text)?.ownFont ?? environment.font }
    }

    /// Renders `view` in `environment` and returns its leaves with their environments.
    @MainActor
    public static func leaves<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [Leaf] {
        var leaves: [Leaf] = []
        walk(view, in: environment, into: &leaves)
        return leaves
    }

    /// The resolved foreground color of each leaf of `render(_:in:)`, in order (`Leaf.foreground`).
    @MainActor
    public static func foregrounds<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [Color.Resolved?] {
        leaves(view, in: environment).map(\.foreground)
    }

    /// The `Text` leaves of `render(_:in:)`.
    @MainActor
    public static func texts<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> [Text] {
        render(view, in: environment).compactMap { $0 as? Text }
    }

    @MainActor
    private static func walk(_ view: any View, in environment: EnvironmentValues, into leaves: inout [Leaf]) {
        if let writer = view as? any _TestEnvironmentWriting {
            var inner = environment
            writer._testWrite(&inner)
            walk(writer._testWrapped, in: inner, into: &leaves)
            return
        }
        var environment = environment
        if let interactive = view as? any _TestInteractive, environment._testAccessibility.interactive == nil {
            environment._testAccessibility.interactive = interactive._testInteractiveKind
            environment._testAccessibility.interactiveID = nextElement()
        }
        if view is any _TestLabelView { environment._testAccessibility.isInLabel = true }
        if let stack = view as? any _TestLayeredView {
            // Each layer draws on the colors and filled shapes beneath it.
            var layer = environment
            for child in stack._testLayers {
                walk(child, in: layer, into: &leaves)
                if let style = _testDrawnStyle(child) {
                    layer._testAccessibility.background = style
                    layer._testAccessibility.hasUnknownBackground = false
                }
            }
            return
        }
        let children: [any View]? = $current.withValue(Current(environment)) {
            if let container = view as? any _TestContainerView {
                return container._testChildren
            }
            return body(of: view).map { [$0] }
        }
        guard let children else {
            if !(view is EmptyView) {
                leaves.append(Leaf(view: view, environment: environment))
            }
            return
        }
        for child in children {
            walk(child, in: environment, into: &leaves)
        }
    }

    @MainActor private static var elements = 0

    /// A new identity for an interactive element, so the leaves of one button are told from the next one's.
    @MainActor static func nextElement() -> Int {
        elements += 1
        return elements
    }

    /// A view's body, or nil for a primitive view (`Body == Never`).
    @MainActor
    private static func body<V: View>(of view: V) -> (any View)? {
        V.Body.self == Never.self ? nil : view.body
    }
}

/// Test inspection, not Apple API: a primitive view (`Body == Never`) the renderer descends into. The stand-in's
/// containers adopt it; a type declared elsewhere can adopt it too.
public protocol _TestContainerView {
    /// The views this container shows, in order.
    @MainActor var _testChildren: [any View] { get }
}

/// A leaf that carries its own style (`Leaf.foreground`).
protocol _TestForegroundLeaf {
    var _testForegroundStyle: _StoredShapeStyle? { get }
}

extension Text: _TestForegroundLeaf {
    var _testForegroundStyle: _StoredShapeStyle? { foreground }
}

extension Color: _TestForegroundLeaf {
    var _testForegroundStyle: _StoredShapeStyle? { _StoredShapeStyle(self) }
}

extension _ShapeView: _TestForegroundLeaf {
    /// A shape filled with `.foreground` draws with the enclosing foreground style.
    nonisolated var _testForegroundStyle: _StoredShapeStyle? { _unerased(style) is ForegroundStyle ? nil : _StoredShapeStyle(base: style) }
}

/// The environment writer behind `environment(_:_:)`, `transformEnvironment(_:transform:)` and the foreground
/// style modifiers.
protocol _TestEnvironmentWriting {
    var _testWrapped: any View { get }
    func _testWrite(_ environment: inout EnvironmentValues)
}

extension _TestEnvironmentWriter: _TestEnvironmentWriting {
    var _testWrapped: any View { content }

    func _testWrite(_ environment: inout EnvironmentValues) {
        transform(&environment)
    }
}

// MARK: - The stand-in's primitive containers

extension TupleView: _TestContainerView {
    public var _testChildren: [any View] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

extension _ConditionalContent: _TestContainerView where TrueContent: View, FalseContent: View {
    public var _testChildren: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}

extension Optional: _TestContainerView where Wrapped: View {
    public var _testChildren: [any View] {
        map { [$0] } ?? []
    }
}

extension AnyView: _TestContainerView {
    public var _testChildren: [any View] {
        [_testView as! any View]
    }
}

extension Group: _TestContainerView where Content: View {
    public var _testChildren: [any View] { [content] }
}

extension ForEach: _TestContainerView where Content: View {
    public var _testChildren: [any View] {
        data.map { content($0) }
    }
}

extension VStack: _TestContainerView {
    public var _testChildren: [any View] { [_testContent] }
}

extension HStack: _TestContainerView {
    public var _testChildren: [any View] { [_testContent] }
}

extension Button: _TestContainerView {
    public var _testChildren: [any View] { [_testLabel] }
}

extension Toggle: _TestContainerView {
    public var _testChildren: [any View] { [_testLabel] }
}

extension Link: _TestContainerView {
    public var _testChildren: [any View] { [_testLabel] }
}

/// A view whose children are drawn one over the other (`ZStack`).
protocol _TestLayeredView {
    @MainActor var _testLayers: [any View] { get }
}

extension ZStack: _TestLayeredView {
    @MainActor var _testLayers: [any View] {
        (_testContent as? any _TestContainerView)?._testChildren ?? [_testContent]
    }
}

/// The accessibility modifiers tell the renderer what they attach (a label, hidden, traits).
extension ModifiedContent: _TestEnvironmentWriting where Content: View, Modifier == AccessibilityAttachmentModifier {
    var _testWrapped: any View { content }

    func _testWrite(_ environment: inout EnvironmentValues) {
        for apply in modifier._testApply { apply(&environment._testAccessibility) }
    }
}

/// A view whose title names the rest (`Label`).
protocol _TestLabelView {}

extension Label: _TestLabelView {}

extension Label: _TestContainerView {
    public var _testChildren: [any View] { [_testTitle, _testIcon] }
}
