// SwiftUI's UIKit bridge, as the iOS 17.4 SDK declares it ([I17]: SwiftUI.swiftinterface, line numbers
// below): what the generated UIKit views (`uikit: true`) use. `@_Concurrency.MainActor(unsafe)` in the
// interface is `@MainActor @preconcurrency` here. Members named `_test…` are test inspection, not Apple API.
import Foundation
import Observation
import UIKit

/// [I17]:25785 `public struct UIHostingControllerSizingOptions : OptionSet, Sendable` (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// [I17]:24024 `@MainActor(unsafe) open class UIHostingController<Content> : UIViewController where Content : View`;
/// its view is a `_UIHostingView<Content>`, made on first use.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    private var storedRootView: Content?

    /// [I17] `public var sizingOptions: UIHostingControllerSizingOptions` (iOS 16).
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// [I17] `public init(rootView: Content)`.
    public init(rootView: Content) {
        storedRootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// [I17] `@objc required dynamic public init?(coder aDecoder: NSCoder)`: Apple's asks for a root view it
    /// cannot decode; the stand-in has none to give.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// [I17] `public var rootView: Content { get set }`: setting it updates the hosting view.
    public var rootView: Content {
        get { storedRootView! }
        set {
            storedRootView = newValue
            (viewIfLoadedForTest as? _UIHostingView<Content>)?.rootView = newValue
        }
    }

    private var viewIfLoadedForTest: UIView?

    /// [I17] `@objc override dynamic open func loadView()`.
    open override func loadView() {
        let hosting = _UIHostingView(rootView: rootView)
        hosting._testController = self
        viewIfLoadedForTest = hosting
        view = hosting
    }
}

/// [I17]:23901 `@MainActor(unsafe) open class _UIHostingView<Content> : UIView where Content : View`.
@MainActor @preconcurrency
open class _UIHostingView<Content: View>: UIView {
    /// [I17]:23939 `public var rootView: Content { get set }`.
    public var rootView: Content

    /// Test inspection, not Apple API: the controller that made the view, for its sizing options.
    weak var _testController: UIHostingController<Content>?

    /// [I17] `required public init(rootView: Content)`.
    public required init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
    }

    /// [I17] `@objc required dynamic public init?(coder aDecoder: NSCoder)`.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}

/// Test inspection, not Apple API: what a hosting view shows, and how its controller sizes it.
@MainActor
public protocol _TestHostingView {
    var _testRootView: any View { get }
    var _testSizingOptions: UIHostingControllerSizingOptions? { get }
}

extension _UIHostingView: _TestHostingView {
    public var _testRootView: any View { rootView }
    public var _testSizingOptions: UIHostingControllerSizingOptions? { _testController?.sizingOptions }
}

/// [I17]:11729 `public struct UIHostingConfiguration<Content, Background> : UIContentConfiguration where
/// Content : View, Background : View` (iOS 16); not Sendable (:11741).
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    /// Test inspection, not Apple API: the content the cell shows.
    public let _testContent: Content

    /// [I17] `@MainActor public func makeContentView() -> any UIView & UIContentView`.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        _HostingContentView(configuration: self)
    }

    /// [I17] `public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background>`.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        self
    }
}

@available(*, unavailable)
extension UIHostingConfiguration: Sendable {}

extension UIHostingConfiguration where Background == EmptyView {
    /// [I17] `public init(@ViewBuilder content: () -> Content)`.
    public init(@ViewBuilder content: () -> Content) {
        _testContent = content()
    }
}

/// The content view a hosting configuration makes (Apple's is private).
@MainActor
final class _HostingContentView<Content: View, Background: View>: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: UIHostingConfiguration<Content, Background>) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// [I17]:24599 `public protocol UIViewRepresentable : View where Self.Body == Never` (the underscored
/// requirements are left out).
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void

    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator

    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == () {
    /// [I17] `public func makeCoordinator() -> Self.Coordinator`.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// [I17] `public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)`.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// [I17] `public var body: Never { get }`.
    public var body: Never { _primitiveBody(Self.self) }

    /// Test inspection, not Apple API: the view SwiftUI would make, with a fresh coordinator.
    @MainActor
    public func _testMakeUIView() -> UIViewType {
        makeUIView(context: UIViewRepresentableContext(coordinator: makeCoordinator()))
    }
}

/// [I17]:24649 `@MainActor(unsafe) public struct UIViewRepresentableContext<Representable> where
/// Representable : UIViewRepresentable`; Sendable (:28936).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// [I17] `public let coordinator: Representable.Coordinator`.
    public let coordinator: Representable.Coordinator

    init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}

extension UIViewRepresentableContext: @unchecked Sendable {}

extension Image {
    /// [I17]:1926 `public init(uiImage: UIImage)`.
    public init(uiImage: UIImage) {
        _testSource = .uiImage(ObjectIdentifier(uiImage))
    }
}

/// [I17]:4182 `@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>` (iOS 17): bindings to an
/// `Observable` object's properties.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        fatalError("unavailable")
    }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        fatalError("unavailable")
    }
}

extension Bindable where Value: AnyObject {
    /// [I17]:4194 `public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(_get: { object[keyPath: keyPath] }, _set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// [I17]:4203–4207.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

/// [I17]:4209 `extension Bindable : Identifiable where Value : Identifiable`.
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// [I17]:4216 `extension Bindable : Sendable where Value : Sendable`.
extension Bindable: @unchecked Sendable where Value: Sendable {}

/// Test inspection, not Apple API: the first view of type `T` in a view tree (bodies evaluated, containers
/// and environment writers entered), for tests that read what reached a hosted component.
public enum _TestViewFinder {
    @MainActor
    public static func first<T>(_ type: T.Type, in view: any View) -> T? {
        if let match = view as? T { return match }
        if let writer = view as? any _TestEnvironmentWriting { return first(type, in: writer._testWrapped) }
        if let container = view as? any _TestContainerView {
            for child in container._testChildren {
                if let match = first(type, in: child) { return match }
            }
            return nil
        }
        return body(of: view).flatMap { first(type, in: $0) }
    }

    @MainActor
    private static func body<V: View>(of view: V) -> (any View)? {
        V.Body.self == Never.self ? nil : view.body
    }
}
