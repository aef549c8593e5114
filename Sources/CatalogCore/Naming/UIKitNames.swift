/// The names a component's UIKit view (`uikit: true`) generates, shared by the checks, the planner and
/// the renderer so that they cannot disagree.
public enum UIKitNames {
    /// `CardView`.
    public static func viewClass(forComponent name: String) -> String { name + "View" }

    /// `onIsOnChange`: the callback a binding's plain property gets.
    public static func changeCallback(forBinding name: String) -> String {
        "on" + name.prefix(1).uppercased() + name.dropFirst() + "Change"
    }

    /// The class properties of a slot: its primary value form's parameters (`iconSystemName`), or the slot's
    /// name for a slot without a value form (a `UIView?`).
    static func members(of slot: Slot) -> [String] {
        slot.primaryValueForm.map { $0.descriptor.parameters(forSlot: slot.name, in: NoComponents()).map(\.name) } ?? [slot.name]
    }

    /// Types the generated UIKit file names besides the SwiftUI ones: a view class must not take their names.
    public static let typesUsedByGeneratedCode: Set<String> = [
        "UIView", "UIImage", "UIColor", "UIHostingController", "UIHostingConfiguration", "UIViewRepresentable",
        "NSLayoutConstraint", "NSCoder", "Bindable", "Observable", "CGRect", "UIKit", "Observation",
    ]

    /// Members a `UIView` subclass inherits (UIView, UIResponder, NSObject, the accessibility informal
    /// protocol) that a component's slot or property could be named: such a property would need `override`.
    /// The common ones, not all: the compiler still names any other clash.
    public static let inheritedMembers: Set<String> = [
        "alpha", "backgroundColor", "bounds", "center", "clipsToBounds", "constraints", "contentMode",
        "contentScaleFactor", "description", "debugDescription", "frame", "gestureRecognizers", "hash", "interactions",
        "isHidden", "isOpaque", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch", "layer",
        "layoutMargins", "directionalLayoutMargins", "mask", "next", "safeAreaInsets", "semanticContentAttribute",
        "subviews", "superview", "tag", "tintColor", "tintAdjustmentMode", "traitCollection", "transform", "window",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityTraits", "isAccessibilityElement", "intrinsicContentSize", "undoManager", "keyCommands",
        "inputView", "isFocused", "canBecomeFocused", "focusGroupIdentifier", "restorationIdentifier",
        "largeContentTitle", "largeContentImage", "showsLargeContentViewer", "overrideUserInterfaceStyle",
        "autoresizingMask", "autoresizesSubviews", "translatesAutoresizingMaskIntoConstraints", "preferredFocusEnvironments",
    ]
}
