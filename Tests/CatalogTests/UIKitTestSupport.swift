// Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`) that only Apple's toolchains
// ship: on Linux a file that imports both Testing and UIKit does not compile. So the tests' UIKit names and
// their reads of the stand-in's hooks are here, in a file without Testing.
import SwiftUI
import UIKit

typealias TestUIView = UIView
typealias TestUIImage = UIImage

/// What a generated view hosts, read through the stand-in's test hooks.
@MainActor
enum Hosted {
    static func hostingView(of view: UIView) -> (any _TestHostingView & UIView)? {
        view.subviews.first as? any _TestHostingView & UIView
    }

    static func root(of view: UIView) -> (any View)? {
        hostingView(of: view)?._testRootView
    }

    /// The first view of type `T` in what the view hosts (the component, or a protocol it adopts).
    static func find<T>(_ type: T.Type, in view: UIView) -> T? {
        root(of: view).flatMap { _TestViewFinder.first(type, in: $0) }
    }

    static func leaves(of view: UIView) -> [Any] {
        root(of: view).map { _TestRenderer.render($0) } ?? []
    }

    static func texts(of view: UIView) -> [Text._TestStorage] {
        leaves(of: view).compactMap { ($0 as? Text)?._testStorage }
    }

    static func images(of view: UIView) -> [Image._TestSource] {
        leaves(of: view).compactMap { ($0 as? Image)?._testSource }
    }

    /// The UIKit views the component shows through representables.
    static func uiViews(of view: UIView) -> [UIView] {
        leaves(of: view).compactMap { ($0 as? any UIViewRepresentable)?._testMakeUIView() }
    }
}
