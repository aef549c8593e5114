// The stand-in for Apple's UIKit on Linux: exactly what the generated UIKit views (`uikit: true`) and their
// tests use, each with Apple's shape in the iOS 17.4 SDK ([U17]: UIKit.framework/Headers/*.h and the
// UIKit.swiftmodule interface of github.com/danpashin/sdks, commit `dd1de01a6` "17.4"); FIDELITY.md lists
// them. Members whose names start with `_test` are test inspection, not Apple API.
// [U17] UIKit's module map says `export *` and UIKit.h imports Foundation: `import UIKit` brings Foundation.
@_exported import Foundation

/// [U17] UIResponder.h: `NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`.
@MainActor
open class UIResponder: NSObject {}

/// [U17] UIView.h: `NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`, designated `initWithFrame:` and
/// `initWithCoder:`.
@MainActor
open class UIView: UIResponder {
    /// [U17] `@property(nonatomic) CGRect frame`.
    open var frame: CGRect
    /// [U17] `@property(nullable, nonatomic, copy) UIColor *backgroundColor` (default nil).
    open var backgroundColor: UIColor?
    /// [U17] `@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints` (default YES).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// [U17] `@property(nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews`.
    open private(set) var subviews: [UIView] = []
    /// [U17] `@property(nullable, nonatomic, readonly) UIView *superview`.
    open private(set) weak var superview: UIView?

    /// [U17] `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// [U17] `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// NSObject's `- (instancetype)init`, which UIView answers with `initWithFrame:CGRectZero`: `UIView()`
    /// compiles with Apple's SDK (found by the Apple-SDK check of the fixture's examples).
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// [U17] `- (void)addSubview:(UIView *)view`: moves the view from its former superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// [U17] `- (void)removeFromSuperview`.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// [U17] `@property(nonatomic, readonly) CGSize intrinsicContentSize`: `UIView.noIntrinsicMetric` both ways.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// [U17] UIKit.swiftmodule: `public class let noIntrinsicMetric: CGFloat` (-1).
    public class var noIntrinsicMetric: CGFloat { -1 }

    /// [U17] `leadingAnchor`, `trailingAnchor`, `topAnchor`, `bottomAnchor`: `readonly, strong`.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_testView: self, _testAttribute: "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_testView: self, _testAttribute: "trailing") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_testView: self, _testAttribute: "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_testView: self, _testAttribute: "bottom") }

    /// Test inspection, not Apple API: the active constraints whose first item is this view.
    public internal(set) var _testConstraints: [NSLayoutConstraint] = []
}

/// [U17] UIViewController.h: `NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder`;
/// `@property(null_resettable, nonatomic, strong) UIView *view` (imported as `UIView!`), made by `loadView`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// [U17] `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// [U17] `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// [U17] `- (void)loadView`: the default makes a plain view.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open var view: UIView! {
        get {
            if loadedView == nil { loadView() }
            return loadedView
        }
        set { loadedView = newValue }
    }
}

/// [U17] UIColor.h: `NS_SWIFT_SENDABLE @interface UIColor : NSObject` (not main-actor isolated).
open class UIColor: NSObject, @unchecked Sendable {
    /// [U17] `@property(class, nonatomic, readonly) UIColor *clearColor` (imported as `clear`).
    open class var clear: UIColor { UIColor() }
}

/// [U17] UIImage.h: `NS_SWIFT_SENDABLE @interface UIImage : NSObject <NSSecureCoding>`. `UIImage()` (NSObject's
/// `init`) makes an empty image; tests compare images by identity.
open class UIImage: NSObject, @unchecked Sendable {}

/// [U17] NSLayoutAnchor.h: `NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> : NSObject`.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Test inspection, not Apple API: the anchor's view and attribute.
    public let _testView: UIView
    public let _testAttribute: String

    init(_testView: UIView, _testAttribute: String) {
        self._testView = _testView
        self._testAttribute = _testAttribute
    }

    /// [U17] `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(_testFirst: self, _testSecond: anchor)
    }
}

/// [U17] `NS_SWIFT_UI_ACTOR @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// [U17] `NS_SWIFT_UI_ACTOR @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// [U17] NSLayoutConstraint.h: `NS_SWIFT_UI_ACTOR @interface NSLayoutConstraint : NSObject`.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// Test inspection, not Apple API: `first == second`, as "view.attribute".
    public let _testFirst: String
    public let _testSecond: String
    private weak var firstView: UIView?

    init<AnchorType>(_testFirst first: NSLayoutAnchor<AnchorType>, _testSecond second: NSLayoutAnchor<AnchorType>) {
        _testFirst = first._testAttribute
        _testSecond = second._testAttribute
        firstView = first._testView
        _testSecondView = second._testView
    }

    /// Test inspection, not Apple API: the second anchor's view.
    public private(set) weak var _testSecondView: UIView?

    /// [U17] `@property (getter=isActive) BOOL active`.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let firstView else { return }
            if isActive { firstView._testConstraints.append(self) } else { firstView._testConstraints.removeAll { $0 === self } }
        }
    }

    /// [U17] `+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}

/// [U17] UIKit.swiftmodule: `public protocol UIConfigurationState` (its members are left out: unused).
public protocol UIConfigurationState {}

/// [U17] UIKit.swiftmodule: `@MainActor public protocol UIContentView : NSObjectProtocol { @MainActor var
/// configuration: any UIContentConfiguration { get set } }`.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

/// [U17] UIKit.swiftmodule: `public protocol UIContentConfiguration { @MainActor func makeContentView() ->
/// any UIView & UIContentView; func updated(for state: any UIConfigurationState) -> Self }`.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

// MARK: - Where apps put the generated views (the reference's examples and the tests' call sites)

/// [U17] UIStackView.h: `NS_SWIFT_UI_ACTOR @interface UIStackView : UIView`.
@MainActor
open class UIStackView: UIView {
    /// [U17] `@property(nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// [U17] `- (void)addArrangedSubview:(UIView *)view`: also adds it as a subview.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// [U17] UICollectionViewCell.h: `NS_SWIFT_UI_ACTOR @interface UICollectionReusableView : UIView`.
@MainActor
open class UICollectionReusableView: UIView {}

/// [U17] UICollectionViewCell.h: `NS_SWIFT_UI_ACTOR @interface UICollectionViewCell : UICollectionReusableView`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// [U17] swiftinterface:1138 `public var contentConfiguration: (any UIContentConfiguration)?` (iOS 14).
    public var contentConfiguration: (any UIContentConfiguration)?
}
